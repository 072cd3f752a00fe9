import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { href, sectionHref, type Locale } from '@/lib/i18n/locales';
import { privacyHref } from '@/lib/privacy';
import { getSettings } from '@/lib/owner';
import { media } from '@/lib/theme';
import { linkList } from '@/components/ui/primitives';
import { PAGE_END_ID } from '@/lib/firstPaint';

const Wrap = styled.footer`
  border-top: 1px solid var(--color-line);
  padding-block: var(--space-16) var(--space-8);
  background: var(--color-bg);
`;

const Inner = styled.div`
  max-width: var(--layout-max);
  margin-inline: auto;
  padding-inline: var(--layout-gutter);
  display: grid;
  gap: var(--space-8);
  ${media.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
  /* The two link columns: one rule set for both (styled-components repeats a component's CSS per instance). */
  .footer-column {
    h2 {
      font-size: var(--size-xs);
      letter-spacing: 0.12em;
      text-transform: uppercase;
      color: var(--color-muted);
      margin-bottom: var(--space-3);
    }
    ${linkList}
    a:hover {
      color: var(--color-accent);
    }
  }
`;

const Brand = styled.div`
  p:first-child {
    font-family: var(--font-display);
    font-size: var(--size-xl);
    font-weight: 700;
  }
  p + p {
    margin-top: var(--space-3);
    color: var(--color-muted);
    max-width: 42ch;
  }
`;

const Bottom = styled.div`
  max-width: var(--layout-max);
  margin: var(--space-12) auto 0;
  padding-inline: var(--layout-gutter);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: var(--space-3);
  color: var(--color-muted);
  font-size: var(--size-xs);
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--color-text);
    text-underline-offset: 3px;
    &:hover {
      color: var(--color-accent);
    }
  }
`;

/** `last`: the page's last footer, whose last line marks the end of the page (PAGE_END_ID); the 404 page has two. */
export async function Footer({ locale, last = true }: { locale: Locale; last?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const privacy = await getTranslations({ locale, namespace: 'Privacy' });
  const { ownerName, social: profiles } = getSettings();
  const social = [
    { name: 'Threads', href: profiles.threads },
    { name: 'Instagram', href: profiles.instagram },
    { name: 'Behance', href: profiles.behance },
  ];

  return (
    <Wrap>
      <Inner>
        <Brand>
          <p>{ownerName}</p>
          <p>{t('tagline')}</p>
        </Brand>
        <div className="footer-column">
          <h2>{t('explore')}</h2>
          <ul>
            <li>
              <a href={sectionHref(locale, 'services')}>{t('services')}</a>
            </li>
            <li>
              <a href={href(locale, 'cases')}>{t('cases')}</a>
            </li>
            <li>
              <a href={sectionHref(locale, 'contact')}>{t('contact')}</a>
            </li>
          </ul>
        </div>
        <div className="footer-column">
          <h2>{t('social')}</h2>
          <ul>
            {social.map((item) => (
              <li key={item.name}>
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.name}
                  <span className="visually-hidden"> ({t('newTab')})</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Inner>
      <Bottom>
        <p>
          © {new Date().getFullYear()} {ownerName}. {t('rights')}
        </p>
        <a href={privacyHref(locale)}>{privacy('link')}</a>
        <p id={last ? PAGE_END_ID : undefined}>{t('madeIn')}</p>
      </Bottom>
    </Wrap>
  );
}

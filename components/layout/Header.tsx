import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { counterpartHref } from '@/lib/i18n/storage';
import { href, htmlLang, localePath, sectionHref, type Locale } from '@/lib/i18n/locales';
import { ButtonLink, linkList, monogramTile } from '@/components/ui/primitives';
import { ThemeSwitch } from '@/components/ui/ThemeSwitch';
import { monogramOf } from '@/lib/i18n/ownerWords';
import { getSettings } from '@/lib/owner';
import { media } from '@/lib/theme';
import { HeaderFrame } from './HeaderFrame';
import { HeaderFrameStyle } from './HeaderFrameStyle';
import { MobileMenu } from './MobileMenu';
import { MobileMenuStyle } from './MobileMenuStyle';

export const NAV_SECTIONS = ['about', 'services', 'sites', 'journal', 'contact'] as const;

// One styled parent for the whole bar, its pieces styled by class name: each styled component is a <style> element of
// its own in the HTML and in React's payload, and this bar opens every page, before its largest text.
const Inner = styled.div`
  width: 100%;
  max-width: 1280px;
  margin-inline: auto;
  padding-inline: var(--layout-gutter);
  display: flex;
  align-items: center;
  gap: var(--space-4);
  /* Below 768 px the menu carries the theme switch, and the bar keeps its room for the name. Beside
     the language toggle it sits close, the two round controls read as one group. */
  .header-theme {
    display: none;
    margin-left: calc(var(--space-2) - var(--space-4));
    ${media.md} {
      display: inline-grid;
    }
  }
  .header-logo {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
    min-height: 44px;
    text-decoration: none;
    font-family: var(--font-display);
    font-weight: 700;
    letter-spacing: -0.01em;
    margin-right: auto;
    span[aria-hidden] {
      ${monogramTile('36px', '10px')}
      font-size: 0.95rem;
    }
  }
  .header-nav {
    display: none;
    ${media.md} {
      display: flex;
    }
    ${linkList}
    /* Tight from 768 px so the links, the two round controls and the name keep one row. */
    ul {
      display: flex;
      flex-wrap: wrap;
    }
    a {
      padding-inline: 0.3rem;
      color: var(--color-muted);
      font-size: var(--size-sm);
      font-weight: 500;
      transition: color 0.2s ease;
      &:hover {
        color: var(--color-text);
      }
    }
    ${media.lg} {
      ul {
        gap: 0.15rem;
      }
      a {
        padding-inline: 0.6rem;
      }
    }
  }
  /* A plain link to the counterpart page; lib/headScript.ts stores the choice and keeps the #section. */
  .header-toggle {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-pill);
    font-size: var(--size-xs);
    font-weight: 700;
    letter-spacing: 0.06em;
    text-decoration: none;
    &:hover {
      border-color: var(--color-text);
    }
  }
  .header-cta {
    display: none;
    ${media.lg} {
      display: inline-flex;
    }
    min-height: 44px;
    padding: 0 1.1rem;
    border: 0;
    font-weight: 700;
  }
`;

type Props = { locale: Locale; path: string };

export async function Header({ locale, path }: Props) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const links = NAV_SECTIONS.map((id) => ({ href: sectionHref(locale, id), label: t(id) }));
  const partnership = { href: href(locale, 'partnership'), label: t('partnership') };
  const cta = { href: sectionHref(locale, 'contact'), label: t('startProject') };
  const other: Locale = locale === 'pt' ? 'en' : 'pt';
  const { ownerName, social } = getSettings();

  return (
    <HeaderFrame>
      <HeaderFrameStyle />
      <MobileMenuStyle />
      <Inner>
        <a className="header-logo" href={social.behance} data-logo="">
          <span aria-hidden="true">{monogramOf(ownerName)}</span>
          {ownerName}
        </a>
        <nav className="header-nav" aria-label={t('navLabel')}>
          <ul>
            {[...links, partnership].map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <a
          className="header-toggle"
          href={counterpartHref(localePath(locale, path), other)}
          hrefLang={htmlLang[other]}
          data-lang={other}
          // The visible "EN"/"PT" leads the name (WCAG 2.5.3); axe drops parenthesised words, so no "(EN)".
          aria-label={`${t('otherLanguage')}: ${t('switchTo')}`}
        >
          {t('otherLanguage')}
        </a>
        <ThemeSwitch label={t('lightTheme')} className="header-theme" />
        <ButtonLink className="header-cta" href={cta.href}>
          {cta.label}
        </ButtonLink>
        <MobileMenu
          links={links}
          partnership={partnership}
          cta={cta}
          labels={{
            open: t('openMenu'),
            close: t('closeMenu'),
            title: t('menuTitle'),
            footer: common('digitalArchitect'),
            theme: t('lightTheme'),
          }}
        />
      </Inner>
    </HeaderFrame>
  );
}

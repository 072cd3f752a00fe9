import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { Badge, Container } from '@/components/ui/primitives';
import { pathOf, type Locale } from '@/lib/i18n/locales';
import { ogImageName } from '@/lib/og';
import { formatPostDate } from '@/lib/posts';
import integrations from '@/lib/integrations.json';
import { resolveAnalytics, type AnalyticsSetting } from '@/lib/integrations.mjs';
import { PRIVACY_UPDATED, privacyFacts } from '@/lib/privacy';
import { pageMetadata } from '@/lib/seo';
import { getSettings } from '@/lib/owner';
import { whatsappUrl } from '@/lib/whatsapp';
import { PAGE_LEAD_ID } from '@/lib/firstPaint';
import { FirstScreenEnd } from '@/components/layout/FirstScreenEnd';

const ANPD_URL = 'https://www.gov.br/anpd/';

// One styled block for the whole page: sections, lists and legal-basis notes are plain elements
// styled here once, not styled components repeated per instance.
const Wrap = styled.div`
  padding-block: calc(var(--layout-header) + var(--space-12)) clamp(4rem, 10vw, 7rem);
  .privacy-narrow {
    max-width: calc(46rem + 2 * var(--layout-gutter));
  }
  h1 {
    margin-top: var(--space-4);
    font-size: var(--size-xxl);
  }
  .privacy-lead {
    margin-top: var(--space-6);
    color: var(--color-muted);
    font-size: var(--size-lg);
  }
  .privacy-updated {
    margin-top: var(--space-4);
    color: var(--color-muted);
    font-size: var(--size-sm);
  }
  .privacy-summary {
    margin-top: var(--space-8);
    padding: var(--space-6);
    border: 1px solid var(--color-line);
    border-left: 3px solid var(--color-accent);
    border-radius: var(--radius-md);
    background: var(--color-surface);
  }
  section {
    margin-top: var(--space-12);
  }
  .privacy-summary h2 {
    font-size: var(--size-lg);
  }
  h2 {
    font-size: var(--size-xl);
  }
  p,
  ul {
    margin-top: var(--space-4);
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: var(--space-2);
  }
  .privacy-basis {
    padding-left: var(--space-4);
    border-left: 2px solid var(--color-line);
    color: var(--color-muted);
    font-size: var(--size-sm);
  }
  a {
    color: var(--color-accent);
    text-underline-offset: 3px;
    overflow-wrap: anywhere;
  }
`;

const externalLink = (href: string, newTab: string) =>
  function ExternalLink(chunks: ReactNode) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {chunks}
        <span className="visually-hidden"> ({newTab})</span>
      </a>
    );
  };

export async function privacyMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: pathOf('privacy'),
    title: t('metaTitle', { owner: getSettings().ownerName }),
    description: t('metaDescription'),
    siteName: meta('siteName'),
    image: ogImageName({ kind: 'privacy', locale }),
  });
}

/** /privacidade and /en/privacy: the LGPD notice, true to what lib/integrations.json switches on. */
export async function PrivacyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Privacy' });
  const { newsletterHost, analytics } = privacyFacts({
    newsletterAction: integrations.newsletterAction,
    analytics: resolveAnalytics(integrations.analytics as AnalyticsSetting, process.env),
  });
  const newsletter = newsletterHost ? 'open' : 'closed';
  const stats = analytics === null ? 'off' : 'on';
  const newTab = t('newTab');
  const { ownerName, email, whatsapp } = getSettings();
  const chatLink = externalLink(whatsappUrl(whatsapp.contact, t('exercise.greeting')), newTab);
  const mail = (chunks: ReactNode) => <a href={`mailto:${email}`}>{chunks}</a>;
  const basis = (text: string) => <p className="privacy-basis">{text}</p>;
  const rights = ['confirm', 'correct', 'limit', 'port', 'erase', 'inform'] as const;

  return (
    <SiteShell locale={locale} path={pathOf('privacy')}>
      <Wrap>
        <Container className="privacy-narrow">
          <Badge>{t('badge')}</Badge>
          <h1>{t('title')}</h1>
          <p className="privacy-lead" id={PAGE_LEAD_ID}>
            {t('lead')}
          </p>
          <p className="privacy-updated">
            {t.rich('updated', {
              date: formatPostDate(PRIVACY_UPDATED, locale),
              time: (chunks) => <time dateTime={PRIVACY_UPDATED}>{chunks}</time>,
            })}
          </p>
          <FirstScreenEnd />

          <section className="privacy-summary" aria-labelledby="privacy-summary">
            <h2 id="privacy-summary">{t('summaryTitle')}</h2>
            <ul>
              <li>{t('summary.cookies')}</li>
              <li>{t('summary.contact')}</li>
              <li>{t('summary.newsletter', { state: newsletter })}</li>
              <li>{t('summary.analytics', { state: stats })}</li>
              <li>{t('summary.rights')}</li>
            </ul>
          </section>

          <section aria-labelledby="privacy-controller">
            <h2 id="privacy-controller">{t('controller.title')}</h2>
            <p>{t('controller.text', { owner: ownerName })}</p>
            <ul>
              <li>
                {t('controller.email')}: <a href={`mailto:${email}`}>{email}</a>
              </li>
              <li>
                {t('controller.whatsapp')}: {chatLink(whatsapp.contact)}
              </li>
            </ul>
            <p>{t('controller.officer')}</p>
          </section>

          <section aria-labelledby="privacy-contact">
            <h2 id="privacy-contact">{t('contact.title')}</h2>
            <p>{t('contact.text')}</p>
            <p>{t('contact.whatsapp')}</p>
            <p>{t('contact.use')}</p>
            {basis(t('contact.basis'))}
          </section>

          <section aria-labelledby="privacy-newsletter">
            <h2 id="privacy-newsletter">{t('newsletter.title')}</h2>
            <p>{newsletterHost ? t('newsletter.open', { host: newsletterHost }) : t('newsletter.closed')}</p>
            {basis(t('newsletter.basis', { state: newsletter }))}
          </section>

          {/* Reads site.analytics (see lib/privacy.ts): the paragraph follows the owner's switch. */}
          <section aria-labelledby="privacy-analytics">
            <h2 id="privacy-analytics">{t('analytics.title')}</h2>
            <p>{analytics === null ? t('analytics.off') : t('analytics.on', { name: analytics || 'none' })}</p>
            {analytics !== null && basis(t('analytics.basis'))}
          </section>

          <section aria-labelledby="privacy-hosting">
            <h2 id="privacy-hosting">{t('hosting.title')}</h2>
            <p>{t('hosting.text')}</p>
            {basis(t('hosting.basis'))}
          </section>

          <section aria-labelledby="privacy-videos">
            <h2 id="privacy-videos">{t('videos.title')}</h2>
            <p>{t('videos.text')}</p>
            {basis(t('videos.basis'))}
          </section>

          <section aria-labelledby="privacy-storage">
            <h2 id="privacy-storage">{t('storage.title')}</h2>
            <p>{t('storage.text')}</p>
            <ul>
              <li>{t('storage.language')}</li>
              <li>{t('storage.theme')}</li>
              <li>{t('storage.splash')}</li>
              <li>{t('storage.source')}</li>
            </ul>
            <p>{t('storage.clear')}</p>
          </section>

          <section aria-labelledby="privacy-sharing">
            <h2 id="privacy-sharing">{t('sharing.title')}</h2>
            <p>{t('sharing.text', { newsletter, analytics: stats })}</p>
          </section>

          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights">{t('rights.title')}</h2>
            <p>{t('rights.text')}</p>
            <ul>
              {rights.map((right) => (
                <li key={right}>{t(`rights.${right}`)}</li>
              ))}
            </ul>
            <p>{t.rich('rights.authority', { anpd: externalLink(ANPD_URL, newTab) })}</p>
          </section>

          <section aria-labelledby="privacy-exercise">
            <h2 id="privacy-exercise">{t('exercise.title')}</h2>
            <p>
              {t.rich('exercise.text', {
                email,
                phone: whatsapp.contact,
                mail,
                whatsapp: chatLink,
              })}
            </p>
          </section>

          <section aria-labelledby="privacy-changes">
            <h2 id="privacy-changes">{t('changes.title')}</h2>
            <p>{t('changes.text')}</p>
          </section>
        </Container>
      </Wrap>
    </SiteShell>
  );
}

import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { displayFont } from './fonts';
import { GlobalStyle } from '@/components/ui/GlobalStyle';
import { ButtonLink } from '@/components/ui/primitives';
import { href, htmlLang, locales, pathOf } from '@/lib/i18n/locales';
import { notFoundScript } from '@/lib/notFound';
import { PAGE_TRANSITION } from '@/lib/viewTransitions';
import { Footer } from './Footer';
import { Header } from './Header';
import { Main, SkipLink } from './SiteShell';
import { AnalyticsScript } from './AnalyticsScript';
import { headScripts } from '@/lib/headScripts';

/**
 * 404.html is one static file for every unknown path. It carries the site's header and footer in
 * both languages and the message in four variants; a script in <head> picks the language and the
 * wording from the path before paint (lib/notFound.ts) and CSS shows only that variant. Without
 * scripts the Portuguese header and footer show, with the message in both languages.
 */
const Variants = styled.div`
  display: contents;
  [data-locale],
  [data-variant] {
    display: none;
  }
  html:not([data-variant]) & [data-locale='pt'],
  html[data-variant^='pt'] & [data-locale='pt'],
  html[data-variant^='en'] & [data-locale='en'] {
    display: contents;
  }
  html:not([data-variant]) & :is([data-variant='pt'], [data-variant='en']),
  html[data-variant='pt'] & [data-variant='pt'],
  html[data-variant='en'] & [data-variant='en'],
  html[data-variant='pt-post'] & [data-variant='pt-post'],
  html[data-variant='en-post'] & [data-variant='en-post'] {
    display: flex;
  }
  html:not([data-variant]) & [data-variant='en'] .code {
    display: none;
  }
`;

const Message = styled(Main)`
  min-height: 80vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-16);
  padding: calc(var(--layout-header) + var(--space-12)) var(--layout-gutter) var(--space-16);
  text-align: center;
  section {
    flex-direction: column;
    align-items: center;
    gap: var(--space-6);
    max-width: 36rem;
  }
  p.code {
    color: var(--color-accent);
    font-family: var(--font-display);
    font-size: var(--size-hero);
    font-weight: 700;
    line-height: 1;
  }
  h1 {
    font-size: var(--size-xxl);
  }
  p {
    color: var(--color-muted);
  }
`;

export async function NotFoundPage() {
  const chrome = await Promise.all(
    locales.map(async (locale) => ({ locale, skip: (await getTranslations({ locale, namespace: 'Common' }))('skipToContent') })),
  );
  const variants = await Promise.all(
    locales.flatMap((locale) =>
      [false, true].map(async (post) => {
        const t = await getTranslations({ locale, namespace: 'NotFound' });
        return {
          key: `${locale}${post ? '-post' : ''}`,
          lang: htmlLang[locale],
          title: post ? t('postTitle') : t('title'),
          text: post ? t('postText') : t('text'),
          back: t('back'),
          home: href(locale, 'home'),
        };
      }),
    ),
  );

  return (
    <html lang="pt-BR" className={displayFont.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: notFoundScript() + headScripts(false) }} />
        <style>{PAGE_TRANSITION}</style>
        <AnalyticsScript />
      </head>
      <body>
        <GlobalStyle />
        <Variants>
          {chrome.map(({ locale, skip }) => (
            <div key={locale} data-locale={locale} lang={htmlLang[locale]}>
              <SkipLink href="#main">{skip}</SkipLink>
              {/* The language toggle leads to the other language's home: an unknown path has no counterpart. */}
              <Header locale={locale} path={pathOf('home')} />
            </div>
          ))}
          <Message id="main" tabIndex={-1}>
            {variants.map((variant) => (
              <section key={variant.key} data-variant={variant.key} lang={variant.lang}>
                <p className="code" aria-hidden="true">
                  404
                </p>
                {/* With scripts one variant is displayed (hidden ones are display:none), so one h1 is exposed. */}
                <h1>{variant.title}</h1>
                <p>{variant.text}</p>
                <ButtonLink href={variant.home}>{variant.back}</ButtonLink>
              </section>
            ))}
          </Message>
          {locales.map((locale) => (
            <div key={locale} data-locale={locale} lang={htmlLang[locale]}>
              <Footer locale={locale} last={locale === locales.at(-1)} />
            </div>
          ))}
        </Variants>
      </body>
    </html>
  );
}

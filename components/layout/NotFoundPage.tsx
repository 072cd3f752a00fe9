import styled from 'styled-components';
import { getTranslations } from 'next-intl/server';
import { displayFont } from '@/app/fonts';
import { GlobalStyle } from '@/components/ui/GlobalStyle';
import { ButtonLink } from '@/components/ui/primitives';
import { locales, localePath } from '@/lib/i18n/locales';
import { AnalyticsScript } from './AnalyticsScript';

/**
 * 404.html is one static file for every unknown path, so a tiny script picks the variant
 * (language from the path, 'Post not found' under /post/) before paint; without scripts the
 * Portuguese page shows.
 */
const pickVariant = `(function(){var p=location.pathname,d=document.documentElement,en=p==='/en'||p.indexOf('/en/')===0,post=/^(\\/en)?\\/post\\//.test(p);d.lang=en?'en':'pt-BR';d.setAttribute('data-variant',(en?'en':'pt')+(post?'-post':''))})();`;

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: var(--layout-gutter);
  text-align: center;
  [data-variant] {
    display: none;
  }
  html:not([data-variant]) & [data-variant='pt'],
  html[data-variant='pt'] & [data-variant='pt'],
  html[data-variant='en'] & [data-variant='en'],
  html[data-variant='pt-post'] & [data-variant='pt-post'],
  html[data-variant='en-post'] & [data-variant='en-post'] {
    display: flex;
  }
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
  const variants = await Promise.all(
    locales.flatMap((locale) =>
      [false, true].map(async (post) => {
        const t = await getTranslations({ locale, namespace: 'NotFound' });
        return {
          key: `${locale}${post ? '-post' : ''}`,
          lang: locale === 'pt' ? 'pt-BR' : 'en',
          title: post ? t('postTitle') : t('title'),
          text: post ? t('postText') : t('text'),
          back: t('back'),
          home: localePath(locale, '/'),
        };
      }),
    ),
  );

  return (
    <html lang="pt-BR" className={displayFont.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: pickVariant }} />
        <AnalyticsScript />
      </head>
      <body>
        <GlobalStyle />
        <Page id="main">
          {variants.map((variant) => (
            <section key={variant.key} data-variant={variant.key} lang={variant.lang}>
              <p className="code" aria-hidden="true">
                404
              </p>
              {/* Only one variant is displayed; hidden ones are display:none, so one h1 is exposed. */}
              <h1>{variant.title}</h1>
              <p>{variant.text}</p>
              <ButtonLink href={variant.home}>{variant.back}</ButtonLink>
            </section>
          ))}
        </Page>
      </body>
    </html>
  );
}

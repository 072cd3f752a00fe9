import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
// Its pages render once the content is made (lib/contentReady.ts).
import '@/lib/contentReady';

/**
 * A page that exists once per language, once for both: each page file under app/ passes its locale
 * and re-exports these (components/journal/routes.tsx does the same for the pages with a segment).
 */
export function pageRoute(
  locale: Locale,
  metadata: (locale: Locale) => Promise<Metadata>,
  Body: (props: { locale: Locale }) => ReactNode | Promise<ReactNode>,
) {
  return {
    generateMetadata: () => metadata(locale),
    Page: function LocalePage() {
      setRequestLocale(locale);
      return <Body locale={locale} />;
    },
  };
}

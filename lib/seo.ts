import type { Metadata } from 'next';
import { hasCounterpart, localePath, ogLocale, type Locale } from './i18n/locales';
import { absoluteUrl, site } from './site';

type PageMeta = {
  locale: Locale;
  /** The page's path without the language prefix: '/', '/journal', '/post/<id>', '/partnership'. */
  path: string;
  title: string;
  description: string;
  siteName: string;
};

/** Canonical URL and hreflang alternates of a page, from the site URL. */
export function alternatesFor(locale: Locale, path: string): Metadata['alternates'] {
  const canonical = absoluteUrl(localePath(locale, path));
  if (!hasCounterpart(path)) return { canonical };
  const pt = absoluteUrl(localePath('pt', path));
  return {
    canonical,
    languages: { 'pt-BR': pt, en: absoluteUrl(localePath('en', path)), 'x-default': pt },
  };
}

export function pageMetadata({ locale, path, title, description, siteName }: PageMeta): Metadata {
  return {
    metadataBase: new URL(site.url),
    title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: {
      type: 'website',
      locale: ogLocale[locale],
      siteName,
      title,
      description,
      url: absoluteUrl(localePath(locale, path)),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}

import type { Metadata } from 'next';
import { hasCounterpart, htmlLang, localePath, ogLocale, type Locale } from './i18n/locales';
import { OG_SIZE, ogImagePath } from './og';
import { getSettings } from './owner';
import { absoluteUrl, site } from './site';

export const FEED_PATH = '/feed.xml';

type PageMeta = {
  locale: Locale;
  /** The page's key: its Portuguese path (pathOf in ./i18n/locales). */
  path: string;
  title: string;
  description: string;
  siteName: string;
  /** File name of the page's social image in /og (see lib/og.ts). */
  image: string;
  imageAlt?: string;
  article?: { publishedTime: string; modifiedTime?: string; tags: string[]; author: string };
};

/** The hreflang alternates of a page key, Portuguese as x-default; none for a page in one language. */
export function hreflangs(path: string): Record<string, string> | undefined {
  if (!hasCounterpart(path)) return undefined;
  const pt = absoluteUrl(localePath('pt', path));
  return { [htmlLang.pt]: pt, [htmlLang.en]: absoluteUrl(localePath('en', path)), 'x-default': pt };
}

/** Canonical URL and hreflang alternates of a page, from the site URL. */
export function alternatesFor(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  const languages = hreflangs(path);
  return {
    canonical: absoluteUrl(localePath(locale, path)),
    ...(languages ? { languages } : {}),
    types: { 'application/rss+xml': absoluteUrl(FEED_PATH) },
  };
}

export function pageMetadata({ locale, path, title, description, siteName, image, imageAlt, article }: PageMeta): Metadata {
  const url = absoluteUrl(localePath(locale, path));
  const images = [
    { url: absoluteUrl(ogImagePath(image)), width: OG_SIZE.width, height: OG_SIZE.height, alt: imageAlt ?? title, type: 'image/png' },
  ];
  const openGraph: NonNullable<Metadata['openGraph']> = article
    ? {
        type: 'article',
        publishedTime: article.publishedTime,
        ...(article.modifiedTime ? { modifiedTime: article.modifiedTime } : {}),
        tags: article.tags,
        authors: [article.author],
        locale: ogLocale[locale],
        siteName,
        title,
        description,
        url,
        images,
      }
    : { type: 'website', locale: ogLocale[locale], siteName, title, description, url, images };

  return {
    metadataBase: new URL(site.url),
    title,
    description,
    authors: [{ name: getSettings().ownerName, url: site.url }],
    alternates: alternatesFor(locale, path),
    openGraph,
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

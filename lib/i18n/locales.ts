export const locales = ['pt', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt';

export const htmlLang: Record<Locale, string> = { pt: 'pt-BR', en: 'en' };
export const ogLocale: Record<Locale, string> = { pt: 'pt_BR', en: 'en_US' };

export function isLocale(value: unknown): value is Locale {
  return value === 'pt' || value === 'en';
}

/**
 * Pages whose English address is not the Portuguese one under /en: Portuguese path to English
 * path (before the /en prefix). Routes are keyed by their Portuguese path everywhere else.
 */
export const englishSlugs: Readonly<Record<string, string>> = { '/privacidade': '/privacy' };

/** The URL of a path in a locale: Portuguese is unprefixed, English lives under /en. */
export function localePath(locale: Locale, path: string = '/'): string {
  if (locale === defaultLocale) return path;
  const english = Object.prototype.hasOwnProperty.call(englishSlugs, path) ? englishSlugs[path] : path;
  return english === '/' ? '/en' : `/en${english}`;
}

/** The route key (Portuguese path) of an English path without its /en prefix: '/privacy' is '/privacidade'. */
export function routeOfEnglishPath(path: string): string {
  return Object.keys(englishSlugs).find((key) => englishSlugs[key] === path) ?? path;
}

/** The home URL of a locale with a section hash: '/#services' or '/en#services'. */
export function sectionHref(locale: Locale, id: string): string {
  return `${localePath(locale, '/')}#${id}`;
}

/** Paths that exist in both languages (the partnership page is Portuguese only). */
export function hasCounterpart(path: string): boolean {
  return path !== '/partnership';
}

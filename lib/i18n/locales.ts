export const locales = ['pt', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt';

export const htmlLang: Record<Locale, string> = { pt: 'pt-BR', en: 'en' };
export const ogLocale: Record<Locale, string> = { pt: 'pt_BR', en: 'en_US' };

export function isLocale(value: unknown): value is Locale {
  return value === 'pt' || value === 'en';
}

/** The URL of a path in a locale: Portuguese is unprefixed, English lives under /en. */
export function localePath(locale: Locale, path: string = '/'): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** The home URL of a locale with a section hash: '/#services' or '/en#services'. */
export function sectionHref(locale: Locale, id: string): string {
  return `${localePath(locale, '/')}#${id}`;
}

/** Paths that exist in both languages (the partnership page is Portuguese only). */
export function hasCounterpart(path: string): boolean {
  return path !== '/partnership';
}

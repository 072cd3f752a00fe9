export const locales = ['pt', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt';

export const htmlLang: Record<Locale, string> = { pt: 'pt-BR', en: 'en' };
export const ogLocale: Record<Locale, string> = { pt: 'pt_BR', en: 'en_US' };

export function isLocale(value: unknown): value is Locale {
  return value === 'pt' || value === 'en';
}

/**
 * Every kind of page of the site, by its address in each language: the one table that links,
 * metadata, hreflang, the sitemap, the language toggle, the pre-paint redirect and the 404 page read.
 * `pt` is the Portuguese path, which is also the page's key everywhere else (`path` props, sitemap
 * routes); `en` is the English path, or null for a page in Portuguese only. A `[name]` segment is one
 * path segment (an article id, a tag slug), the same in both languages, named as the app/ folder
 * that receives it. __tests__/lib/pages.test.ts checks the table against the page files.
 */
export const pages = {
  home: { pt: '/', en: '/en' },
  journal: { pt: '/journal', en: '/en/journal' },
  tag: { pt: '/journal/tag/[tag]', en: '/en/journal/tag/[tag]' },
  post: { pt: '/post/[id]', en: '/en/post/[id]' },
  partnership: { pt: '/partnership', en: null },
  privacy: { pt: '/privacidade', en: '/en/privacy' },
  cases: { pt: '/projetos', en: '/en/projects' },
  case: { pt: '/projetos/[id]', en: '/en/projects/[id]' },
} as const satisfies Record<string, Record<Locale, string | null>>;

export type Page = keyof typeof pages;

const SEGMENT = /\[\w+\]/;

/**
 * Rewrite rules from one language's addresses to another's, [regular expression source, replacement],
 * one per page that exists in both: '/post/[id]' becomes ['^/post/([^/]+)$', '/en/post/$1'].
 */
export function pathRules(from: Locale, to: Locale): [string, string][] {
  return Object.values(pages).flatMap((page: Record<Locale, string | null>): [string, string][] => {
    const [source, target] = [page[from], page[to]];
    return source && target ? [[`^${source.replace(SEGMENT, '([^/]+)')}$`, target.replace(SEGMENT, '$1')]] : [];
  });
}

/** `path` rewritten by the first rule that matches it, or null when none does. */
function rewrite(path: string, rules: [string, string][]): string | null {
  const rule = rules.find(([source]) => new RegExp(source).test(path));
  return rule ? path.replace(new RegExp(rule[0]), rule[1]) : null;
}

/** The key of a page: its Portuguese path, with its segment when it has one ('post', 'a' is '/post/a'). */
export function pathOf(page: Page, segment = ''): string {
  return pages[page].pt.replace(SEGMENT, segment);
}

/** The key (Portuguese path) of an address in either language, or null when it is no page of the site. */
export function routeOf(url: string): string | null {
  return rewrite(url, pathRules('pt', 'pt')) ?? rewrite(url, pathRules('en', 'pt'));
}

/** Whether the page with this key exists in English (the partnership page is Portuguese only). */
export function hasCounterpart(path: string): boolean {
  return rewrite(path, pathRules('pt', 'en')) !== null;
}

/** The address of a page key in a locale; a page with no English version is its Portuguese one. */
export function localePath(locale: Locale, path: string): string {
  return rewrite(path, pathRules('pt', locale)) ?? path;
}

/** The address of a page in a locale: href('en', 'post', 'a') is '/en/post/a'. */
export function href(locale: Locale, page: Page, segment?: string): string {
  return localePath(locale, pathOf(page, segment));
}

/** The home URL of a locale with a section hash: '/#services' or '/en#services'. */
export function sectionHref(locale: Locale, id: string): string {
  return `${href(locale, 'home')}#${id}`;
}

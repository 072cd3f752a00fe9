import { hasCounterpart, localePath, locales, type Locale } from './i18n/locales';
import { getAllPosts } from './posts';
import { PRIVACY_PATH, PRIVACY_UPDATED } from './privacy';

export type SiteRoute = { path: string; locales: readonly Locale[]; lastModified?: string };

/** Every public page of the site, by path without the language prefix: sitemap and tests read this. */
export function siteRoutes(dir?: string): SiteRoute[] {
  const posts = getAllPosts(dir);
  const newest = posts[0]?.date;
  return [
    { path: '/', locales, lastModified: newest },
    { path: '/journal', locales, lastModified: newest },
    ...posts.map((post) => ({ path: `/post/${post.id}`, locales, lastModified: post.date })),
    { path: '/partnership', locales: ['pt'] as const },
    { path: PRIVACY_PATH, locales, lastModified: PRIVACY_UPDATED },
  ];
}

/** Each route expanded to one URL path per language it exists in. */
export function localizedPaths(routes: SiteRoute[]): { locale: Locale; path: string; route: SiteRoute }[] {
  return routes.flatMap((route) =>
    route.locales.filter((locale) => locale === 'pt' || hasCounterpart(route.path)).map((locale) => ({ locale, path: localePath(locale, route.path), route })),
  );
}

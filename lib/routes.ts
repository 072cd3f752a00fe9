import { hasCounterpart, localePath, locales, type Locale } from './i18n/locales';
import { getAllPosts, type PostMeta } from './posts';
import { postsTagged, tagIndex, tagPath } from './tags';
import { PRIVACY_PATH, PRIVACY_UPDATED } from './privacy';

export type SiteRoute = { path: string; locales: readonly Locale[]; lastModified?: string };

/** The latest day any of these articles was published or revised. */
const lastChange = (posts: PostMeta[]) => posts.map((post) => post.updated ?? post.date).sort().pop();

/** Every public page of the site, by path without the language prefix: sitemap and tests read this. */
export function siteRoutes(dir?: string): SiteRoute[] {
  const posts = getAllPosts({ dir });
  const newest = lastChange(posts);
  return [
    { path: '/', locales, lastModified: newest },
    { path: '/journal', locales, lastModified: newest },
    ...tagIndex(posts).map((tag) => ({ path: tagPath(tag.slug), locales, lastModified: lastChange(postsTagged(posts, tag.slug)) })),
    ...posts.map((post) => ({ path: `/post/${post.id}`, locales, lastModified: post.updated ?? post.date })),
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

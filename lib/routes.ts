import { hasCounterpart, localePath, locales, pathOf, type Locale } from './i18n/locales';
import { getAllPosts, getPost, getPostIds, type PostMeta } from './posts';
import { postsTagged, tagIndex } from './tags';
import { PRIVACY_UPDATED } from './privacy';
import { inlinePreview } from './inlinePreview';
import { getProject, getProjectIds, getProjects } from './projects';
import { getPartnership, getServices, getSettings, getStatus, getTestimonials } from './owner';

export type SiteRoute = { path: string; locales: readonly Locale[]; lastModified?: string };

/** The latest day any of these articles was published or revised. */
const lastChange = (posts: PostMeta[]) =>
  posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .pop();

/** A page's route: its key and the languages the table of pages (./i18n/locales) gives it. */
const route = (path: string, lastModified?: string): SiteRoute => ({
  path,
  locales: hasCounterpart(path) ? locales : ['pt'],
  ...(lastModified ? { lastModified } : {}),
});

/** Every public page of the site, by its key (Portuguese path): sitemap and tests read this. */
export function siteRoutes(dir?: string, projectsDir?: string): SiteRoute[] {
  const posts = getAllPosts({ dir });
  const newest = lastChange(posts);
  return [
    route(pathOf('home'), newest),
    route(pathOf('journal'), newest),
    ...tagIndex(posts).map((tag) => route(pathOf('tag', tag.slug), lastChange(postsTagged(posts, tag.slug)))),
    ...posts.map((post) => route(pathOf('post', post.id), post.updated ?? post.date)),
    route(pathOf('partnership')),
    route(pathOf('privacy'), PRIVACY_UPDATED),
    route(pathOf('cases')),
    ...getProjectIds({ dir: projectsDir }).map((id) => route(pathOf('case', id))),
  ];
}

/** Each route expanded to one URL path per language it exists in. */
export function localizedPaths(routes: SiteRoute[]): { locale: Locale; path: string; route: SiteRoute }[] {
  return routes.flatMap((route) => route.locales.map((locale) => ({ locale, path: localePath(locale, route.path), route })));
}

/**
 * Everything the pages show that takes the build time to make (articles rendered, figures made, case
 * pictures sized, the case index's inline first picture), made once before a page renders: the route
 * factories import lib/contentReady.ts, which waits for it. A page then renders in one go, and React writes
 * its data in the same pieces as ever, not cut where a file was being read.
 */
export async function contentReady(): Promise<void> {
  await Promise.all(
    locales.flatMap((locale) => [
      // Only the case index's first card carries an inline copy of its picture (ProjectCards).
      getProjects({ locale }).then(([first]) => first && inlinePreview(first.cover)),
      ...getProjectIds().map((id) => getProject(id, { locale })),
      ...getPostIds().map((id) => getPost(id, { locale })),
    ]),
  );
}

/**
 * Every file of content/ read as the pages read it, in each language: the settings, the owner's services, status
 * and testimonials, then the articles and case studies made (contentReady). The content lane's first step
 * (scripts/checkContent.mjs): a broken file stops it in seconds, with the error the build would print.
 */
export async function checkContent(): Promise<void> {
  getSettings();
  getPartnership();
  for (const locale of locales) {
    getServices(locale);
    getStatus(locale);
  }
  await Promise.all(locales.map(getTestimonials));
  await contentReady();
}

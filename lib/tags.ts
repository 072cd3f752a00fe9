import { pathOf } from './i18n/locales';
import { slug } from './slug.mjs';

/** A topic of the journal: its name as written in the articles, its URL slug and how many articles use it. */
export type Tag = { name: string; slug: string; count: number };

/**
 * The URL slug of a tag: lowercase ASCII words joined by hyphens ('Estratégia' → 'estrategia',
 * 'UX/UI' → 'ux-ui'), or '' when the name has no letter or digit to make one from.
 */
export function tagSlug(name: string): string {
  return slug(name);
}

/** The path of a tag's page, without the language prefix. */
export function tagPath(slug: string): string {
  return pathOf('tag', slug);
}

/**
 * A problem with the tags of the content folder, or null. Two spellings that make one slug
 * ('Estratégia' and 'estrategia') would share one page, so they fail the build naming both files.
 */
export function tagCollision(files: { file: string; tags: string[] }[]): string | null {
  const seen = new Map<string, { name: string; file: string }>();
  for (const { file, tags } of files) {
    for (const name of tags) {
      const slug = tagSlug(name);
      const first = seen.get(slug);
      if (!first) seen.set(slug, { name, file });
      else if (first.name !== name) {
        return `Tags "${first.name}" (${first.file}) and "${name}" (${file}) would share the page ${tagPath(slug)}: write them the same way`;
      }
    }
  }
  return null;
}

/** Every tag of the articles with its count: most used first, then by name as a Brazilian reader sorts. */
export function tagIndex(posts: { tags: string[] }[]): Tag[] {
  const counts = new Map<string, Tag>();
  for (const post of posts) {
    for (const name of post.tags) {
      const slug = tagSlug(name);
      const tag = counts.get(slug) ?? { name, slug, count: 0 };
      counts.set(slug, { ...tag, count: tag.count + 1 });
    }
  }
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
  return [...counts.values()].sort((a, b) => b.count - a.count || collator.compare(a.name, b.name));
}

/** The articles that carry a tag, in the order given. */
export function postsTagged<T extends { tags: string[] }>(posts: T[], slug: string): T[] {
  return posts.filter((post) => post.tags.some((name) => tagSlug(name) === slug));
}

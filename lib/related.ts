import { tagSlug } from './tags';

type Listed = { id: string; date: string; tags: string[] };

/**
 * The article published just before (`previous`, older) and just after (`next`, newer) the one
 * with `id`, from a list sorted newest first; null at either end.
 */
export function adjacentPosts<T extends Listed>(posts: T[], id: string): { previous: T | null; next: T | null } {
  const index = posts.findIndex((post) => post.id === id);
  if (index < 0) return { previous: null, next: null };
  return { previous: posts[index + 1] ?? null, next: posts[index - 1] ?? null };
}

/**
 * Up to `count` articles that share a tag with `post`: most shared tags first, then newest.
 * Articles in `exclude` (the previous and next ones, already offered beside) are left out.
 */
export function relatedPosts<T extends Listed>(posts: T[], post: Listed, count = 3, exclude: string[] = []): T[] {
  const own = new Set(post.tags.map(tagSlug));
  return posts
    .filter((other) => other.id !== post.id && !exclude.includes(other.id))
    .map((other) => ({ other, shared: other.tags.filter((name) => own.has(tagSlug(name))).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date) || a.other.id.localeCompare(b.other.id))
    .slice(0, count)
    .map(({ other }) => other);
}

/** @jest-environment node */
import { adjacentPosts, relatedPosts } from '@/lib/related';

// Newest first, as getAllPosts returns them.
const posts = [
  { id: 'e', date: '2025-03-01', tags: ['SEO'] },
  { id: 'd', date: '2025-02-01', tags: ['Design', 'UX', 'Estratégia'] },
  { id: 'c', date: '2025-01-15', tags: ['Design', 'Estratégia'] },
  { id: 'b', date: '2025-01-10', tags: ['Design'] },
  { id: 'a', date: '2024-12-01', tags: ['Design', 'UX', 'Estratégia'] },
];
const ids = (list: { id: string }[]) => list.map((post) => post.id);

describe('adjacentPosts: previous is older, next is newer', () => {
  it.each([
    ['e', null, 'd'],
    ['c', 'd', 'b'],
    ['a', 'b', null],
  ])('around %s: next %s, previous %s', (id, next, previous) => {
    const around = adjacentPosts(posts, id);
    expect(around.next?.id ?? null).toBe(next);
    expect(around.previous?.id ?? null).toBe(previous);
  });

  it('an only article and an unknown id have neither', () => {
    expect(adjacentPosts([posts[0]], 'e')).toEqual({ previous: null, next: null });
    expect(adjacentPosts(posts, 'zzz')).toEqual({ previous: null, next: null });
  });
});

describe('relatedPosts: most shared tags, then newest', () => {
  it('ranks by shared tags, breaks ties by date, and never lists the article itself', () => {
    // a shares 3 with d, 2 with c, 1 with b, 0 with e.
    expect(ids(relatedPosts(posts, posts[4]))).toEqual(['d', 'c', 'b']);
    // d shares 3 with a, 2 with c, 1 with b: a ranks first although it is the oldest.
    expect(ids(relatedPosts(posts, posts[1]))).toEqual(['a', 'c', 'b']);
  });

  it('on equal counts the newest comes first', () => {
    expect(ids(relatedPosts(posts, { id: 'x', date: '2025-04-01', tags: ['Design'] }))).toEqual(['d', 'c', 'b']);
  });

  it('compares tags by slug, so accents and case do not split them', () => {
    expect(ids(relatedPosts(posts, { id: 'x', date: '2025-04-01', tags: ['estrategia'] }))).toEqual(['d', 'c', 'a']);
  });

  it('gives at most `count`, leaves out the excluded ones and those with nothing in common', () => {
    expect(ids(relatedPosts(posts, posts[4], 2))).toEqual(['d', 'c']);
    expect(ids(relatedPosts(posts, posts[4], 3, ['d', 'b']))).toEqual(['c']);
    expect(relatedPosts(posts, posts[0])).toEqual([]);
  });
});

/** @jest-environment node */
import { postsTagged, tagIndex, tagPath } from '@/lib/tags';

describe('tagPath', () => {
  it('a tag page lives under /journal/tag/', () => {
    expect(tagPath('estrategia')).toBe('/journal/tag/estrategia');
  });
});

// tagCollision: posts.test.ts › "two spellings of one tag in different files fail the build naming both files".
describe('tagIndex and postsTagged', () => {
  const posts = [
    { id: 'a', tags: ['Estratégia', 'UX'] },
    { id: 'b', tags: ['SEO', 'Estratégia'] },
    { id: 'c', tags: ['Acessibilidade', 'UX', 'Estratégia'] },
    { id: 'd', tags: ['Ética'] },
  ];

  it('counts each tag and lists the most used first, then by name as Portuguese sorts it', () => {
    expect(tagIndex(posts)).toEqual([
      { name: 'Estratégia', slug: 'estrategia', count: 3 },
      { name: 'UX', slug: 'ux', count: 2 },
      { name: 'Acessibilidade', slug: 'acessibilidade', count: 1 },
      { name: 'Ética', slug: 'etica', count: 1 },
      { name: 'SEO', slug: 'seo', count: 1 },
    ]);
  });

  it('finds the articles of a tag by its slug, in the order given', () => {
    expect(postsTagged(posts, 'ux').map((post) => post.id)).toEqual(['a', 'c']);
    expect(postsTagged(posts, 'etica').map((post) => post.id)).toEqual(['d']);
    expect(postsTagged(posts, 'nada')).toEqual([]);
  });
});

/** @jest-environment node */
import { postsTagged, tagCollision, tagIndex, tagPath } from '@/lib/tags';

describe('tagPath', () => {
  it('a tag page lives under /journal/tag/', () => {
    expect(tagPath('estrategia')).toBe('/journal/tag/estrategia');
  });
});

describe('tagCollision', () => {
  it('is null when every tag is written one way, even across files', () => {
    expect(
      tagCollision([
        { file: 'content/posts/a.pt.md', tags: ['Estratégia', 'UX'] },
        { file: 'content/posts/b.pt.md', tags: ['Estratégia', 'SEO'] },
      ]),
    ).toBeNull();
  });

  it('names both files and both spellings when two tags would share a page', () => {
    const problem = tagCollision([
      { file: 'content/posts/a.pt.md', tags: ['Estratégia'] },
      { file: 'content/posts/b.pt.md', tags: ['UX'] },
      { file: 'content/posts/c.pt.md', tags: ['estrategia'] },
    ]);
    expect(problem).toBe(
      'Tags "Estratégia" (content/posts/a.pt.md) and "estrategia" (content/posts/c.pt.md) would share the page /journal/tag/estrategia: write them the same way',
    );
  });
});

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

import { join } from 'node:path';
import { isLive, projectCard, visibleTags } from '@/lib/portfolio';
import { getProjects } from '@/lib/projects';

describe('isLive', () => {
  it.each([
    ['https://buddychat.app', true],
    ['http://example.com/path', true],
    ['#', false],
    [' # ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p -> %p', (url, expected) => {
    expect(isLive(url)).toBe(expected);
  });
});

describe('visibleTags', () => {
  it.each([
    [[], [], 0],
    [['a'], ['a'], 0],
    [['a', 'b', 'c'], ['a', 'b', 'c'], 0],
    [['a', 'b', 'c', 'd'], ['a', 'b', 'c'], 1],
    [['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c'], 3],
  ])('%p shows %p and counts +%p more', (tags, shown, more) => {
    expect(visibleTags(tags)).toEqual({ shown, more });
  });

  it('honours another limit', () => {
    expect(visibleTags(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], more: 2 });
    expect(visibleTags(['a', 'b'], 0)).toEqual({ shown: [], more: 2 });
  });
});

describe('projectCard: a card from a case file', () => {
  const dir = join(__dirname, '..', 'fixtures', 'projects');

  it('shows what the file says, in the language of the page', async () => {
    const [beta, alpha] = (await getProjects({ dir, locale: 'en' })).map(projectCard);
    expect(alpha).toEqual({
      id: 'alpha',
      title: 'Alfa Studio',
      description: 'A ceramics shop in Olinda. A catalogue with large photos and orders on WhatsApp.',
      category: 'web',
      live: true,
      url: 'https://atelie-alfa.example.com',
      image: {
        src: '/images/projects/buddychat-800.webp',
        srcSet:
          '/images/projects/buddychat-400.webp 400w, /images/projects/buddychat-800.webp 800w, /images/projects/buddychat-1200.webp 1200w',
        width: 800,
        height: 600,
      },
      shown: ['Astro', 'SEO', 'WhatsApp'],
      more: 1,
    });
    // No url: coming soon, and no link to follow.
    expect(beta).toMatchObject({ id: 'beta', live: false, shown: ['Next.js'], more: 0 });
    expect(beta.url).toBeUndefined();
  });
});

import { projects } from '@/lib/data/portfolio';
import { isLive, MAX_TAGS, visibleTags } from '@/lib/portfolio';

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

  it('shows three tags per card', () => {
    expect(MAX_TAGS).toBe(3);
  });
});

describe('portfolio data', () => {
  it('has the six projects of the specification, four live and two coming soon', () => {
    expect(projects.map((p) => p.id)).toEqual(['buddychat', 'luxury-hotel', 'protecta', 'jiu-jitsu', 'studio-nuvem', 'agencia-flow']);
    expect(projects.filter((p) => isLive(p.url))).toHaveLength(4);
    for (const project of projects) expect(['ai', 'web', 'editorial', 'marketing']).toContain(project.category);
  });
});

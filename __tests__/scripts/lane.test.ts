/** @jest-environment node */
import { laneOf, parseNameStatus } from '@/scripts/lane.mjs';

describe('laneOf: the content lane only when every changed path is under content/', () => {
  it.each<[string, string[] | null, 'content' | 'code']>([
    ['an article', ['content/posts/x.pt.md'], 'content'],
    ['an article in both languages and a case', ['content/posts/x.pt.md', 'content/posts/x.en.md', 'content/projects/c.pt.md'], 'content'],
    ["an article's and a case's images", ['content/posts/images/a.png', 'content/projects/images/b.jpg'], 'content'],
    [
      "the owner's price, new testimonial with its picture and WhatsApp number, as /admin saves them",
      [
        'content/services/premium-websites.pt.json',
        'content/testimonials/joana.en.json',
        'content/testimonials/images/joana.png',
        'content/settings/site.json',
      ],
      'content',
    ],
    ['a content file and a code file', ['content/posts/x.pt.md', 'lib/posts.ts'], 'code'],
    ['the dictionaries', ['messages/pt.json'], 'code'],
    ['the lock file', ['package-lock.json'], 'code'],
    ['the workflow itself', ['.github/workflows/site.yml'], 'code'],
    ['a rename out of content/ (R: both paths count)', ['content/posts/a.pt.md', 'lib/a.md'], 'code'],
    ['a path that only starts like content/', ['contents/x.md'], 'code'],
    ['a file named content', ['content'], 'code'],
    ['a path climbing out of content/', ['content/../lib/site.ts'], 'code'],
    ['an empty diff', [], 'code'],
    ['the first commit (no base)', null, 'code'],
  ])('%s', (_, changes, lane) => {
    expect(laneOf(changes)).toBe(lane);
  });
});

describe('parseNameStatus: git diff --name-status -M -z', () => {
  it('reads one path for A, M, D and two, old then new, for a rename or a copy', () => {
    const output = [
      'M',
      'content/posts/x.pt.md',
      'R087',
      'content/posts/a.pt.md',
      'lib/a.md',
      'C100',
      'a b.md',
      'c\nd.md',
      'D',
      'x',
      '',
    ].join('\0');
    expect(parseNameStatus(output)).toEqual([
      { status: 'M', paths: ['content/posts/x.pt.md'] },
      { status: 'R087', paths: ['content/posts/a.pt.md', 'lib/a.md'] },
      { status: 'C100', paths: ['a b.md', 'c\nd.md'] },
      { status: 'D', paths: ['x'] },
    ]);
    expect(parseNameStatus('')).toEqual([]);
  });

  it('refuses output it does not understand rather than guess', () => {
    expect(() => parseNameStatus(['R100', 'only-one-path', ''].join('\0'))).toThrow(/Unexpected/);
  });
});

/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRss } from '@/lib/feed';
import { formatPostDate, getAllPosts, getLatestPosts, getPost, getPostIds, parsePost, postsDir, sortNewestFirst } from '@/lib/posts';

const fixtures = join(__dirname, '..', 'fixtures');
const validDir = join(fixtures, 'posts');
const invalid = (name: string) => readFileSync(join(fixtures, 'posts-invalid', `${name}.md`), 'utf8');

describe('front matter validation', () => {
  it.each([
    ['no-title', '"title" is missing'],
    ['bad-date', '"date" must be a real date written yyyy-mm-dd, got "10/12/2024"'],
    ['impossible-date', '"date" must be a real date written yyyy-mm-dd, got "2024-02-30"'],
    ['tags-string', '"tags" must be a list'],
    ['bad-read-time', '"readTime" must be a whole number of minutes'],
  ])('%s.md fails with a message naming the file and the field', (name, message) => {
    const file = `content/posts/${name}.md`;
    expect(() => parsePost(name, invalid(name), file)).toThrow(`Invalid article ${file}:`);
    expect(() => parsePost(name, invalid(name), file)).toThrow(message);
  });

  it('rejects a file name that cannot be a clean URL', () => {
    const source = readFileSync(join(validDir, 'older-note.md'), 'utf8');
    expect(() => parsePost('Minha Nota', source)).toThrow('file name must be a lowercase slug');
  });

  it('a bad file fails the whole listing, naming it, as the build does', () => {
    expect(() => getAllPosts(join(fixtures, 'posts-invalid'))).toThrow(/posts-invalid\/bad-date\.md: "date"/);
  });

  it('accepts an unquoted YAML date and keeps it as yyyy-mm-dd', () => {
    expect(getPost('older-note', validDir)?.date).toBe('2023-03-05');
  });
});

describe('reading the content folder', () => {
  it('lists every markdown file as an id', () => {
    expect(getPostIds(validDir)).toEqual(['long-read', 'mini-format', 'older-note']);
  });

  it('orders articles newest first, same-day ones by id', () => {
    expect(getAllPosts(validDir).map((post) => post.id)).toEqual(['long-read', 'mini-format', 'older-note']);
    expect(sortNewestFirst([{ id: 'b', date: '2024-01-01' }, { id: 'c', date: '2024-12-01' }, { id: 'a', date: '2024-01-01' }]).map((p) => p.id)).toEqual(['c', 'a', 'b']);
  });

  it.each([
    ['older-note', 3],
    ['long-read', 5],
  ])('%s reads in %i min (declared, or computed from the words)', (id, minutes) => {
    expect(getPost(id, validDir)?.readTime).toBe(minutes);
  });

  it('returns the article with its fields and rendered body', () => {
    const post = getPost('mini-format', validDir);
    expect(post).toMatchObject({ title: 'Formato de exemplo', tags: ['Design', 'Teste'], category: 'For Founders', author: 'Rafael Moreira' });
    expect(post?.html).toContain('<h3>Uma subseção</h3>');
  });

  it.each(['does-not-exist', '../posts-invalid/bad-date', ''])('getPost(%j) is null', (id) => {
    expect(getPost(id, validDir)).toBeNull();
  });
});

describe('the real articles', () => {
  const posts = getAllPosts();

  it('are the four of the specification, Dec to Sep 2024, with their read times', () => {
    expect(posts.map((post) => [post.id, post.date.slice(0, 7), post.readTime])).toEqual([
      ['designing-digital-authority', '2024-12', 5],
      ['web-2030-vision', '2024-11', 8],
      ['minimal-complexity', '2024-10', 6],
      ['timeless-brand-experiences', '2024-09', 4],
    ]);
  });

  it('one is for founders', () => {
    expect(posts.filter((post) => post.category === 'For Founders').map((post) => post.id)).toEqual(['minimal-complexity']);
  });

  it('are long enough for their declared read time at about 200 words a minute', () => {
    for (const post of posts) {
      const body = readFileSync(join(postsDir(), `${post.id}.md`), 'utf8').split('---').slice(2).join('---');
      const words = body.split(/\s+/).filter(Boolean).length;
      expect(Math.abs(words / 200 - post.readTime)).toBeLessThan(1);
    }
  });
});

describe('a new file dropped into the content folder', () => {
  let dir: string;
  const previous = process.env.POSTS_DIR;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'posts-'));
    cpSync(join(process.cwd(), 'content', 'posts'), dir, { recursive: true });
    writeFileSync(
      join(dir, 'fresh-ideas.md'),
      ['---', 'title: "Ideias frescas"', 'date: "2025-01-20"', 'preview: "O artigo mais novo."', 'author: "Rafael Moreira"', 'tags: [Novidades]', '---', '', 'Texto novo.', ''].join('\n'),
    );
    process.env.POSTS_DIR = dir;
  });

  afterEach(() => {
    process.env.POSTS_DIR = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  it('gets a page: its id is among the static params', () => {
    expect(getPostIds()).toContain('fresh-ideas');
    expect(getPost('fresh-ideas')?.title).toBe('Ideias frescas');
  });

  it('leads the journal index and the home grid of the newest four', () => {
    expect(getAllPosts().map((post) => post.id)).toHaveLength(5);
    expect(getLatestPosts(4).map((post) => post.id)).toEqual(['fresh-ideas', 'designing-digital-authority', 'web-2030-vision', 'minimal-complexity']);
  });

  it('is an item of the feed', () => {
    const xml = buildRss(getAllPosts(), { siteUrl: 'https://example.com', title: 'Blog', description: 'Artigos', language: 'pt-BR', journalPath: '/journal' });
    expect(xml.match(/<item>/g)).toHaveLength(5);
    expect(xml).toContain('<link>https://example.com/post/fresh-ideas</link>');
  });
});

describe('formatPostDate', () => {
  it.each([
    ['2024-12-10', 'pt', '10 de dezembro de 2024'],
    ['2024-12-10', 'en', 'December 10, 2024'],
    ['2024-09-01', 'pt', '1 de setembro de 2024'],
    ['2024-09-01', 'en', 'September 1, 2024'],
  ] as const)('%s in %s is %s, whatever the time zone', (date, locale, text) => {
    expect(formatPostDate(date, locale)).toBe(text);
  });
});

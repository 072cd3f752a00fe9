/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  formatPostDate,
  getAllPosts,
  getLatestPosts,
  getPost,
  getPostIds,
  getTags,
  parsePost,
  postsDir,
  sortNewestFirst,
} from '@/lib/posts';

const fixtures = join(__dirname, '..', 'fixtures');
const validDir = join(fixtures, 'posts');
const invalid = (name: string) => readFileSync(join(fixtures, 'posts-invalid', `${name}.pt.md`), 'utf8');

describe('front matter validation', () => {
  it.each([['bad-date', '"date" must be a real date written yyyy-mm-dd, got "10/12/2024"']])(
    '%s.pt.md fails with a message naming the file and the field',
    (name, message) => {
      const file = `content/posts/${name}.pt.md`;
      expect(() => parsePost(name, invalid(name), file)).toThrow(`Invalid article ${file}:`);
      expect(() => parsePost(name, invalid(name), file)).toThrow(message);
    },
  );

  it('rejects a file name that cannot be a clean URL', () => {
    const source = readFileSync(join(validDir, 'older-note.pt.md'), 'utf8');
    expect(() => parsePost('Minha Nota', source)).toThrow('file name must be a lowercase slug');
  });

  it('a bad file fails the whole listing, naming it, as the build does', () => {
    expect(() => getAllPosts({ dir: join(fixtures, 'posts-invalid') })).toThrow(/posts-invalid\/bad-date\.pt\.md: "date"/);
  });

  it('accepts an unquoted YAML date and keeps it as yyyy-mm-dd', async () => {
    expect((await getPost('older-note', { dir: validDir }))?.date).toBe('2023-03-05');
  });
});

describe('reading the content folder', () => {
  it('lists every markdown file as an id', () => {
    expect(getPostIds({ dir: validDir })).toEqual(['long-read', 'mini-format', 'older-note']);
  });

  it('orders articles newest first, same-day ones by id', () => {
    expect(getAllPosts({ dir: validDir }).map((post) => post.id)).toEqual(['long-read', 'mini-format', 'older-note']);
    expect(
      sortNewestFirst([
        { id: 'b', date: '2024-01-01' },
        { id: 'c', date: '2024-12-01' },
        { id: 'a', date: '2024-01-01' },
      ]).map((p) => p.id),
    ).toEqual(['c', 'a', 'b']);
  });

  it.each([
    ['older-note', 3],
    ['long-read', 5],
  ])('%s reads in %i min (declared, or computed from the words)', async (id, minutes) => {
    expect((await getPost(id, { dir: validDir }))?.readTime).toBe(minutes);
  });

  it('returns the article with its fields and rendered body', async () => {
    const post = await getPost('mini-format', { dir: validDir });
    expect(post).toMatchObject({
      title: 'Formato de exemplo',
      tags: ['Design', 'Teste'],
      category: 'For Founders',
      author: 'Rafael Moreira',
    });
    expect(post?.html).toContain('<h3 id="uma-subsecao">Uma subseção</h3>');
  });

  it.each(['does-not-exist', '../posts-invalid/bad-date', ''])('getPost(%j) is null', async (id) => {
    expect(await getPost(id, { dir: validDir })).toBeNull();
  });
});

describe('a new file dropped into the content folder', () => {
  let dir: string;
  const previous = process.env.POSTS_DIR;

  beforeEach(() => {
    dir = contentFolder({ 'fresh-ideas.pt.md': { ...base, title: 'Ideias frescas', date: '2026-11-20', tags: ['Novidades'] } });
    cpSync(join(process.cwd(), 'content', 'posts'), dir, { recursive: true });
    process.env.POSTS_DIR = dir;
  });

  afterEach(() => {
    // Assigning undefined to process.env would store the string 'undefined'.
    if (previous === undefined) delete process.env.POSTS_DIR;
    else process.env.POSTS_DIR = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  it('gets a page: its id is among the static params', async () => {
    expect(postsDir()).toBe(dir);
    expect(getPostIds()).toContain('fresh-ideas');
    expect((await getPost('fresh-ideas'))?.title).toBe('Ideias frescas');
  });

  it('leads the journal index and the home grid of the newest four', () => {
    const ids = getAllPosts().map((post) => post.id);
    expect(ids[0]).toBe('fresh-ideas');
    expect(getLatestPosts(4).map((post) => post.id)).toEqual(ids.slice(0, 4));
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

/** Writes articles into a fresh folder: `{ 'a.pt.md': { title: ..., body } }`. */
function contentFolder(files: Record<string, Record<string, unknown>>): string {
  const dir = mkdtempSync(join(tmpdir(), 'posts-'));
  for (const [name, { body = 'Texto do artigo.', ...fields }] of Object.entries(files)) {
    const yaml = Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [`${key}: ${JSON.stringify(value)}`]));
    writeFileSync(join(dir, name), ['---', ...yaml, '---', '', String(body), ''].join('\n'));
  }
  return dir;
}

const base = { preview: 'Um resumo do artigo.', author: 'Rafael Moreira' };

describe('drafts and scheduled articles, with a fixed clock', () => {
  // 2025-01-20 02:30 UTC is still the 19th in São Paulo.
  const now = new Date('2025-01-20T02:30:00Z');
  let dir: string;

  beforeAll(() => {
    dir = contentFolder({
      'old.pt.md': { ...base, title: 'Antigo', date: '2025-01-10', tags: ['Design'] },
      'today.pt.md': { ...base, title: 'De hoje', date: '2025-01-19', tags: ['Design'] },
      'tomorrow.pt.md': { ...base, title: 'De amanhã', date: '2025-01-20', tags: ['Agenda'] },
      'draft.pt.md': { ...base, title: 'Rascunho', date: '2025-01-05', tags: ['Rascunhos'], draft: true },
      'not-draft.pt.md': { ...base, title: 'Publicado', date: '2025-01-06', tags: ['Design'], draft: false },
    });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("a build publishes what is dated up to São Paulo's day and not a draft", () => {
    expect(getAllPosts({ dir, now }).map((post) => post.id)).toEqual(['today', 'old', 'not-draft']);
    expect(getPostIds({ dir, now })).toEqual(['not-draft', 'old', 'today']);
  });

  it('neither page nor tag exists for what is left out', async () => {
    expect(await getPost('draft', { dir, now })).toBeNull();
    expect(await getPost('tomorrow', { dir, now })).toBeNull();
    expect(getTags({ dir, now }).map((tag) => tag.slug)).toEqual(['design']);
  });

  it('while writing (npm run dev) both show, marked', async () => {
    const all = getAllPosts({ dir, now, unpublished: true });
    expect(all.map((post) => [post.id, post.status])).toEqual([
      ['tomorrow', 'scheduled'],
      ['today', 'published'],
      ['old', 'published'],
      ['not-draft', 'published'],
      ['draft', 'draft'],
    ]);
    expect((await getPost('draft', { dir, now, unpublished: true }))?.status).toBe('draft');
  });

  it('`npm run dev` is what turns them on', () => {
    const env = process.env as Record<string, string | undefined>;
    const previous = env.NODE_ENV;
    env.NODE_ENV = 'development';
    try {
      expect(getPostIds({ dir, now })).toContain('draft');
    } finally {
      env.NODE_ENV = previous;
    }
    expect(getPostIds({ dir, now })).not.toContain('draft');
  });
});

describe('an optional English text: <id>.en.md', () => {
  const pt = {
    ...base,
    title: 'Título em português',
    date: '2024-05-02',
    tags: ['Estratégia', 'UX'],
    category: 'For Founders',
    readTime: 4,
  };
  let dir: string;

  beforeAll(() => {
    dir = contentFolder({
      'paired.pt.md': { ...pt, body: '## Seção\n\nTexto em português.' },
      'paired.en.md': {
        ...pt,
        title: 'Title in English',
        preview: 'An English summary.',
        readTime: undefined,
        updated: '2024-06-01',
        body: `## Section\n\n${'word '.repeat(620)}`,
      },
      'alone.pt.md': { ...base, title: 'Só em português', date: '2024-05-01', tags: ['UX'] },
    });
  });

  it('an English file with nothing translated (only the copied fields) is no English text: English pages show the Portuguese one', async () => {
    const folder = contentFolder({
      'untranslated.pt.md': { ...base, title: 'Ainda sem tradução', date: '2024-05-03', tags: ['UX'] },
      // What the editor writes when nobody has written the English side: only the fields it copies.
      'untranslated.en.md': { date: '2024-05-03', author: base.author, tags: ['UX'], draft: false, body: '' },
    });
    expect(await getPost('untranslated', { dir: folder, locale: 'en' })).toMatchObject({ lang: 'pt', title: 'Ainda sem tradução' });
    rmSync(folder, { recursive: true, force: true });
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('English pages show the English title, preview, body and its own read time', async () => {
    const post = await getPost('paired', { dir, locale: 'en' });
    expect(post).toMatchObject({
      lang: 'en',
      title: 'Title in English',
      preview: 'An English summary.',
      readTime: 3,
      updated: '2024-06-01',
    });
    expect(post?.html).toContain('<h2 id="section">Section</h2>');
    expect(post).toMatchObject({ date: '2024-05-02', tags: ['Estratégia', 'UX'], category: 'For Founders' });
  });

  it('Portuguese pages keep the Portuguese text', async () => {
    expect(await getPost('paired', { dir, locale: 'pt' })).toMatchObject({ lang: 'pt', title: 'Título em português', readTime: 4 });
    expect((await getPost('paired', { dir }))?.html).toContain('<h2 id="secao">Seção</h2>');
    expect((await getPost('paired', { dir }))?.updated).toBeUndefined();
  });

  it('an English file is not an article of its own; without one, English pages show the Portuguese text, marked as Portuguese', () => {
    expect(getPostIds({ dir })).toEqual(['alone', 'paired']);
    expect(getAllPosts({ dir, locale: 'en' }).map((post) => [post.id, post.lang])).toEqual([
      ['paired', 'en'],
      ['alone', 'pt'],
    ]);
  });

  it('an English draft stays out of a build, which shows the Portuguese text instead', async () => {
    const drafts = contentFolder({
      'paired.pt.md': pt,
      'paired.en.md': { ...pt, title: 'Unfinished translation', draft: true },
    });
    try {
      expect(await getPost('paired', { dir: drafts, locale: 'en' })).toMatchObject({
        lang: 'pt',
        title: 'Título em português',
        status: 'published',
      });
      expect(await getPost('paired', { dir: drafts, locale: 'en', unpublished: true })).toMatchObject({ lang: 'en', status: 'draft' });
    } finally {
      rmSync(drafts, { recursive: true, force: true });
    }
  });

  it.each([
    ['an English file without its Portuguese article', { 'orphan.en.md': pt }, /orphan\.en\.md: there is no orphan\.pt\.md/],
    [
      'a Portuguese file still named the old way, <id>.md',
      { 'a.md': pt, 'a.en.md': pt },
      /^Invalid article .*a\.md: the file name gives no language: rename it a\.pt\.md \(the Portuguese text; the English one is a\.en\.md\)$/,
    ],
    [
      'another date',
      { 'a.pt.md': pt, 'a.en.md': { ...pt, date: '2024-05-03' } },
      /a\.en\.md: "date" must be the same as in a\.pt\.md \("2024-05-02"\)/,
    ],
    ['other tags', { 'a.pt.md': pt, 'a.en.md': { ...pt, tags: ['Strategy', 'UX'] } }, /a\.en\.md: "tags" must be the same as in a\.pt\.md/],
  ])('%s fails the build naming the file and the field', (_, files, message) => {
    const broken = contentFolder(files);
    try {
      expect(() => getAllPosts({ dir: broken })).toThrow(message);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe('draft and updated, and one tag spelt two ways', () => {
  const valid = { ...base, title: 'Título', date: '2024-05-02', tags: ['Design'] };
  const source = (fields: Record<string, unknown>) =>
    ['---', ...Object.entries({ ...valid, ...fields }).map(([key, value]) => `${key}: ${JSON.stringify(value)}`), '---', '', 'Texto.'].join(
      '\n',
    );

  it('reads draft and updated, a published article without them, a draft with no summary yet', () => {
    expect(parsePost('a', source({ draft: true, updated: '2024-05-02' })).meta).toMatchObject({ draft: true, updated: '2024-05-02' });
    expect(parsePost('a', source({})).meta).toMatchObject({ draft: false });
    expect(parsePost('a', source({})).meta).not.toHaveProperty('updated');
    expect(parsePost('a', source({ draft: true, preview: '' })).meta.preview).toBe('');
  });

  it('two spellings of one tag in different files fail the build naming both files', () => {
    const dir = contentFolder({
      'a.pt.md': { ...valid, tags: ['Estratégia'] },
      'b.pt.md': { ...valid, tags: ['estrategia'] },
    });
    try {
      expect(() => getAllPosts({ dir })).toThrow(
        /"Estratégia" \(.*a\.pt\.md\) and "estrategia" \(.*b\.pt\.md\) would share the page \/journal\/tag\/estrategia/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

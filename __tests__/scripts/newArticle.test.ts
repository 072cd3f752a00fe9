/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePost } from '@/lib/frontMatter';
import { saoPauloDay } from '@/lib/publication';
import { getSettings } from '@/lib/owner';
import { tagSlug } from '@/lib/tags';
import pkg from '@/package.json';
import { createDraft, saoPauloDay as scriptDay } from '@/scripts/articleDraft.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'new-article-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// 02:30 UTC on the 25th is still the evening of the 24th in São Paulo.
const now = new Date('2026-11-25T02:30:00Z');

describe('npm run new:article -- "Título"', () => {
  it.each([
    ['Antes e depois: como uma landing page caiu de 4,2 s para 0,8 s', 'antes-e-depois-como-uma-landing-page-caiu-de-4-2-s-para-0-8-s'],
    ['Estratégia & SEO em 2027', 'estrategia-e-seo-em-2027'],
    ['  UX/UI para fundadores  ', 'ux-ui-para-fundadores'],
    ['Ação, coração e pão', 'acao-coracao-e-pao'],
  ])('%j becomes %s.pt.md, by the rule of the tag pages', (title, id) => {
    const draft = createDraft({ title, dir, now });
    expect(draft.id).toBe(id);
    expect(draft.id).toBe(tagSlug(title));
    expect(draft.file).toBe(join(dir, `${id}.pt.md`));
    expect(draft.url).toBe(`http://localhost:3000/post/${id}`);
  });

  it('writes front matter the build accepts: the title, today in São Paulo, the owner, a draft', () => {
    const { id, file } = createDraft({ title: 'Antes e depois: "4,2 s" → 0,8 s', dir, now });
    const { meta } = parsePost(id, readFileSync(file, 'utf8'), file);
    expect(meta).toMatchObject({
      title: 'Antes e depois: "4,2 s" → 0,8 s',
      author: getSettings().ownerName,
      tags: [],
      draft: true,
      preview: '',
    });
    expect(meta.date).toBe('2026-11-24');
    expect(meta.date).toBe(saoPauloDay(now));
  });

  it.each(['2026-01-01T02:59:00Z', '2026-01-01T03:00:00Z', '2026-07-15T12:00:00Z'])('dates it as the build would at %s', (instant) => {
    expect(scriptDay(new Date(instant))).toBe(saoPauloDay(new Date(instant)));
  });

  it('cannot be published with its empty preview: removing draft stops the build naming the field', () => {
    const { id, file } = createDraft({ title: 'Sem resumo', dir, now });
    const published = readFileSync(file, 'utf8').replace(/^draft: true.*\n/m, '');
    expect(() => parsePost(id, published, file)).toThrow(`Invalid article ${file}: "preview" is missing or empty`);
  });

  it('lists the tags the other articles use, so a new one spells them the same way', () => {
    cpSync(join(process.cwd(), 'content', 'posts'), dir, { recursive: true });
    const { file } = createDraft({ title: 'Mais um', dir, now });
    expect(readFileSync(file, 'utf8')).toMatch(/^tags: \[\] # words used so far: .*Estratégia.*Performance/m);
  });

  it('never writes over an existing article', () => {
    writeFileSync(join(dir, 'meu-artigo.pt.md'), 'texto do editor');
    expect(() => createDraft({ title: 'Meu artigo', dir, now })).toThrow(`${join(dir, 'meu-artigo.pt.md')} already exists`);
    expect(readFileSync(join(dir, 'meu-artigo.pt.md'), 'utf8')).toBe('texto do editor');
  });

  it.each(['', '   ', '!!!'])('refuses a title with no letter or digit (%j)', (title) => {
    expect(() => createDraft({ title, dir, now })).toThrow(/title|letter or digit/);
  });

  it('from the command line: writes into POSTS_DIR, prints the path and the dev URL, and refuses a second time', () => {
    expect(pkg.scripts['new:article']).toBe('node scripts/new-article.mjs');
    const env = { ...process.env, POSTS_DIR: dir };
    const out = execFileSync('node', ['scripts/new-article.mjs', 'Título', 'do', 'artigo'], { env, encoding: 'utf8' });
    expect(out).toContain(`${join(dir, 'titulo-do-artigo.pt.md')}`);
    expect(out).toContain('http://localhost:3000/post/titulo-do-artigo');
    const again = spawnSync('node', ['scripts/new-article.mjs', 'Título do artigo'], { env, encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');
  });
});

/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hostLimitProblems } from '@/scripts/csp.mjs';
import { htmlFiles, nextPagesRecord } from '@/scripts/outSite.mjs';
import { scriptHash } from '@/scripts/pagePolicy.mjs';

/**
 * The security headers stay within what Cloudflare Pages reads (100 rules, 2,000 characters a line) however
 * large the journal grows, and every page still carries exactly its own scripts' hashes, in seconds:
 * scripts/headers.mjs, the real generator, runs over a synthetic export of thousands of pages (2 languages ×
 * 1,500 articles, a journal index whose React payload scripts grow with the articles) and over one of two
 * pages, whose `_headers` must be the same file. How a script's text is read and hashed (entities, CRLF, end
 * tags) is __tests__/scripts/pagePolicy.test.ts; the real 500-article export through `next build` is
 * `npm run test:scale` (scale/).
 */
const ARTICLES = 1500;
/** Cards of the journal index per React payload script: 1,500 articles give it 300 inline scripts. */
const CARDS_PER_CHUNK = 5;
const DECLARATION = '<meta charSet="utf-8"/>';

/** A page as Next exports it: the encoding declaration first, a module script, inline scripts that differ from page to page. */
type Page = { html: string; scripts: string[] };
function page(lang: string, title: string, payload: string[]): Page {
  const scripts = ['try{var t=localStorage.theme;if(t)document.documentElement.dataset.theme=t}catch(e){}', ...payload];
  const inline = scripts.map((text) => `<script>${text}</script>`).join('');
  const head = `<head>${DECLARATION}<script src="/_next/static/chunks/a.js" async=""></script><title>${title}</title></head>`;
  return { html: `<!DOCTYPE html><html lang="${lang}">${head}<body><main><h1>${title}</h1></main>${inline}</body></html>`, scripts };
}
const flight = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`;

/** The pages of a journal of `articles` articles in both languages, by file, with the two home pages and the 404 page. */
function journalSite(articles: number): Map<string, Page> {
  const files = new Map<string, Page>();
  for (const [lang, prefix] of [
    ['pt-BR', ''],
    ['en', 'en/'],
  ]) {
    const cards = Array.from({ length: articles }, (_, i) => `${i + 9}:["$","a",null,{"href":"/${prefix}post/nota-${i + 1}"}]\n`);
    cards.forEach((card, i) => files.set(`${prefix}post/nota-${i + 1}.html`, page(lang, `Nota ${i + 1}`, [flight(card)])));
    const chunks = Array.from({ length: articles / CARDS_PER_CHUNK }, (_, i) =>
      flight(cards.slice(i * CARDS_PER_CHUNK, (i + 1) * CARDS_PER_CHUNK).join('')),
    );
    files.set(`${prefix}journal.html`, page(lang, 'Journal', chunks));
  }
  return new Map([...files, ...homeAndErrorPages()]);
}
function homeAndErrorPages(): Map<string, Page> {
  return new Map([
    ['index.html', page('pt-BR', 'Início', [flight('4:["$","h1",null,{}]\n')])],
    ['en.html', page('en', 'Home', [flight('4:["$","h1",null,{"lang":"en"}]\n')])],
    ['404.html', page('pt-BR', '404', [flight('4:["$","h1",null,{"children":"404"}]\n')])],
  ]);
}

/** Writes an export of `pages` (with the editor's page, as the real export has) into a new temporary folder. */
function writeExport(name: string, pages: Map<string, Page>): string {
  const dir = mkdtempSync(join(tmpdir(), name));
  const editor = '<!doctype html><html><head><meta charset="utf-8" /><script src="/admin/decap/decap-cms.js" defer></script></head></html>';
  for (const [file, html] of [...[...pages].map(([file, { html }]) => [file, html]), ['admin/index.html', editor]]) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), html);
  }
  return dir;
}

/** scripts/headers.mjs over an export, as `postbuild` runs it (no analytics), with what it printed. */
const runHeaders = (dir: string) =>
  execFileSync(process.execPath, ['scripts/headers.mjs'], {
    env: { ...process.env, OUT_DIR: dir, ANALYTICS_PROVIDER: '' },
    encoding: 'utf8',
  });

const before = journalSite(ARTICLES);
let site = '';
let tiny = '';
let report = '';

beforeAll(() => {
  site = writeExport('scale-', before);
  tiny = writeExport('scale-tiny-', new Map([...homeAndErrorPages()].slice(0, 2)));
  report = runHeaders(site);
  runHeaders(tiny);
}, 60_000);

afterAll(() => {
  for (const dir of [site, tiny].filter(Boolean)) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(nextPagesRecord(dir), { force: true });
  }
});

describe(`a synthetic export of ${ARTICLES} articles in two languages (${before.size} pages)`, () => {
  it('gets a _headers file that fits Cloudflare Pages, the same file as a site of two pages: nothing in it grows with the pages', () => {
    expect(before.size).toBeGreaterThan(3000);
    expect(report).toContain(`${before.size} pages carry their own script policy`);
    const text = readFileSync(join(site, '_headers'), 'utf8');
    expect(hostLimitProblems(text)).toEqual([]);
    expect(htmlFiles(tiny)).toEqual(['en.html', 'index.html']);
    expect(text).toBe(readFileSync(join(tiny, '_headers'), 'utf8'));
  });

  it('gives every page a policy of exactly its inline scripts right after its encoding declaration, and changes nothing else', () => {
    expect(htmlFiles(site)).toEqual([...before.keys()].sort());
    const wrong = [...before].filter(([file, { html, scripts }]) => {
      const at = html.indexOf(DECLARATION) + DECLARATION.length;
      const policy = ["script-src 'self'", ...scripts.map(scriptHash)].join(' ');
      const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
      return readFileSync(join(site, file), 'utf8') !== `${html.slice(0, at)}${meta}${html.slice(at)}`;
    });
    expect(wrong).toEqual([]);
    expect(before.get('journal.html')!.scripts.length).toBeGreaterThan(ARTICLES / CARDS_PER_CHUNK);
  });
});

/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hostLimitProblems } from '@/scripts/csp.mjs';
import { htmlFiles, nextPagesRecord } from '@/scripts/outSite.mjs';
import { inlineScripts, pagePolicyOf, scriptHash, withoutPagePolicy } from '@/scripts/pagePolicy.mjs';

/**
 * The security headers stay within what Cloudflare Pages reads (100 rules, 2,000 characters a line)
 * however large the journal grows, and every page still carries exactly its own scripts' hashes, in
 * seconds: scripts/headers.mjs, the real generator, runs over a synthetic static export of thousands
 * of pages shaped like Next's (2 languages × 1,500 articles, tag pages, a journal index whose cards and
 * React payload scripts grow with the articles), and over a tiny one of two pages, whose `_headers` must
 * be the same file. The real 500-article export through `next build` is `npm run test:scale` (scale/).
 */
const ARTICLES = 1500;
const TAGS = ['projeto', 'performance', 'seo', 'branding', 'ux', 'acessibilidade', 'tipografia', 'conteudo', 'ia', 'estrategia'];
/** Cards of the journal index per React payload chunk: 1,500 articles give 300 of its 305 distinct inline scripts. */
const CARDS_PER_CHUNK = 5;
/** One hash in a page policy: `'sha256-` + 44 characters of base64 + `'`. */
const HASH_LENGTH = 53;

const languages = [
  { lang: 'pt-BR', prefix: '', note: 'Nota', subject: 'tipografia & ação', journal: 'Diário' },
  { lang: 'en', prefix: 'en/', note: 'Note', subject: 'typography & naïve 🚀', journal: 'Journal' },
] as const;
type Language = (typeof languages)[number];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A string as Next writes it into an inline script: JSON with <, > and & escaped, so no `</script >` in it ends the script. */
const scriptString = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
/** The same at the top of every page's <head>, with Next's chunks (scripts, but not inline ones). */
const HEAD = '<style data-precedence="next">.c{display:grid}</style><script src="/_next/static/chunks/0b670f9tbozv4.js" async=""></script>';
/** The theme script of every page, with `&&` and a literal `&amp;` (not decoded in a script, hashed as five characters). */
const THEME = 'try{var t=localStorage.theme;if(t&&t!=="system")document.documentElement.dataset.theme=t+"&amp;"}catch(e){}';

/** A page of the export, and the text of each inline script in it as a browser hashes it, known from how it was written. */
type Page = { html: string; scripts: string[] };

/**
 * A page as Next exports it: the encoding declaration first in <head>, then styles and scripts, inline ones in
 * head and body that differ from page to page, a JSON-LD block (data, not checked), the React payload last.
 * `extra`: a script written with CRLF line ends, which the parser reads as LF.
 */
function page(language: Language, route: string, title: string, body: string, payload: readonly string[], extra = false): Page {
  const scripts: string[] = [];
  const inline = (text: string, end = '</script>') => {
    scripts.push(text);
    return `<script>${text}${end}`;
  };
  const flight = (chunk: string) => inline(`self.__next_f.push([1,${scriptString(chunk)}])`);
  const head =
    `<!DOCTYPE html><html lang="${language.lang}"><head><meta charSet="utf-8"/>${HEAD}${inline(THEME)}` +
    // This page's own script in <head>, ended by `</script >`, an end tag the parser reads as any other.
    inline(`document.documentElement.dataset.route=${scriptString(route)}`, '</script >') +
    `<title>${escapeHtml(title)}</title><script type="application/ld+json">${JSON.stringify({ name: title })}</script></head>`;
  let crlf = '';
  if (extra) {
    scripts.push('self.__T=1;\nself.__U=2;\n');
    crlf = '<script>self.__T=1;\r\nself.__U=2;\r</script>';
  }
  return {
    html:
      `${head}<body>${body}${crlf}` +
      // Its title as HTML in a script: a literal `&amp;` and non-ASCII text, which the hash takes as they are.
      `${inline(`self.__H="${escapeHtml(title)}"`)}${inline('(self.__next_f=self.__next_f||[]).push([0])')}` +
      `${flight('1:"$Sreact.fragment"\n')}${payload.map(flight).join('')}</body></html>`,
    scripts,
  };
}

const titleOf = (language: Language, n: number) => `${language.note} ${n}: ${language.subject}`;
const tagOf = (n: number) => TAGS[n % TAGS.length];
const card = (language: Language, n: number) =>
  `<li><a href="/${language.prefix}post/nota-${n}">${escapeHtml(titleOf(language, n))}</a></li>`;
const cardPayload = (language: Language, n: number) =>
  `${n + 9}:["$","a",null,{"href":"/${language.prefix}post/nota-${n}","children":${JSON.stringify(titleOf(language, n))}}]\n`;
/** Cards as Next's payload carries them: `size` cards a chunk, each chunk an inline script. */
const cardChunks = (language: Language, numbers: number[], size: number) =>
  Array.from({ length: Math.ceil(numbers.length / size) }, (_, i) =>
    numbers
      .slice(i * size, (i + 1) * size)
      .map((n) => cardPayload(language, n))
      .join(''),
  );

/** The pages of a journal of `articles` articles in both languages, as files of the export. */
function journalSite(articles: number): Map<string, Page> {
  const files = new Map<string, Page>();
  for (const language of languages) {
    const { prefix } = language;
    const numbers = Array.from({ length: articles }, (_, i) => i + 1);
    for (const n of numbers) {
      const title = titleOf(language, n);
      // The payload holds `</script >` and `<!--`, escaped as Next escapes them.
      const body = `<main><h1>${escapeHtml(title)}</h1><p>“${n}”</p></main>`;
      files.set(
        `${prefix}post/nota-${n}.html`,
        page(language, `/${prefix}post/nota-${n}`, title, body, [cardPayload(language, n), `3:"</script ><!-- ${n}"\n`]),
      );
    }
    for (const tag of TAGS) {
      const tagged = numbers.filter((n) => tagOf(n) === tag);
      const body = `<main><h1>#${tag}</h1><ul>${tagged.map((n) => card(language, n)).join('')}</ul></main>`;
      files.set(
        `${prefix}journal/tag/${tag}.html`,
        page(language, `/${prefix}journal/tag/${tag}`, `#${tag}`, body, cardChunks(language, tagged, 10)),
      );
    }
    // The journal index: a card per article, and its payload in one inline script per CARDS_PER_CHUNK cards.
    const body = `<main><h1>${language.journal}</h1><ul>${numbers.map((n) => card(language, n)).join('')}</ul></main>`;
    files.set(
      `${prefix}journal.html`,
      page(language, `/${prefix}journal`, language.journal, body, cardChunks(language, numbers, CARDS_PER_CHUNK)),
    );
  }
  return new Map([...files, ...homeAndErrorPages()]);
}

/** The two home pages, the 404 page and Next's copy of it: the pages of any export (the 404 page with a CRLF script). */
function homeAndErrorPages(): Map<string, Page> {
  const [pt, en] = languages;
  const h1 = (text: string) => [`<main><h1>${text}</h1></main>`, [`4:["$","h1",null,{"children":${JSON.stringify(text)}}]\n`]] as const;
  const notFound = page(pt, '/404', '404: página não encontrada', ...h1('Página não encontrada'), true);
  return new Map([
    ['index.html', page(pt, '/', 'Rafael Moreira', ...h1('Sites que convertem'))],
    ['en.html', page(en, '/en', 'Rafael Moreira', ...h1('Websites that convert'))],
    ['404.html', notFound],
    ['_not-found.html', notFound],
  ]);
}

/** Writes an export of `pages` (with the editor's page, as the real export has) into a new temporary folder. */
function writeExport(name: string, pages: Map<string, Page>): string {
  const dir = mkdtempSync(join(tmpdir(), name));
  const editor =
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8" /><script src="/admin/decap/decap-cms.js" defer></script></head><body></body></html>';
  const files = new Map([...[...pages].map(([file, { html }]) => [file, html] as const), ['admin/index.html', editor]]);
  for (const folder of new Set([...files.keys()].map((file) => dirname(join(dir, file))))) mkdirSync(folder, { recursive: true });
  for (const [file, html] of files) writeFileSync(join(dir, file), html);
  return dir;
}

/** scripts/headers.mjs over an export, as `postbuild` runs it (no analytics), with what it printed. */
const runHeaders = (dir: string) =>
  execFileSync(process.execPath, ['scripts/headers.mjs'], {
    env: { ...process.env, OUT_DIR: dir, ANALYTICS_PROVIDER: '' },
    encoding: 'utf8',
    stdio: 'pipe',
  });

/** A script's hash computed here, not by scripts/pagePolicy.mjs: SHA-256 of its UTF-8 bytes, in base64. */
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;
/** The policy a page needs: its distinct inline scripts, as written, by hash. */
const policyFor = (file: string) => ["script-src 'self'", ...new Set(before.get(file)!.scripts.map(sha256))].join(' ');
const DECLARATION = '<meta charSet="utf-8"/>';
const META = '<meta http-equiv="Content-Security-Policy" content="';
/** The page as headers.mjs must leave it: Next's bytes, with its policy inserted right after the encoding declaration. */
function expectedPage(file: string): string {
  const { html } = before.get(file)!;
  const at = html.indexOf(DECLARATION) + DECLARATION.length;
  return `${html.slice(0, at)}${META}${policyFor(file)}"/>${html.slice(at)}`;
}
/** The policy a page carries, read off its text (pagePolicyOf parses the page). */
const metaContent = (html: string) => html.slice(html.indexOf(META) + META.length, html.indexOf('"/>', html.indexOf(META)));

const before = journalSite(ARTICLES);
const tinyPages = new Map([...homeAndErrorPages()].filter(([file]) => file === 'index.html' || file === 'en.html'));
const after = new Map<string, string>();
let site = '';
let tiny = '';
let report = '';

beforeAll(() => {
  const start = Date.now();
  site = writeExport('scale-', before);
  tiny = writeExport('scale-tiny-', tinyPages);
  report = runHeaders(site);
  runHeaders(tiny);
  for (const file of htmlFiles(site)) after.set(file, readFileSync(join(site, file), 'utf8'));
  console.log(`${report.trim()}\nwritten and given their policies in ${((Date.now() - start) / 1000).toFixed(1)} s`);
}, 60_000);

afterAll(() => {
  for (const dir of [site, tiny].filter(Boolean)) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(nextPagesRecord(dir), { force: true });
  }
});

describe(`a synthetic export of ${ARTICLES} articles in two languages (${2 * ARTICLES + 2 * TAGS.length + 6} pages)`, () => {
  it('is what headers.mjs went over: thousands of pages, the editor aside', () => {
    expect([...after.keys()]).toEqual([...before.keys()].sort());
    expect(before.size).toBeGreaterThan(3000);
    expect(report).toContain(`${before.size} pages carry their own script policy`);
  });

  it('gets a _headers file that fits Cloudflare Pages: at most 100 rules, no line over 2,000 characters', () => {
    const text = readFileSync(join(site, '_headers'), 'utf8');
    expect(hostLimitProblems(text)).toEqual([]);
    expect(text.split('\n').filter((line) => /^\//.test(line)).length).toBeLessThanOrEqual(100);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });

  it('gets the same _headers file as a site of two pages: nothing in it grows with the pages', () => {
    expect(htmlFiles(tiny)).toEqual(['en.html', 'index.html']);
    expect(readFileSync(join(site, '_headers'), 'utf8')).toBe(readFileSync(join(tiny, '_headers'), 'utf8'));
  });

  it('gives every page its own policy with exactly its inline scripts, before them all, and changes nothing else of it', () => {
    const wrong = [...before].filter(([file, { html: original, scripts }]) => {
      const html = after.get(file)!;
      const found = inlineScripts(original);
      return (
        found.length !== scripts.length ||
        found.some((text, i) => text !== scripts[i] || scriptHash(text) !== sha256(text)) ||
        pagePolicyOf(html) !== ["script-src 'self'", ...new Set(found.map(scriptHash))].join(' ') ||
        withoutPagePolicy(html) !== original ||
        html !== expectedPage(file) ||
        html.indexOf(META) > html.indexOf('<script')
      );
    });
    expect(wrong).toEqual([]);
  }, 60_000); // parse5 reads every page three times: seconds, more on a busy machine.

  it.each(languages.map((language) => `${language.prefix}journal.html`))(
    '%s, the page with the most scripts, keeps its encoding declaration in its first 1,024 bytes, its policy right after',
    (file) => {
      const html = after.get(file)!;
      const end = html.indexOf(DECLARATION) + DECLARATION.length;
      expect(Buffer.byteLength(html.slice(0, end))).toBeLessThanOrEqual(1024);
      expect(html.startsWith(`${META}script-src 'self' 'sha256-`, end)).toBe(true);
      const scripts = (page: Page) => new Set(page.scripts).size;
      expect(scripts(before.get(file)!)).toBeGreaterThanOrEqual(ARTICLES / CARDS_PER_CHUNK);
      expect(Math.max(...[...before.values()].map(scripts))).toBe(scripts(before.get(file)!));
    },
  );

  it('writes no page a longer policy than its scripts need: 53 characters and a space a hash', () => {
    const scripts = Math.max(...[...before.values()].map((page) => new Set(page.scripts).size));
    const longest = Math.max(...[...after.values()].map((html) => metaContent(html).length));
    console.log(`longest page policy: ${longest} characters, for ${scripts} inline scripts (journal index)`);
    expect(longest).toBe("script-src 'self'".length + scripts * (1 + HASH_LENGTH));
    expect(report).toContain(`(longest ${longest} characters)`);
  });
});

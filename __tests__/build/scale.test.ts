import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostLimitProblems } from '@/scripts/csp.mjs';
import { htmlFiles } from '@/scripts/outSite.mjs';
import { OUT, requireOut } from './outDir';

/**
 * The security headers of a site with 500 articles in two languages stay within what Cloudflare
 * Pages reads (100 rules, 2,000 characters a line). A real 500-article export takes about an hour on
 * a 2-core machine (a page and a social image per article and language), so this runs
 * scripts/headers.mjs, unchanged, over an export made from this build's own article pages, copied
 * 500 times under new ids. That is what the generator sees of a real one: it reads only the HTML,
 * and each copy carries the id in its inline React payload, as real articles do.
 */
const ARTICLES = 500;

requireOut();
const article = htmlFiles().find((file) => /^post\/[^/]+\.html$/.test(file))!;
const id = article.slice('post/'.length, -'.html'.length);
const dir = mkdtempSync(join(tmpdir(), 'headers-500-'));

const before = new Map<string, string>();

beforeAll(() => {
  for (const file of ['index.html', 'en.html', '404.html']) copyFileSync(join(OUT, file), join(dir, file));
  for (const prefix of ['', 'en/']) {
    const page = readFileSync(join(OUT, `${prefix}post/${id}.html`), 'utf8');
    mkdirSync(join(dir, prefix, 'post'), { recursive: true });
    for (let n = 1; n <= ARTICLES; n += 1)
      writeFileSync(join(dir, prefix, 'post', `article-${n}.html`), page.replaceAll(id, `article-${n}`));
  }
  for (const file of htmlFiles(dir)) before.set(file, readFileSync(join(dir, file), 'utf8'));
  execFileSync(process.execPath, ['scripts/headers.mjs'], { env: { ...process.env, OUT_DIR: dir, ANALYTICS_PROVIDER: '' }, stdio: 'pipe' });
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`security headers of a site with ${ARTICLES} articles in two languages`, () => {
  it('the _headers file fits Cloudflare Pages: at most 100 rules, no line over 2,000 characters', () => {
    const text = readFileSync(join(dir, '_headers'), 'utf8');
    expect(hostLimitProblems(text)).toEqual([]);
    expect(text.split('\n').filter((line) => /^\//.test(line)).length).toBeLessThanOrEqual(100);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });

  it('is the same file as for this build: nothing in it grows with the articles', () => {
    expect(readFileSync(join(dir, '_headers'), 'utf8')).toBe(readFileSync(join(OUT, '_headers'), 'utf8'));
  });

  it('leaves every page exactly as Next.js wrote it', () => {
    const pages = htmlFiles(dir);
    expect(pages).toHaveLength(2 * ARTICLES + 3);
    const changed = pages.filter((file) => readFileSync(join(dir, file), 'utf8') !== before.get(file));
    expect(changed).toEqual([]);
  });
});

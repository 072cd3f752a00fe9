// What the static export in out/ contains, as a static host sees it. Shared by the build
// checks (__tests__/content, __tests__/build), the headers generator, the JS report and the benchmark.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
import { fileOfUrl, OUT_DIR, urlOfFile } from './outFile.mjs';

export { fileOfUrl, OUT_DIR, urlOfFile };

/** Throws a message that says what to do when there is no export to check. */
export function requireOut(dir = OUT_DIR) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`No static export at ${dir} (index.html missing): run \`npm run build\` first.`);
  }
  return dir;
}

/** The editor (public/admin/): not a page of the site; it has its own policy rule in _headers and no budget. */
export const ADMIN_DIR = 'admin';

/** Every page's HTML file under dir (the editor's aside), relative with forward slashes, sorted. */
export function htmlFiles(dir = OUT_DIR) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith(`${ADMIN_DIR}/`))
    .sort();
}

/**
 * The pages of the site as clean URLs: every HTML file but Next's internal `_not-found.html`
 * (a copy of 404.html). `/404` is kept: it is the page every unknown URL shows.
 */
export function routes(dir = OUT_DIR) {
  return htmlFiles(dir)
    .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
    .map(urlOfFile)
    .sort();
}

/** The pages table of lib/i18n/locales.ts, a module with no imports that node cannot run as TypeScript: compiled here. */
function pagesTable() {
  // From the project's folder, as every script runs: Playwright's loader cannot take import.meta in a module a spec imports.
  const source = readFileSync(resolve('lib', 'i18n', 'locales.ts'), 'utf8');
  const loaded = { exports: {} };
  new Function('module', 'exports', transformSync(source, { loader: 'ts', format: 'cjs' }).code)(loaded, loaded.exports);
  return loaded.exports.pages;
}
export const PAGES = pagesTable();

/** The key of the pages table whose address, in `locales`, a URL of the site is, or null (the 404 page). */
export function kindOf(url, locales = ['pt', 'en']) {
  const matches = (path) => path && new RegExp(`^${path.replace(/\[\w+\]/, '[^/]+')}$`).test(url);
  return Object.keys(PAGES).find((key) => locales.some((locale) => matches(PAGES[key][locale]))) ?? null;
}

/**
 * One page of each kind in each language, the first of the export, and the 404 page: the pages a check that
 * costs a browser load per page visits. Pages of one kind share their template; what differs between them is
 * the author's words, checked on every page at the cheaper layers (valid HTML, links, budgets).
 */
export function sampleRoutes(dir = OUT_DIR) {
  const seen = new Set();
  return routes(dir).filter((url) => {
    const kind = `${kindOf(url)} ${url === '/en' || url.startsWith('/en/') ? 'en' : 'pt'}`;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

export function readOut(file, dir = OUT_DIR) {
  return readFileSync(join(dir, file), 'utf8');
}

/**
 * The scripts a modern browser loads for a page: every `<script src>` under /_next/ except
 * `nomodule` ones (the legacy polyfills), in document order, without repeats.
 */
export function moduleScripts(html) {
  const sources = [];
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1];
    if (/\snomodule\b/i.test(attributes)) continue;
    const src = /\ssrc\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
    if (src?.startsWith('/_next/') && !sources.includes(src)) sources.push(src);
  }
  return sources;
}

/** Bytes of a file of out/ after gzip at level 9. */
export function gzipSize(file, dir = OUT_DIR) {
  return gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
}

/**
 * Where scripts/headers.mjs records the SHA-256 of each page as Next.js wrote it, before it adds the
 * page's policy: outside the export (never deployed), one file per export folder. The build tests
 * compare each page, its policy taken out, with it (.next holds only the last build's own pages).
 */
export function nextPagesRecord(dir = OUT_DIR) {
  return resolve(
    '.tmp',
    'next-pages',
    `${relative(resolve('.'), dir)
      .replace(/[^\w-]+/g, '_')
      .replace(/^_|_$/g, '')}.json`,
  );
}

// The clean-URL rule of a static host, written once: a URL path to its file in the export, and a page's
// file to its URL. The server (scripts/serve.mjs), the site reader (scripts/outSite.mjs) and the tests read it.
import { existsSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';

export const OUT_DIR = resolve(process.env.OUT_DIR ?? 'out');

/**
 * The file under `dir` (relative, forward slashes) a static host serves at a URL path, or null: the file
 * itself, else `<path>.html`, else `<path>/index.html`; `/` is index.html. The path is read as a URL
 * writes it (percent-escapes decoded here) and never leaves `dir`.
 */
export function fileOfUrl(pathname, dir = OUT_DIR) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null; // A malformed escape is no file.
  }
  const path = posix.normalize(`/${decoded.replaceAll('\\', '/')}`).replace(/^\/+|\/+$/g, '');
  const candidates = path === '' ? ['index.html'] : [path, `${path}.html`, `${path}/index.html`];
  return candidates.find((file) => existsSync(join(dir, file)) && statSync(join(dir, file)).isFile()) ?? null;
}

/** The clean URL a static host serves a page's file at: index.html → /, en.html → /en, post/a.html → /post/a. */
export function urlOfFile(file) {
  return `/${file.replace(/\.html$/, '')}`.replace(/\/index$/, '') || '/';
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const OUT = join(process.cwd(), 'out');

/** Fails loudly when the site was not built: build tests never pass on nothing. */
export function requireOut(dir: string = OUT): string {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run \`npm run build\` before the build tests (npm test does).`);
  }
  return dir;
}

export function filesIn(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesIn(path, extension);
    return path.endsWith(extension) ? [path] : [];
  });
}

/** Public pages: every HTML file except the 404 page and Next's internal copy of it. */
export function pageFiles(dir: string = OUT): string[] {
  return filesIn(dir, '.html').filter((file) => !/(^|\/)(404|_not-found)\.html$/.test(relative(dir, file)));
}

/** The clean URL path a static host serves a file at: index.html → '/', en.html → '/en'. */
export function urlPathOf(file: string, dir: string = OUT): string {
  const path = `/${relative(dir, file).split(sep).join('/')}`.replace(/\.html$/, '');
  return path === '/index' ? '/' : path;
}

/** The file a clean URL path is served from, or null. */
export function fileForPath(path: string, dir: string = OUT): string | null {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]);
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`];
  const found = candidates.map((candidate) => join(dir, candidate)).find((file) => existsSync(file) && statSync(file).isFile());
  return found ?? null;
}

export function read(file: string): string {
  return readFileSync(file, 'utf8');
}

/** Attributes of every tag named `tag` in an HTML string (Next's output is regular enough for this). */
export function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((match) => {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of match[1].matchAll(/([\w:-]+)="([^"]*)"/g)) attributes[name.toLowerCase()] = decode(value);
    return attributes;
  });
}

export function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

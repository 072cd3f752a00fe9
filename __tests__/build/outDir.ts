import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileOfUrl, OUT_DIR, readOut, requireOut, routes } from '../../scripts/outSite.mjs';

export { OUT_DIR as OUT, requireOut };

/** The site's public pages as clean URLs (the 404 page excluded), with their HTML. */
export function pages(dir: string = OUT_DIR): { path: string; html: string }[] {
  return routes(dir)
    .filter((path) => path !== '/404')
    .map((path) => ({ path, html: readOut(fileOfUrl(path, dir)!, dir) }));
}

/** The file a clean URL path is served from (any file type), or null. */
export function fileForPath(path: string, dir: string = OUT_DIR): string | null {
  const file = fileOfUrl(path.split(/[?#]/)[0], dir);
  return file ? join(dir, file) : null;
}

export function filesIn(dir: string, extension: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesIn(path, extension);
    return path.endsWith(extension) ? [path] : [];
  });
}

/** The text of every <style> element of an HTML string, joined: the CSS the page carries. */
export function inlineCss(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
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

import { fileOfUrl, htmlFiles, readOut, requireOut, urlOfFile } from '@/scripts/outSite.mjs';
import { resolveSiteUrl } from '@/lib/site';
import { decode } from '../build/outDir';

// Every internal link, source and #fragment in every exported page resolves, as a static host with
// clean URLs would serve it: /en → en.html, /#contact → id="contact" in index.html.
requireOut();

const siteOrigin = new URL(resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL)).origin;
const LOCAL = 'http://local.test';
const URL_ATTRIBUTES = /\s(href|src|srcset|imagesrcset|poster|action|content)="([^"]*)"/gi;

/** The markup a visitor's browser reads as elements: script and style bodies and comments removed. */
const markup = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2></$1>');

function idsOf(html: string): Set<string> {
  return new Set([...markup(html).matchAll(/\sid="([^"]*)"/g)].map((match) => decode(match[1])));
}

/** Every URL an element of the page points to, with the attribute it came from. */
function urlsOf(html: string): { attribute: string; url: string }[] {
  const found: { attribute: string; url: string }[] = [];
  for (const tag of markup(html).matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, name, raw] of tag[0].matchAll(URL_ATTRIBUTES)) {
      const attribute = name.toLowerCase();
      const value = decode(raw).trim();
      if (attribute === 'content' && !value.startsWith(siteOrigin)) continue; // only <meta> URLs of this site
      const urls = attribute.endsWith('srcset') ? value.split(',').map((part) => part.trim().split(/\s+/)[0]) : [value];
      for (const url of urls) if (url) found.push({ attribute, url });
    }
  }
  return found;
}

const pages = htmlFiles();
const ids = new Map(pages.map((file) => [file, idsOf(readOut(file))]));

/** Why a URL on a page does not resolve, or null when it does (or points to another site). */
function problem(file: string, url: string): string | null {
  const base = `${LOCAL}${urlOfFile(file) === '/' ? '/' : urlOfFile(file)}`;
  const absolute = url.startsWith(siteOrigin) ? `${LOCAL}${url.slice(siteOrigin.length)}` : url;
  const target = new URL(absolute, base);
  if (target.origin !== LOCAL) return null;
  if (target.href.endsWith('#')) return 'empty fragment';
  const targetFile = target.pathname === new URL(base).pathname ? file : fileOfUrl(target.pathname);
  if (!targetFile) return `no file for ${decodeURIComponent(target.pathname)}`;
  if (!target.hash) return null;
  const fragment = decodeURIComponent(target.hash.slice(1));
  return ids.get(targetFile)?.has(fragment) ? null : `no id="${fragment}" in ${targetFile}`;
}

describe('internal links over out/', () => {
  it.each(pages)('every internal href, src and srcset in %s resolves', (file) => {
    const broken = urlsOf(readOut(file))
      .map(({ attribute, url }) => ({ attribute, url, why: problem(file, url) }))
      .filter(({ why }) => why)
      .map(({ attribute, url, why }) => `${file}: ${attribute}="${url}": ${why}`);
    expect([...new Set(broken)]).toEqual([]);
  });
});

import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { localePath, pathRules, routeOf, type Locale } from '@/lib/i18n/locales';

/** What a link of an article may lead to in this build: its published articles and their tags' slugs. */
export type LinkTargets = { ids: ReadonlySet<string>; tags: ReadonlySet<string> };

/** Files the build writes besides the pages and public/. */
const GENERATED = new Set(['/feed.xml', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest']);

const isPortuguesePath = (path: string) => pathRules('pt', 'pt').some(([source]) => new RegExp(source).test(path));

/**
 * Where a link of an article goes, or a problem: a link into the site must reach a page, an article
 * or a tag of this build, or a file under public/. On an English page a Portuguese page's address
 * becomes its English one (`/post/<id>` → `/en/post/<id>`). Other sites, mailto: and #anchors pass.
 */
export function checkLink(href: string, targets: LinkTargets, locale: Locale): { href: string } | { problem: string } {
  if (href.startsWith('#') || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) return { href };
  const named = `link "${href}"`;
  if (!href.startsWith('/')) return { problem: `${named}: write links to the site from its root (/post/<id>, /journal/tag/<tag>)` };
  const path = href.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  const rest = href.slice(href.split(/[?#]/)[0].length);
  const key = routeOf(path);
  if (!key) {
    const file = join(process.cwd(), 'public', decodeURI(path));
    if (GENERATED.has(path) || (existsSync(file) && statSync(file).isFile())) return { href };
    return { problem: `${named}: no page of the site has this address` };
  }
  const [, kind, segment] = key.match(/^\/(post|journal\/tag)\/([^/]+)$/) ?? [];
  if (kind === 'post' && !targets.ids.has(segment))
    return { problem: `${named}: there is no published article "${segment}" (renamed or not yet published?)` };
  if (kind === 'journal/tag' && !targets.tags.has(segment)) return { problem: `${named}: no published article has the tag "${segment}"` };
  return { href: locale === 'en' && isPortuguesePath(path) ? localePath('en', key) + rest : href };
}

export function links(tree: Root, targets: LinkTargets, locale: Locale, problems: string[]): void {
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
    const result = checkLink(node.properties.href, targets, locale);
    if ('problem' in result) problems.push(result.problem);
    else node.properties.href = result.href;
  });
}

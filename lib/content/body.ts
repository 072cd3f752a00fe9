// The rules of an article's text that no front matter field shows: where its links lead and what its
// pictures are. Pure: the build gives them the files under public/, the editor the list the build wrote.
import { SOURCE_TYPES } from './schema';
import { localePath, pathRules, routeOf, type Locale } from '../i18n/locales';

/**
 * What a link of an article may lead to: the published articles and their tags' slugs, and whether an
 * address is a file of the site (the build looks under public/, the editor in the list the build gave it).
 */
export type LinkTargets = { ids: ReadonlySet<string>; tags: ReadonlySet<string>; isFile: (path: string) => boolean };

/** A paragraph right below a table starting with one of these is its caption (lib/markdown/blocks.ts; the editor's preview). */
export const CAPTION_PREFIXES = ['Tabela: ', 'Table: '] as const;

/** Files the build writes besides the pages and public/. */
export const GENERATED = new Set(['/feed.xml', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest']);

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
    if (GENERATED.has(path) || targets.isFile(decodeURI(path))) return { href };
    return { problem: `${named}: no page of the site has this address` };
  }
  const [, kind, segment] = key.match(/^\/(post|journal\/tag)\/([^/]+)$/) ?? [];
  if (kind === 'post' && !targets.ids.has(segment))
    return { problem: `${named}: there is no published article "${segment}" (renamed or not yet published?)` };
  if (kind === 'journal/tag' && !targets.tags.has(segment)) return { problem: `${named}: no published article has the tag "${segment}"` };
  return { href: locale === 'en' && isPortuguesePath(path) ? localePath('en', key) + rest : href };
}

/** The alt text of a picture that only decorates: the page gives it an empty alt. */
export const DECORATIVE = 'decorative';

/**
 * What is wrong with the address of a source picture, or null: a file of the site (beside the content or
 * under public/) of a type the build makes sizes of. `named` opens the message.
 */
export function pictureAddressProblem(src: string, named: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src))
    return `${named}: only files of the site can be shown (./images/<file> beside the articles, or /images/<file> under public/)`;
  if (!SOURCE_TYPES.test(src.split(/[?#]/)[0])) return `${named}: write PNG or JPEG sources, or WebP (the build makes WebP and AVIF from them)`;
  return null;
}

export const altProblem = (alt: string, named: string): string | null =>
  alt.trim() ? null : `${named} has no alt text: describe it, or write ![${DECORATIVE}](...) for a purely decorative image`;

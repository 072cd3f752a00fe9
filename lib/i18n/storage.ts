import { localePath, routeOfEnglishPath, type Locale } from './locales';

/** Where the visitor's choice is kept (localStorage); written by lib/headScript.ts when a toggle is tapped. */
export const LANGUAGE_KEY = 'language';

/**
 * Where a Portuguese page sends a visitor whose stored language is English, or null to stay.
 * Self-contained on purpose: its source is inlined in <head> to run before first paint, so the
 * pages with their own English slug come in as `slugs` (englishSlugs of ./locales).
 */
export function englishRedirect(pathname: string, stored: string | null, slugs: Readonly<Record<string, string>>): string | null {
  if (stored !== 'en') return null;
  let path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (path === '/en' || path.indexOf('/en/') === 0) return null;
  if (path === '/') return '/en';
  if (path === '/journal' || /^\/(post|journal\/tag)\/[^/]+$/.test(path)) return '/en' + path;
  if (Object.prototype.hasOwnProperty.call(slugs, path)) return '/en' + slugs[path];
  return null;
}

/** Toggle target: the counterpart page of `path` in `target`, or that language's home. */
export function counterpartHref(path: string, target: Locale): string {
  const bare = path === '/en' ? '/' : path.startsWith('/en/') ? routeOfEnglishPath(path.slice(3)) : path;
  if (bare === '/partnership') return target === 'en' ? '/en' : '/partnership';
  return localePath(target, bare);
}

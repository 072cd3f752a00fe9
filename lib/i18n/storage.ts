import { defaultLocale, hasCounterpart, href, localePath, routeOf, type Locale } from './locales';

/** Where the visitor's choice is kept (localStorage); written by lib/headScript.ts when a toggle is tapped. */
export const LANGUAGE_KEY = 'language';

/**
 * Where a Portuguese page sends a visitor whose stored language is English, or null to stay.
 * Self-contained on purpose: its source is inlined in <head> to run before first paint, so the
 * Portuguese-to-English addresses come in as `rules` (pathRules('pt', 'en') of ./locales).
 */
export function englishRedirect(pathname: string, stored: string | null, rules: [string, string][]): string | null {
  if (stored !== 'en') return null;
  let path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  for (const [source, target] of rules) if (new RegExp(source).test(path)) return path.replace(new RegExp(source), target);
  return null;
}

/** Toggle target: the counterpart page of `path` in `target`, or that language's home. */
export function counterpartHref(path: string, target: Locale): string {
  const route = routeOf(path);
  return route !== null && (target === defaultLocale || hasCounterpart(route)) ? localePath(target, route) : href(target, 'home');
}

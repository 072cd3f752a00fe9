/**
 * The move from page to page: the browser's cross-document view transition, for visitors who allow
 * motion. In <head> (RootDocument), not in GlobalStyle in <body>: a browser decides whether the next
 * page takes part at its first frame, which can come before the body's style sheets are parsed. Its
 * timing is GlobalStyle's.
 */
export const PAGE_TRANSITION = '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}';

/**
 * What carries over from one page to the next in the browser's cross-document view transition
 * (declared in GlobalStyle): an element named the same on both pages moves and resizes into its new
 * place instead of fading. A case card's picture and its case page's first picture share
 * `case-<id>`, an article card's title and its article's heading `post-<id>`. Ids are lowercase
 * slugs (lib/content/schema.ts), so each name is a valid CSS identifier, and a page shows each case
 * and each article once. A name given twice on one page would make the browser skip the transition:
 * __tests__/content/firstPaint.test.ts checks every built page.
 */
export function sharedName(kind: 'case' | 'post', id: string): string {
  return `${kind}-${id}`;
}

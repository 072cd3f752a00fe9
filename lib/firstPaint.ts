/** The id of each page's lead paragraph, the largest text of its first screen (its LCP element). */
export const PAGE_LEAD_ID = 'page-lead';

/**
 * The id of the empty, hidden element that ends each page's first screen: the lead and what sits beside or under it
 * there (the hero's buttons, a case's facts, the journal's topics). Every page's <head> holds its first paint until
 * the parser has passed it (`<link rel="expect" blocking="render">`, components/layout/RootDocument.tsx). The parser
 * yields every few kilobytes: a paint in between showed the header alone, or half of it, or a row of buttons whose
 * last one was parsed without its text, which then wrapped under the others when its text came (a layout shift).
 * Held only to the lead, that happened to the hero's second button on a full-speed load. A browser without
 * `rel="expect"` ignores the link.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';

/**
 * The id of the last element of every page (the footer's last line). Coming back to a page, the browser puts the
 * visitor where they were: the first paint then waits for the whole page (lib/i18n/prepaint.ts), so it shows that
 * place, and the card a visitor came back to is there to receive its shared title (lib/viewTransitions.ts).
 */
export const PAGE_END_ID = 'page-end';

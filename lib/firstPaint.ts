/**
 * The id of each page's lead paragraph, the largest text of its first screen. Every page's <head> holds its first
 * paint until the parser has passed that element (`<link rel="expect" blocking="render">`, components/layout/RootDocument.tsx):
 * on a slow phone the parser yields every few kilobytes, and a paint in between showed the header alone, or half of
 * it, then moved what the rest pushed aside. A browser without `rel="expect"` ignores the link.
 */
export const PAGE_LEAD_ID = 'page-lead';

/**
 * The id of the last element of every page (the footer's last line). Coming back to a page, the browser puts the
 * visitor where they were: the first paint then waits for the whole page (lib/i18n/prepaint.ts), so it shows that
 * place, and the card a visitor came back to is there to receive its shared title (lib/viewTransitions.ts).
 */
export const PAGE_END_ID = 'page-end';

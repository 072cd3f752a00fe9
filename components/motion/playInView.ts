/**
 * Whether an element marked `data-play-in-view` is on screen, for a script-driven animation that should
 * not run unseen: RevealObserver marks it `data-playing` while it is. A browser without
 * IntersectionObserver never gets the mark, so there everything plays, as before.
 */
export function playingInView(element: Element): boolean {
  return !('IntersectionObserver' in window) || element.hasAttribute('data-playing');
}

import { LANGUAGE_KEY } from './i18n/storage';

/** Set on <html> at the visitor's first wheel, touch, press or key: from then on the scroll position is theirs. */
export const VISITOR_MOVED = 'data-visitor-moved';

/**
 * Set on <html> when the whole page must be laid out now: before a scripted scroll measures its target,
 * and before the browser restores a scroll position. Until then the home page lays out its sections
 * only as they near the screen (content-visibility, in GlobalStyle), at estimated heights.
 */
export const FULL_LAYOUT = 'data-full-layout';

export function visitorMoved(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(VISITOR_MOVED);
}

/**
 * What plain links need from the first byte on, before the framework's scripts run (and after):
 * - a language toggle link (`data-lang`) stores the choice, so the next page's pre-paint check
 *   agrees with it, and keeps the current #section;
 * - a link chosen inside an open popover (the mobile menu) closes it;
 * - the page holds still under the open phone menu (`.menu-panel`); once hydrated, its island also stops smooth
 *   scrolling (lockScroll), and without scripts the CSS holds it (MobileMenuStyle);
 * - the logo (`data-logo`) scrolls to the hero on a page that has one, instead of leaving;
 * - a link to a #section of this page lays out the whole page first (`FULL_LAYOUT`), so the browser's
 *   own jump lands on the section's real place, not where the estimated heights above it put it;
 * - the first wheel, touch, press or key marks that the visitor moved (see `visitorMoved`);
 * - in a move between pages, an element named for it (lib/viewTransitions.ts) that lies off the screen
 *   as its page is left (pageswap) or shown (pagereveal) goes unnamed for this move and fades with its
 *   page: a shared element only morphs between two places the visitor sees;
 * - a transition out of the page that the browser drops leaves no unhandled rejection.
 * Self-contained on purpose: its source is inlined in <head> (see `headScript`).
 */
export function enhanceLinks(doc: Document, languageKey: string, movedAttribute: string, fullLayout: string): void {
  const toHero = (event: Event, hero: HTMLElement) => {
    event.preventDefault();
    hero.scrollIntoView({ behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    if (location.hash !== '#hero') history.pushState(null, '', '#hero');
  };
  const logoHero = (target: EventTarget | null) =>
    target instanceof Element && target.closest('a[data-logo]') ? doc.getElementById('hero') : null;

  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const popover = link.closest('[popover]');
      if (popover instanceof HTMLElement && 'hidePopover' in popover && popover.matches(':popover-open')) popover.hidePopover();
      const language = link.getAttribute('data-lang');
      if (language) {
        try {
          localStorage.setItem(languageKey, language);
        } catch {
          // Storage disabled: the URL still carries the language.
        }
      }
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (language && location.hash && !link.hash) {
        event.preventDefault();
        location.assign(link.href + location.hash);
        return;
      }
      const hero = logoHero(link);
      if (hero) toHero(event, hero);
      else if (link.hash && link.origin === location.origin && link.pathname === location.pathname)
        doc.documentElement.setAttribute(fullLayout, '');
    },
    true,
  );
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      if (!(event.target instanceof Element && event.target.matches('.menu-panel'))) return;
      doc.documentElement.style.overflow = (event as ToggleEvent).newState === 'open' ? 'hidden' : '';
    },
    true,
  );
  // A link does not answer Space natively; the logo, which acts as a button here, does.
  doc.addEventListener('keydown', (event) => {
    const hero = event.key === ' ' ? logoHero(event.target) : null;
    if (hero) toHero(event, hero);
  });
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown']) {
    addEventListener(type, () => doc.documentElement.setAttribute(movedAttribute, ''), { capture: true, passive: true, once: true });
  }
  // The name is the element's own (inline style), kept aside while it is off the screen. WebKit rejects
  // the transition a page left with (pageswap) when that page comes back from the back/forward cache,
  // with no handler: an error for nothing.
  const unnameOffScreen = (event: Event) => {
    const transition = (event as MoveEvent).viewTransition;
    if (!transition) return;
    transition.ready.catch(() => 0);
    // Back or forward to a page loaded anew, the browser has not yet put it where the visitor left it, the card
    // they came from on screen: the names stay.
    const returning =
      event.type === 'pagereveal' &&
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
    for (const element of doc.querySelectorAll<HTMLElement>('[style*=view-transition]')) {
      const { top, bottom } = element.getBoundingClientRect();
      const name = element.dataset.name || element.style.viewTransitionName;
      element.dataset.name = name;
      element.style.viewTransitionName = !returning && (bottom < 0 || top > innerHeight) ? 'none' : name;
    }
  };
  addEventListener('pageswap', unnameOffScreen);
  addEventListener('pagereveal', unnameOffScreen);
}

/** The page being left (pageswap) or shown (pagereveal) carries the transition, if any. */
type MoveEvent = Event & { viewTransition?: { ready: Promise<unknown> } | null };

/** The inline form of `enhanceLinks`, run in <head> on every page. */
export function headScript(): string {
  return `(${enhanceLinks.toString()})(document,${JSON.stringify(LANGUAGE_KEY)},${JSON.stringify(VISITOR_MOVED)},${JSON.stringify(FULL_LAYOUT)});`;
}

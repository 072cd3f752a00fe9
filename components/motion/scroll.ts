import type Lenis from 'lenis';
import { FULL_LAYOUT } from '@/lib/headScript';

/** Shared by the client islands: the page's Lenis instance, when smooth scroll is on. */
let lenis: Lenis | null = null;
let locked = false;

export function setLenis(instance: Lenis | null): void {
  lenis = instance;
  // Lenis loads after hydration: a menu opened before that must still hold the page still.
  if (locked) lenis?.stop();
}

/** Whether Lenis drives the page's scrolling (home page, mouse or trackpad, motion welcome). */
export function smoothScrolling(): boolean {
  return lenis !== null;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Both paths leave room for the fixed header through the page's `scroll-padding-top`.
 * The home page lays out its sections only as they near the screen (`content-visibility`, in
 * GlobalStyle), each counted at an estimated height until then: the whole page is laid out first,
 * so the scroll ends at the target's real place instead of where the estimates put it.
 * Lenis re-measures the page lazily, so it is told to measure now: a section that just grew
 * (an opened service card) would otherwise make the scroll stop short.
 */
export function scrollToElement(element: Element): void {
  document.documentElement.setAttribute(FULL_LAYOUT, '');
  if (lenis) {
    lenis.resize();
    lenis.scrollTo(element as HTMLElement);
    return;
  }
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/** Scrolls to a section of this page and records it in the address bar. */
export function goToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  scrollToElement(element);
  // As a native jump does: a focusable target (the skip link's <main tabindex="-1">) takes focus.
  if (element instanceof HTMLElement && element.hasAttribute('tabindex')) element.focus({ preventScroll: true });
  if (location.hash !== `#${id}`) history.pushState(null, '', `#${id}`);
  return true;
}

export function lockScroll(): void {
  locked = true;
  lenis?.stop();
  document.documentElement.style.overflow = 'hidden';
}

export function unlockScroll(): void {
  locked = false;
  document.documentElement.style.overflow = '';
  lenis?.start();
}

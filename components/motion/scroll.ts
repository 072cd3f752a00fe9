import type Lenis from 'lenis';

/** Shared by the client islands: the page's Lenis instance, when smooth scroll is on. */
let lenis: Lenis | null = null;
let locked = false;

export function setLenis(instance: Lenis | null): void {
  lenis = instance;
  // Lenis loads after hydration: a menu opened before that must still hold the page still.
  if (locked) lenis?.stop();
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollToElement(element: Element): void {
  const header = document.querySelector('header');
  const offset = header ? -header.getBoundingClientRect().height : 0;
  if (lenis) {
    lenis.scrollTo(element as HTMLElement, { offset });
    return;
  }
  const top = element.getBoundingClientRect().top + window.scrollY + offset;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
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

'use client';

import { useEffect } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { visitorMoved } from '@/lib/headScript';
import { scheduleHashScroll } from '@/lib/hashScroll';
import { goToSection, prefersReducedMotion, scrollToElement, setLenis, smoothScrolling } from '@/components/motion/scroll';

const FINE_POINTER = '(hover: hover) and (pointer: fine)';

/**
 * The home page's scrolling: inertial scroll with a mouse or trackpad (off under reduced motion), arriving with a hash, and
 * same-page section links (header and footer included) that scroll and update the hash. The logo's
 * way back to the hero works from the first byte on (lib/headScript.ts).
 */
export const SmoothScroll = island(LiveSmoothScroll);

function LiveSmoothScroll({ homePath }: { homePath: string }) {
  useEffect(() => {
    let destroyed = false;
    let destroy = () => undefined as void;

    // Inertia is for the wheel and the trackpad: on a touch screen Lenis leaves scrolling native
    // (its touch smoothing is off), so a phone would only pay for its per-frame loop and listeners,
    // in input delay on every tap. Section links there scroll natively and smoothly.
    if (!prefersReducedMotion() && matchMedia(FINE_POINTER).matches) {
      import('lenis').then(({ default: Lenis }) => {
        if (destroyed) return;
        const lenis = new Lenis({ duration: 1.2, touchMultiplier: 2, autoRaf: true });
        setLenis(lenis);
        destroy = () => {
          lenis.destroy();
          setLenis(null);
        };
      });
    }

    // The arrival scroll never pulls back a visitor who already moved (a link, the wheel, a swipe,
    // a key), even before these scripts ran.
    const cancelHash = scheduleHashScroll(location.hash, {
      find: (id) => document.getElementById(id),
      scroll: (element) => visitorMoved() || scrollToElement(element),
    });

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      // The logo's way back to the hero starts in lib/headScript.ts (it works before these scripts), as a
      // native scroll. With Lenis running, Lenis must take it over: a glide of its own still under way
      // (the arrival at a #section) would otherwise carry the page on past the hero.
      if (event.defaultPrevented && link?.matches('a[data-logo]') && smoothScrolling()) {
        goToSection('hero');
        return;
      }
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, location.href);
      const samePage = url.origin === location.origin && url.pathname.replace(/\/$/, '') === homePath.replace(/\/$/, '');
      if (samePage && url.hash.length > 1 && goToSection(decodeURIComponent(url.hash.slice(1)))) {
        event.preventDefault();
      }
    };
    document.addEventListener('click', onClick);

    return () => {
      destroyed = true;
      cancelHash();
      destroy();
      document.removeEventListener('click', onClick);
    };
  }, [homePath]);

  return null;
}

'use client';

import { useEffect } from 'react';
import { scheduleHashScroll } from '@/lib/hashScroll';
import { goToSection, prefersReducedMotion, scrollToElement, setLenis } from '@/components/motion/scroll';

/**
 * The home page's scrolling: inertial scroll (off under reduced motion), arriving with a hash,
 * same-page section links (header and footer included) that scroll and update the hash, and the
 * logo, which scrolls to the hero here instead of leaving for its external link.
 */
export function SmoothScroll({ homePath }: { homePath: string }) {
  useEffect(() => {
    let destroyed = false;
    let destroy = () => undefined as void;

    if (!prefersReducedMotion()) {
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

    // The arrival scroll must not pull back a visitor who already moved on (a link, the wheel, a swipe).
    const cancelHash = scheduleHashScroll(location.hash, {
      find: (id) => document.getElementById(id),
      scroll: scrollToElement,
    });
    window.addEventListener('wheel', cancelHash, { once: true, passive: true });
    window.addEventListener('touchstart', cancelHash, { once: true, passive: true });

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      if (link.hasAttribute('data-logo')) {
        event.preventDefault();
        cancelHash();
        goToSection('hero');
        return;
      }
      const url = new URL(link.href, location.href);
      const samePage = url.origin === location.origin && url.pathname.replace(/\/$/, '') === homePath.replace(/\/$/, '');
      if (samePage && url.hash.length > 1) cancelHash();
      if (samePage && url.hash.length > 1 && goToSection(decodeURIComponent(url.hash.slice(1)))) {
        event.preventDefault();
      }
    };
    // The logo is a link: Space does not activate links natively, so it is handled here.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !(event.target instanceof Element) || !event.target.closest('a[data-logo]')) return;
      event.preventDefault();
      cancelHash();
      goToSection('hero');
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);

    return () => {
      destroyed = true;
      cancelHash();
      window.removeEventListener('wheel', cancelHash);
      window.removeEventListener('touchstart', cancelHash);
      destroy();
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [homePath]);

  return null;
}

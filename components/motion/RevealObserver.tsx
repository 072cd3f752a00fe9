'use client';

import { useEffect } from 'react';
import { island } from '@/components/ui/IslandBoundary';

/**
 * Starts the reveal animations. Until it runs, nothing is hidden, so content never stays
 * invisible when scripts fail. Elements already in view are marked before hiding starts.
 *
 * It also marks `[data-play-in-view]` elements `data-playing` while they are on screen, so an
 * endless animation (the testimonial wall) stops costing a phone frames once it is scrolled away.
 */
export const RevealObserver = island(LiveRevealObserver);

function LiveRevealObserver() {
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const root = document.documentElement;
    const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-reveal]'));
    const limit = window.innerHeight * 0.95;
    const reveal = (element: Element) => element.setAttribute('data-revealed', '');

    const observer = new IntersectionObserver(
      (entries) =>
        entries.forEach((entry) => {
          if (!entry.isIntersecting) return;
          reveal(entry.target);
          observer.unobserve(entry.target);
        }),
      { rootMargin: '0px 0px -5% 0px' },
    );

    for (const element of elements) {
      if (element.getBoundingClientRect().top < limit) reveal(element);
      else observer.observe(element);
    }

    const players = new IntersectionObserver((entries) =>
      entries.forEach((entry) => entry.target.toggleAttribute('data-playing', entry.isIntersecting)),
    );
    document.querySelectorAll('[data-play-in-view]').forEach((element) => players.observe(element));
    // Last: should anything above throw, nothing has been hidden.
    root.classList.add('reveal-ready');

    return () => {
      observer.disconnect();
      players.disconnect();
    };
  }, []);

  return null;
}

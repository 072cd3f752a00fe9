'use client';

import { useEffect } from 'react';
import { island } from '@/components/ui/IslandBoundary';

/**
 * Starts the reveal animations. Until it runs, nothing is hidden, so content never stays
 * invisible when scripts fail. Elements already in view are marked before hiding starts.
 *
 * It also marks `[data-play-in-view]` elements `data-playing` while they are on screen, so an
 * endless animation (the testimonial wall, the loading sheen, the partnership's cycling words) stops costing a
 * phone frames once it is scrolled away.
 */
export const RevealObserver = island(LiveRevealObserver);

function LiveRevealObserver() {
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    const root = document.documentElement;
    const reveal = (element: Element) => element.setAttribute('data-revealed', '');
    let first = true;

    // No geometry is read here: the observer's first report, made with the next frame's layout,
    // covers every element. Asking each one for its box instead laid out the whole page inside
    // this effect, sections off screen included (37 ms of a fast machine's main thread on /).
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // In view, or already scrolled past when the page opened (a restored position).
          if (entry.isIntersecting || (first && entry.boundingClientRect.bottom < 0)) {
            reveal(entry.target);
            observer.unobserve(entry.target);
          }
        }
        // Hiding starts only once what is in view has been marked, and never if this throws.
        if (first) root.classList.add('reveal-ready');
        first = false;
      },
      { rootMargin: '0px 0px -5% 0px' },
    );
    document.querySelectorAll('[data-reveal]').forEach((element) => observer.observe(element));

    const players = new IntersectionObserver((entries) =>
      entries.forEach((entry) => entry.target.toggleAttribute('data-playing', entry.isIntersecting)),
    );
    document.querySelectorAll('[data-play-in-view]').forEach((element) => players.observe(element));

    return () => {
      observer.disconnect();
      players.disconnect();
    };
  }, []);

  return null;
}

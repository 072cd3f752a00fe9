'use client';

import { useEffect, useRef } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { playingInView } from '@/components/motion/playInView';

const INTERVAL_MS = 2800;

/**
 * The changing part of the hero headline. The first phrase is in the server HTML and paints
 * without animation; the swap is decorative (aria-live off) and does not run at all for
 * visitors who prefer reduced motion, nor while the headline is off screen (RevealObserver's
 * `data-play-in-view`: a swap nobody sees would still cost a layout and a paint). Its CSS is CyclingWordsStyle, beside it. Should the island
 * fail, the first phrase stays, as in the HTML.
 */
export const CyclingWords = island(LiveCyclingWords, FirstWords);

function FirstWords({ words }: { words: string[] }) {
  return (
    <span className="cycle" aria-live="off" data-play-in-view="">
      <span className="cycle-word">{words[0]}</span>
    </span>
  );
}

/** The phrase rising into place, as each swap writes it. */
const CYCLE_IN: Keyframe[] = [
  { opacity: 0, transform: 'translateY(0.35em)' },
  { opacity: 1, transform: 'none' },
];

function LiveCyclingWords({ words }: { words: string[] }) {
  const root = useRef<HTMLSpanElement>(null);
  const phrase = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (words.length < 2 || reduced.matches) return;
    let turns = 0;
    const timer = window.setInterval(() => {
      if (!root.current || !phrase.current || !playingInView(root.current)) return;
      turns += 1;
      // Written in place, as the splash's count is: a React render for each swap cost a phone two long tasks every
      // 2.8 s while the visitor read the hero. React renders the first phrase once and never changes it, so it has
      // no reason to write over this.
      phrase.current.textContent = words[turns % words.length];
      // A visitor who asks for reduced motion meanwhile gets the phrase without its rise, as the CSS did before.
      if (!reduced.matches) phrase.current.animate?.(CYCLE_IN, { duration: 500, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' });
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [words]);

  return (
    <span className="cycle" aria-live="off" data-play-in-view="" ref={root}>
      <span className="cycle-word" ref={phrase}>
        {words[0]}
      </span>
    </span>
  );
}

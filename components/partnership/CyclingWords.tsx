'use client';

import { useEffect, useRef, useState } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { playingInView } from '@/components/motion/playInView';

const INTERVAL_MS = 2800;

/**
 * The changing part of the hero headline. The first phrase is in the server HTML and paints
 * without animation; the swap is decorative (aria-live off) and does not run at all for
 * visitors who prefer reduced motion, nor while the headline is off screen (RevealObserver's
 * `data-play-in-view`: a swap nobody sees would still cost a render and a paint). Its CSS is CyclingWordsStyle, beside it. Should the island
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

function LiveCyclingWords({ words }: { words: string[] }) {
  const [turns, setTurns] = useState(0);
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (words.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => {
      if (root.current && playingInView(root.current)) setTurns((current) => current + 1);
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [words.length]);

  return (
    <span className="cycle" aria-live="off" data-play-in-view="" ref={root}>
      <span key={turns} className={turns > 0 ? 'cycle-word is-entering' : 'cycle-word'}>
        {words[turns % words.length]}
      </span>
    </span>
  );
}

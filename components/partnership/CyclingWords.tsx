'use client';

import { useEffect, useState } from 'react';
import { island } from '@/components/ui/IslandBoundary';

const INTERVAL_MS = 2800;

/**
 * The changing part of the hero headline. The first phrase is in the server HTML and paints
 * without animation; the swap is decorative (aria-live off) and does not run at all for
 * visitors who prefer reduced motion. Its CSS is CyclingWordsStyle, beside it. Should the island
 * fail, the first phrase stays, as in the HTML.
 */
export const CyclingWords = island(LiveCyclingWords, FirstWords);

function FirstWords({ words }: { words: string[] }) {
  return (
    <span className="cycle" aria-live="off">
      <span className="cycle-word">{words[0]}</span>
    </span>
  );
}

function LiveCyclingWords({ words }: { words: string[] }) {
  const [turns, setTurns] = useState(0);

  useEffect(() => {
    if (words.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setTurns((current) => current + 1), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [words.length]);

  return (
    <span className="cycle" aria-live="off">
      <span key={turns} className={turns > 0 ? 'cycle-word is-entering' : 'cycle-word'}>
        {words[turns % words.length]}
      </span>
    </span>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { runSplash, SPLASH_SEEN_KEY, SPLASH_UP, type SplashState } from '@/lib/splash';

/**
 * The loading splash: an overlay over a page that is already in the HTML and painted. Its CSS
 * (Splash.tsx) shows it only when scripts run, on the first home visit of a browser session, and
 * never under reduced motion; this island counts, fades it out and removes it.
 */
export const SplashCounter = island(LiveSplashCounter);

/** The count's three digit boxes, the number to the right ('  7', ' 42', '100'). */
const digitsOf = (progress: number) => Array.from(String(progress).padStart(3), (digit) => digit.trim());

function LiveSplashCounter({ mark, label }: { mark: string; label: string }) {
  const [phase, setPhase] = useState<SplashState['phase']>('running');
  const count = useRef<HTMLSpanElement>(null);
  const bar = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const shown =
      !document.documentElement.classList.contains('splash-seen') && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    try {
      sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
    } catch {
      // Storage off: the splash simply shows again next time.
    }
    if (!shown) return;
    const root = document.documentElement;
    root.classList.add(SPLASH_UP);
    const images = document.querySelectorAll<HTMLImageElement>('img[data-preload]');
    const cancel = runSplash(Promise.all(Array.from(images, (image) => image.decode().catch(() => undefined))), (state) => {
      // Ten ticks a second write the digits and the bar in place: a React render for each cost a phone more
      // than the overlay it redraws. React renders them once and never changes them, so it has no reason to
      // write over these; it renders again only for the fade and the removal.
      digitsOf(state.progress).forEach((digit, place) => (count.current!.children[place].textContent = digit));
      bar.current!.style.transform = `scaleX(${state.progress / 100})`;
      if (state.phase === 'running') return;
      root.classList.remove(SPLASH_UP);
      setPhase(state.phase);
    });
    return () => {
      cancel();
      root.classList.remove(SPLASH_UP);
    };
  }, []);

  if (phase === 'gone') return null;
  return (
    <div className="splash" data-phase={phase} aria-hidden="true" data-testid="splash">
      <span className="splash-mark">{mark}</span>
      <span className="splash-count" ref={count}>
        {/* One box of fixed width per digit, the number to the right: no glyph moves as the count grows or Sora lands. */}
        {digitsOf(0).map((digit, place) => (
          <span key={place}>{digit}</span>
        ))}
        %
      </span>
      <span className="splash-bar">
        <span ref={bar} style={{ transform: 'scaleX(0)' }} />
      </span>
      <span className="splash-label">{label}</span>
    </div>
  );
}

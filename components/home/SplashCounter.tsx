'use client';

import { useEffect, useState } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { runSplash, SPLASH_SEEN_KEY, type SplashState } from '@/lib/splash';

/**
 * The loading splash: an overlay over a page that is already in the HTML and painted. Its CSS
 * (Splash.tsx) shows it only when scripts run, on the first home visit of a browser session, and
 * never under reduced motion; this island counts, fades it out and removes it.
 */
export const SplashCounter = island(LiveSplashCounter);

function LiveSplashCounter({ mark, label }: { mark: string; label: string }) {
  const [{ progress, phase }, setState] = useState<SplashState>({ progress: 0, phase: 'running' });

  useEffect(() => {
    const shown =
      !document.documentElement.classList.contains('splash-seen') && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    try {
      sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
    } catch {
      // Storage off: the splash simply shows again next time.
    }
    if (!shown) return;
    const images = document.querySelectorAll<HTMLImageElement>('img[data-preload]');
    return runSplash(Promise.all(Array.from(images, (image) => image.decode().catch(() => undefined))), setState);
  }, []);

  if (phase === 'gone') return null;
  return (
    <div className="splash" data-phase={phase} aria-hidden="true" data-testid="splash">
      <span className="splash-mark">{mark}</span>
      <span className="splash-count">
        {/* One box of fixed width per digit, the number to the right: no glyph moves as the count grows or Sora lands. */}
        {Array.from(String(progress).padStart(3), (digit, place) => (
          <span key={place}>{digit.trim()}</span>
        ))}
        %
      </span>
      <span className="splash-bar">
        <span style={{ transform: `scaleX(${progress / 100})` }} />
      </span>
      <span className="splash-label">{label}</span>
    </div>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { island } from '@/components/ui/IslandBoundary';
import { planCount, runSplash, SPLASH, SPLASH_SEEN_KEY, SPLASH_UP, type SplashPhase } from '@/lib/splash';

/**
 * The loading splash: an overlay over a page that is already in the HTML and painted. Its CSS
 * (Splash.tsx) shows it only when scripts run, on the first home visit of a browser session, and
 * never under reduced motion; this island counts, fades it out and removes it.
 */
export const SplashCounter = island(LiveSplashCounter);

/** Each digit place is a strip of glyphs, a blank then 0 to 9, one per line, moved up to show one of them. */
const GLYPHS = ' 0123456789';
// The blank is an empty first line: a space there would end an HTML line with whitespace.
const STRIP = Array.from(GLYPHS, (glyph) => glyph.trim()).join('\n');

/** Where a place's strip stands to show its glyph of `count` (place 0 the hundreds): '  7', ' 42', '100'. */
const stripAt = (count: number, place: number) =>
  `translateY(${(-100 * GLYPHS.indexOf(String(count).padStart(3)[place])) / GLYPHS.length}%)`;
const barAt = (count: number) => `scaleX(${count / 100})`;

/** The count played on `element`: a keyframe per tick, each held until the next (no motion between ticks). */
function playCount(element: Element, counts: number[], at: (count: number) => string) {
  const keyframes = [0, ...counts].map((count, tick) => ({ offset: tick / counts.length, easing: 'step-end', transform: at(count) }));
  element.animate(keyframes, { duration: counts.length * SPLASH.tick, fill: 'forwards' });
}

function LiveSplashCounter({ mark, label }: { mark: string; label: string }) {
  const [phase, setPhase] = useState<SplashPhase>('running');
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
    // The count is drawn now and played by the compositor: a tick by script, ten a second, woke a phone's
    // main thread for a style, layout, paint and commit each time (docs/quality.md).
    const counts = planCount();
    count
      .current!.querySelectorAll(':scope > span > span')
      .forEach((strip, place) => playCount(strip, counts, (value) => stripAt(value, place)));
    playCount(bar.current!, counts, barAt);
    const images = document.querySelectorAll<HTMLImageElement>('img[data-preload]');
    const imagesLoaded = Promise.all(Array.from(images, (image) => image.decode().catch(() => undefined)));
    const cancel = runSplash(imagesLoaded, counts.length, (next) => {
      root.classList.remove(SPLASH_UP);
      setPhase(next);
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
        {[0, 1, 2].map((place) => (
          <span key={place}>
            <span style={{ transform: stripAt(0, place) }}>{STRIP}</span>
          </span>
        ))}
        <span>%</span>
      </span>
      <span className="splash-bar">
        <span ref={bar} style={{ transform: barAt(0) }} />
      </span>
      <span className="splash-label">{label}</span>
    </div>
  );
}

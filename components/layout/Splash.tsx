'use client';

import { useEffect, useState } from 'react';
import { SPLASH_SEEN_KEY } from '@/lib/i18n/prepaint';
import { runSplash, SPLASH } from '@/lib/splash';

/**
 * The loading splash is an overlay over a page that is already in the HTML and painted:
 * CSS shows it only when scripts run, once per browser session, and never under reduced motion.
 * Styles live in SplashStyles (server).
 */
/** When the image finished loading, on the performance clock (it may have before this script ran). */
function settled(image: HTMLImageElement): Promise<number> {
  if (image.complete) {
    const timing = performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined;
    return Promise.resolve(timing?.responseEnd || performance.now());
  }
  return new Promise((resolve) => {
    const done = () => resolve(performance.now());
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  });
}

/** How long the splash has been painted: since the page's first paint. */
function onScreenFor(): number {
  const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
  return firstPaint ? performance.now() - firstPaint.startTime : 0;
}

export function Splash({ label, className }: { label: string; className?: string }) {
  const [progress, setProgress] = useState(0);
  const [phase, setPhase] = useState<'running' | 'fading' | 'gone'>('running');

  useEffect(() => {
    const root = document.documentElement;
    const visible = !root.classList.contains('splash-seen') && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    try {
      sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
    } catch {
      // Storage off: the splash simply shows again next time.
    }
    if (!visible) return; // CSS already hides it.
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[data-preload]'));
    const assetsReady = Promise.all(images.map(settled)).then((times) => Math.max(0, ...times));
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const cancel = runSplash({
      onProgress: setProgress,
      assetsReady,
      elapsed: onScreenFor(),
      now: () => performance.now(),
      onDone: () => {
        setPhase('fading');
        fadeTimer = setTimeout(() => setPhase('gone'), SPLASH.fade);
      },
    });
    return () => {
      cancel();
      clearTimeout(fadeTimer);
    };
  }, []);

  if (phase === 'gone') return null;
  return (
    <div className={className} data-phase={phase} aria-hidden="true" data-testid="splash">
      <span className="splash-mark">RM</span>
      <span className="splash-count">{progress}%</span>
      <span className="splash-bar">
        <span style={{ transform: `scaleX(${progress / 100})` }} />
      </span>
      <span className="splash-label">{label}</span>
    </div>
  );
}

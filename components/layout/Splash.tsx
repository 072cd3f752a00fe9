'use client';

import { useEffect, useState } from 'react';
import { SPLASH_SEEN_KEY } from '@/lib/i18n/prepaint';
import { imageReadyAt, runSplash, SPLASH, timeOnScreen } from '@/lib/splash';

/**
 * The loading splash is an overlay over a page that is already in the HTML and painted:
 * CSS shows it only when scripts run, once per browser session, and never under reduced motion.
 * Styles live in SplashStyles (server).
 */
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
    const assetsReady = Promise.all(images.map(imageReadyAt)).then((times) => Math.max(0, ...times));
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const cancel = runSplash({
      onProgress: setProgress,
      assetsReady,
      elapsed: timeOnScreen(),
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

/** The sessionStorage flag of a splash already shown; the pre-paint script reads it (lib/i18n/prepaint.ts). */
export const SPLASH_SEEN_KEY = 'splash-seen';

/** The class on <html> while the splash counts over the page (components/ui/GlobalStyle.tsx: no reveal plays under it). */
export const SPLASH_UP = 'splash-up';

export const SPLASH = {
  tick: 100,
  maxStep: 15,
  extraWait: 1000,
  holdBeforeFade: 500,
  fade: 800,
} as const;

export type SplashPhase = 'running' | 'fading' | 'gone';

/** One tick of the counter: a random step below 15, never past 100, never backwards. */
export function nextProgress(current: number, random: number = Math.random()): number {
  const step = Math.floor(Math.min(Math.max(random, 0), 0.999999) * SPLASH.maxStep);
  return Math.min(100, current + step);
}

/**
 * The whole count, drawn before it starts: the value shown after each tick, the last one 100. It is
 * played as animations the compositor runs (SplashCounter), so a tick costs the page's main thread nothing.
 * A thousand ticks of nothing (a random source stuck at 0) end at 100 rather than never.
 */
export function planCount(random: () => number = Math.random): number[] {
  const counts: number[] = [];
  let progress = 0;
  while (progress < 100) {
    progress = counts.length < 1000 ? nextProgress(progress, random()) : 100;
    counts.push(progress);
  }
  return counts;
}

/**
 * Runs the splash's phases: the count (planCount) lasts a tick per value; once it is done and the images
 * have loaded (or failed) plus 1 s, it holds 0.5 s, fades for 0.8 s and is gone. Returns a cancel function.
 */
export function runSplash(imagesLoaded: Promise<unknown>, ticks: number, onPhase: (phase: SplashPhase) => void): () => void {
  let waitingFor = 2; // the counter and the images
  let cancelled = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const after = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));

  const oneDone = () => {
    waitingFor -= 1;
    if (waitingFor > 0) return;
    after(SPLASH.holdBeforeFade, () => {
      onPhase('fading');
      after(SPLASH.fade, () => onPhase('gone'));
    });
  };

  after(ticks * SPLASH.tick, oneDone);
  imagesLoaded.catch(() => undefined).then(() => !cancelled && after(SPLASH.extraWait, oneDone));

  return () => {
    cancelled = true;
    timers.forEach(clearTimeout);
  };
}

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

export type SplashState = { progress: number; phase: 'running' | 'fading' | 'gone' };

/** One tick of the counter: a random step below 15, never past 100, never backwards. */
export function nextProgress(current: number, random: number = Math.random()): number {
  const step = Math.floor(Math.min(Math.max(random, 0), 0.999999) * SPLASH.maxStep);
  return Math.min(100, current + step);
}

/**
 * Runs the splash: the counter ticks every 100 ms up to 100; once it is full and the images
 * have loaded (or failed) plus 1 s, it holds 0.5 s, fades for 0.8 s and is gone.
 * Returns a cancel function.
 */
export function runSplash(
  imagesLoaded: Promise<unknown>,
  onChange: (state: SplashState) => void,
  random: () => number = Math.random,
): () => void {
  let progress = 0;
  let waitingFor = 2; // the counter and the images
  let cancelled = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const after = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));

  const oneDone = () => {
    waitingFor -= 1;
    if (waitingFor > 0) return;
    after(SPLASH.holdBeforeFade, () => {
      onChange({ progress, phase: 'fading' });
      after(SPLASH.fade, () => onChange({ progress, phase: 'gone' }));
    });
  };

  const ticker = setInterval(() => {
    progress = nextProgress(progress, random());
    onChange({ progress, phase: 'running' });
    if (progress === 100) {
      clearInterval(ticker);
      oneDone();
    }
  }, SPLASH.tick);

  imagesLoaded.catch(() => undefined).then(() => !cancelled && after(SPLASH.extraWait, oneDone));

  return () => {
    cancelled = true;
    clearInterval(ticker);
    timers.forEach(clearTimeout);
  };
}

export const SPLASH = {
  tick: 100,
  maxStep: 15,
  extraWait: 1000,
  holdBeforeFade: 500,
  fade: 800,
} as const;

/** One tick of the counter: a random step below 15, never past 100, never backwards. */
export function nextProgress(current: number, random: number = Math.random()): number {
  const step = Math.floor(Math.min(Math.max(random, 0), 0.999999) * SPLASH.maxStep);
  return Math.min(100, current + step);
}

type Timeline = {
  onProgress: (value: number) => void;
  onDone: () => void;
  /** Resolves when the preloaded images have loaded (or failed). */
  assetsReady: Promise<unknown>;
  random?: () => number;
};

/**
 * Runs the splash: the counter ticks every 100 ms up to 100; the splash ends when the counter
 * is full and the images have loaded plus 1 s, after a 0.5 s hold. The fade is the caller's.
 * Returns a cancel function.
 */
export function runSplash({ onProgress, onDone, assetsReady, random = Math.random }: Timeline): () => void {
  let progress = 0;
  let counterFull = false;
  let assetsDone = false;
  let cancelled = false;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const maybeFinish = () => {
    if (cancelled || !counterFull || !assetsDone) return;
    timers.push(setTimeout(() => !cancelled && onDone(), SPLASH.holdBeforeFade));
  };

  const ticker = setInterval(() => {
    progress = nextProgress(progress, random());
    onProgress(progress);
    if (progress >= 100) {
      clearInterval(ticker);
      counterFull = true;
      maybeFinish();
    }
  }, SPLASH.tick);

  assetsReady
    .catch(() => undefined)
    .then(() => {
      timers.push(
        setTimeout(() => {
          assetsDone = true;
          maybeFinish();
        }, SPLASH.extraWait),
      );
    });

  return () => {
    cancelled = true;
    clearInterval(ticker);
    timers.forEach(clearTimeout);
  };
}

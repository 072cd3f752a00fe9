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
  /**
   * Resolves when the preloaded images have loaded (or failed), with the time they did on the
   * clock of `now` when it is known (an image that loaded before the splash's script ran).
   */
  assetsReady: Promise<number | void>;
  random?: () => number;
  /**
   * How long the splash has been on screen already. CSS shows it from the first paint, and the
   * page's scripts arrive after that: the counter catches up on the ticks it missed, so a slow
   * download never makes the splash last longer.
   */
  elapsed?: number;
  now?: () => number;
};

/**
 * Runs the splash: the counter ticks every 100 ms up to 100; the splash ends when the counter
 * is full and the images have loaded plus 1 s, after a 0.5 s hold. Time the splash has already
 * been on screen (`elapsed`) counts: missed ticks are taken at once, and the 1 s after the images
 * runs from when they loaded. The fade is the caller's. Returns a cancel function.
 */
export function runSplash({
  onProgress,
  onDone,
  assetsReady,
  random = Math.random,
  elapsed = 0,
  now = () => Date.now(),
}: Timeline): () => void {
  let progress = 0;
  let counterFull = false;
  let assetsDone = false;
  let cancelled = false;
  let ticker: ReturnType<typeof setInterval> | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const maybeFinish = () => {
    if (cancelled || !counterFull || !assetsDone) return;
    timers.push(setTimeout(() => !cancelled && onDone(), SPLASH.holdBeforeFade));
  };

  const tick = () => {
    progress = nextProgress(progress, random());
    if (progress >= 100) counterFull = true;
  };

  // The counter follows the clock, not the timer: ticks a busy page delayed are taken as soon
  // as it gets to run, as are those missed before the script started (`elapsed`).
  const startedAt = now() - Math.max(elapsed, 0);
  let taken = 0;
  const catchUp = () => {
    const due = Math.floor((now() - startedAt) / SPLASH.tick);
    if (due <= taken || counterFull) return;
    while (taken < due && !counterFull) {
      tick();
      taken += 1;
    }
    onProgress(progress);
    if (counterFull) {
      clearInterval(ticker);
      maybeFinish();
    }
  };

  catchUp();
  if (!counterFull) ticker = setInterval(catchUp, SPLASH.tick);

  assetsReady
    .catch(() => undefined)
    .then((readyAt) => {
      const since = typeof readyAt === 'number' ? Math.max(now() - readyAt, 0) : 0;
      timers.push(
        setTimeout(() => {
          assetsDone = true;
          maybeFinish();
        }, Math.max(SPLASH.extraWait - since, 0)),
      );
    });

  return () => {
    cancelled = true;
    clearInterval(ticker);
    timers.forEach(clearTimeout);
  };
}

/**
 * When an image finished loading (or failed), on the performance clock: from its resource timing
 * when it already had before this ran, else at its load or error event.
 */
export function imageReadyAt(image: HTMLImageElement): Promise<number> {
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

/** How long the splash has been on screen: CSS shows it from the page's first paint. */
export function timeOnScreen(): number {
  const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-paint');
  return firstPaint ? performance.now() - firstPaint.startTime : 0;
}

import { nextProgress, runSplash, SPLASH } from '@/lib/splash';

describe('splash counter', () => {
  it('steps by less than 15, never backwards, never past 100', () => {
    let value = 0;
    for (let i = 0; i < 500; i += 1) {
      const next = nextProgress(value);
      expect(next).toBeGreaterThanOrEqual(value);
      expect(next - value).toBeLessThan(15);
      expect(next).toBeLessThanOrEqual(100);
      value = next;
    }
    expect(value).toBe(100);
  });

  it.each([
    [0, 0, 0],
    [0, 0.5, 7],
    [0, 0.9999, 14],
    [90, 0.9999, 100],
    [100, 0.9, 100],
    [10, 1, 24],
  ])('from %d with random %d gives %d', (current, random, expected) => {
    expect(nextProgress(current, random)).toBe(expected);
  });
});

describe('splash timeline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ticks every 100 ms and ends 0.5 s after both the counter and images + 1 s are done', async () => {
    const progress: number[] = [];
    const onDone = jest.fn();
    runSplash({ onProgress: (value) => progress.push(value), onDone, assetsReady: Promise.resolve(), random: () => 0.9999 });
    await Promise.resolve();
    await Promise.resolve();

    jest.advanceTimersByTime(SPLASH.tick);
    expect(progress).toEqual([14]);
    jest.advanceTimersByTime(SPLASH.tick * 7);
    expect(progress).toEqual([14, 28, 42, 56, 70, 84, 98, 100]);
    // The counter is full at 800 ms, but the images' extra second ends at 1000 ms.
    jest.advanceTimersByTime(200 + SPLASH.holdBeforeFade - 1);
    expect(onDone).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('waits for slow images', async () => {
    let loaded: () => void = () => undefined;
    const onDone = jest.fn();
    runSplash({ onProgress: () => undefined, onDone, assetsReady: new Promise<void>((resolve) => (loaded = resolve)), random: () => 0.9999 });
    jest.advanceTimersByTime(5000);
    expect(onDone).not.toHaveBeenCalled();
    loaded();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(SPLASH.extraWait + SPLASH.holdBeforeFade);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('counts the time it was already on screen: missed ticks at once, then every 100 ms', async () => {
    const progress: number[] = [];
    const onDone = jest.fn();
    // Painted 350 ms before its script ran: three ticks are due.
    runSplash({ onProgress: (value) => progress.push(value), onDone, assetsReady: Promise.resolve(), random: () => 0.5, elapsed: 350 });
    expect(progress).toEqual([21]);
    jest.advanceTimersByTime(SPLASH.tick);
    expect(progress).toEqual([21, 28]);
  });

  it('follows the clock when a busy page delays its timer', () => {
    const progress: number[] = [];
    runSplash({ onProgress: (value) => progress.push(value), onDone: jest.fn(), assetsReady: Promise.resolve(), random: () => 0.5 });
    jest.advanceTimersByTime(SPLASH.tick);
    expect(progress).toEqual([7]);
    // The main thread was blocked for half a second: the next run takes the five ticks it owes.
    jest.setSystemTime(Date.now() + 500);
    jest.advanceTimersByTime(SPLASH.tick);
    expect(progress).toEqual([7, 49]);
  });

  it('ends without waiting on a counter that filled before its script ran, nor on images that loaded long ago', async () => {
    const progress: number[] = [];
    const onDone = jest.fn();
    const clock = 5000;
    runSplash({
      onProgress: (value) => progress.push(value),
      onDone,
      assetsReady: Promise.resolve(1200), // loaded at 1.2 s; it is now 5 s
      random: () => 0.9999,
      elapsed: 3000,
      now: () => clock,
    });
    expect(progress).toEqual([100]);
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(SPLASH.holdBeforeFade - 1);
    expect(onDone).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('gives images that loaded just before its script ran only the rest of their extra second', async () => {
    const onDone = jest.fn();
    runSplash({ onProgress: () => undefined, onDone, assetsReady: Promise.resolve(4600), random: () => 0.9999, elapsed: 2000, now: () => 5000 });
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    // 400 ms of the extra second had passed: 600 ms remain, then the 0.5 s hold.
    jest.advanceTimersByTime(600 + SPLASH.holdBeforeFade - 1);
    expect(onDone).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled', () => {
    const onProgress = jest.fn();
    const cancel = runSplash({ onProgress, onDone: jest.fn(), assetsReady: Promise.resolve() });
    cancel();
    jest.advanceTimersByTime(5000);
    expect(onProgress).not.toHaveBeenCalled();
  });
});

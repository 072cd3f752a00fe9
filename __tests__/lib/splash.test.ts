import { nextProgress, runSplash, SPLASH } from '@/lib/splash';

describe('splash counter', () => {
  it.each([
    [0, 0, 0],
    [0, 0.5, 7],
    [0, 0.9999, 14],
    [90, 0.9999, 100],
    [100, 0.9, 100],
    [10, 1, 24],
  ])('steps from %d with random %d to %d: less than 15, never backwards, never past 100', (current, random, expected) => {
    expect(nextProgress(current, random)).toBe(expected);
  });

  it('draws its own random step when given none', () => {
    expect(nextProgress(50)).toBeGreaterThanOrEqual(50);
    expect(nextProgress(50)).toBeLessThan(65);
  });
});

describe('splash timeline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settle = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };

  it('ticks every 100 ms and ends 0.5 s after both the counter and images + 1 s are done', async () => {
    const progress: number[] = [];
    const phases: string[] = [];
    runSplash(
      Promise.resolve(),
      ({ progress: value, phase }) => {
        if (phase === 'running') progress.push(value);
        else phases.push(phase);
      },
      () => 0.9999,
    );
    await settle();

    jest.advanceTimersByTime(SPLASH.tick);
    expect(progress).toEqual([14]);
    jest.advanceTimersByTime(SPLASH.tick * 7);
    expect(progress).toEqual([14, 28, 42, 56, 70, 84, 98, 100]);
    // The counter is full at 800 ms, but the images' extra second ends at 1000 ms.
    jest.advanceTimersByTime(200 + SPLASH.holdBeforeFade - 1);
    expect(phases).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(phases).toEqual(['fading']);
  });

  it('waits for slow images', async () => {
    let loaded: () => void = () => undefined;
    const phases: string[] = [];
    runSplash(
      new Promise<void>((resolve) => (loaded = resolve)),
      ({ phase }) => phases.push(phase),
      () => 0.9999,
    );
    jest.advanceTimersByTime(5000);
    expect(phases).not.toContain('fading');
    loaded();
    await settle();
    jest.advanceTimersByTime(SPLASH.extraWait + SPLASH.holdBeforeFade - 1);
    expect(phases).not.toContain('fading');
    jest.advanceTimersByTime(1);
    expect(phases).toContain('fading');
  });

  it('goes on when an image fails', async () => {
    const phases: string[] = [];
    runSplash(
      Promise.reject(new Error('broken image')),
      ({ phase }) => phases.push(phase),
      () => 0.9999,
    );
    await settle();
    await settle();
    jest.advanceTimersByTime(SPLASH.extraWait + SPLASH.holdBeforeFade);
    expect(phases).toContain('fading');
  });

  it('stops when cancelled', async () => {
    const onChange = jest.fn();
    const cancel = runSplash(Promise.resolve(), onChange);
    cancel();
    await settle();
    jest.advanceTimersByTime(5000);
    expect(onChange).not.toHaveBeenCalled();
  });
});

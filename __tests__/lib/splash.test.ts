import { nextProgress, planCount, runSplash, SPLASH } from '@/lib/splash';

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

describe('the count, drawn before it starts', () => {
  it('steps from 0 to 100, a value per tick, each step below 15', () => {
    expect(planCount(() => 0.9999)).toEqual([14, 28, 42, 56, 70, 84, 98, 100]);
    const counts = planCount();
    expect(counts.at(-1)).toBe(100);
    counts.forEach((count, tick) => expect(count - (counts[tick - 1] ?? 0)).toBeGreaterThanOrEqual(0));
    counts.forEach((count, tick) => expect(count - (counts[tick - 1] ?? 0)).toBeLessThan(15));
  });

  it('ends even when the random source is stuck at nothing', () => {
    expect(planCount(() => 0)).toHaveLength(1001);
    expect(planCount(() => 0).at(-1)).toBe(100);
  });
});

describe('splash timeline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settle = async () => {
    await Promise.resolve();
    await Promise.resolve();
  };

  it('fades 0.5 s after both the count (a tick per value) and the images + 1 s are done, and is gone 0.8 s later', async () => {
    const phases: string[] = [];
    runSplash(Promise.resolve(), 8, (phase) => phases.push(phase));
    await settle();
    // The count ends at 800 ms, but the images' extra second ends at 1000 ms.
    jest.advanceTimersByTime(SPLASH.extraWait + SPLASH.holdBeforeFade - 1);
    expect(phases).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(phases).toEqual(['fading']);
    jest.advanceTimersByTime(SPLASH.fade);
    expect(phases).toEqual(['fading', 'gone']);
  });

  it('waits for a long count', async () => {
    const phases: string[] = [];
    runSplash(Promise.resolve(), 20, (phase) => phases.push(phase));
    await settle();
    jest.advanceTimersByTime(20 * SPLASH.tick + SPLASH.holdBeforeFade - 1);
    expect(phases).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(phases).toEqual(['fading']);
  });

  it('waits for slow images', async () => {
    let loaded: () => void = () => undefined;
    const phases: string[] = [];
    runSplash(new Promise<void>((resolve) => (loaded = resolve)), 8, (phase) => phases.push(phase));
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
    runSplash(Promise.reject(new Error('broken image')), 8, (phase) => phases.push(phase));
    await settle();
    await settle();
    jest.advanceTimersByTime(SPLASH.extraWait + SPLASH.holdBeforeFade);
    expect(phases).toContain('fading');
  });

  it('stops when cancelled', async () => {
    const onPhase = jest.fn();
    const cancel = runSplash(Promise.resolve(), 8, onPhase);
    cancel();
    await settle();
    jest.advanceTimersByTime(5000);
    expect(onPhase).not.toHaveBeenCalled();
  });
});

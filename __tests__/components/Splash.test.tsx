import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { SplashCounter } from '@/components/home/SplashCounter';
import { SPLASH, SPLASH_UP } from '@/lib/splash';
import { setMedia } from '../media';

const setReducedMotion = (reduce: boolean) => setMedia((query) => reduce && query.includes('reduce'));

// Lets the image wait (a resolved promise: no preloaded image here) settle, then moves the clock.
const advance = async (ms: number) => {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
  act(() => jest.advanceTimersByTime(ms));
};

/**
 * jsdom has no Web Animations: this records each animation the splash starts, and shows what a visitor sees at a given
 * time by applying the keyframe each animation holds then (a keyframe per tick, held until the next).
 */
function recordAnimations() {
  const played: { element: HTMLElement; keyframes: (Keyframe & { transform: string })[]; duration: number }[] = [];
  Element.prototype.animate = function (this: HTMLElement, keyframes, options) {
    played.push({
      element: this,
      keyframes: keyframes as (Keyframe & { transform: string })[],
      duration: (options as KeyframeAnimationOptions).duration as number,
    });
    return {} as Animation;
  };
  const at = (ms: number) => {
    for (const { element, keyframes, duration } of played) {
      element.style.transform = keyframes.filter((keyframe) => keyframe.offset! * duration <= ms).at(-1)!.transform;
    }
  };
  return { played, at };
}

/** The count as shown: each place's strip moved up to one of its lines (a line per glyph), then the percent sign. */
function shownCount(splash: HTMLElement) {
  const places = Array.from(splash.querySelector('.splash-count')!.children) as HTMLElement[];
  return places
    .map((place) => {
      const strip = place.firstElementChild as HTMLElement | null;
      if (!strip) return place.textContent;
      const lines = strip.textContent!.split('\n');
      const percent = Number(/translateY\((-?[\d.]+)%\)/.exec(strip.style.transform)![1]);
      return lines[Math.round((-percent / 100) * lines.length)].trim();
    })
    .join('');
}

describe('SplashCounter', () => {
  let animations: ReturnType<typeof recordAnimations>;
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.9999);
    sessionStorage.clear();
    document.documentElement.className = 'js';
    setReducedMotion(false);
    animations = recordAnimations();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('on the first visit of the session counts to 100%, the bar with it, fades and leaves, and marks itself seen', async () => {
    render(<SplashCounter mark="RM" label="Carregando" />);
    expect(sessionStorage.getItem('splash-seen')).toBe('1');
    const splash = screen.getByTestId('splash');
    const bar = splash.querySelector<HTMLElement>('.splash-bar > span')!;
    expect(shownCount(splash)).toBe('0%');
    expect(bar.style.transform).toBe('scaleX(0)');
    // A step below 15 each tick (Math.random is 0.9999 here: 14 a tick).
    for (const [ms, shown, width] of [
      [SPLASH.tick - 1, '0%', 'scaleX(0)'],
      [SPLASH.tick, '14%', 'scaleX(0.14)'],
      [SPLASH.tick * 3, '42%', 'scaleX(0.42)'],
      [SPLASH.tick * 7, '98%', 'scaleX(0.98)'],
      [SPLASH.tick * 8, '100%', 'scaleX(1)'],
      [SPLASH.tick * 20, '100%', 'scaleX(1)'],
    ] as const) {
      animations.at(ms);
      expect({ ms, shown: shownCount(splash), width: bar.style.transform }).toEqual({ ms, shown, width });
    }
    // No picture to wait for: the fade starts extraWait + holdBeforeFade after the start.
    await advance(SPLASH.extraWait + SPLASH.holdBeforeFade - 1);
    expect(splash).toHaveAttribute('data-phase', 'running');
    await advance(1);
    expect(splash).toHaveAttribute('data-phase', 'fading');
    await advance(SPLASH.fade - 1);
    expect(splash).toHaveAttribute('data-phase', 'fading');
    await advance(1);
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  });

  // Ten ticks a second, each by script, woke a phone's main thread for a style, layout, paint and commit each time, for
  // the whole count (docs/quality.md): the count is played by animations of transforms, which the compositor runs.
  it('counts with no script per tick: the count and the bar are played as held steps, React commits only the fade and the removal', async () => {
    const commits: string[] = [];
    render(
      <Profiler id="splash" onRender={(_, phase) => commits.push(phase)}>
        <SplashCounter mark="RM" label="Carregando" />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    const splash = screen.getByTestId('splash');
    // The three digit places and the bar, each one animation of the whole count: eight ticks here, a keyframe each, held.
    expect(animations.played.map(({ element }) => element)).toEqual([
      ...Array.from(splash.querySelectorAll('.splash-count > span > span')),
      splash.querySelector('.splash-bar > span'),
    ]);
    for (const { keyframes, duration } of animations.played) {
      expect(duration).toBe(SPLASH.tick * 8);
      expect(keyframes).toHaveLength(9);
      expect(new Set(keyframes.map((keyframe) => keyframe.easing))).toEqual(new Set(['step-end']));
    }
    // While it counts, nothing ticks by script, and the page under it plays no reveal (GlobalStyle).
    await advance(SPLASH.tick * 3);
    expect(jest.getTimerCount()).toBeLessThanOrEqual(2);
    expect(document.documentElement).toHaveClass(SPLASH_UP);
    expect(commits).toEqual(['mount']);
    // From the fade on, it does.
    await advance(SPLASH.extraWait + SPLASH.holdBeforeFade - SPLASH.tick * 3);
    expect(splash).toHaveAttribute('data-phase', 'fading');
    expect(document.documentElement).not.toHaveClass(SPLASH_UP);
    expect(commits).toEqual(['mount', 'update']);
    await advance(SPLASH.fade);
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(commits).toEqual(['mount', 'update', 'update']);
  });

  it.each([
    ['already seen in this session', () => document.documentElement.classList.add('splash-seen')],
    ['reduced motion', () => setReducedMotion(true)],
  ])('does not run when %s', async (_, arrange) => {
    arrange();
    render(<SplashCounter mark="RM" label="Carregando" />);
    await advance(10_000);
    expect(animations.played).toEqual([]);
    expect(shownCount(screen.getByTestId('splash'))).toBe('0%');
    expect(screen.getByTestId('splash')).toHaveAttribute('data-phase', 'running');
    expect(document.documentElement).not.toHaveClass(SPLASH_UP);
  });
});

import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { SplashCounter } from '@/components/home/SplashCounter';
import { SPLASH, SPLASH_UP } from '@/lib/splash';

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce') })) as unknown as typeof window.matchMedia;
}

// Lets the image wait (a resolved promise: no preloaded image here) settle, then moves the clock.
const advance = async (ms: number) => {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
  act(() => jest.advanceTimersByTime(ms));
};

describe('SplashCounter', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(Math, 'random').mockReturnValue(0.9999);
    sessionStorage.clear();
    document.documentElement.className = 'js';
    setReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('on the first visit of the session counts to 100%, fades and leaves, and marks itself seen', async () => {
    render(<SplashCounter mark="RM" label="Carregando" />);
    expect(sessionStorage.getItem('splash-seen')).toBe('1');
    const splash = screen.getByTestId('splash');
    expect(splash).toHaveTextContent('0%');
    await advance(SPLASH.tick);
    expect(splash).toHaveTextContent('14%');
    await advance(SPLASH.extraWait + SPLASH.holdBeforeFade);
    expect(splash).toHaveTextContent('100%');
    expect(splash).toHaveAttribute('data-phase', 'fading');
    await advance(SPLASH.fade - 1);
    expect(splash).toHaveAttribute('data-phase', 'fading');
    await advance(1);
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  });

  // Ten ticks a second: each writes its digits and the bar in place. A React render per tick, and a transition of
  // the bar between ticks, kept a phone busy for the whole count (docs/quality.md).
  it('ticks without a React render: the count and the bar move in place, React commits only the fade and the removal', async () => {
    const commits: string[] = [];
    render(
      <Profiler id="splash" onRender={(_, phase) => commits.push(phase)}>
        <SplashCounter mark="RM" label="Carregando" />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    const splash = screen.getByTestId('splash');
    const bar = splash.querySelector<HTMLElement>('.splash-bar > span')!;
    await advance(SPLASH.tick * 3);
    expect(splash).toHaveTextContent('42%');
    expect(bar.style.transform).toBe('scaleX(0.42)');
    // While it counts, the page under it plays no reveal (GlobalStyle); from the fade on, it does.
    expect(document.documentElement).toHaveClass(SPLASH_UP);
    await advance(SPLASH.tick * 5);
    expect(splash).toHaveTextContent('100%');
    expect(bar.style.transform).toBe('scaleX(1)');
    expect(commits).toEqual(['mount']);
    // No picture to wait for: the fade starts extraWait + holdBeforeFade after the start, eight ticks ago.
    await advance(SPLASH.extraWait + SPLASH.holdBeforeFade - SPLASH.tick * 8);
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
    expect(screen.getByTestId('splash')).toHaveTextContent('0%');
    expect(screen.getByTestId('splash')).toHaveAttribute('data-phase', 'running');
    expect(document.documentElement).not.toHaveClass(SPLASH_UP);
  });
});

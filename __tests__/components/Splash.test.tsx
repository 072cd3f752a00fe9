import { act, render, screen } from '@testing-library/react';
import { SplashCounter } from '@/components/home/SplashCounter';
import { SPLASH } from '@/lib/splash';

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

  it.each([
    ['already seen in this session', () => document.documentElement.classList.add('splash-seen')],
    ['reduced motion', () => setReducedMotion(true)],
  ])('does not run when %s', async (_, arrange) => {
    arrange();
    render(<SplashCounter mark="RM" label="Carregando" />);
    await advance(10_000);
    expect(screen.getByTestId('splash')).toHaveTextContent('0%');
    expect(screen.getByTestId('splash')).toHaveAttribute('data-phase', 'running');
  });
});

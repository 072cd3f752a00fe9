import { Profiler } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { CyclingWords } from '@/components/partnership/CyclingWords';
import { HowItWorks } from '@/components/partnership/HowItWorks';
import { StickyBar } from '@/components/partnership/StickyBar';
import { partnershipCopy as t, partnershipMessages as copy } from '../partnershipCopy';
import { CHAT } from '../partnershipFixture';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('HowItWorks', () => {
  it('shows steps 01 to 03 while step 04 is switched off', () => {
    render(<HowItWorks t={t} showStepFour={false} />);
    const steps = within(screen.getAllByRole('list')[0]).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(copy.steps.items.slice(0, 3).map((step) => step.title));
    expect(screen.queryByText(copy.steps.items[3].title)).not.toBeInTheDocument();
  });

  it('adds step 04, the resale, when switched on', () => {
    render(<HowItWorks t={t} showStepFour />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('heading', { name: copy.steps.items[3].title })).toBeInTheDocument();
    expect(screen.getByText('04')).toBeInTheDocument();
  });
});

describe('CyclingWords', () => {
  afterEach(() => jest.useRealTimers());

  it('starts with the first phrase and swaps it over time', () => {
    jest.useFakeTimers();
    mockReducedMotion(false);
    render(<CyclingWords words={['Sites em até 48h', 'Landings em até 48h']} />);
    expect(screen.getByText('Sites em até 48h').parentElement).toHaveAttribute('aria-live', 'off');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('Landings em até 48h')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('Sites em até 48h')).toBeInTheDocument();
  });

  // Every 2.8 s while the hero is seen: a React render for each swap cost a phone two long tasks (docs/quality.md).
  it('swaps the phrase in place, rising into it, without a React render', () => {
    jest.useFakeTimers();
    mockReducedMotion(false);
    const animate = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    try {
      const commits: string[] = [];
      render(
        <Profiler id="words" onRender={(_, phase) => commits.push(phase)}>
          <CyclingWords words={['Sites em até 48h', 'Landings em até 48h']} />
        </Profiler>,
      );
      act(() => jest.advanceTimersByTime(3000 * 3));
      expect(screen.getByText('Landings em até 48h')).toBeInTheDocument();
      expect(animate).toHaveBeenCalledTimes(3);
      expect(commits).toEqual(['mount']);
    } finally {
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    }
  });

  it('waits while the headline is off screen and swaps once it is seen', () => {
    jest.useFakeTimers();
    mockReducedMotion(false);
    // Where RevealObserver can watch, it marks the phrase data-playing while on screen.
    Object.defineProperty(window, 'IntersectionObserver', { value: jest.fn(), configurable: true });
    try {
      render(<CyclingWords words={['Sites em até 48h', 'Landings em até 48h']} />);
      const phrase = screen.getByText('Sites em até 48h').parentElement!;
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.getByText('Sites em até 48h')).toBeInTheDocument();
      phrase.setAttribute('data-playing', '');
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.getByText('Landings em até 48h')).toBeInTheDocument();
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('stays still for visitors who prefer reduced motion', () => {
    jest.useFakeTimers();
    mockReducedMotion(true);
    render(<CyclingWords words={['Sites em até 48h', 'Landings em até 48h']} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Sites em até 48h')).toBeInTheDocument();
  });
});

describe('StickyBar', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });

  it('is hidden and inert at the top, and shown past 420 px of scroll', () => {
    render(<StickyBar chat={CHAT} label="Reservar um piloto" text={copy.sticky.text} cta={copy.sticky.cta} busyLabel={copy.chat.busy} />);
    const bar = screen.getByText(copy.sticky.text).parentElement as HTMLElement;
    expect(bar).toHaveAttribute('inert');
    expect(bar).toHaveAttribute('data-shown', 'false');
    scrollTo(420);
    expect(bar).toHaveAttribute('data-shown', 'false');
    scrollTo(421);
    expect(bar).not.toHaveAttribute('inert');
    expect(bar).toHaveAttribute('data-shown', 'true');
    expect(screen.getByRole('complementary', { name: 'Reservar um piloto' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.sticky.cta })).toBeInTheDocument();
    scrollTo(0);
    expect(bar).toHaveAttribute('inert');
  });

  it('steps aside for the footer, but not while the keyboard is on its button', () => {
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    Object.defineProperty(window, 'IntersectionObserver', {
      value: jest.fn((callback) => ((report = callback), { observe: jest.fn(), disconnect: jest.fn() })),
      configurable: true,
    });
    try {
      render(
        <>
          <StickyBar chat={CHAT} label="Reservar um piloto" text={copy.sticky.text} cta={copy.sticky.cta} busyLabel={copy.chat.busy} />
          <footer>
            <a href="/privacidade">Privacidade</a>
          </footer>
        </>,
      );
      const bar = screen.getByText(copy.sticky.text).parentElement as HTMLElement;
      const footerSeen = (isIntersecting: boolean) => act(() => report([{ isIntersecting }]));
      scrollTo(421);
      act(() => screen.getByRole('link', { name: copy.sticky.cta }).focus());
      footerSeen(true);
      expect([bar.getAttribute('data-shown'), bar.hasAttribute('inert')]).toEqual(['true', false]);
      act(() => screen.getByRole('link', { name: 'Privacidade' }).focus());
      expect([bar.getAttribute('data-shown'), bar.hasAttribute('inert')]).toEqual(['false', true]);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});

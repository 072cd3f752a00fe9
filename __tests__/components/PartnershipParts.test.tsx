import { act, render, screen, within } from '@testing-library/react';
import { CyclingWords } from '@/components/partnership/CyclingWords';
import { HowItWorks } from '@/components/partnership/HowItWorks';
import { StickyBar } from '@/components/partnership/StickyBar';
import { partnershipCopy as t, partnershipMessages as copy } from '../partnershipCopy';
import { CHAT } from '../partnershipFixture';

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
  // A swap written by script every 2.8 s, even in place, cost a phone a timer, a style, a layout of the headline and a
  // paint (long tasks that kept Lighthouse from ever finding the page idle): CSS plays the phrases (CyclingWordsStyle).
  it('writes every phrase in the HTML, a slot apart, the first one the headline, with no script of its own', () => {
    jest.useFakeTimers();
    try {
      render(<CyclingWords words={['Sites em até 48h', 'Landings em até 48h', 'Lojas em até 48h']} />);
      const phrases = screen.getAllByText(/em até 48h$/);
      expect(phrases.map((phrase) => [phrase.textContent, phrase.getAttribute('aria-hidden'), phrase.style.animationDelay])).toEqual([
        ['Sites em até 48h', null, '-0.5s'],
        ['Landings em até 48h', 'true', '2.3s'],
        ['Lojas em até 48h', 'true', '5.1s'],
      ]);
      expect(phrases[0].parentElement).toHaveAttribute('data-play-in-view', '');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
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

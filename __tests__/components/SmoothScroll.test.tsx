import { act, render } from '@testing-library/react';
import { SmoothScroll } from '@/components/home/SmoothScroll';
import { goToSection, smoothScrolling } from '@/components/motion/scroll';
import { setMedia } from '../media';

const lenis = { destroy: jest.fn(), resize: jest.fn(), scrollTo: jest.fn(), stop: jest.fn(), start: jest.fn() };
const Lenis = jest.fn(() => lenis);
jest.mock('lenis', () => ({
  __esModule: true,
  // A constructor, as Lenis is: `new` on it gives the recorded instance.
  default: function FakeLenis() {
    return Lenis();
  },
}));

/** A visitor's screen: motion welcome or not, a mouse (fine pointer) or a finger. */
function visitor({ reduce, mouse }: { reduce: boolean; mouse: boolean }) {
  setMedia((query) => (query.includes('reduce') ? reduce : query.includes('pointer: fine') ? mouse : false));
}

/** Lets the dynamic import of lenis settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the home page scrolling', () => {
  beforeEach(() => {
    Lenis.mockClear();
    document.body.innerHTML = '';
  });

  it.each([
    ['motion welcome, a mouse', 'on', { reduce: false, mouse: true }],
    ['reduced motion, a mouse', 'off', { reduce: true, mouse: true }],
    ['motion welcome, a finger', 'off', { reduce: false, mouse: false }],
    ['reduced motion, a finger', 'off', { reduce: true, mouse: false }],
  ])('%s: inertial scroll %s', async (_, state, screen) => {
    const inertial = state === 'on';
    visitor(screen);
    const { unmount } = render(<SmoothScroll homePath="/" />);
    await settle();
    expect(Lenis).toHaveBeenCalledTimes(inertial ? 1 : 0);
    expect(smoothScrolling()).toBe(inertial);
    unmount();
  });

  it.each([
    [true, 'auto'],
    [false, 'smooth'],
  ])('a section link with reduced motion %s jumps or glides: behaviour %s', (reduce, behavior) => {
    visitor({ reduce, mouse: false });
    const section = document.createElement('section');
    section.id = 'contact';
    section.scrollIntoView = jest.fn();
    document.body.append(section);
    expect(goToSection('contact')).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior, block: 'start' });
  });
});

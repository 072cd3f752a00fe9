import { HASH_SCROLL, scheduleHashScroll } from '@/lib/hashScroll';

describe('scroll to the hash section on arrival', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits about 300 ms before the first look', () => {
    const element = {} as Element;
    const scroll = jest.fn();
    scheduleHashScroll('#contact', { find: () => element, scroll });
    jest.advanceTimersByTime(HASH_SCROLL.delay - 1);
    expect(scroll).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledWith(element);
  });

  it('retries every 100 ms until the section exists', () => {
    const element = {} as Element;
    let lookups = 0;
    const find = jest.fn((id: string) => (id === 'journal' && ++lookups === 4 ? element : null));
    const scroll = jest.fn();
    scheduleHashScroll('#journal', { find, scroll });
    jest.advanceTimersByTime(300 + 100 * 2);
    expect(scroll).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(find).toHaveBeenCalledTimes(4);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('gives up after 50 retries', () => {
    const find = jest.fn(() => null);
    scheduleHashScroll('#missing', { find, scroll: jest.fn() });
    jest.advanceTimersByTime(300 + 100 * 200);
    expect(find).toHaveBeenCalledTimes(1 + HASH_SCROLL.retries);
  });

  it('does nothing without a hash, and can be cancelled', () => {
    const find = jest.fn(() => null);
    scheduleHashScroll('', { find, scroll: jest.fn() });
    const cancel = scheduleHashScroll('#about', { find, scroll: jest.fn() });
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(find).not.toHaveBeenCalled();
  });
});

import { once } from '@/lib/once';

describe('once', () => {
  it('makes nothing until first asked, then keeps what it made', () => {
    const make = jest.fn(() => ({ made: true }));
    const value = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it.each([undefined, null, 0, '', false])('keeps %p too, without making it again', (made) => {
    const make = jest.fn(() => made);
    const value = once(make);
    expect([value(), value()]).toEqual([made, made]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

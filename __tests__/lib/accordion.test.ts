import { toggleOpen } from '@/lib/accordion';

describe('toggleOpen (services accordion)', () => {
  it.each([
    ['opens a card when none is open', null, 'premium-websites', 'premium-websites'],
    ['switches to another card', 'premium-websites', 'seo-architecture', 'seo-architecture'],
    ['collapses the open card when clicked again', 'seo-architecture', 'seo-architecture', null],
  ] as const)('%s', (_, open, clicked, expected) => {
    expect(toggleOpen<string>(open, clicked)).toBe(expected);
  });

  it('keeps at most one card open over a sequence of clicks', () => {
    const clicks = ['a', 'b', 'b', 'c', 'a'];
    const states = clicks.reduce<(string | null)[]>((acc, id) => [...acc, toggleOpen(acc[acc.length - 1], id)], [null]);
    expect(states).toEqual([null, 'a', 'b', null, 'c', 'a']);
  });
});

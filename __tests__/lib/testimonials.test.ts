import { COLUMN_DURATIONS, toColumns } from '@/lib/data/testimonials';

describe('testimonial columns', () => {
  it.each([
    [
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
      3,
      [
        [1, 2, 3],
        [4, 5, 6],
        [7, 8, 9],
      ],
    ],
    [[1, 2, 3, 4], 3, [[1, 2], [3, 4], []]],
    [[1, 2, 3], 1, [[1, 2, 3]]],
  ])('splits %p into %p columns', (items, count, expected) => {
    expect(toColumns(items, count)).toEqual(expected);
  });

  it('scrolls the columns in 15, 19 and 17 seconds', () => {
    expect(COLUMN_DURATIONS).toEqual([15, 19, 17]);
  });
});

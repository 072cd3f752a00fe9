import { COLUMN_DURATIONS, testimonials, toColumns } from '@/lib/data/testimonials';

describe('testimonial columns', () => {
  it('splits nine testimonials into three columns of three', () => {
    const columns = toColumns(testimonials);
    expect(columns.map((column) => column.length)).toEqual([3, 3, 3]);
    expect(columns.flat()).toEqual([...testimonials]);
  });

  it.each([
    [[1, 2, 3, 4], 3, [[1, 2], [3, 4], []]],
    [[1, 2, 3], 1, [[1, 2, 3]]],
  ])('splits %p into %p columns', (items, count, expected) => {
    expect(toColumns(items, count)).toEqual(expected);
  });

  it('scrolls the columns in 15, 19 and 17 seconds', () => {
    expect(COLUMN_DURATIONS).toEqual([15, 19, 17]);
  });
});

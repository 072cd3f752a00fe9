// The testimonials themselves are content (content/testimonials, read by lib/owner.ts); their wall's motion is code.

/** Scroll duration of each column, in seconds. */
export const COLUMN_DURATIONS = [15, 19, 17] as const;

/** Splits the list into `count` columns of consecutive items: [0,1,2], [3,4,5], [6,7,8]. */
export function toColumns<T>(items: readonly T[], count: number = COLUMN_DURATIONS.length): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size));
}

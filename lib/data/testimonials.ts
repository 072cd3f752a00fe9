export type Testimonial = {
  id: string;
  name: string;
  /** 128 x 128 portrait. */
  image: string;
};

/** Nine clients, three per column; their words and roles live in the dictionaries under Testimonials.items. */
export const testimonials: readonly Testimonial[] = [
  { id: 'lucas', name: 'Lucas Ferraz', image: '/images/avatars/avatar-2.webp' },
  { id: 'sophie', name: 'Sophie Laurent', image: '/images/avatars/avatar-5.webp' },
  { id: 'camila', name: 'Camila Duarte', image: '/images/avatars/avatar-3.webp' },
  { id: 'daniel', name: 'Daniel Okafor', image: '/images/avatars/avatar-6.webp' },
  { id: 'thomas', name: 'Thomas Becker', image: '/images/avatars/avatar-4.webp' },
  { id: 'amira', name: 'Amira Haddad', image: '/images/avatars/avatar-7.webp' },
  { id: 'rodrigo', name: 'Rodrigo Tavares', image: '/images/avatars/avatar-8.webp' },
  { id: 'beatriz', name: 'Beatriz Nogueira', image: '/images/avatars/avatar-9.webp' },
  { id: 'marina', name: 'Marina Albuquerque', image: '/images/avatars/avatar-1.webp' },
];

/** Scroll duration of each column, in seconds. */
export const COLUMN_DURATIONS = [15, 19, 17] as const;

/** Splits the list into `count` columns of consecutive items: [0,1,2], [3,4,5], [6,7,8]. */
export function toColumns<T>(items: readonly T[], count: number = COLUMN_DURATIONS.length): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size));
}

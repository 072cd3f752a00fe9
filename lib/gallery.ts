export const GALLERY_FILTERS = ['all', 'paris', 'dubai', 'studio', 'outdoor'] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];
export type GalleryCategory = Exclude<GalleryFilter, 'all'>;

/** The items of a category, in their original order; 'all' keeps every item. */
export function filterGallery<T extends { category: GalleryCategory }>(items: readonly T[], filter: GalleryFilter): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}

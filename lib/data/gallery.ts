import type { GalleryCategory } from '@/lib/gallery';

export type GalleryItem = { id: string; src: string; category: GalleryCategory };

/** Six photographs (3:2); their descriptions live in the dictionaries under Gallery.items. */
export const galleryItems: readonly GalleryItem[] = [
  { id: 'paris-1', src: '/images/gallery/paris-1-800.webp', category: 'paris' },
  { id: 'dubai-1', src: '/images/gallery/dubai-1-800.webp', category: 'dubai' },
  { id: 'studio-1', src: '/images/gallery/studio-1-800.webp', category: 'studio' },
  { id: 'paris-2', src: '/images/gallery/paris-2-800.webp', category: 'paris' },
  { id: 'outdoor-1', src: '/images/gallery/outdoor-1-800.webp', category: 'outdoor' },
  { id: 'dubai-2', src: '/images/gallery/dubai-2-800.webp', category: 'dubai' },
];

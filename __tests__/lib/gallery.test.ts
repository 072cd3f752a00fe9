import { galleryItems } from '@/lib/data/gallery';
import { filterGallery, GALLERY_FILTERS } from '@/lib/gallery';

describe('filterGallery', () => {
  it('has the five filters of the specification, All first', () => {
    expect(GALLERY_FILTERS).toEqual(['all', 'paris', 'dubai', 'studio', 'outdoor']);
  });

  it.each([
    ['all', ['paris-1', 'dubai-1', 'studio-1', 'paris-2', 'outdoor-1', 'dubai-2']],
    ['paris', ['paris-1', 'paris-2']],
    ['dubai', ['dubai-1', 'dubai-2']],
    ['studio', ['studio-1']],
    ['outdoor', ['outdoor-1']],
  ] as const)('%s keeps %p in order', (filter, ids) => {
    expect(filterGallery(galleryItems, filter).map((item) => item.id)).toEqual(ids);
  });

  it('returns a new list for all, leaving the data untouched', () => {
    const all = filterGallery(galleryItems, 'all');
    expect(all).not.toBe(galleryItems);
    expect(all).toHaveLength(6);
  });
});

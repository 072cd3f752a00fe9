/** @jest-environment node */
import { join } from 'node:path';
import { figureCache } from '@/lib/figures';
import { smallestSource } from '@/lib/figures';
import { inlinePreview, sourceFile } from '@/lib/inlinePreview';
import { getProjects } from '@/lib/projects';

describe('smallestSource and sourceFile', () => {
  it.each([
    [
      '/images/projects/a-400.webp 400w, /images/projects/a-800.webp 800w',
      '/images/projects/a-400.webp',
      join('/site', 'public', 'images/projects/a-400.webp'),
    ],
    ['/figures/b-1a2b-400.webp 400w, /figures/b-1a2b-1200.webp 1200w', '/figures/b-1a2b-400.webp', join(figureCache(), 'b-1a2b-400.webp')],
  ])('%s', (srcSet, smallest, file) => {
    expect(smallestSource({ srcSet })).toBe(smallest);
    expect(sourceFile(smallest, '/site')).toBe(file);
  });
});

describe('inlinePreview', () => {
  // Chrome ignores as the largest paint a picture under 0.05 bit per displayed pixel; the case index's
  // first card is at most 400 x 300 CSS px. The copy is in the page twice (its HTML and React's payload).
  it('makes each cover a WebP between 750 B and 3 KB', async () => {
    for (const { id, cover } of await getProjects({ locale: 'pt' })) {
      const url = await inlinePreview(cover);
      expect(url).toMatch(/^data:image\/webp;base64,/);
      const bytes = Buffer.from(url.split(',')[1], 'base64').length;
      expect([id, bytes >= (0.05 * 400 * 300) / 8, bytes <= 3000]).toEqual([id, true, true]);
    }
  });
});

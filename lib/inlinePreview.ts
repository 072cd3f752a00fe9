import { join } from 'node:path';
import sharp from 'sharp';
import { FIGURE_PATH, figureCache, smallestSource, type ResponsiveImage } from './figures';
import { kept } from './once';

// The first picture of a page whose first screen it fills (the case index) travels inside the page as
// a coarse copy, painted with the text: a separate file would come one round trip after the document,
// 0.56 s on a slow phone. The picture's own file then replaces it at the same size.

/**
 * WebP quality of the copy: about 1.5 KB for a 400 px screenshot, above the 0.05 bit per displayed pixel
 * under which Chrome takes a picture for a placeholder and waits for the next one as the largest paint.
 */
const PREVIEW_QUALITY = 10;

/** Where the build finds a picture's file: the figure cache for made pictures, public/ for drawn ones. */
export function sourceFile(url: string, root: string = process.cwd()): string {
  return url.startsWith(FIGURE_PATH) ? join(figureCache(), url.slice(FIGURE_PATH.length)) : join(root, 'public', url);
}

const previews = new Map<string, Promise<string>>();

/** The picture's narrowest file as a small WebP `data:` URL. */
export function inlinePreview(image: Pick<ResponsiveImage, 'srcSet'>): Promise<string> {
  const file = sourceFile(smallestSource(image));
  // Once per file a build: made before the pages render (lib/routes.ts, contentReady), read by the page.
  return kept(previews, file, async () => {
    const bytes = await sharp(file).webp({ quality: PREVIEW_QUALITY, effort: 6 }).toBuffer();
    return `data:image/webp;base64,${bytes.toString('base64')}`;
  });
}

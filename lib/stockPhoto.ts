/** Hosts whose photos take the sizing parameters below (the stock-photo loader of the original design). */
export const STOCK_HOSTS = ['images.pexels.com'] as const;

export const STOCK_PARAMS = { auto: 'compress', cs: 'tinysrgb', w: 800, h: 600, dpr: 1, fit: 'crop' } as const;
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

const LOCAL_SIZED = /^(\/.+)-(\d+)\.(webp|avif|jpe?g|png)$/;

export function isStockPhoto(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && (STOCK_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

/** A stock photo at a width, keeping the 4:3 crop of the default 800 x 600. */
export function stockPhotoUrl(src: string, width: number = STOCK_PARAMS.w): string {
  const url = new URL(src);
  const height = Math.round((width * STOCK_PARAMS.h) / STOCK_PARAMS.w);
  const params: Record<string, string> = { ...stringify(STOCK_PARAMS), w: String(width), h: String(height) };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function stringify(record: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, String(value)]));
}

export type ImageSources = { src: string; srcSet?: string };

/**
 * The src and srcset of an image: stock photos get the loader's parameters at 400/800/1200 px;
 * a local file named like '/images/x-800.webp' gets its -400/-800/-1200 siblings; anything else passes through.
 */
export function imageSources(src: string, widths: readonly number[] = IMAGE_WIDTHS): ImageSources {
  if (isStockPhoto(src)) {
    return { src: stockPhotoUrl(src), srcSet: widths.map((w) => `${stockPhotoUrl(src, w)} ${w}w`).join(', ') };
  }
  const local = LOCAL_SIZED.exec(src);
  if (local) {
    const [, base, , ext] = local;
    return { src, srcSet: widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ') };
  }
  return { src };
}

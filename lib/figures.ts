import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, extname, join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { pictureAddressProblem } from './content/body';
import { slug } from './slug.mjs';
import { IMAGE_WIDTHS } from './stockPhoto';

// Pictures an author writes as PNG, JPEG or WebP (an article's figures, a case study's uploaded screens):
// the build makes their responsive files once, with sharp, into a cache; scripts/figures.mjs copies the
// used ones into the export.

/** A source image larger than this stops the build: export it smaller (the site makes 1200 px at most). */
export const FIGURE_MAX_BYTES = 4 * 1024 * 1024;
/** Where the variants live between builds (gitignored); scripts/figures.mjs copies the used ones into the export. */
export const figureCache = () => resolve(process.env.FIGURE_CACHE || join(process.cwd(), '.cache', 'figures'));
export const FIGURE_PATH = '/figures/';

/** What the build made of one source file: its size, the widths made (never wider than it) and each format's bytes. */
export type Figure = { name: string; width: number; height: number; widths: number[]; bytes: { webp: number; avif: number } };

/**
 * The one shape a picture of a page takes, whoever made its files (the drawing scripts or this build):
 * the middle file, every width as a srcset, and the size of the picture, so the page never shifts.
 */
export type ResponsiveImage = { src: string; srcSet: string; width: number; height: number };

const sources = (image: Pick<ResponsiveImage, 'srcSet'>): string[] => image.srcSet.split(', ').map((entry) => entry.split(' ')[0]);

/** The widest file of a picture's srcset: what a full-screen viewer or a search engine is given. */
export const largestSource = (image: Pick<ResponsiveImage, 'srcSet'>): string => sources(image).pop()!;

/** The narrowest file of a picture's srcset (the 400 px one). */
export const smallestSource = (image: Pick<ResponsiveImage, 'srcSet'>): string => sources(image)[0];

/** The file an image address points at: `./images/x.png` beside the content, `/images/x.png` under public/. */
export function imageFile(src: string, dir: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return null;
  const path = decodeURI(src.split(/[?#]/)[0]);
  return path.startsWith('/') ? join(process.cwd(), 'public', path) : join(dir, path);
}

/** What is wrong with a source picture, or null: where it lives, its type and its size. `named` opens the message. */
export function imageFileProblem(src: string, dir: string, named: string): string | null {
  const path = imageFile(src, dir);
  const address = pictureAddressProblem(src, named);
  if (!path || address) return address;
  if (!existsSync(path) || !statSync(path).isFile()) return `${named}: there is no file ${relative(process.cwd(), path) || path}`;
  const { size } = statSync(path);
  if (size > FIGURE_MAX_BYTES)
    return `${named} is ${(size / 1024 / 1024).toFixed(1)} MB, over the ${FIGURE_MAX_BYTES / 1024 / 1024} MB limit: export it smaller`;
  return null;
}

type Made = Omit<Figure, 'name'>;

/** Writes a file under a temporary name first: another build worker may be making the same picture. */
async function put(path: string, data: string | Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

/** WebP and AVIF at 400, 800 and 1200 px (never wider than the file), then `<name>.json`, which marks them made. */
async function make(source: Buffer, name: string): Promise<Made> {
  const cache = figureCache();
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const widths: number[] = IMAGE_WIDTHS.filter((size) => size <= width);
  if (!widths.length) widths.push(width);
  const bytes = { webp: 0, avif: 0 };
  await mkdir(cache, { recursive: true });
  for (const size of widths) {
    const resized = sharp(source).resize({ width: size });
    const webp = await resized.clone().webp({ quality: 78 }).toBuffer();
    const avif = await resized.clone().avif({ quality: 52 }).toBuffer();
    await put(join(cache, `${name}-${size}.webp`), webp);
    await put(join(cache, `${name}-${size}.avif`), avif);
    bytes.webp += webp.length;
    bytes.avif += avif.length;
  }
  const made = { width, height, widths, bytes };
  await put(join(cache, `${name}.json`), JSON.stringify(made));
  return made;
}

/**
 * `npm run dev` serves public/ only: there the variants a page uses are copied into public/figures
 * (gitignored). A build clears that folder in its export and copies exactly what its pages use.
 */
async function serveInDev({ name, widths }: Figure): Promise<void> {
  if (process.env.NODE_ENV !== 'development') return;
  const folder = join(process.cwd(), 'public', 'figures');
  await mkdir(folder, { recursive: true });
  for (const file of widths.flatMap((width) => ['webp', 'avif'].map((format) => `${name}-${width}.${format}`)))
    if (!existsSync(join(folder, file))) await copyFile(join(figureCache(), file), join(folder, file));
}

/** Pages of one article (and a case's cards) ask for the same picture at once: it is made once per process. */
const making = new Map<string, Promise<Made>>();

/** One checked source's variants (see imageFileProblem), named by its file and a hash of its bytes: read from the cache, or made once. */
async function figure(path: string): Promise<Figure> {
  const source = await readFile(path);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
  const name = `${slug(basename(path, extname(path))) || 'image'}-${hash}`;
  const cached = join(figureCache(), `${name}.json`);
  if (existsSync(cached)) return { name, ...(JSON.parse(await readFile(cached, 'utf8')) as Made) };
  let made = making.get(cached);
  if (!made) making.set(cached, (made = make(source, name).finally(() => making.delete(cached))));
  return { name, ...(await made) };
}

/**
 * The variants of checked source files, in their order. A file sharp cannot read adds a problem opened by
 * its `named` (the image and, for a case, the field) instead; the caller stops the build with them all.
 */
export async function figuresOf(sources: { path: string; named: string }[], problems: string[]): Promise<Figure[]> {
  const figures = await Promise.all(
    sources.map(({ path, named }) =>
      figure(path).catch((error: Error) => {
        problems.push(`${named} cannot be read as a PNG, JPEG or WebP picture (${error.message})`);
        return null;
      }),
    ),
  );
  const made = figures.filter((item) => item !== null);
  for (const item of made) await serveInDev(item);
  return made;
}

export const figureSrcSet = ({ name, widths }: Figure, format: 'webp' | 'avif') =>
  widths.map((width) => `${FIGURE_PATH}${name}-${width}.${format} ${width}w`).join(', ');

/** A made figure as a page shows it: the WebP at 800 px (or the widest below), every width, the file's size. */
export function figureImage(figure: Figure): ResponsiveImage {
  const middle = figure.widths.find((width) => width >= 800) ?? figure.widths[figure.widths.length - 1];
  return {
    src: `${FIGURE_PATH}${figure.name}-${middle}.webp`,
    srcSet: figureSrcSet(figure, 'webp'),
    width: figure.width,
    height: figure.height,
  };
}

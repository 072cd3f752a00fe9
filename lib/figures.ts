import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join, relative, resolve } from 'node:path';

// Pictures an author writes as PNG or JPEG (an article's figures, a case study's uploaded screens): the
// build makes their responsive files once, with sharp, into a cache; scripts/figures.mjs copies the
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

/** The widest file of a picture's srcset: what a full-screen viewer or a search engine is given. */
export const largestSource = (image: Pick<ResponsiveImage, 'srcSet'>): string => image.srcSet.split(', ').pop()!.split(' ')[0];

/** The file an image address points at: `./images/x.png` beside the content, `/images/x.png` under public/. */
export function imageFile(src: string, dir: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return null;
  const path = decodeURI(src.split(/[?#]/)[0]);
  return path.startsWith('/') ? join(process.cwd(), 'public', path) : join(dir, path);
}

/** What is wrong with a source picture, or null: where it lives, its type and its size. `named` opens the message. */
export function imageFileProblem(src: string, dir: string, named: string): string | null {
  const path = imageFile(src, dir);
  if (!path) return `${named}: only files of the site can be shown (./images/<file> beside the articles, or /images/<file> under public/)`;
  if (!existsSync(path) || !statSync(path).isFile()) return `${named}: there is no file ${relative(process.cwd(), path) || path}`;
  if (!/\.(png|jpe?g)$/i.test(path)) return `${named}: write PNG or JPEG sources (the build makes WebP and AVIF from them)`;
  const { size } = statSync(path);
  if (size > FIGURE_MAX_BYTES)
    return `${named} is ${(size / 1024 / 1024).toFixed(1)} MB, over the ${FIGURE_MAX_BYTES / 1024 / 1024} MB limit: export it smaller`;
  return null;
}

type Made = Omit<Figure, 'name'>;

function madeOf(name: string): Made | null {
  const file = join(figureCache(), `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Made) : null;
}

/** Makes the variants the cache lacks, in one child process (sharp is asynchronous; the pipeline is not). */
function makeMissing(sources: { path: string; name: string }[]): void {
  const missing = [...new Map(sources.filter(({ name }) => !madeOf(name)).map((source) => [source.name, source])).values()];
  if (!missing.length) return;
  const work = mkdtempSync(join(tmpdir(), 'figures-'));
  try {
    const job = join(work, 'job.json');
    writeFileSync(job, JSON.stringify(missing.map(({ path, name }) => ({ source: path, name }))));
    execFileSync(process.execPath, [join(process.cwd(), 'scripts', 'figureVariants.mjs'), figureCache(), job], { stdio: 'pipe' });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * `npm run dev` serves public/ only: there the variants a page uses are copied into public/figures
 * (gitignored). A build clears that folder in its export and copies exactly what its pages use.
 */
function serveInDev(names: string[]): void {
  if (process.env.NODE_ENV !== 'development') return;
  const folder = join(process.cwd(), 'public', 'figures');
  mkdirSync(folder, { recursive: true });
  for (const name of names) if (!existsSync(join(folder, name))) copyFileSync(join(figureCache(), name), join(folder, name));
}

/** The cache's name of a source: its own name made a slug, and a hash of its bytes (a changed file is a new figure). */
function nameOf(path: string): string {
  const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 10);
  const stem =
    basename(path, extname(path))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image';
  return `${stem}-${hash}`;
}

/** The variants of checked source files (see imageFileProblem), in their order: made once, then read from the cache. */
export function figureVariants(paths: string[]): Figure[] {
  const sources = paths.map((path) => ({ path, name: nameOf(path) }));
  makeMissing(sources);
  return sources.map(({ name }) => {
    const made = madeOf(name)!;
    serveInDev(made.widths.flatMap((width) => ['webp', 'avif'].map((format) => `${name}-${width}.${format}`)));
    return { name, ...made };
  });
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

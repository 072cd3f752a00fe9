import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join, relative, resolve } from 'node:path';
import { eachElement, h, isElement, onlyElements, text, type HastNode, type Problems } from './hast';

/** A source image larger than this stops the build: export it smaller (the site makes 1200 px at most). */
export const FIGURE_MAX_BYTES = 4 * 1024 * 1024;
/** Alt text that marks an image as decorative: it is then rendered with an empty alt. */
export const DECORATIVE = 'decorative';
/** Where the variants live between builds (gitignored); scripts/figures.mjs copies the used ones into the export. */
export const figureCache = () => resolve(process.env.FIGURE_CACHE || join(process.cwd(), '.cache', 'figures'));
export const FIGURE_PATH = '/figures/';
/** The article column is at most 46rem wide; below that the page's gutters take about 2.5rem. */
const SIZES = '(min-width: 52rem) 46rem, calc(100vw - 2.5rem)';

type Meta = { width: number; height: number; widths: number[]; bytes: { webp: number; avif: number } };
type Image = { node: HastNode; parent: HastNode; src: string; path: string; name: string };

/** The file an image address points at: `./images/x.png` beside the articles, `/images/x.png` under public/. */
export function imageFile(src: string, dir: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return null;
  const path = decodeURI(src.split(/[?#]/)[0]);
  return path.startsWith('/') ? join(process.cwd(), 'public', path) : join(dir, path);
}

/** What is wrong with an image of an article, or null: where it lives, its type, its size and its alt text. */
export function imageProblem(src: string, alt: string, dir: string): string | null {
  const named = `image "${src}"`;
  const path = imageFile(src, dir);
  if (!path) return `${named}: only files of the site can be shown (./images/<file> beside the articles, or /images/<file> under public/)`;
  if (!existsSync(path) || !statSync(path).isFile()) return `${named}: there is no file ${relative(process.cwd(), path) || path}`;
  if (!/\.(png|jpe?g)$/i.test(path)) return `${named}: write PNG or JPEG sources (the build makes WebP and AVIF from them)`;
  const { size } = statSync(path);
  if (size > FIGURE_MAX_BYTES)
    return `${named} is ${(size / 1024 / 1024).toFixed(1)} MB, over the ${FIGURE_MAX_BYTES / 1024 / 1024} MB limit: export it smaller`;
  if (!alt.trim()) return `${named} has no alt text: describe it, or write ![${DECORATIVE}](...) for a purely decorative image`;
  return null;
}

function metaOf(name: string): Meta | null {
  const file = join(figureCache(), `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Meta) : null;
}

/** Makes the variants the cache lacks, in one child process (sharp is asynchronous; the pipeline is not). */
function makeMissing(images: Image[]): void {
  const missing = [...new Map(images.filter(({ name }) => !metaOf(name)).map((image) => [image.name, image])).values()];
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
 * `npm run dev` serves public/ only: there the variants an article uses are copied into public/figures
 * (gitignored). A build clears that folder in its export and copies exactly what its pages use.
 */
function serveInDev(names: string[]): void {
  if (process.env.NODE_ENV !== 'development') return;
  const folder = join(process.cwd(), 'public', 'figures');
  mkdirSync(folder, { recursive: true });
  for (const name of names) if (!existsSync(join(folder, name))) copyFileSync(join(figureCache(), name), join(folder, name));
}

const srcset = (name: string, meta: Meta, format: 'webp' | 'avif') =>
  meta.widths.map((width) => `${FIGURE_PATH}${name}-${width}.${format} ${width}w`).join(', ');

function picture({ node, name }: Image, meta: Meta, eager: boolean): HastNode {
  const alt = String(node.properties?.alt ?? '');
  const middle = meta.widths.find((width) => width >= 800) ?? meta.widths[meta.widths.length - 1];
  const img = h('img', {
    src: `${FIGURE_PATH}${name}-${middle}.webp`,
    srcSet: srcset(name, meta, 'webp'),
    sizes: SIZES,
    width: meta.width,
    height: meta.height,
    alt: alt === DECORATIVE ? '' : alt,
    loading: eager ? 'eager' : 'lazy',
    decoding: 'async',
  });
  // AVIF only where it is smaller than WebP for this image (flat drawings often are, photos not always).
  const avif =
    meta.bytes.avif < meta.bytes.webp ? [h('source', { type: 'image/avif', srcSet: srcset(name, meta, 'avif'), sizes: SIZES })] : [];
  return h('picture', {}, [...avif, img]);
}

/**
 * Every image of the article becomes a `<picture>` of responsive WebP (and AVIF where smaller) with
 * the file's width and height; one alone in its paragraph becomes a `<figure>`, its title the caption.
 * Lazy, except a figure that opens the article. Problems are collected, not thrown.
 */
export function figures(tree: HastNode, dir: string, problems: Problems): void {
  const images: Image[] = [];
  eachElement(tree, (node, parent) => {
    if (!isElement(node, 'img') || !parent) return;
    const src = String(node.properties?.src ?? '');
    const problem = imageProblem(src, String(node.properties?.alt ?? ''), dir);
    if (problem) return void problems.push(problem);
    const path = imageFile(src, dir)!;
    const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 10);
    const stem =
      basename(path, extname(path))
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'image';
    images.push({ node, parent, src, path, name: `${stem}-${hash}` });
  });
  if (problems.length || !images.length) return;
  makeMissing(images);
  const first = tree.children?.find((child) => child.type === 'element');
  for (const image of images) {
    const meta = metaOf(image.name)!;
    serveInDev(meta.widths.flatMap((width) => ['webp', 'avif'].map((format) => `${image.name}-${width}.${format}`)));
    const alone = isElement(image.parent, 'p') && onlyElements(image.parent)?.length === 1;
    const made = picture(image, meta, alone && image.parent === first);
    const caption = String(image.node.properties?.title ?? '').trim();
    if (alone) {
      image.parent.tagName = 'figure';
      image.parent.properties = { className: ['figure'] };
      image.parent.children = [made, ...(caption ? [h('figcaption', {}, [text(caption)])] : [])];
    } else {
      Object.assign(image.node, made);
    }
  }
}

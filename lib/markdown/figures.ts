import type { Element, Root } from 'hast';
import { h } from 'hastscript';
import { visit } from 'unist-util-visit';
import { altProblem, DECORATIVE } from '../content/body';
import { figureImage, figureSrcSet, figuresOf, imageFile, imageFileProblem, type Figure } from '../figures';
import { isElement, significant } from './hast';

export { FIGURE_MAX_BYTES } from '../figures';
/** The article column is at most 46rem wide; below that the page's gutters take about 2.5rem. */
const SIZES = '(min-width: 52rem) 46rem, calc(100vw - 2.5rem)';

type Image = { node: Element; parent: Element | Root; path: string; named: string };

/** What is wrong with an image of an article, or null: where it lives, its type, its size and its alt text. */
export function imageProblem(src: string, alt: string, dir: string): string | null {
  const named = `image "${src}"`;
  return imageFileProblem(src, dir, named) ?? altProblem(alt, named);
}

function picture({ node }: Image, figure: Figure, eager: boolean): Element {
  const alt = String(node.properties.alt ?? '');
  const { src, srcSet, width, height } = figureImage(figure);
  const img = h('img', {
    src,
    srcSet,
    sizes: SIZES,
    width,
    height,
    alt: alt === DECORATIVE ? '' : alt,
    loading: eager ? 'eager' : 'lazy',
    decoding: 'async',
  });
  // AVIF only where it is smaller than WebP for this image (flat drawings often are, photos not always).
  const avif =
    figure.bytes.avif < figure.bytes.webp ? [h('source', { type: 'image/avif', srcSet: figureSrcSet(figure, 'avif'), sizes: SIZES })] : [];
  return h('picture', {}, [...avif, img]);
}

/**
 * Every image of the article becomes a `<picture>` of responsive WebP (and AVIF where smaller) with
 * the file's width and height; one alone in its paragraph becomes a `<figure>`, its title the caption.
 * Lazy, except a figure that opens the article. Problems are collected, not thrown.
 */
export async function figures(tree: Root, dir: string, problems: string[]): Promise<void> {
  const images: Image[] = [];
  visit(tree, 'element', (node, _, parent) => {
    if (node.tagName !== 'img' || !parent) return;
    const src = String(node.properties.src ?? '');
    const problem = imageProblem(src, String(node.properties.alt ?? ''), dir);
    if (problem) return void problems.push(problem);
    images.push({ node, parent, path: imageFile(src, dir)!, named: `image "${src}"` });
  });
  if (problems.length || !images.length) return;
  const made = await figuresOf(images, problems);
  if (problems.length) return;
  const first = tree.children.find((child) => child.type === 'element');
  images.forEach((image, index) => {
    const { parent } = image;
    const alone = isElement(parent, 'p') && significant(parent).length === 1;
    const shown = picture(image, made[index], alone && parent === first);
    const caption = String(image.node.properties.title ?? '').trim();
    if (alone) {
      parent.tagName = 'figure';
      parent.properties = { className: ['figure'] };
      parent.children = [shown, ...(caption ? [h('figcaption', {}, [caption])] : [])];
    } else {
      Object.assign(image.node, shown);
    }
  });
}

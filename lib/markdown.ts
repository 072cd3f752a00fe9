import matter from 'gray-matter';
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import { join } from 'node:path';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { Locale } from './i18n/locales';
import { slug } from './slug.mjs';
import { footnotes, tables, taskLists } from './markdown/blocks';
import { code } from './markdown/code';
import { figures } from './markdown/figures';
import { links, type LinkTargets } from './markdown/links';
import { videos } from './markdown/videos';

export const WORDS_PER_MINUTE = 200;

/** A `##` section of an article: the id of its heading and its text, for the table of contents. */
export type Section = { id: string; text: string };

/** The page's h1 is the article title, so a '# ' heading in a body becomes an h2. */
function demoteTopHeadings() {
  return (tree: MdastRoot) =>
    visit(tree, 'heading', (heading) => {
      if (heading.depth === 1) heading.depth = 2;
    });
}

/**
 * Gives each heading an id from its text by the site's one slug rule (lib/slug.mjs), `-1`, `-2`… after
 * a repeated one, so the contents' links read like the page (`#o-que-nao-fazer`). A heading with no
 * letter or digit gets none.
 */
function headingIds() {
  return (tree: Root) => {
    const seen = new Map<string, number>();
    visit(tree, 'element', (node) => {
      if (!/^h[1-6]$/.test(node.tagName) || node.properties.id) return;
      const base = slug(toString(node));
      if (!base) return;
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      node.properties.id = count ? `${base}-${count}` : base;
    });
  };
}

/** Collects the h2 headings (with the ids headingIds gave them) into `file.data.sections`. */
function collectSections() {
  return (tree: Root, file: VFile) => {
    const sections: Section[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'section') return SKIP; // the notes' heading is no section of the text
      if (node.tagName !== 'h2' || typeof node.properties.id !== 'string') return;
      sections.push({ id: node.properties.id, text: toString(node).trim() });
      return SKIP;
    });
    file.data.sections = sections;
  };
}

/** What the pipeline knows of the article beyond its text. */
export type RenderContext = {
  /** Language of the text: the notes' heading, table, code and video labels. Default Portuguese. */
  lang?: Locale;
  /** Language of the page: on English pages links to the site's pages go to their English addresses. */
  locale?: Locale;
  /** The article's file, named when the build stops. */
  file?: string;
  /** The content folder: `./images/<file>` lives beside the articles in it. */
  dir?: string;
  /** The articles and tags of the build: with it, every link to the site is checked. */
  links?: LinkTargets;
};

/**
 * The site's own parts, built from the sanitized tree (their markup is the site's, not the editor's):
 * figures, table captions, labelled tasks and notes, video facades, checked links, coloured code.
 * The problems of an article (images, links) stop the build together, naming the file.
 */
function siteParts() {
  return async (tree: Root, file: VFile) => {
    const context = (file.data.context ?? {}) as RenderContext;
    const lang = context.lang ?? 'pt';
    const problems: string[] = [];
    footnotes(tree, lang);
    taskLists(tree);
    tables(tree, lang);
    await figures(tree, context.dir ?? process.env.POSTS_DIR ?? join(process.cwd(), 'content', 'posts'), problems);
    videos(tree, lang);
    if (context.links) links(tree, context.links, context.locale ?? lang, problems);
    // The same words as lib/frontMatter.ts's PostError (which imports this file).
    if (problems.length) throw new Error(`Invalid article ${context.file ?? 'article'}: ${problems.join('; ')}`);
    code(tree, lang);
  };
}

// Raw HTML never reaches the HTML tree (remark-rehype drops it), and rehype-sanitize applies
// GitHub's schema: event attributes, styles and URLs with unsafe protocols such as javascript:
// are removed. Its one change: ids are not prefixed again, since remark-rehype already prefixes the
// only ids an editor can make (notes: `user-content-fn-1`) and the notes' links point at those.
// Heading ids are added after sanitizing, from the heading text (headingIds),
// so they stay stable and readable (`#o-que-nao-fazer`) instead of getting a clobber prefix.
const processor = remark()
  .use(remarkGfm)
  .use(demoteTopHeadings)
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
  .use(siteParts)
  .use(headingIds)
  .use(collectSections)
  .use(rehypeStringify, { closeSelfClosing: true });

/** Splits a markdown file into its YAML front matter and its body. */
export function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  // A copy: gray-matter caches by content and hands back the same object.
  const { data, content } = matter(source);
  return { data: { ...data }, body: content };
}

/** The body as safe HTML (GitHub-flavoured markdown, figures, code, videos) and its `##` sections. */
export async function renderMarkdown(body: string, context: RenderContext = {}): Promise<{ html: string; sections: Section[] }> {
  const file = await processor.process(new VFile({ value: body, data: { context } }));
  // A task's box as the rest of the site writes booleans (checked=""): the serializer writes them bare.
  const html = String(file).replace(/<input\b[^>]*>/g, (tag) => tag.replace(/ (checked|disabled)(?=[ />])/g, ' $1=""'));
  return { html, sections: (file.data.sections as Section[] | undefined) ?? [] };
}

/** Words a reader reads, ignoring markdown punctuation such as '##', '-', '1.' and '**'. */
export function countWords(body: string): number {
  return body
    .replace(/[#>*_`[\]()]/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word) && !/^\d+\.$/.test(word)).length;
}

/** Reading time in whole minutes at about 200 words a minute, never below one. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE));
}

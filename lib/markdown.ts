import matter from 'gray-matter';
import { remark } from 'remark';
import remarkRehype from 'remark-rehype';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';

export const WORDS_PER_MINUTE = 200;

/** A `##` section of an article: the id of its heading and its text, for the table of contents. */
export type Section = { id: string; text: string };

type Node = { type: string; depth?: number; tagName?: string; value?: string; properties?: { id?: unknown }; children?: Node[] };

/** The page's h1 is the article title, so a '# ' heading in a body becomes an h2. */
function demoteTopHeadings() {
  const walk = (node: Node) => {
    if (node.type === 'heading' && node.depth === 1) node.depth = 2;
    node.children?.forEach(walk);
  };
  return (tree: Node) => walk(tree);
}

const textOf = (node: Node): string => node.value ?? node.children?.map(textOf).join('') ?? '';

/** Collects the h2 headings (with the ids rehype-slug gave them) into `file.data.sections`. */
function collectSections() {
  return (tree: Node, file: { data: Record<string, unknown> }) => {
    const sections: Section[] = [];
    const walk = (node: Node) => {
      if (node.tagName === 'h2' && typeof node.properties?.id === 'string')
        sections.push({ id: node.properties.id, text: textOf(node).trim() });
      else node.children?.forEach(walk);
    };
    walk(tree);
    file.data.sections = sections;
  };
}

// Raw HTML never reaches the HTML tree (remark-rehype drops it), and rehype-sanitize applies
// GitHub's schema: event attributes, styles and URLs with unsafe protocols such as javascript:
// are removed. Heading ids are added after sanitizing, from the heading text (github-slugger),
// so they stay stable and readable (`#o-que-nao-fazer`) instead of getting a clobber prefix.
const processor = remark()
  .use(demoteTopHeadings)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeSlug)
  .use(collectSections)
  .use(rehypeStringify);

/** Splits a markdown file into its YAML front matter and its body. */
export function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  // A copy: gray-matter caches by content and hands back the same object.
  const { data, content } = matter(source);
  return { data: { ...data }, body: content };
}

/** The body as safe HTML (headings with ids, lists, paragraphs, bold, plain links) and its `##` sections. */
export function renderMarkdown(body: string): { html: string; sections: Section[] } {
  const file = processor.processSync(body);
  return { html: String(file), sections: (file.data.sections as Section[] | undefined) ?? [] };
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

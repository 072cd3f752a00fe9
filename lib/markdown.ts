import matter from 'gray-matter';
import { remark } from 'remark';
import remarkHtml from 'remark-html';

export const WORDS_PER_MINUTE = 200;

type Node = { type: string; depth?: number; children?: Node[] };

/** The page's h1 is the article title, so a '# ' heading in a body becomes an h2. */
function demoteTopHeadings() {
  const walk = (node: Node) => {
    if (node.type === 'heading' && node.depth === 1) node.depth = 2;
    node.children?.forEach(walk);
  };
  return (tree: Node) => walk(tree);
}

// remark-html sanitizes by default (GitHub's schema): raw HTML is dropped, and so are event
// attributes and URLs with unsafe protocols such as javascript:.
const processor = remark().use(demoteTopHeadings).use(remarkHtml, { sanitize: true });

/** Splits a markdown file into its YAML front matter and its body. */
export function splitFrontMatter(source: string): { data: Record<string, unknown>; body: string } {
  // A copy: gray-matter caches by content and hands back the same object.
  const { data, content } = matter(source);
  return { data: { ...data }, body: content };
}

/** The body as safe HTML: headings, lists, paragraphs, bold and plain links. */
export function renderMarkdown(body: string): string {
  return String(processor.processSync(body));
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

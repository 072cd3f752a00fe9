import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readingMinutes, renderMarkdown, splitFrontMatter } from './markdown';

export type PostMeta = {
  id: string;
  title: string;
  /** ISO calendar date, yyyy-mm-dd. */
  date: string;
  preview: string;
  author: string;
  tags: string[];
  category?: string;
  /** Minutes: from the front matter, or computed from the word count. */
  readTime: number;
};

export type Post = PostMeta & { html: string };

/** The audience with its own badge colour. */
export const FOUNDERS_CATEGORY = 'For Founders';

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Where the articles live; POSTS_DIR points the whole pipeline elsewhere (tests, previews). */
export function postsDir(): string {
  return resolve(process.env.POSTS_DIR || join(process.cwd(), 'content', 'posts'));
}

export class PostError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid article ${file}: ${problems.join('; ')}`);
    this.name = 'PostError';
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** YAML turns an unquoted 2024-12-10 into a Date; both spellings are accepted. */
function isoDate(value: unknown): string | null {
  const text = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== 'string') return null;
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return date.getUTCMonth() + 1 === Number(match[2]) && date.getUTCDate() === Number(match[3]) ? text : null;
}

/** Validates one file's front matter (every problem names its field) and returns it with the body. */
export function parsePost(id: string, source: string, file: string = `${id}.md`): { meta: PostMeta; body: string } {
  const { data, body } = splitFrontMatter(source);
  const problems: string[] = [];
  if (!ID.test(id)) problems.push(`file name must be a lowercase slug such as my-article.md, got "${id}"`);
  for (const field of ['title', 'preview', 'author'] as const) {
    if (!isText(data[field])) problems.push(`"${field}" is missing or empty`);
  }
  const date = isoDate(data.date);
  if (!date) problems.push(`"date" must be a real date written yyyy-mm-dd, got ${JSON.stringify(data.date ?? null)}`);
  const tags = data.tags;
  if (!Array.isArray(tags) || !tags.every(isText)) problems.push('"tags" must be a list of words, such as [Design, SEO]');
  if (data.category !== undefined && !isText(data.category)) problems.push('"category" must be text when present');
  const readTime = data.readTime;
  if (readTime !== undefined && !(Number.isInteger(readTime) && (readTime as number) > 0)) {
    problems.push('"readTime" must be a whole number of minutes when present');
  }
  if (problems.length) throw new PostError(file, problems);

  const meta: PostMeta = {
    id,
    title: (data.title as string).trim(),
    date: date as string,
    preview: (data.preview as string).trim(),
    author: (data.author as string).trim(),
    tags: (tags as string[]).map((tag) => tag.trim()),
    ...(data.category ? { category: (data.category as string).trim() } : {}),
    readTime: (readTime as number | undefined) ?? readingMinutes(body),
  };
  return { meta, body };
}

function readPost(dir: string, id: string) {
  const file = join(dir, `${id}.md`);
  return parsePost(id, readFileSync(file, 'utf8'), relative(process.cwd(), file) || file);
}

/** Every article id, one per `<id>.md` file, sorted. */
export function getPostIds(dir: string = postsDir()): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();
}

/** One article with its rendered body, or null when there is no such file. */
export function getPost(id: string, dir: string = postsDir()): Post | null {
  if (!ID.test(id)) return null;
  if (!existsSync(join(dir, `${id}.md`))) return null;
  const { meta, body } = readPost(dir, id);
  return { ...meta, html: renderMarkdown(body) };
}

/** Newest first; articles of the same day by id, so the order never flickers between builds. */
export function sortNewestFirst<T extends Pick<PostMeta, 'id' | 'date'>>(posts: T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** Every article without its body, newest first. A bad file fails with its name and field. */
export function getAllPosts(dir: string = postsDir()): PostMeta[] {
  return sortNewestFirst(getPostIds(dir).map((id) => readPost(dir, id).meta));
}

/** The newest `count` articles: the home page's journal grid. */
export function getLatestPosts(count: number = 4, dir: string = postsDir()): PostMeta[] {
  return getAllPosts(dir).slice(0, count);
}

/** '10 de dezembro de 2024' or 'December 10, 2024'; read in UTC so the day never shifts. */
export function formatPostDate(isoDate: string, locale: 'pt' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'pt' ? 'pt-BR' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

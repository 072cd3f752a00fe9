// The front matter of one article file, validated: every problem names the file and the field.
import { readingMinutes, splitFrontMatter } from './markdown';
import { tagSlug } from './tags';

/** What one file's front matter says, validated. */
export type FrontMatter = {
  title: string;
  /** ISO calendar date, yyyy-mm-dd: the publication day. */
  date: string;
  /** Last revision, yyyy-mm-dd, on or after `date`. */
  updated?: string;
  preview: string;
  author: string;
  tags: string[];
  category?: string;
  /** Minutes: from the front matter, or computed from the word count. */
  readTime: number;
  draft: boolean;
};

export const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const POST_FIELDS = ['title', 'date', 'updated', 'preview', 'author', 'tags', 'category', 'readTime', 'draft'] as const;
/** The categories an article may have: one audience, with its own badge colour and translated label. */
export const POST_CATEGORIES = ['For Founders'] as const;

export class PostError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid article ${file}: ${problems.join('; ')}`);
    this.name = 'PostError';
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
/** An optional field left empty (as the editor writes it, or `updated:` with nothing after it) is absent. */
export const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** YAML turns an unquoted 2024-12-10 into a Date; both spellings are accepted. */
function isoDate(value: unknown): string | null {
  const text = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
  if (typeof text !== 'string') return null;
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return date.getUTCMonth() + 1 === Number(match[2]) && date.getUTCDate() === Number(match[3]) ? text : null;
}

function tagProblems(tags: unknown, draft: boolean): string[] {
  // A new draft (`npm run new:article`) may have none yet; a published article is found by its tags.
  if (!Array.isArray(tags) || (tags.length === 0 && !draft) || !tags.every(isText))
    return ['"tags" must be a list of one or more words, such as [Design, SEO] (only a draft may have none)'];
  const problems = tags
    .filter((tag) => !tagSlug(tag))
    .map((tag) => `"tags" has "${tag}", which has no letter or digit to make its page address from`);
  const slugs = tags.map(tagSlug);
  const repeated = tags.filter((tag, index) => slugs[index] && slugs.indexOf(slugs[index]) !== index);
  return [...problems, ...repeated.map((tag) => `"tags" lists "${tag}" twice`)];
}

/** Validates one file's front matter (every problem names its field) and returns it with the body. */
export function parsePost(id: string, source: string, file: string = `${id}.pt.md`): { meta: FrontMatter; body: string } {
  const { data, body } = splitFrontMatter(source);
  const problems: string[] = [];
  if (!ID.test(id)) problems.push(`file name must be a lowercase slug such as my-article.pt.md, got "${id}"`);
  for (const field of Object.keys(data).filter((key) => !(POST_FIELDS as readonly string[]).includes(key))) {
    problems.push(`"${field}" is not a field an article has (known: ${POST_FIELDS.join(', ')})`);
  }
  for (const field of ['title', 'author'] as const) {
    if (!isText(data[field])) problems.push(`"${field}" is missing or empty`);
  }
  // A new draft (`npm run new:article`) leaves the preview empty until its author writes one.
  const draftWithoutPreview = data.draft === true && isAbsent(data.preview);
  if (!isText(data.preview) && !draftWithoutPreview) {
    problems.push('"preview" is missing or empty: one or two sentences for the cards and search results (only a draft may leave it empty)');
  }
  const date = isoDate(data.date);
  if (!date) problems.push(`"date" must be a real date written yyyy-mm-dd, got ${JSON.stringify(data.date ?? null)}`);
  const updated = isAbsent(data.updated) ? undefined : isoDate(data.updated);
  if (updated === null) problems.push(`"updated" must be a real date written yyyy-mm-dd when present, got ${JSON.stringify(data.updated)}`);
  else if (updated && date && updated < date) problems.push(`"updated" (${updated}) must not be before "date" (${date})`);
  problems.push(...tagProblems(data.tags, data.draft === true));
  if (!isAbsent(data.category) && !(POST_CATEGORIES as readonly unknown[]).includes(data.category)) {
    problems.push(`"category" must be one of ${POST_CATEGORIES.join(', ')} when present, got ${JSON.stringify(data.category)}`);
  }
  const readTime = isAbsent(data.readTime) ? undefined : data.readTime;
  if (readTime !== undefined && !(Number.isInteger(readTime) && (readTime as number) > 0)) {
    problems.push('"readTime" must be a whole number of minutes when present');
  }
  if (!isAbsent(data.draft) && typeof data.draft !== 'boolean')
    problems.push(`"draft" must be true or false when present, got ${JSON.stringify(data.draft)}`);
  if (!body.trim() && data.draft !== true) problems.push('the text below the front matter is empty: only a draft may have no text yet');
  if (problems.length) throw new PostError(file, problems);

  const meta: FrontMatter = {
    title: (data.title as string).trim(),
    date: date as string,
    ...(updated ? { updated } : {}),
    preview: typeof data.preview === 'string' ? data.preview.trim() : '',
    author: (data.author as string).trim(),
    tags: (data.tags as string[]).map((tag) => tag.trim()),
    ...(data.category ? { category: (data.category as string).trim() } : {}),
    readTime: (readTime as number | undefined) ?? readingMinutes(body),
    draft: data.draft === true,
  };
  return { meta, body };
}

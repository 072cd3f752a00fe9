// The front matter of one article file, validated by the article schema (lib/content/schema.ts): every
// problem names the file and the field.
import { articleSchema, fileProblems, ID, normalized, POST_CATEGORIES, POST_FIELDS, type ArticleData } from './content/schema';
import { readingMinutes, splitFrontMatter } from './markdown';

export { ID, POST_CATEGORIES, POST_FIELDS };

/** What one file's front matter says, validated; `readTime` in minutes, from the file or from the word count. */
export type FrontMatter = Omit<ArticleData, 'body' | 'preview' | 'readTime'> & { preview: string; readTime: number };

export class PostError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid article ${file}: ${problems.join('; ')}`);
    this.name = 'PostError';
  }
}

/** Validates one file's front matter (every problem names its field) and returns it with the body. */
export function parsePost(id: string, source: string, file: string = `${id}.pt.md`): { meta: FrontMatter; body: string } {
  const { data, body } = splitFrontMatter(source);
  const problems = fileProblems(articleSchema, { id, data, body }, 'an article', 'my-article.pt.md');
  if (problems.length) throw new PostError(file, problems);
  const article = articleSchema.parse({ ...normalized(data), body });
  const meta: FrontMatter = {
    title: article.title,
    date: article.date,
    ...(article.updated ? { updated: article.updated } : {}),
    preview: article.preview ?? '',
    author: article.author,
    tags: article.tags,
    ...(article.category ? { category: article.category } : {}),
    readTime: article.readTime ?? readingMinutes(body),
    draft: article.draft,
  };
  return { meta, body };
}

import { join, resolve } from 'node:path';
import type { Locale } from './i18n/locales';
import { articlePairProblems } from './content/schema';
import { ID, parsePost, PostError, type FrontMatter } from './frontMatter';
import { contentFolder, type ContentPair } from './contentFile';
import { renderMarkdown, type Section } from './markdown';
import { publicationDay, publicationStatus, showsUnpublished, type PublicationStatus } from './publication';
import { tagCollision, tagIndex, tagSlug, type Tag } from './tags';
import { kept } from './once';

export { parsePost, PostError, type FrontMatter };

export type PostMeta = Omit<FrontMatter, 'draft'> & {
  id: string;
  /** Only published articles are in a build; `npm run dev` shows drafts and scheduled ones, marked. */
  status: PublicationStatus;
  /** The language of title, preview and body: English on English pages where `<id>.en.md` exists. */
  lang: Locale;
};

export type Post = PostMeta & { html: string; sections: Section[] };

export type PostQuery = {
  /** The content folder; default `postsDir()`. */
  dir?: string;
  /** The language of the page: English texts replace the Portuguese ones where they exist. */
  locale?: Locale;
  /** A fixed clock (tests): the build publishes up to São Paulo's day at this moment. */
  now?: Date;
  /** Include drafts and scheduled articles; by default only `npm run dev` does. */
  unpublished?: boolean;
};

/** The audience with its own badge colour. */
export const FOUNDERS_CATEGORY = 'For Founders';

/** Where the articles live; POSTS_DIR points the whole pipeline elsewhere (tests, previews). */
export function postsDir(): string {
  return resolve(process.env.POSTS_DIR || join(process.cwd(), 'content', 'posts'));
}

type Visible = { meta: PostMeta; body: string; file: string };
type Source = ContentPair<FrontMatter>;

const readFolder = contentFolder(parsePost, PostError, 'article', articlePairProblems);

/** Every article of the folder, validated, with its English text where there is one. */
function readSources(dir: string): Source[] {
  const sources = readFolder(dir);
  const collision = tagCollision(sources.map(({ pt }) => ({ file: pt.file, tags: pt.meta.tags })));
  if (collision) throw new Error(collision);
  return sources;
}

/** The article as a page in `locale` shows it, or null when this build leaves it out. */
function present(source: Source, query: PostQuery, day: string): Visible | null {
  const unpublished = query.unpublished ?? showsUnpublished();
  const status = publicationStatus(source.pt.meta, day);
  if (status !== 'published' && !unpublished) return null;
  const english = query.locale === 'en' && source.en && (unpublished || !source.en.meta.draft) ? source.en : null;
  // Date, tags and category are the same in both files (readSources checks it).
  const { draft, ...text } = (english ?? source.pt).meta;
  return {
    meta: { ...text, id: source.id, status: status === 'published' && draft ? 'draft' : status, lang: english ? 'en' : 'pt' },
    body: (english ?? source.pt).body,
    file: (english ?? source.pt).file,
  };
}

function visible(query: PostQuery): Visible[] {
  const day = publicationDay(query.now);
  return readSources(query.dir ?? postsDir()).flatMap((source) => present(source, query, day) ?? []);
}

/** Newest first; articles of the same day by id, so the order never flickers between builds. */
export function sortNewestFirst<T extends Pick<PostMeta, 'id' | 'date'>>(posts: T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** The id of every article this build publishes, sorted. A bad file fails with its name and field. */
export function getPostIds(query: PostQuery = {}): string[] {
  return visible(query)
    .map(({ meta }) => meta.id)
    .sort();
}

/** Every article this build publishes, without its body, newest first. */
export function getAllPosts(query: PostQuery = {}): PostMeta[] {
  return sortNewestFirst(visible(query).map(({ meta }) => meta));
}

const rendered = new Map<string, ReturnType<typeof renderMarkdown>>();

/** One article with its rendered body, or null when there is no such file or the build leaves it out. */
export async function getPost(id: string, query: PostQuery = {}): Promise<Post | null> {
  if (!ID.test(id)) return null;
  const all = visible(query);
  const post = all.find(({ meta }) => meta.id === id);
  if (!post) return null;
  // Links may lead to any article and tag this build publishes (images live beside the articles).
  const links = { ids: new Set(all.map(({ meta }) => meta.id)), tags: new Set(all.flatMap(({ meta }) => meta.tags.map(tagSlug))) };
  const context = { lang: post.meta.lang, locale: query.locale ?? 'pt', file: post.file, dir: query.dir ?? postsDir(), links };
  // A page and its metadata both ask for the article: render each text once per build (or per change).
  const key = JSON.stringify([context.file, context.locale, context.dir, post.body, [...links.ids], [...links.tags]]);
  return { ...post.meta, ...(await kept(rendered, key, () => renderMarkdown(post.body, context))) };
}

/** The newest `count` articles: the home page's journal grid. */
export function getLatestPosts(count: number = 4, query: PostQuery = {}): PostMeta[] {
  return getAllPosts(query).slice(0, count);
}

/** The tags of the articles this build publishes, with their counts, most used first. */
export function getTags(query: PostQuery = {}): Tag[] {
  return tagIndex(getAllPosts(query));
}

/** '10 de dezembro de 2024' or 'December 10, 2024'; read in UTC so the day never shifts. */
export function formatPostDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'pt' ? 'pt-BR' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

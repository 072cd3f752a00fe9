// What `npm run new:article -- "Título"` writes: a draft article with valid front matter (see
// scripts/new-article.mjs). Plain JavaScript, as the build's other scripts: it cannot import the app's
// TypeScript, so the tests hold it to lib/frontMatter.ts, lib/publication.ts and lib/site.ts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import matter from 'gray-matter';
import { slug } from '../lib/slug.mjs';

/** The content folder, as lib/posts.ts finds it (POSTS_DIR points it elsewhere). */
export function postsDir(env = process.env) {
  return resolve(env.POSTS_DIR || join(process.cwd(), 'content', 'posts'));
}

/** The calendar day, yyyy-mm-dd, in São Paulo at `now`: the day the build counts publication by. */
export function saoPauloDay(now) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type) => parts.find((item) => item.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The owner's name as the settings (content/settings/site.json, edited at /admin) write it: the author of a new article. */
export function ownerName(root = process.cwd()) {
  const name = JSON.parse(readFileSync(join(root, 'content', 'settings', 'site.json'), 'utf8')).ownerName;
  if (typeof name !== 'string' || !name.trim()) throw new Error('content/settings/site.json has no ownerName to sign the article with.');
  return name;
}

/** The tags of the Portuguese articles in `dir`, most used first: a new article should spell them the same way. */
export function tagsInUse(dir) {
  const counts = new Map();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.pt.md'))) {
    const { tags } = matter(readFileSync(join(dir, name), 'utf8')).data;
    if (Array.isArray(tags)) for (const tag of tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'pt-BR')).map(([tag]) => tag);
}

/**
 * The new file: a draft (only `npm run dev` shows it, marked), dated today, signed by the owner. The
 * preview is left empty, which the validator allows only in a draft: publishing (removing `draft`)
 * without writing one stops the build naming the field, so no stand-in text can reach the site.
 */
export function draftSource({ title, day, author, tags = [] }) {
  const known = tags.length ? `words used so far: ${tags.join(', ')}` : 'such as ["Design", "SEO"]';
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `date: "${day}" # the publication day: move it to the day you publish`,
    'preview: "" # one or two sentences for the cards and search results: needed to publish',
    `author: ${JSON.stringify(author)}`,
    `tags: [] # ${known}`,
    'draft: true # remove this line to publish',
    '---',
    '',
    '',
  ].join('\n');
}

/** Writes `<dir>/<slug of the title>.pt.md` (the Portuguese text), never over an existing file; returns its id, path and dev URL. */
export function createDraft({ title, dir = postsDir(), now = new Date(), root = process.cwd(), port = 3000 }) {
  const clean = (title ?? '').trim();
  if (!clean) throw new Error('Give the article a title: npm run new:article -- "Título do artigo"');
  const id = slug(clean);
  if (!id) throw new Error(`"${clean}" has no letter or digit to make the article's address from.`);
  const file = join(dir, `${id}.pt.md`);
  const source = draftSource({ title: clean, day: saoPauloDay(now), author: ownerName(root), tags: tagsInUse(dir) });
  try {
    writeFileSync(file, source, { flag: 'wx' });
  } catch (error) {
    if (error.code === 'EEXIST') throw new Error(`${file} already exists: edit it, or choose another title.`);
    throw error;
  }
  return { id, file, url: `http://localhost:${port}/post/${id}` };
}

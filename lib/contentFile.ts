import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { splitFrontMatter } from './markdown';

/**
 * The language of a content file is in its name: `<id>.pt.md` holds the Portuguese text and `<id>.en.md`
 * the English one beside it, the names Decap CMS's i18n "multiple_files" structure writes. The id is the URL.
 */
export const PORTUGUESE = '.pt.md';
export const ENGLISH = '.en.md';

/** One file, parsed: its front matter and body, and its path relative to the project, the name a build error gives. */
export type ContentFile<M> = { file: string; meta: M; body: string };
/** An article or case: the Portuguese file always, the English one where it exists. */
export type ContentPair<M> = { id: string; pt: ContentFile<M>; en?: ContentFile<M> };

type Parse<M> = (id: string, source: string, file: string) => { meta: M; body: string };
/** PostError, ProjectError: `Invalid <kind> <file>: <problems>`. */
type Failure = new (file: string, problems: string[]) => Error;

const shown = (path: string) => relative(process.cwd(), path) || path;

/**
 * An English file with neither a title nor a text is no translation yet: the editor writes one holding only
 * the fields it copies from the Portuguese file (date, tags…) when nobody has written the English side.
 */
function untranslated(source: string): boolean {
  const { data, body } = splitFrontMatter(source);
  return (data.title === undefined || data.title === null || data.title === '') && !body.trim();
}

/** The file names of the folder's markdown files by id; a name without language or an English file alone fails. */
function names(dir: string, Failure: Failure, what: 'article' | 'case'): { id: string; pt: string; en?: string }[] {
  const all = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const unnamed = all.find((name) => !name.endsWith(PORTUGUESE) && !name.endsWith(ENGLISH));
  if (unnamed) {
    const id = unnamed.slice(0, -'.md'.length);
    throw new Failure(shown(join(dir, unnamed)), [
      `the file name gives no language: rename it ${id}${PORTUGUESE} (the Portuguese text; the English one is ${id}${ENGLISH})`,
    ]);
  }
  const pairs = new Map<string, { id: string; pt: string; en?: string }>();
  for (const name of all.filter((item) => item.endsWith(PORTUGUESE))) {
    const id = name.slice(0, -PORTUGUESE.length);
    pairs.set(id, { id, pt: name });
  }
  for (const name of all.filter((item) => item.endsWith(ENGLISH))) {
    const id = name.slice(0, -ENGLISH.length);
    const pair = pairs.get(id);
    if (!pair) throw new Failure(shown(join(dir, name)), [`there is no ${id}${PORTUGUESE}: an English text needs its Portuguese ${what}`]);
    pair.en = name;
  }
  return [...pairs.values()];
}

/**
 * The reader of a content folder (articles, case studies): every `<id>.pt.md` with its `<id>.en.md` where there
 * is one, sorted by id, each parsed and validated. A file whose name gives no language (`<id>.md`, the old
 * name), an English file without its Portuguese one, and an English file that `contradicts` its Portuguese
 * one stop the build with `Failure`, naming the file; an English file with nothing translated is no English text. Since every page of a build reads the folder, a file is
 * parsed again only when it changes.
 */
export function contentFolder<M>(
  parse: Parse<M>,
  Failure: Failure,
  what: 'article' | 'case',
  contradicts: (pt: M, en: M, ptName: string) => string[],
): (dir: string) => ContentPair<M>[] {
  const parsed = new Map<string, { version: string; value: ContentFile<M> | null }>();
  const read = (dir: string, id: string, name: string): ContentFile<M> | null => {
    const path = join(dir, name);
    const { mtimeMs, size } = statSync(path);
    const version = `${mtimeMs}:${size}`;
    const cached = parsed.get(path);
    if (cached?.version === version) return cached.value;
    const file = shown(path);
    const source = readFileSync(path, 'utf8');
    const value = name.endsWith(ENGLISH) && untranslated(source) ? null : { file, ...parse(id, source, file) };
    parsed.set(path, { version, value });
    return value;
  };
  return (dir) =>
    names(dir, Failure, what).map(({ id, pt, en }) => {
      const portuguese = read(dir, id, pt)!;
      const english = en ? read(dir, id, en) : null;
      if (!english) return { id, pt: portuguese };
      const problems = contradicts(portuguese.meta, english.meta, pt);
      if (problems.length) throw new Failure(english.file, problems);
      return { id, pt: portuguese, en: english };
    });
}

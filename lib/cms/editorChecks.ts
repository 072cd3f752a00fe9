// What the editor at /admin checks before it saves (Decap's preSave), from the same model as the build:
// each language's fields and text through the collection's schema, the English file against the
// Portuguese one, the text's pictures and links by the rules the build applies; the owner's files (services,
// testimonials, status, settings, partnership) through theirs. scripts/admin.mjs bundles
// this file into /admin/checks.js; public/admin/editor.js calls it as `SiteEditor`.
import { altProblem, CAPTION_PREFIXES, checkLink, pictureAddressProblem } from '../content/body';
import { OWNER_COLLECTIONS, ownerPairProblems, type OwnerEntry, type OwnerName } from '../content/owner';
import {
  articlePairProblems,
  articleSchema,
  caseSchema,
  duplicated,
  normalized,
  pairProblems,
  problemsOf,
  UPLOADED_IMAGE,
} from '../content/schema';
import { pathOf } from '../i18n/locales';
import { slug } from '../slug.mjs';

/** What the build told the editor (out/admin/config.json): the site's tags, technologies, pages, files and testimonials. */
export type Known = { tags?: string[]; technologies?: string[]; paths: string[]; files: string[]; testimonials?: string[] };
type Entry = Record<string, unknown> & { body?: unknown };
type Collection = 'posts' | 'projects' | OwnerName;

/** The owner's collections by the editor's name (lib/content/owner.ts). */
const OWNER = new Map(OWNER_COLLECTIONS.map((entry) => [entry.name as string, entry]));

/**
 * An owner's file as the editor writes it (a field left empty is absent, as in the build's JSON): each
 * language through the schema, then the English file against the Portuguese one, in the build's words.
 */
function ownerProblems(entry: OwnerEntry, data: Entry, english: Entry | undefined): string[] {
  const copied = Object.fromEntries(duplicated(entry.schema).map((field) => [field, data[field]]));
  const sides: [string, Entry][] = [['', normalized(data)]];
  if (entry.languages) sides.push(['English: ', { ...copied, ...normalized(english ?? {}) }]);
  const problems = sides.flatMap(([where, fields]) => problemsOf(entry.schema, fields).map((problem) => where + problem));
  if (problems.length || !entry.languages) return problems;
  return ownerPairProblems(entry, sides[0][1], sides[1][1]).map((problem) => `English: ${problem}`);
}

const IMAGES = /!\[([^\]]*)\]\(([^)\s]+)/g;
const LINKS = /(?<!!)\[[^\]]*\]\(([^)\s]+)/g;

/** The text's pictures and links, as the build would find them: uploaded beside the content, or files and pages of the site. */
function bodyProblems(body: string, known: Known, locale: 'pt' | 'en'): string[] {
  const files = new Set(known.files);
  const problems: string[] = [];
  for (const [, alt, src] of body.matchAll(IMAGES)) {
    const named = `image "${src}"`;
    const address = pictureAddressProblem(src, named);
    const missing = !UPLOADED_IMAGE.test(src) && !files.has(src.split(/[?#]/)[0]) ? `${named}: there is no file public${src}` : null;
    problems.push(...[address ?? missing, altProblem(alt, named)].filter((problem): problem is string => problem !== null));
  }
  const segments = (prefix: string) =>
    new Set(
      known.paths
        .filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'))
        .map((path) => path.slice(prefix.length)),
    );
  const targets = { ids: segments(pathOf('post')), tags: segments(pathOf('tag')), isFile: (path: string) => files.has(path) };
  for (const [, href] of body.matchAll(LINKS)) {
    const result = checkLink(href, targets, locale);
    if ('problem' in result) problems.push(result.problem);
  }
  return problems;
}

/** An English side holding only what the editor copies from the Portuguese one is no translation yet. */
const translated = (english: Entry | undefined): english is Entry => !!english && (!!english.title || !!String(english.body ?? '').trim());

/**
 * The build's words on one field of an entry as the editor holds it (the tags widget shows them under its
 * field): the field's own rules, and the entry's rules that name it (a published article needs a tag), which
 * the schema applies once the other fields pass.
 */
export function fieldProblems(collection: Collection, field: string, { body = '', ...fields }: Entry): string[] {
  const result = (collection === 'posts' ? articleSchema : caseSchema).safeParse({ ...normalized(fields), body: String(body) });
  return result.success ? [] : [...new Set(result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message))];
}

/** Every reason the build would refuse this entry, in its words; empty when it may be saved. */
export function problemsBeforeSave(collection: Collection, data: Entry, english: Entry | undefined, known: Known): string[] {
  const owner = OWNER.get(collection);
  if (owner) return ownerProblems(owner, data, english);
  const schema = collection === 'posts' ? articleSchema : caseSchema;
  const sides: [string, Entry, 'pt' | 'en'][] = [['', data, 'pt']];
  // The fields the editor copies from the Portuguese side are written into the English file as it saves.
  const copied = Object.fromEntries(duplicated(schema).map((field) => [field, data[field]]));
  if (translated(english)) sides.push(['English: ', { ...copied, ...normalized(english) }, 'en']);
  const problems = sides.flatMap(([where, { body = '', ...fields }, locale]) =>
    [...problemsOf(schema, { ...normalized(fields), body: String(body) }), ...bodyProblems(String(body), known, locale)].map(
      (problem) => where + problem,
    ),
  );
  const voices = known.testimonials ?? [];
  if (collection === 'projects' && typeof data.testimonial === 'string' && data.testimonial && !voices.includes(data.testimonial))
    problems.push(`"testimonial" must be one of ${voices.join(', ')} (content/testimonials), got "${data.testimonial}"`);
  const draft = data.draft === true;
  if (collection === 'projects' && !draft && !translated(english))
    problems.push(
      'there is no English text: a published case needs its English text beside it (fill in the EN column, or keep it a draft)',
    );
  if (problems.length || !translated(english)) return problems;
  const meta = (entry: Entry) => schema.parse({ ...normalized(entry), body: String(entry.body ?? '') });
  const pair = collection === 'posts' ? articlePairProblems : pairProblems;
  return pair(meta(data) as never, meta(sides[1][1]) as never, 'Portuguese').map((problem) => `English: ${problem}`);
}

export { CAPTION_PREFIXES, slug };

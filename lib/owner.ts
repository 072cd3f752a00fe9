// What the owner runs the business with, read from content/ at build through one reader: each collection of
// the registry (lib/content/owner.ts: the services and the testimonials in each language, the studio's
// status, the site's settings and the partnership's numbers), each file through its schema. A bad value stops
// the build naming the file and the field, as an article does. Each collection's variable (SERVICES_DIR,
// TESTIMONIALS_DIR, STATUS_DIR, SETTINGS_DIR) points its folder elsewhere (tests).
// Server code only (node:fs): the pages hand client islands the plain values they need as props.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ownerCollection, ownerPairProblems, type OwnerEntry, type OwnerName } from './content/owner';
import {
  CURRENCY_OF,
  ID,
  PORTRAIT,
  problemsOf,
  SOURCE_TYPES,
  type OwnerSchema,
  type PartnershipData,
  type ServiceData,
  type SiteData,
  type StatusData,
  type TestimonialData,
} from './content/schema';
import type { ServiceId } from './data/services';
import { figureImage, figuresOf, imageFile, imageFileProblem } from './figures';
import type { Locale } from './i18n/locales';
import { firstNameOf, type OwnerWords } from './i18n/ownerWords';

class OwnerContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid content ${file}: ${problems.join('; ')}`);
    this.name = 'OwnerContentError';
  }
}

/** The folder of a collection: content/<folder>, or the one its variable names. */
const folderOf = (entry: OwnerEntry) => resolve(process.env[entry.variable] || join(process.cwd(), 'content', entry.folder));

const shown = (path: string) => relative(process.cwd(), path) || path;

/** One JSON file through its schema: its value, or the build stops naming the file and every bad field. */
export function readOwnerFile<S extends OwnerSchema>(schema: S, path: string): S['_zod']['output'] {
  if (!existsSync(path)) throw new OwnerContentError(shown(path), ['the file is missing']);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new OwnerContentError(shown(path), [`not JSON: ${(error as Error).message}`]);
  }
  const problems = problemsOf(schema, data);
  if (problems.length) throw new OwnerContentError(shown(path), problems);
  return schema.parse(data);
}

/** The ids of a collection: fixed by code, or the names of its Portuguese files. */
function idsOf(entry: OwnerEntry): string[] {
  if (entry.ids !== 'files') return [...entry.ids];
  const dir = folderOf(entry);
  const stray = readdirSync(dir).find((name) => name.endsWith('.json') && !/\.(pt|en)\.json$/.test(name));
  if (stray) throw new OwnerContentError(shown(join(dir, stray)), ['the file name gives no language: <id>.pt.json and <id>.en.json']);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.pt.json'))
    .map((name) => name.slice(0, -'.pt.json'.length))
    .sort();
}

/** Every entry of a collection in one language: each file through its schema, the English one against the Portuguese. */
function readCollection<T>(name: OwnerName, locale: Locale): (T & { id: string })[] {
  const entry = ownerCollection(name);
  const dir = folderOf(entry);
  return idsOf(entry).map((id) => {
    if (!entry.languages) return { id, ...(readOwnerFile(entry.schema, join(dir, `${id}.json`)) as T) };
    const path = (language: Locale) => join(dir, `${id}.${language}.json`);
    if (!ID.test(id))
      throw new OwnerContentError(shown(path('pt')), [`file name must be a lowercase slug such as lucas-ferraz, got "${id}"`]);
    const pt = readOwnerFile(entry.schema, path('pt')) as Record<string, unknown>;
    const en = readOwnerFile(entry.schema, path('en')) as Record<string, unknown>;
    const problems = ownerPairProblems(entry, pt, en);
    if (problems.length) throw new OwnerContentError(shown(path('en')), problems);
    return { id, ...((locale === 'pt' ? pt : en) as T) };
  });
}

export type Service = ServiceData & { id: ServiceId; currency: (typeof CURRENCY_OF)[Locale] };

/** The three services in their order, in one language; each one's currency is its language's. */
export function getServices(locale: Locale): Service[] {
  return readCollection<ServiceData>('services', locale).map((service) => ({
    ...service,
    id: service.id as ServiceId,
    currency: CURRENCY_OF[locale],
  }));
}

export type Testimonial = Omit<TestimonialData, 'picture'> & { id: string; image: string };

/** The ids of the testimonials: the names of their Portuguese files. */
export const testimonialIds = (): string[] => idsOf(ownerCollection('testimonials'));

/** Every testimonial in one language, by `order` (then by name); an uploaded portrait is made into sizes. */
export async function getTestimonials(locale: Locale): Promise<Testimonial[]> {
  const dir = folderOf(ownerCollection('testimonials'));
  const items = await Promise.all(
    readCollection<TestimonialData>('testimonials', locale).map(async ({ picture, ...data }) => ({
      ...data,
      image: await portrait(picture, dir, join(dir, `${data.id}.pt.json`)),
    })),
  );
  return items.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

/** A portrait under public/ as it is; an uploaded one made into WebP sizes, the smallest shown. */
async function portrait(src: string, dir: string, file: string): Promise<string> {
  const named = `"picture" image "${src}"`;
  const problem = imageFileProblem(src, dir, named);
  if (problem) throw new OwnerContentError(shown(file), [problem]);
  if (PORTRAIT.test(src) || !SOURCE_TYPES.test(src)) return src;
  const problems: string[] = [];
  const [made] = await figuresOf([{ path: imageFile(src, dir)!, named }], problems);
  if (problems.length) throw new OwnerContentError(shown(file), problems);
  return figureImage(made).src;
}

/** The studio's status in one language: the badge, the reply-time promise, the about statistics. */
export const getStatus = (locale: Locale): StatusData => readCollection<StatusData>('status', locale)[0];

/** The site's settings: the owner's name, e-mail, chat numbers and profiles. */
export const getSettings = (): SiteData => readCollection<SiteData>('site', 'pt')[0];

/** The partnership's numbers. */
export const getPartnership = (): PartnershipData => readCollection<PartnershipData>('partnership', 'pt')[0];

/** What the dictionaries' placeholders say in `locale`: the owner's name (the settings) and his reply-time promise (the status). */
export function ownerWords(locale: Locale): OwnerWords {
  const { ownerName } = getSettings();
  return { owner: ownerName, firstName: firstNameOf(ownerName), reply: getStatus(locale).reply };
}

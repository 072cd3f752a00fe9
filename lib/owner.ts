// What the owner runs the business with, read from content/ at build: the three services and the
// testimonials in each language, the studio's status, the site's settings and the partnership's numbers.
// Each file goes through its schema (lib/content/schema.ts); a bad value stops the build naming the file and
// the field, as an article does. SERVICES_DIR, TESTIMONIALS_DIR, STATUS_DIR and SETTINGS_DIR point elsewhere (tests).
// The settings and the partnership's numbers are also imported as JSON where client code needs them
// (lib/site.ts, lib/profit.ts); `ownerContent` checks those files before the pages are rendered.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  contradictions,
  CURRENCY_OF,
  dataProblems,
  duplicated,
  ID,
  partnershipSchema,
  PORTRAIT,
  serviceSchema,
  siteSchema,
  SOURCE_TYPES,
  statusSchema,
  testimonialSchema,
  type OwnerSchema,
  type ServiceData,
  type Same,
  type StatusData,
  type TestimonialData,
} from './content/schema';
import { SERVICE_IDS, type ServiceId } from './data/services';
import { figureImage, figuresOf, imageFile, imageFileProblem } from './figures';
import type { Locale } from './i18n/locales';

class OwnerContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid content ${file}: ${problems.join('; ')}`);
    this.name = 'OwnerContentError';
  }
}

const folder = (variable: string | undefined, name: string) => resolve(variable || join(process.cwd(), 'content', name));
const servicesDir = () => folder(process.env.SERVICES_DIR, 'services');
const testimonialsDir = () => folder(process.env.TESTIMONIALS_DIR, 'testimonials');
const statusDir = () => folder(process.env.STATUS_DIR, 'status');
export const settingsDir = () => folder(process.env.SETTINGS_DIR, 'settings');

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
  const problems = dataProblems(schema, data);
  if (problems.length) throw new OwnerContentError(shown(path), problems);
  return schema.parse(data);
}

/** The English file repeats what the editor copies from the Portuguese one (and the objects named in `also`, whose fields it copies). */
function pairCheck<M extends Record<string, unknown>>(
  schema: OwnerSchema,
  pt: M,
  en: M,
  ptPath: string,
  enPath: string,
  also: string[] = [],
) {
  const same = [...duplicated(schema as never), ...also].map((field): Same<M> => [field, (meta) => meta[field]]);
  const problems = contradictions(same, pt, en, ptPath.split('/').pop()!);
  if (problems.length) throw new OwnerContentError(shown(enPath), problems);
}

export type Service = ServiceData & { id: ServiceId };

/** The three services in their order, in one language; each file's currency is its language's. */
export function getServices(locale: Locale): Service[] {
  const dir = servicesDir();
  return SERVICE_IDS.map((id) => {
    const path = (language: Locale) => join(dir, `${id}.${language}.json`);
    const pt = readOwnerFile(serviceSchema, path('pt'));
    const en = readOwnerFile(serviceSchema, path('en'));
    pairCheck(serviceSchema, pt, en, path('pt'), path('en'), ['timeline']);
    for (const [language, data] of [
      ['pt', pt],
      ['en', en],
    ] as const)
      if (data.currency !== CURRENCY_OF[language])
        throw new OwnerContentError(shown(path(language)), [
          `"currency" must be ${CURRENCY_OF[language]} in the ${language === 'pt' ? 'Portuguese' : 'English'} file, got "${data.currency}"`,
        ]);
    return { id, ...(locale === 'pt' ? pt : en) };
  });
}

export type Testimonial = Omit<TestimonialData, 'picture'> & { id: string; image: string };

/** The ids of the testimonials: the names of their Portuguese files. */
export function testimonialIds(): string[] {
  return readdirSync(testimonialsDir())
    .filter((name) => name.endsWith('.pt.json'))
    .map((name) => name.slice(0, -'.pt.json'.length))
    .sort();
}

/** Every testimonial in one language, by `order` (then by name); an uploaded portrait is made into sizes. */
export async function getTestimonials(locale: Locale): Promise<Testimonial[]> {
  const dir = testimonialsDir();
  const stray = readdirSync(dir).find((name) => name.endsWith('.json') && !/\.(pt|en)\.json$/.test(name));
  if (stray) throw new OwnerContentError(shown(join(dir, stray)), ['the file name gives no language: <id>.pt.json and <id>.en.json']);
  const items = await Promise.all(
    testimonialIds().map(async (id) => {
      const ptPath = join(dir, `${id}.pt.json`);
      const enPath = join(dir, `${id}.en.json`);
      if (!ID.test(id))
        throw new OwnerContentError(shown(ptPath), [`file name must be a lowercase slug such as lucas-ferraz, got "${id}"`]);
      const pt = readOwnerFile(testimonialSchema, ptPath);
      const en = readOwnerFile(testimonialSchema, enPath);
      pairCheck(testimonialSchema, pt, en, ptPath, enPath);
      const data = locale === 'pt' ? pt : en;
      return { id, ...data, image: await portrait(data.picture, dir, ptPath) };
    }),
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
export function getStatus(locale: Locale): StatusData {
  const dir = statusDir();
  const pt = readOwnerFile(statusSchema, join(dir, 'status.pt.json'));
  const en = readOwnerFile(statusSchema, join(dir, 'status.en.json'));
  pairCheck(statusSchema, pt, en, join(dir, 'status.pt.json'), join(dir, 'status.en.json'));
  return locale === 'pt' ? pt : en;
}

/**
 * Checks the files client code imports as they are (lib/site.ts, lib/profit.ts): the site's settings and the
 * partnership's numbers. Every page calls it through its shell, so a bad value stops the build.
 */
export function checkSettings(): void {
  readOwnerFile(siteSchema, join(settingsDir(), 'site.json'));
  readOwnerFile(partnershipSchema, join(settingsDir(), 'partnership.json'));
}

// The front matter of one case study file (content/projects/<id>.pt.md or <id>.en.md), validated:
// every problem names the file and the field, as lib/frontMatter.ts does for articles.
import { SERVICE_IDS, type ServiceId } from './data/services';
import { testimonials } from './data/testimonials';
import { ID, isAbsent } from './frontMatter';
import { splitFrontMatter } from './markdown';

export const PROJECT_CATEGORIES = ['ai', 'web', 'editorial', 'marketing'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export type CaseImage = { src: string; alt: string };
export type CaseResult = { value: string; label: string };

/** What one file's front matter says, validated. */
export type ProjectFrontMatter = {
  title: string;
  /** One line: the card's text and the page's description. */
  description: string;
  client: string;
  sector: string;
  city: string;
  year: number;
  /** The card's place, 1 first. */
  order: number;
  category: ProjectCategory;
  /** Ids of lib/data/services.ts; the first is the main one (the contact form's project type). */
  services: ServiceId[];
  tags: string[];
  /** The live site; absent while it is not online ('em breve'). */
  url?: string;
  /** The card's picture: one uploaded beside the cases (UPLOADED_IMAGE) or one drawn for the site (LOCAL_IMAGE). */
  cover: string;
  gallery: CaseImage[];
  results: CaseResult[];
  /** An id of lib/data/testimonials.ts. */
  testimonial?: string;
  draft: boolean;
};

export const PROJECT_FIELDS = [
  'title',
  'description',
  'client',
  'sector',
  'city',
  'year',
  'order',
  'category',
  'services',
  'tags',
  'url',
  'cover',
  'gallery',
  'results',
  'testimonial',
  'draft',
] as const;

export const RESULTS = { min: 2, max: 4 } as const;
export const YEARS = { min: 1990, max: 2100 } as const;
export const ORDERS = { min: 1, max: 99 } as const;
/** A local picture this site draws: '/images/<…>-800.webp', with its -400 and -1200 siblings beside it. */
export const LOCAL_IMAGE = /^\/images\/[a-z0-9/_-]+-800\.webp$/;
/**
 * A picture uploaded beside the cases (the editor's image widget writes 'images/<file>'): './images/<file>'
 * or 'images/<file>' in the case folder, never above it. lib/projects.ts checks the file (PNG or JPEG, 4 MB
 * at most) and the build makes its sizes, as for an article's figures.
 */
export const UPLOADED_IMAGE = /^(?:\.\/)?images\/(?!(?:.*\/)?\.\.(?:\/|$)).+$/;

export class ProjectError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid case study ${file}: ${problems.join('; ')}`);
    this.name = 'ProjectError';
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const show = (value: unknown) => JSON.stringify(value ?? null);

function wholeNumber(data: Record<string, unknown>, field: 'year' | 'order', { min, max }: { min: number; max: number }): string[] {
  const value = data[field];
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max
    ? []
    : [`"${field}" must be a whole number from ${min} to ${max}, got ${show(value)}`];
}

/** Objects of exactly `keys`, each a text: the gallery's { src, alt } and the results' { value, label }. */
function listOf(data: Record<string, unknown>, field: 'gallery' | 'results', keys: readonly string[], example: string): string[] {
  const list = data[field];
  if (!Array.isArray(list) || list.length === 0) return [`"${field}" must be a list such as ${example}`];
  return list.flatMap((item, index) => {
    const where = `"${field}" item ${index + 1}`;
    if (!isRecord(item)) return [`${where} must be { ${keys.join(', ')} }`];
    const extra = Object.keys(item).filter((key) => !keys.includes(key));
    return [
      ...extra.map((key) => `${where} has "${key}", which it does not take (known: ${keys.join(', ')})`),
      ...keys.filter((key) => !isText(item[key])).map((key) => `${where} needs "${key}" as text`),
    ];
  });
}

function imageProblems(field: string, src: unknown): string[] {
  return typeof src === 'string' && (LOCAL_IMAGE.test(src) || UPLOADED_IMAGE.test(src))
    ? []
    : [
        `"${field}" must be a local image such as ./images/<file>.png (a PNG or JPEG beside the cases) or /images/projects/<id>-800.webp (with -400 and -1200 beside it), got ${show(src)}`,
      ];
}

function problemsOf(id: string, data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (!ID.test(id)) problems.push(`file name must be a lowercase slug such as my-project.pt.md, got "${id}"`);
  for (const field of Object.keys(data).filter((key) => !(PROJECT_FIELDS as readonly string[]).includes(key))) {
    problems.push(`"${field}" is not a field a case study has (known: ${PROJECT_FIELDS.join(', ')})`);
  }
  for (const field of ['title', 'description', 'client', 'sector', 'city'] as const) {
    if (!isText(data[field])) problems.push(`"${field}" is missing or empty`);
  }
  problems.push(...wholeNumber(data, 'year', YEARS), ...wholeNumber(data, 'order', ORDERS));
  if (!(PROJECT_CATEGORIES as readonly unknown[]).includes(data.category)) {
    problems.push(`"category" must be one of ${PROJECT_CATEGORIES.join(', ')}, got ${show(data.category)}`);
  }
  const services = data.services;
  if (!Array.isArray(services) || services.length === 0)
    problems.push(`"services" must be a list of ${SERVICE_IDS.join(', ')}, main one first`);
  else {
    for (const service of services.filter((item) => !(SERVICE_IDS as readonly unknown[]).includes(item))) {
      problems.push(`"services" has ${show(service)}, which is no service of the site (known: ${SERVICE_IDS.join(', ')})`);
    }
    if (new Set(services).size !== services.length) problems.push('"services" lists a service twice');
  }
  if (!Array.isArray(data.tags) || data.tags.length === 0 || !data.tags.every(isText)) {
    problems.push('"tags" must be a list of words, such as [Next.js, SEO]');
  } else if (new Set(data.tags.map((tag) => tag.trim().toLowerCase())).size !== data.tags.length) {
    problems.push('"tags" lists a technology twice');
  }
  if (!isAbsent(data.url) && !(typeof data.url === 'string' && /^https?:\/\/[^\s/]+\.[^\s]+$/.test(data.url))) {
    problems.push(`"url" must be the live site's address (https://…) or left out while it is not online, got ${show(data.url)}`);
  }
  problems.push(...imageProblems('cover', data.cover));
  const gallery = listOf(data, 'gallery', ['src', 'alt'], '[{ src: /images/projects/cases/<id>-desktop-800.webp, alt: … }]');
  problems.push(...gallery);
  if (!gallery.length)
    (data.gallery as CaseImage[]).forEach((image, index) => problems.push(...imageProblems(`gallery item ${index + 1} src`, image.src)));
  const results = listOf(data, 'results', ['value', 'label'], '[{ value: 3×, label: pedidos de cotação em seis meses }]');
  problems.push(...results);
  if (!results.length && ((data.results as unknown[]).length < RESULTS.min || (data.results as unknown[]).length > RESULTS.max)) {
    problems.push(`"results" must have ${RESULTS.min} to ${RESULTS.max} items, got ${(data.results as unknown[]).length}`);
  }
  if (!isAbsent(data.testimonial) && !testimonials.some((item) => item.id === data.testimonial)) {
    problems.push(`"testimonial" must be one of ${testimonials.map((item) => item.id).join(', ')}, got ${show(data.testimonial)}`);
  }
  if (!isAbsent(data.draft) && typeof data.draft !== 'boolean')
    problems.push(`"draft" must be true or false when present, got ${show(data.draft)}`);
  return problems;
}

const trimmed = <T extends Record<string, string>>(item: T) =>
  Object.fromEntries(Object.entries(item).map(([key, value]) => [key, value.trim()])) as T;

/** Validates one file's front matter (every problem names its field) and returns it with the body. */
export function parseProject(id: string, source: string, file: string = `${id}.pt.md`): { meta: ProjectFrontMatter; body: string } {
  const { data, body } = splitFrontMatter(source);
  const problems = problemsOf(id, data);
  if (!body.trim()) problems.push('the story below the front matter is empty: write the case');
  if (problems.length) throw new ProjectError(file, problems);
  const text = (field: 'title' | 'description' | 'client' | 'sector' | 'city') => (data[field] as string).trim();
  const meta: ProjectFrontMatter = {
    title: text('title'),
    description: text('description'),
    client: text('client'),
    sector: text('sector'),
    city: text('city'),
    year: data.year as number,
    order: data.order as number,
    category: data.category as ProjectCategory,
    services: data.services as ServiceId[],
    tags: (data.tags as string[]).map((tag) => tag.trim()),
    ...(data.url ? { url: data.url as string } : {}),
    cover: data.cover as string,
    gallery: (data.gallery as CaseImage[]).map(trimmed),
    results: (data.results as CaseResult[]).map(trimmed),
    ...(data.testimonial ? { testimonial: data.testimonial as string } : {}),
    draft: data.draft === true,
  };
  return { meta, body };
}

/** The fields both languages' files must agree on, compared as JSON; the gallery by its pictures, the results by their count. */
const SAME: Record<string, (meta: ProjectFrontMatter) => unknown> = {
  year: (meta) => meta.year,
  order: (meta) => meta.order,
  category: (meta) => meta.category,
  services: (meta) => meta.services,
  tags: (meta) => meta.tags,
  url: (meta) => meta.url,
  cover: (meta) => meta.cover,
  gallery: (meta) => meta.gallery.map((image) => image.src),
  results: (meta) => meta.results.length,
  testimonial: (meta) => meta.testimonial,
  draft: (meta) => meta.draft,
};
export const PROJECT_PAIRED = Object.keys(SAME);

export function pairProblems(pt: ProjectFrontMatter, en: ProjectFrontMatter, ptName: string): string[] {
  return Object.entries(SAME)
    .filter(([, read]) => JSON.stringify(read(pt)) !== JSON.stringify(read(en)))
    .map(([field, read]) =>
      field === 'results'
        ? `"results" must have as many items as in ${ptName} (${show(read(pt))})`
        : field === 'gallery'
          ? `"gallery" must show the same pictures in the same order as in ${ptName} (${show(read(pt))}); only "alt" is the language's own`
          : `"${field}" must be the same as in ${ptName} (${show(read(pt))})`,
    );
}

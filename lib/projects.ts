import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { ProjectType } from './contact';
import type { ServiceId } from './data/services';
import type { Locale } from './i18n/locales';
import { contentFolder, ENGLISH, type ContentFile, type ContentPair } from './contentFile';
import { renderMarkdown, type Section } from './markdown';
import type { ContextLine } from './messageContext';
import { figureImage, figuresOf, imageFile, imageFileProblem, type ResponsiveImage } from './figures';
import { testimonialIds } from './owner';
import { LOCAL_IMAGE, pairProblems, parseProject, ProjectError, type CaseImage, type ProjectFrontMatter } from './projectFrontMatter';
import { showsUnpublished } from './publication';
import { IMAGE_WIDTHS, imageSources } from './stockPhoto';
import { kept } from './once';

export { ProjectError, parseProject };

/** A screen of the case: its alt text and the picture as the page shows it. */
export type SizedImage = CaseImage & ResponsiveImage;

export type ProjectMeta = Omit<ProjectFrontMatter, 'draft' | 'cover' | 'gallery'> & {
  id: string;
  /** Only published cases are in a build; `npm run dev` shows drafts too, marked. */
  status: 'published' | 'draft';
  cover: ResponsiveImage;
  gallery: SizedImage[];
};

export type CaseStudy = ProjectMeta & { html: string; sections: Section[] };

export type ProjectQuery = {
  /** The content folder; default `projectsDir()`. */
  dir?: string;
  /** Where the pictures named in the files live; default `public/`. */
  publicDir?: string;
  locale?: Locale;
  /** Include drafts; by default only `npm run dev` does. */
  unpublished?: boolean;
};

/** Where the case studies live; PROJECTS_DIR points the whole pipeline elsewhere (tests, previews). */
export function projectsDir(): string {
  return resolve(process.env.PROJECTS_DIR || join(process.cwd(), 'content', 'projects'));
}

type Parsed = ContentFile<ProjectFrontMatter>;
type Source = ContentPair<ProjectFrontMatter>;

const readFolder = contentFolder(parseProject, ProjectError, 'case', pairProblems);

type Picture = { field: string; src: string };

/** A picture drawn for the site: its -400 and -1200 siblings must exist; its size is read from the 800 px file. */
async function drawnPicture({ field, src }: Picture, publicDir: string, problems: string[]): Promise<ResponsiveImage | null> {
  const missing = IMAGE_WIDTHS.map((width) => src.replace(/-800\.webp$/, `-${width}.webp`)).filter(
    (file) => !existsSync(join(publicDir, file)),
  );
  problems.push(...missing.map((file) => `"${field}" names ${file}, which is not in public/`));
  if (missing.length) return null;
  const { format, width, height } = await sharp(join(publicDir, src))
    .metadata()
    .catch(() => ({ format: null, width: 0, height: 0 }));
  if (format === 'webp') return { src, srcSet: imageSources(src).srcSet!, width, height };
  problems.push(`"${field}" ${src} is not a WebP picture`);
  return null;
}

/**
 * Every picture a file names, as the page shows it: a drawn one from its siblings under public/, an
 * uploaded one (PNG, JPEG or WebP beside the cases) made into sizes as an article's figures are. A missing,
 * oversized, unsupported or unreadable file stops the build naming the file and the field.
 */
async function resolvePictures(
  { file, meta }: Parsed,
  dir: string,
  publicDir: string,
): Promise<{ cover: ResponsiveImage; gallery: SizedImage[] }> {
  const pictures: Picture[] = [
    { field: 'cover', src: meta.cover },
    ...meta.gallery.map((image, index) => ({ field: `gallery item ${index + 1}`, src: image.src })),
  ];
  const problems: string[] = [];
  const drawn: (ResponsiveImage | null)[] = [];
  // One after another, so the problems come in the file's order.
  for (const { field, src } of pictures) {
    if (LOCAL_IMAGE.test(src)) {
      drawn.push(await drawnPicture({ field, src }, publicDir, problems));
      continue;
    }
    const problem = imageFileProblem(src, dir, `"${field}" image "${src}"`);
    if (problem) problems.push(problem);
    drawn.push(null);
  }
  if (problems.length) throw new ProjectError(file, problems);
  const uploaded = pictures
    .filter((_, index) => !drawn[index])
    .map(({ field, src }) => ({ path: imageFile(src, dir)!, named: `"${field}" image "${src}"` }));
  const made = (await figuresOf(uploaded, problems)).map(figureImage);
  if (problems.length) throw new ProjectError(file, problems);
  const [cover, ...gallery] = drawn.map((image) => image ?? made.shift()!);
  // Each screen keeps its alt text; the keys in the order the case page's payload has always had them.
  const screens = meta.gallery.map(({ alt }, index) => {
    const { src, srcSet, width, height } = gallery[index];
    return { src, alt, width, height, srcSet };
  });
  return { cover, gallery: screens };
}

/** Every case of the folder, validated, the English file beside each Portuguese one. */
function readSources(dir: string): Source[] {
  const all = readFolder(dir);
  const voices = all.some((source) => source.pt.meta.testimonial) ? testimonialIds() : [];
  for (const source of all) {
    if (!source.en && !source.pt.meta.draft) {
      throw new ProjectError(source.pt.file, [`there is no ${source.id}${ENGLISH}: a published case needs its English text beside it`]);
    }
    const { testimonial } = source.pt.meta;
    if (testimonial && !voices.includes(testimonial))
      throw new ProjectError(source.pt.file, [
        `"testimonial" must be one of ${voices.join(', ')} (content/testimonials), got "${testimonial}"`,
      ]);
  }
  return all;
}

/** A case as a build shows it, its pictures still as the file names them. */
type Visible = { meta: Omit<ProjectFrontMatter, 'draft'> & Pick<ProjectMeta, 'id' | 'status'>; body: string; chosen: Parsed };

function present(source: Source, query: ProjectQuery): Visible | null {
  if (source.pt.meta.draft && !(query.unpublished ?? showsUnpublished())) return null;
  // A draft may still lack its English text: it then shows the Portuguese one.
  const chosen = query.locale === 'en' && source.en ? source.en : source.pt;
  const { draft, ...meta } = chosen.meta;
  return { meta: { ...meta, id: source.id, status: draft ? 'draft' : 'published' }, body: chosen.body, chosen };
}

/** The cases this build publishes in card order, their pictures not yet read. */
function visible(query: ProjectQuery): Visible[] {
  return (
    readSources(query.dir ?? projectsDir())
      .flatMap((source) => present(source, query) ?? [])
      // Two cases in the same place (each saved alone, in the editor) keep a steady order: by id.
      .sort((a, b) => a.meta.order - b.meta.order || a.meta.id.localeCompare(b.meta.id))
  );
}

// Once per file as read (lib/once.ts, `kept`): the pictures by the file's parsed object and public/ folder.
const pictures = new WeakMap<Parsed, Map<string, ReturnType<typeof resolvePictures>>>();
const stories = new Map<string, ReturnType<typeof renderMarkdown>>();

/** A case with its pictures as the page shows them (see resolvePictures). */
async function withPictures({ meta, chosen }: Visible, query: ProjectQuery): Promise<ProjectMeta> {
  const dir = query.dir ?? projectsDir();
  const publicDir = query.publicDir ?? join(process.cwd(), 'public');
  if (!pictures.has(chosen)) pictures.set(chosen, new Map());
  const resolved = await kept(pictures.get(chosen)!, publicDir, () => resolvePictures(chosen, dir, publicDir));
  // The pictures take the places of the file's fields: the keys keep the order the pages' payload has always had.
  return { ...meta, ...resolved };
}

/** Every case this build publishes, in card order, without its story. A bad file fails naming file and field. */
export async function getProjects(query: ProjectQuery = {}): Promise<ProjectMeta[]> {
  return Promise.all(visible(query).map((found) => withPictures(found, query)));
}

/** The id of every case this build publishes, in card order (the pictures are checked where the pages show them). */
export function getProjectIds(query: ProjectQuery = {}): string[] {
  return visible(query).map(({ meta }) => meta.id);
}

/** One case with its story rendered, or null when there is no such file or the build leaves it out. */
export async function getProject(id: string, query: ProjectQuery = {}): Promise<CaseStudy | null> {
  const found = visible(query).find(({ meta }) => meta.id === id);
  return found ? { ...(await withPictures(found, query)), ...(await kept(stories, found.body, () => renderMarkdown(found.body))) } : null;
}

/**
 * The cases before and after `id` in card order, wrapping around: the last case's next is the first,
 * so every case page offers two more to read. Null when `id` is not listed or is the only one.
 */
export function adjacentProjects<T extends { id: string }>(projects: T[], id: string): { previous: T | null; next: T | null } {
  const index = projects.findIndex((project) => project.id === id);
  if (index < 0 || projects.length < 2) return { previous: null, next: null };
  const at = (offset: number) => projects[(index + offset + projects.length) % projects.length];
  return { previous: at(-1), next: at(1) };
}

/** The contact form's project type for a case's main service. */
export const PROJECT_TYPE_OF_SERVICE: Record<ServiceId, ProjectType> = {
  'premium-websites': 'premium-website',
  'interactive-portfolios': 'interactive-portfolio',
  'seo-architecture': 'seo-architecture',
};

/**
 * What a case page hands its contact form: the project type chosen from the case's main service and
 * the message's reference line, with its label and text in the page's language ('Referência',
 * 'case Casa Aurora Hotel').
 */
export function caseInquiry(project: Pick<ProjectMeta, 'services'>, words: { label: string; text: string }) {
  const reference: ContextLine = { kind: 'reference', label: words.label, text: words.text };
  return { project: PROJECT_TYPE_OF_SERVICE[project.services[0]], reference };
}

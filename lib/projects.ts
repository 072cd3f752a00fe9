import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ProjectType } from './contact';
import type { ServiceId } from './data/services';
import type { Locale } from './i18n/locales';
import { contentFolder, ENGLISH, PORTUGUESE, type ContentFile, type ContentPair } from './contentFile';
import { renderMarkdown, type Section } from './markdown';
import type { ContextLine } from './messageContext';
import { pairProblems, parseProject, ProjectError, type CaseImage, type ProjectFrontMatter } from './projectFrontMatter';
import { showsUnpublished } from './publication';
import { webpSize } from './webpSize';

export { ProjectError, parseProject };

export type SizedImage = CaseImage & { width: number; height: number };

export type ProjectMeta = Omit<ProjectFrontMatter, 'draft' | 'gallery'> & {
  id: string;
  /** Only published cases are in a build; `npm run dev` shows drafts too, marked. */
  status: 'published' | 'draft';
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

export const IMAGE_WIDTHS = [400, 800, 1200] as const;

/** Where the case studies live; PROJECTS_DIR points the whole pipeline elsewhere (tests, previews). */
export function projectsDir(): string {
  return resolve(process.env.PROJECTS_DIR || join(process.cwd(), 'content', 'projects'));
}

type Parsed = ContentFile<ProjectFrontMatter>;
type Source = ContentPair<ProjectFrontMatter>;

const readFolder = contentFolder(parseProject, ProjectError, 'case', pairProblems);

/** Each picture a file names, with its -400 and -1200 siblings, must exist; the gallery's get their size. */
function sizedGallery({ file, meta }: Parsed, publicDir: string): SizedImage[] {
  const missing: string[] = [];
  const check = (field: string, src: string) => {
    for (const width of IMAGE_WIDTHS) {
      const sibling = src.replace(/-800\.webp$/, `-${width}.webp`);
      if (!existsSync(join(publicDir, sibling))) missing.push(`"${field}" names ${sibling}, which is not in public/`);
    }
  };
  check('cover', meta.cover);
  meta.gallery.forEach((image, index) => check(`gallery item ${index + 1}`, image.src));
  if (missing.length) throw new ProjectError(file, missing);
  return meta.gallery.map((image, index) => {
    const size = webpSize(readFileSync(join(publicDir, image.src)));
    if (!size) throw new ProjectError(file, [`"gallery item ${index + 1}" ${image.src} is not a WebP picture`]);
    return { ...image, ...size };
  });
}

/** Every case of the folder, validated, the English file beside each Portuguese one. */
function readSources(dir: string): Source[] {
  const all = readFolder(dir);
  for (const source of all) {
    if (!source.en && !source.pt.meta.draft) {
      throw new ProjectError(source.pt.file, [`there is no ${source.id}${ENGLISH}: a published case needs its English text beside it`]);
    }
    const same = all.find((other) => other !== source && other.pt.meta.order === source.pt.meta.order);
    if (same) throw new ProjectError(source.pt.file, [`"order" ${source.pt.meta.order} is also the order of ${same.id}${PORTUGUESE}`]);
  }
  return all;
}

function present(source: Source, query: ProjectQuery): { meta: ProjectMeta; body: string } | null {
  if (source.pt.meta.draft && !(query.unpublished ?? showsUnpublished())) return null;
  // A draft may still lack its English text: it then shows the Portuguese one.
  const chosen = query.locale === 'en' && source.en ? source.en : source.pt;
  const { draft, ...meta } = chosen.meta;
  const gallery = sizedGallery(chosen, query.publicDir ?? join(process.cwd(), 'public'));
  return { meta: { ...meta, gallery, id: source.id, status: draft ? 'draft' : 'published' }, body: chosen.body };
}

function visible(query: ProjectQuery) {
  return readSources(query.dir ?? projectsDir())
    .flatMap((source) => present(source, query) ?? [])
    .sort((a, b) => a.meta.order - b.meta.order);
}

/** Every case this build publishes, in card order, without its story. A bad file fails naming file and field. */
export function getProjects(query: ProjectQuery = {}): ProjectMeta[] {
  return visible(query).map(({ meta }) => meta);
}

export function getProjectIds(query: ProjectQuery = {}): string[] {
  return getProjects(query).map((project) => project.id);
}

/** One case with its story rendered, or null when there is no such file or the build leaves it out. */
export function getProject(id: string, query: ProjectQuery = {}): CaseStudy | null {
  const found = visible(query).find(({ meta }) => meta.id === id);
  return found ? { ...found.meta, ...renderMarkdown(found.body) } : null;
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

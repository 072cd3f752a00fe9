import type { ResponsiveImage } from './figures';
import type { ProjectMeta } from './projects';

/** Tags shown on a project card before the '+N more' counter. */
const MAX_TAGS = 3;

/** A project is live when it has a link; '#' (or nothing) means it is not online yet. */
export function isLive(url: string | null | undefined): boolean {
  const value = (url ?? '').trim();
  return value !== '' && value !== '#';
}

/** The tags a card shows and how many more it counts in '+N more'. */
export function visibleTags<T>(tags: readonly T[], max: number = MAX_TAGS): { shown: T[]; more: number } {
  const limit = Math.max(0, max);
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}

export type ProjectCard = Pick<ProjectMeta, 'id' | 'title' | 'description' | 'category'> & {
  live: boolean;
  url?: string;
  image: ResponsiveImage;
  shown: string[];
  more: number;
};

/** What a portfolio card shows of a case's file: its words, the live link or none, the cover and three tags. */
export function projectCard(project: ProjectMeta): ProjectCard {
  const live = isLive(project.url);
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    category: project.category,
    live,
    ...(live ? { url: project.url } : {}),
    image: project.cover,
    ...visibleTags(project.tags),
  };
}

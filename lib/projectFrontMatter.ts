// The front matter of one case study file (content/projects/<id>.pt.md or <id>.en.md), validated by the case
// schema (lib/content/schema.ts): every problem names the file and the field.
import {
  caseSchema,
  fileProblems,
  LOCAL_IMAGE,
  normalized,
  pairProblems,
  PROJECT_CATEGORIES,
  PROJECT_FIELDS,
  type CaseData,
} from './content/schema';
import { splitFrontMatter } from './markdown';

export { LOCAL_IMAGE, pairProblems, PROJECT_CATEGORIES, PROJECT_FIELDS };
export type { CaseImage, CaseResult, ProjectCategory, ProjectFrontMatter } from './content/schema';

export class ProjectError extends Error {
  constructor(file: string, problems: string[]) {
    super(`Invalid case study ${file}: ${problems.join('; ')}`);
    this.name = 'ProjectError';
  }
}

/** Validates one file's front matter (every problem names its field) and returns it with the body. */
export function parseProject(id: string, source: string, file: string = `${id}.pt.md`): { meta: Omit<CaseData, 'body'>; body: string } {
  const { data, body } = splitFrontMatter(source);
  const problems = fileProblems(caseSchema, { id, data, body }, 'a case study', 'my-project.pt.md');
  if (problems.length) throw new ProjectError(file, problems);
  const { body: _, ...meta } = caseSchema.parse({ ...normalized(data), body });
  return { meta, body };
}

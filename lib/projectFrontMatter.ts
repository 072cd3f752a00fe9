// The front matter of one case study file (content/projects/<id>.pt.md or <id>.en.md), validated by the case
// schema (lib/content/schema.ts): every problem names the file and the field.
import {
  caseSchema,
  ID,
  LOCAL_IMAGE,
  normalized,
  pairProblems,
  PROJECT_CATEGORIES,
  PROJECT_FIELDS,
  problemsOf,
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
  const problems = ID.test(id) ? [] : [`file name must be a lowercase slug such as my-project.pt.md, got "${id}"`];
  if ('body' in data) problems.push(`"body" is not a field a case study has (known: ${PROJECT_FIELDS.join(', ')})`);
  problems.push(...problemsOf(caseSchema, data, body));
  if (problems.length) throw new ProjectError(file, problems);
  const { body: _, ...meta } = caseSchema.parse({ ...normalized(data), body });
  return { meta, body };
}

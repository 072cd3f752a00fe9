import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The content lane's command, `npm run check:content` (scripts/checkContent.mjs), stops a broken article
// before anything is published: it exits non-zero and prints the build's own error, which names the file
// and the field. It runs here over a copy of content/ with one broken article added, exporting into a
// folder of .tmp/ (never out/). The build reads every article before it renders a page, so each run stops
// early. The passing case, today's content, is the `check:content` stage of `npm test` itself.
const ROOT = process.cwd();
// One run: a build from cold up to the first page's data (about 25 s on the project's 2-core machine).
const RUN_MS = 90_000;

let work: string;

beforeAll(() => {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  work = mkdtempSync(join(ROOT, '.tmp', 'content-lane-'));
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the lane's command over a fresh copy of content/ holding `article` as `name`; its exit code and output. */
function checkContentWith(name: string, article: string): Promise<{ status: number | null; output: string }> {
  const posts = join(work, 'posts');
  const projects = join(work, 'projects');
  // A folder relative to the project: Next.js takes NEXT_EXPORT_DIR as its distDir.
  const exportDir = relative(ROOT, join(work, 'out'));
  rmSync(posts, { recursive: true, force: true });
  rmSync(projects, { recursive: true, force: true });
  cpSync(join(ROOT, 'content', 'posts'), posts, { recursive: true });
  cpSync(join(ROOT, 'content', 'projects'), projects, { recursive: true });
  writeFileSync(join(posts, name), article);
  const child = spawn(process.execPath, ['scripts/checkContent.mjs'], {
    cwd: ROOT,
    env: { ...process.env, POSTS_DIR: posts, PROJECTS_DIR: projects, NEXT_EXPORT_DIR: exportDir, OUT_DIR: exportDir },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output })));
}

const article = (front: string, body: string) =>
  `---\ntitle: "Um artigo com um erro"\n${front}\npreview: "Um artigo que o editor salvou com um erro, para ver a esteira pará-lo."\n` +
  `author: "Rafael Moreira"\ntags: ["Performance"]\n---\n\n${body}\n`;

describe('npm run check:content over content with one broken article', () => {
  it.each([
    {
      problem: 'a date that does not exist',
      name: 'broken.pt.md',
      text: article('date: "2024-13-45"', 'Um parágrafo.'),
      message: '"date" must be a real date written yyyy-mm-dd, got "2024-13-45"',
    },
    {
      problem: 'a figure whose image is missing',
      name: 'missing-figure.pt.md',
      text: article('date: "2024-05-02"', 'Um parágrafo.\n\n![Antes e depois](./images/missing.png)'),
      message: 'image "./images/missing.png": there is no file',
    },
  ])(
    '$problem: exits non-zero at the build, printing its error with the file and the field',
    async ({ name, text, message }) => {
      const { status, output } = await checkContentWith(name, text);
      expect(status).not.toBe(0);
      expect(output).toContain(`Invalid article ${relative(ROOT, join(work, 'posts', name))}: ${message}`);
      expect(output).toContain('check:content: build failed');
      expect(output).not.toContain('Running one project: content');
    },
    RUN_MS,
  );
});

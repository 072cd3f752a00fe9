import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The content lane's command, `npm run check:content` (scripts/checkContent.mjs), stops a broken article
// or a broken owner's file (a service, a testimonial, the settings) before anything is published: its first
// step reads every file as the pages do, so it exits non-zero in seconds, before a build starts, printing the
// error the build would, which names the file and the field. It runs here over a copy of content/ with one
// file broken, exporting into a folder of .tmp/ (never out/).
// Every message is a unit test (__tests__/lib/posts.test.ts, contentSchema.test.ts); this is the lane obeying
// them. That the pages show what content/ says is the lane's own checks over today's content (the
// `check:content` stage of `npm test`: __tests__/content/home.test.ts reads prices, clients and the chat
// number from content/).
const ROOT = process.cwd();
// One run stops before the build: seconds; generous for a busy machine.
const RUN_MS = 60_000;
const FOLDERS = ['posts', 'projects', 'services', 'testimonials', 'status', 'settings'] as const;

let work: string;

beforeAll(() => {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  work = mkdtempSync(join(ROOT, '.tmp', 'content-lane-'));
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the lane's command over a fresh copy of content/ with `files` (by path under content/) written in; its exit code and output. */
function checkContentWith(files: Record<string, string>): Promise<{ status: number | null; output: string }> {
  // A folder relative to the project: Next.js takes NEXT_EXPORT_DIR as its distDir.
  const exportDir = relative(ROOT, join(work, 'out'));
  for (const folder of FOLDERS) {
    rmSync(join(work, folder), { recursive: true, force: true });
    cpSync(join(ROOT, 'content', folder), join(work, folder), { recursive: true });
  }
  for (const [path, text] of Object.entries(files)) writeFileSync(join(work, path), text);
  const dirs = {
    POSTS_DIR: 'posts',
    PROJECTS_DIR: 'projects',
    SERVICES_DIR: 'services',
    TESTIMONIALS_DIR: 'testimonials',
    STATUS_DIR: 'status',
    SETTINGS_DIR: 'settings',
  };
  const child = spawn(process.execPath, ['scripts/checkContent.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(dirs).map(([variable, folder]) => [variable, join(work, folder)])),
      NEXT_EXPORT_DIR: exportDir,
      OUT_DIR: exportDir,
    },
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
  it(
    'a date that does not exist: exits non-zero before the build, printing its error with the file and the field',
    async () => {
      const name = 'broken.pt.md';
      const { status, output } = await checkContentWith({ [`posts/${name}`]: article('date: "2024-13-45"', 'Um parágrafo.') });
      expect(status).not.toBe(0);
      expect(output).toContain(
        `Invalid article ${relative(ROOT, join(work, 'posts', name))}: "date" must be a real date written yyyy-mm-dd, got "2024-13-45"`,
      );
      expect(output).toContain('check:content: content failed');
      expect(output).not.toContain('Next.js');
    },
    RUN_MS,
  );
});

/** A file of content/ as JSON. */
const json = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, 'content', path), 'utf8'));
const written = (data: object) => `${JSON.stringify(data, null, 2)}\n`;

describe("npm run check:content over the owner's files", () => {
  it(
    'a price written as text: exits non-zero before the build, naming the file and the field',
    async () => {
      const service = json('services/premium-websites.pt.json');
      const { status, output } = await checkContentWith({
        'services/premium-websites.pt.json': written({ ...service, price: 'R$ 2.997' }),
      });
      expect(status).not.toBe(0);
      expect(output).toContain(
        `Invalid content ${relative(ROOT, join(work, 'services', 'premium-websites.pt.json'))}: "price" must be a whole number of 1 or more, up to 1000000, without currency sign or dots, got "R$ 2.997"`,
      );
      expect(output).toContain('check:content: content failed');
      expect(output).not.toContain('Next.js');
    },
    RUN_MS,
  );
});

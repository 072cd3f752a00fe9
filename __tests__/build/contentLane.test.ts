import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The content lane's command, `npm run check:content` (scripts/checkContent.mjs), stops a broken article
// or a broken owner's file (a service, a testimonial, the settings) before anything is published: it exits
// non-zero and prints the build's own error, which names the file and the field. It runs here over a copy of
// content/ with one file broken, exporting into a folder of .tmp/ (never out/); each such run stops early.
// One whole run over a copy where the owner changed a price, a testimonial and a WhatsApp number shows them
// on the built pages of both languages and in the chat link. Today's content is the `check:content` stage
// of `npm test` itself.
const ROOT = process.cwd();
// One run: a build from cold up to the first page's data (about 25 s on the project's 2-core machine).
const RUN_MS = 90_000;
// A broken owner's file stops the build at the first page that shows it, after the compile: a few minutes.
const PAGE_RUN_MS = 400_000;
// A whole run, the build of every page and the checks over the export.
const WHOLE_RUN_MS = 900_000;
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
      const { status, output } = await checkContentWith({ [`posts/${name}`]: text });
      expect(status).not.toBe(0);
      expect(output).toContain(`Invalid article ${relative(ROOT, join(work, 'posts', name))}: ${message}`);
      expect(output).toContain('check:content: build failed');
      expect(output).not.toContain('Running one project: content');
    },
    RUN_MS,
  );
});

/** A file of content/ as JSON. */
const json = (path: string): Record<string, unknown> => JSON.parse(readFileSync(join(ROOT, 'content', path), 'utf8'));
const written = (data: object) => `${JSON.stringify(data, null, 2)}\n`;

describe("npm run check:content over the owner's files", () => {
  it(
    'a price written as text: exits non-zero at the build, naming the file and the field',
    async () => {
      const service = json('services/premium-websites.pt.json');
      const { status, output } = await checkContentWith({
        'services/premium-websites.pt.json': written({ ...service, price: 'R$ 2.997' }),
      });
      expect(status).not.toBe(0);
      expect(output).toContain(
        `Invalid content ${relative(ROOT, join(work, 'services', 'premium-websites.pt.json'))}: "price" must be a whole number of 1 or more, up to 1000000, without currency sign or dots, got "R$ 2.997"`,
      );
      expect(output).toContain('check:content: build failed');
    },
    PAGE_RUN_MS,
  );

  it(
    'a new price, testimonial and WhatsApp number: passes, and the built pages of both languages and the chat link show them',
    async () => {
      const price = { pt: 3490, en: 690 };
      const words = {
        pt: 'Em três meses os pedidos dobraram, e o site se pagou.',
        en: 'In three months the requests doubled, and the site paid for itself.',
      };
      const phone = '+55 21 99876-5432';
      const settings = json('settings/site.json');
      const files: Record<string, string> = {
        'settings/site.json': written({ ...settings, whatsapp: { ...(settings.whatsapp as object), contact: phone } }),
      };
      for (const locale of ['pt', 'en'] as const) {
        files[`services/premium-websites.${locale}.json`] = written({
          ...json(`services/premium-websites.${locale}.json`),
          price: price[locale],
        });
        files[`testimonials/lucas.${locale}.json`] = written({ ...json(`testimonials/lucas.${locale}.json`), text: words[locale] });
      }
      const { status, output } = await checkContentWith(files);
      expect([status, output.slice(-2000)]).toEqual([0, expect.stringContaining('check:content: passed')]);

      const page = (path: string) => readFileSync(join(work, 'out', `${path}.html`), 'utf8');
      const [home, english] = [page('index'), page('en')];
      expect(home).toContain('A partir de R$3.490');
      expect(english).toContain('From $690');
      expect(home).toContain(words.pt);
      expect(english).toContain(words.en);
      for (const html of [home, english, page('privacidade')]) {
        expect(html).toContain(phone);
        expect(html).toContain('https://wa.me/5521998765432?text=');
      }
      // The search engines read the same numbers.
      expect(home).toContain('"minPrice":"3490","priceCurrency":"BRL"');
      expect(english).toContain('"minPrice":"690","priceCurrency":"USD"');
    },
    WHOLE_RUN_MS,
  );
});

import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { testimonialSchema } from '@/lib/content/schema';
import { parsePost } from '@/lib/frontMatter';
import { getServices, getStatus, getTestimonials } from '@/lib/owner';
import { getPost } from '@/lib/posts';
import { parseProject } from '@/lib/projectFrontMatter';
import { getProject } from '@/lib/projects';
import { LOCAL_CMS_BACKEND, LOCAL_CMS_PORT } from '@/scripts/csp.mjs';
import { casesIn } from './content';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';

// The editor at /admin against its local backend (decap-server, as `npm run cms` runs it) over a
// temporary copy of content/: what an editor does in the browser lands as files the build accepts,
// and the build's own loaders read them as the pages show them. The tests share the copy, in order.
const BACKEND = LOCAL_CMS_BACKEND.find((origin) => origin.includes('127.0.0.1'))!;
const REPO = resolve('.tmp/cms-e2e');
const posts = join(REPO, 'content', 'posts');
const projects = join(REPO, 'content', 'projects');
const NEW_ARTICLE = 'tabelas-e-figuras-no-diario';
const services = join(REPO, 'content', 'services');
const testimonials = join(REPO, 'content', 'testimonials');
const status = join(REPO, 'content', 'status');
/** The owner's new prices and new client, written in the editor below and looked for by the build's loaders. */
const PRICE = { pt: 3490, en: 690 };
const VOICE = {
  name: 'Joana Prado',
  id: 'joana-prado',
  pt: { role: 'Fundadora da Ateliê Prado', text: 'O site novo trouxe clientes na primeira semana.' },
  en: { role: 'Founder of Ateliê Prado', text: 'The new site brought clients in its first week.' },
};
/** The badge the owner writes when he closes the agenda, in each language. */
const CLOSED = { pt: 'Agenda fechada até março', en: 'Booked until March' };
const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
/** What the tests edit, taken from the content as the owner left it: an article with no English text yet (else the last), the first service. */
const ARTICLE = (() => {
  const ids = readdirSync(join('content', 'posts'))
    .filter((name) => name.endsWith('.pt.md'))
    .map((name) => name.slice(0, -'.pt.md'.length));
  return ids.find((id) => !existsSync(join('content', 'posts', `${id}.en.md`))) ?? ids.at(-1)!;
})();
const SERVICE = getServices('pt')[0].id;
/** The first case and its first result in each language, and the value the editor writes over it. */
async function firstCase() {
  const [pt, en] = await Promise.all([casesIn('pt'), casesIn('en')]);
  const before = { pt: pt[0].results[0].value, en: en.find((item) => item.id === pt[0].id)!.results[0].value };
  return { id: pt[0].id, before, after: before.pt === '61%' ? '62%' : '61%' };
}

// The editor is a 5 MB application: on a busy 2-core machine it takes longer to start than Playwright's 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
// Decap stops a save that its form refuses by rejecting a promise with no reason: the message is on the form.
test.use({ allowedOrigins: [BACKEND], allowedProblems: [/^uncaught exception: undefined$/] });

let backend: ChildProcess;

test.beforeAll(async () => {
  rmSync(REPO, { recursive: true, force: true });
  mkdirSync(REPO, { recursive: true });
  cpSync('content', join(REPO, 'content'), { recursive: true });
  const server = resolve('node_modules/decap-server/dist/index.js');
  backend = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(LOCAL_CMS_PORT), MODE: 'fs', GIT_REPO_DIRECTORY: REPO, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const info = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'info' }) };
  const answers = async () => (await fetch(`${BACKEND}/api/v1`, info).catch(() => null))?.ok ?? false;
  await expect.poll(answers, { timeout: 60_000 }).toBe(true); // a loaded machine starts the backend slowly
});

test.afterAll(() => {
  backend?.kill();
});

async function openEditor(page: Page, hash = '') {
  await page.goto(`/admin${hash}`);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeHidden();
}

/** The Portuguese or English column of an entry's form: side by side on a computer, one above the other on a phone (Decap's split panes). */
const column = (page: Page, lang: 'pt' | 'en') => page.locator(lang === 'pt' ? '.Pane1' : '.Pane2');

/**
 * An entry's page fits the phone (public/admin/admin.css): the document no wider than the screen, each language's
 * column inside it, English below Portuguese, and the publish button whole on the screen wherever the form is scrolled.
 */
async function fitsThePhone(page: Page) {
  const { width } = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const [pt, en] = [(await column(page, 'pt').boundingBox())!, (await column(page, 'en').boundingBox())!];
  for (const box of [pt, en]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  expect(en.y).toBeGreaterThanOrEqual(pt.y + pt.height);
  await expect(page.getByRole('button', { name: 'Publicar' }).first()).toBeInViewport({ ratio: 1 });
}

/**
 * The entry's page speaks Portuguese: no text, title or placeholder on it is one of Decap's English phrases that
 * its Portuguese lacks or leaves in English (public/admin/editor.js completes them).
 */
async function speaksPortuguese(page: Page) {
  const english = await page.evaluate(() => {
    type Phrases = { [key: string]: string | Phrases };
    const { CMS } = window as unknown as { CMS: { getLocale(locale: string): Phrases } };
    const flat = (phrases: Phrases, at = ''): [string, string][] =>
      Object.entries(phrases).flatMap(([key, value]) => (typeof value === 'string' ? [[at + key, value]] : flat(value, `${at}${key}.`)));
    const portuguese = new Map(flat(CMS.getLocale('pt')));
    const phrases = new Set(flat(CMS.getLocale('en')).flatMap(([key, text]) => (portuguese.get(key) === text ? [] : [text])));
    const shown = [...document.querySelectorAll('body *')].flatMap((element) => [
      ...(element.checkVisibility()
        ? [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent!.trim())
        : []),
      element.getAttribute('title') ?? '',
      element.getAttribute('placeholder') ?? '',
    ]);
    return [...new Set(shown.filter((text) => phrases.has(text)))];
  });
  expect(english).toEqual([]);
}

/** A picture drawn for a test (`shapes` of SVG on a dark ground), as a PNG file in the copy, ready to upload. */
async function drawn(name: string, width: number, height: number, shapes: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#15151c"/>${shapes}</svg>`;
  await sharp(Buffer.from(svg)).png().toFile(join(REPO, name));
  return join(REPO, name);
}

/** Uploads `file` through an image field's button and chooses it, as an editor does. */
async function choosePicture(field: Locator, file: string) {
  await field.getByRole('button', { name: /Escolha uma imagem/ }).click();
  const page = field.page();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: /Escolher selecionad/i }).click();
}

/** Types markdown into a column's text field (the raw editor), line by line as a person does. */
async function write(column: Locator, lines: string[]) {
  const editor = column.getByLabel('Campo markdown').locator('[contenteditable="true"]');
  await editor.click();
  for (const [index, line] of lines.entries()) {
    if (index) await editor.press('Enter');
    if (line) await editor.page().keyboard.insertText(line);
  }
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar' }).first().click();
  await page.getByText('Publicar agora').click();
}

test('leaving a required field empty is refused in the form, with a message, and writes nothing', async ({ page }) => {
  await openEditor(page, '#/collections/posts/new');
  const pt = column(page, 'pt');
  await pt.getByLabel('Título').fill('Um artigo sem data');
  await publish(page);
  await expect(page.getByText(/Data de publicação.*obrigatório/i).first()).toBeVisible();
  expect(existsSync(join(posts, 'um-artigo-sem-data.pt.md'))).toBe(false);
});

test('an article written in the editor, with a table and an uploaded image, is a file the build accepts', async ({ page }) => {
  // A chart, uploaded as an editor would.
  const bars = [260, 140, 60].map(
    (width, row) => `<rect x="40" y="${60 + row * 90}" width="${width * 2}" height="50" rx="8" fill="#d4ff5a"/>`,
  );
  const chart = await drawn('tempos.png', 800, 360, bars.join(''));

  await openEditor(page, '#/collections/posts');
  await page.getByRole('button', { name: 'Mídia' }).click();
  await page.locator('input[type=file]').setInputFiles(chart);
  await expect(page.getByText('tempos.png')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/admin#/collections/posts/new');
  const pt = column(page, 'pt');
  await pt.getByLabel('Título').fill('Tabelas e figuras no diário');
  await pt.getByLabel('Data de publicação').fill('2026-11-20');
  await pt.getByLabel('Resumo').fill('Como uma tabela e um gráfico entram num artigo sem passar por um desenvolvedor.');
  await pt.getByLabel('Autor').fill('Rafael Moreira');
  const tags = pt.getByRole('combobox', { name: 'Tags', exact: true });
  await tags.fill('performance');
  await tags.press('Enter');
  await tags.fill('Editor');
  await tags.press('Enter');
  await expect(pt.getByRole('list', { name: 'Tags escolhidas' }).getByRole('listitem')).toHaveText(['Performance×', 'Editor×']);
  await write(pt, [
    'Três medidas da mesma página, antes e depois.',
    '',
    '| Medida | Antes | Depois |',
    '| --- | ---: | ---: |',
    '| LCP | 4,2 s | 0,8 s |',
    '| TBT | 1.340 ms | 40 ms |',
    '',
    'Tabela: Tempos medidos no celular',
    '',
    '![Gráfico de barras: os três tempos da página caindo a cada versão.](./images/tempos.png "Os tempos de cada versão.")',
  ]);
  await publish(page);

  // The backend writes the files as the save goes on: read them once they are whole.
  await expect(() => {
    const file = join(posts, `${NEW_ARTICLE}.pt.md`);
    const { meta, body } = parsePost(NEW_ARTICLE, readFileSync(file, 'utf8'), file);
    expect(meta).toMatchObject({ title: 'Tabelas e figuras no diário', date: '2026-11-20', tags: ['Performance', 'Editor'], draft: false });
    expect(body).toContain('| LCP | 4,2 s | 0,8 s |');
  }).toPass();
  expect(existsSync(join(posts, 'images', 'tempos.png'))).toBe(true);
  // The editor copies date, author and tags into an English file even when nobody wrote the English side:
  // the site reads such a file as no English text, so English pages show the Portuguese one.
});

test('an English version added to an existing article is written beside it, its date and tags the same', async ({ page }) => {
  await openEditor(page, `#/collections/posts/entries/${ARTICLE}`);
  const en = column(page, 'en');
  await en.getByLabel('Título').fill('Minimalism that hides complexity: a guide for founders');
  await en.getByLabel('Resumo').fill('Simple on the surface, engineered underneath: what founders should ask of a website.');
  await write(en, ['A simple page is the result of many decisions taken for the visitor.']);
  await publish(page);

  await expect(() => {
    const pt = parsePost(ARTICLE, readFileSync(join(posts, `${ARTICLE}.pt.md`), 'utf8')).meta;
    const file = join(posts, `${ARTICLE}.en.md`);
    const { meta } = parsePost(ARTICLE, readFileSync(file, 'utf8'), file);
    expect(meta).toMatchObject({ title: 'Minimalism that hides complexity: a guide for founders', date: pt.date, tags: pt.tags });
  }).toPass();
});

test("a case study's result and cover, edited in the editor, are saved in both languages", async ({ page }) => {
  // A new cover: a phone showing the booking page.
  const phone = '<rect x="420" y="80" width="360" height="740" rx="48" fill="#1d1d26"/>';
  const screen =
    '<rect x="460" y="160" width="280" height="160" rx="16" fill="#e8c9a0"/><rect x="460" y="700" width="280" height="64" rx="32" fill="#d4ff5a"/>';
  const cover = await drawn('reserva.png', 1200, 900, phone + screen);
  const edited = await firstCase();
  await openEditor(page, `#/collections/projects/entries/${edited.id}`);
  await choosePicture(column(page, 'pt').getByLabel('Campo image').first(), cover);
  for (const lang of ['pt', 'en'] as const) {
    const results = column(page, lang).getByLabel('Campo list').filter({ hasText: 'Resultados' });
    // Open the first result: the button at the left of its bar.
    const value = new RegExp(`^${edited.before[lang].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    await results.getByText(value).first().locator('xpath=preceding-sibling::div[1]/button[1]').click();
    await results.getByLabel('Número').first().fill(edited.after);
  }
  await publish(page);
  await expect(() => {
    for (const lang of ['pt', 'en']) {
      const { meta } = parseProject(edited.id, readFileSync(join(projects, `${edited.id}.${lang}.md`), 'utf8'));
      expect(meta.results[0].value).toBe(edited.after);
      expect(meta.cover).toMatch(/^(\.\/)?images\/reserva\.png$/);
    }
    // The backend writes the upload apart from the entry: it may land a moment after the text.
    expect(existsSync(join(projects, 'images', 'reserva.png'))).toBe(true);
  }).toPass();
});

// The owner edits on his phone, where he reads his leads: each entry at 390 px, then published.
test.describe('on a phone, 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the owner changes a service's price in both languages, written to both files", async ({ page }) => {
    await openEditor(page, `#/collections/services/entries/${SERVICE}`);
    for (const locale of ['pt', 'en'] as const) await column(page, locale).getByLabel('Preço inicial').fill(String(PRICE[locale]));
    await fitsThePhone(page);
    await speaksPortuguese(page);
    await publish(page);
    // Once both files are written; the build's schema and its currency rule read them in the last test (getServices).
    await expect(() => {
      for (const locale of ['pt', 'en'] as const)
        expect(json(join(services, `${SERVICE}.${locale}.json`))).toMatchObject({ price: PRICE[locale] });
    }).toPass();
  });

  test('the owner closes the agenda with its badge in both languages', async ({ page }) => {
    await openEditor(page, '#/collections/status/entries/status');
    const open = column(page, 'pt').getByRole('switch');
    await expect(open).toHaveAttribute('aria-checked', 'true');
    await open.click();
    await expect(open).toHaveAttribute('aria-checked', 'false');
    for (const locale of ['pt', 'en'] as const) await column(page, locale).getByLabel('Selo com a agenda fechada').fill(CLOSED[locale]);
    await fitsThePhone(page);
    await speaksPortuguese(page);
    await publish(page);
    await expect(() => {
      for (const locale of ['pt', 'en'] as const)
        expect(json(join(status, `status.${locale}.json`))).toMatchObject({ open: false, closedText: CLOSED[locale] });
    }).toPass();
  });

  test('the owner adds a testimonial with its picture, in both languages', async ({ page }) => {
    const face = '<rect width="256" height="256" fill="#e8c9a0"/><circle cx="128" cy="104" r="56" fill="#15151c"/>';
    const portrait = await drawn('joana.png', 256, 256, face);
    await openEditor(page, '#/collections/testimonials/new');
    const [pt, en] = [column(page, 'pt'), column(page, 'en')];
    await pt.getByLabel('Nome').fill(VOICE.name);
    await pt.getByLabel('Cargo').fill(VOICE.pt.role);
    await pt.getByLabel('Depoimento').fill(VOICE.pt.text);
    await pt.getByLabel('Posição').fill('10');
    await choosePicture(pt.getByLabel('Campo image'), portrait);
    await en.getByLabel('Cargo').fill(VOICE.en.role);
    await en.getByLabel('Depoimento').fill(VOICE.en.text);
    await fitsThePhone(page);
    await speaksPortuguese(page);
    await publish(page);
    await expect(() => {
      for (const locale of ['pt', 'en'] as const) {
        const data = testimonialSchema.parse(json(join(testimonials, `${VOICE.id}.${locale}.json`)));
        expect(data).toMatchObject({
          name: VOICE.name,
          ...VOICE[locale],
          order: 10,
          picture: expect.stringMatching(/^(\.\/)?images\/joana\.png$/),
        });
      }
      expect(existsSync(join(testimonials, 'images', 'joana.png'))).toBe(true);
    }).toPass();
  });
});

test("the build's loaders read the edited copy as its pages show it: the new article, the English title, the new result, price, agenda and testimonial", async () => {
  const edited = await firstCase();
  // The very functions the pages call, over the copy (the owner's folders by their variables, as the build takes them).
  const dirs = { SERVICES_DIR: services, TESTIMONIALS_DIR: testimonials, STATUS_DIR: status };
  const before = Object.keys(dirs).map((variable) => [variable, process.env[variable]] as const);
  Object.assign(process.env, dirs);
  try {
    const article = await getPost(NEW_ARTICLE, { dir: posts });
    expect(article?.title).toBe('Tabelas e figuras no diário');
    // The table is a region named by its caption, the line below it; the uploaded chart a figure in the site's sizes.
    expect(article!.html).toMatch(/<section class="table-scroll"[^>]*aria-labelledby="table-1-caption"/);
    expect(article!.html).toMatch(/id="table-1-caption"[^>]*>Tempos medidos no celular</);
    expect(article!.html).toMatch(
      /<figure class="figure"><picture>.*alt="Gráfico de barras: os três tempos da página caindo a cada versão\."/s,
    );
    expect((await getPost(ARTICLE, { dir: posts, locale: 'en' }))?.title).toBe('Minimalism that hides complexity: a guide for founders');

    for (const locale of ['pt', 'en'] as const) {
      const project = await getProject(edited.id, { dir: projects, locale });
      expect(project?.results[0].value).toBe(edited.after);
      expect(project?.cover.srcSet).toMatch(/\/figures\/reserva-[0-9a-f]+-400\.webp 400w/);
      expect(getServices(locale).find((service) => service.id === SERVICE)?.price).toBe(PRICE[locale]);
      expect(getStatus(locale)).toMatchObject({ open: false, closedText: CLOSED[locale] });
      const voice = (await getTestimonials(locale)).find((testimonial) => testimonial.name === VOICE.name);
      expect(voice).toMatchObject({ ...VOICE[locale], image: expect.stringMatching(/^\/figures\/joana-[0-9a-f]+-\d+\.webp$/) });
    }
  } finally {
    for (const [variable, value] of before) {
      if (value === undefined) delete process.env[variable];
      else process.env[variable] = value;
    }
  }
});

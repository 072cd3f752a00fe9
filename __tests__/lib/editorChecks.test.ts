/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import matter from 'gray-matter';
import { GET } from '@/app/admin/config.json/route';
import { OWNER_COLLECTIONS, ownerCollection, type OwnerEntry, type OwnerName } from '@/lib/content/owner';
import { getPartnership, getServices, getSettings, getStatus, getTestimonials } from '@/lib/owner';
import { getPost } from '@/lib/posts';
import { getProjects } from '@/lib/projects';
import { bundleChecks } from '../../scripts/adminChecks.mjs';
import { articleSample, caseSample } from '../fixtures/frontMatter';

// The editor refuses, before saving, each file the build would refuse: one table of bad files, each
// written into a copy of the content folder and read by the build, and handed as Decap hands an entry to
// the editor's checks, the very script /admin loads (scripts/adminChecks.mjs bundles it).

type Fields = Record<string, unknown>;
type Editor = {
  problemsBeforeSave: (collection: string, data: Fields, english: Fields | undefined, known: object) => string[];
};

let editor: Editor;
let known: object;
const folders: string[] = [];

beforeAll(async () => {
  editor = runInNewContext(`${await bundleChecks(null)}; SiteEditor`, {}) as Editor;
  known = (await (await GET()).json()).known;
}, 30_000);
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A copy of the real folder (so links reach its articles and tags) with `files` added. */
function folder(from: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'editor-checks-'));
  folders.push(dir);
  cpSync(join(process.cwd(), 'content', from), dir, { recursive: true });
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  return dir;
}

const file = ({ body = '', ...fields }: Fields) => matter.stringify(String(body), fields);

/** The build's verdict: the file read with the rest of its folder, and its text made into a page. */
async function buildRefuses(collection: 'posts' | 'projects', pt: Fields, en?: Fields): Promise<boolean> {
  const dir = folder(collection, { 'nova.pt.md': file(pt), ...(en ? { 'nova.en.md': file(en) } : {}) });
  try {
    if (collection === 'posts') await getPost('nova', { dir, unpublished: true });
    else await getProjects({ dir });
    return false;
  } catch {
    return true;
  }
}

const article: Fields = {
  ...articleSample,
  body: 'O texto, com [um artigo](/post/designing-digital-authority) e [uma tag](/journal/tag/performance).\n',
};
const project: Fields = { ...caseSample, order: 7, body: 'A história do projeto.\n' };
const english = (fields: Fields): Fields => ({ ...fields, title: 'New House', description: 'A hotel in Trancoso.', body: 'The story.\n' });

const without = (fields: Fields, key: string) => Object.fromEntries(Object.entries(fields).filter(([name]) => name !== key));

// Each field's rules are the schemas' (contentSchema.test.ts), which the build and the editor both apply: a few of
// them here, to show both apply them, and what the editor checks beyond them (pictures, links, the English file).
const BAD_ARTICLES: [string, Fields][] = [
  ['no title', without(article, 'title')],
  ['a revision before the publication', { ...article, updated: '2026-11-19' }],
  ['no text', { ...article, body: '' }],
  ['a picture without alt text', { ...article, body: '![](/images/projects/luxury-hotel-800.webp)\n' }],
  ['a picture from another site', { ...article, body: '![Um gráfico.](https://example.com/grafico.png)\n' }],
  ['a GIF', { ...article, body: '![Um gráfico.](/images/animado.gif)\n' }],
  ['a picture that is not there', { ...article, body: '![Um gráfico.](/images/nao-existe.png)\n' }],
  ['a link to an article that does not exist', { ...article, body: 'Veja [isto](/post/no-such-article).\n' }],
  ['a link to a tag no article has', { ...article, body: 'Veja [isto](/journal/tag/no-such-tag).\n' }],
  ['a link to no page', { ...article, body: 'Veja [isto](/no-such-page).\n' }],
  ['a relative link', { ...article, body: 'Veja [isto](post/designing-digital-authority).\n' }],
];

const BAD_CASES: [string, Fields, Fields | undefined][] = [
  ['a testimonial nobody gave', { ...project, testimonial: 'joana' }, undefined],
  ['no story', { ...project, body: '' }, undefined],
  ['published with no English text', project, undefined],
  ['fewer results in English', project, { ...english(project), results: [{ value: '58%', label: 'more direct bookings' }] }],
  [
    'other screens in English',
    project,
    { ...english(project), gallery: [{ src: '/images/projects/protecta-800.webp', alt: 'The home page.' }] },
  ],
];

const forEditor = (collection: string, pt: Fields, en?: Fields) => editor.problemsBeforeSave(collection, pt, en, known);

describe('a good file', () => {
  it('is saved by the editor and built by the build, an article and a case in two languages', async () => {
    expect(forEditor('posts', article)).toEqual([]);
    expect(await buildRefuses('posts', article)).toBe(false);
    expect(forEditor('projects', project, english(project))).toEqual([]);
    expect(await buildRefuses('projects', project, english(project))).toBe(false);
  });
});

describe('a bad file is refused by the build and by the editor before it saves', () => {
  it.each(BAD_ARTICLES)('an article with %s', async (_, fields) => {
    expect(await buildRefuses('posts', fields)).toBe(true);
    expect(forEditor('posts', fields)).not.toEqual([]);
  });

  it.each(BAD_CASES)('a case with %s', async (_, pt, en) => {
    expect(await buildRefuses('projects', pt, en ?? (pt === project ? undefined : english(pt)))).toBe(true);
    expect(forEditor('projects', pt, en ?? (pt === project ? undefined : english(pt)))).not.toEqual([]);
  });
});

// The tags widget matching a tag spelt another way (UX&UI, UX & UI) by the slug rule: tagsWidget.test.ts.

// The owner's files (lib/owner.ts): the same bad value refused by the build, reading a copy of its folder with
// the file changed, and by the editor's check of the entry as Decap hands it (the English side beside it).
const readJson = (path: string): Fields => JSON.parse(readFileSync(join(process.cwd(), 'content', path), 'utf8')) as Fields;
const service = readJson('services/premium-websites.pt.json');
const serviceEn = readJson('services/premium-websites.en.json');
const voice = readJson('testimonials/lucas.pt.json');
const voiceEn = readJson('testimonials/lucas.en.json');
const status = readJson('status/status.pt.json');
const statusEn = readJson('status/status.en.json');
const settings = readJson('settings/site.json');
const offer = readJson('settings/partnership.json');

/** How the build reads each of the owner's collections (lib/owner.ts); where its files are is the registry's. */
const READ: Record<OwnerName, () => unknown> = {
  services: () => getServices('pt'),
  testimonials: () => getTestimonials('pt'),
  status: () => getStatus('pt'),
  site: () => getSettings(),
  partnership: () => getPartnership(),
};

/** The files of an entry in a copy of its folder: a new testimonial, the first of a fixed set. */
function namesOf(entry: OwnerEntry): [string, string?] {
  const id = entry.ids === 'files' ? 'nova' : entry.ids[0];
  return entry.languages ? [`${id}.pt.json`, `${id}.en.json`] : [`${id}.json`];
}

/** The build's error on the owner's folder with `pt` (and `en`) written over the collection's files, or null. */
async function buildError(collection: OwnerName, pt: Fields, en?: Fields): Promise<string | null> {
  const entry = ownerCollection(collection);
  const names = namesOf(entry);
  const files = { [names[0]]: JSON.stringify(pt), ...(names[1] ? { [names[1]]: JSON.stringify(en ?? pt) } : {}) };
  const dir = folder(entry.folder, files);
  const before = process.env[entry.variable];
  process.env[entry.variable] = dir;
  try {
    await READ[collection]();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    if (before === undefined) delete process.env[entry.variable];
    else process.env[entry.variable] = before;
  }
}

/**
 * Every rule the build applies to an owner's file, the form's own bounds and the rules it cannot express
 * (a refinement, the English file against the Portuguese one): the build refuses each file, and the editor's
 * check before saving gives the same words.
 */
const BAD_OWNER_FILES: [string, OwnerName, Fields, Fields | undefined][] = [
  ['an English price with decimals', 'services', service, { ...serviceEn, price: 599.5 }],
  ['a price of 0', 'services', { ...service, price: 0 }, serviceEn],
  [
    'a timeline ending before it starts',
    'services',
    { ...service, timeline: { from: 6, to: 4 } },
    { ...serviceEn, timeline: { from: 6, to: 4 } },
  ],
  ['a pair whose timelines differ', 'services', service, { ...serviceEn, timeline: { from: 1, to: 2 } }],
  ['a currency, which the language gives', 'services', { ...service, currency: 'USD' }, serviceEn],
  ['a testimonial without its English text', 'testimonials', voice, { ...voiceEn, text: ' ' }],
  ['a testimonial whose English side has another portrait', 'testimonials', voice, { ...voiceEn, picture: '/images/avatars/other.webp' }],
  ['a closed agenda with nothing to say', 'status', { ...status, open: false, closedText: '' }, { ...statusEn, open: false }],
  ['an English agenda open while the Portuguese one is closed', 'status', { ...status, open: false, closedText: 'Fechada.' }, statusEn],
  [
    'a WhatsApp number without its country code',
    'site',
    { ...settings, whatsapp: { contact: '11 98765-4321', partnership: '+55 11 91234-5678' } },
    undefined,
  ],
  [
    'a WhatsApp number with too few digits',
    'site',
    { ...settings, whatsapp: { contact: '+55 11 987', partnership: '+55 11 91234-5678' } },
    undefined,
  ],
  ['a preset as text', 'partnership', { ...offer, presets: [997, '1.497'] }, undefined],
  ['a delivery cost of 0', 'partnership', { ...offer, deliveryCost: 0 }, undefined],
];

describe("the owner's files", () => {
  it('as they are, are saved by the editor and built by the build', async () => {
    const goods: [OwnerName, Fields, Fields | undefined][] = [
      ['services', service, serviceEn],
      ['testimonials', voice, voiceEn],
      ['status', status, statusEn],
      ['site', settings, undefined],
      ['partnership', offer, undefined],
    ];
    expect(goods.map(([name]) => name).sort()).toEqual(OWNER_COLLECTIONS.map((entry) => entry.name).sort());
    for (const [collection, pt, en] of goods) {
      expect([collection, forEditor(collection, pt, en)]).toEqual([collection, []]);
      expect([collection, await buildError(collection, pt, en)]).toEqual([collection, null]);
    }
  });

  it.each(BAD_OWNER_FILES)(
    'with %s are refused by the build and by the editor before it saves, in the same words',
    async (_, collection, pt, en) => {
      const refused = await buildError(collection, pt, en);
      const problems = forEditor(collection, pt, en);
      expect(refused).toMatch(/^Invalid content /);
      expect(problems).not.toEqual([]);
      for (const problem of problems) expect(refused).toContain(problem.replace(/^English: /, ''));
    },
  );
});

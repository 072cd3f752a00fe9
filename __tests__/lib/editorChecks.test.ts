/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import matter from 'gray-matter';
import { GET } from '@/app/admin/config.json/route';
import { checkSettings, getServices, getStatus, getTestimonials } from '@/lib/owner';
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

type OwnerCollection = 'services' | 'testimonials' | 'status' | 'site' | 'partnership';
/** Where each collection's files live, their names in the copy, and how the build reads them. */
const OWNER_FILES: Record<OwnerCollection, { folder: string; variable: string; names: [string, string?]; read: () => unknown }> = {
  services: {
    folder: 'services',
    variable: 'SERVICES_DIR',
    names: ['premium-websites.pt.json', 'premium-websites.en.json'],
    read: () => getServices('pt'),
  },
  testimonials: {
    folder: 'testimonials',
    variable: 'TESTIMONIALS_DIR',
    names: ['nova.pt.json', 'nova.en.json'],
    read: () => getTestimonials('pt'),
  },
  status: { folder: 'status', variable: 'STATUS_DIR', names: ['status.pt.json', 'status.en.json'], read: () => getStatus('pt') },
  site: { folder: 'settings', variable: 'SETTINGS_DIR', names: ['site.json'], read: () => checkSettings() },
  partnership: { folder: 'settings', variable: 'SETTINGS_DIR', names: ['partnership.json'], read: () => checkSettings() },
};

/** The build's verdict on the owner's folder with `pt` (and `en`) written over the collection's files. */
async function buildRefusesOwner(collection: OwnerCollection, pt: Fields, en?: Fields): Promise<boolean> {
  const { folder: name, variable, names, read } = OWNER_FILES[collection];
  const files = { [names[0]]: JSON.stringify(pt), ...(names[1] ? { [names[1]]: JSON.stringify(en ?? pt) } : {}) };
  const dir = folder(name, files);
  const before = process.env[variable];
  process.env[variable] = dir;
  try {
    await read();
    return false;
  } catch {
    return true;
  } finally {
    if (before === undefined) delete process.env[variable];
    else process.env[variable] = before;
  }
}

const BAD_OWNER_FILES: [string, OwnerCollection, Fields, Fields | undefined][] = [
  ['an English price with decimals', 'services', service, { ...serviceEn, price: 599.5 }],
  ['a testimonial without its English text', 'testimonials', voice, { ...voiceEn, text: ' ' }],
  ['a closed agenda with nothing to say', 'status', { ...status, open: false, closedText: '' }, { ...statusEn, open: false }],
  [
    'a WhatsApp number without its country code',
    'site',
    { ...settings, whatsapp: { contact: '11 98765-4321', partnership: '+55 11 91234-5678' } },
    undefined,
  ],
  ['a preset as text', 'partnership', { ...offer, presets: [997, '1.497'] }, undefined],
];

describe("the owner's files", () => {
  it('as they are, are saved by the editor and built by the build', async () => {
    const goods: [OwnerCollection, Fields, Fields | undefined][] = [
      ['services', service, serviceEn],
      ['testimonials', voice, voiceEn],
      ['status', status, statusEn],
      ['site', settings, undefined],
      ['partnership', offer, undefined],
    ];
    for (const [collection, pt, en] of goods) {
      expect([collection, forEditor(collection, pt, en)]).toEqual([collection, []]);
      expect([collection, await buildRefusesOwner(collection, pt, en)]).toEqual([collection, false]);
    }
  });

  it.each(BAD_OWNER_FILES)('with %s are refused by the build and by the editor before it saves', async (_, collection, pt, en) => {
    expect(await buildRefusesOwner(collection, pt, en)).toBe(true);
    expect(forEditor(collection, pt, en)).not.toEqual([]);
  });
});

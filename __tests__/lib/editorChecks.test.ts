/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import matter from 'gray-matter';
import { GET } from '@/app/admin/config.json/route';
import { getPost } from '@/lib/posts';
import { getProjects } from '@/lib/projects';
import { bundleChecks } from '../../scripts/adminChecks.mjs';

// The editor refuses, before saving, each file the build would refuse: one table of bad files, each
// written into a copy of the content folder and read by the build, and handed as Decap hands an entry to
// the editor's checks, the very script /admin loads (scripts/adminChecks.mjs bundles it).

type Fields = Record<string, unknown>;
type Editor = {
  problemsBeforeSave: (collection: string, data: Fields, english: Fields | undefined, known: object) => string[];
  slug: (text: string) => string;
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
  title: 'Tabelas no diário',
  date: '2024-11-20',
  preview: 'Como uma tabela entra num artigo.',
  author: 'Rafael Moreira',
  tags: ['Performance'],
  draft: false,
  body: 'O texto, com [um artigo](/post/designing-digital-authority) e [uma tag](/journal/tag/performance).\n',
};
const project: Fields = {
  title: 'Casa Nova',
  description: 'Um hotel em Trancoso.',
  client: 'Casa Nova',
  sector: 'Hotelaria',
  city: 'Trancoso, BA',
  year: 2024,
  order: 7,
  category: 'web',
  services: ['premium-websites'],
  tags: ['Next.js'],
  cover: '/images/projects/luxury-hotel-800.webp',
  gallery: [{ src: '/images/projects/luxury-hotel-800.webp', alt: 'A página inicial.' }],
  results: [
    { value: '58%', label: 'em reservas diretas' },
    { value: '0,8 s', label: 'para abrir no celular' },
  ],
  draft: false,
  body: 'A história do projeto.\n',
};
const english = (fields: Fields): Fields => ({ ...fields, title: 'New House', description: 'A hotel in Trancoso.', body: 'The story.\n' });

const without = (fields: Fields, key: string) => Object.fromEntries(Object.entries(fields).filter(([name]) => name !== key));

const BAD_ARTICLES: [string, Fields][] = [
  ['no title', without(article, 'title')],
  ['a date written Brazilian style', { ...article, date: '20/11/2024' }],
  ['a day that does not exist', { ...article, date: '2024-02-30' }],
  ['a revision before the publication', { ...article, updated: '2024-11-19' }],
  ['tags as one text', { ...article, tags: 'Performance' }],
  ['a published article with no tags', { ...article, tags: [] }],
  ['a tag with no letter or digit', { ...article, tags: ['😀'] }],
  ['one tag written twice', { ...article, tags: ['UX&UI', 'UX & UI'] }],
  ['a category the site has not', { ...article, category: 'For Everyone' }],
  ['zero minutes of reading', { ...article, readTime: 0 }],
  ['a fraction of a minute', { ...article, readTime: 1.5 }],
  ['draft as a word', { ...article, draft: 'sim' }],
  ['a field the site does not know', { ...article, Draft: true }],
  ['no summary', without(article, 'preview')],
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
  ['no client', without(project, 'client'), undefined],
  ['a year out of bounds', { ...project, year: 1989 }, undefined],
  ['a year as text', { ...project, year: '2024' }, undefined],
  ['place 0', { ...project, order: 0 }, undefined],
  ['a category the site has not', { ...project, category: 'design' }, undefined],
  ['a service the site does not sell', { ...project, services: ['logo-design'] }, undefined],
  ['a service twice', { ...project, services: ['premium-websites', 'premium-websites'] }, undefined],
  ['a technology twice', { ...project, tags: ['Next.js', 'next.js'] }, undefined],
  ['an address that is no site', { ...project, url: 'casanova.com.br' }, undefined],
  ['a cover from another site', { ...project, cover: 'https://example.com/capa.png' }, undefined],
  ['a screen without alt text', { ...project, gallery: [{ src: '/images/projects/luxury-hotel-800.webp' }] }, undefined],
  [
    'a screen with a caption',
    { ...project, gallery: [{ src: '/images/projects/luxury-hotel-800.webp', alt: 'x', caption: 'y' }] },
    undefined,
  ],
  ['one result', { ...project, results: [{ value: '2×', label: 'pedidos' }] }, undefined],
  ['five results', { ...project, results: Array.from({ length: 5 }, () => ({ value: '1', label: 'x' })) }, undefined],
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

describe('the tag widget', () => {
  it('matches a typed tag to an existing one by the site’s slug rule', () => {
    expect(editor.slug('UX&UI')).toBe('ux-e-ui');
    expect(editor.slug('UX & UI')).toBe(editor.slug('UX&UI'));
    expect(editor.slug('Estratégia')).toBe('estrategia');
  });
});

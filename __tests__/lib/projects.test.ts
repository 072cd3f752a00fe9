/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  adjacentProjects,
  caseInquiry,
  getProject,
  getProjectIds,
  getProjects,
  parseProject,
  PROJECT_TYPE_OF_SERVICE,
} from '@/lib/projects';
import { pairProblems } from '@/lib/projectFrontMatter';
import { SERVICE_IDS } from '@/lib/data/services';
import { PROJECT_TYPES } from '@/lib/contact';

const FIXTURES = join(__dirname, '..', 'fixtures', 'projects');
const alpha = readFileSync(join(FIXTURES, 'alpha.pt.md'), 'utf8');

/** alpha.pt.md with one front matter line replaced (or removed, with `null`). */
function withLine(field: string, line: string | null): string {
  const pattern = new RegExp(`^${field}:.*(\\n {2}.*)*\\n`, 'm');
  expect(alpha).toMatch(pattern);
  return alpha.replace(pattern, line === null ? '' : `${line}\n`);
}

const problem = (source: string) => {
  try {
    parseProject('alpha', source, 'content/projects/alpha.pt.md');
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('parseProject: one file, every problem naming file and field', () => {
  it('reads a valid file', () => {
    const { meta, body } = parseProject('alpha', alpha);
    expect(meta).toMatchObject({ title: 'Ateliê Alfa', year: 2023, order: 2, category: 'web', testimonial: 'lucas', draft: false });
    expect(meta.services).toEqual(['premium-websites', 'seo-architecture']);
    expect(meta.results).toEqual([
      { value: '2×', label: 'pedidos por mês' },
      { value: '0,9 s', label: 'para abrir no celular' },
    ]);
    expect(body).toContain('## O desafio');
  });

  // Every rule and its message: the case schema's table (contentSchema.test.ts). Here, that a bad file names itself.
  it.each([
    ['year', 'year: "2023"', /"year" must be a whole number from 1990 to 2100, got "2023"/],
    ['results', 'results:\n  - value: "2×"\n    label: "pedidos"', /"results" must have 2 to 4 items, got 1/],
  ])('%s: %p', (field, line, message) => {
    const text = problem(withLine(field, line));
    expect(text).toMatch(/^Invalid case study content\/projects\/alpha\.pt\.md: /);
    expect(text).toMatch(message);
  });

  it('leaves url and testimonial out when absent, and reads a draft', () => {
    const { meta } = parseProject('alpha', withLine('url', null).replace('testimonial: "lucas"\n', 'draft: true\n'));
    expect(meta.url).toBeUndefined();
    expect(meta.testimonial).toBeUndefined();
    expect(meta.draft).toBe(true);
  });

  it('names a bad file name', () => {
    expect(() => parseProject('Alpha Case', alpha)).toThrow(/file name must be a lowercase slug/);
  });
});

describe('pairProblems: what the English file must repeat', () => {
  const pt = parseProject('alpha', alpha).meta;
  const en = parseProject('alpha', readFileSync(join(FIXTURES, 'alpha.en.md'), 'utf8')).meta;

  it('lets the words differ', () => {
    expect(pairProblems(pt, en, 'alpha.pt.md')).toEqual([]);
  });

  it.each([
    ['year', { year: 2024 }, '"year" must be the same as in alpha.pt.md (2023)'],
    ['order', { order: 5 }, '"order" must be the same as in alpha.pt.md (2)'],
    ['services', { services: ['seo-architecture'] as typeof en.services }, '"services" must be the same as in alpha.pt.md'],
    ['url', { url: undefined }, '"url" must be the same as in alpha.pt.md ("https://atelie-alfa.example.com")'],
    ['testimonial', { testimonial: 'camila' }, '"testimonial" must be the same as in alpha.pt.md ("lucas")'],
    ['results', { results: en.results.slice(0, 1) }, '"results" must have as many items as in alpha.pt.md (2)'],
    ['gallery', { gallery: [...en.gallery].reverse() }, '"gallery" must show the same pictures in the same order'],
  ])('%s', (_, change, message) => {
    expect(pairProblems(pt, { ...en, ...change }, 'alpha.pt.md').join('\n')).toContain(message);
  });
});

describe('the content folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'projects-'));
    cpSync(FIXTURES, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the published cases in card order, in the language asked, drafts left out', async () => {
    expect(getProjectIds({ dir })).toEqual(['beta', 'alpha']);
    expect((await getProjects({ dir, locale: 'en' })).map((project) => project.title)).toEqual(['Beta Podcast', 'Alfa Studio']);
    expect((await getProjects({ dir, locale: 'pt' })).map((project) => project.sector)).toEqual(['Mídia', 'Artesanato']);
  });

  it('reads content/projects when given no folder, the cards and the pages listing the same cases', async () => {
    expect((await getProjects()).map((project) => project.id)).toEqual(getProjectIds());
  });

  it('shows a draft, marked, when unpublished cases are asked for (npm run dev), in Portuguese until it has English', async () => {
    const all = await getProjects({ dir, locale: 'en', unpublished: true });
    expect(all.map((project) => [project.id, project.status])).toEqual([
      ['beta', 'published'],
      ['alpha', 'published'],
      ['gamma', 'draft'],
    ]);
    expect(all[2].title).toBe('Gama Rascunho');
    expect(await getProject('gamma', { dir })).toBeNull();
  });

  it('gives a case its story and each screen its size', async () => {
    const project = (await getProject('alpha', { dir, locale: 'en' }))!;
    expect(project.html).toContain('<h2 id="the-challenge">The challenge</h2>');
    expect(project.gallery[0]).toEqual({
      src: '/images/projects/buddychat-800.webp',
      alt: "The studio's home page on a laptop",
      width: 800,
      height: 600,
      srcSet:
        '/images/projects/buddychat-400.webp 400w, /images/projects/buddychat-800.webp 800w, /images/projects/buddychat-1200.webp 1200w',
    });
    expect(project.cover).toEqual({
      src: '/images/projects/buddychat-800.webp',
      srcSet: project.gallery[0].srcSet,
      width: 800,
      height: 600,
    });
    expect(await getProject('nothing', { dir })).toBeNull();
  });

  it('stops at a published case without its English file, naming it', async () => {
    rmSync(join(dir, 'beta.en.md'));
    await expect(getProjects({ dir })).rejects.toThrow(/beta\.pt\.md: there is no beta\.en\.md: a published case needs its English text/);
  });

  it('stops at an English file without its Portuguese one', async () => {
    rmSync(join(dir, 'beta.pt.md'));
    await expect(getProjects({ dir })).rejects.toThrow(/beta\.en\.md: there is no beta\.pt\.md/);
  });

  it('stops at a Portuguese file still named the old way, <id>.md, saying what to rename it', async () => {
    renameSync(join(dir, 'beta.pt.md'), join(dir, 'beta.md'));
    await expect(getProjects({ dir })).rejects.toThrow(
      /^Invalid case study .*beta\.md: the file name gives no language: rename it beta\.pt\.md \(the Portuguese text; the English one is beta\.en\.md\)$/,
    );
  });

  it('stops at an English file that contradicts the Portuguese one, naming file and field', async () => {
    const file = join(dir, 'alpha.en.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('category: "web"', 'category: "ai"'));
    await expect(getProjects({ dir })).rejects.toThrow(/alpha\.en\.md: "category" must be the same as in alpha\.pt\.md \("web"\)/);
  });

  it('stops at a picture that is not there, or whose -400 or -1200 sibling is missing', async () => {
    for (const name of ['alpha.pt.md', 'alpha.en.md']) {
      const file = join(dir, name);
      writeFileSync(file, readFileSync(file, 'utf8').replace('/images/projects/protecta-800.webp', '/images/projects/nowhere-800.webp'));
    }
    await expect(getProjects({ dir })).rejects.toThrow(
      /alpha\.pt\.md: "gallery item 2" names \/images\/projects\/nowhere-400\.webp, which is not in public\//,
    );
  });

  it('puts two cases given the same place in the order of their ids (an editor saving one cannot see the others)', async () => {
    for (const name of ['beta.pt.md', 'beta.en.md']) {
      writeFileSync(join(dir, name), readFileSync(join(dir, name), 'utf8').replace('order: 1', 'order: 2'));
    }
    expect((await getProjects({ dir })).map((project) => [project.id, project.order])).toEqual([
      ['alpha', 2],
      ['beta', 2],
    ]);
  });
});

describe("pictures uploaded beside the cases (the editor's image widget)", () => {
  let dir: string;
  const cache = mkdtempSync(join(tmpdir(), 'case-figures-'));
  beforeAll(() => {
    process.env.FIGURE_CACHE = cache;
  });
  afterAll(() => {
    delete process.env.FIGURE_CACHE;
    rmSync(cache, { recursive: true, force: true });
  });
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'projects-'));
    cpSync(FIXTURES, dir, { recursive: true });
    mkdirSync(join(dir, 'images'));
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#15151c' } })
      .png()
      .toFile(join(dir, 'images', 'tela-inicial.png'));
    writeFileSync(join(dir, 'images', 'quebrada.webp'), Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Both of alpha's files with their cover and first screen replaced, as the editor writes them. */
  function upload(cover: string, screen = '/images/projects/buddychat-800.webp') {
    for (const name of ['alpha.pt.md', 'alpha.en.md']) {
      const file = join(dir, name);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain('cover: "/images/projects/buddychat-800.webp"\ngallery:\n  - src: "/images/projects/buddychat-800.webp"');
      writeFileSync(
        file,
        text.replace(
          'cover: "/images/projects/buddychat-800.webp"\ngallery:\n  - src: "/images/projects/buddychat-800.webp"',
          `cover: "${cover}"\ngallery:\n  - src: "${screen}"`,
        ),
      );
    }
  }

  it('are made into figures, with or without ./, at the size of the file', async () => {
    upload('./images/tela-inicial.png', 'images/tela-inicial.png');
    const project = (await getProject('alpha', { dir }))!;
    expect(project.cover).toMatchObject({
      src: expect.stringMatching(/^\/figures\/tela-inicial-\w{10}-800\.webp$/),
      width: 1600,
      height: 1000,
    });
    expect(project.gallery[0]).toEqual({ ...project.cover, alt: expect.any(String) });
  });

  // What a picture must be (a file there, PNG, JPEG or WebP, under 4 MB, readable) and the sizes made of it are
  // markdownFigures.test.ts's, a remote address contentSchema.test.ts's, and an uploaded case's pictures in the export
  // (with and without ./, never wider than the file, on its cards) build/cases.test.ts's: here, that a case's picture
  // is held to those rules, naming the file and the field.
  it.each([
    ['cover', './images/sumiu.png', undefined, /"cover" image "\.\/images\/sumiu\.png": there is no file .*images\/sumiu\.png/],
    ['a screen', './images/tela-inicial.png', 'images/sumiu.jpg', /"gallery item 1" image "images\/sumiu\.jpg": there is no file/],
    // Found only when the picture is made, after the other checks.
    ['cover', './images/quebrada.webp', undefined, /"cover" image "\.\/images\/quebrada\.webp" cannot be read as a PNG, JPEG or WebP/],
  ])(
    'a missing or unreadable file as the %s stops the build naming the case file, the field and the picture',
    async (_, cover, screen, message) => {
      upload(cover, screen);
      await expect(getProjects({ dir })).rejects.toThrow(/^Invalid case study .*alpha\.pt\.md: /);
      await expect(getProjects({ dir })).rejects.toThrow(message);
    },
  );
});

describe('adjacentProjects: the previous and next cases, round the list', () => {
  const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it.each([
    ['a', 'c', 'b'],
    ['b', 'a', 'c'],
    ['c', 'b', 'a'],
  ])('%s: previous %s, next %s', (id, previous, next) => {
    expect(adjacentProjects(list, id)).toEqual({ previous: { id: previous }, next: { id: next } });
  });

  it('has none for a lone case or an unknown one', () => {
    expect(adjacentProjects([{ id: 'a' }], 'a')).toEqual({ previous: null, next: null });
    expect(adjacentProjects(list, 'z')).toEqual({ previous: null, next: null });
  });
});

describe('caseInquiry: the form a case page hands over', () => {
  it('maps every service to a project type of the form', () => {
    for (const service of SERVICE_IDS) expect(PROJECT_TYPES).toContain(PROJECT_TYPE_OF_SERVICE[service]);
  });

  it('chooses the main service and carries the reference line', () => {
    expect(
      caseInquiry({ services: ['seo-architecture', 'premium-websites'] }, { label: 'Referência', text: 'case Protecta Seguros' }),
    ).toEqual({
      project: 'seo-architecture',
      reference: { kind: 'reference', label: 'Referência', text: 'case Protecta Seguros' },
    });
  });
});

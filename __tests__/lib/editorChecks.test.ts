import { checkLink } from '@/lib/markdown/links';
import { imageProblem } from '@/lib/markdown/figures';
import { pairProblems, type ProjectFrontMatter } from '@/lib/projectFrontMatter';
import { getPostIds, getTags, postsDir } from '@/lib/posts';
import { localizedPaths, siteRoutes } from '@/lib/routes';

// What the editor checks before it saves (public/admin/editor.js, on Decap's preSave) that no single
// field can: each case is refused by the editor exactly when the build would stop on it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { problemsOf } = require('../../public/admin/editor.js') as {
  problemsOf: (collection: string, data: object, english: object | undefined, known: object) => string[];
};

const known = {
  paths: localizedPaths(siteRoutes()).map(({ path }) => path),
  files: ['/images/projects/protecta-800.webp', '/cv.pdf'],
  tags: getTags().map((tag) => tag.name),
};
const targets = { ids: new Set(getPostIds()), tags: new Set(getTags().map((tag) => tag.slug)) };
const article = { title: 'Um artigo', date: '2026-11-20', body: 'Texto.' };

describe('an article body', () => {
  it.each([
    ['an image uploaded beside the articles', '![Um gráfico.](./images/landing-metrics.png)', true],
    ['an image without alt text', '![](./images/landing-metrics.png)', false],
    ['an image from another site', '![Um gráfico.](https://example.com/grafico.png)', false],
    ['a GIF', '![Um gráfico.](./images/animado.gif)', false],
  ])('%s: the editor agrees with the build', (_, body, fine) => {
    const [, alt, src] = /!\[([^\]]*)\]\(([^)\s]+)/.exec(body)!;
    expect(imageProblem(src, alt, postsDir()) === null).toBe(fine);
    expect(problemsOf('posts', { ...article, body }, undefined, known)).toHaveLength(fine ? 0 : 1);
  });

  it.each([
    ['/post/landing-page-before-and-after', true],
    ['/en/post/landing-page-before-and-after', true],
    ['/post/no-such-article', false],
    ['/journal/tag/performance', true],
    ['/journal/tag/no-such-tag', false],
    ['/projetos/luxury-hotel', true],
    ['/no-such-page', false],
  ])('a link to %s: the editor agrees with the build', (href, fine) => {
    expect('problem' in checkLink(href, targets, 'pt')).toBe(!fine);
    expect(problemsOf('posts', { ...article, body: `Veja [isto](${href}).` }, undefined, known)).toHaveLength(fine ? 0 : 1);
  });

  it('refuses a revision dated before the publication, in either language, as the build does', () => {
    expect(problemsOf('posts', { ...article, updated: '2026-11-19' }, undefined, known)).toEqual([
      '"Revisado em" não pode ser antes da data de publicação.',
    ]);
    expect(problemsOf('posts', article, { ...article, updated: '2026-11-01' }, known)).toHaveLength(1);
    expect(problemsOf('posts', { ...article, updated: '2026-11-20' }, undefined, known)).toEqual([]);
  });
});

describe('a case study in two languages', () => {
  const results = [
    { value: '58%', label: 'em reservas diretas' },
    { value: '0,8 s', label: 'para abrir no celular' },
  ];
  const gallery = [{ src: './images/tela.png', alt: 'A tela.' }];
  const pt = { title: 'Casa Aurora', draft: false, results, gallery, body: 'A história.' };
  const en = {
    ...pt,
    title: 'Casa Aurora',
    results: results.map((item) => ({ ...item, label: 'in English' })),
    gallery: [{ ...gallery[0], alt: 'The screen.' }],
  };
  const build = (a: typeof pt, b: typeof pt) =>
    pairProblems(a as unknown as ProjectFrontMatter, b as unknown as ProjectFrontMatter, 'casa.pt.md');

  it('saves when the English side has as many results and the same pictures', () => {
    expect(problemsOf('projects', pt, en, known)).toEqual([]);
  });

  it('refuses another number of results in English, which the build refuses too', () => {
    const fewer = { ...en, results: results.slice(0, 1) };
    expect(build(pt, fewer).join()).toContain('"results" must have as many items');
    expect(problemsOf('projects', pt, fewer, known)).toEqual(['Os resultados em inglês precisam ser 2, como em português (agora são 1).']);
  });

  it('refuses other pictures in English, which the build refuses too', () => {
    const other = { ...en, gallery: [{ src: './images/outra.png', alt: 'Another.' }] };
    expect(build(pt, other).join()).toContain('"gallery" must show the same pictures');
    expect(problemsOf('projects', pt, other, known)).toHaveLength(1);
  });

  it('refuses to publish a case without its English text (a draft may wait for it)', () => {
    expect(problemsOf('projects', pt, undefined, known)).toEqual([
      'Um case publicado precisa da versão em inglês: preencha a coluna EN (ou marque como rascunho).',
    ]);
    expect(problemsOf('projects', { ...pt, draft: true }, undefined, known)).toEqual([]);
  });
});

/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localizedPaths, siteRoutes } from '@/lib/routes';

describe('siteRoutes: the pages the sitemap lists', () => {
  let dir: string;
  const write = (name: string, lines: string[]) => writeFileSync(join(dir, name), ['---', ...lines, '---', '', 'Texto.', ''].join('\n'));

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'routes-'));
    const common = ['preview: "Resumo."', 'author: "Rafael Moreira"'];
    write('a.pt.md', ['title: "A"', 'date: "2024-03-01"', 'updated: "2024-08-01"', 'tags: ["Estratégia", "UX"]', ...common]);
    write('b.pt.md', ['title: "B"', 'date: "2024-05-01"', 'tags: ["Estratégia"]', ...common]);
    write('c.pt.md', ['title: "C"', 'date: "2024-06-01"', 'tags: ["Segredo"]', 'draft: true', ...common]);
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has a page per tag of a published article, in both languages, dated by its latest change', () => {
    const routes = siteRoutes(dir);
    expect(routes.filter((route) => route.path.startsWith('/journal/tag/'))).toEqual([
      { path: '/journal/tag/estrategia', locales: ['pt', 'en'], lastModified: '2024-08-01' },
      { path: '/journal/tag/ux', locales: ['pt', 'en'], lastModified: '2024-08-01' },
    ]);
    expect(localizedPaths(routes).map(({ path }) => path)).toEqual(expect.arrayContaining(['/journal/tag/ux', '/en/journal/tag/ux']));
  });

  it('dates an article by its revision, and leaves drafts out', () => {
    const routes = siteRoutes(dir);
    expect(routes.find((route) => route.path === '/post/a')?.lastModified).toBe('2024-08-01');
    expect(routes.find((route) => route.path === '/post/b')?.lastModified).toBe('2024-05-01');
    expect(routes.find((route) => route.path === '/journal')?.lastModified).toBe('2024-08-01');
    expect(routes.some((route) => route.path === '/post/c')).toBe(false);
    expect(routes.some((route) => route.path === '/journal/tag/segredo')).toBe(false);
  });
});

describe('siteRoutes: the case studies', () => {
  const projects = join(__dirname, '..', 'fixtures', 'projects');

  it('lists the case index and each published case in both languages, the draft left out', () => {
    const routes = siteRoutes(undefined, projects);
    expect(routes.filter((route) => route.path.startsWith('/projetos'))).toEqual([
      { path: '/projetos', locales: ['pt', 'en'] },
      { path: '/projetos/beta', locales: ['pt', 'en'] },
      { path: '/projetos/alpha', locales: ['pt', 'en'] },
    ]);
    expect(localizedPaths(routes).map(({ path }) => path)).toEqual(
      expect.arrayContaining(['/projetos/alpha', '/en/projects/alpha', '/en/projects']),
    );
  });
});

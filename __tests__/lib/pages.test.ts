/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hasCounterpart, href, localePath, pages, pathOf, pathRules, routeOf, sectionHref } from '@/lib/i18n/locales';
import { counterpartHref } from '@/lib/i18n/storage';

describe('the table of pages', () => {
  it.each([
    ['home', undefined, '/', '/en'],
    ['journal', undefined, '/journal', '/en/journal'],
    ['tag', 'estrategia', '/journal/tag/estrategia', '/en/journal/tag/estrategia'],
    ['post', 'web-2030-vision', '/post/web-2030-vision', '/en/post/web-2030-vision'],
    ['privacy', undefined, '/privacidade', '/en/privacy'],
    ['cases', undefined, '/projetos', '/en/projects'],
    ['case', 'luxury-hotel', '/projetos/luxury-hotel', '/en/projects/luxury-hotel'],
    // Portuguese only: an English page links to the Portuguese one.
    ['partnership', undefined, '/partnership', '/partnership'],
  ] as const)('%s %s is %s in Portuguese and %s in English', (page, segment, pt, en) => {
    expect(pathOf(page, segment)).toBe(pt);
    expect(href('pt', page, segment)).toBe(pt);
    expect(href('en', page, segment)).toBe(en);
    expect(localePath('en', pt)).toBe(en);
  });

  it.each([
    ['/', '/'],
    ['/en', '/'],
    ['/en/journal', '/journal'],
    ['/journal/tag/ux', '/journal/tag/ux'],
    ['/en/journal/tag/ux', '/journal/tag/ux'],
    ['/en/privacy', '/privacidade'],
    ['/partnership', '/partnership'],
    ['/en/partnership', null],
    ['/privacy', null],
    ['/journal/tag', null],
    ['/post/a/b', null],
    ['/en/', null],
  ])('the address %s is the page %j', (url, key) => {
    expect(routeOf(url)).toBe(key);
  });

  it('knows which pages have an English version', () => {
    expect(['/', '/journal', '/journal/tag/ux', '/post/a', '/privacidade'].filter(hasCounterpart)).toHaveLength(5);
    expect(hasCounterpart('/partnership')).toBe(false);
  });

  it('links a section of the home page in each language', () => {
    expect(sectionHref('pt', 'services')).toBe('/#services');
    expect(sectionHref('en', 'contact')).toBe('/en#contact');
  });

  it('gives the pre-paint redirect one rule per page with an English version', () => {
    expect(pathRules('pt', 'en')).toEqual([
      ['^/$', '/en'],
      ['^/journal$', '/en/journal'],
      ['^/journal/tag/([^/]+)$', '/en/journal/tag/$1'],
      ['^/post/([^/]+)$', '/en/post/$1'],
      ['^/privacidade$', '/en/privacy'],
      ['^/projetos$', '/en/projects'],
      ['^/projetos/([^/]+)$', '/en/projects/$1'],
    ]);
  });

  it('toggles every page to its counterpart and back', () => {
    for (const key of ['/', '/journal', '/journal/tag/ux', '/post/a', '/privacidade']) {
      const english = counterpartHref(key, 'en');
      expect(english).toBe(localePath('en', key));
      expect(counterpartHref(english, 'pt')).toBe(key);
      expect(counterpartHref(english, 'en')).toBe(english);
    }
  });

  // A segment is named as the app folder that receives it ([id], [tag]).
  it('matches the page files under app/, one per address', () => {
    const app = join(__dirname, '../../app');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : entry.name === 'page.tsx' ? [join(dir, entry.name)] : [],
      );
    const urls = files(app).map((file) => `/${relative(app, file)}`.replace(/\/\([a-z]+\)/, '').replace(/\/?page\.tsx$/, '') || '/');
    const table = Object.values(pages).flatMap((page): string[] => (page.en ? [page.pt, page.en] : [page.pt]));
    expect(urls.sort()).toEqual(table.sort());
  });
});

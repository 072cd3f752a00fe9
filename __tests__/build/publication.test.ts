import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesIn, OUT, pages, requireOut, tags } from './outDir';

// `npm run build:alt` exports the site from a temporary content folder: the real articles plus
// __tests__/fixtures/posts-build (a new article with a new tag, a draft, one dated 2999 and one
// using every markdown construct, checked in articleConstructs.test.ts).
const ALT = join(process.cwd(), '.tmp', 'out-alt');
const base = 'https://preview.example.org';

requireOut(ALT);
const site = pages(ALT);
const page = (path: string) => site.find((item) => item.path === path)?.html ?? '';
const read = (file: string) => readFileSync(join(ALT, file), 'utf8');
const hrefs = (html: string) => tags(html, 'a').map((a) => a.href);
const outPage = (path: string) => pages().find((item) => item.path === path)!.html;
/** What a journal index says: how many articles it publishes, and how many carry a tag (a page without it fails here). */
const count = (text: string, pattern: RegExp) => Number(pattern.exec(text)![1]);
const published = (index: string) => count(index, /(\d+) artigos publicados/);
const tagCount = (index: string, tag: string) => count(index, new RegExp(`href="/journal/tag/${tag}"[^>]*>.*?\\((\\d+) artigos?\\)`));

describe('a new article with a new tag, dropped into the content folder', () => {
  it.each(['/journal/tag/comunidade', '/en/journal/tag/comunidade'])('%s lists it, with its own title and canonical URL', (path) => {
    const html = page(path);
    expect(html).toContain('Vozes novas na comunidade de design');
    expect(hrefs(html)).toContain(path.startsWith('/en') ? '/en/post/new-voices' : '/post/new-voices');
    expect(tags(html, 'link').find((link) => link.rel === 'canonical')?.href).toBe(`${base}${path}`);
    expect(html).toMatch(/<title>Comunidade · /);
  });

  it('an existing tag now counts it too, on its page and in the index', () => {
    const strategy = page('/journal/tag/estrategia');
    expect(strategy).toContain('Vozes novas na comunidade de design');
    const index = page('/journal');
    expect(published(index)).toBe(published(outPage('/journal')) + 2); // and every-construct.pt.md
    expect(tagCount(index, 'comunidade')).toBe(1);
    expect(tagCount(index, 'estrategia')).toBe(tagCount(outPage('/journal'), 'estrategia') + 1);
    // One card per article with the tag (a card's class list holds `post-card`, its parts `post-card-*`).
    expect(strategy.match(/class="(?:[^"]*\s)?post-card(?:\s[^"]*)?"/g)).toHaveLength(tagCount(index, 'estrategia'));
  });

  it('has its pages, with its revision date as dateModified', () => {
    const html = page('/post/new-voices');
    expect(html).toContain('"dateModified":"2025-02-01"');
    expect(html).toContain('Atualizado em <time dateTime="2025-02-01">1 de fevereiro de 2025</time>');
    expect(page('/en/post/new-voices')).toContain('Updated on <time dateTime="2025-02-01">February 1, 2025</time>');
    // One section only: no table of contents.
    expect(html).not.toContain('aria-labelledby="toc-title"');
  });

  it('is in the sitemap with its tag pages, hreflang pairs included', () => {
    const sitemap = read('sitemap.xml');
    for (const path of ['/post/new-voices', '/en/post/new-voices', '/journal/tag/comunidade', '/en/journal/tag/comunidade']) {
      expect(sitemap).toContain(`<loc>${base}${path}</loc>`);
    }
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${base}/en/journal/tag/comunidade" />`);
    // Within the tag page's own <url> entry.
    expect(sitemap).toMatch(new RegExp(`<loc>${base}/journal/tag/comunidade</loc>((?!</url>)[\\s\\S])*<lastmod>2025-02-01</lastmod>`));
  });

  it('is in the feed, above the articles older than it', () => {
    const feed = read('feed.xml');
    expect(feed.match(/<item>/g)).toHaveLength(readFileSync(join(OUT, 'feed.xml'), 'utf8').match(/<item>/g)!.length + 2);
    expect(feed.indexOf(`${base}/post/new-voices`)).toBeLessThan(feed.indexOf(`${base}/post/designing-digital-authority`));
    expect(feed).toContain('<category>Comunidade</category>');
  });
});

describe('a draft and an article scheduled for 2999 appear nowhere, nor a draft case', () => {
  const leftOut = [
    'secret-plan',
    'Plano secreto ainda em rascunho',
    'arquivo-sigiloso',
    'Arquivo Sigiloso',
    'far-future',
    'futuro distante',
    'futurologia',
    'Futurologia',
    // The draft case of __tests__/fixtures/projects-build.
    'projeto-sigiloso',
    'Projeto Sigiloso',
    'Cliente Confidencial',
    'Segredíssimo',
    'resultado confidencial',
  ];
  const files = [...filesIn(ALT, '.html'), ...filesIn(ALT, '.xml'), ...filesIn(ALT, '.txt'), ...filesIn(ALT, '.png')];

  it('no page, feed, sitemap, payload or image of the build names them', () => {
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((file) => {
      const text = file.endsWith('.png') ? file : readFileSync(file, 'utf8');
      return leftOut.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
    });
    expect(found).toEqual([]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAllPosts } from '@/lib/posts';
import { site } from '@/lib/site';
import { decode, fileForPath, OUT, pages as sitePages, requireOut, tags } from '../build/outDir';

/** An article of the journal, whichever the content folder holds today. */
const article = getAllPosts()[0];

const read = (file: string) => readFileSync(file, 'utf8');

requireOut();
const base = site.url;
const pages = sitePages().map(({ path, html }) => {
  const meta = (key: string) => tags(html, 'meta').find((tag) => tag.name === key || tag.property === key)?.content;
  return {
    path,
    html,
    meta,
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    links: tags(html, 'link'),
    url: path === '/' ? base : `${base}${path}`,
  };
});
const byPath = pages.map((page) => [page.path, page] as const);

const OPEN_GRAPH = ['og:type', 'og:locale', 'og:site_name', 'og:title', 'og:description', 'og:url', 'twitter:card', 'twitter:title', 'twitter:image'];

function localFile(url: string): string | null {
  if (!url.startsWith(base)) return null;
  return fileForPath(url.slice(base.length) || '/');
}

function pngSize(file: string): { width: number; height: number } {
  const buffer = readFileSync(file);
  expect(buffer.subarray(1, 4).toString()).toBe('PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

describe('every page in out/', () => {
  it.each(byPath)('%s has one h1', (_, page) => {
    expect(page.html.match(/<h1\b/g)).toHaveLength(1);
  });

  it('titles and descriptions are present and different on every page', () => {
    for (const page of pages) {
      expect(page.title.trim().length).toBeGreaterThan(10);
      expect((page.meta('description') ?? '').trim().length).toBeGreaterThan(50);
    }
    const titles = new Set(pages.map((page) => page.title));
    const descriptions = new Set(pages.map((page) => page.meta('description')));
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it.each(byPath)('%s has an absolute canonical URL of itself, and hreflang alternates that point back', (path, page) => {
    expect(page.links.find((link) => link.rel === 'canonical')?.href).toBe(page.url);
    const alternates = page.links.filter((link) => link.rel === 'alternate' && link.hreflang);
    // The partnership page is in Portuguese only.
    expect(alternates.map((link) => link.hreflang).sort()).toEqual(path === '/partnership' ? [] : ['en', 'pt-BR', 'x-default']);
    for (const { href } of alternates) {
      const file = localFile(href);
      expect({ href, exists: Boolean(file) }).toEqual({ href, exists: true });
      const back = tags(read(file!), 'link').filter((link) => link.rel === 'alternate' && link.hreflang);
      expect(back.map((link) => link.href)).toContain(page.url);
    }
  });

  it.each(byPath)('%s has Open Graph and Twitter tags with a real image', (_, page) => {
    expect(OPEN_GRAPH.filter((key) => !page.meta(key))).toEqual([]);
    const image = page.meta('og:image')!;
    const file = localFile(image);
    expect({ image, exists: Boolean(file) }).toEqual({ image, exists: true });
    expect(pngSize(file!)).toEqual({ width: Number(page.meta('og:image:width')), height: Number(page.meta('og:image:height')) });
  });

  it('article pages are typed as articles with a publication date and tags', () => {
    const articles = pages.filter((page) => page.path.includes('/post/'));
    expect(articles).toHaveLength(2 * getAllPosts().length);
    for (const page of articles) {
      expect(page.meta('og:type')).toBe('article');
      expect(page.meta('article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(page.html).toContain('property="article:tag"');
    }
  });

  it.each(byPath)('%s: every JSON-LD block parses, with @context and @type', (_, page) => {
    const blocks = [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]),
    );
    for (const block of blocks.flat()) {
      expect(block['@context']).toBe('https://schema.org');
      expect(typeof block['@type']).toBe('string');
    }
  });

  it('structured data: person and business on home, posting and breadcrumbs on articles, breadcrumbs on the journal, service on partnership', () => {
    const types = (path: string) =>
      [...pages.find((page) => page.path === path)!.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1])['@type'],
      );
    expect(types('/')).toEqual(expect.arrayContaining(['Person', 'ProfessionalService']));
    expect(types('/en')).toEqual(expect.arrayContaining(['Person', 'ProfessionalService']));
    expect(types('/journal')).toContain('BreadcrumbList');
    expect(types(`/post/${article.id}`)).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    expect(types('/partnership')).toContain('Service');
  });

  it('every page links the feed, the manifest, icons and a theme colour', () => {
    for (const page of pages) {
      expect(page.links.some((link) => link.rel === 'alternate' && link.type === 'application/rss+xml')).toBe(true);
      expect(page.links.some((link) => link.rel === 'manifest')).toBe(true);
      expect(page.links.some((link) => link.rel === 'apple-touch-icon')).toBe(true);
      expect(page.meta('theme-color')).toBe('#0b0b0f');
      for (const link of page.links.filter((item) => ['icon', 'apple-touch-icon', 'manifest'].includes(item.rel))) {
        expect({ href: link.href, exists: existsSync(join(OUT, link.href)) }).toEqual({ href: link.href, exists: true });
      }
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  const sitemap = read(join(OUT, 'sitemap.xml'));
  const robots = read(join(OUT, 'robots.txt'));
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('the sitemap is a urlset whose every URL maps to a page in out/', () => {
    expect(sitemap.startsWith('<?xml')).toBe(true);
    expect(sitemap).toContain('<urlset');
    expect(sitemap.match(/<url>/g)).toHaveLength(locs.length);
    for (const loc of locs) expect({ loc, file: Boolean(localFile(loc)) }).toEqual({ loc, file: true });
  });

  it('every page of the site is in the sitemap', () => {
    for (const page of pages) expect(locs).toContain(page.url);
  });

  it('robots.txt allows crawling and points to the sitemap', () => {
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('the manifest is valid JSON with the site colours', () => {
    const manifest = JSON.parse(read(join(OUT, 'manifest.webmanifest')));
    expect(manifest.theme_color).toBe('#0b0b0f');
    for (const icon of manifest.icons) expect(existsSync(join(OUT, icon.src))).toBe(true);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { href } from '@/lib/i18n/locales';
import { dictionary } from '@/lib/i18n/messages';
import { getProjectIds, getProjects, type ProjectMeta } from '@/lib/projects';
import { getSettings } from '@/lib/owner';
import { site } from '@/lib/site';
import { OUT, pages, requireOut, tags } from '../build/outDir';

const pt = dictionary('pt');
const en = dictionary('en');

// The case studies in the exported site: a page per published case in both languages, found by
// crawlers from the home page and the sitemap, each with its social image, structured data and a
// contact section whose chats name the case. A draft case and pictures uploaded through the editor are
// checked in the second export (__tests__/build/cases.test.ts).
requireOut();
const site_ = pages();
const page = (path: string) => site_.find((item) => item.path === path)?.html ?? '';
const base = site.url;
const LANGUAGES = [
  { locale: 'pt', copy: pt },
  { locale: 'en', copy: en },
] as const;
let projects: ProjectMeta[] = [];
beforeAll(async () => {
  projects = await getProjects();
});

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
const meta = (html: string, key: string) => tags(html, 'meta').find((tag) => tag.property === key || tag.name === key)?.content;

describe('the case index', () => {
  it.each(LANGUAGES)('in $locale, opens with its cards: titles as h2 under the h1, the first image fetched first', ({ locale }) => {
    const html = page(href(locale, 'cases'));
    const headings = [...html.matchAll(/<h([1-6])[^>]*>/g)].map((match) => Number(match[1]));
    expect(headings.slice(0, projects.length + 1)).toEqual([1, ...projects.map(() => 2)]);
    const images = tags(html, 'img').filter((img) => img.src?.startsWith('/images/projects/'));
    expect(images[0].fetchpriority).toBe('high');
    // Not faded in once the scripts say it loaded: drawn as it arrives.
    expect(html).toMatch(/<div class="project-media" data-state="loading" data-first=""/);
    expect(images.slice(1).map((img) => img.fetchpriority)).not.toContain('high');
  });

  it.each(LANGUAGES)('in $locale, paints its first picture with the page: a coarse copy inside it, none for the others', ({ locale }) => {
    const frames = [...page(href(locale, 'cases')).matchAll(/<div class="project-media"[^>]*>/g)].map((match) => match[0]);
    expect(frames[0]).toMatch(/style="background-image:url\(data:image\/webp;base64,[A-Za-z0-9+/=]{1000,4000}\)"/);
    expect(frames.slice(1).join('')).not.toContain('data:');
    expect(page(href(locale, 'home'))).not.toMatch(/<div class="project-media"[^>]*data:image/);
  });

  it('the home page keeps its cards below the hero: h3 titles, no card image fetched ahead of the hero', () => {
    const html = page('/');
    const images = tags(html, 'img').filter((img) => img.src?.startsWith('/images/projects/'));
    expect(images.map((img) => img.fetchpriority)).not.toContain('high');
    expect(html).toMatch(/<h3 class="project-title"[ >]/);
  });
});

describe('case pages', () => {
  describe.each(LANGUAGES)('in $locale', ({ locale, copy }) => {
    // The cases' ids name the tests; their words are read once the tests run.
    const ids = getProjectIds();
    let cases: ProjectMeta[] = [];
    beforeAll(async () => {
      cases = await getProjects({ locale });
    });
    const caseOf = (id: string) => cases.find((project) => project.id === id)!;

    it.each(ids)('%s has its page, titled, with its facts and story', (id) => {
      const project = caseOf(id);
      const html = page(href(locale, 'case', id));
      expect(html).toContain(`<html lang="${locale === 'pt' ? 'pt-BR' : 'en'}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${project.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      for (const text of [project.client, project.sector, project.city, String(project.year), ...project.tags])
        expect(html).toContain(text);
      for (const result of project.results) expect(html).toContain(`<strong>${result.value}</strong>`);
      expect(html.match(/<h2 id="[^"]+">/g)!.length).toBeGreaterThanOrEqual(4);
    });

    it.each(ids)('%s has its own social image and valid JSON-LD', (id) => {
      const project = caseOf(id);
      const html = page(href(locale, 'case', id));
      const image = meta(html, 'og:image')!;
      expect(image).toBe(`${base}/og/case-${id}-${locale}.png`);
      const blocks = jsonLd(html);
      const work = blocks.find((block) => block['@type'] === 'CreativeWork');
      expect(work).toMatchObject({
        '@context': 'https://schema.org',
        name: project.title,
        creator: { '@type': 'Person', name: getSettings().ownerName },
        about: { name: project.client },
        dateCreated: String(project.year),
        url: `${base}${href(locale, 'case', id)}`,
      });
      expect(existsSync(join(OUT, new URL(work.image).pathname))).toBe(true);
      const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
        locale === 'pt' ? base : `${base}/en`,
        `${base}${href(locale, 'cases')}`,
        `${base}${href(locale, 'case', id)}`,
      ]);
    });

    it.each(ids)(
      '%s: the form comes with the case project type, and the direct chat link names the case',
      (id) => {
        const project = caseOf(id);
        const html = page(href(locale, 'case', id));
        expect(html).toMatch(/<select[^>]*name="project"[^>]*>(?:(?!<\/select>)[\s\S])*<option value="[^"]+" selected="">/);
        const reference = `*${copy.Contact.chat.reference}:* ${copy.Contact.chat.referenceText.replace('{title}', project.title)}`;
        const chats = tags(html, 'a')
          .filter((a) => a.href?.startsWith('https://wa.me/'))
          .map((a) => new URL(a.href).searchParams.get('text'));
        expect(chats.length).toBeGreaterThanOrEqual(2);
        for (const text of chats) expect(text).toBe(`${copy.Contact.directGreeting}\n\n${reference}`);
      },
    );

    it('every card of the home page links to an existing case page, and the index shows the same cards', () => {
      const home = page(href(locale, 'home'));
      const sites = home.slice(home.indexOf('id="sites"'), home.indexOf('id="testimonials"'));
      const links = [...new Set(tags(sites, 'a').map((a) => a.href))].filter((link) => link.startsWith(href(locale, 'cases')));
      expect([...links].sort()).toEqual([href(locale, 'cases'), ...cases.map((project) => href(locale, 'case', project.id))].sort());
      for (const link of links) expect(page(link)).not.toBe('');
      const index = page(href(locale, 'cases'));
      const cards = tags(index, 'a')
        .filter((a) => a.class === 'project-case')
        .map((a) => a.href);
      expect(cards).toEqual(cases.map((project) => href(locale, 'case', project.id)));
    });
  });

  it('the footer of every page leads to the case index', () => {
    for (const { locale } of LANGUAGES)
      expect(tags(page(href(locale, 'journal')), 'a').map((a) => a.href)).toContain(href(locale, 'cases'));
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { href } from '@/lib/i18n/locales';
import { getProjects } from '@/lib/projects';
import { site } from '@/lib/site';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { filesIn, OUT, pages, requireOut, tags } from './outDir';

// The case studies in the exported site: a page per published case in both languages, found by
// crawlers from the home page and the sitemap, each with its social image, structured data and a
// contact section whose chats name the case.
requireOut();
const site_ = pages();
const page = (path: string) => site_.find((item) => item.path === path)?.html ?? '';
const base = site.url;
const LANGUAGES = [
  { locale: 'pt', copy: pt },
  { locale: 'en', copy: en },
] as const;
const projects = getProjects();

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
const meta = (html: string, key: string) => tags(html, 'meta').find((tag) => tag.property === key || tag.name === key)?.content;

describe('the case index', () => {
  it.each(LANGUAGES)('in $locale, opens with its cards: titles as h2 under the h1, the first image fetched first', ({ locale }) => {
    const html = page(href(locale, 'cases'));
    const headings = [...html.matchAll(/<h([1-6])[^>]*>/g)].map((match) => Number(match[1]));
    expect(headings.slice(0, 7)).toEqual([1, 2, 2, 2, 2, 2, 2]);
    const images = tags(html, 'img').filter((img) => img.src?.startsWith('/images/projects/'));
    expect(images[0].fetchpriority).toBe('high');
    // Not faded in once the scripts say it loaded: drawn as it arrives.
    expect(html).toMatch(/<div class="project-media" data-state="loading" data-first=""/);
    expect(images.slice(1).map((img) => img.fetchpriority)).not.toContain('high');
  });

  it('the home page keeps its cards below the hero: h3 titles, no card image fetched ahead of the hero', () => {
    const html = page('/');
    const images = tags(html, 'img').filter((img) => img.src?.startsWith('/images/projects/'));
    expect(images.map((img) => img.fetchpriority)).not.toContain('high');
    expect(html).toMatch(/<h3 class="project-title">/);
  });
});

describe('case pages', () => {
  it('there are six published cases', () => {
    expect(projects.map((project) => project.id)).toHaveLength(6);
  });

  describe.each(LANGUAGES)('in $locale', ({ locale, copy }) => {
    const cases = getProjects({ locale });

    it.each(cases.map((project) => [project.id, project] as const))('%s has its page, titled, with its facts and story', (id, project) => {
      const html = page(href(locale, 'case', id));
      expect(html).toContain(`<html lang="${locale === 'pt' ? 'pt-BR' : 'en'}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${project.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      for (const text of [project.client, project.sector, project.city, String(project.year), ...project.tags])
        expect(html).toContain(text);
      for (const result of project.results) expect(html).toContain(`<strong>${result.value}</strong>`);
      expect(html.match(/<h2 id="[^"]+">/g)!.length).toBeGreaterThanOrEqual(4);
    });

    it.each(cases.map((project) => [project.id, project] as const))('%s has its own social image and valid JSON-LD', (id, project) => {
      const html = page(href(locale, 'case', id));
      const image = meta(html, 'og:image')!;
      expect(image).toBe(`${base}/og/case-${id}-${locale}.png`);
      expect(existsSync(join(OUT, 'og', `case-${id}-${locale}.png`))).toBe(true);
      const blocks = jsonLd(html);
      const work = blocks.find((block) => block['@type'] === 'CreativeWork');
      expect(work).toMatchObject({
        '@context': 'https://schema.org',
        name: project.title,
        creator: { '@type': 'Person', name: site.ownerName },
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

    it.each(cases.map((project) => [project.id, project] as const))(
      '%s: the form comes with the case project type, and the direct chat link names the case',
      (id, project) => {
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

  it('the sitemap lists every case and the index in both languages, with reciprocal hreflang', () => {
    const sitemap = readFileSync(join(OUT, 'sitemap.xml'), 'utf8');
    for (const path of ['/projetos', ...projects.map((project) => `/projetos/${project.id}`)]) {
      const pair = [`${base}${path}`, `${base}${path.replace('/projetos', '/en/projects')}`];
      for (const loc of pair) {
        const entry = sitemap.match(new RegExp(`<url>\\s*<loc>${loc}</loc>[\\s\\S]*?</url>`))?.[0] ?? '';
        expect(entry).toContain(`hreflang="pt-BR" href="${pair[0]}"`);
        expect(entry).toContain(`hreflang="en" href="${pair[1]}"`);
      }
    }
  });

  it('the footer of every page leads to the case index', () => {
    for (const { locale } of LANGUAGES)
      expect(tags(page(href(locale, 'journal')), 'a').map((a) => a.href)).toContain(href(locale, 'cases'));
  });
});

describe('a draft case in the content folder (npm run build:alt)', () => {
  const ALT = join(process.cwd(), '.tmp', 'out-alt');
  requireOut(ALT);
  const words = ['projeto-sigiloso', 'Projeto Sigiloso', 'Cliente Confidencial', 'Segredíssimo', 'resultado confidencial'];

  it('appears in no page, payload, sitemap, feed or social image of the build', () => {
    const files = [...filesIn(ALT, '.html'), ...filesIn(ALT, '.xml'), ...filesIn(ALT, '.txt'), ...filesIn(ALT, '.png')];
    expect(files.filter((file) => file.includes('/projects/') || file.includes('/projetos/')).length).toBeGreaterThan(12);
    const found = files.flatMap((file) => {
      const text = file.endsWith('.png') ? file : readFileSync(file, 'utf8');
      return words.filter((word) => text.includes(word)).map((word) => `${file}: ${word}`);
    });
    expect(found).toEqual([]);
  });

  it('while the published cases are there', () => {
    expect(existsSync(join(ALT, 'projetos', 'protecta.html'))).toBe(true);
    expect(existsSync(join(ALT, 'en', 'projects', 'protecta.html'))).toBe(true);
  });
});

describe('a case whose pictures were uploaded through the editor (npm run build:alt)', () => {
  const ALT = join(process.cwd(), '.tmp', 'out-alt');
  requireOut(ALT);
  const altPages = pages(ALT);
  const altPage = (path: string) => altPages.find((item) => item.path === path)?.html ?? '';
  /** The <img> tags of a page that show the uploaded screens (made by the build, served from /figures/). */
  const uploaded = (html: string, name: string) =>
    tags(html, 'img').filter((img) => new RegExp(`^/figures/${name}-\\w{10}-\\d+\\.webp$`).test(img.src ?? ''));
  const everyFileExists = (img: Record<string, string>) => {
    const files = img.srcset.split(', ').map((entry) => entry.split(' ')[0]);
    expect(files.length).toBeGreaterThan(0);
    for (const file of [img.src, ...files]) {
      expect(file).toMatch(/^\/figures\//);
      expect(existsSync(join(ALT, file))).toBe(true);
    }
    return files;
  };

  it.each(LANGUAGES)('in $locale, its page shows each screen at the sizes made from the PNG, at the size of the file', ({ locale }) => {
    const html = altPage(href(locale, 'case', 'clinica-agenda'));
    const [desktop] = uploaded(html, 'painel-agendamentos');
    const [phone] = uploaded(html, 'agenda-celular');
    expect(desktop).toMatchObject({ width: '1600', height: '1000', loading: 'eager' });
    expect(everyFileExists(desktop).map((file) => file.match(/-(\d+)\.webp$/)![1])).toEqual(['400', '800', '1200']);
    // Never wider than the file: the phone screen is 600 px wide.
    expect(phone).toMatchObject({ width: '600', height: '1200', loading: 'lazy' });
    expect(everyFileExists(phone).map((file) => file.match(/-(\d+)\.webp$/)![1])).toEqual(['400']);
    // The full-screen viewer (its props, in the page's payload) and the structured data get the widest file.
    expect(html).toContain(`\\"large\\":\\"${desktop.srcset.split(', ').pop()!.split(' ')[0]}\\"`);
    const work = jsonLd(html).find((block) => block['@type'] === 'CreativeWork');
    expect(existsSync(join(ALT, new URL(work.image).pathname))).toBe(true);
    expect(new URL(work.image).pathname).toMatch(/^\/figures\/painel-agendamentos-\w{10}-1200\.webp$/);
  });

  it.each(LANGUAGES)('in $locale, the case index and the home page show its card with the uploaded cover', ({ locale }) => {
    for (const path of [href(locale, 'cases'), href(locale, 'home')]) {
      const cards = uploaded(altPage(path), 'painel-agendamentos');
      expect(cards).toHaveLength(1);
      expect(cards[0]).toMatchObject({ width: '1600', height: '1000' });
      everyFileExists(cards[0]);
    }
  });
});

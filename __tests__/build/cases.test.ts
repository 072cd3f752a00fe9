import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { href } from '@/lib/i18n/locales';
import { pages, requireOut, tags } from './outDir';

// The case studies of the second export (`npm run build:alt`), whose content folder adds
// __tests__/fixtures/projects-build: a case whose pictures came through the editor, and a draft case
// (publication.test.ts). The published cases of out/ are checked in __tests__/content/cases.test.ts.
const LANGUAGES = [{ locale: 'pt' }, { locale: 'en' }] as const;

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));

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

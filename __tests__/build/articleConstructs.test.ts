import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import sharp from 'sharp';
import { moduleScripts, readOut } from '@/scripts/outSite.mjs';
import { ALT_ARTICLE } from '../../e2e/altSite';
import { pages, requireOut, tags } from './outDir';

// `npm run build:alt` exports the site from a temporary content folder holding
// __tests__/fixtures/posts-build/every-construct.pt.md: two images beside it, a table, code, a note, tasks and a video.
const ALT = join(process.cwd(), '.tmp', 'out-alt');
const ARTICLE = ALT_ARTICLE.split('/').pop()!;
const FIXTURES = join(process.cwd(), '__tests__', 'fixtures', 'posts-build');

requireOut(ALT);
const page = (path: string) => pages(ALT).find((item) => item.path === path)?.html ?? '';
const html = page(`/post/${ARTICLE}`);
const body = html.slice(html.indexOf('article-body'), html.indexOf('</article>'));

// The markup of each construct is __tests__/lib/markdownConstructs.test.ts's; here, what only the export shows.
describe('an article with figures, a table, code and a video, in the export', () => {
  const images = tags(body, 'img');

  it('has its figures as files in out/figures, with srcset, sizes, width and height in the HTML', () => {
    expect(images).toHaveLength(2);
    for (const img of images) {
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.height)).toBeGreaterThan(0);
      expect(img.sizes).toBe('(min-width: 52rem) 46rem, calc(100vw - 2.5rem)');
      expect(img.decoding).toBe('async');
      const candidates = img.srcset.split(', ').map((item) => item.split(' '));
      expect(candidates.map(([, width]) => width)).toEqual(['400w', '800w', '1200w']);
      for (const [src] of [...candidates, [img.src]]) {
        expect(src).toMatch(/^\/figures\/[\w-]+\.webp$/);
        expect(statSync(join(ALT, src)).size).toBeGreaterThan(0);
      }
    }
    for (const source of tags(body, 'source')) {
      for (const [src] of source.srcset.split(', ').map((item) => item.split(' '))) expect(existsSync(join(ALT, src))).toBe(true);
    }
  });

  it("has its code with no script from the highlighter: none in the body, none of it in the page's chunks", () => {
    expect(body).toContain('<figure class="code" data-language="ts">');
    expect(body).not.toMatch(/<script/i);
    const chunks = moduleScripts(html);
    expect(chunks.length).toBeGreaterThan(0);
    // The highlighter's own names (the theme's `--shiki-*` colour variables may reach a chunk: they are CSS, not Shiki).
    for (const src of chunks)
      expect(readOut(src.slice(1), ALT)).not.toMatch(/createHighlighter|createCssVariablesTheme|tokenizeTimeLimit|codeToHast/);
  });

  it('loads nothing from the video host: no frame, script, image or preconnect anywhere in the page', () => {
    expect(html).not.toMatch(/<iframe/i);
    for (const tag of ['script', 'img', 'link', 'source', 'iframe']) {
      const hosts = tags(html, tag).flatMap((item) => [item.src, item.href, item.srcset].filter(Boolean));
      expect(hosts.filter((url) => /youtube|vimeo|ytimg/.test(url))).toEqual([]);
    }
  });

  it("is valid HTML under the site's rules, in both languages (htmlValidate.test.ts checks out/ only)", async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    for (const file of [`post/${ARTICLE}.html`, `en/post/${ARTICLE}.html`]) {
      const report = await validator.validateFile(join(ALT, file));
      expect(
        report.results.flatMap((result) =>
          result.messages.map((message) => `${file}:${message.line}: ${message.ruleId}: ${message.message}`),
        ),
      ).toEqual([]);
    }
  });

  it('sends its links to the English pages on the English page', () => {
    expect(tags(body, 'a').map((a) => a.href)).toEqual(expect.arrayContaining(['/post/new-voices', '/journal/tag/estrategia']));
    const english = page(`/en/post/${ARTICLE}`);
    const links = tags(english.slice(english.indexOf('article-body')), 'a').map((a) => a.href);
    expect(links).toEqual(expect.arrayContaining(['/en/post/new-voices', '/en/journal/tag/estrategia']));
    expect(links).not.toContain('/post/new-voices');
  });
});

describe('an article with WebP figures, one under public/ and one beside it (new-voices.pt.md)', () => {
  const voices = page('/post/new-voices');
  const images = tags(voices.slice(voices.indexOf('article-body'), voices.indexOf('</article>')), 'img');

  it.each([
    ['beside the article', join(FIXTURES, 'images', 'conversa.webp'), /^\/figures\/conversa-\w{10}-400\.webp$/],
    [
      'under public/',
      join(process.cwd(), 'public', 'images', 'projects', 'buddychat-800.webp'),
      /^\/figures\/buddychat-800-\w{10}-800\.webp$/,
    ],
  ])('%s ends with its sizes in out/figures, with the width and height of the file', async (_, source, src) => {
    const { width, height } = await sharp(source).metadata();
    const img = images.find((item) => src.test(item.src))!;
    expect(img).toMatchObject({ width: String(width), height: String(height) });
    const candidates = img.srcset.split(', ').map((item) => item.split(' '));
    expect(candidates.map(([, size]) => size)).toEqual([400, 800, 1200].filter((size) => size <= width).map((size) => `${size}w`));
    for (const [file, size] of candidates) expect((await sharp(join(ALT, file)).metadata()).width).toBe(parseInt(size, 10));
  });
});

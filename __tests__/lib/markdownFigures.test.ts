/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderMarkdown } from '@/lib/markdown';
import { FIGURE_MAX_BYTES, imageProblem } from '@/lib/markdown/figures';

const dir = mkdtempSync(join(tmpdir(), 'figures-'));
const cache = mkdtempSync(join(tmpdir(), 'figure-cache-'));
beforeAll(async () => {
  process.env.FIGURE_CACHE = cache;
  mkdirSync(join(dir, 'images'));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#15151c' } })
    .png()
    .toFile(join(dir, 'images', 'grafico.png'));
  await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d4ff5a' } })
    .jpeg()
    .toFile(join(dir, 'images', 'pequena.jpg'));
  await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a193ff' } })
    .webp()
    .toFile(join(dir, 'images', 'tela.webp'));
  writeFileSync(join(dir, 'images', 'enorme.png'), Buffer.alloc(FIGURE_MAX_BYTES + 1));
  writeFileSync(join(dir, 'images', 'enorme.webp'), Buffer.alloc(FIGURE_MAX_BYTES + 1));
  // A WebP's header and nothing after it: what a broken upload or export leaves.
  writeFileSync(join(dir, 'images', 'quebrada.webp'), Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'));
  writeFileSync(join(dir, 'images', 'vetor.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => {
  delete process.env.FIGURE_CACHE;
  rmSync(dir, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

describe('the image rules', () => {
  it.each([
    ['./images/grafico.png', 'Gráfico', null],
    ['images/pequena.jpg', 'Foto', null],
    ['./images/tela.webp', 'Tela', null],
    ['./images/grafico.png', 'decorative', null],
    ['./images/sumiu.png', 'Gráfico', 'image "./images/sumiu.png": there is no file'],
    ['./images/grafico.png', '', 'image "./images/grafico.png" has no alt text: describe it, or write ![decorative](...)'],
    ['./images/grafico.png', '   ', 'has no alt text'],
    ['./images/enorme.png', 'Enorme', 'image "./images/enorme.png" is 4.0 MB, over the 4 MB limit'],
    ['./images/enorme.webp', 'Enorme', 'image "./images/enorme.webp" is 4.0 MB, over the 4 MB limit'],
    ['./images/vetor.svg', 'Vetor', 'write PNG or JPEG sources'],
    ['https://example.com/x.png', 'Remota', 'only files of the site can be shown'],
  ])('%s with alt %j: %s', (src, alt, problem) => {
    const found = imageProblem(src, alt, dir);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toContain(problem);
  });

  it.each([
    ['a missing file', '![Gráfico](./images/sumiu.png)', 'image "./images/sumiu.png": there is no file'],
    [
      'an unreadable WebP',
      '![Quebrada](./images/quebrada.webp)',
      'image "./images/quebrada.webp" cannot be read as a PNG, JPEG or WebP picture',
    ],
  ])('%s stops the build naming the article and the image', async (_, markdown, message) => {
    await expect(renderMarkdown(markdown, { dir, file: 'content/posts/guia.pt.md' })).rejects.toThrow(
      `Invalid article content/posts/guia.pt.md: ${message}`,
    );
  });
});

describe('a figure made at build', () => {
  it('has the width and height of the file, WebP at 400, 800 and 1200 px, made once and then read from the cache', async () => {
    const first = (await renderMarkdown('Texto.\n\n![Gráfico](./images/grafico.png "Legenda")', { dir })).html;
    expect(first).toContain('width="1600" height="900"');
    expect(first).toMatch(
      /srcset="\/figures\/grafico-\w{10}-400\.webp 400w, \/figures\/grafico-\w{10}-800\.webp 800w, \/figures\/grafico-\w{10}-1200\.webp 1200w"/,
    );
    const made = readdirSync(cache).sort();
    expect(made.filter((name) => name.endsWith('.webp'))).toHaveLength(3);
    // AVIF is offered only where it is smaller than WebP: then each width has its file.
    for (const [, name] of first.matchAll(/\/figures\/([\w-]+\.(?:webp|avif))/g)) expect(existsSync(join(cache, name))).toBe(true);

    const stamp = readdirSync(cache)
      .map((name) => name)
      .join();
    const again = (await renderMarkdown('Texto.\n\n![Gráfico](./images/grafico.png "Legenda")', { dir })).html;
    expect(again).toBe(first);
    expect(readdirSync(cache).join()).toBe(stamp);
  });

  it('is made from a WebP source too, at the same sizes', async () => {
    const html = (await renderMarkdown('Texto.\n\n![Tela](./images/tela.webp)', { dir })).html;
    expect(html).toContain('width="900" height="600"');
    expect(html).toMatch(/srcset="\/figures\/tela-\w{10}-400\.webp 400w, \/figures\/tela-\w{10}-800\.webp 800w"/);
    for (const [, name] of html.matchAll(/\/figures\/([\w-]+\.(?:webp|avif))/g)) expect(existsSync(join(cache, name))).toBe(true);
  });

  it('never makes a file wider than the source', async () => {
    const html = (await renderMarkdown('![Foto](./images/pequena.jpg)', { dir })).html;
    expect(html).toContain('width="300" height="200"');
    expect(html).toMatch(/srcset="\/figures\/pequena-\w{10}-300\.webp 300w"/);
    expect(html).toContain('loading="eager"');
  });
});

/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { renderMarkdown } from '@/lib/markdown';
import { videoOf } from '@/lib/markdown/videos';
import { VIDEO_FRAME_ORIGINS } from '@/scripts/csp.mjs';

// A content folder with one drawn image beside the articles, and a cache of its variants of its own.
const dir = mkdtempSync(join(tmpdir(), 'constructs-'));
const cache = mkdtempSync(join(tmpdir(), 'figure-cache-'));
beforeAll(async () => {
  process.env.FIGURE_CACHE = cache;
  mkdirSync(join(dir, 'images'));
  await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#a193ff' } })
    .png()
    .toFile(join(dir, 'images', 'chart.png'));
});
afterAll(() => {
  delete process.env.FIGURE_CACHE;
  rmSync(dir, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

const html = async (markdown: string, lang: 'pt' | 'en' = 'pt') =>
  (await renderMarkdown(markdown, { dir, lang, file: 'posts/a.pt.md' })).html;

const table = '| Medida | Antes |\n| --- | ---: |\n| LCP | 4,2 s |\n';

describe('each construct an editor writes', () => {
  it.each([
    [
      'a table, scrollable in a named region, its caption from "Tabela: " above it, outside the scrolling box',
      `${table}\nTabela: Medidas reais`,
      [
        '<div class="table-block"><p id="table-1-caption" class="table-caption">Medidas reais</p><section class="table-scroll" tabindex="0" aria-labelledby="table-1-caption"><table aria-labelledby="table-1-caption">',
        '<th data-align="right">Antes</th>',
      ],
    ],
    ['a table without a caption, named "Tabela"', table, ['<section class="table-scroll" tabindex="0" aria-label="Tabela"><table>']],
    ['strikethrough', 'de ~~4,2 s~~ para 0,8 s', ['de <del>4,2 s</del> para 0,8 s']],
    [
      'a read-only task list, each box labelled by its task',
      '- [x] medir\n- [ ] publicar',
      [
        '<li class="task-list-item"><label><input type="checkbox" checked="" disabled="" /> medir</label></li>',
        '<li class="task-list-item"><label><input type="checkbox" disabled="" /> publicar</label></li>',
      ],
    ],
    [
      'autolinks',
      'Veja https://web.dev/articles/vitals e www.example.org.',
      [
        '<a href="https://web.dev/articles/vitals">https://web.dev/articles/vitals</a>',
        '<a href="http://www.example.org">www.example.org</a>',
      ],
    ],
    [
      'a footnote, linked both ways, under a visible "Notas" heading',
      'Texto[^1].\n\n[^1]: A nota.',
      [
        '<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a>',
        '<h2 id="footnote-label" class="footnotes-title">Notas</h2>',
        '<li id="user-content-fn-1">',
        '<a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Voltar ao texto da nota 1" class="footnote-back">',
      ],
    ],
    [
      'a figure with its caption',
      '![Gráfico das medidas](./images/chart.png "Antes e depois")',
      [
        '<figure class="figure"><picture>',
        'width="1000" height="500" alt="Gráfico das medidas" loading="eager" decoding="async" />',
        '<figcaption>Antes e depois</figcaption></figure>',
      ],
    ],
    [
      'a figure without a caption, lazy when not first',
      'Texto.\n\n![Gráfico](./images/chart.png)',
      ['alt="Gráfico" loading="lazy" decoding="async" /></picture></figure>'],
    ],
    ['a decorative image, with an empty alt', 'Texto.\n\n![decorative](./images/chart.png)', ['alt="" loading="lazy"']],
    [
      'code with a language, coloured by the theme, named',
      '```ts\nconst a = 1;\n```',
      [
        '<figure class="code" data-language="ts"><figcaption class="code-language"><span class="visually-hidden">Código em TypeScript</span><span aria-hidden="true">TypeScript</span></figcaption>',
        '<span style="color:var(--shiki-token-keyword)">const</span><span style="color:var(--shiki-token-constant)"> a</span>',
        'tabindex="0"',
      ],
    ],
    ['code without a language, plain in the same box', '```\nsem cor\n```', ['<pre tabindex="0"><code>sem cor\n</code></pre>']],
    ['inline code', 'Use `width` sempre.', ['Use <code>width</code> sempre.']],
    [
      'a YouTube line as a facade that links to the video',
      'https://www.youtube.com/watch?v=fWoI9DXmpdk',
      [
        '<div class="video"><a class="video-facade" href="https://www.youtube.com/watch?v=fWoI9DXmpdk" data-embed="https://www.youtube-nocookie.com/embed/fWoI9DXmpdk?autoplay=1" data-title="Vídeo no YouTube">',
        '<span class="video-label">Assistir ao vídeo no YouTube</span>',
      ],
    ],
    [
      'a Vimeo line, Do Not Track',
      'https://vimeo.com/76979871',
      ['data-embed="https://player.vimeo.com/video/76979871?dnt=1&#x26;autoplay=1"'],
    ],
  ])('%s', async (_, markdown, expected) => {
    const out = await html(markdown);
    for (const fragment of expected) expect(out).toContain(fragment);
  });

  it('English text gets English labels', async () => {
    const out = await html(`${table}\nTable: Real numbers\n\nText[^1].\n\n[^1]: Note.\n\nhttps://youtu.be/fWoI9DXmpdk`, 'en');
    expect(out).toContain('<p id="table-1-caption" class="table-caption">Real numbers</p>');
    expect(out).toContain('<h2 id="footnote-label" class="footnotes-title">Notes</h2>');
    expect(out).toContain('aria-label="Back to the text of note 1"');
    expect(out).toContain('<span class="video-label">Play the video on YouTube</span>');
  });

  // That the page loads nothing from the video host until the reader asks is build/articleConstructs.test.ts's.
  it.each([
    ['https://www.youtube.com/watch?v=fWoI9DXmpdk&t=30s', 'https://www.youtube-nocookie.com/embed/fWoI9DXmpdk?autoplay=1'],
    ['https://youtu.be/fWoI9DXmpdk', 'https://www.youtube-nocookie.com/embed/fWoI9DXmpdk?autoplay=1'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    ['https://example.com/watch?v=fWoI9DXmpdk', null],
    ['http://youtu.be/fWoI9DXmpdk', null],
    ['https://vimeo.com/channels/staffpicks', null],
  ])('%s plays from %s, a host the security policy allows', (address, embed) => {
    expect(videoOf(address)?.embed ?? null).toBe(embed);
    if (embed) expect(VIDEO_FRAME_ORIGINS).toContain(new URL(embed).origin);
  });

  it('a video link inside a sentence stays a link', async () => {
    expect(await html('Veja https://youtu.be/fWoI9DXmpdk aqui.')).toContain('<p>Veja <a href="https://youtu.be/fWoI9DXmpdk">');
  });
});

describe('hostile input in each construct is still removed by the sanitizer', () => {
  it.each([
    [
      'a table cell',
      '| a | b |\n| - | - |\n| <script>alert(1)</script> | <img src=x onerror=alert(1)> |\n\nTabela: <b onclick="x()">legenda</b>',
    ],
    ['a footnote', 'Texto[^1].\n\n[^1]: <script>alert(1)</script> [clique](javascript:alert(1))'],
    ['a task', '- [x] [clique](javascript:alert(1)) <span onmouseover="x()">a</span>'],
    ['a strikethrough', '~~<script>alert(1)</script>[x](javascript:alert(1))~~'],
    ['an autolink', '<javascript:alert(1)> e javascript:alert(1)'],
    ['a figure', '![a" onerror="alert(1)](./images/chart.png "t\\" onload=\\"alert(1)")'],
    ['a code block', '```html\n<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">a</a>\n```'],
    ['a video line', '[https://youtu.be/fWoI9DXmpdk](javascript:alert(1))'],
  ])('in %s: no script element, event attribute or javascript: URL', async (_, markdown) => {
    const out = await html(markdown);
    // Attributes of real tags only: the same words as text (escaped, in a code block or a caption) are inert.
    const attribute = (name: string) => new RegExp(`<[a-z]+(?:\\s+[\\w:-]+(?:="[^"]*")?)*\\s+${name}`, 'i');
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(attribute('on\\w+='));
    expect(out).not.toMatch(attribute('(?:href|src)="javascript:'));
  });
});

/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countWords, readingMinutes, renderMarkdown, splitFrontMatter } from '@/lib/markdown';

const fixture = (path: string) => readFileSync(join(__dirname, '..', 'fixtures', path), 'utf8');

describe('renderMarkdown: the mini-format', () => {
  let html = '';
  beforeAll(async () => {
    ({ html } = await renderMarkdown(splitFrontMatter(fixture('posts/mini-format.pt.md')).body));
  });

  it.each([
    [
      'a "# " heading one level down, so the page keeps its single h1',
      '<h2 id="titulo-de-nivel-um-no-corpo">Título de nível um no corpo</h2>',
    ],
    ['"## " as h2 with an anchor made from its text', '<h2 id="uma-secao">Uma seção</h2>'],
    ['"### " as h3 with an anchor', '<h3 id="uma-subsecao">Uma subseção</h3>'],
    ['bold spans inside paragraphs', '<p>Um parágrafo com <strong>texto em negrito</strong> no meio.</p>'],
    ['"- " bullets as a list', '<ul>\n<li>primeiro item</li>\n<li>segundo item</li>\n</ul>'],
    ['numbered items with bold lead text', '<ol>\n<li><strong>Clareza</strong>: a primeira etapa.</li>'],
  ])('renders %s', (_, expected) => {
    expect(html).toContain(expected);
  });
});

describe('heading ids: the site’s slug rule', () => {
  it('gives a repeated heading -1, and a heading with no letter or digit no id', async () => {
    const { html, sections } = await renderMarkdown('## O que não fazer\n\n## O que não fazer\n\n## UX & UI\n\n## 🚀\n');
    expect(sections).toEqual([
      { id: 'o-que-nao-fazer', text: 'O que não fazer' },
      { id: 'o-que-nao-fazer-1', text: 'O que não fazer' },
      { id: 'ux-e-ui', text: 'UX & UI' },
    ]);
    expect(html).toContain('<h2>🚀</h2>');
  });
});

describe('renderMarkdown: hostile markdown renders inert', () => {
  let html = '';
  beforeAll(async () => {
    ({ html } = await renderMarkdown(splitFrontMatter(fixture('posts-unsafe/unsafe.pt.md')).body));
  });

  it.each([
    ['script elements', /<script/i],
    ['event handler attributes', /\son\w+\s*=/i],
    ['javascript: URLs', /javascript:/i],
    ['inline styles', /style=/i],
    ['raw img and div tags', /<(img|div)\b/i],
  ])('drops %s', (_, pattern) => {
    expect(html).not.toMatch(pattern);
  });

  it('keeps the words and safe links', () => {
    expect(html).toContain('no meio do texto');
    expect(html).toContain('<a href="https://example.com">um link normal</a>');
    expect(html).toContain('clique aqui');
  });
});

describe('reading time', () => {
  it.each([
    ['', 0],
    ['Uma frase curta.', 3],
    ['## Título\n\n- **Negrito**: item\n1. outro item', 5],
  ])('counts the words of %j as %i, ignoring markdown marks', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it.each([
    [0, 1],
    [99, 1],
    [200, 1],
    [1000, 5],
    [1099, 5],
    [1100, 6],
    [1600, 8],
  ])('%i words read in %i min at 200 words a minute', (words, minutes) => {
    expect(readingMinutes(Array(words).fill('palavra').join(' '))).toBe(minutes);
  });
});

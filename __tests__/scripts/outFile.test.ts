/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileOfUrl, urlOfFile } from '@/scripts/outFile.mjs';
import { kindOf } from '@/scripts/outSite.mjs';

// The clean-URL rule the server (scripts/serve.mjs), the site reader (scripts/outSite.mjs) and the tests share.
// An export in a folder beside a file no URL may reach.
const root = mkdtempSync(join(tmpdir(), 'out-file-'));
const dir = join(root, 'out');
const FILES = [
  'index.html',
  'en.html',
  'post/a.html',
  'journal.html',
  'journal/tag/seo.html',
  'docs/index.html',
  'feed.xml',
  'images/a b.webp',
  'notes',
  'notes.html',
  '404.html',
  '.hidden',
];
beforeAll(() => {
  for (const file of FILES) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), file);
  }
  writeFileSync(join(root, 'secret.html'), 'outside');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a URL path to its file in the export', () => {
  it.each([
    ['/', 'index.html'],
    ['/en', 'en.html'],
    ['/en/', 'en.html'],
    ['/post/a', 'post/a.html'],
    ['/journal', 'journal.html'],
    ['/journal/tag/seo', 'journal/tag/seo.html'],
    ['/docs', 'docs/index.html'],
    ['/feed.xml', 'feed.xml'],
    ['/images/a%20b.webp', 'images/a b.webp'],
    ['/notes', 'notes'],
    ['/post', null],
    ['/post/b', null],
    ['/404.html', '404.html'],
    ['/%E0%A4%A', null],
    ['/../secret.html', null],
    ['/..%2fsecret', null],
    ['/post/../en', 'en.html'],
    ['/%2e%2e/secret', null],
  ])('%s → %s', (url, file) => {
    expect(fileOfUrl(url, dir)).toBe(file);
  });
});

describe("a page's file to its clean URL", () => {
  it.each([
    ['index.html', '/'],
    ['en.html', '/en'],
    ['post/a.html', '/post/a'],
    ['docs/index.html', '/docs'],
  ])('%s → %s, and back', (file, url) => {
    expect(urlOfFile(file)).toBe(url);
    expect(fileOfUrl(url, dir)).toBe(file);
  });
});

describe('a URL to its kind of page in the pages table', () => {
  it.each([
    ['/', 'home'],
    ['/en', 'home'],
    ['/projetos/protecta', 'case'],
    ['/en/projects/protecta', 'case'],
    ['/en/journal/tag/seo', 'tag'],
    ['/partnership', 'partnership'],
    ['/404', null],
    ['/en/partnership', null],
  ])('%s → %s', (url, kind) => {
    expect(kindOf(url)).toBe(kind);
  });
});

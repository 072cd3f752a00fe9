import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUT, pages, requireOut, tags } from '../build/outDir';

// What the first paint of a page may wait for: the HTML alone. A stylesheet link costs a round trip
// before anything shows; why no font is preloaded either is in components/layout/fonts.ts.
requireOut();

describe('the first paint waits for nothing but the HTML', () => {
  const all = pages();

  it.each(all)('$path links no stylesheet and preloads no font', ({ html }) => {
    const links = tags(html, 'link');
    expect(links.filter((link) => link.rel === 'stylesheet').map((link) => link.href)).toEqual([]);
    expect(links.filter((link) => link.rel === 'preload' && link.as === 'font').map((link) => link.href)).toEqual([]);
  });

  it('no header rule preloads a font', () => {
    const headers = readFileSync(join(OUT, '_headers'), 'utf8');
    expect(headers.split('\n').filter((line) => /^\s*Link:.*rel=["']?preload/i.test(line) && /as=["']?font/i.test(line))).toEqual([]);
  });

  it.each(all)('$path still asks for the display face, shown as soon as it lands, over its stand-in', ({ html }) => {
    const faces = html.match(/@font-face\{font-family:displayFont;[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.filter((face) => !face.includes('font-display:swap'))).toEqual([]);
    expect(html).toContain("font-family:'Sora Fallback'");
  });
});

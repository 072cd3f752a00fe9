import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUT, pages, requireOut, tags } from './outDir';

// What the first paint of a page may wait for: the HTML alone. A stylesheet link costs a round trip
// before anything shows; a font preload in <head> (or in a Link header) makes Chromium hold the first
// paint for the font, and on a slow phone the parser fills that wait with the rest of the page
// (measured 0.15-0.3 s later at 4x CPU over slowed 4G: docs/quality.md). The display font is asked for
// by the page's own style instead and swaps in over a metric-matched stand-in (app/fonts.ts).
requireOut();

describe('the first paint waits for nothing but the HTML', () => {
  const all = pages();

  it.each(all.map(({ path, html }) => ({ path, html })))('$path links no stylesheet and preloads no font', ({ html }) => {
    const links = tags(html, 'link');
    expect(links.filter((link) => link.rel === 'stylesheet').map((link) => link.href)).toEqual([]);
    expect(links.filter((link) => link.rel === 'preload' && link.as === 'font').map((link) => link.href)).toEqual([]);
  });

  it('no header rule preloads a font', () => {
    const headers = readFileSync(join(OUT, '_headers'), 'utf8');
    expect(headers.split('\n').filter((line) => /^\s*Link:.*rel=["']?preload/i.test(line) && /as=["']?font/i.test(line))).toEqual([]);
  });

  it('every page still asks for the display face, shown as soon as it lands, over its stand-in', () => {
    for (const { path, html } of all) {
      const faces = html.match(/@font-face\{font-family:displayFont;[^}]*\}/g) ?? [];
      expect({ path, swap: faces.length > 0 && faces.every((face) => face.includes('font-display:swap')) }).toEqual({ path, swap: true });
      expect({ path, standIn: html.includes("font-family:'Sora Fallback'") }).toEqual({ path, standIn: true });
    }
  });
});

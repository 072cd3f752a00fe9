// Words in drawn figures, as vector paths in the site's display face (Sora): the SVG rasteriser then
// needs no system font, and every machine draws the same pixels. The font is cut to the characters
// of make-font.mjs at one weight (subset-font) and shaped with HarfBuzz (harfbuzzjs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import * as hb from 'harfbuzzjs';
import { ROOT, f } from './lib.mjs';
import { displayCharacters } from './make-font.mjs';

const SOURCE = path.join(ROOT, 'node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2');

/** A shaper for one weight: `draw(text, options)` gives an SVG <path>, `width(text, size)` its advance. */
export async function typeface(weight) {
  const sfnt = await subsetFont(await readFile(SOURCE), displayCharacters(), {
    targetFormat: 'sfnt',
    variationAxes: { wght: weight },
  });
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  const font = new hb.Font(face);
  const glyphs = (text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return buffer.getGlyphInfosAndPositions();
  };
  const width = (text, size) => (glyphs(text).reduce((sum, glyph) => sum + (glyph.xAdvance ?? 0), 0) * size) / face.upem;

  /** `anchor`: 'start', 'middle' or 'end' of the text at x; y is the baseline. */
  function draw(text, { x, y, size, fill, anchor = 'start', opacity = 1 }) {
    const scale = size / face.upem;
    const left = anchor === 'start' ? x : anchor === 'middle' ? x - width(text, size) / 2 : x - width(text, size);
    let pen = 0;
    let d = '';
    for (const glyph of glyphs(text)) {
      const outline = font.glyphToPath(glyph.codepoint);
      if (outline) d += `<path transform="translate(${f(pen + (glyph.xOffset ?? 0))} 0)" d="${outline}"/>`;
      pen += glyph.xAdvance ?? 0;
    }
    const alpha = opacity < 1 ? ` fill-opacity="${opacity}"` : '';
    return `<g fill="${fill}"${alpha} transform="translate(${f(left)} ${f(y)}) scale(${scale} ${-scale})">${d}</g>`;
  }
  return { draw, width };
}

// The display face, cut to what the headings use: Sora's weight axis narrowed to 400-700 (the site
// sets 400, 600 and 700 in it) and its glyphs to Portuguese and English text (Latin letters with
// every Latin-1 accent, digits, punctuation, typographic quotes and dashes, the euro sign and an
// arrow). A character outside the set falls back to the UI font for that glyph alone.
// From 33.6 KB (the whole Latin subset, weights 100-800) to about 18 KB.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { ROOT } from './lib.mjs';

const SOURCE = path.join(ROOT, 'node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2');
export const FONT_FILE = path.join(ROOT, 'components/layout/fonts/sora-display.woff2');

const RANGES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xa1], // no-break space, ¡
  [0xa9, 0xab], // © ª «
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xba, 0xbb], // º »
  [0xbf, 0xff], // ¿ and every Latin-1 letter (À-ÿ, with × and ÷)
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2192, 0x2192], // →
];

/**
 * The OpenType features kept: those a browser applies to Latin text by itself, and tnum, which
 * font-variant-numeric: tabular-nums asks for. Sora's fraction forms (frac, numr, dnom), which no rule
 * asks for, go: 1.4 KB of the file. __tests__/content/displayFont.test.ts names a rule that asks for
 * a feature left out.
 */
export const FONT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'kern', 'liga', 'rvrn', 'tnum'];

export function displayCharacters() {
  return RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
}

export async function makeFont() {
  const font = await subsetFont(await readFile(SOURCE), displayCharacters(), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
    keepFeatures: FONT_FEATURES,
  });
  await writeFile(FONT_FILE, font);
  console.log(`${path.relative(ROOT, FONT_FILE)}: ${(font.length / 1024).toFixed(1)} KB`);
}

if (import.meta.url === `file://${process.argv[1]}`) makeFont();

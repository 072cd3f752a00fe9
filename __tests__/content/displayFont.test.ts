import { FONT_FEATURES } from '@/scripts/assets/make-font.mjs';
import { inlineCss, pages, requireOut } from '../build/outDir';

// The display face keeps only the OpenType features a browser applies by itself and those the CSS asks for
// (scripts/assets/make-font.mjs). A rule asking for one it dropped would draw, say, proportional figures where
// the splash's counter wants tabular ones, with nothing else to show it.
requireOut();

/** The features each value of the font-variant properties turns on (CSS Fonts 4). */
const ASKS: Record<string, string[]> = {
  normal: [],
  none: [],
  'tabular-nums': ['tnum'],
  'proportional-nums': ['pnum'],
  'lining-nums': ['lnum'],
  'oldstyle-nums': ['onum'],
  'diagonal-fractions': ['frac'],
  'stacked-fractions': ['afrc'],
  ordinal: ['ordn'],
  'slashed-zero': ['zero'],
  'common-ligatures': ['liga', 'clig'],
  'no-common-ligatures': [],
  'discretionary-ligatures': ['dlig'],
  'small-caps': ['smcp'],
  'all-small-caps': ['smcp', 'c2sc'],
  sub: ['subs'],
  super: ['sups'],
};

/** The features a page's CSS asks for, or the values this test cannot read (a value missing from ASKS). */
function featuresAsked(html: string): { features: string[]; unknown: string[] } {
  const css = inlineCss(html);
  const features: string[] = [];
  const unknown: string[] = [];
  for (const [, value] of css.matchAll(/font-variant(?:-[a-z]+)?\s*:\s*([^;}]+)/g)) {
    for (const word of value.trim().split(/\s+/)) {
      if (ASKS[word]) features.push(...ASKS[word]);
      else unknown.push(word);
    }
  }
  for (const [, settings] of css.matchAll(/font-feature-settings\s*:\s*([^;}]+)/g)) {
    for (const [, tag, value] of settings.matchAll(/["']([a-z0-9]{4})["']\s*(\w*)/g)) if (value !== '0' && value !== 'off') features.push(tag);
  }
  return { features, unknown };
}

describe('the display face', () => {
  const all = pages();

  it.each(all)('$path asks of it no OpenType feature that it does not keep', ({ html }) => {
    const { features, unknown } = featuresAsked(html);
    expect(unknown).toEqual([]);
    expect(features.filter((feature) => !FONT_FEATURES.includes(feature))).toEqual([]);
  });

  it('is asked for tabular figures somewhere, which it keeps', () => {
    expect(all.some(({ html }) => featuresAsked(html).features.includes('tnum'))).toBe(true);
    expect(FONT_FEATURES).toContain('tnum');
  });
});

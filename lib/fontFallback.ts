/**
 * The stand-in for the display face while Sora loads (font-display: swap): a sans-serif the
 * device already has, resized to Sora's widths and given Sora's vertical metrics, so headings
 * keep their size, line breaks and baseline when Sora replaces it (no layout shift).
 *
 * next/font computes one such face (adjustFontFallback) but names only local(Arial), which
 * Android and Linux do not have, and sizes it for the regular weight while headings are bold
 * (its size-adjust made bold headings 5 % too wide). Here each weight range has its own face,
 * and the fonts metric-compatible with Arial (Liberation Sans, Arimo) and Android's Roboto
 * stand in where Arial is missing.
 */
export const DISPLAY_FALLBACK_FAMILY = 'Sora Fallback';

/** Sora's hhea metrics, as a fraction of the em (components/layout/fonts/sora-display.woff2: 970, -290, 0 of 1000). */
const SORA = { ascent: 0.97, descent: 0.29, lineGap: 0 };

type FallbackFace = {
  weight: string;
  /** Local font names tried in order: full names, then PostScript names. */
  sources: string[];
  /**
   * Sora's width over the stand-in's for the site's headings in both languages, measured in
   * Chromium by scripts/assets/measure-fallback.mjs (re-run it when the font file changes).
   */
  widthRatio: number;
};

export const FALLBACK_FACES: FallbackFace[] = [
  {
    weight: '100 500',
    sources: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular', 'Roboto', 'Roboto-Regular'],
    widthRatio: 1.1366,
  },
  {
    weight: '600 900',
    sources: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Arimo-Bold',
      'Roboto Bold',
      'Roboto-Bold',
      'Roboto',
    ],
    widthRatio: 1.0773,
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * One @font-face rule. size-adjust scales the stand-in's glyphs and its metric overrides alike,
 * so the overrides are Sora's metrics divided by it (the same arithmetic as next/font's).
 */
export function fallbackFontFace({ weight, sources, widthRatio }: FallbackFace): string {
  return [
    `@font-face{font-family:'${DISPLAY_FALLBACK_FAMILY}'`,
    `src:${sources.map((name) => `local('${name}')`).join(',')}`,
    `font-weight:${weight}`,
    `size-adjust:${percent(widthRatio)}`,
    `ascent-override:${percent(SORA.ascent / widthRatio)}`,
    `descent-override:${percent(SORA.descent / widthRatio)}`,
    `line-gap-override:${percent(SORA.lineGap / widthRatio)}}`,
  ].join(';');
}

export const displayFallbackCss = FALLBACK_FACES.map(fallbackFontFace).join('\n');

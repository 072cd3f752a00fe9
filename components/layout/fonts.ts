import localFont from 'next/font/local';

// Self-hosted: Sora from npm, cut by scripts/assets/make-font.mjs to the weights (400-700), the
// Latin characters and the OpenType features the headings use, 18.6 KB. No font request leaves
// the site. Only the display face is a web font; body text uses the phone's own UI font.
// A first visit shows Sora: the page's first style asks for it and it swaps in when it lands. Until
// then headings are drawn in a metric-matched stand-in (lib/fontFallback.ts, written once by
// GlobalStyle), so the swap moves nothing: no layout shift, and the first paint waits on no font.
// Not preloaded: Chromium holds the first paint for a font preloaded in <head> (or by a Link
// header), and on a slow phone the parser fills that wait with the rest of the page, so the first
// paint came 0.15-0.3 s later (docs/quality.md, "The display font is not preloaded").
export const displayFont = localFont({
  src: './fonts/sora-display.woff2',
  variable: '--nf-display',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  // DISPLAY_FALLBACK_FAMILY of lib/fontFallback.ts: next/font takes only literals here.
  fallback: ['Sora Fallback'],
});

import localFont from 'next/font/local';

// Self-hosted: Sora from npm, cut by scripts/assets/make-font.mjs to the weights (400-700) and the
// Latin characters the headings use, 20 KB. No font request leaves the site. Only the display
// face is a web font; body text uses the phone's own UI font.
// A first visit shows Sora: the file is preloaded (it arrives with the HTML, before the scripts,
// which wait for the first paint) and swaps in when it lands. Until then headings are drawn in a
// metric-matched stand-in (lib/fontFallback.ts, written once by GlobalStyle), so the swap moves
// nothing: no layout shift, and the first paint waits on no font.
export const displayFont = localFont({
  src: './fonts/sora-display.woff2',
  variable: '--nf-display',
  weight: '400 700',
  display: 'swap',
  preload: true,
  adjustFontFallback: false,
  // DISPLAY_FALLBACK_FAMILY of lib/fontFallback.ts: next/font takes only literals here.
  fallback: ['Sora Fallback'],
});

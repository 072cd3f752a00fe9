import localFont from 'next/font/local';

// Self-hosted: Sora from npm, cut by scripts/assets/make-font.mjs to the weights (400-700) and the
// Latin characters the headings use, 20 KB instead of 34 KB. No font request leaves the site.
// Only the display face is a web font. It is not preloaded and uses font-display: optional, so
// the first paint waits on nothing but the HTML and its CSS, and headings never reflow when the
// font arrives (a swap moved the English hero by 0.027 CLS): a first visit on a slow phone may
// show the fallback, and the cached font is used from the next page on. Body text uses the
// phone's own UI font.
export const displayFont = localFont({
  src: './fonts/sora-display.woff2',
  variable: '--nf-display',
  weight: '400 700',
  display: 'optional',
  preload: false,
});

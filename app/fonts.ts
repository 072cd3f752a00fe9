import localFont from 'next/font/local';

// Self-hosted from npm (latin subset covers Portuguese): no font request leaves the site.
// Only the display face is a web font, and it is not preloaded: body text uses the phone's own
// UI font, so the first paint waits on nothing but the HTML and its CSS (Lighthouse LCP).
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2',
  variable: '--nf-display',
  weight: '100 800',
  display: 'swap',
  preload: false,
});

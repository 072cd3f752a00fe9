import localFont from 'next/font/local';

// Self-hosted from npm (latin subset covers Portuguese): no font request leaves the site.
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--nf-body',
  weight: '100 900',
  display: 'swap',
});

export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2',
  variable: '--nf-display',
  weight: '100 800',
  display: 'swap',
});

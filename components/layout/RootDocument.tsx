import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { displayFont } from './fonts';
import { GlobalStyle } from '@/components/ui/GlobalStyle';
import { htmlLang, type Locale } from '@/lib/i18n/locales';
import { themeColors } from '@/lib/lightTheme';
import { PAGE_TRANSITION } from '@/lib/viewTransitions';
import { AnalyticsScript } from './AnalyticsScript';
import { HeadScript } from './HeadScript';
import { FIRST_SCREEN_END_ID } from '@/lib/firstPaint';

/** Head tags shared by every page (both root layouts export these). */
export const sharedMetadata: Metadata = {
  icons: {
    // Pictures, not the SVG the icons are drawn from: the browser fetches the tab's icon from the page and decodes
    // it there, and an SVG is a document of its own (docs/quality.md, "What keeps the pages fast").
    icon: [
      { url: '/favicon.ico', sizes: '32x32' },
      { url: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    ],
    apple: '/icons/apple-touch-icon.png',
  },
  manifest: '/manifest.webmanifest',
  formatDetection: { telephone: false },
};

export const sharedViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: dark)', color: themeColors.dark },
    { media: '(prefers-color-scheme: light)', color: themeColors.light },
  ],
  colorScheme: 'dark light',
};

/** The <html> of both root layouts; only the language differs. */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale);
  return (
    <html lang={htmlLang[locale]} className={displayFont.variable} suppressHydrationWarning>
      <head>
        <HeadScript redirect={locale === 'pt'} />
        {/* The first paint waits for the page's first screen, its lead paragraph included (lib/firstPaint.ts). */}
        <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} {...{ blocking: 'render' }} />
        <style>{PAGE_TRANSITION}</style>
        <AnalyticsScript />
      </head>
      <body>
        <GlobalStyle />
        {children}
      </body>
    </html>
  );
}

import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { bodyFont, displayFont } from '@/app/fonts';
import { GlobalStyle } from '@/components/ui/GlobalStyle';
import { htmlLang, type Locale } from '@/lib/i18n/locales';
import { prePaintScript } from '@/lib/i18n/prepaint';

/** The <html> of both root layouts; only the language differs. */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale);
  return (
    <html lang={htmlLang[locale]} className={`${bodyFont.variable} ${displayFont.variable}`} suppressHydrationWarning>
      <head>
        {/* Runs before first paint: see lib/i18n/prepaint.ts. */}
        <script dangerouslySetInnerHTML={{ __html: prePaintScript(locale === 'pt') }} />
      </head>
      <body>
        <GlobalStyle />
        {children}
      </body>
    </html>
  );
}

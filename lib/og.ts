import type { Locale } from './i18n/locales';

export const OG_SIZE = { width: 1200, height: 630 } as const;

type OgPage =
  | { kind: 'home'; locale: Locale }
  | { kind: 'partnership' }
  | { kind: 'journal'; locale: Locale }
  | { kind: 'post'; id: string; locale: Locale }
  | { kind: 'privacy'; locale: Locale }
  | { kind: 'cases'; locale: Locale }
  | { kind: 'case'; id: string; locale: Locale };

/** The file name of a page's social image, served from /og/<name>. */
export function ogImageName(page: OgPage): string {
  switch (page.kind) {
    case 'home':
      return `home-${page.locale}.png`;
    case 'journal':
      return `journal-${page.locale}.png`;
    case 'partnership':
      return 'partnership.png';
    case 'post':
      return `post-${page.id}-${page.locale}.png`;
    case 'privacy':
      return `privacy-${page.locale}.png`;
    case 'cases':
      return `cases-${page.locale}.png`;
    case 'case':
      return `case-${page.id}-${page.locale}.png`;
  }
}

export function ogImagePath(name: string): string {
  return `/og/${name}`;
}

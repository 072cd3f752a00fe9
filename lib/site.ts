/**
 * Everything the owner edits about the site itself lives here. The outside
 * services (newsletter form action, analytics) are in lib/integrations.json: the build's security
 * policy reads them too, and client code never imports them.
 */
export type SiteConfig = {
  ownerName: string;
  /** The owner's initials: the logo's mark, the splash and the social images. */
  monogram: string;
  url: string;
  email: string;
  logoHref: string;
  whatsapp: { contact: string; partnership: string };
  social: { threads: string; instagram: string; behance: string };
  features: {
    gallery: boolean;
    presetPrices: boolean;
    partnershipStepFour: boolean;
    maintenanceToggle: boolean;
  };
};

const DEFAULT_URL = 'https://rafaelmoreira.com.br';

/** The canonical base without a trailing slash; NEXT_PUBLIC_SITE_URL overrides it at build. */
export function resolveSiteUrl(fromEnv: string | undefined): string {
  const value = (fromEnv ?? '').trim() || DEFAULT_URL;
  return value.replace(/\/+$/, '');
}

export const site: SiteConfig = {
  ownerName: 'Rafael Moreira',
  monogram: 'RM',
  url: resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL),
  email: 'contato@rafaelmoreira.com.br',
  logoHref: 'https://www.behance.net/rafaelmoreira',
  whatsapp: { contact: '+55 11 98765-4321', partnership: '+55 11 91234-5678' },
  social: {
    threads: 'https://www.threads.net/@rafaelmoreira.design',
    instagram: 'https://www.instagram.com/rafaelmoreira.design',
    behance: 'https://www.behance.net/rafaelmoreira',
  },
  features: {
    gallery: false,
    presetPrices: false,
    partnershipStepFour: false,
    maintenanceToggle: false,
  },
};

/** An absolute URL on this site for a path such as '/en/journal'. */
export function absoluteUrl(path: string, base: string = site.url): string {
  if (path === '/' || path === '') return base;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

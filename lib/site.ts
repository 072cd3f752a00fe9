/**
 * What code owns of the site: its address and its switches. What the owner edits (name, e-mail, WhatsApp
 * numbers, social profiles; the partnership's numbers) is content/settings/, edited at /admin and read and
 * checked at build by the owner's loaders (lib/owner.ts `getSettings`, `getPartnership`); server code hands
 * client islands the plain values they need as props. The outside services (newsletter form action,
 * analytics) are in lib/integrations.json: the build's security policy reads them too, and client code never
 * imports them.
 */
export type SiteConfig = {
  url: string;
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
  url: resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL),
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

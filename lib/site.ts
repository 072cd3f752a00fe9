/**
 * The site's configuration: its address, its switches and its mark. What the owner edits (name, e-mail,
 * WhatsApp numbers, social profiles) is content/settings/site.json, edited at /admin and checked at build
 * (lib/owner.ts). The outside services (newsletter form action, analytics) are in lib/integrations.json: the
 * build's security policy reads them too, and client code never imports them.
 */
import settings from '@settings/site.json';
import { monogramOf } from './i18n/ownerWords';

export type SiteConfig = {
  ownerName: string;
  /** The owner's initials, from his name: the logo's mark, the splash and the social images. */
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
  ownerName: settings.ownerName,
  monogram: monogramOf(settings.ownerName),
  url: resolveSiteUrl(process.env.NEXT_PUBLIC_SITE_URL),
  email: settings.email,
  logoHref: settings.social.behance,
  whatsapp: settings.whatsapp,
  social: settings.social,
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

import { localePath, type Locale } from './i18n/locales';
import type { SiteConfig } from './site';

/** The privacy notice's route (its Portuguese path; English is /en/privacy, see englishSlugs). */
export const PRIVACY_PATH = '/privacidade';

/** When the notice last changed (ISO date): shown on the page and in the sitemap. Update it with the text. */
export const PRIVACY_UPDATED = '2026-11-22';

export function privacyHref(locale: Locale): string {
  return localePath(locale, PRIVACY_PATH);
}

/** What the notice says depends on what the owner switched on in lib/site.ts. */
export type PrivacyFacts = {
  /** Host of the newsletter provider's form action, or null while the list is not open. */
  newsletterHost: string | null;
  /** Name of the analytics tool when one is switched on ('' when it has no readable name), or null when off. */
  analytics: string | null;
};

const ANALYTICS_NAMES: Record<string, string> = { plausible: 'Plausible', umami: 'Umami' };

/**
 * The analytics switch, read defensively: the config gains an `analytics` field with issue 17's
 * analytics part (a provider with its script URL and site id; null or absent means off). Until
 * it exists, analytics is off and the notice says the site counts nothing.
 */
function analyticsName(config: SiteConfig): string | null {
  const value: unknown = (config as SiteConfig & { analytics?: unknown }).analytics;
  if (!value) return null;
  const provider = typeof value === 'string' ? value : (value as { provider?: unknown; name?: unknown }).provider ?? (value as { name?: unknown }).name;
  if (typeof provider !== 'string' || !provider.trim()) return '';
  return ANALYTICS_NAMES[provider.trim().toLowerCase()] ?? provider.trim();
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

export function privacyFacts(config: SiteConfig): PrivacyFacts {
  return { newsletterHost: hostOf(config.newsletterAction), analytics: analyticsName(config) };
}

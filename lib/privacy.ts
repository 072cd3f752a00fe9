import { href, type Locale } from './i18n/locales';
import type { Analytics, AnalyticsProvider } from './integrations.mjs';

/** When the notice last changed (ISO date): shown on the page and in the sitemap. Update it with the text. */
export const PRIVACY_UPDATED = '2026-11-26';

export function privacyHref(locale: Locale): string {
  return href(locale, 'privacy');
}

/** What the notice says depends on what the owner switched on in lib/integrations.json. */
export type PrivacyFacts = {
  /** Host of the newsletter provider's form action, or null while the list is not open. */
  newsletterHost: string | null;
  /** Name of the analytics tool when one is switched on, or null when off. */
  analytics: string | null;
};

const ANALYTICS_NAMES: Record<AnalyticsProvider, string> = { plausible: 'Plausible', umami: 'Umami' };

/** The outside services in effect (lib/integrations.json, analytics resolved with its build-time overrides). */
export type Integrations = { newsletterAction: string | null; analytics: Analytics | null };

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

export function privacyFacts({ newsletterAction, analytics }: Integrations): PrivacyFacts {
  return { newsletterHost: hostOf(newsletterAction), analytics: analytics ? ANALYTICS_NAMES[analytics.provider] : null };
}

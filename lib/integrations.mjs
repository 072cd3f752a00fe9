// The outside services the pages use, from lib/integrations.json. Plain JavaScript so the app's
// server components, next.config.mjs and the build scripts (the security policy) read the same values.

export const ANALYTICS_PROVIDERS = ['plausible', 'umami'];

/**
 * Build-time overrides of `analytics` (previews, the second export of the build checks). Not
 * NEXT_PUBLIC_: only the provider's name reaches client code (next.config.mjs passes it on).
 */
export const ANALYTICS_ENV = {
  provider: 'ANALYTICS_PROVIDER',
  src: 'ANALYTICS_SRC',
  site: 'ANALYTICS_SITE',
  api: 'ANALYTICS_API',
};

function httpsUrl(value, where) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${where} must be an https:// URL, got ${JSON.stringify(value ?? null)}.`);
  }
  if (url.protocol !== 'https:') throw new Error(`${where} must be an https:// URL, got ${JSON.stringify(value)}.`);
  return value;
}

/**
 * The analytics in effect, or null when off: ANALYTICS_PROVIDER (with ANALYTICS_SRC, ANALYTICS_SITE
 * and optional ANALYTICS_API) when set, 'none' to switch off; otherwise `analytics` of lib/integrations.json.
 * A half-written setting fails the build naming the field.
 */
export function resolveAnalytics(fromConfig, env = {}) {
  const fromEnv = env[ANALYTICS_ENV.provider]?.trim();
  const where = fromEnv ? (field) => ANALYTICS_ENV[field] : (field) => `lib/integrations.json analytics.${field}`;
  const value = fromEnv
    ? Object.fromEntries(Object.entries(ANALYTICS_ENV).map(([field, name]) => [field, env[name]?.trim() || undefined]))
    : fromConfig;
  if (!value || value.provider === 'none') return null;
  if (!ANALYTICS_PROVIDERS.includes(value.provider)) {
    throw new Error(
      `${where('provider')} must be ${ANALYTICS_PROVIDERS.join(' or ')} (or none), got ${JSON.stringify(value.provider ?? null)}.`,
    );
  }
  if (typeof value.site !== 'string' || !value.site.trim()) {
    throw new Error(`${where('site')} must name the site as the provider knows it (Plausible: the domain; Umami: the website id).`);
  }
  return {
    provider: value.provider,
    src: httpsUrl(value.src, where('src')),
    site: value.site.trim(),
    ...(value.api ? { api: httpsUrl(value.api, where('api')) } : {}),
  };
}

/** The attributes of the one <script> tag: loaded with defer, told the site and, when set, where to send. */
export function analyticsScriptAttributes({ provider, src, site, api }) {
  const ids = provider === 'plausible' ? { 'data-domain': site, 'data-api': api } : { 'data-website-id': site, 'data-host-url': api };
  return { defer: true, src, ...Object.fromEntries(Object.entries(ids).filter(([, value]) => value)) };
}

/** The origins the policy must allow: the script's, and where it sends events (its own origin unless `api` says). */
export function analyticsOrigins(analytics) {
  if (!analytics) return { script: [], connect: [] };
  const script = new URL(analytics.src).origin;
  const connect = [script];
  if (analytics.api && !connect.includes(new URL(analytics.api).origin)) connect.push(new URL(analytics.api).origin);
  return { script: [script], connect };
}

import { createRequire } from 'node:module';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import { resolveAnalytics } from './lib/integrations.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
const analytics = resolveAnalytics(createRequire(import.meta.url)('./lib/integrations.json').analytics, process.env);

// One publication day for the whole build, São Paulo's, even when it runs across midnight (lib/publication.ts).
process.env.PUBLISH_DATE ||= new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/** Static export: every route is pre-rendered HTML in out/, served by any static host. */
const config = {
  output: 'export',
  // A custom distDir is where a static export lands (tests build a second copy with another site URL).
  distDir: process.env.NEXT_EXPORT_DIR || '.next',
  // Only the provider's name reaches client code (lib/analytics.ts): with analytics off, none at all.
  env: { NEXT_PUBLIC_ANALYTICS_PROVIDER: analytics?.provider ?? '' },
  images: { unoptimized: true },
  // No component names in class names: each is written twice, in the HTML and in React's payload.
  compiler: { styledComponents: { displayName: false } },
  poweredByHeader: false,
  experimental: { globalNotFound: true, inlineCss: true },
};

// A static host serves /admin from admin/index.html; the development server (`npm run cms`) is told to.
const editorInDev = { rewrites: async () => [{ source: '/admin', destination: '/admin/index.html' }] };

export default function nextConfig(phase) {
  return withNextIntl(phase === PHASE_DEVELOPMENT_SERVER ? { ...config, ...editorInDev } : config);
}

import { join } from 'node:path';
import { everyFile, policyOf, PROVIDER_HOSTS } from './analyticsShared';
import { pages, requireOut } from './outDir';

// Analytics is off as shipped (lib/integrations.json; out/ is checked in __tests__/content/analytics.test.ts);
// `npm run build:alt` makes the second export with it on, through the build-time override.
const ALT = join(process.cwd(), '.tmp', 'out-alt');
const ALT_ANALYTICS = {
  src: 'https://stats.example.net/js/script.js',
  site: 'preview.example.org',
  api: 'https://events.example.net/api/event',
};

describe('analytics on (the second export, .tmp/out-alt)', () => {
  requireOut(ALT);
  const altPages = pages(ALT);

  it.each(altPages.map(({ path }) => path))('%s loads the one provider script, deferred', (path) => {
    const { html } = altPages.find((page) => page.path === path)!;
    const tags = html.match(/<script\b[^>]*\ssrc="https:[^"]*"[^>]*>/g) ?? [];
    expect(tags).toEqual([
      `<script defer="" src="${ALT_ANALYTICS.src}" data-domain="${ALT_ANALYTICS.site}" data-api="${ALT_ANALYTICS.api}">`,
    ]);
  });

  it("every path's policy allows that script's host for scripts, it and the event host for connections, and no other", () => {
    for (const path of [...altPages.map((page) => page.path), '/404']) {
      const policy = policyOf(ALT, path);
      expect(policy['script-src']).toBe("'self' 'unsafe-inline' https://stats.example.net");
      expect(policy['connect-src']).toBe("'self' https://stats.example.net https://events.example.net");
      expect(policy['default-src']).toBe("'self'");
    }
  });

  it('no client script names a provider host: they are only in the pages, their payloads and the policy', () => {
    const leaks = everyFile(ALT)
      .filter(({ file }) => file.endsWith('.js'))
      .filter(({ text }) => PROVIDER_HOSTS.some((host) => text.includes(host)));
    expect(leaks.map(({ file }) => file)).toEqual([]);
  });
});

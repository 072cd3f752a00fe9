import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, parseHeaders } from '../scripts/headerRules.mjs';
import { fileOfUrl, requireOut } from '../scripts/outSite.mjs';
import { expect, gotoWithoutSplash, test } from './fixtures';

/**
 * With analytics on, the provider's script loads and runs under the pages' own policies (the <meta> policy
 * by hash and the header policy from _headers), answered here by route interception. Scripts written in the
 * ways that change their text, and a copy of a page with a foreign inline script and event handler, are
 * flows of the engines list (engines/scriptPolicy.ts), in Chromium too; every page hydrating with no
 * violation is e2e/quality.spec.ts.
 */
declare global {
  interface Window {
    violations: string[];
  }
}

/** The page's own record of every violation, from before its first byte is parsed. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.originalPolicy.split(';')[0]}`),
    );
  });
});

/** What hydration writes on every page (the menu button's expanded state, absent from the HTML). */
const HYDRATED = '[popovertarget][aria-expanded]';

test.describe('with analytics on (the second export, `npm run build:alt`)', () => {
  const ALT = join(process.cwd(), '.tmp', 'out-alt');

  test("the provider's script loads under the pages' own policies, and home, partnership and journal hydrate with no violation", async ({
    page,
    baseURL,
  }) => {
    requireOut(ALT);
    const rules = parseHeaders(readFileSync(join(ALT, '_headers'), 'utf8'));
    // The second export served as scripts/serve.mjs serves out/: its files, its _headers on the clean URL.
    await page.route(`${baseURL}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      const file = fileOfUrl(pathname, ALT);
      if (!file) return route.fulfill({ status: 404 });
      return route.fulfill({ path: join(ALT, file), headers: Object.fromEntries(headersFor(rules, pathname)) });
    });
    // The provider, answered on this machine: a request it gets is one both policies allowed.
    await page.route('https://stats.example.net/js/script.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.plausible = function () {};' }),
    );
    for (const path of ['/', '/partnership', '/en/journal']) {
      await gotoWithoutSplash(page, path);
      await expect(page.locator(HYDRATED).first()).toBeAttached();
      await expect.poll(() => page.evaluate(() => typeof window.plausible)).toBe('function');
      expect(await page.evaluate(() => window.violations)).toEqual([]);
    }
  });
});

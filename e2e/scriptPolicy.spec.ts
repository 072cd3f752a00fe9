import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, parseHeaders } from '../scripts/headerRules.mjs';
import { fileOfUrl, requireOut } from '../scripts/outSite.mjs';
import { FOREIGN_HANDLER, FOREIGN_SCRIPT, HASHED_SCRIPTS, hashCheckPage, withForeignScript } from './foreignScript';
import { expect, gotoWithoutSplash, test } from './fixtures';

/**
 * Each page runs only its own inline scripts: the <meta> policy scripts/headers.mjs puts first in its
 * <head> lists them by hash, and the header policy (_headers) is enforced beside it. Scripts written in
 * the ways that change their text run under their hashes; a copy of a page with a foreign inline script
 * and event handler runs neither; the second export's analytics script loads under the pages' policies.
 * (Every page hydrating with no violation: e2e/quality.spec.ts.)
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

test.describe('every page runs its own inline scripts and no other', () => {
  // Every page of the export hydrating with no violation under its own policy: e2e/quality.spec.ts, one load per page.
  test('scripts written with an entity, CRLF, non-ASCII text or a spaced end tag run under their hashes', async ({ page, baseURL }) => {
    await page.route(`${baseURL}/hash-check`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: Buffer.from(hashCheckPage(), 'utf8') }),
    );
    await page.goto('/hash-check');
    await expect(page.locator('html')).toHaveAttribute('data-ran', HASHED_SCRIPTS.join(','));
    expect(await page.evaluate(() => window.violations)).toEqual([]);
  });
});

test.describe('a page cannot be made to run a foreign inline script', () => {
  test.use({
    allowedProblems: [
      /(Refused to execute|Executing) inline (script|event handler).* violates the following Content Security Policy directive/,
    ],
  });

  test('a copy of /partnership with an injected script and event handler runs neither, reports both, and still runs its own', async ({
    page,
    baseURL,
  }) => {
    await page.route(`${baseURL}/partnership`, async (route) => {
      const response = await route.fetch();
      // The body is handed over decoded: the headers but the encoding and length stay as the server sent them.
      const headers = Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name));
      await route.fulfill({
        status: response.status(),
        headers: Object.fromEntries(headers),
        body: withForeignScript(await response.text()),
      });
    });
    await gotoWithoutSplash(page, '/partnership');
    expect(await page.content()).toContain(FOREIGN_SCRIPT.slice(0, 40));
    expect(await page.locator('body > img[onerror]').getAttribute('onerror')).toBe(/onerror="([^"]+)"/.exec(FOREIGN_HANDLER)![1]);
    await expect(page.locator(HYDRATED).first()).toBeAttached();
    await expect
      .poll(() => page.evaluate(() => window.violations.sort()))
      .toEqual(
        ["script-src-attr inline script-src 'self'", "script-src-elem inline script-src 'self'"].map((text) =>
          expect.stringContaining(text),
        ),
      );
    expect(await page.locator('html').getAttribute('data-foreign')).toBeNull();
  });
});

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

import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every e2e test runs through this fixture: requests to any host but the local server are
 * blocked and fail the test, from the page and from any tab it opens, and so do console
 * errors and uncaught exceptions. A test that expects a chat tab serves wa.me locally first
 * (e2e/chat.ts). Tests operate the page as soon as it has loaded, as a visitor does: what
 * needs the page's scripts either works natively before them or waits in a way a visitor
 * sees (a disabled button, a result that updates).
 */
export const test = base.extend<{ problems: string[]; allowedProblems: RegExp[]; allowedOrigins: string[] }>({
  allowedProblems: [[], { option: true }],
  /** Other local servers a test runs on purpose (the editor's local backend). */
  allowedOrigins: [[], { option: true }],
  problems: [
    async ({ context, baseURL, allowedProblems, allowedOrigins }, use) => {
      const problems: string[] = [];
      const origins = [new URL(baseURL ?? 'http://127.0.0.1').origin, ...allowedOrigins];
      await context.route('**/*', (route) => {
        const url = route.request().url();
        if (origins.includes(new URL(url).origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
        problems.push(`request to another host: ${url}`);
        return route.abort('blockedbyclient');
      });
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      const unexpected = problems.filter((problem) => !allowedProblems.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console errors, exceptions or outside requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * axe's WCAG 2.2 A/AA violations on the page as it is now, one line each with the nodes at fault. In axe's legacy
 * mode: one `axe.run` in the page, not a partial run per frame finished in a second blank page, which doubles the
 * cost of every check. The pages checked have no frame (an article's video frame is made only when its facade is pressed).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
        .join('\n')}`,
  );
}

/** Opens a page with the splash already seen, as on a second visit in the same session. */
export async function gotoWithoutSplash(page: Page, path: string, options?: Parameters<Page['goto']>[1]): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  await page.goto(path, options);
}

/**
 * Holds back the page's scripts (every chunk under /_next/static), as a phone on a slow connection
 * receives them seconds after the HTML, until the test calls `release`: whatever the test did before
 * then happened before hydration, however fast the machine.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Array<() => Promise<void>> = [];
  let releasing = false;
  const pattern = '**/_next/static/**/*.js';
  // Same-origin chunks only: they go straight to the local server.
  await page.route(pattern, (route) => {
    if (releasing) return route.continue();
    held.push(() => route.continue());
  });
  return {
    release: async () => {
      releasing = true;
      // A request of a page already left behind can no longer be answered.
      await Promise.all(held.splice(0).map((go) => go().catch(() => undefined)));
      await page.unroute(pattern);
    },
  };
}

/**
 * Waits until the page's scripts answer, as a visitor sees it: scrolled down a little, the header
 * turns opaque. For the few checks of what only scripts add (Tab kept inside the menu, the 800 ms
 * busy face); everything else works before them. Leaves the page at its top.
 */
export async function interactive(page: Page): Promise<void> {
  const header = page.locator('header').first();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true', { timeout: 500 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
}

/** The top of `target` (a section's id, or any element) once a scroll has settled: the same place twice, 400 ms apart. */
export async function settledTop(page: Page, target: string | Locator): Promise<number> {
  const element = typeof target === 'string' ? page.locator(`#${target}`) : target;
  const top = () => element.evaluate((node) => Math.round(node.getBoundingClientRect().top));
  let last = NaN;
  await expect
    .poll(
      async () => {
        const now = await top();
        const settled = now === last;
        last = now;
        return settled;
      },
      { intervals: [400] },
    )
    .toBe(true);
  return last;
}

import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test runs through this fixture: requests to any host but the local server are
 * blocked and fail the test, and so do console errors and uncaught exceptions.
 */
export const test = base.extend<{ problems: string[]; allowedProblems: RegExp[] }>({
  allowedProblems: [[], { option: true }],
  // The page's scripts load after its first paint (scripts/paint-first.mjs), so a page that has
  // fired 'load' may not be interactive yet. Tests operate the interactive page: page.goto also
  // waits for hydration (<html data-hydrated>), unless it asks for an earlier moment or the page
  // runs no scripts. What a visitor gets before that has tests of its own (the early tap, no-JS).
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil || options.waitUntil === 'load') await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
  problems: [
    async ({ page, baseURL, allowedProblems }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
        problems.push(`request to another host: ${url}`);
        return route.abort('blockedbyclient');
      });
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
      await use(problems);
      const unexpected = problems.filter((problem) => !allowedProblems.some((pattern) => pattern.test(problem)));
      expect(unexpected, 'console errors, exceptions or outside requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves when React has hydrated the page, or at once on a page that runs no scripts. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') || !document.documentElement.classList.contains('js'),
    undefined,
    { timeout: 10_000 },
  );
}

/** Opens a page with the splash already seen, as on a second visit in the same session. */
export async function gotoWithoutSplash(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  await page.goto(path);
}

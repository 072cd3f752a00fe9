import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test runs through this fixture: requests to any host but the local server are
 * blocked and fail the test, and so do console errors and uncaught exceptions.
 */
export const test = base.extend<{ problems: string[]; allowedProblems: RegExp[] }>({
  allowedProblems: [[], { option: true }],
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

/** Opens a page with the splash already seen, as on a second visit in the same session. */
export async function gotoWithoutSplash(page: Page, path: string): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
  await page.goto(path);
}

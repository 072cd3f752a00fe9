import type { Page, Request } from '@playwright/test';
import pt from '../messages/pt.json';
import { CONSTRUCTS_ARTICLE as ARTICLE, ON_ALT_EXPORT, serveAltExport } from './altSite';
import { axeViolations, expect, test as base } from './fixtures';

/**
 * An article using every construct an editor can write: figures, a table, code, a note, tasks and a
 * video (e2e/altSite.ts says which). On the alternative export, this file's worker serves it and every
 * test's site (the harness's one allowed origin) is that server.
 */
const test = base.extend<object, { altOrigin: string | null }>({
  altOrigin: [
    async ({}, provide, workerInfo) => {
      if (!ON_ALT_EXPORT) return provide(null);
      const site = await serveAltExport(Number(process.env.E2E_PORT ?? 4173) + 100 + workerInfo.workerIndex);
      await provide(site.origin);
      site.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ altOrigin, baseURL }, provide) => provide(altOrigin ?? baseURL),
});
const NOCOOKIE = /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/;
// The alternative export switches analytics on with a made-up host; the real site has none.
const PLAYER = /request to another host: https:\/\/www\.youtube-nocookie\.com\/embed\//;
// The harness blocks both (as every outside request) and Chromium logs each block as a console error.
// (One pattern: Playwright would read a pair of values as [value, options].)
test.use({
  allowedProblems: [
    /request to another host: https:\/\/(stats\.example\.net|www\.youtube-nocookie\.com\/embed)\/|console error: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/,
  ],
});

const outsideHosts = (requests: Request[], page: Page) =>
  requests.map((request) => request.url()).filter((url) => !url.startsWith(new URL(page.url()).origin) && !url.startsWith('data:'));

/**
 * The table's caption names its scrolling region and the table, and fits the screen; at 390 px the table and code
 * boxes scroll inside. Nothing else sideways is the engines scenario's (engines/articleConstructs.ts), in every engine.
 */
async function boxesScrollInside(page: Page, width: number) {
  const body = page.locator('.article-body');
  // The caption sits above the scrolling box and names both the region and the table.
  const caption = body.locator('.table-block > .table-caption').first();
  await expect(caption).toBeVisible();
  const name = (await caption.textContent()) ?? '';
  await expect(body.getByRole('region', { name, exact: true }).getByRole('table', { name, exact: true })).toBeVisible();
  // A reader sees the whole caption without scrolling sideways, however long it is.
  const edges = await caption.evaluate((element) => element.getBoundingClientRect());
  expect({ left: edges.left >= 0, right: edges.right <= width }).toEqual({ left: true, right: true });
  if (width === 390) {
    const scrolls = (selector: string) =>
      body
        .locator(selector)
        .first()
        .evaluate((box) => box.scrollWidth > box.clientWidth);
    expect(await scrolls('.table-scroll'), 'the table scrolls inside its box').toBe(true);
    expect(await scrolls('pre'), 'the code scrolls inside its box').toBe(true);
  }
}

test('an article with every construct: its boxes scroll inside at 390 px, its figures arrive with no layout shift, it passes axe, and its video loads nothing until played', async ({
  page,
  problems,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  // The figures arrive over a slow network: each is held until every one has its box on screen.
  const heldFigures: Array<() => Promise<void>> = [];
  await page.route('**/figures/**', (route) => {
    heldFigures.push(() => route.continue());
  });
  await page.addInitScript(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(ARTICLE);
  const figures = page.locator('.article-body figure.figure img');
  await expect(figures).toHaveCount(2);

  await test.step('at 390 px the table and code boxes scroll inside, under a caption that fits', () => boxesScrollInside(page, 390));

  await test.step('the figures, arriving late, are drawn in the boxes kept for them: no layout shift', async () => {
    for (const [index, figure] of (await figures.all()).entries()) {
      await figure.scrollIntoViewIfNeeded();
      await expect.poll(() => heldFigures.length, `figure ${index + 1} asked for`).toBeGreaterThan(index);
    }
    await Promise.all(heldFigures.map((go) => go()));
    await page.unroute('**/figures/**');
    for (const figure of await figures.all()) {
      await figure.scrollIntoViewIfNeeded();
      await expect.poll(() => figure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBe(0);
  });

  await test.step('axe finds nothing at 390 px', async () => expect(await axeViolations(page)).toEqual([]));

  await test.step('at 1440 px the caption fits, and axe finds nothing', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await boxesScrollInside(page, 1440);
    expect(await axeViolations(page)).toEqual([]);
  });

  await test.step('the video loads nothing from another host until the reader plays it, then exactly one nocookie frame', async () => {
    const play = page.getByRole('button', { name: pt.Markdown.playVideo.replace('{host}', 'YouTube') });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(outsideHosts(requests, page).filter((url) => !url.startsWith('https://stats.example.net/'))).toEqual([]);

    await play.click();
    const frame = page.locator('.video iframe');
    await expect(frame).toHaveAttribute('src', NOCOOKIE);
    await expect(frame).toHaveAttribute('title', pt.Markdown.videoTitle.replace('{host}', 'YouTube'));
    await expect.poll(() => outsideHosts(requests, page).filter((url) => NOCOOKIE.test(url))).toHaveLength(1);
    expect(outsideHosts(requests, page).filter((url) => !url.startsWith('https://stats.example.net/'))).toEqual([
      expect.stringMatching(NOCOOKIE),
    ]);
    // The harness blocked it, as every outside request: that one request is the only one it saw.
    expect(problems.filter((problem) => PLAYER.test(problem))).toHaveLength(1);
  });
});

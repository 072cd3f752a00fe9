import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Reveal animations (components/motion/RevealObserver.tsx): what is on screen when the page opens is
 * never hidden, not even for a frame, and what lies below fades in as it is scrolled into view.
 */

/**
 * Every frame from the first until `dimmedSoFar`, notes each reveal element drawn in the upper 90 % of
 * the screen below full opacity.
 */
async function watchDimmedInView(page: Page) {
  await page.addInitScript(() => {
    const dimmed = new Set<string>();
    const watch = { dimmed, on: true };
    Object.assign(window, { revealWatch: watch });
    const frame = () => {
      if (!watch.on) return;
      document.querySelectorAll<HTMLElement>('[data-reveal]').forEach((element) => {
        const box = element.getBoundingClientRect();
        const inView = box.height > 0 && box.top < innerHeight * 0.9 && box.bottom > 0;
        if (inView && Number(getComputedStyle(element).opacity) < 1) dimmed.add(element.textContent?.trim().slice(0, 40) ?? '');
      });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function dimmedSoFar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const watch = (window as unknown as { revealWatch: { dimmed: Set<string>; on: boolean } }).revealWatch;
    watch.on = false;
    return [...watch.dimmed];
  });
}

test('the journal cards in view never fade, the ones below fade in when scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await watchDimmedInView(page);
  await page.goto('/journal');
  // The observer has started: hiding is on.
  await expect(page.locator('html')).toHaveClass(/reveal-ready/);
  const cards = page.locator('main [data-reveal]');
  const first = cards.first();
  const last = cards.last();
  await expect(first).toBeInViewport();
  await expect(last).not.toBeInViewport();

  // Below the screen: hidden, waiting for the visitor.
  await expect.poll(() => last.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
  // Nothing on screen was hidden from the first frame until every reveal transition has ended.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  expect(await dimmedSoFar(page)).toEqual([]);

  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});

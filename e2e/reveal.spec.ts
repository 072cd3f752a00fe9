import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Reveal animations (components/motion/RevealObserver.tsx): what is on screen when the page opens is
 * never hidden, not even for a frame.
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

// What lies below fading in once scrolled to is the engines scenario 'the journal cards in view are shown, …'.
test('the journal cards in view never fade, not even for a frame', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await watchDimmedInView(page);
  await page.goto('/journal');
  // The observer has started: hiding is on.
  await expect(page.locator('html')).toHaveClass(/reveal-ready/);
  await expect(page.locator('main [data-reveal]').first()).toBeInViewport();
  // Nothing on screen was hidden from the first frame until every reveal transition has ended.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  expect(await dimmedSoFar(page)).toEqual([]);
});

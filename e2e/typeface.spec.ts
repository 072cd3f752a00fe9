import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The platform fonts the browser drew a node's text with (DevTools' CSS.getPlatformFontsForNode). */
async function platformFonts(page: Page, selector: string): Promise<string[]> {
  const client = await page.context().newCDPSession(page);
  try {
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const { root } = await client.send('DOM.getDocument');
    const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await client.detach();
  }
}

// Phone widths where a headline line once fitted in one face and wrapped in the other (412 px: the
// text below moved when Sora landed), a tablet and a desktop.
const WIDTHS = [360, 390, 412, 430, 768, 1440];

/** Where the headline and the text after it sit, and how many lines each part of the headline takes. */
async function headlineLayout(page: Page) {
  const headline = page.locator('h1');
  return {
    lines: await headline.locator('span').evaluateAll((spans) => spans.map((span) => span.getClientRects().length)),
    headline: await headline.boundingBox(),
    next: await page.locator('h1 ~ p').first().boundingBox(),
  };
}

for (const home of ['/', '/en']) {
  test.describe(`a first visit to ${home}`, () => {
    test.use({ reducedMotion: 'reduce' });

    test(`the headline is drawn in its stand-in until Sora arrives, then in Sora without moving it or what follows, at ${WIDTHS.join(', ')} px`, async ({
      page,
    }) => {
      // A fresh context has an empty cache. The font is held back, as a slow phone network would, until the stand-in is measured.
      let fontRequests = 0;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.woff2', async (route) => {
        fontRequests += 1;
        await held;
        await route.fallback();
      });
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(home, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('h1')).toBeVisible();
      // Until Sora lands, a local sans-serif stands in, resized to Sora (lib/fontFallback.ts; Debian: fonts-liberation).
      expect(await platformFonts(page, 'h1 span')).toEqual([expect.stringMatching(/^(Arial|Liberation Sans|Arimo|Roboto)/)]);
      const before = new Map<number, Awaited<ReturnType<typeof headlineLayout>>>();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        before.set(width, await headlineLayout(page));
      }

      release();
      await expect.poll(() => platformFonts(page, 'h1 span')).toContain('Sora');
      expect(await platformFonts(page, 'h1')).toContain('Sora');
      for (const width of WIDTHS) {
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          const was = before.get(width)!;
          const now = await headlineLayout(page);
          expect(now.lines, 'lines of each part of the headline').toEqual(was.lines);
          expect(Math.abs(now.headline!.height - was.headline!.height), 'headline height').toBeLessThanOrEqual(1);
          expect(Math.abs(now.headline!.y - was.headline!.y), 'headline top').toBeLessThanOrEqual(1);
          expect(Math.abs(now.next!.y - was.next!.y), 'top of the text after it').toBeLessThanOrEqual(1);
        });
      }
      expect(fontRequests).toBe(1);
    });
  });
}

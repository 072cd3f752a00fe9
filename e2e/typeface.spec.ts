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

for (const home of ['/', '/en']) {
  test.describe(`the brand typeface on a first visit to ${home}`, () => {
    test.use({ reducedMotion: 'reduce' });

    test('the h1 is drawn with Sora, even when the font arrives after the first paint', async ({ page }) => {
      // A fresh context has an empty cache. The font is held back as a slow phone network would.
      let fontRequests = 0;
      await page.route('**/*.woff2', async (route) => {
        fontRequests += 1;
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.fallback();
      });
      await page.goto(home);
      await expect(page.locator('h1')).toBeVisible();
      await expect.poll(() => platformFonts(page, 'h1 span'), { timeout: 10_000 }).toContain('Sora');
      expect(await platformFonts(page, 'h1')).toContain('Sora');
      expect(fontRequests).toBe(1);
    });

    // Phone widths where a headline line once fitted in one face and wrapped in the other (412 px:
    // the text below moved when Sora landed), a tablet and a desktop.
    for (const width of [360, 390, 412, 430, 768, 1440]) {
      test(`Sora replaces its stand-in without moving the headline or what follows it, at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/*.woff2', async (route) => {
          await held;
          await route.fallback();
        });
        await page.goto(home, { waitUntil: 'domcontentloaded' });
        const headline = page.locator('h1');
        await expect(headline).toBeVisible();
        // Until Sora lands, a local sans-serif stands in, resized to Sora (lib/fontFallback.ts; Debian: fonts-liberation).
        expect(await platformFonts(page, 'h1 span')).toEqual([expect.stringMatching(/^(Arial|Liberation Sans|Arimo|Roboto)/)]);
        const before = await headline.boundingBox();
        const nextBefore = await page.locator('h1 ~ p').first().boundingBox();
        const lines = () => headline.locator('span').evaluateAll((spans) => spans.map((span) => span.getClientRects().length));
        const linesBefore = await lines();
        release();
        await expect.poll(() => platformFonts(page, 'h1 span')).toContain('Sora');
        expect(await lines()).toEqual(linesBefore);
        const after = await headline.boundingBox();
        expect(Math.abs(after!.height - before!.height)).toBeLessThanOrEqual(1);
        expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
        const next = await page.locator('h1 ~ p').first().boundingBox();
        expect(Math.abs(next!.y - nextBefore!.y)).toBeLessThanOrEqual(1);
      });
    }
  });
}

import { CONSTRUCTS_ARTICLE, ON_ALT_EXPORT, serveAltExport } from '../e2e/altSite';
import { outsideTheViewport } from '../e2e/reflow';
import { eventually, type EnginePage } from './driver';
import { freePort } from './processes';
import type { Scenario } from './scenario';

/**
 * An article with every construct an editor can write (figures, a table, code; e2e/altSite.ts says
 * which). On the alternative export the scenario serves it itself, on another local port (not proxied),
 * and that export's made-up analytics host is answered by the proxy.
 */

/**
 * Figure `index` of the body, scrolled to the middle of the screen: drawn, in the box the page reserved for
 * it. One figure a call, so the browser gets a frame with it on screen: a lazy image scrolled past within
 * one script never starts loading in WebKit and Firefox (only the first figure of an article is eager).
 */
async function figureDrawn(page: EnginePage, index: number): Promise<{ drawn: boolean; reserved: boolean }> {
  return page.evaluate((at: number) => {
    const img = document.querySelectorAll<HTMLImageElement>('.article-body figure.figure img')[at];
    img.scrollIntoView({ block: 'center' });
    const box = img.getBoundingClientRect();
    return { drawn: img.complete && img.naturalWidth > 0, reserved: Math.abs(box.height - (box.width * img.height) / img.width) < 2 };
  }, index);
}

export const articleConstructs: Scenario = {
  name: 'an article renders its figures, table and code with nothing sideways, at 390 and 1440 px',
  expectsOutside: /^https:\/\/stats\.example\.net\//,
  // That host's script, answered by the proxy, fails (Firefox) or throws as a cross-origin script, whose
  // errors reach the page only as 'Script error.' (WebKit); an error of the site's own scripts names itself.
  expectsProblems: /failed to load: https:\/\/stats\.example\.net\/|^uncaught exception: Script error\. /,
  async run(page) {
    const alt = ON_ALT_EXPORT ? await serveAltExport(await freePort()) : null;
    try {
      await check(page, alt ? new URL(CONSTRUCTS_ARTICLE, alt.origin).href : CONSTRUCTS_ARTICLE);
    } finally {
      alt?.stop();
    }
  },
};

async function check(page: EnginePage, article: string): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    await page.setViewport(width, height);
    await page.goto(article);
    const figures = await page.evaluate(() => document.querySelectorAll('.article-body figure.figure img').length);
    expect(figures).toBeGreaterThanOrEqual(2);
    for (let index = 0; index < figures; index += 1)
      await eventually(async () => expect(await figureDrawn(page, index)).toEqual({ drawn: true, reserved: true }));
    expect(await page.isVisible({ css: '.article-body .table-block > .table-caption + .table-scroll > table' })).toBe(true);
    expect(await page.isVisible({ css: '.article-body figure.code pre' })).toBe(true);
    const colours = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.article-body figure.code pre span[style]')).map((span) => getComputedStyle(span).color),
    );
    // Coloured by the theme's tokens: keywords, names and strings each in their own colour.
    expect(new Set(colours).size).toBeGreaterThan(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect({ width, sideways, outside: await page.evaluate(outsideTheViewport) }).toEqual({ width, sideways: 0, outside: [] });
  }
}

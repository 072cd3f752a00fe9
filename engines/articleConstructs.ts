import { outsideTheViewport } from '../e2e/reflow';
import { eventually, type EnginePage } from './driver';
import type { Scenario } from './scenarios';

/**
 * An article with every construct an editor can write (figures, a table, code): by default the test
 * article of the alternative export (`npm run build:alt`, served with OUT_DIR=.tmp/out-alt, whose
 * made-up analytics host the proxy answers); CONSTRUCTS_ARTICLE points it at another article.
 */
const ARTICLE = process.env.CONSTRUCTS_ARTICLE ?? '/post/every-construct';

/** Every figure of the body scrolled to and drawn, with the width and height the page reserved for it. */
async function figuresDrawn(page: EnginePage): Promise<{ drawn: boolean; reserved: boolean }[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.article-body figure.figure img')).map((img) => {
      img.scrollIntoView({ block: 'center' });
      const box = img.getBoundingClientRect();
      return { drawn: img.complete && img.naturalWidth > 0, reserved: Math.abs(box.height - (box.width * img.height) / img.width) < 2 };
    }),
  );
}

export const articleConstructs: Scenario = {
  name: 'an article renders its figures, table and code with nothing sideways, at 390 and 1440 px',
  expectsOutside: /^https:\/\/stats\.example\.net\//,
  // That host's script, answered by the proxy, fails (Firefox) or throws as a cross-origin script, whose
  // errors reach the page only as 'Script error.' (WebKit); an error of the site's own scripts names itself.
  expectsProblems: /failed to load: https:\/\/stats\.example\.net\/|^uncaught exception: Script error\. /,
  async run(page) {
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ]) {
      await page.setViewport(width, height);
      await page.goto(ARTICLE);
      await eventually(async () => {
        const figures = await figuresDrawn(page);
        expect(figures.length).toBeGreaterThanOrEqual(2);
        expect(figures).toEqual(figures.map(() => ({ drawn: true, reserved: true })));
      });
      expect(await page.isVisible({ css: '.article-body .table-scroll table caption' })).toBe(true);
      expect(await page.isVisible({ css: '.article-body figure.code pre' })).toBe(true);
      const colours = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.article-body figure.code pre span[style]')).map((span) => getComputedStyle(span).color),
      );
      // Coloured from the theme's tokens: more than one colour, none of them the unstyled default.
      expect(new Set(colours).size).toBeGreaterThan(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ width, sideways, outside: await page.evaluate(outsideTheViewport) }).toEqual({ width, sideways: 0, outside: [] });
    }
  },
};

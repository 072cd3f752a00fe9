import { chromium, type ElementHandle, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from './chromiumLaunch';
import { DEFAULT_VIEWPORT, HandlePage, type Launch } from './driver';
import { PROBLEMS_KEY, recordProblems } from './inPage';

/** The zone Chromium runs in: far from Sao Paulo, so the chat message's time must be converted. */
const TIME_ZONE = 'Europe/Berlin';

/** The site's hosts, reached directly; the pages' requests to any other go to the recording proxy. */
const LOCAL = '127.0.0.1,localhost';

class ChromiumPage extends HandlePage<Page, ElementHandle<Element>> {
  /**
   * Playwright passes a page function one argument and sends it as its source text (`String(fn)`): the
   * function sent is one whose source spreads the list over `fn` (element handles in it arrive as elements).
   * A string is run as a script.
   */
  protected run<R>(fn: string | ((...args: never[]) => R), ...args: unknown[]): Promise<R> {
    if (typeof fn === 'string') return this.page.evaluate(fn) as Promise<R>;
    const spread = Object.assign(() => undefined, { toString: () => `(list) => (${fn.toString()})(...list)` });
    return this.page.evaluate(spread, args) as Promise<R>;
  }

  protected async clickElement(element: ElementHandle<Element>): Promise<void> {
    await element.click();
  }

  protected async selectIn(element: ElementHandle<Element>, value: string): Promise<void> {
    await element.selectOption(value);
  }

  protected async resize(width: number, height: number): Promise<void> {
    await this.page.setViewportSize({ width, height });
  }
}

/**
 * Debian's Chromium driven by Playwright over the DevTools protocol, started as the Playwright specs start it
 * (chromiumLaunch.ts), with the visitor's popup blocker on. One browser for the whole suite; each scenario gets
 * its own browser context (empty storage, its own tabs). Every request of its pages to another host goes to the
 * suite's recording proxy; the site (127.0.0.1) does not. With `scripts: false` the browser runs no script of the page
 * while Playwright's own still run.
 */
export const launchChromium: Launch = async (origin, proxyPort, { scripts }) => {
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    // Playwright turns the popup blocker off; visitors have it on, and the chat tab must get past it.
    ignoreDefaultArgs: ['--disable-popup-blocking'],
    // The browser's own traffic (its updater, its account service) goes to a closed port: blocked, unrecorded.
    proxy: { server: 'http://127.0.0.1:9', bypass: LOCAL },
  });
  return {
    timeZone: TIME_ZONE,
    async newPage() {
      const context = await browser.newContext({
        viewport: DEFAULT_VIEWPORT,
        timezoneId: TIME_ZONE,
        // The system's setting is light, as on a phone in daylight (the theme scenario relies on it).
        colorScheme: 'light',
        javaScriptEnabled: scripts,
        ignoreHTTPSErrors: true,
        proxy: { server: `http://127.0.0.1:${proxyPort}`, bypass: LOCAL },
      });
      const page = await context.newPage();
      if (scripts) await page.addInitScript(recordProblems, PROBLEMS_KEY);
      await page.goto(`${origin}/robots.txt`);
      return new ChromiumPage(origin, scripts, context, page);
    },
    alive: async () => browser.isConnected(),
    output: () => '',
    close: () => browser.close(),
  };
};

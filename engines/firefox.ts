import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { findBrowsers, missingBrowsersMessage } from '../scripts/browsers.mjs';
import { DEFAULT_VIEWPORT, HandlePage, type Launch } from './driver';
import { keptOutput } from './processes';
import { PROBLEMS_KEY, recordProblems } from './inPage';

/** The zone Firefox runs in: far from Sao Paulo, so the chat message's time must be converted. */
const TIME_ZONE = 'America/New_York';

class FirefoxPage extends HandlePage<Page, ElementHandle<Element>> {
  protected run<R>(fn: string | ((...args: never[]) => R), ...args: unknown[]): Promise<R> {
    return this.page.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<R>;
  }

  protected async clickElement(element: ElementHandle<Element>): Promise<void> {
    if (this.scripts) return element.click();
    // puppeteer's click waits on a promise in the page, which Firefox never settles with JavaScript off.
    const [x, y] = await element.evaluate((node) => {
      const box = node.getBoundingClientRect();
      return [box.x + box.width / 2, box.y + box.height / 2];
    });
    await this.page.mouse.click(x, y);
  }

  protected async selectIn(element: ElementHandle<Element>, value: string): Promise<void> {
    await (element as ElementHandle<HTMLSelectElement>).select(value);
  }

  protected async resize(width: number, height: number): Promise<void> {
    try {
      await this.page.setViewport({ width, height });
    } catch (error) {
      // Puppeteer sends emulation.setScreenOrientationOverride beside the viewport, a command Firefox
      // ESR 140 does not know (puppeteer/puppeteer#14989); the viewport itself is set all the same.
      if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) throw error;
    }
  }
}

/**
 * Firefox ESR driven over WebDriver BiDi by puppeteer-core (no separate driver). One browser for
 * the whole suite; each scenario gets its own browser context (empty storage, its own tabs). With
 * `scripts: false` the browser runs no script of the page (the javascript.enabled preference)
 * while WebDriver BiDi's own scripts still run.
 */
export const launchFirefox: Launch = async (origin, proxyPort, { scripts }) => {
  const browsers = findBrowsers();
  const missing = missingBrowsersMessage(browsers);
  if (missing) throw new Error(missing);

  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: browsers.firefox!,
    headless: true,
    acceptInsecureCerts: true,
    defaultViewport: DEFAULT_VIEWPORT,
    // MOZ_REMOTE_SETTINGS_DEVTOOLS lets services.settings.server below point Firefox's own settings
    // sync (which otherwise polls a Mozilla server while pages load) at a closed local port.
    env: { ...process.env, TZ: TIME_ZONE, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
    extraPrefsFirefox: {
      // Every request to another host goes to the suite's recording proxy (127.0.0.1, the site, does not).
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxyPort,
      'network.proxy.no_proxies_on': '',
      'services.settings.server': 'http://127.0.0.1:9/remote-settings-off/v1',
      // Firefox's own checks for a captive portal and a connection (detectportal.firefox.com).
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      // Puppeteer turns the popup blocker off; visitors have it on, and the chat tab must get past it.
      'dom.disable_open_during_load': true,
      'javascript.enabled': scripts,
      // The system's setting is light, as on a phone in daylight (the theme scenario relies on it).
      'ui.systemUsesDarkTheme': 0,
    },
  });

  const output = keptOutput(browser.process());

  return {
    timeZone: TIME_ZONE,
    async newPage() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (scripts) await page.evaluateOnNewDocument(recordProblems, PROBLEMS_KEY);
      await page.goto(`${origin}/robots.txt`);
      return new FirefoxPage(origin, scripts, context, page);
    },
    alive: async () => browser.connected,
    output,
    close: () => browser.close(),
  };
};

import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { findBrowsers, missingBrowsersMessage } from '../scripts/browsers.mjs';
import { BasePage, DEFAULT_VIEWPORT, type Key, type Launch, type Tab } from './driver';
import { until } from './processes';
import { PROBLEMS_KEY, recordProblems, type TargetSpec } from './inPage';

/** The zone Firefox runs in: far from Sao Paulo, so the chat message's time must be converted. */
const TIME_ZONE = 'America/New_York';

class FirefoxPage extends BasePage<ElementHandle<Element>> {
  constructor(
    origin: string,
    scripts: boolean,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super(origin, scripts);
  }

  protected run<R>(fn: string | ((...args: never[]) => R), ...args: unknown[]): Promise<R> {
    return this.page.evaluate(fn as (...args: unknown[]) => R, ...args) as Promise<R>;
  }

  protected async findElement(spec: TargetSpec): Promise<ElementHandle<Element> | 'no helpers' | null> {
    const handle = await this.page.evaluateHandle((wanted: TargetSpec) => {
      const helpers = (window as unknown as { __engines?: { find(spec: TargetSpec): Element | null } }).__engines;
      return helpers ? helpers.find(wanted) : 'no helpers';
    }, spec);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (element) return element;
    const value = (await handle.jsonValue()) as 'no helpers' | null;
    await handle.dispose();
    return value;
  }

  protected async navigate(url: string): Promise<void> {
    // Firefox ESR 140 tells puppeteer nothing of a page that Back restored from the back-forward
    // cache, and puppeteer's goto from there waits for events that never come. From such a page
    // (puppeteer's address is not the page's own), the page itself goes, and the new document is awaited.
    const here = await this.run(() => location.href).catch(() => null);
    if (here !== null && here !== this.page.url()) {
      type Marked = { enginesLeaving?: boolean };
      await this.run(() => ((window as Marked).enginesLeaving = true));
      await this.run((target: string) => location.assign(target), url).catch(() => undefined);
      await until(
        () => this.run(() => !(window as Marked).enginesLeaving && document.readyState !== 'loading'),
        () => `the page at ${url}`,
        60_000,
      );
      return;
    }
    try {
      await this.page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    } catch (error) {
      // The page sent itself elsewhere while loading (the pre-paint script's move to the stored
      // language): Firefox ESR 140 reports the first navigation as aborted. settle() waits for the new one.
      if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
    }
  }

  /**
   * The recorder is a preload script here (see newPage): it runs before any of the page's own.
   * Firefox runs no preload script with JavaScript off; the recorder goes in once the page answers.
   */
  protected async arm(): Promise<void> {
    if (!this.scripts)
      await until(
        () => this.run(recordProblems, PROBLEMS_KEY).then(() => true),
        () => 'the new document',
      );
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

  protected async typeInto(element: ElementHandle<Element>, text: string): Promise<void> {
    await element.focus();
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press('KeyA');
    await this.page.keyboard.up('Control');
    await this.page.keyboard.press('Backspace');
    if (text) await this.page.keyboard.type(text);
  }

  protected async selectIn(element: ElementHandle<Element>, value: string): Promise<void> {
    await (element as ElementHandle<HTMLSelectElement>).select(value);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** Where the page says it is: Firefox ESR 140 tells puppeteer nothing of a history.replaceState. */
  async url(): Promise<string> {
    return this.run(() => location.href).catch(() => this.page.url());
  }

  async setViewport(width: number, height: number): Promise<void> {
    try {
      await this.page.setViewport({ width, height });
    } catch (error) {
      // Puppeteer sends emulation.setScreenOrientationOverride beside the viewport, a command Firefox
      // ESR 140 does not know (puppeteer/puppeteer#14989); the viewport itself is set all the same.
      if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) throw error;
    }
    let size: number[] = [];
    await until(
      async () => {
        size = await this.page.evaluate(() => [window.innerWidth, window.innerHeight]);
        return size[0] === width;
      },
      () => `a ${width}x${height} viewport (Firefox kept ${size.join('x')})`,
      5_000,
    );
  }

  async otherTabs(): Promise<Tab[]> {
    const tabs: Tab[] = [];
    for (const page of await this.context.pages()) {
      if (page === this.page) continue;
      const hasOpener = await page.evaluate(() => window.opener !== null).catch(() => null);
      tabs.push({ url: page.url(), hasOpener });
    }
    return tabs;
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path: path as `${string}.png` });
  }

  async close(): Promise<void> {
    await this.context.close();
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

  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  browser.process()?.stdout?.on('data', keep);
  browser.process()?.stderr?.on('data', keep);

  return {
    timeZone: TIME_ZONE,
    async newPage() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (scripts) await page.evaluateOnNewDocument(recordProblems, PROBLEMS_KEY);
      await page.goto(`${origin}/robots.txt`);
      return new FirefoxPage(origin, scripts, context, page);
    },
    async alive() {
      return browser.connected;
    },
    output() {
      return output;
    },
    async close() {
      await browser.close();
    },
  };
};

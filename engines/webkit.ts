import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Key as Keys, type WebDriver, type WebElement } from 'selenium-webdriver';
import { findBrowsers, missingBrowsersMessage } from '../scripts/browsers.mjs';
import { BasePage, DEFAULT_VIEWPORT, type Key, type Launch, type Tab } from './driver';
import { findWithHelpers, PROBLEMS_KEY, recordProblems, type TargetSpec } from './inPage';
import { freePort, startChild, until, type Child } from './processes';

/** The zone MiniBrowser runs in: far from Sao Paulo, so the chat message's time must be converted. */
const TIME_ZONE = 'Asia/Tokyo';

/**
 * MiniBrowser's toolbar (back, forward, home, new tab, address, reload, find, menu) keeps its
 * window at least 447 px wide. Flat toolbar buttons let the window, and so the page, be 390 px.
 */
const SLIM_TOOLBAR = 'button { padding: 0; min-width: 0; min-height: 0; border-width: 0; }\nentry { padding: 0; min-height: 0; }\n';

const KEYS: Record<Key, string> = {
  Escape: Keys.ESCAPE,
  Enter: Keys.ENTER,
  End: Keys.END,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowRight: Keys.ARROW_RIGHT,
};

/** Starts Xvfb on a free display and resolves with its name (":N"). */
async function startXvfb(binary: string): Promise<{ display: string; child: Child }> {
  const child = startChild(binary, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const channel = child.process.stdio[3] as NodeJS.ReadableStream;
    channel.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    child.process.once('exit', () => reject(new Error(`Xvfb stopped: ${child.output()}`)));
  });
  return { display, child };
}

class WebKitPage extends BasePage<WebElement> {
  constructor(
    origin: string,
    scripts: boolean,
    private readonly driver: WebDriver,
    private readonly home: string,
    private readonly toolbarHeight: number,
  ) {
    super(origin, scripts);
  }

  protected run<R>(fn: string | ((...args: never[]) => R), ...args: unknown[]): Promise<R> {
    return this.driver.executeScript(fn as string, ...args) as Promise<R>;
  }

  protected findElement(spec: TargetSpec): Promise<WebElement | 'no helpers' | null> {
    return this.run(findWithHelpers, spec) as Promise<WebElement | 'no helpers' | null>;
  }

  /** Page loads do not wait for 'load' (pageLoadStrategy none), so the recorder goes in as early as it can. */
  protected async navigate(url: string): Promise<void> {
    await this.run(() => {
      (window as unknown as { __leaving: boolean }).__leaving = true;
    }).catch(() => undefined);
    await this.driver.get(url);
  }

  /**
   * WebDriver classic has no script that runs before the page's own, so the recorder is installed
   * as soon as the new document answers (usually while it is still parsing, before hydration).
   */
  protected async arm(): Promise<void> {
    const install = `if (window.__leaving || location.protocol === 'about:') return false;
      (${recordProblems.toString()})(arguments[0]); return true;`;
    await until(
      () => this.run<boolean>(install, PROBLEMS_KEY),
      () => 'the new document',
    );
  }

  protected async clickElement(element: WebElement): Promise<void> {
    await element.click();
  }

  protected async typeInto(element: WebElement, text: string): Promise<void> {
    await element.sendKeys(Keys.chord(Keys.CONTROL, 'a'), Keys.BACK_SPACE);
    // WebKitWebDriver types a bare '\n' as nothing; a visitor presses Enter for a new line.
    if (text) await element.sendKeys(...text.split('\n').flatMap((line, index) => (index ? [Keys.ENTER, line] : [line])));
  }

  protected async selectIn(element: WebElement, value: string): Promise<void> {
    await element.findElement(By.css(`option[value="${value}"]`)).click();
  }

  async press(...keys: Key[]): Promise<void> {
    const actions = this.driver.actions({ async: true });
    for (const key of keys) actions.keyDown(KEYS[key]).keyUp(KEYS[key]);
    await actions.perform();
  }

  url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  protected async resize(width: number, height: number): Promise<void> {
    await this.driver
      .manage()
      .window()
      .setRect({ width, height: height + this.toolbarHeight });
  }

  /** Runs `fn` in each tab but the scenario's own, then comes back to that one. */
  private async inOtherTabs<T>(fn: () => Promise<T>): Promise<T[]> {
    const results: T[] = [];
    for (const handle of await this.driver.getAllWindowHandles()) {
      if (handle === this.home) continue;
      await this.driver.switchTo().window(handle);
      results.push(await fn());
    }
    await this.driver.switchTo().window(this.home);
    return results;
  }

  otherTabs(): Promise<Tab[]> {
    return this.inOtherTabs(async () => ({
      url: await this.driver.getCurrentUrl(),
      hasOpener: await (this.driver.executeScript('return window.opener !== null') as Promise<boolean>).catch(() => null),
    }));
  }

  async screenshot(path: string): Promise<void> {
    writeFileSync(path, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  /** Closes the tabs the page opened; the window itself is reused by the next scenario. */
  async close(): Promise<void> {
    await this.inOtherTabs(() => this.driver.close());
  }
}

/**
 * WebKitGTK's MiniBrowser driven by WebKitWebDriver (W3C WebDriver) through selenium-webdriver,
 * under an Xvfb of its own. One browser for the whole suite; each scenario gets the same window
 * back with its storage cleared. With `scripts: false` the browser runs no script of the page
 * (WebKit's enable-javascript-markup setting) while WebDriver's own scripts still run.
 */
export const launchWebKit: Launch = async (origin, proxyPort, { scripts }) => {
  const browsers = findBrowsers();
  const missing = missingBrowsersMessage(browsers);
  if (missing) throw new Error(missing);

  const config = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  for (const gtk of ['gtk-3.0', 'gtk-4.0']) {
    mkdirSync(join(config, gtk));
    writeFileSync(join(config, gtk, 'gtk.css'), SLIM_TOOLBAR);
    // The system's setting is light, as on a phone in daylight (the theme scenario relies on it).
    writeFileSync(join(config, gtk, 'settings.ini'), '[Settings]\ngtk-application-prefer-dark-theme=false\n');
  }
  const xvfb = await startXvfb(browsers.xvfb!);
  const port = await freePort();
  const driverProcess = startChild(browsers.webkitWebDriver!, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config, NO_AT_BRIDGE: '1' },
  });
  const server = `http://127.0.0.1:${port}`;
  const stopAll = async () => {
    await driverProcess.stop();
    await xvfb.child.stop();
    rmSync(config, { recursive: true, force: true });
  };

  let driver: WebDriver;
  try {
    await until(
      async () => (await fetch(`${server}/status`)).ok,
      () => `WebKitWebDriver: ${driverProcess.output()}`,
    );
    driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: 'MiniBrowser',
        acceptInsecureCerts: true,
        // 'normal' would return after hydration, too late to install the problem recorder.
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': {
          binary: browsers.miniBrowser,
          args: [
            '--automation',
            `--proxy=http://127.0.0.1:${proxyPort}`,
            '--ignore-host=127.0.0.1',
            '--ignore-host=localhost',
            `--time-zone=${TIME_ZONE}`,
            ...(scripts ? [] : ['--enable-javascript-markup=false']),
          ],
        },
      })
      .build();
  } catch (error) {
    await stopAll();
    throw error;
  }

  const home = await driver.getWindowHandle();
  await driver.manage().window().setRect({ width: DEFAULT_VIEWPORT.width, height: DEFAULT_VIEWPORT.height });
  const [outer, inner] = (await driver.executeScript('return [window.outerHeight, window.innerHeight]')) as number[];

  return {
    timeZone: TIME_ZONE,
    async newPage() {
      const page = new WebKitPage(origin, scripts, driver, home, outer - inner);
      await page.close();
      await page.setViewport(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
      // A small file of the site, to clear what earlier scenarios stored for the origin.
      await driver.get(`${origin}/robots.txt`);
      await until(
        async () =>
          (await driver.executeScript('return location.pathname === "/robots.txt" && document.readyState === "complete"')) === true,
        () => 'a clean start at the site',
      );
      await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
      return page;
    },
    async alive() {
      return driver.getWindowHandle().then(
        () => true,
        () => false,
      );
    },
    output: driverProcess.output,
    async close() {
      await driver.quit().catch(() => undefined);
      await stopAll();
    },
  };
};

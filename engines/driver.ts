import {
  findWithHelpers,
  helpersScript,
  PROBLEMS_KEY,
  recordProblems,
  SCRIPTS_ANSWER,
  type Helpers,
  type NameSpec,
  type TargetOf,
  type TargetSpec,
} from './inPage';
import { eventually, until } from './processes';

/**
 * The small engine-neutral page the shared scenarios (scenarios.ts) are written against (`EnginePage`),
 * built once here over a few primitives that each engine implements with its own client: WebDriver for
 * WebKit (webkit.ts), WebDriver BiDi for Firefox (firefox.ts), the DevTools protocol for Chromium
 * (chromium.ts). Everything a scenario does goes through it, as a visitor would: open a URL, press,
 * type, choose, read what is shown, look at the tabs that opened.
 */

type Name = string | RegExp;

/** An element by role and accessible name, or by CSS selector and text, inside an optional CSS scope. */
export type Target = TargetOf<Name>;

export type Key = 'Escape' | 'Enter' | 'End' | 'ArrowLeft' | 'ArrowRight';

/** A top-level tab other than the scenario's own page: where it is and whether it can reach its opener. */
export type Tab = { url: string; hasOpener: boolean | null };

export interface Engine {
  /** The time zone the browser runs in: never Sao Paulo, so the chat's Brazil time is really converted. */
  timeZone: string;
  /** A page with empty storage at the site's origin, 1280 × 800 px. */
  newPage(): Promise<EnginePage>;
  /** Whether the browser still answers its automation (a crashed one does not). */
  alive(): Promise<boolean>;
  /** The last output of the browser and its driver, for the message when it stops answering. */
  output(): string;
  close(): Promise<void>;
}

/**
 * How the suite starts an engine: the site's origin, the port of the proxy that records requests to
 * other hosts, and whether the browser runs the pages' own scripts (`scripts: false` is a visitor
 * who turned JavaScript off; the engine's automation still reads and presses the page).
 */
export type Launch = (origin: string, proxyPort: number, options: { scripts: boolean }) => Promise<Engine>;

export const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

function nameSpec(name: Name | undefined): NameSpec | undefined {
  return name instanceof RegExp ? { source: name.source, flags: name.flags } : name;
}

function targetSpec(target: Target): TargetSpec {
  return 'css' in target ? { ...target, text: nameSpec(target.text) } : { ...target, name: nameSpec(target.name) };
}

/**
 * Whether the document has loaded and its scripts have taken over, so a scenario checks what the
 * scripts do (what works before them is checked in Chromium with the scripts held back). The pages
 * set no marker for tests: the sign is what assistive technology reads too, the menu button's
 * `aria-expanded` (SCRIPTS_ANSWER, inPage.ts), which the HTML leaves out and the menu island writes
 * as it mounts. React hydrates a page in one pass and runs every island's effects in the same flush,
 * so when it is there every island has mounted; the two frames `settle` waits next let the renders
 * that follow hydration (a send button enabled) commit.
 */
function loadState(answer: string): { loaded: boolean; hydrated: boolean; scriptsRan: boolean; readyState: string; url: string } {
  const hydrated = document.querySelector(answer) !== null;
  // The head script's first act is to mark <html> with the class js.
  const scriptsRan = document.documentElement.classList.contains('js');
  return {
    readyState: document.readyState,
    url: location.href,
    loaded: document.readyState === 'complete',
    hydrated,
    scriptsRan,
  };
}

function twoFrames(): Promise<boolean> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))));
}

/** What a scenario is given: the page of any engine. */
export type EnginePage = BasePage<unknown>;

/**
 * The scenarios' verbs, built from a few primitives each engine implements with its own client. `E` is
 * the client's element reference (a WebElement, an ElementHandle).
 */
export abstract class BasePage<E> {
  /** `scripts`: whether the browser runs the pages' own scripts (see `Launch`). */
  constructor(
    protected readonly origin: string,
    protected readonly scripts: boolean,
  ) {}

  /** Runs a function in the page's current document, with element references allowed as arguments. */
  protected abstract run<R>(fn: string | ((...args: never[]) => R), ...args: unknown[]): Promise<R>;
  /** The element the installed helpers find for a spec, as the client's reference, or a marker. */
  protected abstract findElement(spec: TargetSpec): Promise<E | 'no helpers' | null>;
  protected abstract navigate(url: string): Promise<void>;
  protected abstract clickElement(element: E): Promise<void>;
  protected abstract typeInto(element: E, text: string): Promise<void>;
  protected abstract selectIn(element: E, value: string): Promise<void>;
  /** Presses each key in turn, as quickly as the visitor's fingers: one call to the driver where it allows. */
  abstract press(...keys: Key[]): Promise<void>;
  abstract url(): Promise<string>;
  /** Asks for a layout viewport of this size, in CSS pixels. */
  protected abstract resize(width: number, height: number): Promise<void>;
  /** The other top-level tabs and windows: the ones the page opened. */
  abstract otherTabs(): Promise<Tab[]>;
  abstract screenshot(path: string): Promise<void>;
  abstract close(): Promise<void>;

  /**
   * What the engine needs on each new document: the problem recorder. Chromium and Firefox run it before
   * the page's own scripts (see their newPage), but run no such script with JavaScript off: then it goes in
   * once the page answers. WebKit, which has none, installs it on every document (webkit.ts).
   */
  protected async arm(): Promise<void> {
    if (!this.scripts)
      await until(
        () => this.run(recordProblems, PROBLEMS_KEY).then(() => true),
        () => 'the new document',
      );
  }

  /** Sets the layout viewport, in CSS pixels, and waits until the page has its width. */
  async setViewport(width: number, height: number): Promise<void> {
    await this.resize(width, height);
    let kept = 0;
    await until(
      async () => (kept = await this.run(() => window.innerWidth)) === width,
      () => `a ${width} px wide page (it stayed ${kept} px)`,
    );
  }

  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<Awaited<R>> {
    return this.run(fn as (...args: never[]) => Awaited<R>, arg);
  }

  /**
   * Opens a path of the site and waits until it has loaded and React has hydrated it (with the
   * browser's JavaScript off: until it has loaded, and fails if the page's scripts ran). The home
   * page's first-visit splash is marked as seen first, as on a second visit (Chromium tests it).
   */
  async goto(path: string): Promise<void> {
    await this.run(() => sessionStorage.setItem('splash-seen', '1'));
    await this.navigate(new URL(path, this.origin).href);
    await this.arm();
    await this.settle();
  }

  /** After a click that navigates: waits for a URL matching `pattern`, loaded and hydrated. */
  async waitForUrl(pattern: RegExp): Promise<void> {
    // The document's own address: the driver may report the next one while the old document is still there.
    await until(
      async () => pattern.test(await this.run(() => location.href)),
      () => `a page at ${pattern}`,
    );
    await this.arm();
    await this.settle();
  }

  /** Goes back one entry in the tab's history, as the back button does, to a URL matching `pattern`. */
  async back(pattern: RegExp): Promise<void> {
    // The document goes away while the call returns: an engine may report that as a failed call.
    await this.run(() => history.back()).catch(() => undefined);
    await this.waitForUrl(pattern);
  }

  /**
   * Waits for the current document to load and hydrate, then two frames for React to commit. With
   * the browser's JavaScript off, waits for it to load and checks that none of its scripts ran.
   */
  private async settle(): Promise<void> {
    let last: ReturnType<typeof loadState> | undefined;
    const ready = async () => {
      last = await this.run(loadState, SCRIPTS_ANSWER);
      return last.loaded && (last.hydrated || !this.scripts);
    };
    await until(
      // With JavaScript off, Firefox settles no promise of WebDriver's own scripts: no frames to wait for then.
      async () => (await ready()) && (!this.scripts || ((await this.run(twoFrames)) && (await ready()))),
      () => `the page to load${this.scripts ? ' and hydrate' : ''} (last seen: ${JSON.stringify(last)})`,
      45_000,
    );
    if (!this.scripts && last?.scriptsRan) throw new Error(`The page's scripts ran with the browser's JavaScript off: ${last.url}`);
  }

  /** The target's element right now, or null; installs the helpers in a document that lacks them. */
  private async lookup(target: Target): Promise<E | null> {
    const spec = targetSpec(target);
    let found = await this.findElement(spec);
    if (found === 'no helpers') {
      await this.run(helpersScript());
      found = await this.findElement(spec);
    }
    return found === 'no helpers' ? null : found;
  }

  /**
   * The target's element once it exists, is rendered visibly and is hydrated, so a press or a key
   * reaches React (with the browser's JavaScript off: once it is visible). A control that renders disabled
   * until its island runs (useHydrated: the contact form's send button) is waited for until it is enabled, as a
   * visitor would: hydration's effects, which enable it, may come after the menu's answer and two frames.
   */
  private async element(target: Target): Promise<E> {
    let found: E | null = null;
    await until(
      async () => {
        found = await this.lookup(target);
        if (found === null) return false;
        return this.run(
          (node: Element, answer: string | null) =>
            (window as unknown as Installed).__engines.visible(node) &&
            (answer === null || (document.querySelector(answer) !== null && !node.matches(':disabled'))),
          found,
          this.scripts ? SCRIPTS_ANSWER : null,
        );
      },
      () => `a visible${this.scripts ? ', hydrated, enabled' : ''} ${JSON.stringify(targetSpec(target))}`,
    );
    // With JavaScript off nothing animates in (the reveal is scripted), and Firefox settles no promise.
    if (this.scripts) await this.run((node: Element) => (window as unknown as Installed).__engines.steady(node), found);
    else await this.run((node: Element) => node.scrollIntoView({ block: 'center', inline: 'nearest' }), found);
    return found as unknown as E;
  }

  /**
   * Presses the target. A press the engine refuses before dispatching it (the element moved,
   * is still animating in, or was replaced by a re-render) is tried again, as a visitor would.
   */
  async click(target: Target): Promise<void> {
    await eventually(async () => this.clickElement(await this.element(target)));
  }

  /** Replaces the text of a field as a visitor does: select all, delete, type. */
  async fill(target: Target, text: string): Promise<void> {
    await this.typeInto(await this.element(target), text);
  }

  /** Chooses an option of a native `<select>` by value. */
  async select(target: Target, value: string): Promise<void> {
    await this.selectIn(await this.element(target), value);
  }

  async focus(target: Target): Promise<void> {
    await this.run((element: HTMLElement) => element.focus(), await this.element(target));
  }

  /** Whether the target exists and is rendered visibly. */
  async isVisible(target: Target): Promise<boolean> {
    const element = await this.lookup(target);
    return element !== null && this.run((node: Element) => (window as unknown as Installed).__engines.visible(node), element);
  }

  /** Runs `fn` on the target's element in the page (with `arg`); null when the target is not there. */
  async inspect<R, A = undefined>(target: Target, fn: (element: Element, arg: A) => R, arg?: A): Promise<Awaited<R> | null> {
    const element = await this.lookup(target);
    return element === null ? null : this.run(fn as (...args: never[]) => Awaited<R>, element, arg);
  }

  /** The target's text, whitespace collapsed; null when it is not there. */
  text(target: Target): Promise<string | null> {
    return this.inspect(target, (element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
  }

  attribute(target: Target, name: string): Promise<string | null> {
    return this.inspect(target, (element, attribute) => element.getAttribute(attribute), name);
  }

  /** Whether the element that has focus is inside the target. */
  async hasFocusWithin(target: Target): Promise<boolean> {
    return (await this.inspect(target, (element) => element.contains(document.activeElement))) === true;
  }

  /** Script errors, console errors, CSP violations and failed loads seen on the site's pages so far. */
  problems(): Promise<string[]> {
    return this.run((key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], PROBLEMS_KEY);
  }
}

type Installed = { __engines: Helpers };

/** What Playwright's and puppeteer's pages offer alike: the parts the two engines built on them share. */
type HandleClientPage = {
  evaluateHandle(
    fn: typeof findWithHelpers,
    spec: TargetSpec,
  ): Promise<{ asElement(): unknown; jsonValue(): Promise<unknown>; dispose(): Promise<void> }>;
  evaluate(fn: () => boolean): Promise<boolean>;
  goto(url: string, options: { waitUntil: 'domcontentloaded'; timeout: number }): Promise<unknown>;
  keyboard: {
    press(key: Key | 'KeyA' | 'Backspace'): Promise<void>;
    down(key: 'Control'): Promise<void>;
    up(key: 'Control'): Promise<void>;
    type(text: string): Promise<void>;
  };
  url(): string;
  screenshot(options: { path: `${string}.png` }): Promise<unknown>;
};

/**
 * The page of an engine whose client hands back element handles (Chromium over Playwright, Firefox over
 * puppeteer): each scenario has a browser context of its own (empty storage, its own tabs), closed with it.
 */
export abstract class HandlePage<P extends HandleClientPage, E extends { focus(): Promise<void> }> extends BasePage<E> {
  constructor(
    origin: string,
    scripts: boolean,
    private readonly context: { pages(): P[] | Promise<P[]>; close(): Promise<void> },
    protected readonly page: P,
  ) {
    super(origin, scripts);
  }

  protected async findElement(spec: TargetSpec): Promise<E | 'no helpers' | null> {
    const handle = await this.page.evaluateHandle(findWithHelpers, spec);
    const element = handle.asElement();
    if (element) return element as E;
    const value = (await handle.jsonValue()) as 'no helpers' | null;
    await handle.dispose();
    return value;
  }

  protected async navigate(url: string): Promise<void> {
    try {
      await this.page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    } catch (error) {
      // The page sent itself elsewhere while loading (the pre-paint script's move to the stored language):
      // the first navigation is reported as aborted or interrupted. settle() waits for the new one.
      if (!/NS_BINDING_ABORTED|ERR_ABORTED|interrupted by another navigation/.test(String(error))) throw error;
    }
  }

  protected async typeInto(element: E, text: string): Promise<void> {
    await element.focus();
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press('KeyA');
    await this.page.keyboard.up('Control');
    await this.page.keyboard.press('Backspace');
    if (text) await this.page.keyboard.type(text);
  }

  async press(...keys: Key[]): Promise<void> {
    for (const key of keys) await this.page.keyboard.press(key);
  }

  /** Where the page says it is: Firefox ESR 140 tells puppeteer nothing of a history.replaceState. */
  async url(): Promise<string> {
    return this.run(() => location.href).catch(() => this.page.url());
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

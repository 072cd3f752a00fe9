import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { lightColor } from '../lib/lightTheme';
import { tokens } from '../lib/theme';
import { fileOfUrl, kindOf, readOut, requireOut, routes, sampleRoutes } from '../scripts/outSite.mjs';
import { partnershipOffer, rgb } from './content';
import { axeViolations, expect, gotoWithoutSplash, test } from './fixtures';
import { outsideTheViewport } from './reflow';

/**
 * Quality gates over the pages of the export. One page of each kind in each language, in one load at 390 then
 * 1440 px: it hydrates under its own script policy with no violation, axe (WCAG 2.2 A/AA) finds nothing in the
 * dark and the light theme, as loaded and in each state a visitor can put it in, every Tab stop shows its focus
 * ring, the skip link leads to the content, nothing moves under reduced motion, and nothing sticks out at the
 * sides at 390 px and at 200 % zoom; the menu keeps Tab inside and Escape closes it. Every other page hydrates
 * under its policy and passes axe at 390 px. Then the security headers on every response, and the policy
 * refusing a foreign script (and so eval: neither policy's script-src allows it, the header's as checked here and
 * the <meta>'s by __tests__/content/pagePolicy.test.ts). Routes come from out/, so every page that arrives is checked.
 */
requireOut();

type Messages = typeof pt;
type Route = { path: string; html: string; messages: Messages };

const route = (path: string): Route => {
  const html = readOut(fileOfUrl(path)!);
  return { path, html, messages: /<html[^>]*\slang="en"/.test(html) ? en : pt };
};
// Pages of one kind share their template: one of each kind in each language gets every check; the others load under
// their policy and pass axe, which judges what only their words bring (their valid HTML, links and budgets are build tests).
// A tag page brings no words of its own: its cards are the journal index's, which is sampled in each language.
const SAMPLE = sampleRoutes().map(route);
const OTHERS = routes()
  .filter((path) => !SAMPLE.some((sample) => sample.path === path) && kindOf(path) !== 'tag')
  .map(route);

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
/** 200 % zoom of a 1280 px window lays the page out in 640 CSS px (layout does not depend on the pixel ratio here: no resolution query). */
const ZOOMED = { width: 640, height: 400 };

/** Pages with a site header have blocks repeated on every page, so they need a skip link. */
const hasHeader = (route: Route) => /<header\b/.test(route.html);
const hasMenu = (route: Route) => route.html.includes(`aria-label="${route.messages.Header.openMenu}"`);
const isHome = (route: Route) => route.path === '/' || route.path === '/en';
/** Hydrated: the menu button's expanded state written, absent from the HTML (on a page without the menu, loaded). */
const hydrated = async (page: Page, route: Route) =>
  hasMenu(route)
    ? expect(page.locator('[popovertarget][aria-expanded]').first(), route.path).toBeAttached()
    : page.waitForLoadState('load');

const LIGHT = rgb(lightColor.bg);

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records every CSP violation of every document the page opens, for the afterEach check. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
});

test.afterEach(async ({ page }) => {
  if (page.isClosed() || page.url() === 'about:blank') return;
  expect(await page.evaluate(() => window.cspViolations ?? [])).toEqual([]);
});

/** The focused element: an identity, a name for messages, and what is wrong with how it shows focus. */
function describeFocus(): { key: string; name: string; problems: string[] } | null {
  // Under reduced motion nothing transitions and nothing scrolls smoothly: the focus ring and the scroll
  // that brings the element into view are there as soon as the key press is handled.
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const path: string[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    path.unshift(`${node.tagName}${Array.from(node.parentElement?.children ?? []).indexOf(node)}`);
  }
  const name = `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  const problems: string[] = [];
  // The ring may be drawn by a pseudo-element (a stretched card link outlines its ::after).
  const ringed = [null, '::before', '::after'].some((pseudo) => {
    const style = getComputedStyle(element, pseudo);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || (style.boxShadow !== 'none' && style.boxShadow !== '');
  });
  if (!ringed) problems.push('no focus indicator');
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) problems.push('not scrolled into view');
  else {
    const hit = document.elementFromPoint(x, y);
    if (hit && !element.contains(hit) && !hit.contains(element)) {
      problems.push(`covered by <${hit.tagName.toLowerCase()} class="${hit.className}"> "${(hit.textContent ?? '').trim().slice(0, 30)}"`);
    }
  }
  return { key: path.join('/'), name, problems };
}

/**
 * Tabs through the whole page from its top: the first stop, and every stop whose focus does not show. The key goes
 * to Chromium as the keyboard sends it, by its DevTools protocol: a third of the time of Playwright's press, which
 * counts on a walk of a hundred stops.
 */
async function tabThrough(page: Page): Promise<{ first: string | null; stops: number; problems: string[] }> {
  const problems: string[] = [];
  const seen = new Set<string>();
  let first: string | null = null;
  const devtools = await page.context().newCDPSession(page);
  for (let presses = 0; presses < 150; presses += 1) {
    for (const type of ['rawKeyDown', 'keyUp'] as const) {
      await devtools.send('Input.dispatchKeyEvent', { type, key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 });
    }
    const stop = await page.evaluate(describeFocus);
    if (!stop || seen.has(stop.key)) break; // back to the start: the whole page was visited
    first ??= stop.name;
    seen.add(stop.key);
    problems.push(...stop.problems.map((problem) => `${stop.name}: ${problem}`));
  }
  await devtools.detach();
  return { first, stops: seen.size, problems };
}

/** Under reduced motion: every element whose transition or animation still takes time, and a smooth page scroll. */
function stillMoving(): string[] {
  const moving: string[] = [];
  const seconds = (list: string) => Math.max(...list.split(',').map((value) => parseFloat(value)));
  if (getComputedStyle(document.documentElement).scrollBehavior !== 'auto') moving.push('html scrolls smoothly');
  for (const element of [document.documentElement, ...Array.from(document.body.querySelectorAll('*'))]) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      const name = `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">${pseudo ?? ''}`.slice(0, 80);
      if (seconds(style.transitionDuration) > 0) moving.push(`${name}: transition ${style.transitionDuration}`);
      // The rule shortens animations to 0.01 ms, once: what they end on still shows.
      if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.00001)
        moving.push(`${name}: animation ${style.animationDuration}`);
    }
  }
  return moving;
}

/** Nothing sticks out at the sides: no sideways scroll, and no box outside the viewport that body's overflow-x would hide. */
async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
  expect(await page.evaluate(outsideTheViewport), 'boxes outside the viewport').toEqual([]);
}

/** axe in the dark theme (the system's setting here), then in the light one the system switches to, the page as it is. */
async function expectAxeInBothThemes(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `dark, ${where}`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).toHaveCSS('background-color', LIGHT);
  expect(await axeViolations(page), `light, ${where}`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
}

/** Focus back to the top of the document, as on a fresh load: the next Tab starts from the page's first stop. */
const focusFromTop = (page: Page) =>
  page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
    window.scrollTo(0, 0);
  });

test.describe('one page of each kind in each language, at 390 and 1440 px', () => {
  // Reduced motion: axe judges the settled page (reveal animations finished, menu slid in), and focus moves with
  // no transition. The system in dark mode (Playwright's default is light), switched to light for the second axe.
  test.use({ reducedMotion: 'reduce', colorScheme: 'dark' });

  for (const route of SAMPLE) {
    test(`${route.path}: its own script policy, axe, keyboard and reflow, at 390 then 1440 px in one load`, async ({ page }) => {
      // The home page has the most to check: five axe passes a width and about a hundred Tab stops.
      test.setTimeout(isHome(route) ? 180_000 : 90_000);
      await page.setViewportSize(VIEWPORTS[0]);
      await gotoWithoutSplash(page, route.path);
      const { Header, Common } = route.messages;

      await test.step('hydrates under its own script policy (no violation: checked after the test)', () => hydrated(page, route));

      for (const viewport of VIEWPORTS) {
        const phone = viewport.width < 768;
        if (!phone) {
          await page.setViewportSize(viewport);
          await focusFromTop(page);
        }

        if (phone) {
          await test.step('scrolls only vertically and cuts nothing off at the sides', () => expectNoSidewaysOverflow(page));
        }

        await test.step(`axe finds no violation as loaded, dark and light, at ${viewport.width} px`, () =>
          expectAxeInBothThemes(page, `${viewport.width} px`));

        if (hasHeader(route)) {
          await test.step(`the first Tab reaches the skip link, and every Tab stop shows its focus ring, not hidden under anything, at ${viewport.width} px`, async () => {
            const walk = await tabThrough(page);
            expect(walk.stops).toBeGreaterThan(1);
            expect(walk.problems).toEqual([]);
            expect(walk.first, 'the first Tab stop').toContain(`<a> "${Common.skipToContent.slice(0, 30)}`);
            const skip = page.getByRole('link', { name: Common.skipToContent });
            await page.evaluate(() => window.scrollTo(0, 0));
            await skip.focus();
            await expect(skip).toBeInViewport();
            await page.keyboard.press('Enter');
            await expect(page.getByRole('main')).toBeFocused();
          });
        }

        // One component on every page with the header: checked once, on the home page.
        if (phone && route.path === '/') {
          await test.step('the menu opens with Enter, passes axe, keeps Tab inside, and Escape closes it', async () => {
            const opener = page.getByRole('button', { name: Header.openMenu });
            await opener.focus();
            await expect(opener).toHaveAttribute('aria-expanded', 'false');
            await page.keyboard.press('Enter');
            const dialog = page.getByRole('dialog', { name: Header.menuTitle });
            await expect(dialog).toBeVisible();
            await expect(opener).toHaveAttribute('aria-expanded', 'true');
            await expect(dialog.getByRole('button', { name: Header.closeMenu })).toBeFocused();
            await expectAxeInBothThemes(page, 'the menu open');
            const stops = await dialog.locator('a, button').count();
            for (const key of ['Tab', 'Shift+Tab']) {
              for (let i = 0; i < stops + 2; i += 1) {
                await page.keyboard.press(key);
                expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} ${i + 1}`).toBe(true);
              }
            }
            await page.keyboard.press('Escape');
            await expect(dialog).toBeHidden();
            await expect(opener).toBeFocused();
            await expect(opener).toHaveAttribute('aria-expanded', 'false');
          });
        }

        if (!phone && isHome(route)) {
          await test.step('axe finds nothing with a service card expanded and the contact form in its error state', async () => {
            const card = page.locator('#services details').first();
            await card.locator('summary').click();
            await expect(card).toHaveAttribute('open', '');
            const form = route.messages.Contact.form;
            await page.getByRole('button', { name: form.send }).click();
            await expect(page.getByText(form.errorMissing)).toBeVisible();
            // Each missing field marked in the danger colour.
            const name = page.locator('#contact').getByRole('textbox', { name: form.name, exact: true });
            await expect(name).toHaveCSS('border-top-color', rgb(tokens.color.danger));
            await expectAxeInBothThemes(page, 'a card open, the form in error');
          });
        }

        if (!phone) {
          await test.step('with reduced motion asked for, nothing transitions, animates or scrolls smoothly', async () =>
            expect(await page.evaluate(stillMoving)).toEqual([]));
          await test.step('at 200 % zoom of a 1280 px window, scrolls only vertically and cuts nothing off at the sides', async () => {
            await page.setViewportSize(ZOOMED);
            await expectNoSidewaysOverflow(page);
          });
        }
      }
      await page.waitForLoadState('networkidle');
    });
  }
});

test.describe('every other page, at 390 px', () => {
  test.use({ reducedMotion: 'reduce', colorScheme: 'dark', viewport: VIEWPORTS[0] });
  const language = (route: Route) => (route.messages === en ? 'English' : 'Portuguese');
  const groups = [...new Set(OTHERS.map((route) => `${kindOf(route.path)} page in ${language(route)}`))];

  for (const group of groups) {
    const pages = OTHERS.filter((route) => `${kindOf(route.path)} page in ${language(route)}` === group);
    test(`every other ${group} hydrates under its own script policy, and axe finds no violation as loaded`, async ({ page }) => {
      test.setTimeout(pages.length * 15_000);
      for (const route of pages) {
        const { path } = route;
        await gotoWithoutSplash(page, path);
        await hydrated(page, route);
        expect(await axeViolations(page), path).toEqual([]);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
      }
    });
  }
});

test.describe('axe on the not-found page in English, at an unknown URL', () => {
  test.use({ reducedMotion: 'reduce', colorScheme: 'dark', allowedProblems: [/status of 404/] });

  test('/en/missing-page at 390 and 1440 px', async ({ page }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const response = await page.goto('/en/missing-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: en.NotFound.title })).toBeVisible();
      await expectAxeInBothThemes(page, `${viewport.width} px`);
    }
  });
});

test.describe('keyboard only', () => {
  test('partnership: the simulator is operated with the keyboard alone', async ({ page }) => {
    await gotoWithoutSplash(page, '/partnership');
    const slider = page.getByRole('slider');
    await slider.focus();
    const before = Number(await slider.inputValue());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue(String(before + 2));
    await page.keyboard.press('Shift+Tab');
    const price = page.getByRole('spinbutton').first();
    await expect(price).toBeFocused();
    await page.keyboard.press('ArrowUp');
    expect(Number(await price.inputValue())).toBeGreaterThan(partnershipOffer.defaultPrice);
  });
});

test.describe('security headers', () => {
  test("every page is served with the site's headers and its one policy", async ({ request }) => {
    for (const path of routes()) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains; preload');
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("script-src 'self' 'unsafe-inline';");
      // One policy, not two joined by the host: the header is set by a single rule.
      expect(policy.match(/default-src/g), path).toHaveLength(1);
    }
  });

  test('hashed assets are cached for a year as immutable', async ({ request }) => {
    const script = /<script src="(\/_next\/static\/[^"]+)"/.exec(SAMPLE[0].html)?.[1];
    const response = await request.get(script!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

test.describe('the policy is enforced', () => {
  test.use({ allowedProblems: [/Content Security Policy/] });

  test('a script from another site is blocked, and the violation is seen', async ({ page }) => {
    await gotoWithoutSplash(page, SAMPLE[0].path);
    await page.addScriptTag({ url: 'https://scripts.example.net/injected.js' }).catch(() => undefined);
    await expect
      .poll(() => page.evaluate(() => window.cspViolations.map((violation) => violation.split(' ')[0])))
      // Refused twice: by the site's policy (the header) and by the page's own (its <meta>).
      .toEqual(['script-src-elem', 'script-src-elem']);
    await page.evaluate(() => (window.cspViolations = []));
  });
});

/** Every layout shift the page records from its first byte (a buffered observer, before the page's own scripts). */
type Shift = { at: number; value: number; sources: string[] };
declare global {
  interface Window {
    layoutShifts: Shift[];
  }
}

// A home page with its splash (the first visit of the session) and a case page, with motion and scripts on, from the
// first paint to five seconds after load. The CPU is slowed as on a mid-range phone: on a fast one the parser reaches
// the end of the hero before the first paint, and the shift that a slow phone sees (the hero's glow moving as the
// hero grew under it) never happens.
test.describe('no layout shift while a page loads, its splash included', () => {
  const CASE = routes().find((path) => kindOf(path) === 'case' && !path.startsWith('/en/'))!;

  for (const path of ['/', '/en', CASE]) {
    test(`${path} at 390 and 1440 px, with the CPU slowed 4x`, async ({ context }) => {
      test.slow();
      for (const viewport of VIEWPORTS) {
        // A new tab is a new session: the home page shows its splash.
        const page = await context.newPage();
        await page.setViewportSize(viewport);
        await page.addInitScript(() => {
          window.layoutShifts = [];
          new PerformanceObserver((list) => {
            type Rect = { x: number; y: number; width: number; height: number };
            type LayoutShift = PerformanceEntry & {
              value: number;
              sources: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
            };
            const box = ({ x, y, width, height }: Rect) => [x, y, width, height].map(Math.round).join(' ');
            for (const entry of list.getEntries() as LayoutShift[]) {
              window.layoutShifts.push({
                at: Math.round(entry.startTime),
                value: entry.value,
                sources: entry.sources.map(({ node, previousRect, currentRect }) => {
                  const name =
                    node instanceof Element ? `<${node.localName} class="${node.getAttribute('class')}">` : String(node?.nodeName);
                  return `${name} from ${box(previousRect)} to ${box(currentRect)}`;
                }),
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(path, { waitUntil: 'load' });
        if (path === '/' || path === '/en') await expect(page.getByTestId('splash'), 'the splash shows').toBeVisible();
        await page.waitForTimeout(5000); // what is checked is that nothing happens
        expect(await page.evaluate(() => window.layoutShifts), `${path} at ${viewport.width} px`).toEqual([]);
        await page.close();
      }
    });
  }
});

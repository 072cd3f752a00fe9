import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { fileOfRoute, readOut, requireOut, routes } from '../scripts/outSite.mjs';
import { expect, gotoWithoutSplash, interactive, test } from './fixtures';
import { outsideTheViewport } from './reflow';

/**
 * Quality gates over every page of the export: axe (WCAG 2.2 A/AA), keyboard use, reflow at 200 %
 * zoom, security headers and the Content Security Policy in force, and the once-per-session splash.
 * Routes come from out/, so every page that arrives is checked; add interaction states to STATES.
 */
requireOut();

type Messages = typeof pt;
type Route = { path: string; html: string; messages: Messages };

// Every page, except that the tag pages (one template, a list of article cards, 11 tags in each
// language today and one more with every new tag) are checked through the first tag of each language:
// checking all 22 cost a third of the whole end-to-end run. Every tag page is still validated, link
// checked and budgeted by the build tests.
const isTagPage = (path: string) => /\/journal\/tag\//.test(path);
const firstTagPages = new Set(
  ['', '/en'].map((prefix) => routes().find((path) => isTagPage(path) && path.startsWith(`${prefix}/journal/`))),
);

const ROUTES: Route[] = routes()
  .filter((path) => !isTagPage(path) || firstTagPages.has(path))
  .map((path) => {
    const html = readOut(fileOfRoute(path)!);
    return { path, html, messages: /<html[^>]*\slang="en"/.test(html) ? en : pt };
  });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

type State = {
  name: string;
  /** Whether the state exists on a page (from its exported HTML) at a viewport width. */
  appliesTo: (route: Route, width: number) => boolean;
  /** Puts the page into the state, by keyboard or pointer as a visitor would. */
  enter: (page: Page, route: Route) => Promise<void>;
};

/** Pages with a site header have blocks repeated on every page, so they need a skip link. */
const hasHeader = (route: Route) => /<header\b/.test(route.html);
const hasMenu = (route: Route) => route.html.includes(`aria-label="${route.messages.Header.openMenu}"`);
const isHome = (route: Route) => route.path === '/' || route.path === '/en';

const STATES: State[] = [
  { name: 'as loaded', appliesTo: () => true, enter: async () => {} },
  {
    name: 'with the mobile menu open',
    appliesTo: (route, width) => width < 768 && hasMenu(route),
    enter: async (page, route) => {
      await page.getByRole('button', { name: route.messages.Header.openMenu }).click();
      await expect(page.getByRole('dialog', { name: route.messages.Header.menuTitle })).toBeVisible();
    },
  },
  {
    name: 'with a service card expanded',
    appliesTo: (route) => isHome(route),
    enter: async (page) => {
      const card = page.locator('#services details').first();
      await card.locator('summary').click();
      await expect(card).toHaveAttribute('open', '');
    },
  },
  {
    name: 'with the contact form in its error state',
    appliesTo: (route) => isHome(route),
    enter: async (page, route) => {
      const form = route.messages.Contact.form;
      await page.getByRole('button', { name: form.send }).click();
      await expect(page.getByText(form.errorMissing)).toBeVisible();
    },
  },
];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

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

test.describe('axe finds no WCAG 2.2 A/AA violation', () => {
  // Reduced motion: axe judges the settled page (reveal animations finished, menu slid in).
  test.use({ reducedMotion: 'reduce' });

  for (const route of ROUTES) {
    for (const viewport of VIEWPORTS) {
      for (const state of STATES.filter((candidate) => candidate.appliesTo(route, viewport.width))) {
        test(`${route.path} at ${viewport.width} px ${state.name}`, async ({ page }) => {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await gotoWithoutSplash(page, route.path);
          await state.enter(page, route);
          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          const violations = results.violations.map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
                .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`)
                .join('\n')}`,
          );
          expect(violations).toEqual([]);
        });
      }
    }
  }
});

test.describe('axe on the not-found page in English, at an unknown URL', () => {
  test.use({ reducedMotion: 'reduce', allowedProblems: [/status of 404/] });

  for (const viewport of VIEWPORTS) {
    test(`/en/missing-page at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const response = await page.goto('/en/missing-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: en.NotFound.title })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

/** The focused element: an identity, a name for messages, and what is wrong with how it shows focus. */
async function describeFocus(): Promise<{ key: string; name: string; problems: string[] } | null> {
  // Two frames: reduced motion shortens transitions to 0.01 ms, which still start from the old value.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
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

test.describe('keyboard only', () => {
  test('home: a service card, the contact form and its error state work without a mouse', async ({ page }) => {
    await gotoWithoutSplash(page, '/en');
    const card = page.locator('#services details').first();
    await card.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('open', '');
    await page.keyboard.press('Space');
    await expect(card).not.toHaveAttribute('open');

    const form = en.Contact.form;
    const contact = page.locator('#contact');
    const email = contact.getByRole('textbox', { name: form.email, exact: true });
    await contact.getByRole('textbox', { name: form.name, exact: true }).focus();
    await page.keyboard.type('Ana Souza');
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    const send = contact.getByRole('button', { name: form.send });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(form.errorMissing)).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('ana@example.com');
    await expect(page.getByText(form.errorMissing)).toBeHidden();
  });

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
    expect(Number(await price.inputValue())).toBeGreaterThan(1497);
  });

  for (const route of ROUTES.filter(hasHeader)) {
    test(`${route.path}: the first Tab reaches the skip link, and Enter moves focus to the main content`, async ({ page }) => {
      await gotoWithoutSplash(page, route.path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: route.messages.Common.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    });
  }

  for (const route of ROUTES.filter(hasHeader)) {
    for (const viewport of VIEWPORTS) {
      test(`${route.path} at ${viewport.width} px: every Tab stop shows a visible focus ring, not hidden under anything`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await gotoWithoutSplash(page, route.path);
        const problems: string[] = [];
        const seen = new Set<string>();
        for (let presses = 0; presses < 120; presses += 1) {
          await page.keyboard.press('Tab');
          const stop = await page.evaluate(describeFocus);
          if (!stop || seen.has(stop.key)) break; // back to the start: the whole page was visited
          seen.add(stop.key);
          problems.push(...stop.problems.map((problem) => `${stop.name}: ${problem}`));
        }
        expect(seen.size).toBeGreaterThan(1);
        expect(problems).toEqual([]);
      });
    }
  }

  for (const route of ROUTES.filter(hasMenu)) {
    test(`${route.path} at 390 px: the menu opens with Enter, keeps Tab inside, and Escape closes it`, async ({ page }) => {
      const { Header } = route.messages;
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoWithoutSplash(page, route.path);
      // Tab kept inside is what the menu's script adds to the native popover.
      await interactive(page);
      const opener = page.getByRole('button', { name: Header.openMenu });
      for (let presses = 0; presses < 30 && !(await opener.evaluate((element) => element === document.activeElement)); presses += 1) {
        await page.keyboard.press('Tab');
      }
      await expect(opener).toBeFocused();
      await expect(opener).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: Header.menuTitle });
      await expect(dialog).toBeVisible();
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByRole('button', { name: Header.closeMenu })).toBeFocused();
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
});

const REFLOW = [
  { name: 'at 390 px', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  // 200 % zoom of a 1280 px window lays the page out in 640 CSS px at two device pixels each.
  { name: 'at 200 % zoom of a 1280 px window', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
];

for (const { name, viewport, deviceScaleFactor } of REFLOW) {
  test.describe(`reflow ${name}`, () => {
    test.use({ viewport, deviceScaleFactor });

    for (const route of ROUTES) {
      test(`${route.path} scrolls only vertically and cuts nothing off at the sides`, async ({ page }) => {
        await gotoWithoutSplash(page, route.path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        // body has overflow-x: hidden, which would hide an overflow instead of scrolling: look at the boxes.
        expect(await page.evaluate(outsideTheViewport)).toEqual([]);
      });
    }
  });
}

test.describe('security headers', () => {
  for (const route of ROUTES) {
    test(`${route.path} is served with the site's headers and its one policy`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("script-src 'self' 'unsafe-inline';");
      // One policy, not two joined by the host: the header is set by a single rule.
      expect(policy.match(/default-src/g)).toHaveLength(1);
    });
  }

  test('hashed assets are cached for a year as immutable', async ({ request }) => {
    const script = /<script src="(\/_next\/static\/[^"]+)"/.exec(ROUTES[0].html)?.[1];
    const response = await request.get(script!);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  for (const route of ROUTES) {
    test(`${route.path} runs under its policy with no violation`, async ({ page }) => {
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    });
  }
});

test.describe('the policy is enforced', () => {
  test.use({ allowedProblems: [/Content Security Policy/] });

  test('a script from another site is blocked, and the violation is seen', async ({ page }) => {
    await gotoWithoutSplash(page, ROUTES[0].path);
    await page.addScriptTag({ url: 'https://scripts.example.net/injected.js' }).catch(() => undefined);
    await expect
      .poll(() => page.evaluate(() => window.cspViolations.map((violation) => violation.split(' ')[0])))
      // Refused twice: by the site's policy (the header) and by the page's own (its <meta>).
      .toEqual(['script-src-elem', 'script-src-elem']);
    await page.evaluate(() => (window.cspViolations = []));
  });

  test('text is never run as code: eval and new Function are refused', async ({ page }) => {
    // Run by the page itself, in a task of its own: while the test's own evaluate runs, the browser exempts it from the
    // policy. A script of the site's own origin, since no inline script but the page's own may run.
    await page.route('**/eval-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `setTimeout(() => {
          window.refused = [() => eval('1 + 1'), () => new Function('return 2')()].map((run) => {
            try { run(); return 'ran'; } catch (error) { return error.name; }
          });
        });`,
      }),
    );
    await gotoWithoutSplash(page, ROUTES[0].path);
    await page.addScriptTag({ url: '/eval-probe.js' });
    const refused = await page
      .waitForFunction(() => (window as unknown as { refused?: string[] }).refused)
      .then((handle) => handle.jsonValue());
    expect(refused).toEqual(['EvalError', 'EvalError']);
    await page.evaluate(() => (window.cspViolations = []));
  });
});

test.describe('splash once per session', () => {
  test('the first home visit shows the splash; the next load in the same session does not', async ({ page }) => {
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(splash).toBeHidden({ timeout: 15_000 });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(splash).toHaveCount(1); // still in the HTML, hidden by CSS before the first paint
    expect(await splash.isVisible()).toBe(false); // no waiting: a splash shown again would still be up
  });
});

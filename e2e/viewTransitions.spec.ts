import type { Page } from '@playwright/test';
import { href } from '../lib/i18n/locales';
import { getProjects } from '../lib/projects';
import { PAGE_END_ID } from '../lib/firstPaint';
import { sharedName } from '../lib/viewTransitions';
import { kindOf, requireOut, routes } from '../scripts/outSite.mjs';
import { expect, gotoWithoutSplash, test } from './fixtures';

// From page to page: the browser's cross-document view transition (lib/viewTransitions.ts, in each page's head), which
// Chromium and WebKitGTK (2.50) here run, Firefox not; checked in Chromium, whose automation reads a new document
// from before its first frame. That every page asks for it, only under the motion preference, with no name twice,
// is read from the export by __tests__/content/firstPaint.test.ts; here, what the visitor sees of it.
requireOut();

/** What a document saw of the transition that revealed it, once its animations were set up. */
type Reveal = {
  /** The pseudo-element of every animation of the transition, e.g. `::view-transition-old(root)`. */
  pseudos: string[];
  /** Sampled each millisecond of the root's fades: how many both pages showed at once, and how long the fades took in all. */
  rootOverlapMs: number;
  rootMs: number;
  /** Whether the page's last element (PAGE_END_ID) was already parsed when its first frame was shown. */
  whole: boolean;
};
type Revealed = { revealed?: Reveal | null };

/**
 * Notes on every document of the tab, from before its first frame, how it was revealed: with no transition (null), or
 * with one, and then what it animates. The root's two fades are held still and stepped through a millisecond at a time,
 * reading the computed opacity of each page's snapshot, then let go.
 */
async function noteReveals(page: Page) {
  await page.addInitScript((end) => {
    addEventListener('pagereveal', async (event) => {
      const transition = (event as Event & { viewTransition?: ViewTransition | null }).viewTransition;
      const noted = window as Revealed;
      const whole = !!document.getElementById(end);
      if (!transition) {
        noted.revealed = null;
        return;
      }
      await transition.ready;
      const animations = document.getAnimations();
      const pseudo = (animation: Animation) => (animation.effect as KeyframeEffect | null)?.pseudoElement ?? '';
      const root = animations.filter((animation) => /^::view-transition-(old|new)\(root\)$/.test(pseudo(animation)));
      root.forEach((animation) => animation.pause());
      const rootMs = Math.max(0, ...root.map((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0)));
      const shows = (side: string) => Number(getComputedStyle(document.documentElement, `::view-transition-${side}(root)`).opacity) > 0;
      let rootOverlapMs = 0;
      for (let time = 0; time < rootMs; time += 1) {
        root.forEach((animation) => (animation.currentTime = time));
        if (shows('old') && shows('new')) rootOverlapMs += 1;
      }
      root.forEach((animation) => animation.play());
      noted.revealed = { pseudos: animations.map(pseudo), rootOverlapMs, rootMs, whole };
    });
  }, PAGE_END_ID);
}

async function revealed(page: Page) {
  await expect.poll(() => page.evaluate(() => (window as Revealed).revealed !== undefined)).toBe(true);
  return page.evaluate(() => (window as Revealed).revealed);
}

/** Waits for the next document's reveal: forgets the last one first. */
const forget = (page: Page) => page.evaluate(() => delete (window as Revealed).revealed);

/** The names that morph from one page into the other: those with a snapshot of both. */
const morphs = (reveal: Reveal | null | undefined) =>
  (reveal?.pseudos ?? [])
    .map((pseudo) => /^::view-transition-old\((.+)\)$/.exec(pseudo)?.[1])
    .filter((name): name is string => !!name && reveal!.pseudos.includes(`::view-transition-new(${name})`));

test.describe('a case opened from a card', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const from of ['cases', 'home'] as const) {
    test(`from the ${from === 'cases' ? 'case index' : "home page's portfolio"}, the card's title grows into the case's title, and back into the card`, async ({
      page,
    }) => {
      const [first] = await getProjects({ locale: 'pt' });
      const name = sharedName('case', first.id);
      await noteReveals(page);
      await gotoWithoutSplash(page, href('pt', from));
      const card = page.getByRole('main').getByRole('link', { name: first.title, exact: true });
      // As a visitor would: the card brought to the middle of the screen, clicked once it has stopped moving (it rises
      // into place as it is first seen).
      await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect
        .poll(() =>
          card.evaluate(
            (element) =>
              new Promise((done) =>
                requestAnimationFrame(() => {
                  const top = element.getBoundingClientRect().top;
                  requestAnimationFrame(() => done(top === element.getBoundingClientRect().top));
                }),
              ),
          ),
        )
        .toBe(true);
      await forget(page);
      await card.click();
      await page.waitForURL(href('pt', 'case', first.id));
      const opened = await revealed(page);
      // The header stays (and is not among what moves), the pages fade, the card's title grows into the case's.
      expect(morphs(opened)).toEqual(expect.arrayContaining(['root', name]));
      expect(morphs(opened).filter((morph) => morph !== 'root' && morph !== 'site-header')).toEqual([name]);

      await forget(page);
      // On a phone's connection the page comes back in pieces, and the browser may paint between them.
      const network = await page.context().newCDPSession(page);
      await network.send('Network.enable');
      await network.send('Network.setCacheDisabled', { cacheDisabled: true });
      await network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: 200_000,
        uploadThroughput: -1,
      });
      await page.goBack();
      await page.waitForURL(href('pt', from));
      // Back, the first frame waits for the whole page, so it shows the place the browser restores, card included.
      const back = await revealed(page);
      expect(back?.whole).toBe(true);
      expect(morphs(back).filter((morph) => morph !== 'root' && morph !== 'site-header')).toEqual([name]);
      await expect(card).toBeInViewport();
    });
  }

  test('the page being left has faded out before the arriving one fades in', async ({ page }) => {
    const [first] = await getProjects({ locale: 'pt' });
    await noteReveals(page);
    await page.goto(href('pt', 'cases'));
    await forget(page);
    await page.getByRole('main').getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL(href('pt', 'case', first.id));
    const { pseudos, rootOverlapMs, rootMs } = (await revealed(page))!;
    expect(pseudos).toEqual(expect.arrayContaining(['::view-transition-old(root)', '::view-transition-new(root)']));
    expect(rootMs).toBeGreaterThan(0);
    expect(rootOverlapMs).toBeLessThanOrEqual(60);
  });

  test('with reduced motion the case page simply appears', async ({ page }) => {
    const [first] = await getProjects({ locale: 'pt' });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await noteReveals(page);
    await page.goto(href('pt', 'cases'));
    await forget(page);
    await page.getByRole('main').getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL(href('pt', 'case', first.id));
    expect(await revealed(page)).toBeNull();
  });
});

// Each page of a case or an article, from the export: the element that carries its card's name opens the page, in
// the first screen below the header, so what a card shares grows into something the visitor sees.
const shared = routes()
  .map((path) => ({ path, kind: kindOf(path) }))
  .filter((route): route is { path: string; kind: 'case' | 'post' } => route.kind === 'case' || route.kind === 'post');

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const kind of ['case', 'post'] as const) {
    test(`at ${viewport.width} px, every ${kind === 'case' ? 'case' : 'article'} page shows what its card shares in its first screen`, async ({
      page,
    }) => {
      const pages = shared.filter((route) => route.kind === kind);
      expect(pages.length).toBeGreaterThan(0);
      test.setTimeout(pages.length * 5_000);
      await page.setViewportSize(viewport);
      for (const { path } of pages) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const name = sharedName(kind, path.split('/').pop()!);
        const boxes = await page.evaluate((wanted) => {
          const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
          return Array.from(document.body.querySelectorAll('*'))
            .filter((element) => getComputedStyle(element).viewTransitionName === wanted)
            .map((element) => {
              const { top, bottom, left, right } = element.getBoundingClientRect();
              return { below: top >= header, inside: bottom <= innerHeight && left >= 0 && right <= innerWidth };
            });
        }, name);
        expect(boxes, `${path}: ${name}`).toEqual([{ below: true, inside: true }]);
      }
    });
  }
}

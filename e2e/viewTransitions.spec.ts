import type { Page } from '@playwright/test';
import { href } from '../lib/i18n/locales';
import { getProjects } from '../lib/projects';
import pt from '../messages/pt.json';
import { expect, test } from './fixtures';

// From page to page: the browser's cross-document view transition (lib/viewTransitions.ts, in each page's head), which only Chromium
// here runs (WebKitGTK and Firefox load the next page as before). That every page asks for it, only
// under the motion preference, with no name twice, is read from the export by
// __tests__/content/firstPaint.test.ts; here, that a followed case card really plays it.

type Revealed = { revealedWithTransition?: boolean };

/** Notes on every document of the tab, from before its first frame, whether it was revealed with a view transition. */
async function noteReveals(page: Page) {
  await page.addInitScript(() => {
    addEventListener('pagereveal', (event) => {
      (window as Revealed).revealedWithTransition = Boolean((event as Event & { viewTransition?: unknown }).viewTransition);
    });
  });
}

/** The view-transition-name of every element of the page that has one (<html> is the browser's `root`), with what the element is. */
const namedElements = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .map((element) => ({ element, name: getComputedStyle(element).viewTransitionName }))
      .filter(({ name }) => name && name !== 'none')
      .map(({ element, name }) => ({
        name,
        label: element.getAttribute('aria-label'),
        img: element.querySelector('img')?.getAttribute('src'),
      })),
  );

async function followFirstCase(page: Page) {
  const [first] = await getProjects({ locale: 'pt' });
  await page.goto(href('pt', 'cases'));
  const onCard = (await namedElements(page)).filter(({ img }) => img === first.cover.src);
  await page.getByRole('main').getByRole('link', { name: first.title, exact: true }).click();
  await page.waitForURL(href('pt', 'case', first.id));
  return { first, onCard, onPage: await namedElements(page) };
}

test('a case card followed from the case index reveals its case page with a view transition, its picture named as the first screen', async ({
  page,
}) => {
  await noteReveals(page);
  const { first, onCard, onPage } = await followFirstCase(page);
  await expect.poll(() => page.evaluate(() => (window as Revealed).revealedWithTransition)).toBe(true);

  expect(onCard).toHaveLength(1);
  const openFirst = pt.Cases.open.replace('{alt}', first.gallery[0].alt);
  expect(onPage.filter(({ name }) => name === onCard[0].name)).toEqual([{ ...onCard[0], label: openFirst, img: first.gallery[0].src }]);
});

test('with reduced motion the case page simply appears', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await noteReveals(page);
  await followFirstCase(page);
  await expect.poll(() => page.evaluate(() => (window as Revealed).revealedWithTransition)).toBe(false);
});

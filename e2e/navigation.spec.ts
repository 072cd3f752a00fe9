import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { lightColor } from '../lib/lightTheme';
import { tint } from '../lib/theme';
import { href } from '../lib/i18n/locales';
import { getTags } from '../lib/posts';
import { owner } from './content';
import { expect, gotoWithoutSplash, holdScripts, interactive, settledTop, test } from './fixtures';

/**
 * Turns the mouse wheel once and waits two frames after the page received it: by then a scroll the
 * wheel started, native or Lenis's, has moved the page.
 */
async function wheelOnce(page: Page, deltaY: number): Promise<void> {
  await page.evaluate(() => {
    const target = window as unknown as { wheeled: Promise<void> };
    target.wheeled = new Promise((resolve) =>
      addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true }),
    );
  });
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled);
}

/** A computed colour as [red, green, blue] in 0-255 and alpha: `rgba(…)`, or `color(srgb …)` as color-mix() computes. */
function channels(color: string): number[] {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(color);
  if (srgb) return [...srgb.slice(1, 4).map((value) => Math.round(Number(value) * 255)), Number(srgb[4] ?? 1)];
  const [r, g, b, a = '1'] = color.match(/[\d.]+/g) ?? [];
  return [Number(r), Number(g), Number(b), Number(a)];
}

test('with English chosen, Portuguese addresses open in English, and the toggle tapped before the scripts ran brings Portuguese back for good', async ({
  page,
}) => {
  // Chosen once: the toggle's own choice must then hold.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('language', 'en');
    sessionStorage.setItem('seeded', '1');
  });
  const scripts = await holdScripts(page);
  const tag = href('pt', 'tag', getTags()[0].slug);
  await test.step('a Portuguese tag page opens in English; the toggle tapped before the scripts ran leads back and stores the choice', async () => {
    await gotoWithoutSplash(page, tag, { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(href('en', 'tag', getTags()[0].slug));
    await page.getByRole('link', { name: en.Header.switchTo }).click();
    await expect(page).toHaveURL(tag);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pt');
  });

  await test.step('once the scripts run, and after a reload, the page stays Portuguese', async () => {
    await scripts.release();
    await interactive(page);
    await expect(page).toHaveURL(tag);
    await page.reload();
    await expect(page).toHaveURL(tag);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});

test('the header is clear at the top and opaque past 50 px, and the logo brings the visitor back to the hero', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoWithoutSplash(page, '/');
  const header = page.locator('header').first();
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  expect(await background()).toBe('rgba(0, 0, 0, 0)');

  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 3000);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  // The page's colour at 96 %, in the light theme (Playwright's default system setting).
  await expect.poll(async () => channels(await background())).toEqual(channels(tint('bg', 96, lightColor)));
  await expect.poll(() => header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  await expect(page.locator('#hero')).not.toBeInViewport();

  await page.getByRole('link', { name: owner.name }).first().click();
  await expect(page.locator('#hero')).toBeInViewport();
  await expect(page).toHaveURL('/#hero');
});

test('arriving at /#contact, a visitor who scrolled away before the scripts ran is not pulled back', async ({ page }) => {
  await page.clock.install();
  const scripts = await holdScripts(page);
  await gotoWithoutSplash(page, '/#contact', { waitUntil: 'domcontentloaded' });
  const contact = page.locator('#contact');
  await expect(contact).toBeInViewport();
  await page.mouse.move(400, 300);
  await page.mouse.wheel(0, -1500);
  await expect(contact).not.toBeInViewport();
  const left = await settledTop(page, 'contact');

  await scripts.release();
  // The scripts have run once the header answers the scroll; the arrival scroll would come 300 ms later.
  await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true');
  await page.clock.runFor(1000);
  expect(Math.abs((await settledTop(page, 'contact')) - left)).toBeLessThanOrEqual(2);
  await expect(contact).not.toBeInViewport();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone menu is a panel at the right that holds the page still, closes on the backdrop, past 768 px and on a chosen link, whose section ends under the header', async ({
    page,
  }) => {
    await gotoWithoutSplash(page, '/');
    // Holding the page still under the wheel is the menu's script, with Lenis's own scrolling stopped.
    await interactive(page);
    const opener = page.getByRole('button', { name: pt.Header.openMenu });
    const dialog = page.getByRole('dialog', { name: pt.Header.menuTitle });
    const open = async () => {
      await opener.click();
      await expect(dialog).toBeVisible();
    };

    await test.step('open: at the right edge, at most 85 % wide, with tap targets of 44 px, and the page does not scroll', async () => {
      await open();
      await expect(page.getByRole('button', { name: pt.Header.closeMenu })).toBeFocused();
      await expect.poll(async () => Math.round((await dialog.boundingBox())!.x + (await dialog.boundingBox())!.width)).toBe(390);
      expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390 * 0.85 + 1);
      await expect(dialog.getByText(pt.Common.digitalArchitect)).toBeVisible();
      for (const target of await dialog.locator('a, button').all()) {
        expect((await target.boundingBox())!.height, await target.innerText()).toBeGreaterThanOrEqual(44);
      }
      await wheelOnce(page, 600);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    await test.step('closed by its button, the page scrolls again', async () => {
      await page.getByRole('button', { name: pt.Header.closeMenu }).click();
      await expect(dialog).toBeHidden();
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    await test.step('a tap on the backdrop closes it', async () => {
      await open();
      await page.mouse.click(20, 400);
      await expect(dialog).toBeHidden();
    });

    await test.step('it closes when the window grows to 768 px', async () => {
      await open();
      await page.setViewportSize({ width: 768, height: 844 });
      await expect(dialog).toBeHidden();
      await page.setViewportSize({ width: 390, height: 844 });
    });

    await test.step('a link chosen far down the page closes it and ends with its section under the header', async () => {
      await open();
      await dialog.getByRole('link', { name: pt.Header.journal }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL('/#journal');
      // Where the scroll settles, the section's top is the fixed header's bottom.
      const header = (await page.locator('header').first().boundingBox())!.height;
      expect(Math.abs((await settledTop(page, 'journal')) - header)).toBeLessThanOrEqual(2);
    });
  });

  test('a service card and the menu button tapped before the scripts run end up open', async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/', { waitUntil: 'domcontentloaded' });
    const card = page.locator('#services details').first();
    await card.locator('summary').click();
    await expect(card).toHaveAttribute('open', '');
    await page.getByRole('button', { name: pt.Header.openMenu }).click();
    const dialog = page.getByRole('dialog', { name: pt.Header.menuTitle });
    await expect(dialog).toBeVisible();
    const close = page.getByRole('button', { name: pt.Header.closeMenu });
    await expect(close).toBeFocused();

    await scripts.release();
    // Once the scripts run, Tab stays inside the menu: Shift+Tab from the close button wraps to its last
    // stop, the theme switch at its foot.
    await expect(async () => {
      await close.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: pt.Header.lightTheme })).toBeFocused({ timeout: 500 });
    }).toPass();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: pt.Header.openMenu })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toHaveAttribute('open', '');
  });
});

import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { THEME_KEY } from '../lib/colorTheme';
import { lightColor } from '../lib/lightTheme';
import { tokens } from '../lib/theme';
import { requireOut } from '../scripts/outSite.mjs';
import { rgb } from './content';
import { expect, gotoWithoutSplash, holdScripts, test } from './fixtures';

/**
 * The light theme beside the dark one: the system's setting with no choice stored (with scripts held
 * back and with none at all), the switch in the header (no layout shift) and the menu before the scripts
 * run, a stored choice applied before the first paint. That the choice holds across pages and languages
 * is the engines' theme scenario. axe in light is e2e/quality.spec.ts, in the load of each kind of page.
 */
requireOut();

const LIGHT = rgb(lightColor.bg);
const DARK = rgb(tokens.color.bg);

/** The page's background as painted, and the colour scheme its form controls and scrollbars use. */
async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('body')).toHaveCSS('background-color', theme === 'light' ? LIGHT : DARK);
  await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
}

const store = (page: Page, value: string) => page.addInitScript(([key, stored]) => localStorage.setItem(key, stored), [THEME_KEY, value]);

/** With the page's scripts held back, "load" never comes: the page is checked as parsed. */
const HELD = { waitUntil: 'domcontentloaded' } as const;

const headerSwitch = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name, exact: true }).first();

test.describe('with the system in light mode', () => {
  test.use({ colorScheme: 'light' });

  test('and no choice stored, the page is light before its scripts run, with the bar colour to match', async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/journal', HELD);
    await expectTheme(page, 'light');
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', lightColor.bg);
    await expect(headerSwitch(page, pt.Header.lightTheme)).toHaveAttribute('aria-pressed', 'true');
    await scripts.release();
  });

  test('a stored dark choice wins before the first paint, and a garbage value is ignored', async ({ page }) => {
    const scripts = await holdScripts(page);
    await store(page, 'dark');
    await gotoWithoutSplash(page, '/', HELD);
    await expectTheme(page, 'dark');
    await expect(headerSwitch(page, pt.Header.lightTheme)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', tokens.color.bg);

    const garbage = await page.context().newPage();
    await store(garbage, 'Light ');
    await gotoWithoutSplash(garbage, '/en/journal');
    await expectTheme(garbage, 'light');
    await scripts.release();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page is light and the switch, which could do nothing, is not shown', async ({ page }) => {
      await page.goto('/en');
      await expectTheme(page, 'light');
      await expect(headerSwitch(page, en.Header.lightTheme)).toBeHidden();
    });
  });
});

test.describe('with the system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('a stored light choice wins before the first paint; garbage leaves the dark page', async ({ page }) => {
    const scripts = await holdScripts(page);
    await store(page, 'light');
    await gotoWithoutSplash(page, '/partnership', HELD);
    await expectTheme(page, 'light');
    await expect(page.locator('meta[name="theme-color"]').last()).toHaveAttribute('content', lightColor.bg);
    await scripts.release();

    const garbage = await page.context().newPage();
    await store(garbage, '{"theme":"light"}');
    await gotoWithoutSplash(garbage, '/partnership');
    await expectTheme(garbage, 'dark');
  });

  test('the header switch changes the theme at once, with no shift', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoWithoutSplash(page, '/journal');
    await expectTheme(page, 'dark');
    const button = headerSwitch(page, pt.Header.lightTheme);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await page.evaluate(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shift: number }).shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift' });
    });
    await button.click();
    await expectTheme(page, 'light');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
  });

  test('the switch in the mobile menu works too, before the scripts run', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/en', HELD);
    await page.getByRole('button', { name: en.Header.openMenu }).click();
    const menu = page.getByRole('dialog', { name: en.Header.menuTitle });
    const button = menu.getByRole('button', { name: en.Header.lightTheme });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expectTheme(page, 'light');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(menu).toBeVisible();
    await scripts.release();
  });
});

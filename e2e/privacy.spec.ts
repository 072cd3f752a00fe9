import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { site } from '../lib/site';
import { expect, gotoWithoutSplash, test } from './fixtures';

/** The privacy notice (LGPD): reached from every place that collects or hands on data, in both languages. */
const LOCALES = [
  { locale: 'pt', home: '/', journal: '/journal', path: '/privacidade', lang: 'pt-BR', messages: pt, other: { path: '/en/privacy' } },
  { locale: 'en', home: '/en', journal: '/en/journal', path: '/en/privacy', lang: 'en', messages: en, other: { path: '/privacidade' } },
] as const;

async function expectNotice(page: Page, { path, lang, messages }: (typeof LOCALES)[number]) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Privacy.title);
  // Who is responsible and how to reach them come from lib/site.ts.
  const controller = page.getByRole('region', { name: messages.Privacy.controller.title, exact: true });
  await expect(controller).toContainText(site.ownerName);
  await expect(controller.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(controller.getByRole('link', { name: new RegExp(site.whatsapp.contact.replace(/\+/g, '\\+')) })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511987654321\?text=/,
  );
  await expect(page.getByRole('region', { name: messages.Privacy.rights.title, exact: true })).toContainText('18');
  await expect(page.getByText(/13[.,]709\/2018/)).toBeVisible();
  // The shipped config has no newsletter provider and no analytics: the page says so.
  await expect(page.getByRole('region', { name: messages.Privacy.newsletter.title, exact: true })).toContainText(
    messages.Privacy.newsletter.closed,
  );
  await expect(page.getByRole('region', { name: messages.Privacy.analytics.title, exact: true })).toContainText(
    messages.Privacy.analytics.off,
  );
  // Article videos: what happens when a reader plays one.
  await expect(page.getByRole('region', { name: messages.Privacy.videos.title, exact: true })).toContainText('youtube-nocookie.com');
  await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('region', { name: messages.Privacy.storage.title, exact: true })).toContainText(
    messages.Privacy.storage.source,
  );
}

for (const target of LOCALES) {
  const { Privacy } = target.messages;

  test.describe(`privacy notice (${target.locale})`, () => {
    test('is linked from the footer', async ({ page }) => {
      await gotoWithoutSplash(page, target.journal);
      await page.getByRole('contentinfo').getByRole('link', { name: Privacy.link }).click();
      await expectNotice(page, target);
    });

    test("is linked under the contact form's submit button", async ({ page }) => {
      await gotoWithoutSplash(page, target.home);
      const card = page
        .locator('#contact')
        .getByRole('button', { name: target.messages.Contact.form.send })
        .locator('xpath=ancestor::form/..');
      const link = card.getByRole('link', { name: Privacy.link });
      const [button, under] = [
        await card.getByRole('button', { name: target.messages.Contact.form.send }).boundingBox(),
        await link.boundingBox(),
      ];
      expect(under!.y).toBeGreaterThan(button!.y + button!.height);
      await link.click();
      await expectNotice(page, target);
    });

    test("is linked from the newsletter's note", async ({ page }) => {
      await gotoWithoutSplash(page, target.home);
      const email = page.locator('#journal').getByRole('textbox', { name: target.messages.Newsletter.emailLabel });
      await expect(email).toHaveAccessibleDescription(new RegExp(Privacy.link));
      await page.locator('#journal').getByRole('link', { name: Privacy.link }).click();
      await expectNotice(page, target);
    });

    test('the language toggle leads to the notice in the other language', async ({ page }) => {
      await gotoWithoutSplash(page, target.path);
      await page.getByRole('link', { name: new RegExp(target.messages.Header.switchTo) }).click();
      await expect(page).toHaveURL(new RegExp(`${target.other.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText((target.locale === 'pt' ? en : pt).Privacy.title);
    });

    test('names its counterpart with hreflang', async ({ page }) => {
      await gotoWithoutSplash(page, target.path);
      await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute('href', /\/privacidade$/);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/privacy$/);
    });
  });
}

test('a visitor who chose English is sent from /privacidade to /en/privacy before paint', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/privacidade');
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Privacy.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const target of LOCALES) {
    test(`${target.locale}: the footer and the contact area lead to a readable notice`, async ({ page }) => {
      await page.goto(target.home);
      await page.locator('#contact').getByRole('link', { name: target.messages.Privacy.link }).click();
      await expectNotice(page, target);
      await page.getByRole('contentinfo').getByRole('link', { name: target.messages.Privacy.link }).click();
      await expectNotice(page, target);
      await expect(page.getByRole('region', { name: target.messages.Privacy.exercise.title, exact: true })).toBeVisible();
    });
  }
});

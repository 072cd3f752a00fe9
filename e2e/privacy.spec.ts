import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { digitsOnly } from '../lib/whatsapp';
import { owner } from './content';
import { expect, gotoWithoutSplash, test } from './fixtures';

/** The privacy notice (LGPD): reached from every place that collects or hands on data, in both languages. */
const LOCALES = [
  { locale: 'pt', home: '/', path: '/privacidade', lang: 'pt-BR', messages: pt },
  { locale: 'en', home: '/en', path: '/en/privacy', lang: 'en', messages: en },
] as const;

async function expectNotice(page: Page, { path, lang, messages }: (typeof LOCALES)[number]) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.Privacy.title);
  // Who is responsible and how to reach them: the owner's details (e2e/content.ts).
  const controller = page.getByRole('region', { name: messages.Privacy.controller.title, exact: true });
  await expect(controller).toContainText(owner.name);
  await expect(controller.getByRole('link', { name: owner.email })).toHaveAttribute('href', `mailto:${owner.email}`);
  await expect(controller.getByRole('link', { name: new RegExp(owner.whatsapp.contact.replace(/\+/g, '\\+')) })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${digitsOnly(owner.whatsapp.contact)}\\?text=`),
  );
  // The shipped config has no newsletter provider and no analytics: the page says so.
  await expect(page.getByRole('region', { name: messages.Privacy.newsletter.title, exact: true })).toContainText(
    messages.Privacy.newsletter.closed,
  );
  await expect(page.getByRole('region', { name: messages.Privacy.analytics.title, exact: true })).toContainText(
    messages.Privacy.analytics.off,
  );
  await expect(page.getByRole('region', { name: messages.Privacy.storage.title, exact: true })).toContainText(
    messages.Privacy.storage.source,
  );
}

test("the notice is linked under the contact form's submit button and from the newsletter's note, and its toggle leads to the other language's", async ({
  page,
}) => {
  const [portuguese, english] = LOCALES;
  const { Privacy, Contact, Newsletter } = portuguese.messages;
  await gotoWithoutSplash(page, portuguese.home);

  await test.step("the newsletter's address field is described by its note, the link to the notice and the line saying the list is not open", async () => {
    const email = page.locator('#journal').getByRole('textbox', { name: Newsletter.emailLabel });
    await expect(email).toHaveAccessibleDescription(`${Newsletter.note} ${Privacy.link} ${Newsletter.closedNote}`);
  });

  await test.step('the link sits under the contact form’s submit button and leads to the notice', async () => {
    const send = page.locator('#contact').getByRole('button', { name: Contact.form.send });
    const card = send.locator('xpath=ancestor::form/..');
    const link = card.getByRole('link', { name: Privacy.link });
    const [button, under] = [await send.boundingBox(), await link.boundingBox()];
    expect(under!.y).toBeGreaterThan(button!.y + button!.height);
    await link.click();
    await expectNotice(page, portuguese);
  });

  await test.step('the language toggle leads to the notice in English', async () => {
    await page.getByRole('link', { name: new RegExp(portuguese.messages.Header.switchTo) }).click();
    await expectNotice(page, english);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('in both languages the contact area and the footer lead to a readable notice', async ({ page }) => {
    for (const target of LOCALES) {
      await test.step(target.locale, async () => {
        await page.goto(target.home);
        await page.locator('#contact').getByRole('link', { name: target.messages.Privacy.link }).click();
        await expectNotice(page, target);
        await page.getByRole('contentinfo').getByRole('link', { name: target.messages.Privacy.link }).click();
        await expectNotice(page, target);
      });
    }
  });
});

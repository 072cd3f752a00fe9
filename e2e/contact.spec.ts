import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { digitsOnly } from '../lib/whatsapp';
import { expectOneCleanChat, watchChats } from './chat';
import { owner } from './content';
import { lightColor } from '../lib/lightTheme';
import { expect, gotoWithoutSplash, holdScripts, test } from './fixtures';

const LIGHT_DANGER = `rgb(${[1, 3, 5].map((at) => parseInt(lightColor.danger.slice(at, at + 2), 16)).join(', ')})`;

// 22:30 on 14 March in Sao Paulo; 10:30 on the 15th in Tokyo, where the first test's browser is.
const PAUSED_AT = new Date('2025-03-15T01:30:00Z');
const TYPED = '  Tom & Jerry #1? 100% sure, 1+1=2\nAtenção: ação é construção 🚀\n<script>alert(1)</script><b>hi</b>  ';

const PAGES = [
  {
    lang: 'pt',
    path: '/',
    copy: pt.Contact,
    fill: { name: ' Ana Souza ', email: 'ana@studio.com', project: 'seo-architecture', budget: '10k-20k' },
    message: [
      '*Novo pedido de projeto*',
      '',
      '*Nome:* Ana Souza',
      '*E-mail:* ana@studio.com',
      '*Projeto:* Arquitetura de SEO e crescimento',
      '*Investimento:* R$50.000 – 100.000',
      '',
      '*Mensagem:*',
      TYPED.trim(),
      '',
      '*Enviado em:* Mar 14, 2025, 10:30 PM (Brazil Time)',
      `*Origem:* ${new URL(owner.url).host}`,
    ].join('\n'),
  },
  {
    lang: 'en',
    path: '/en',
    copy: en.Contact,
    fill: { name: 'Ana Souza', email: ' ana@studio.com', project: 'premium-website', budget: 'less-than-1k' },
    message: [
      '*New project inquiry*',
      '',
      '*Name:* Ana Souza',
      '*Email:* ana@studio.com',
      '*Project:* Premium website',
      '*Budget:* Under $1,000',
      '',
      '*Message:*',
      TYPED.trim(),
      '',
      '*Sent:* Mar 14, 2025, 10:30 PM (Brazil Time)',
      `*Sent from:* ${new URL(owner.url).host}`,
    ].join('\n'),
  },
];

/** Opens the contact form with the page clock paused at PAUSED_AT, and wa.me served locally. */
async function openContact(page: Page, path: string) {
  const chats = await watchChats(page.context());
  await page.clock.install({ time: new Date(PAUSED_AT.getTime() - 60_000) });
  await gotoWithoutSplash(page, path);
  await page.clock.pauseAt(PAUSED_AT);
  await page.locator('#contact form').scrollIntoViewIfNeeded();
  return chats;
}

type Fill = (typeof PAGES)[number]['fill'];

/** The form's fields, found by their labels in the language of `copy`. */
function fields(page: Page, copy: (typeof PAGES)[number]['copy']) {
  const contact = page.locator('#contact');
  return {
    name: contact.getByRole('textbox', { name: copy.form.name, exact: true }),
    email: contact.getByRole('textbox', { name: copy.form.email, exact: true }),
    project: contact.getByRole('combobox', { name: copy.form.project, exact: true }),
    budget: contact.getByRole('combobox', { name: copy.form.budget, exact: true }),
    message: contact.getByRole('textbox', { name: copy.form.message, exact: true }),
  };
}

async function fillForm(field: ReturnType<typeof fields>, fill: Fill) {
  await field.name.fill(fill.name);
  await field.email.fill(fill.email);
  await field.project.selectOption(fill.project);
  await field.budget.selectOption(fill.budget);
  await field.message.fill(TYPED);
}

test.describe('a visitor in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('an empty send marks every field in red; a full one opens one chat with exactly what was typed, sent in Sao Paulo time, then the form clears', async ({
    page,
  }) => {
    const { copy, fill, message } = PAGES[1];
    const chats = await openContact(page, '/en');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    const contact = page.locator('#contact');
    const field = fields(page, copy);
    const button = (face: string) => contact.getByRole('button', { name: face });

    await test.step('an empty send shows the banner, marks the fields in red and focuses the first', async () => {
      await button(copy.form.send).click();
      await expect(contact.getByRole('alert')).toHaveText(copy.form.errorMissing);
      for (const control of Object.values(field)) {
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        // The danger colour of the light theme (Playwright's default system setting).
        await expect(control).toHaveCSS('border-top-color', LIGHT_DANGER);
      }
      await expect(field.name).toBeFocused();
      expect(chats.tabs).toEqual([]);
    });

    await test.step('a full send opens the tab at once, waiting with a notice, and the chat 1.5 s later', async () => {
      await fillForm(field, fill);
      await button(copy.form.send).click();
      await expect(button(copy.form.sending)).toBeDisabled();
      for (const control of Object.values(field)) await expect(control).toBeDisabled();
      await expect.poll(() => chats.tabs.length).toBe(1);
      await expect(chats.tabs[0].getByText(copy.form.sending)).toBeVisible();
      expect(chats.requested()).toBe(0);

      await page.clock.runFor(1500);
      const chat = await expectOneCleanChat(chats);
      expect(`${chat.url.origin}${chat.url.pathname}`).toBe(`https://wa.me/${digitsOnly(owner.whatsapp.contact)}`);
      expect(chat.text).toBe(message);
      await expect(button(copy.form.sent)).toBeEnabled();

      const status = contact.getByRole('status');
      await expect(status).toContainText(copy.form.successTitle);
      await expect(status).toContainText(copy.form.successText);
      const fallback = status.getByRole('link', { name: copy.form.openChat });
      await expect(fallback).toHaveAttribute('href', chat.url.href);
      await expect(fallback).toHaveAttribute('target', '_blank');
      await expect(fallback).toHaveAttribute('rel', 'noopener noreferrer');
      // What the visitor typed stays text: no element was made from it.
      await expect(field.message).toHaveValue(TYPED);
      await expect(page.locator('#contact b, #contact script')).toHaveCount(0);
    });

    await test.step('3 s later the form is empty and ready again, with still one chat', async () => {
      await page.clock.runFor(3000);
      await expect(button(copy.form.send)).toBeEnabled();
      await expect(contact.getByRole('status')).toBeEmpty();
      for (const control of Object.values(field)) await expect(control).toHaveValue('');
      expect(chats.tabs).toHaveLength(1);
    });
  });
});

test('typed before the scripts ran, sent after: one chat with exactly what was typed', async ({ page }) => {
  const { copy, fill, message } = PAGES[0];
  const chats = await watchChats(page.context());
  const scripts = await holdScripts(page);
  await page.clock.install({ time: new Date(PAUSED_AT.getTime() - 60_000) });
  await gotoWithoutSplash(page, '/', { waitUntil: 'domcontentloaded' });
  const send = page.locator('#contact').getByRole('button', { name: copy.form.send });
  // Until the form can send, its button says so rather than posting the bare HTML form.
  await expect(send).toBeDisabled();
  await fillForm(fields(page, copy), fill);

  await scripts.release();
  await expect(send).toBeEnabled();
  await page.clock.pauseAt(PAUSED_AT);
  await send.click();
  await expect(page.locator('#contact').getByRole('alert')).toBeEmpty();
  await page.clock.runFor(1500);
  expect((await expectOneCleanChat(chats)).text).toBe(message);
});

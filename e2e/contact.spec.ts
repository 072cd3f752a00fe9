import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { expectOneCleanChat, openOnlyWithinASecondOfATap, watchChats } from './chat';
import { expect, gotoWithoutSplash, holdScripts, test } from './fixtures';

// 22:30 on 14 March in Sao Paulo; 10:30 on the 15th in Tokyo; 21:30 on the 14th in New York.
const PAUSED_AT = new Date('2025-03-15T01:30:00Z');
const TYPED = '  Tom & Jerry #1? 100% sure, 1+1=2\nAtenção: ação é construção 🚀\n<script>alert(1)</script><b>hi</b>  ';

const pages = [
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
      '*Origem:* rafaelmoreira.com.br',
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
      '*Sent from:* rafaelmoreira.com.br',
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

for (const { lang, path, copy, fill, message } of pages) {
  test.describe(`contact form (${lang})`, () => {
    const field = (page: Page) => ({
      name: page.getByRole('textbox', { name: copy.form.name, exact: true }),
      email: page.getByRole('textbox', { name: copy.form.email, exact: true }),
      project: page.getByRole('combobox', { name: copy.form.project, exact: true }),
      budget: page.getByRole('combobox', { name: copy.form.budget, exact: true }),
      message: page.getByRole('textbox', { name: copy.form.message, exact: true }),
    });
    const button = (page: Page, face: string) => page.locator('#contact').getByRole('button', { name: face });

    async function fillValid(page: Page) {
      const f = field(page);
      await f.name.fill(fill.name);
      await f.email.fill(fill.email);
      await f.project.selectOption(fill.project);
      await f.budget.selectOption(fill.budget);
      await f.message.fill(TYPED);
    }

    test('an empty submit shows the banner, marks the fields in red and focuses the first', async ({ page }) => {
      const chats = await openContact(page, path);
      await button(page, copy.form.send).click();
      await expect(page.locator('#contact').getByRole('alert')).toHaveText(copy.form.errorMissing);
      for (const control of Object.values(field(page))) {
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveCSS('border-top-color', 'rgb(255, 122, 122)');
      }
      await expect(field(page).name).toBeFocused();
      expect(chats.tabs).toEqual([]);
    });

    test('a whitespace-only name counts as missing', async ({ page }) => {
      await openContact(page, path);
      await fillValid(page);
      await field(page).name.fill('    ');
      await button(page, copy.form.send).click();
      await expect(page.locator('#contact').getByRole('alert')).toHaveText(copy.form.errorMissing);
      await expect(field(page).name).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page).message).not.toHaveAttribute('aria-invalid');
    });

    test('a valid submit sends, opens one chat with the exact message, succeeds, then clears', async ({ page }) => {
      const chats = await openContact(page, path);
      await fillValid(page);
      await button(page, copy.form.send).click();

      await expect(button(page, copy.form.sending)).toBeDisabled();
      for (const control of Object.values(field(page))) await expect(control).toBeDisabled();
      // The tab is there at once (asked for within the tap), waiting with a notice, not yet at the chat.
      await expect.poll(() => chats.tabs.length).toBe(1);
      await expect(chats.tabs[0].getByText(copy.form.sending)).toBeVisible();
      expect(chats.requested()).toBe(0);

      await page.clock.runFor(1500);
      const chat = await expectOneCleanChat(chats);
      expect(`${chat.url.origin}${chat.url.pathname}`).toBe('https://wa.me/5511987654321');
      expect(chat.text).toBe(message);
      await expect(button(page, copy.form.sent)).toBeEnabled();

      const status = page.locator('#contact').getByRole('status');
      await expect(status).toContainText(copy.form.successTitle);
      await expect(status).toContainText(copy.form.successText);
      const fallback = status.getByRole('link', { name: copy.form.openChat });
      await expect(fallback).toHaveAttribute('href', chat.url.href);
      await expect(fallback).toHaveAttribute('target', '_blank');
      await expect(fallback).toHaveAttribute('rel', 'noopener noreferrer');
      // What the visitor typed stays text: no element was made from it.
      await expect(field(page).message).toHaveValue(TYPED);
      await expect(page.locator('#contact b, #contact script')).toHaveCount(0);

      await page.clock.runFor(3000);
      await expect(button(page, copy.form.send)).toBeEnabled();
      await expect(status).toBeEmpty();
      for (const control of Object.values(field(page))) await expect(control).toHaveValue('');
      expect(chats.tabs).toHaveLength(1);
    });

    test('a double click opens one chat', async ({ page }) => {
      const chats = await openContact(page, path);
      await fillValid(page);
      await button(page, copy.form.send).dblclick();
      await page.clock.runFor(1500);
      await expect(button(page, copy.form.sent)).toBeVisible();
      await page.clock.runFor(3000);
      await expect(button(page, copy.form.send)).toBeVisible();
      await expectOneCleanChat(chats);
    });

    test('editing during success returns to idle and keeps the edit', async ({ page }) => {
      await openContact(page, path);
      await fillValid(page);
      await button(page, copy.form.send).click();
      await page.clock.runFor(1500);
      const status = page.locator('#contact').getByRole('status');
      await expect(status).toContainText(copy.form.successTitle);

      await field(page).project.selectOption('other');
      await expect(status).toBeEmpty();
      await expect(button(page, copy.form.send)).toBeEnabled();
      await page.clock.runFor(3000);
      await expect(field(page).project).toHaveValue('other');
      await expect(field(page).name).toHaveValue(fill.name);
    });

    test('where a tab opens only within a second of a tap (iPhone Safari), one tap opens the chat', async ({ page }) => {
      await openOnlyWithinASecondOfATap(page.context());
      const chats = await openContact(page, path);
      await fillValid(page);
      await button(page, copy.form.send).click();
      await page.clock.runFor(1500);
      expect((await expectOneCleanChat(chats)).text).toBe(message);
      await expect(page.locator('#contact').getByRole('status')).toContainText(copy.form.successTitle);
    });

    test('a tab the browser blocks leaves the message behind a link, kept until the visitor acts', async ({ page }) => {
      await page.addInitScript(() => {
        window.open = () => null;
      });
      const chats = await openContact(page, path);
      await fillValid(page);
      await button(page, copy.form.send).click();
      await page.clock.runFor(1500);
      const alert = page.locator('#contact').getByRole('alert');
      await expect(alert).toContainText(copy.form.errorBlocked);
      const link = alert.getByRole('link', { name: copy.form.openChat });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(new URL((await link.getAttribute('href')) ?? '').searchParams.get('text')).toBe(message);
      await page.clock.runFor(5000);
      await expect(alert).toContainText(copy.form.errorBlocked);
      await expect(field(page).message).toHaveValue(TYPED);
      await expect(button(page, copy.form.send)).toBeEnabled();
      expect(chats.tabs).toEqual([]);
    });
  });
}

test('typed before the scripts ran, sent after: one chat with exactly what was typed', async ({ page }) => {
  const { copy, fill, message } = pages[0];
  const chats = await watchChats(page.context());
  const scripts = await holdScripts(page);
  await page.clock.install({ time: new Date(PAUSED_AT.getTime() - 60_000) });
  await gotoWithoutSplash(page, '/', { waitUntil: 'domcontentloaded' });
  const contact = page.locator('#contact');
  const send = contact.getByRole('button', { name: copy.form.send });
  // Until the form can send, its button says so rather than posting the bare HTML form.
  await expect(send).toBeDisabled();
  await contact.getByRole('textbox', { name: copy.form.name, exact: true }).fill(fill.name);
  await contact.getByRole('textbox', { name: copy.form.email, exact: true }).fill(fill.email);
  await contact.getByRole('combobox', { name: copy.form.project, exact: true }).selectOption(fill.project);
  await contact.getByRole('combobox', { name: copy.form.budget, exact: true }).selectOption(fill.budget);
  await contact.getByRole('textbox', { name: copy.form.message, exact: true }).fill(TYPED);

  await scripts.release();
  await expect(send).toBeEnabled();
  await page.clock.pauseAt(PAUSED_AT);
  await send.click();
  await expect(contact.getByRole('alert')).toBeEmpty();
  await page.clock.runFor(1500);
  expect((await expectOneCleanChat(chats)).text).toBe(message);
});

for (const timezoneId of ['Asia/Tokyo', 'America/New_York']) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('still gets Sao Paulo time in the message', async ({ page }) => {
      const { copy, fill, message } = pages[1];
      const chats = await openContact(page, '/en');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      await page.getByRole('textbox', { name: copy.form.name, exact: true }).fill(fill.name);
      await page.getByRole('textbox', { name: copy.form.email, exact: true }).fill(fill.email);
      await page.getByRole('combobox', { name: copy.form.project, exact: true }).selectOption(fill.project);
      await page.getByRole('combobox', { name: copy.form.budget, exact: true }).selectOption(fill.budget);
      await page.getByRole('textbox', { name: copy.form.message, exact: true }).fill(TYPED);
      await page.locator('#contact').getByRole('button', { name: copy.form.send }).click();
      await page.clock.runFor(1500);
      expect((await chats.chat()).text).toBe(message);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the section hides the form and still offers a working direct WhatsApp chat', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('button', { name: pt.Contact.form.send })).toBeHidden();
    const chat = contact.getByRole('link', { name: pt.Contact.noScriptLink });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await chat.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/5511987654321');
    expect(href.searchParams.get('text')).toBe(pt.Contact.directGreeting);
    await expect(contact.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', href.href);
    await expect(contact.getByRole('link', { name: /^E-mail/ })).toHaveAttribute('href', 'mailto:contato@rafaelmoreira.com.br');
  });
});

import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { expect, gotoWithoutSplash, test } from './fixtures';

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

type Opened = [string, string, string][];

/** Records window.open calls instead of opening wa.me, which the fixture would block as an outside request. */
async function openContact(page: Page, path: string) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __opened: calls });
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return null;
    };
  });
  await page.clock.install({ time: new Date(PAUSED_AT.getTime() - 60_000) });
  await gotoWithoutSplash(page, path);
  await page.clock.pauseAt(PAUSED_AT);
  const form = page.locator('#contact form');
  await form.scrollIntoViewIfNeeded();
  // Until React hydrates, a click would submit the plain HTML form.
  await page.waitForFunction(() => {
    const element = document.querySelector('#contact form');
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  });
}

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: Opened }).__opened);

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

    test.beforeEach(async ({ page }) => openContact(page, path));

    test('an empty submit shows the banner, marks the fields in red and focuses the first', async ({ page }) => {
      await button(page, copy.form.send).click();
      await expect(page.locator('#contact').getByRole('alert')).toHaveText(copy.form.errorMissing);
      for (const control of Object.values(field(page))) {
        await expect(control).toHaveAttribute('aria-invalid', 'true');
        await expect(control).toHaveCSS('border-top-color', 'rgb(255, 122, 122)');
      }
      await expect(field(page).name).toBeFocused();
      expect(await opened(page)).toEqual([]);
    });

    test('a whitespace-only name counts as missing', async ({ page }) => {
      await fillValid(page);
      await field(page).name.fill('    ');
      await button(page, copy.form.send).click();
      await expect(page.locator('#contact').getByRole('alert')).toHaveText(copy.form.errorMissing);
      await expect(field(page).name).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page).message).not.toHaveAttribute('aria-invalid');
    });

    test('a valid submit sends, opens one chat with the exact message, succeeds, then clears', async ({ page }) => {
      await fillValid(page);
      await button(page, copy.form.send).click();

      await expect(button(page, copy.form.sending)).toBeDisabled();
      for (const control of Object.values(field(page))) await expect(control).toBeDisabled();
      expect(await opened(page)).toEqual([]);

      await page.clock.runFor(1500);
      await expect(button(page, copy.form.sent)).toBeEnabled();
      const calls = await opened(page);
      expect(calls).toHaveLength(1);
      const [url, target, features] = calls[0];
      expect([target, features]).toEqual(['_blank', 'noopener,noreferrer']);
      const chat = new URL(url);
      expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/5511987654321');
      expect(chat.searchParams.get('text')).toBe(message);

      const status = page.locator('#contact').getByRole('status');
      await expect(status).toContainText(copy.form.successTitle);
      await expect(status).toContainText(copy.form.successText);
      const fallback = status.getByRole('link', { name: copy.form.openChat });
      await expect(fallback).toHaveAttribute('href', url);
      await expect(fallback).toHaveAttribute('target', '_blank');
      await expect(fallback).toHaveAttribute('rel', 'noopener noreferrer');
      // What the visitor typed stays text: no element was made from it.
      await expect(field(page).message).toHaveValue(TYPED);
      await expect(page.locator('#contact b, #contact script')).toHaveCount(0);

      await page.clock.runFor(3000);
      await expect(button(page, copy.form.send)).toBeEnabled();
      await expect(status).toBeEmpty();
      for (const control of Object.values(field(page))) await expect(control).toHaveValue('');
      expect(await opened(page)).toHaveLength(1);
    });

    test('a double click opens one chat', async ({ page }) => {
      await fillValid(page);
      await button(page, copy.form.send).dblclick();
      await page.clock.runFor(1500);
      await expect(button(page, copy.form.sent)).toBeVisible();
      await page.clock.runFor(3000);
      await expect(button(page, copy.form.send)).toBeVisible();
      expect(await opened(page)).toHaveLength(1);
    });

    test('editing during success returns to idle and keeps the edit', async ({ page }) => {
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
  });
}

for (const timezoneId of ['Asia/Tokyo', 'America/New_York']) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('still gets Sao Paulo time in the message', async ({ page }) => {
      const { copy, fill, message } = pages[1];
      await openContact(page, '/en');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      await page.getByRole('textbox', { name: copy.form.name, exact: true }).fill(fill.name);
      await page.getByRole('textbox', { name: copy.form.email, exact: true }).fill(fill.email);
      await page.getByRole('combobox', { name: copy.form.project, exact: true }).selectOption(fill.project);
      await page.getByRole('combobox', { name: copy.form.budget, exact: true }).selectOption(fill.budget);
      await page.getByRole('textbox', { name: copy.form.message, exact: true }).fill(TYPED);
      await page.locator('#contact').getByRole('button', { name: copy.form.send }).click();
      await page.clock.runFor(1500);
      const [[url]] = await opened(page);
      expect(new URL(url).searchParams.get('text')).toBe(message);
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

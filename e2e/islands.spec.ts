import type { Page } from '@playwright/test';
import partnership from '../messages/partnership.pt.json';
import pt from '../messages/pt.json';
import { watchChats } from './chat';
import { expect, gotoWithoutSplash, interactive, test } from './fixtures';

/**
 * An island that fails (an error while it renders or runs an effect) takes only itself down: the
 * page, its header and its ways to the chat stay, and what the visitor typed is kept. Each test
 * breaks one browser function the island relies on, from a flag set once the page is running.
 */

// React logs each error a boundary catches: the owner's trace, expected here and nothing else.
test.use({ allowedProblems: [/console error: .*(sending wait broke|chart scale broke)/] });

/** From the flag on, `setTimeout` refuses the contact form's 1.5 s sending wait. */
async function breakSendingWait(page: Page) {
  await page.addInitScript(() => {
    const setTimeoutOf = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      if ((window as { breakIslands?: boolean }).breakIslands && ms === 1500) throw new Error('sending wait broke');
      return setTimeoutOf(handler, ms, ...rest);
    }) as typeof window.setTimeout;
  });
}

/** From the flag on, `Math.log10` throws: the simulator's chart scales its axis with it on every change. */
async function breakChartScale(page: Page) {
  await page.addInitScript(() => {
    const log10 = Math.log10;
    Math.log10 = (value: number) => {
      if ((window as { breakIslands?: boolean }).breakIslands) throw new Error('chart scale broke');
      return log10(value);
    };
  });
}

const breakNow = (page: Page) => page.evaluate(() => ((window as { breakIslands?: boolean }).breakIslands = true));

test('the contact form failing mid-send keeps what the visitor typed, and one tap still opens the chat with it', async ({ page }) => {
  const copy = pt.Contact.form;
  await breakSendingWait(page);
  const chats = await watchChats(page.context());
  await gotoWithoutSplash(page, '/');
  const contact = page.locator('#contact');
  await contact.locator('form').scrollIntoViewIfNeeded();
  await contact.getByRole('textbox', { name: copy.name, exact: true }).fill('Ana Souza');
  await contact.getByRole('textbox', { name: copy.email, exact: true }).fill('ana@studio.com');
  await contact.getByRole('combobox', { name: copy.project, exact: true }).selectOption('seo-architecture');
  await contact.getByRole('combobox', { name: copy.budget, exact: true }).selectOption('10k-20k');
  await contact.getByRole('textbox', { name: copy.message, exact: true }).fill('Quero refazer o site da clínica até abril.');
  await expect(contact.getByRole('button', { name: copy.send })).toBeEnabled();

  await breakNow(page);
  await contact.getByRole('button', { name: copy.send }).click();

  await expect(contact.getByRole('alert')).toHaveText(copy.fallbackText);
  const draft = contact.getByRole('textbox', { name: copy.fallbackMessage });
  await expect(draft).toHaveValue(
    [
      '*Novo pedido de projeto*',
      '',
      '*Nome:* Ana Souza',
      '*E-mail:* ana@studio.com',
      '*Projeto:* Arquitetura de SEO e crescimento',
      '*Investimento:* R$50.000 – 100.000',
      '',
      '*Mensagem:*',
      'Quero refazer o site da clínica até abril.',
      '',
      '*Origem:* rafaelmoreira.com.br',
    ].join('\n'),
  );
  // The blank tab asked for within the tap does not stay behind.
  await expect.poll(() => chats.tabs.length).toBe(1);
  await expect.poll(() => chats.tabs[0].isClosed()).toBe(true);
  // The rest of the page goes on: the header and its links are there.
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('#services')).toBeAttached();

  await draft.press('Control+End');
  await draft.pressSequentially(' Pode ser por vídeo.');
  await contact.getByRole('link', { name: copy.fallbackSend }).click();
  const chat = await chats.chat(1);
  expect(`${chat.url.origin}${chat.url.pathname}`).toBe('https://wa.me/5511987654321');
  expect(chat.text).toBe(await draft.inputValue());
  expect(chat.text).toMatch(/abril\.\n\n\*Origem:\* rafaelmoreira\.com\.br Pode ser por vídeo\.$/);
  expect(chat.opener).toBe(false);
  expect(chat.referrer).toBe('');
});

test('the simulator failing leaves the partnership page, its header and its chat buttons working', async ({ page }) => {
  await breakChartScale(page);
  const chats = await watchChats(page.context());
  await gotoWithoutSplash(page, '/partnership');
  await interactive(page);
  const main = page.locator('main');
  await main.locator('#simulador').scrollIntoViewIfNeeded();

  await breakNow(page);
  await main.getByRole('spinbutton', { name: partnership.simulator.price }).fill('2000');

  await expect(main.getByRole('alert')).toHaveText(partnership.simulator.failed);
  await expect(main.getByRole('spinbutton', { name: partnership.simulator.price })).toHaveCount(0);
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  // One tap still opens one chat (with the plain message, should the dated one fail to build).
  await main.getByRole('link', { name: partnership.hero.cta }).click();
  const chat = await chats.chat(0);
  expect(chat.url.origin).toBe('https://wa.me');
  expect(chat.text).toMatch(/^\*Parceria para Agências\*/);
  expect(chat.opener).toBe(false);
});

import type { ContactValues } from '../lib/contact';
import pt from '../messages/pt.json';
import { expectOneCleanChat, fillContact, watchChats } from './chat';
import { owner } from './content';
import { expect, gotoWithoutSplash, holdScripts, test } from './fixtures';

// 22:30 on 14 March in Sao Paulo.
const PAUSED_AT = new Date('2025-03-15T01:30:00Z');
const TYPED = '  Tom & Jerry #1? 100% sure, 1+1=2\nAtenção: ação é construção 🚀\n<script>alert(1)</script><b>hi</b>  ';
const FILL: ContactValues = {
  name: ' Ana Souza ',
  email: 'ana@studio.com',
  project: 'seo-architecture',
  budget: '10k-20k',
  message: TYPED,
};
const MESSAGE = [
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
].join('\n');

test('typed before the scripts ran, sent after: one chat with exactly what was typed', async ({ page }) => {
  const chats = await watchChats(page.context());
  const scripts = await holdScripts(page);
  await page.clock.install({ time: new Date(PAUSED_AT.getTime() - 60_000) });
  await gotoWithoutSplash(page, '/', { waitUntil: 'domcontentloaded' });
  const send = page.locator('#contact').getByRole('button', { name: pt.Contact.form.send });
  // Until the form can send, its button says so rather than posting the bare HTML form.
  await expect(send).toBeDisabled();
  await fillContact(page, FILL);

  await scripts.release();
  await expect(send).toBeEnabled();
  await page.clock.pauseAt(PAUSED_AT);
  await send.click();
  await expect(page.locator('#contact').getByRole('alert')).toBeEmpty();
  await page.clock.runFor(1500);
  expect((await expectOneCleanChat(chats)).text).toBe(MESSAGE);
});

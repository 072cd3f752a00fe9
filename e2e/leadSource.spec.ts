import type { Page } from '@playwright/test';
import { buildContactMessage, type ContactValues, type MessageCopy } from '../lib/contact';
import pt from '../messages/pt.json';
import { expectOneCleanChat, fillContact, watchChats } from './chat';
import { owner } from './content';
import { expect, gotoWithoutSplash, holdScripts, test } from './fixtures';

// What brought the visitor (lib/leadSource.ts) reaches the owner as one line of the chat message.
const PAUSED_AT = new Date('2025-03-15T01:30:00Z');
const VALUES: ContactValues = {
  name: 'Ana Souza',
  email: 'ana@studio.com',
  project: 'seo-architecture',
  budget: '10k-20k',
  message: 'Oi!',
};
const CHAT: MessageCopy = { ...pt.Contact.chat, projects: pt.Contact.projects, budgets: pt.Contact.budgets };

/** The contact message the owner gets, exactly: the specified one, with the source line when `source` is given. */
function expectedMessage(source?: string): string {
  return buildContactMessage(
    VALUES,
    CHAT,
    PAUSED_AT,
    owner.url,
    source ? [{ kind: 'source', label: pt.Contact.source.label, text: source }] : [],
  );
}

/** Arrives at `path` as a visitor from outside does (with the page clock set), wa.me served locally. */
async function arrive(page: Page, path: string, options?: Parameters<Page['goto']>[1]) {
  const chats = await watchChats(page.context());
  await page.clock.install({ time: new Date(PAUSED_AT.getTime() - 60_000) });
  await gotoWithoutSplash(page, path, options);
  return chats;
}

/** Sends the filled form at PAUSED_AT; the chat opens after the 1.5 s wait. */
async function send(page: Page) {
  await page.clock.pauseAt(PAUSED_AT);
  await page.locator('#contact').getByRole('button', { name: pt.Contact.form.send }).click();
  await page.clock.runFor(1500);
}

test('arriving from a campaign while the scripts are held back, then sending as soon as the form can: the line is there, and a new tab starts clean', async ({
  page,
  context,
}) => {
  await test.step('the campaign is noted and leaves the address before any script arrives, and the chat carries it', async () => {
    const scripts = await holdScripts(page);
    const chats = await arrive(page, '/?utm_source=instagram&utm_medium=bio&utm_campaign=lancamento-2026', {
      waitUntil: 'domcontentloaded',
    });
    await expect(page).toHaveURL('/');
    const button = page.locator('#contact').getByRole('button', { name: pt.Contact.form.send });
    await expect(button).toBeDisabled();
    await fillContact(page, VALUES);
    await scripts.release();
    await expect(button).toBeEnabled();
    await send(page);
    expect((await expectOneCleanChat(chats)).text).toBe(expectedMessage('Instagram · bio · lancamento-2026 · entrou por /'));
  });

  await test.step('a tab the visitor opens next, typing the address, sends the specified message with no line', async () => {
    const tab = await context.newPage();
    const chats = await arrive(tab, '/');
    await fillContact(tab, VALUES);
    await send(tab);
    expect((await expectOneCleanChat(chats)).text).toBe(expectedMessage());
  });
});

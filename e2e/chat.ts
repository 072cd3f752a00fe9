import type { BrowserContext, Page } from '@playwright/test';
import type { ContactValues } from '../lib/contact';
import pt from '../messages/pt.json';
import { expect } from './fixtures';

const WA = /^https:\/\/wa\.me\//;

export type Chat = {
  tab: Page;
  url: URL;
  text: string;
  /** What the chat page can see of the page that opened it. */
  opener: boolean;
  referrer: string;
  refererHeader: string | undefined;
};

/**
 * Serves wa.me locally for every tab of the context (the fixture blocks other hosts) and records
 * the tabs the page opens, so a test sees the chat a visitor gets without reaching the network.
 */
export async function watchChats(context: BrowserContext) {
  const referers = new Map<string, string | undefined>();
  await context.route(WA, (route) => {
    referers.set(route.request().url(), route.request().headers().referer);
    return route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>WhatsApp</title><p>Chat</p></html>',
    });
  });
  const tabs: Page[] = [];
  context.on('page', (tab) => tabs.push(tab));

  return {
    tabs,
    /** Waits for the n-th tab (from 0) to reach the chat, and reports what it carries. */
    async chat(index = 0): Promise<Chat> {
      await expect.poll(() => tabs.length, { message: 'a chat tab opened' }).toBeGreaterThan(index);
      const tab = tabs[index];
      await tab.waitForURL(WA);
      const url = new URL(tab.url());
      const seen = await tab.evaluate(() => ({ opener: window.opener !== null, referrer: document.referrer }));
      return { tab, url, text: url.searchParams.get('text') ?? '', ...seen, refererHeader: referers.get(tab.url()) };
    },
  };
}

/** One chat, with what a visitor and the owner expect of it: no way back to the page, no referrer. */
export async function expectOneCleanChat(chats: Awaited<ReturnType<typeof watchChats>>): Promise<Chat> {
  const chat = await chats.chat(0);
  expect(chat.url.origin).toBe('https://wa.me');
  expect(chat.opener, 'the chat page has an opener').toBe(false);
  expect(chat.referrer, 'the chat page knows the referrer').toBe('');
  expect(chat.refererHeader, 'the chat request sent a Referer').toBeUndefined();
  expect(chats.tabs).toHaveLength(1);
  return chat;
}

/** Fills the Portuguese contact form as a visitor does, field by field, found by their labels. */
export async function fillContact(page: Page, values: ContactValues): Promise<void> {
  const { form } = pt.Contact;
  const contact = page.locator('#contact');
  await contact.getByRole('textbox', { name: form.name, exact: true }).fill(values.name);
  await contact.getByRole('textbox', { name: form.email, exact: true }).fill(values.email);
  await contact.getByRole('combobox', { name: form.project, exact: true }).selectOption(values.project);
  await contact.getByRole('combobox', { name: form.budget, exact: true }).selectOption(values.budget);
  await contact.getByRole('textbox', { name: form.message, exact: true }).fill(values.message);
}

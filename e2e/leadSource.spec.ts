import type { Page } from '@playwright/test';
import { buildContactMessage, type ContactValues, type MessageCopy } from '../lib/contact';
import { site } from '../lib/site';
import en from '../messages/en.json';
import partnership from '../messages/partnership.pt.json';
import pt from '../messages/pt.json';
import { expectOneCleanChat, watchChats } from './chat';
import { expect, gotoWithoutSplash, holdScripts, interactive, test } from './fixtures';

// What brought the visitor (lib/leadSource.ts) reaches the owner as one line of the chat message.
const PAUSED_AT = new Date('2025-03-15T01:30:00Z');
const VALUES: ContactValues = {
  name: 'Ana Souza',
  email: 'ana@studio.com',
  project: 'seo-architecture',
  budget: '10k-20k',
  message: 'Oi!',
};
const LANGUAGES = {
  pt: { copy: pt, chat: { ...pt.Contact.chat, projects: pt.Contact.projects, budgets: pt.Contact.budgets } as MessageCopy },
  en: { copy: en, chat: { ...en.Contact.chat, projects: en.Contact.projects, budgets: en.Contact.budgets } as MessageCopy },
};
type Lang = keyof typeof LANGUAGES;

/** The contact message the owner gets, exactly: the specified one, with the source line when `source` is given. */
function expectedMessage(lang: Lang, source?: string): string {
  const { copy, chat } = LANGUAGES[lang];
  return buildContactMessage(
    VALUES,
    chat,
    PAUSED_AT,
    site.url,
    source ? [{ kind: 'source', label: copy.Contact.source.label, text: source }] : [],
  );
}

/** Arrives at `path` as a visitor from outside does (with the page clock set), wa.me served locally. */
async function arrive(page: Page, path: string, options?: Parameters<Page['goto']>[1]) {
  const chats = await watchChats(page.context());
  await page.clock.install({ time: new Date(PAUSED_AT.getTime() - 60_000) });
  await gotoWithoutSplash(page, path, options);
  return chats;
}

async function fillContact(page: Page, lang: Lang) {
  const form = LANGUAGES[lang].copy.Contact.form;
  const contact = page.locator('#contact');
  await contact.getByRole('textbox', { name: form.name, exact: true }).fill(VALUES.name);
  await contact.getByRole('textbox', { name: form.email, exact: true }).fill(VALUES.email);
  await contact.getByRole('combobox', { name: form.project, exact: true }).selectOption(VALUES.project);
  await contact.getByRole('combobox', { name: form.budget, exact: true }).selectOption(VALUES.budget);
  await contact.getByRole('textbox', { name: form.message, exact: true }).fill(VALUES.message);
}

/** Sends the filled form at PAUSED_AT; the chat opens after the 1.5 s wait. */
async function send(page: Page, lang: Lang) {
  await page.clock.pauseAt(PAUSED_AT);
  await page.locator('#contact').getByRole('button', { name: LANGUAGES[lang].copy.Contact.form.send }).click();
  await page.clock.runFor(1500);
}

/** Fills the contact form of the page in `lang` and sends it. */
async function sendContact(page: Page, lang: Lang) {
  await fillContact(page, lang);
  await send(page, lang);
}

/** Moves to the home page's contact section through the header, as a visitor does. */
async function toContact(page: Page, lang: Lang) {
  const header = LANGUAGES[lang].copy.Header;
  await page.getByRole('navigation', { name: header.navLabel }).getByRole('link', { name: header.contact }).click();
  await expect(page).toHaveURL(lang === 'pt' ? /\/#contact$/ : /\/en#contact$/);
}

test('a visitor from an Instagram bio link to an article, then the home page: the chat says so, with the landing page', async ({
  page,
}) => {
  const chats = await arrive(page, '/post/web-2030-vision?utm_source=instagram&utm_medium=bio');
  // The campaign left the address bar: a link copied from it does not credit the campaign again.
  await expect(page).toHaveURL(/\/post\/web-2030-vision$/);
  const entries = await page.evaluate(() => history.length);
  await toContact(page, 'pt');
  await sendContact(page, 'pt');
  const chat = await expectOneCleanChat(chats);
  expect(chat.text).toBe(expectedMessage('pt', 'Instagram · bio · entrou por /post/web-2030-vision'));
  expect(chat.text).toContain('\n*Fonte:* Instagram · bio · entrou por /post/web-2030-vision\n*Enviado em:*');
  // Cleaning the address added no history entry: one back leads to the article.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
});

test('a visitor from a search engine: the chat names it', async ({ page }) => {
  const chats = await arrive(page, '/en', { referer: 'https://www.google.com.br/' });
  await sendContact(page, 'en');
  expect((await expectOneCleanChat(chats)).text).toBe(expectedMessage('en', 'Google · landed on /en'));
});

test('a direct visit sends the specified message unchanged', async ({ page }) => {
  const chats = await arrive(page, '/journal');
  await toContact(page, 'pt');
  await sendContact(page, 'pt');
  const chat = await expectOneCleanChat(chats);
  expect(chat.text).toBe(expectedMessage('pt'));
  expect(chat.text).not.toContain('Fonte');
});

test('a visitor who chose English, arriving from a campaign on a Portuguese address: the English page is the landing page', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  const chats = await arrive(page, '/post/timeless-brand-experiences?utm_source=instagram&utm_medium=bio');
  await expect(page).toHaveURL(/\/en\/post\/timeless-brand-experiences$/);
  await toContact(page, 'en');
  await sendContact(page, 'en');
  expect((await expectOneCleanChat(chats)).text).toBe(
    expectedMessage('en', 'Instagram · bio · landed on /en/post/timeless-brand-experiences'),
  );
});

test("a partnership chat after a campaign arrival carries the line, and the simulation's parameters stay", async ({ page }) => {
  const chats = await arrive(
    page,
    '/partnership?preco=997&utm_source=linkedin&projetos=5&utm_medium=post&manutencao=99&utm_campaign=agencias#simulador',
  );
  await expect(page).toHaveURL(/\/partnership\?preco=997&projetos=5&manutencao=99#simulador$/);
  await interactive(page);
  await page.getByRole('main').getByRole('link', { name: partnership.hero.cta }).click();
  await page.clock.runFor(800);
  const { text } = await expectOneCleanChat(chats);
  expect(text).toMatch(/\nSimulação: R\$\s997 por landing, /);
  expect(text).toMatch(
    /\n\nFonte: LinkedIn · post · agencias · entrou por \/partnership\nData: 14\/03\/2025,? 22:\d\d \(horário de Brasília\)\nVia: /,
  );
});

test('a new tab starts clean', async ({ page, context }) => {
  await gotoWithoutSplash(page, '/?utm_source=instagram&utm_medium=bio');
  await expect(page).toHaveURL(/\/$/);
  // This tab noted the campaign (what its own chat would carry)...
  expect(await page.evaluate(() => sessionStorage.getItem('lead-source'))).toContain('"name":"Instagram"');
  const tab = await context.newPage();
  // ...and a tab the visitor opens next, typing the address, starts with nothing noted.
  const chats = await arrive(tab, '/');
  await sendContact(tab, 'pt');
  expect((await expectOneCleanChat(chats)).text).toBe(expectedMessage('pt'));
});

test('arriving from a campaign while the scripts are held back, then sending as soon as the form can: the line is there', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  const chats = await arrive(page, '/?utm_source=instagram&utm_medium=bio&utm_campaign=lancamento-2026', { waitUntil: 'domcontentloaded' });
  // Noted and cleaned by the page's first bytes, before any of its scripts arrived.
  await expect(page).toHaveURL(/\/$/);
  const button = page.locator('#contact').getByRole('button', { name: pt.Contact.form.send });
  await expect(button).toBeDisabled();
  await fillContact(page, 'pt');
  await scripts.release();
  await expect(button).toBeEnabled();
  await send(page, 'pt');
  expect((await expectOneCleanChat(chats)).text).toBe(expectedMessage('pt', 'Instagram · bio · lancamento-2026 · entrou por /'));
});

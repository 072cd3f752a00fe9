import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PROJECT_TYPE_OF_SERVICE, getProjects } from '../lib/projects';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { expectOneCleanChat, watchChats } from './chat';
import { expect, gotoWithoutSplash, holdScripts, interactive, test } from './fixtures';

// The case studies as a visitor meets them: from a portfolio card to a case and back, its screens
// enlarged by mouse and keyboard, and "Quero um projeto assim" ending in one chat that names the case,
// with the page's scripts late and with none at all.

const LANGUAGES = [
  { lang: 'pt', copy: pt, home: '/', prefix: '/projetos' },
  { lang: 'en', copy: en, home: '/en', prefix: '/en/projects' },
] as const;
type Language = (typeof LANGUAGES)[number];

const project = (lang: Language['lang'], id: string) => getProjects({ locale: lang }).find((item) => item.id === id)!;
const referenceLine = ({ copy }: Language, title: string) =>
  `*${copy.Contact.chat.reference}:* ${copy.Contact.chat.referenceText.replace('{title}', title)}`;

/** The contact form of the case page, filled as a visitor does (the project type left as the page chose it). */
async function fillForm(page: Page, { copy }: Language) {
  const contact = page.locator('#contact');
  const form = copy.Contact.form;
  await contact.getByRole('textbox', { name: form.name, exact: true }).fill('Ana Souza');
  await contact.getByRole('textbox', { name: form.email, exact: true }).fill('ana@studio.com');
  await contact.getByRole('combobox', { name: form.budget, exact: true }).selectOption('5k-10k');
  await contact.getByRole('textbox', { name: form.message, exact: true }).fill('Quero algo assim para a minha empresa.');
}

for (const language of LANGUAGES) {
  const { lang, copy, home, prefix } = language;

  test.describe(`case studies (${lang})`, () => {
    test('from a portfolio card to its case and back', async ({ page }) => {
      const protecta = project(lang, 'protecta');
      await gotoWithoutSplash(page, home);
      const card = page.locator('#sites article').filter({ has: page.getByRole('heading', { name: protecta.title, exact: true }) });
      await card.scrollIntoViewIfNeeded();
      // Two links, two names: the case, and the live site in a new tab.
      await expect(card.getByRole('link', { name: new RegExp(`^${copy.Portfolio.viewProject}: `) })).toHaveAttribute('target', '_blank');
      await card.getByRole('link', { name: protecta.title, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/protecta`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(protecta.title);
      await expect(page.getByText(protecta.results[0].label, { exact: true })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(home);
      await expect(card).toBeInViewport();
    });

    test('from the index to a case, and back by the page’s own link', async ({ page }) => {
      const hotel = project(lang, 'luxury-hotel');
      await page.goto(prefix);
      await expect(page.locator('main article')).toHaveCount(6);
      await page.getByRole('link', { name: hotel.title, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/luxury-hotel`);
      const live = page.getByRole('link', { name: new RegExp(copy.Cases.visit) });
      await expect(live).toHaveAttribute('href', hotel.url!);
      await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(live).toHaveAttribute('target', '_blank');
      // The next case after the last wraps round to the first.
      await page.goto(`${prefix}/agencia-flow`);
      await expect(page.getByText(copy.Cases.soon, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(`^${copy.Cases.next}`) })).toHaveAttribute('href', `${prefix}/buddychat`);
      await page.getByRole('link', { name: copy.Cases.back }).click();
      await expect(page).toHaveURL(prefix);
    });

    test('the gallery viewer opens by click and by keyboard, closes by button, Escape and backdrop, and gives focus back', async ({
      page,
    }) => {
      const hotel = project(lang, 'luxury-hotel');
      await page.goto(`${prefix}/luxury-hotel`);
      await interactive(page);
      const shots = page.getByRole('link', { name: new RegExp(`^${copy.Cases.open.replace('{alt}', '')}`) });
      await expect(shots).toHaveCount(hotel.gallery.length);
      const dialog = page.getByRole('dialog', { name: copy.Cases.dialog });
      const close = dialog.getByRole('button', { name: copy.Cases.close });

      await shots.nth(0).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: hotel.gallery[0].alt })).toHaveAttribute('src', /-1200\.webp$/);
      await expect(close).toBeFocused();
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(shots.nth(0)).toBeFocused();

      await shots.nth(1).focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('img', { name: hotel.gallery[1].alt })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(shots.nth(1)).toBeFocused();

      await shots.nth(1).click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 400);
      await expect(dialog).toBeHidden();
      await expect(shots.nth(1)).toBeFocused();
    });

    test('"Quero um projeto assim" leads to the form with the case project type; one chat names the case', async ({ page }) => {
      const protecta = project(lang, 'protecta');
      const chats = await watchChats(page.context());
      await page.goto(`${prefix}/protecta`);
      await page.getByRole('link', { name: copy.Cases.cta }).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/protecta#contact$`));
      const contact = page.locator('#contact');
      await expect(contact).toBeInViewport();
      await expect(contact.getByRole('combobox', { name: copy.Contact.form.project, exact: true })).toHaveValue(
        PROJECT_TYPE_OF_SERVICE[protecta.services[0]],
      );
      await fillForm(page, language);
      await contact.getByRole('button', { name: copy.Contact.form.send }).click();
      const chat = await expectOneCleanChat(chats);
      const lines = chat.text.split('\n');
      expect(lines).toContain(`*${copy.Contact.chat.project}:* ${copy.Contact.projects['seo-architecture']}`);
      expect(lines.filter((line) => line === referenceLine(language, protecta.title))).toHaveLength(1);
      expect(lines[lines.indexOf(referenceLine(language, protecta.title)) + 1]).toMatch(new RegExp(`^\\*${copy.Contact.chat.sentAt}:\\*`));
    });

    test('with the page’s scripts held back, what the visitor chose before they ran is sent, with the case named', async ({ page }) => {
      const studio = project(lang, 'studio-nuvem');
      const chats = await watchChats(page.context());
      const scripts = await holdScripts(page);
      await page.goto(`${prefix}/studio-nuvem`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('link', { name: copy.Cases.cta }).first().click();
      const contact = page.locator('#contact');
      const type = contact.getByRole('combobox', { name: copy.Contact.form.project, exact: true });
      // The case's type is in the HTML before any script; the visitor changes it, and that wins.
      await expect(type).toHaveValue('interactive-portfolio');
      await fillForm(page, language);
      await type.selectOption('brand-identity');
      const send = contact.getByRole('button', { name: copy.Contact.form.send });
      await expect(send).toBeDisabled();

      await scripts.release();
      await expect(send).toBeEnabled();
      await expect(type).toHaveValue('brand-identity');
      await send.click();
      const chat = await expectOneCleanChat(chats);
      expect(chat.text).toContain(`*${copy.Contact.chat.project}:* ${copy.Contact.projects['brand-identity']}`);
      expect(chat.text.split('\n')).toContain(referenceLine(language, studio.title));
    });

    test('axe finds nothing with the viewer open, at 390 and 1440 px', async ({ page }) => {
      // Reduced motion, as e2e/quality.spec.ts: axe judges the settled page, not a card halfway through its reveal.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const { width, height } of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize({ width, height });
        await page.goto(`${prefix}/jiu-jitsu`);
        await interactive(page);
        await page
          .getByRole('link', { name: new RegExp(`^${copy.Cases.open.replace('{alt}', '')}`) })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(
          results.violations.map((violation) => `${width}: ${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`),
        ).toEqual([]);
      }
    });
  });

  test.describe(`a case with JavaScript off (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test('a screen tapped opens its enlarged picture all the same: the 1200 px file itself', async ({ page }) => {
      const hotel = project(lang, 'luxury-hotel');
      await page.goto(`${prefix}/luxury-hotel`);
      const shot = page.getByRole('link', { name: copy.Cases.open.replace('{alt}', hotel.gallery[0].alt) });
      await shot.click();
      await expect(page).toHaveURL(new RegExp(`${hotel.gallery[0].src.replace('-800.webp', '-1200\\.webp')}$`));
    });

    test('reads in full, and its direct chat link carries the reference', async ({ page }) => {
      const hotel = project(lang, 'luxury-hotel');
      await page.goto(`${prefix}/luxury-hotel`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.title);
      for (const result of hotel.results) await expect(page.getByText(result.label, { exact: true })).toBeVisible();
      const story = page.locator('main article h2');
      await expect(story).toHaveCount(7);
      for (const heading of await story.all()) await expect(heading).toBeVisible();
      for (const image of hotel.gallery) {
        const shot = page.getByRole('img', { name: image.alt });
        await shot.scrollIntoViewIfNeeded();
        await expect.poll(() => shot.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
      await expect(page.getByText(copy.Testimonials.items.camila.text)).toBeVisible();

      const link = page.locator('#contact').getByRole('link', { name: new RegExp(copy.Contact.noScriptLink) });
      await expect(link).toBeVisible();
      const text = new URL((await link.getAttribute('href'))!).searchParams.get('text');
      expect(text).toBe(`${copy.Contact.directGreeting}\n\n${referenceLine(language, hotel.title)}`);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });
}

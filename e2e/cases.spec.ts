import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { getTestimonials } from '../lib/owner';
import { getProjects } from '../lib/projects';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { expectOneCleanChat, watchChats } from './chat';
import { expect, gotoWithoutSplash, holdScripts, interactive, test } from './fixtures';

// The case studies as a visitor meets them: from a portfolio card to a case and back, its screens
// enlarged by mouse and keyboard, and "Quero um projeto assim" ending in one chat that names the case,
// with the page's scripts late and with none at all. What every case page holds in both languages (its
// facts, its story, its links and the chats' reference line) is read from the export by
// __tests__/content/cases.test.ts; here the Portuguese pages stand for both, and the engines suite
// follows the English ones.

const LANGUAGES = [
  { lang: 'pt', copy: pt, home: '/', prefix: '/projetos' },
  { lang: 'en', copy: en, home: '/en', prefix: '/en/projects' },
] as const;
type Language = (typeof LANGUAGES)[number];

const project = async (lang: Language['lang'], id: string) => (await getProjects({ locale: lang })).find((item) => item.id === id)!;
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

const PORTUGUESE = LANGUAGES[0];
const { copy, home, prefix } = PORTUGUESE;
const shots = (page: Page, { copy: words }: Language) =>
  page.getByRole('link', { name: new RegExp(`^${words.Cases.open.replace('{alt}', '')}`) });

test('from a portfolio card to its case and back, and from the case index to a case and back by the page’s own link', async ({ page }) => {
  await test.step('a portfolio card leads to its case, and back lands on the card', async () => {
    const protecta = await project('pt', 'protecta');
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

  await test.step('the index leads to a case with its live site in a new tab; the last case wraps round to the first; back to the index', async () => {
    const hotel = await project('pt', 'luxury-hotel');
    await page.goto(prefix);
    await expect(page.locator('main article')).toHaveCount(6);
    await page.getByRole('link', { name: hotel.title, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/luxury-hotel`);
    const live = page.getByRole('link', { name: new RegExp(copy.Cases.visit) });
    await expect(live).toHaveAttribute('href', hotel.url!);
    await expect(live).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(live).toHaveAttribute('target', '_blank');
    await page.goto(`${prefix}/agencia-flow`);
    await expect(page.getByText(copy.Cases.soon, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${copy.Cases.next}`) })).toHaveAttribute('href', `${prefix}/buddychat`);
    await page.getByRole('link', { name: copy.Cases.back }).click();
    await expect(page).toHaveURL(prefix);
  });
});

test.describe('the gallery viewer', () => {
  // Reduced motion, as e2e/quality.spec.ts: axe judges the settled page, not a card halfway through its reveal.
  test.use({ reducedMotion: 'reduce' });

  test('opens by click and by keyboard, closes by button, Escape and backdrop, gives focus back, and axe finds nothing with it open at 390 and 1440 px', async ({
    page,
  }) => {
    const hotel = await project('pt', 'luxury-hotel');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${prefix}/luxury-hotel`);
    await interactive(page);
    const shot = shots(page, PORTUGUESE);
    await expect(shot).toHaveCount(hotel.gallery.length);
    const dialog = page.getByRole('dialog', { name: copy.Cases.dialog });
    const close = dialog.getByRole('button', { name: copy.Cases.close });

    await test.step('a click opens the 1200 px picture; its close button closes it and gives focus back', async () => {
      await shot.nth(0).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: hotel.gallery[0].alt })).toHaveAttribute('src', /-1200\.webp$/);
      await expect(close).toBeFocused();
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(shot.nth(0)).toBeFocused();
    });

    await test.step('Enter opens it, Tab stays on its close button, Escape closes it and gives focus back', async () => {
      await shot.nth(1).focus();
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('img', { name: hotel.gallery[1].alt })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(shot.nth(1)).toBeFocused();
    });

    await test.step('a tap on the backdrop closes it and gives focus back', async () => {
      await shot.nth(1).click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 400);
      await expect(dialog).toBeHidden();
      await expect(shot.nth(1)).toBeFocused();
    });

    for (const language of LANGUAGES) {
      await test.step(`axe finds nothing with the viewer open, at 1440 and 390 px (${language.lang})`, async () => {
        if (language !== PORTUGUESE) {
          await page.setViewportSize({ width: 1440, height: 900 });
          await page.goto(`${language.prefix}/luxury-hotel`);
          await interactive(page);
        }
        await shots(page, language).first().click();
        const open = page.getByRole('dialog', { name: language.copy.Cases.dialog });
        await expect(open).toBeVisible();
        for (const width of [1440, 390]) {
          await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
          expect(
            results.violations.map((violation) => `${width}: ${violation.id} ${violation.nodes.map((node) => node.target).join(' ')}`),
          ).toEqual([]);
        }
        await page.keyboard.press('Escape');
        await expect(open).toBeHidden();
      });
    }
  });
});

test('with the page’s scripts held back, "Quero um projeto assim" leads to the form, and what the visitor chose before they ran is sent, with the case named', async ({
  page,
}) => {
  const studio = await project('pt', 'studio-nuvem');
  const chats = await watchChats(page.context());
  const scripts = await holdScripts(page);
  await page.goto(`${prefix}/studio-nuvem`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: copy.Cases.cta }).first().click();
  await expect(page).toHaveURL(`${prefix}/studio-nuvem#contact`);
  const contact = page.locator('#contact');
  await expect(contact).toBeInViewport();
  const type = contact.getByRole('combobox', { name: copy.Contact.form.project, exact: true });
  // The case's type is in the HTML before any script; the visitor changes it, and that wins.
  await expect(type).toHaveValue('interactive-portfolio');
  await fillForm(page, PORTUGUESE);
  await type.selectOption('brand-identity');
  const send = contact.getByRole('button', { name: copy.Contact.form.send });
  await expect(send).toBeDisabled();

  await scripts.release();
  await expect(send).toBeEnabled();
  await expect(type).toHaveValue('brand-identity');
  await send.click();
  const chat = await expectOneCleanChat(chats);
  const lines = chat.text.split('\n');
  expect(lines).toContain(`*${copy.Contact.chat.project}:* ${copy.Contact.projects['brand-identity']}`);
  // Once, right before the send time.
  expect(lines.filter((line) => line === referenceLine(PORTUGUESE, studio.title))).toHaveLength(1);
  expect(lines[lines.indexOf(referenceLine(PORTUGUESE, studio.title)) + 1]).toMatch(new RegExp(`^\\*${copy.Contact.chat.sentAt}:\\*`));
});

test.describe('a case with JavaScript off', () => {
  // The page opts into view transitions and the picture's file cannot: Chromium aborts the transition and, with
  // no script on the page to catch it (the head script does, with scripts on), reports the rejection as uncaught.
  test.use({
    javaScriptEnabled: false,
    allowedProblems: [/^uncaught exception: Transition was aborted because of invalid state\. ViewTransition opt-in disabled$/],
  });

  test('reads in full, and a screen tapped opens its enlarged picture all the same: the 1200 px file itself', async ({ page }) => {
    const hotel = await project('pt', 'luxury-hotel');
    await page.goto(`${prefix}/luxury-hotel`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.title);
    for (const result of hotel.results) await expect(page.getByText(result.label, { exact: true })).toBeVisible();
    const story = page.locator('main article h2');
    await expect(story).toHaveCount(7);
    for (const heading of await story.all()) await expect(heading).toBeVisible();
    for (const image of hotel.gallery) {
      const picture = page.getByRole('img', { name: image.alt });
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }
    const voice = (await getTestimonials('pt')).find((item) => item.id === hotel.testimonial)!;
    await expect(page.getByText(voice.text)).toBeVisible();
    await expect(page.locator('#contact').getByRole('link', { name: new RegExp(copy.Contact.noScriptLink) })).toBeVisible();

    await page.getByRole('link', { name: copy.Cases.open.replace('{alt}', hotel.gallery[0].alt) }).click();
    await expect(page).toHaveURL(new RegExp(`${hotel.gallery[0].src.replace('-800.webp', '-1200\\.webp')}$`));
  });
});

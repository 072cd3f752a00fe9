import type { Page } from '@playwright/test';
import { href } from '../lib/i18n/locales';
import { isLive } from '../lib/portfolio';
import { caseInquiry } from '../lib/projects';
import pt from '../messages/pt.json';
import { expectOneCleanChat, fillContact, watchChats } from './chat';
import { casesIn } from './content';
import { axeViolations, expect, holdScripts, interactive, test } from './fixtures';

// The case studies where only a browser tells: the live site's link and the way on from a case page, its
// screens enlarged by mouse (axe with the viewer open), what the visitor chose before the page's scripts ran,
// and a screen tapped with none at all. Each case page's words, links and chats are read from the export by
// __tests__/content/cases.test.ts; the engines suite opens the viewer by keyboard (Enter, Escape, focus back) and
// sends each language's chat; Tab kept inside it is __tests__/components/GalleryGrid.test.tsx.
// The Portuguese pages stand for both; the cases are read from the content (e2e/content.ts).
const copy = pt;
const withGallery = async () => (await casesIn('pt')).find((project) => project.gallery.length >= 2)!;
const shots = (page: Page) => page.getByRole('link', { name: new RegExp(`^${copy.Cases.open.replace('{alt}', '')}`) });

test('the case index leads to a case with its live site in a new tab, a case not live says it is coming, and each leads on to the next', async ({
  page,
}) => {
  const cases = await casesIn('pt');
  const live = cases.find((project) => isLive(project.url))!;
  await page.goto(href('pt', 'cases'));
  await page.getByRole('link', { name: live.title, exact: true }).click();
  await expect(page).toHaveURL(href('pt', 'case', live.id));
  const visit = page.getByRole('link', { name: new RegExp(copy.Cases.visit) });
  await expect(visit).toHaveAttribute('href', live.url!);
  await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(visit).toHaveAttribute('target', '_blank');

  const last = cases.at(-1)!;
  await page.goto(href('pt', 'case', last.id));
  if (!isLive(last.url)) await expect(page.getByText(copy.Cases.soon, { exact: true })).toBeVisible();
  // The last case wraps round to the first.
  await expect(page.getByRole('link', { name: new RegExp(`^${copy.Cases.next}`) })).toHaveAttribute(
    'href',
    href('pt', 'case', cases[0].id),
  );
  await expect(page.getByRole('link', { name: copy.Cases.back })).toHaveAttribute('href', href('pt', 'cases'));
});

test.describe('the gallery viewer', () => {
  // Reduced motion, as e2e/quality.spec.ts: axe judges the settled page, not a card halfway through its reveal.
  test.use({ reducedMotion: 'reduce' });

  test('opens by click, closes by its button and the backdrop, gives focus back, and axe finds nothing with it open at 390 and 1440 px', async ({
    page,
  }) => {
    const project = await withGallery();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(href('pt', 'case', project.id));
    await interactive(page);
    const shot = shots(page);
    await expect(shot).toHaveCount(project.gallery.length);
    const dialog = page.getByRole('dialog', { name: copy.Cases.dialog });
    const close = dialog.getByRole('button', { name: copy.Cases.close });

    await test.step('a click opens the 1200 px picture; its close button closes it and gives focus back', async () => {
      await shot.nth(0).click();
      await expect(dialog.getByRole('img', { name: project.gallery[0].alt })).toHaveAttribute('src', /-1200\.webp$/);
      await expect(close).toBeFocused();
      await close.click();
      await expect(dialog).toBeHidden();
      await expect(shot.nth(0)).toBeFocused();
    });

    await test.step('a tap on the backdrop closes it and gives focus back', async () => {
      await shot.nth(1).click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 400);
      await expect(dialog).toBeHidden();
      await expect(shot.nth(1)).toBeFocused();
    });

    await test.step('axe finds nothing with the viewer open, at 1440 and 390 px', async () => {
      await shot.first().click();
      await expect(dialog).toBeVisible();
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        expect(await axeViolations(page), `${width} px`).toEqual([]);
      }
    });
  });
});

test('with the page’s scripts held back, "Quero um projeto assim" leads to the form, and what the visitor chose before they ran is sent, with the case named', async ({
  page,
}) => {
  const [project] = await casesIn('pt');
  const chat = copy.Contact.chat;
  const { project: type } = caseInquiry(project, { label: chat.reference, text: '' });
  const other = Object.keys(copy.Contact.projects).find((key) => key !== type) as keyof typeof copy.Contact.projects;
  const chats = await watchChats(page.context());
  const scripts = await holdScripts(page);
  await page.goto(href('pt', 'case', project.id), { waitUntil: 'domcontentloaded' });
  await page.getByRole('link', { name: copy.Cases.cta }).first().click();
  await expect(page).toHaveURL(`${href('pt', 'case', project.id)}#contact`);
  const contact = page.locator('#contact');
  await expect(contact).toBeInViewport();
  const choice = contact.getByRole('combobox', { name: copy.Contact.form.project, exact: true });
  // The case's type is in the HTML before any script; the visitor changes it, and that wins.
  await expect(choice).toHaveValue(type);
  await fillContact(page, { name: 'Ana Souza', email: 'ana@studio.com', project: other, budget: '1k-5k', message: 'Quero algo assim.' });
  const send = contact.getByRole('button', { name: copy.Contact.form.send });
  await expect(send).toBeDisabled();

  await scripts.release();
  // The form's island hydrates once the released chunks are parsed: a matter of the machine's speed, not of the page.
  await expect(send).toBeEnabled({ timeout: 15_000 });
  await expect(choice).toHaveValue(other);
  await send.click();
  const lines = (await expectOneCleanChat(chats)).text.split('\n');
  expect(lines).toContain(`*${chat.project}:* ${copy.Contact.projects[other]}`);
  expect(lines).toContain(`*${chat.reference}:* ${chat.referenceText.replace('{title}', project.title)}`);
});

test.describe('a case with JavaScript off', () => {
  // The page opts into view transitions and the picture's file cannot: Chromium aborts the transition and, with
  // no script on the page to catch it (the head script does, with scripts on), reports the rejection as uncaught.
  test.use({
    javaScriptEnabled: false,
    allowedProblems: [/^uncaught exception: Transition was aborted because of invalid state\. ViewTransition opt-in disabled$/],
  });

  test('a screen tapped opens its enlarged picture all the same: the 1200 px file itself', async ({ page }) => {
    const project = await withGallery();
    await page.goto(href('pt', 'case', project.id));
    await page.getByRole('link', { name: copy.Cases.open.replace('{alt}', project.gallery[0].alt) }).click();
    await expect(page).toHaveURL(new RegExp(`${project.gallery[0].src.replace('-800.webp', '-1200\\.webp')}$`));
  });
});

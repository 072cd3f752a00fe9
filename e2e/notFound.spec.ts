import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { expect, test } from './fixtures';

/** A lost visitor keeps the site's header and footer, in the language of the path. */
test.use({ allowedProblems: [/404/], viewport: { width: 1280, height: 800 } });

/** Opens `path`, a page that does not exist, and checks it says so in the language of its path. */
async function lost(page: Page, path: string, { lang, title }: { lang: string; title: string }) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test('a lost visitor keeps the header and footer in the language of the path, with ways home, and an unknown article says so', async ({
  page,
}) => {
  await test.step('in Portuguese: the footer, the ways home, and a header section link to the home section', async () => {
    await lost(page, '/pagina-que-nao-existe', { lang: 'pt-BR', title: pt.NotFound.title });
    await expect(page.getByRole('contentinfo').getByRole('link', { name: pt.Privacy.link })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: pt.NotFound.back })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: new RegExp(pt.Header.switchTo) })).toHaveAttribute('href', '/en');
    await page.getByRole('navigation', { name: pt.Header.navLabel }).getByRole('link', { name: pt.Header.services, exact: true }).click();
    await expect(page).toHaveURL('/#services');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('#services')).toBeInViewport();
  });

  await test.step('in English: the footer, the ways home, and the language toggle to the Portuguese home', async () => {
    await lost(page, '/en/no-such-page', { lang: 'en', title: en.NotFound.title });
    await expect(page.getByRole('contentinfo').getByRole('link', { name: en.Privacy.link })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: en.NotFound.back })).toHaveAttribute('href', '/en');
    await expect(
      page.getByRole('navigation', { name: en.Header.navLabel }).getByRole('link', { name: en.Header.services, exact: true }),
    ).toHaveAttribute('href', '/en#services');
    await page.getByRole('link', { name: new RegExp(en.Header.switchTo) }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  await test.step('at 390 px, deeper down, the menu opens and its links lead home', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await lost(page, '/en/no-such-page/deeper', { lang: 'en', title: en.NotFound.title });
    await page.getByRole('button', { name: en.Header.openMenu }).click();
    const dialog = page.getByRole('dialog', { name: en.Header.menuTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: en.Header.contact, exact: true }).click();
    await expect(page).toHaveURL('/en#contact');
    await expect(page.locator('#contact')).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  for (const { path, lang, words, home } of [
    { path: '/post/no-such-article', lang: 'pt-BR', words: pt, home: '/' },
    { path: '/en/post/no-such-article', lang: 'en', words: en, home: '/en' },
  ]) {
    await test.step(`under ${path.replace('no-such-article', '')} it says the post was not found, with the header and a way home`, async () => {
      await lost(page, path, { lang, title: words.NotFound.postTitle });
      await expect(page.getByRole('navigation', { name: words.Header.navLabel })).toBeVisible();
      await expect(page.getByRole('link', { name: words.NotFound.back })).toHaveAttribute('href', home);
    });
  }
});

import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { expect, test } from './fixtures';

/** A lost visitor keeps the site's header and footer, in the language of the path. */
const CASES = [
  {
    locale: 'pt',
    path: '/pagina-que-nao-existe',
    lang: 'pt-BR',
    home: '/',
    messages: pt,
    other: { home: '/en', lang: 'en', name: pt.Header.switchTo },
  },
  {
    locale: 'en',
    path: '/en/no-such-page',
    lang: 'en',
    home: '/en',
    messages: en,
    other: { home: '/', lang: 'pt-BR', name: en.Header.switchTo },
  },
] as const;

test.describe('the 404 page', () => {
  test.use({ allowedProblems: [/404/], viewport: { width: 1280, height: 800 } });

  for (const c of CASES) {
    const { Header, NotFound, Privacy } = c.messages;

    test(`${c.locale}: it keeps the header and footer, and a header section link leads to the home section`, async ({ page }) => {
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NotFound.title);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: Privacy.link })).toBeVisible();
      await page.getByRole('navigation', { name: Header.navLabel }).getByRole('link', { name: Header.services, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${c.home}#services$`));
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page.locator('#services')).toBeInViewport();
    });

    test(`${c.locale}: the language toggle leads to the other language's home`, async ({ page }) => {
      await page.goto(c.path);
      await page.getByRole('link', { name: new RegExp(c.other.name) }).click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${c.other.home}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', c.other.lang);
    });

    test(`${c.locale}: the way home leads home`, async ({ page }) => {
      await page.goto(c.path);
      await page.getByRole('main').getByRole('link', { name: NotFound.back }).click();
      await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${c.home}$`));
    });

    test(`${c.locale} at 390 px: the menu opens and its links lead home`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${c.path}/deeper`);
      await page.getByRole('button', { name: Header.openMenu }).click();
      const dialog = page.getByRole('dialog', { name: Header.menuTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('link', { name: Header.contact, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${c.home}#contact$`));
      await expect(page.locator('#contact')).toBeInViewport();
    });
  }

  test('under /post/ and /en/post/ it says the post was not found, in the language of the path', async ({ page }) => {
    await page.goto('/post/no-such-article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.NotFound.postTitle);
    await expect(page.getByRole('navigation', { name: pt.Header.navLabel })).toBeVisible();
    await page.goto('/en/post/no-such-article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.NotFound.postTitle);
    await expect(page.getByRole('navigation', { name: en.Header.navLabel })).toBeVisible();
  });
});

test.describe('the 404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, allowedProblems: [/404/] });

  test('shows the Portuguese header and footer and the message in both languages, each with its way home', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('navigation', { name: pt.Header.navLabel })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([pt.NotFound.title, en.NotFound.title]);
    await page.getByRole('link', { name: en.NotFound.back }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

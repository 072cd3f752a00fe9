import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { expect, gotoWithoutSplash, test } from './fixtures';

/** The articles, newest first, as a visitor reads them: the before-and-after case and the four of the specification. */
const articles = [
  { id: 'landing-page-before-and-after', minutes: 5, pt: '18 de novembro de 2026', en: 'November 18, 2026' },
  { id: 'designing-digital-authority', minutes: 5, pt: '10 de dezembro de 2024', en: 'December 10, 2024' },
  { id: 'web-2030-vision', minutes: 8, pt: '12 de novembro de 2024', en: 'November 12, 2024' },
  { id: 'minimal-complexity', minutes: 6, pt: '8 de outubro de 2024', en: 'October 8, 2024', founders: true },
  { id: 'timeless-brand-experiences', minutes: 4, pt: '17 de setembro de 2024', en: 'September 17, 2024' },
].map((article) => {
  const dir = join(__dirname, '..', 'content', 'posts');
  const { data } = matter(readFileSync(join(dir, `${article.id}.pt.md`), 'utf8'));
  // Articles with an English text (<id>.en.md) show it on English pages.
  const english = existsSync(join(dir, `${article.id}.en.md`)) ? matter(readFileSync(join(dir, `${article.id}.en.md`), 'utf8')).data : null;
  return {
    ...article,
    title: data.title as string,
    enTitle: (english?.title ?? data.title) as string,
    inEnglish: Boolean(english),
    tags: data.tags as string[],
  };
});
const titleIn = (article: (typeof articles)[number], locale: 'pt' | 'en') => (locale === 'en' ? article.enTitle : article.title);

const copy = {
  pt: {
    prefix: '',
    lang: 'pt-BR',
    home: '/',
    readTime: 'min de leitura',
    by: 'Por Rafael Moreira',
    back: 'Voltar ao início',
    touch: 'Entrar em contato',
    founders: 'Para fundadores',
    viewAll: 'Ver todos os artigos',
    notFound: 'Post não encontrado',
    backHome: 'Voltar para o início',
    email: 'Seu melhor e-mail',
    subscribe: 'Inscrever-se',
    notOpen: /nada foi enviado/,
  },
  en: {
    prefix: '/en',
    lang: 'en',
    home: '/en',
    readTime: 'min read',
    by: 'By Rafael Moreira',
    back: 'Back to home',
    touch: 'Get in touch',
    founders: 'For Founders',
    viewAll: 'View all articles',
    notFound: 'Post not found',
    backHome: 'Back to home',
    email: 'Your best email',
    subscribe: 'Subscribe',
    notOpen: /nothing was sent/,
  },
} as const;

for (const locale of ['pt', 'en'] as const) {
  const c = copy[locale];

  test.describe(`journal (${locale})`, () => {
    for (const article of articles) {
      test(`article ${article.id} shows everything a reader expects`, async ({ page }) => {
        const response = await page.goto(`${c.prefix}/post/${article.id}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleIn(article, locale));
        await expect(page.locator('h1')).toHaveCount(1);
        // The article itself; cards of other articles follow it in main.
        const main = page.getByRole('article', { name: titleIn(article, locale) });
        await expect(main.getByText(`${article.minutes} ${c.readTime}`)).toBeVisible();
        await expect(main.getByText(c.by)).toBeVisible();
        await expect(main.locator('time')).toHaveText(article[locale]);
        await expect(main.getByRole('list', { name: locale === 'pt' ? 'Temas' : 'Topics' }).getByRole('listitem')).toHaveText(article.tags);
        await expect(main.getByRole('link', { name: c.back })).toHaveAttribute('href', c.home);
        await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(main.getByText(c.founders, { exact: true })).toHaveCount(article.founders ? 1 : 0);
        const note = main.getByText('This article is written in Brazilian Portuguese.', { exact: false });
        if (locale === 'en' && !article.inEnglish) {
          await expect(note).toBeVisible();
          await expect(page.locator('[lang="pt-BR"] h2').first()).toBeVisible();
        } else {
          // The text is in the page's language: no note, and no part of it marked as another language.
          await expect(note).toHaveCount(0);
          await expect(main.locator(':scope [lang] h2')).toHaveCount(0);
        }
      });
    }

    test('an article opens at its top, even on reload after scrolling', async ({ page }) => {
      await page.goto(`${c.prefix}/post/web-2030-vision`);
      await page.getByRole('link', { name: c.touch }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('get in touch lands on the contact section of the home page', async ({ page }) => {
      await page.goto(`${c.prefix}/post/minimal-complexity`);
      await page.getByRole('link', { name: c.touch }).click();
      await expect(page).toHaveURL(`${c.home}#contact`);
      await expect(page.locator('#contact')).toBeInViewport();
    });

    test('home journal cards open their article, and view all reaches the index', async ({ page }) => {
      await gotoWithoutSplash(page, c.home);
      const journal = page.locator('#journal');
      const cards = journal.getByRole('article');
      await expect(cards).toHaveCount(4);
      await expect(cards.getByRole('heading')).toHaveText(articles.slice(0, 4).map((article) => titleIn(article, locale)));
      await expect(journal.locator('[data-reveal]')).toHaveCount(4);
      const delays = await journal
        .locator('[data-reveal]')
        .evaluateAll((items) => items.map((item) => getComputedStyle(item).transitionDelay.split(',')[0]));
      expect(delays).toEqual(['0s', '0.2s', '0.4s', '0.6s']);

      await journal.getByRole('link', { name: titleIn(articles[2], locale) }).click();
      await expect(page).toHaveURL(`${c.prefix}/post/${articles[2].id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleIn(articles[2], locale));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.locator('#journal').getByRole('link', { name: c.viewAll }).click();
      await expect(page).toHaveURL(`${c.prefix}/journal`);
      await expect(page.locator('h1')).toHaveCount(1);
      const listed = page.getByRole('main').getByRole('article');
      await expect(listed.getByRole('heading')).toHaveText(articles.map((article) => titleIn(article, locale)));
      await expect(listed.first().getByRole('listitem')).toHaveText(articles[0].tags);
      await expect(listed.first().getByText(`${articles[0].minutes} ${c.readTime}`)).toBeVisible();
    });

    test('the newsletter box keeps the browser check and says honestly that nothing was sent', async ({ page }) => {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
      await gotoWithoutSplash(page, c.home);
      const box = page.locator('#journal');
      const email = box.getByRole('textbox', { name: c.email });
      const status = box.getByRole('status');

      await email.fill('not-an-email');
      await box.getByRole('button', { name: c.subscribe }).click();
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
      await expect(status).toBeEmpty();

      await email.fill('ana@empresa.com.br');
      await box.getByRole('button', { name: c.subscribe }).click();
      await expect(status).toHaveText(c.notOpen);
      await expect(page).toHaveURL(c.home);
      expect(logs.filter((line) => line.startsWith('info:') && line.includes('newsletter'))).toHaveLength(1);
    });

    test.describe('unknown article', () => {
      test.use({ allowedProblems: [/404/] });

      test('shows the post-not-found page with a way home', async ({ page }) => {
        const response = await page.goto(`${c.prefix}/post/does-not-exist`);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
        await expect(page.getByRole('heading', { level: 1, name: c.notFound })).toBeVisible();
        await expect(page.getByRole('link', { name: c.backHome })).toHaveAttribute('href', c.home);
      });
    });
  });
}

test('the feed is well-formed RSS listing every article with absolute links', async ({ page, request }) => {
  const response = await request.get('/feed.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await gotoWithoutSplash(page, '/journal');
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
      links: Array.from(doc.querySelectorAll('item > link'), (link) => link.textContent),
      titles: Array.from(doc.querySelectorAll('item > title'), (title) => title.textContent),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.root).toBe('rss');
  expect(feed.titles).toEqual(articles.map((article) => article.title));
  for (const [index, link] of feed.links.entries()) {
    expect(link).toMatch(new RegExp(`^https?://[^/]+/post/${articles[index].id}$`));
  }
});

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
    founders: 'Para fundadores',
    viewAll: 'Ver todos os artigos',
  },
  en: {
    prefix: '/en',
    lang: 'en',
    home: '/en',
    readTime: 'min read',
    by: 'By Rafael Moreira',
    back: 'Back to home',
    founders: 'For Founders',
    viewAll: 'View all articles',
  },
} as const;

const byId = (id: string) => articles.find((article) => article.id === id)!;

/**
 * The article page is one template: one article per case stands for all of them (a Portuguese one for
 * founders; in English one with its own English text and one shown in Portuguese). What differs from
 * article to article (dates, read times, tags, which are for founders) is data, read by
 * __tests__/lib/posts.test.ts.
 */
const READS = [
  { locale: 'pt', article: byId('minimal-complexity') },
  { locale: 'en', article: byId('minimal-complexity') },
  { locale: 'en', article: byId('designing-digital-authority') },
] as const;

test('an article shows what a reader expects: title, read time, author, date, topics, the way back, and its language', async ({ page }) => {
  for (const { locale, article } of READS) {
    const c = copy[locale];
    await test.step(`${article.id} (${locale})`, async () => {
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
});

test("the home page's journal cards: the newest four, fading in one after another, each opening its article at its top", async ({
  page,
}) => {
  const c = copy.pt;
  await gotoWithoutSplash(page, c.home);
  const journal = page.locator('#journal');
  const cards = journal.getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('heading')).toHaveText(articles.slice(0, 4).map((article) => article.title));
  await expect(journal.locator('[data-reveal]')).toHaveCount(4);
  const delays = await journal
    .locator('[data-reveal]')
    .evaluateAll((items) => items.map((item) => getComputedStyle(item).transitionDelay.split(',')[0]));
  expect(delays).toEqual(['0s', '0.2s', '0.4s', '0.6s']);

  await journal.getByRole('link', { name: articles[2].title }).click();
  await expect(page).toHaveURL(`${c.prefix}/post/${articles[2].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[2].title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

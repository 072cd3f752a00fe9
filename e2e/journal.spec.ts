import { href, htmlLang } from '../lib/i18n/locales';
import { formatPostDate, FOUNDERS_CATEGORY, getLatestPosts } from '../lib/posts';
import { articlesIn, words, type Lang } from './content';
import { expect, gotoWithoutSplash, test } from './fixtures';

/**
 * The article page is one template: one article per case stands for all of them (a Portuguese one for
 * founders; in English one with its own English text and one shown in Portuguese), each read from
 * content/posts. What differs from article to article is data, read by __tests__/lib/posts.test.ts.
 */
const READS = [
  { lang: 'pt', article: articlesIn('pt').find((post) => post.category === FOUNDERS_CATEGORY) ?? articlesIn('pt')[0] },
  { lang: 'en', article: articlesIn('en').find((post) => post.lang === 'en') },
  { lang: 'en', article: articlesIn('en').find((post) => post.lang === 'pt') },
].filter((read): read is { lang: Lang; article: NonNullable<typeof read.article> } => Boolean(read.article));

test('an article shows what a reader expects: title, read time, author, date, topics, the way back, and its language', async ({ page }) => {
  for (const { lang, article } of READS) {
    const t = words(lang);
    await test.step(`${article.id} (${lang})`, async () => {
      expect((await page.goto(href(lang, 'post', article.id)))?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
      await expect(page.locator('h1')).toHaveText(article.title);
      // The article itself; cards of other articles follow it in main.
      const main = page.getByRole('article', { name: article.title });
      await expect(main.getByText(t('Journal.readTime', { minutes: article.readTime }))).toBeVisible();
      await expect(main.getByText(t('Post.by', { author: article.author }))).toBeVisible();
      await expect(main.locator('time')).toHaveText(formatPostDate(article.date, lang));
      await expect(main.getByRole('list', { name: t('Journal.tags') }).getByRole('listitem')).toHaveText(article.tags);
      await expect(main.getByRole('link', { name: t('Post.back') })).toHaveAttribute('href', href(lang, 'home'));
      await expect(main.getByText(t('Journal.founders'), { exact: true })).toHaveCount(article.category === FOUNDERS_CATEGORY ? 1 : 0);
      // A Portuguese text on an English page says so, and is marked as Portuguese; otherwise no part is marked.
      const note = main.getByText(t('Post.portugueseNote'));
      if (article.lang !== lang) {
        await expect(note).toBeVisible();
        await expect(page.locator(`[lang="${htmlLang[article.lang]}"] h2`).first()).toBeVisible();
      } else {
        await expect(note).toHaveCount(0);
        await expect(main.locator(':scope [lang] h2')).toHaveCount(0);
      }
    });
  }
});

test("the home page's journal cards: the newest ones, fading in one after another, each opening its article at its top", async ({
  page,
}) => {
  const latest = getLatestPosts();
  await gotoWithoutSplash(page, href('pt', 'home'));
  const journal = page.locator('#journal');
  await expect(journal.getByRole('article').getByRole('heading')).toHaveText(latest.map((article) => article.title));
  const delays = await journal
    .locator('[data-reveal]')
    .evaluateAll((items) => items.map((item) => getComputedStyle(item).transitionDelay.split(',')[0]));
  expect(delays).toEqual(latest.map((_, index) => `${(index * 2) / 10}s`));

  const chosen = latest.at(-2)!;
  await journal.getByRole('link', { name: chosen.title }).click();
  await expect(page).toHaveURL(href('pt', 'post', chosen.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { href } from '../lib/i18n/locales';
import { getTags, postsDir } from '../lib/posts';
import { adjacentPosts, relatedPosts } from '../lib/related';
import { articlesIn, words } from './content';
import { expect, test } from './fixtures';

// Topics, the way on below an article, and an article's contents and share links. Which articles, topics and
// counts the pages show comes from content/posts through the site's own loaders (lib/posts.ts, lib/related.ts).
const LANGS = ['pt', 'en'] as const;

test('a tag chip leads to its page, which lists its articles and marks its topic; the journal index shows every topic with its count', async ({
  page,
}) => {
  for (const lang of LANGS) {
    const t = words(lang);
    const tags = getTags({ locale: lang });
    const [tag] = tags;
    const tagged = articlesIn(lang).filter((article) => article.tags.includes(tag.name));
    const topics = page.getByRole('navigation', { name: t('Journal.browseTopics') });

    await test.step(`the index names each topic with its count in words (${lang})`, async () => {
      await page.goto(href(lang, 'journal'));
      await expect(topics.getByRole('link')).toHaveCount(tags.length);
      // The visible count is hidden from screen readers, which hear it in words.
      await expect(topics.getByRole('link').first()).toHaveAccessibleName(`${tag.name} (${t('Journal.tagCount', { count: tag.count })})`);
    });

    await test.step(`an article's chip leads to its topic's page, which lists its articles and marks it, and on to all articles (${lang})`, async () => {
      await page.goto(href(lang, 'post', tagged[0].id));
      const chips = page.getByRole('article', { name: tagged[0].title }).getByRole('list', { name: t('Journal.tags') });
      await chips.getByRole('link', { name: tag.name, exact: true }).click();
      await expect(page).toHaveURL(href(lang, 'tag', tag.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t.markup('Journal.tagTitle', { name: tag.name, tag: (text) => text }),
      );
      await expect(page.getByRole('main').getByText(t('Journal.count', { count: tag.count }))).toBeVisible();
      const cards = page.getByRole('main').getByRole('list').first().getByRole('article');
      await expect(cards.getByRole('heading')).toHaveText(tagged.map((article) => article.title));
      await expect(topics.getByRole('link', { name: tag.name })).toHaveAttribute('aria-current', 'page');
      await page.getByRole('link', { name: t('Journal.allArticles'), exact: true }).click();
      await expect(page).toHaveURL(href(lang, 'journal'));
    });
  }
});

test('below an article, previous, next and related articles are links to them, named in the language of the page', async ({ page }) => {
  for (const lang of LANGS) {
    const t = words(lang);
    const articles = articlesIn(lang);
    // The newest, one between and the oldest: both ends of the list and its middle.
    for (const article of new Set([articles[0], articles[Math.floor(articles.length / 2)], articles.at(-1)!])) {
      await test.step(`below ${article.id} (${lang})`, async () => {
        await page.goto(href(lang, 'post', article.id));
        const more = page.getByRole('navigation', { name: t('Post.keepReading') });
        const ends = adjacentPosts(articles, article.id);
        for (const side of ['previous', 'next'] as const) {
          const link = more.getByRole('link', { name: new RegExp(`^${t(`Post.${side}`)}:`) });
          const target = ends[side];
          await expect(link, side).toHaveCount(target ? 1 : 0);
          if (target) {
            await expect(link).toHaveAccessibleName(`${t(`Post.${side}`)}: ${target.title}`);
            await expect(link).toHaveAttribute('href', href(lang, 'post', target.id));
          }
        }
        const others = relatedPosts(articles, article, 3, [ends.previous?.id ?? '', ends.next?.id ?? '']);
        const related = page.getByRole('region', { name: t('Post.related') });
        await expect(related.getByRole('heading', { level: 3 })).toHaveText(others.map((other) => other.title));
        for (const other of others) {
          await expect(related.getByRole('link', { name: other.title, exact: true })).toHaveAttribute('href', href(lang, 'post', other.id));
        }
      });
    }
  }
});

/** The article with the most sections (`## ` headings in its file): the one whose contents are longest. */
function longestArticle() {
  const sections = (id: string) => readFileSync(join(postsDir(), `${id}.pt.md`), 'utf8').match(/^## /gm)?.length ?? 0;
  return articlesIn('pt').sort((a, b) => sections(b.id) - sections(a.id))[0];
}

test('an article: its share links carry the canonical URL, its contents sit beside the text at 1440 px and fold above it at 390 px, and it opens at its top', async ({
  page,
}) => {
  const t = words('pt');
  const article = longestArticle();
  const sections = page.locator('.article-body h2');
  const toc = page.getByRole('navigation', { name: t('Post.tocTitle') });
  const body = page.locator('.article-body');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(href('pt', 'post', article.id));

  await test.step('the WhatsApp share link carries the title and the canonical URL', async () => {
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+${href('pt', 'post', article.id)}$`));
    const share = page.getByRole('region', { name: t('Post.shareTitle') });
    const whatsapp = new URL(
      (await share.getByRole('link', { name: `${t('Post.shareOn')} WhatsApp ${t('Post.newTab')}` }).getAttribute('href'))!,
    );
    expect(whatsapp.searchParams.get('text')).toBe(`${article.title}\n${canonical}`);
  });

  await test.step('at 1440 px the contents sit beside the text, jump to a section and mark the one being read', async () => {
    const links = toc.getByRole('link');
    await expect(links).toHaveCount(await sections.count());
    expect((await toc.boundingBox())!.x).toBeGreaterThan((await body.boundingBox())!.x + (await body.boundingBox())!.width);
    const third = links.nth(2);
    const target = (await third.getAttribute('href'))!;
    await third.click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(decodeURIComponent(target));
    const heading = page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`);
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveText((await third.textContent())!);
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(toc.locator('[aria-current]:visible')).toHaveCount(1);
    await expect(toc).toBeInViewport();
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(href('pt', 'post', article.id));
  await test.step('at 390 px the contents are collapsed above the text and open on a tap', async () => {
    expect((await toc.boundingBox())!.y).toBeLessThan((await body.boundingBox())!.y);
    await expect(toc.getByRole('link')).toHaveCount(0);
    await toc.locator('summary').click();
    await expect(toc.getByRole('link')).toHaveCount(await sections.count());
    await toc.getByRole('link').last().click();
    await expect(sections.last()).toBeInViewport();
  });

  await test.step('it opens at its top, even on reload after scrolling', async () => {
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contents are plain links to the sections at 390 and 1440 px, and the link to share waits in a field instead of a copy button', async ({
    page,
  }) => {
    const t = words('pt');
    const path = href('pt', 'post', longestArticle().id);
    const toc = page.getByRole('navigation', { name: t('Post.tocTitle') });
    for (const width of [390, 1440]) {
      await test.step(`at ${width} px the contents are plain links to the sections`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        if (width < 1024) await toc.locator('summary').click();
        const link = toc.getByRole('link').nth(2);
        const target = (await link.getAttribute('href'))!;
        await link.click();
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(decodeURIComponent(target));
        await expect(page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`)).toBeInViewport();
      });
    }
    const share = page.getByRole('region', { name: t('Post.shareTitle') });
    await expect(share.getByRole('button', { name: t('Post.copyLink') })).toBeHidden();
    await expect(share.getByRole('textbox', { name: t('Post.linkField') })).toHaveValue(new RegExp(`${path}$`));
  });
});

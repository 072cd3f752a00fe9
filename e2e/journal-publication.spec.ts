import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { expect, test } from './fixtures';

/** An article's title as a page of `locale` shows it: English where `<id>.en.md` exists. */
function titleOf(id: string, locale: 'pt' | 'en'): string {
  const dir = join(__dirname, '..', 'content', 'posts');
  const english = join(dir, `${id}.en.md`);
  const file = locale === 'en' && existsSync(english) ? english : join(dir, `${id}.pt.md`);
  return matter(readFileSync(file, 'utf8')).data.title as string;
}

const copy = {
  pt: { prefix: '', messages: pt, topics: 'Temas' },
  en: { prefix: '/en', messages: en, topics: 'Topics' },
} as const;

// What a reader finds below three of the five articles (newest first: landing-page, designing, web-2030, minimal, timeless).
const endOf = {
  'designing-digital-authority': {
    previous: 'web-2030-vision',
    next: 'landing-page-before-and-after',
    related: ['minimal-complexity', 'timeless-brand-experiences'],
  },
  'minimal-complexity': {
    previous: 'timeless-brand-experiences',
    next: 'web-2030-vision',
    related: ['landing-page-before-and-after', 'designing-digital-authority'],
  },
  'timeless-brand-experiences': { previous: null, next: 'minimal-complexity', related: ['designing-digital-authority'] },
} as const;

test('a tag chip leads to its page, which lists its articles and marks its topic, and back; the journal index shows every topic with its count', async ({
  page,
}) => {
  const { prefix, messages, topics } = copy.pt;
  const { Journal: journal } = messages;
  const strategy = ['designing-digital-authority', 'minimal-complexity', 'timeless-brand-experiences'];
  const cards = page.getByRole('main').getByRole('list').first().getByRole('article');

  await test.step('from an article, its Estratégia chip to the tag page, and back', async () => {
    const article = `${prefix}/post/minimal-complexity`;
    await page.goto(article);
    const byline = page.getByRole('article', { name: titleOf('minimal-complexity', 'pt') }).getByRole('list', { name: topics });
    await byline.getByRole('link', { name: 'Estratégia' }).click();
    await expect(page).toHaveURL(`${prefix}/journal/tag/estrategia`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artigos sobre Estratégia');
    await expect(cards.getByRole('heading')).toHaveText(strategy.map((id) => titleOf(id, 'pt')));
    await expect(page.getByRole('navigation', { name: journal.browseTopics }).getByRole('link', { name: /Estratégia/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await expect(page).toHaveURL(article);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf('minimal-complexity', 'pt'));
  });

  await test.step('the index names each topic with its count in words, and leads to its page and back', async () => {
    await page.goto(`${prefix}/journal`);
    const nav = page.getByRole('navigation', { name: journal.browseTopics });
    // The visible count is hidden from screen readers, which hear it in words.
    await expect(nav.getByRole('link').first()).toHaveAccessibleName('Estratégia (3 artigos)');
    await expect(nav.getByRole('link')).toHaveCount(11);
    await nav.getByRole('link', { name: /^Performance/ }).click();
    await expect(page).toHaveURL(`${prefix}/journal/tag/performance`);
    await expect(page.getByRole('main').getByText('3 artigos publicados')).toBeVisible();
    await page.getByRole('link', { name: journal.allArticles, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/journal`);
  });

  await test.step('in English, the same topic with its count and its page, with the English titles', async () => {
    const { prefix: english, messages: words } = copy.en;
    await page.goto(`${english}/journal`);
    const nav = page.getByRole('navigation', { name: words.Journal.browseTopics });
    await expect(nav.getByRole('link').first()).toHaveAccessibleName('Estratégia (3 articles)');
    await nav.getByRole('link').first().click();
    await expect(page).toHaveURL(`${english}/journal/tag/estrategia`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles on Estratégia');
    await expect(cards.getByRole('heading')).toHaveText(strategy.map((id) => titleOf(id, 'en')));
  });
});

test('below an article, previous, next and related articles are links to them, named in the language of the page', async ({ page }) => {
  for (const locale of ['pt', 'en'] as const) {
    const { prefix, messages } = copy[locale];
    const { Post: post } = messages;
    for (const [id, end] of Object.entries(endOf)) {
      await test.step(`below ${id} (${locale})`, async () => {
        await page.goto(`${prefix}/post/${id}`);
        const more = page.getByRole('navigation', { name: post.keepReading });
        for (const [side, label] of [
          ['previous', post.previous],
          ['next', post.next],
        ] as const) {
          const link = more.getByRole('link', { name: new RegExp(`^${label}:`) });
          const target = end[side];
          await expect(link, side).toHaveCount(target ? 1 : 0);
          if (target) {
            await expect(link).toHaveAccessibleName(`${label}: ${titleOf(target, locale)}`);
            await expect(link).toHaveAttribute('href', `${prefix}/post/${target}`);
          }
        }
        const related = page.getByRole('region', { name: post.related });
        await expect(related.getByRole('heading', { level: 3 })).toHaveText(end.related.map((other) => titleOf(other, locale)));
        for (const other of end.related) {
          await expect(related.getByRole('link', { name: titleOf(other, locale), exact: true })).toHaveAttribute(
            'href',
            `${prefix}/post/${other}`,
          );
        }
      });
    }
  }

  await test.step('a link below an article lands on its article', async () => {
    await page.getByRole('link', { name: `${copy.en.messages.Post.next}: ${titleOf('minimal-complexity', 'en')}` }).click();
    await expect(page).toHaveURL('/en/post/minimal-complexity');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf('minimal-complexity', 'en'));
  });
});

test('an article: its share links carry the canonical URL, copy link copies it, its contents sit beside the text at 1440 px and fold above it at 390 px, it opens at its top and leads to contact', async ({
  page,
  context,
  baseURL,
}) => {
  const { prefix, messages } = copy.pt;
  const { Post: post } = messages;
  const id = 'web-2030-vision';
  const toc = page.getByRole('navigation', { name: post.tocTitle });
  const share = page.getByRole('region', { name: post.shareTitle });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${prefix}/post/${id}`);
  const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${prefix}/post/${id}$`));

  await test.step('the WhatsApp share link carries the title and the canonical URL, in a new tab; LinkedIn the URL', async () => {
    const whatsapp = share.getByRole('link', { name: `${post.shareOn} WhatsApp ${post.newTab}` });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
    expect([...href.searchParams.keys()]).toEqual(['text']);
    expect(href.searchParams.get('text')).toBe(`${titleOf(id, 'pt')}\n${canonical}`);
    const linkedIn = new URL((await share.getByRole('link', { name: `${post.shareOn} LinkedIn ${post.newTab}` }).getAttribute('href'))!);
    expect(linkedIn.searchParams.get('url')).toBe(canonical);
  });

  await test.step('copy link copies the canonical URL and says so', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await share.getByRole('button', { name: post.copyLink }).click();
    await expect(share.getByRole('status')).toHaveText(post.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await expect(share.getByRole('textbox', { name: post.linkField })).toBeHidden();
  });

  await test.step('at 1440 px the contents sit beside the text, jump to a section and mark the one being read', async () => {
    const links = toc.getByRole('link');
    await expect(links).toHaveCount(7);
    const body = page.locator('.article-body');
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
  await page.goto(`${prefix}/post/${id}`);
  await test.step('at 390 px the contents are collapsed above the text and open on a tap', async () => {
    const body = page.locator('.article-body');
    expect((await toc.boundingBox())!.y).toBeLessThan((await body.boundingBox())!.y);
    await expect(toc.getByRole('link')).toHaveCount(0);
    await toc.locator('summary').click();
    await expect(toc.getByRole('link')).toHaveCount(7);
    await toc.getByRole('link').last().click();
    await expect(page.locator('.article-body h2').last()).toBeInViewport();
  });

  const touch = page.getByRole('link', { name: messages.Post.getInTouch });
  await test.step('it opens at its top, even on reload after scrolling', async () => {
    await touch.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  await test.step('get in touch lands on the contact section of the home page', async () => {
    await touch.click();
    await expect(page).toHaveURL('/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contents are plain links to the sections at 390 and 1440 px, and sharing still works: network links and the link in a field', async ({
    page,
  }) => {
    const { Post: post } = pt;
    const path = '/post/designing-digital-authority';
    const toc = page.getByRole('navigation', { name: post.tocTitle });
    for (const width of [390, 1440]) {
      await test.step(`at ${width} px the contents are plain links to the sections`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        if (width < 1024) await toc.locator('summary').click();
        const link = toc.getByRole('link').nth(3);
        const target = (await link.getAttribute('href'))!;
        await link.click();
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(decodeURIComponent(target));
        await expect(page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`)).toBeInViewport();
      });
    }

    await test.step('sharing: network links, and the link in a field instead of a copy button', async () => {
      const share = page.getByRole('region', { name: post.shareTitle });
      await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
      await expect(share.getByRole('button', { name: post.copyLink })).toBeHidden();
      await expect(share.getByRole('textbox', { name: post.linkField })).toHaveValue(/\/post\/designing-digital-authority$/);
    });
  });
});

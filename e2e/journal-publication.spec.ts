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

for (const locale of ['pt', 'en'] as const) {
  const { prefix, messages, topics } = copy[locale];
  const { Post: post, Journal: journal } = messages;

  test.describe(`journal as a publication (${locale})`, () => {
    test('a tag chip leads to its page, which lists its articles, and back', async ({ page }) => {
      const article = `${prefix}/post/minimal-complexity`;
      await page.goto(article);
      const byline = page.getByRole('article', { name: titleOf('minimal-complexity', locale) }).getByRole('list', { name: topics });
      await byline.getByRole('link', { name: 'Estratégia' }).click();
      await expect(page).toHaveURL(`${prefix}/journal/tag/estrategia`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        locale === 'pt' ? 'Artigos sobre Estratégia' : 'Articles on Estratégia',
      );
      const cards = page.getByRole('main').getByRole('list').first().getByRole('article');
      await expect(cards.getByRole('heading')).toHaveText(
        ['designing-digital-authority', 'minimal-complexity', 'timeless-brand-experiences'].map((id) => titleOf(id, locale)),
      );
      await expect(page.getByRole('navigation', { name: journal.browseTopics }).getByRole('link', { name: /Estratégia/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.goBack();
      await expect(page).toHaveURL(article);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf('minimal-complexity', locale));
    });

    test('the journal index shows every topic with its count, each leading to its page', async ({ page }) => {
      await page.goto(`${prefix}/journal`);
      const nav = page.getByRole('navigation', { name: journal.browseTopics });
      // The visible count is hidden from screen readers, which hear it in words.
      const counted = locale === 'pt' ? 'Estratégia (3 artigos)' : 'Estratégia (3 articles)';
      await expect(nav.getByRole('link').first()).toHaveAccessibleName(counted);
      await expect(nav.getByRole('link')).toHaveCount(11);
      await nav.getByRole('link', { name: /^Performance/ }).click();
      await expect(page).toHaveURL(`${prefix}/journal/tag/performance`);
      await expect(page.getByRole('main').getByText(locale === 'pt' ? '3 artigos publicados' : '3 articles published')).toBeVisible();
      await page.getByRole('link', { name: journal.allArticles, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/journal`);
    });

    for (const [id, end] of Object.entries(endOf)) {
      test(`below ${id}: previous, next and related articles are links that land on them`, async ({ page }) => {
        test.slow(); // up to four article pages, each loaded twice
        const here = `${prefix}/post/${id}`;
        await page.goto(here);
        const more = page.getByRole('navigation', { name: post.keepReading });
        const related = page.getByRole('region', { name: post.related });

        const targets: [string, string][] = [];
        for (const [side, label] of [
          ['previous', post.previous],
          ['next', post.next],
        ] as const) {
          const link = more.getByRole('link', { name: new RegExp(`^${label}:`) });
          const target = end[side];
          await expect(link).toHaveCount(target ? 1 : 0);
          if (target) {
            await expect(link).toHaveAccessibleName(`${label}: ${titleOf(target, locale)}`);
            targets.push([`${label}: ${titleOf(target, locale)}`, target]);
          }
        }
        await expect(related.getByRole('heading', { level: 3 })).toHaveText(end.related.map((other) => titleOf(other, locale)));
        targets.push(...end.related.map((other) => [titleOf(other, locale), other] as [string, string]));

        for (const [name, target] of targets) {
          await page.goto(here);
          await page.getByRole('link', { name, exact: true }).click();
          await expect(page).toHaveURL(`${prefix}/post/${target}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(target, locale));
        }
      });
    }

    test('the WhatsApp share link carries the title and the canonical URL, and opens a new tab', async ({ page }) => {
      await page.goto(`${prefix}/post/designing-digital-authority`);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+${prefix}/post/designing-digital-authority$`));
      const share = page.getByRole('region', { name: post.shareTitle });
      const whatsapp = share.getByRole('link', { name: `${post.shareOn} WhatsApp ${post.newTab}` });
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await whatsapp.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
      expect([...href.searchParams.keys()]).toEqual(['text']);
      expect(href.searchParams.get('text')).toBe(`${titleOf('designing-digital-authority', locale)}\n${canonical}`);
      const linkedIn = new URL((await share.getByRole('link', { name: `${post.shareOn} LinkedIn ${post.newTab}` }).getAttribute('href'))!);
      expect(linkedIn.searchParams.get('url')).toBe(canonical);
    });

    test.describe('copy link', () => {
      test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

      test('copies the canonical URL and says so', async ({ page }) => {
        await page.goto(`${prefix}/post/minimal-complexity`);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        const share = page.getByRole('region', { name: post.shareTitle });
        await share.getByRole('button', { name: post.copyLink }).click();
        await expect(share.getByRole('status')).toHaveText(post.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
        await expect(share.getByRole('textbox', { name: post.linkField })).toBeHidden();
      });
    });

    test('where the browser refuses to copy, the link waits selected in a field', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
        });
      });
      await page.goto(`${prefix}/post/minimal-complexity`);
      const share = page.getByRole('region', { name: post.shareTitle });
      await share.getByRole('button', { name: post.copyLink }).click();
      await expect(share.getByRole('status')).toHaveText(post.copyManual);
      const field = share.getByRole('textbox', { name: post.linkField });
      await expect(field).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
      expect(await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0))).toBe(
        await field.inputValue(),
      );
    });

    test('at 1440 px the contents sit beside the text, jump to a section and mark the one being read', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${prefix}/post/web-2030-vision`);
      const toc = page.getByRole('navigation', { name: post.tocTitle });
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

    test('at 390 px the contents are collapsed above the text and open on a tap', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix}/post/web-2030-vision`);
      const toc = page.getByRole('navigation', { name: post.tocTitle });
      const body = page.locator('.article-body');
      expect((await toc.boundingBox())!.y).toBeLessThan((await body.boundingBox())!.y);
      await expect(toc.getByRole('link')).toHaveCount(0);
      await toc.locator('summary').click();
      await expect(toc.getByRole('link')).toHaveCount(7);
      await toc.getByRole('link').last().click();
      await expect(page.locator('.article-body h2').last()).toBeInViewport();
    });
  });

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    for (const width of [390, 1440]) {
      test(`at ${width} px the contents are plain links to the sections`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/post/designing-digital-authority`);
        const toc = page.getByRole('navigation', { name: post.tocTitle });
        if (width < 1024) await toc.locator('summary').click();
        const link = toc.getByRole('link').nth(3);
        const target = (await link.getAttribute('href'))!;
        await link.click();
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(decodeURIComponent(target));
        await expect(page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`)).toBeInViewport();
      });
    }

    test('sharing still works: network links and the link in a field', async ({ page }) => {
      await page.goto(`${prefix}/post/designing-digital-authority`);
      const share = page.getByRole('region', { name: post.shareTitle });
      await expect(share.getByRole('link', { name: new RegExp(`WhatsApp`) })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
      await expect(share.getByRole('button', { name: post.copyLink })).toBeHidden();
      await expect(share.getByRole('textbox', { name: post.linkField })).toHaveValue(/\/post\/designing-digital-authority$/);
    });
  });
}

test.describe('a visitor who chose English', () => {
  test('is sent from a Portuguese tag page to the English one, and the toggle keeps the tag', async ({ page }) => {
    // Stored once: the toggle's own choice must then hold.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem('language', 'en');
      sessionStorage.setItem('seeded', '1');
    });
    await page.goto('/journal/tag/ux');
    await expect(page).toHaveURL('/en/journal/tag/ux');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: en.Header.switchTo }).click();
    await expect(page).toHaveURL('/journal/tag/ux');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});

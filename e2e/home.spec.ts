import type { Page } from '@playwright/test';
import { expect, gotoWithoutSplash, test } from './fixtures';

const LOCALES = [
  {
    path: '/',
    name: 'pt',
    headline: /Arquitetura digital\s+que vende por você\./,
    explore: 'Ver portfólio',
    start: 'Começar um projeto',
    stats: ['projetos entregues', 'anos de experiência', 'de clientes satisfeitos'],
    pauseVideo: 'Pausar o vídeo de fundo',
    playVideo: 'Reproduzir o vídeo de fundo',
    services: [
      { title: 'Sites Premium', timeline: '4–6 semanas', investment: 'A partir de R$2.997' },
      { title: 'Portfólios Interativos', timeline: '3–4 semanas', investment: 'A partir de R$1.497' },
      { title: 'Arquitetura de SEO e Crescimento', timeline: '2–3 semanas', investment: 'A partir de R$5.997' },
    ],
    included: 'O que está incluído',
    showDetails: 'Ver o que está incluído',
    startThis: 'Começar este projeto',
    servicesCta: 'Conversar sobre meu projeto',
    viewProject: /^Ver projeto: /,
    comingSoon: 'Em breve',
    unavailable: 'Imagem indisponível',
    portfolioCta: 'Quero um site assim',
    testimonials: /Depoimentos em rolagem contínua/,
  },
  {
    path: '/en',
    name: 'en',
    headline: /Digital architecture\s+that sells for you\./,
    explore: 'Explore portfolio',
    start: 'Start a project',
    stats: ['projects delivered', 'years of experience', 'client satisfaction'],
    pauseVideo: 'Pause the background video',
    playVideo: 'Play the background video',
    services: [
      { title: 'Premium Websites', timeline: '4-6 weeks', investment: 'From $599' },
      { title: 'Interactive Portfolios', timeline: '3-4 weeks', investment: 'From $299' },
      { title: 'SEO & Growth Architecture', timeline: '2-3 weeks', investment: 'From $1,199' },
    ],
    included: "What's included",
    showDetails: "See what's included",
    startThis: 'Start this project',
    servicesCta: 'Talk about my project',
    viewProject: /^View project: /,
    comingSoon: 'Coming soon',
    unavailable: 'Image unavailable',
    portfolioCta: "Let's build yours",
    testimonials: /Continuously scrolling testimonials/,
  },
] as const;

const LIVE_PROJECTS = ['BuddyChat', 'Casa Aurora Hotel', 'Protecta Seguros', 'Tatame Jiu-Jitsu'];
const COMING_SOON = ['Studio Nuvem', 'Agência Flow'];
const CLIENTS = [
  'Marina Albuquerque',
  'Lucas Ferraz',
  'Sophie Laurent',
  'Rodrigo Tavares',
  'Amira Haddad',
  'Camila Duarte',
  'Daniel Okafor',
  'Beatriz Nogueira',
  'Thomas Becker',
];

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const projectCard = (page: Page, title: string) =>
  section(page, 'sites')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Scrolls through the page so that every reveal has run, then back to the top. */
async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(700);
}

for (const locale of LOCALES) {
  test.describe(`home (${locale.name})`, () => {
    test('hero: headline, portrait as the eager high-priority image and both calls to action', async ({ page }) => {
      await gotoWithoutSplash(page, locale.path);
      const hero = section(page, 'hero');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.headline);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const portrait = hero.getByRole('img', { name: /Rafael Moreira/ });
      await expect(portrait).toBeVisible();
      await expect(portrait).toHaveAttribute('fetchpriority', 'high');
      await expect(portrait).toHaveAttribute('loading', 'eager');
      await expect(portrait).toHaveAttribute('data-preload', '');
      await expect(portrait).toHaveAttribute('width', '800');
      await expect(portrait).toHaveAttribute('height', '1000');
      expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(hero.locator('picture source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        /portrait-480\.avif 480w, .*portrait-800\.avif 800w/,
      );
      // The portrait is the only image the document asks for ahead of its body.
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('imagesrcset', /portrait-480\.avif/);
      await expect(hero.getByRole('link', { name: locale.explore })).toHaveAttribute('href', `${locale.path === '/' ? '/' : '/en'}#sites`);
      await expect(hero.getByRole('link', { name: locale.start, exact: true })).toHaveAttribute('href', /#contact$/);
    });

    test('about: statistics, motto and a muted looping background video over a lazy still frame', async ({ page }) => {
      await gotoWithoutSplash(page, locale.path);
      const about = section(page, 'about');
      await about.scrollIntoViewIfNeeded();
      for (const [index, value] of ['100+', '7+', '100%'].entries()) {
        await expect(about.locator('dd').nth(index)).toHaveText(value);
        await expect(about.locator('dt').nth(index)).toHaveText(locale.stats[index]);
      }
      await expect(about.locator('blockquote')).toBeVisible();
      const video = about.locator('video');
      for (const attribute of ['loop', 'playsinline', 'muted']) await expect(video).toHaveAttribute(attribute, '');
      await expect(about.locator('img[src="/images/about-poster.webp"]')).toHaveAttribute('loading', 'lazy');
      await expect(video.locator('source')).toHaveCount(2);
      await expect(video.locator('source').first()).toHaveAttribute('type', 'video/webm');
      await expect(video.locator('source').last()).toHaveAttribute('type', 'video/mp4');
      await expect(video).toContainText('Seu navegador não suporta vídeos HTML5.');
      // It starts by itself once near the viewport, and the visitor can pause it.
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted && !v.paused && v.currentTime > 0)).toBe(true);
      await about.getByRole('button', { name: locale.pauseVideo }).click();
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await expect(about.getByRole('button', { name: locale.playVideo })).toBeVisible();
    });

    test('services: three cards with timeline and price, one open at a time at full width', async ({ page }) => {
      await gotoWithoutSplash(page, locale.path);
      const services = section(page, 'services');
      // Each card holds a native disclosure, <details name="services">, whose summary covers the card.
      const card = (title: string) =>
        services.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      const toggle = (title: string) => card(title).locator('summary');
      const open = (title: string) => expect(card(title).locator('details')).toHaveAttribute('open', '');
      const closed = (title: string) => expect(card(title).locator('details')).not.toHaveAttribute('open');
      for (const service of locale.services) {
        await closed(service.title);
        // The title is visually hidden text beside the visible label; Chromium joins the two with a space.
        await expect(toggle(service.title)).toHaveAccessibleName(
          new RegExp(`^${escapeRegExp(locale.showDetails)} ?: ${escapeRegExp(service.title)}$`),
        );
        await expect(card(service.title)).toContainText(service.timeline);
        await expect(card(service.title)).toContainText(service.investment);
      }
      await expect(services.getByRole('link', { name: locale.servicesCta })).toHaveAttribute('href', /#contact$/);

      const [first, , third] = locale.services.map((s) => s.title);
      const collapsedWidth = (await card(first).boundingBox())!.width;
      // Anywhere on the card opens it.
      await card(first).click();
      await open(first);
      await expect(services.getByRole('heading', { name: locale.included })).toBeVisible();
      await expect(card(first).getByRole('listitem')).toHaveCount(5);
      const gridWidth = (await services.locator('.service-grid').boundingBox())!.width;
      expect((await card(first).boundingBox())!.width).toBeGreaterThan(collapsedWidth * 2);
      expect((await card(first).boundingBox())!.width).toBeCloseTo(gridWidth, 0);

      await toggle(third).click();
      await closed(first);
      await open(third);
      await expect(services.getByRole('heading', { name: locale.included })).toHaveCount(1);
      await toggle(third).click();
      await closed(third);
      await expect(services.getByRole('heading', { name: locale.included })).toHaveCount(0);
    });

    test('services: the start-this-project button of an open card scrolls to contact', async ({ page }) => {
      await gotoWithoutSplash(page, locale.path);
      const services = section(page, 'services');
      await services.getByRole('article').nth(1).locator('summary').click();
      await expect(services.getByRole('heading', { name: locale.included })).toBeVisible();
      const start = services.getByRole('link', { name: locale.startThis });
      // As a visitor who scrolls to the button and reads the list: Lenis measures the grown page
      // 250 ms after a resize and syncs with native scrolling on the next frame.
      await start.scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await start.click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(section(page, 'contact')).toBeInViewport();
    });

    test('portfolio: live projects open in a new tab, coming-soon ones say so, every title leads to its case', async ({ page }) => {
      await gotoWithoutSplash(page, locale.path);
      const sites = section(page, 'sites');
      await expect(sites.getByRole('article')).toHaveCount(6);
      const links = sites.getByRole('link', { name: locale.viewProject });
      await expect(links).toHaveCount(LIVE_PROJECTS.length);
      for (const title of LIVE_PROJECTS) {
        const link = projectCard(page, title).getByRole('link', { name: locale.viewProject });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAccessibleName(new RegExp(title));
      }
      for (const title of COMING_SOON) {
        const card = projectCard(page, title);
        await expect(card.getByText(locale.comingSoon, { exact: true })).toBeVisible();
        await expect(card.getByRole('link', { name: locale.viewProject })).toHaveCount(0);
      }
      // Every card's title leads to its case, a link of its own name beside the live site's.
      for (const title of [...LIVE_PROJECTS, ...COMING_SOON]) {
        await expect(projectCard(page, title).getByRole('link', { name: title, exact: true })).toHaveAttribute(
          'href',
          new RegExp(`^${locale.path === '/' ? '' : '/en'}/${locale.path === '/' ? 'projetos' : 'projects'}/[a-z-]+$`),
        );
      }
      await expect(projectCard(page, 'BuddyChat').getByText(/^\+2/)).toBeVisible();
      await expect(projectCard(page, 'BuddyChat').getByRole('listitem')).toHaveCount(4);
      await expect(projectCard(page, 'Protecta Seguros').getByText(/^\+\d/)).toHaveCount(0);

      const images = sites.locator('.project-media img');
      await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(0)).toHaveAttribute('data-preload', '');
      await expect(images.nth(1)).toHaveAttribute('loading', 'eager');
      // Eager, but behind the hero's portrait in the queue.
      for (const index of [0, 1]) await expect(images.nth(index)).toHaveAttribute('fetchpriority', 'low');
      for (const index of [2, 3, 4, 5]) await expect(images.nth(index)).toHaveAttribute('loading', 'lazy');
      await expect(sites.getByRole('link', { name: locale.portfolioCta })).toHaveAttribute('href', /#contact$/);
    });

    test.describe('a project image that fails', () => {
      test.use({ allowedProblems: [/console error: Failed to load resource: net::ERR_FAILED/] });

      test(`shows "${locale.unavailable}"`, async ({ page }) => {
        await page.route('**/images/projects/protecta-*', (route) => route.abort('failed'));
        await gotoWithoutSplash(page, locale.path);
        const card = projectCard(page, 'Protecta Seguros');
        await card.scrollIntoViewIfNeeded();
        await expect(card.getByText(locale.unavailable)).toBeVisible();
        await expect(card.locator('img')).toBeHidden();
        await expect(projectCard(page, 'BuddyChat').getByText(locale.unavailable)).toHaveCount(0);
        await expect(projectCard(page, 'BuddyChat').getByRole('img')).toBeVisible();
      });
    });

    test('testimonials: nine clients, duplicates hidden from assistive technology', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoWithoutSplash(page, locale.path);
      const area = page.getByRole('region', { name: locale.testimonials });
      await area.scrollIntoViewIfNeeded();
      await expect(area.getByRole('listitem')).toHaveCount(9);
      for (const name of CLIENTS) await expect(area.getByText(name).first()).toBeAttached();
      expect((await area.boundingBox())!.height).toBeLessThanOrEqual(740);
      const copies = area.locator('ul[aria-hidden="true"]');
      await expect(copies).toHaveCount(3);
      for (const copy of await copies.all()) await expect(copy).toHaveAttribute('inert', '');
      expect(await area.evaluate((el) => el.querySelectorAll('ul[aria-hidden="true"] a, ul[aria-hidden="true"] button').length)).toBe(0);
    });
  });
}

test.describe('testimonial columns', () => {
  const tracks = (page: Page) => page.locator('section#testimonials [data-testid="testimonial-column"]');

  for (const [width, visible] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`show ${visible} of 3 columns at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoWithoutSplash(page, '/');
      const columns = tracks(page);
      await columns.first().scrollIntoViewIfNeeded();
      for (let index = 0; index < 3; index += 1) {
        if (index < visible) await expect(columns.nth(index)).toBeVisible();
        else await expect(columns.nth(index)).toBeHidden();
      }
    });
  }

  test('scroll in 15, 19 and 17 s, pause on hover and focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoWithoutSplash(page, '/en');
    const area = page.getByRole('region', { name: /Continuously scrolling testimonials/ });
    await area.scrollIntoViewIfNeeded();
    const animation = (index: number) =>
      tracks(page)
        .nth(index)
        .locator(':scope > div')
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return { duration: style.animationDuration, state: style.animationPlayState, iterations: style.animationIterationCount };
        });
    await expect.poll(() => animation(0)).toEqual({ duration: '15s', state: 'running', iterations: 'infinite' });
    expect((await animation(1)).duration).toBe('19s');
    expect((await animation(2)).duration).toBe('17s');
    const offset = () =>
      tracks(page)
        .first()
        .locator(':scope > div')
        .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
    const before = await offset();
    await page.waitForTimeout(300);
    expect(await offset()).toBeLessThan(before);

    await area.hover();
    expect((await animation(0)).state).toBe('paused');
    await page.mouse.move(0, 0);
    expect((await animation(0)).state).toBe('running');
    await area.focus();
    expect((await animation(1)).state).toBe('paused');
    await area.blur();

    // Scrolled away, the wall stops moving (no frames spent on what nobody sees), and resumes on return.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await animation(0)).state).toBe('paused');
    await area.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await animation(0)).state).toBe('running');
  });

  test('do not move under reduced motion, and the about video is replaced by its poster', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoWithoutSplash(page, '/');
    const track = tracks(page).first().locator(':scope > div');
    await track.scrollIntoViewIfNeeded();
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await expect(section(page, 'about').locator('video')).toBeHidden();
    await expect(section(page, 'about').locator('img[src="/images/about-poster.webp"]')).toBeVisible();
    expect(
      await section(page, 'about')
        .locator('video')
        .evaluate((v: HTMLVideoElement) => v.paused),
    ).toBe(true);
  });
});

test.describe('layout', () => {
  for (const locale of LOCALES) {
    test(`no horizontal scroll at 390 px (${locale.name})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoWithoutSplash(page, locale.path);
      await revealAll(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await section(page, 'services').locator('summary').first().click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('the gallery stays switched off', async ({ page }) => {
    await gotoWithoutSplash(page, '/');
    await expect(page.locator('#gallery')).toHaveCount(0);
  });
});

test.describe('screenshots for review', () => {
  for (const locale of LOCALES) {
    for (const width of [390, 1440]) {
      test(`${locale.path} at ${width} px`, async ({ page }, testInfo) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
        await gotoWithoutSplash(page, locale.path);
        await revealAll(page);
        await expect(section(page, 'hero').getByRole('img')).toBeVisible();
        // Kept in test-results/ (not committed) and attached to the report for a reviewer.
        const path = testInfo.outputPath(`home-${locale.name}-${width}.png`);
        await page.screenshot({ path, fullPage: true });
        await testInfo.attach(`home-${locale.name}-${width}`, { path, contentType: 'image/png' });
      });
    }
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

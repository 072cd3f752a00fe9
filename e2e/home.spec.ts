import type { Page } from '@playwright/test';
import { formatPrice } from '../lib/money';
import { getServices, getStatus, getTestimonials } from '../lib/owner';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import { expect, gotoWithoutSplash, test } from './fixtures';
import { outsideTheViewport } from './reflow';

/** The services' cards as content/services gives them, in the dictionary's words. */
const servicesOf = (lang: 'pt' | 'en') =>
  getServices(lang).map(({ title, timeline, price, currency }) => {
    const words = (lang === 'pt' ? pt : en).Services;
    return {
      title,
      timeline: words.timeline.replace('{from}', String(timeline.from)).replace('{to}', String(timeline.to)),
      investment: words.investment.replace('{price}', formatPrice(price, currency)),
    };
  });

const LOCALES = [
  {
    path: '/',
    startProject: 'Iniciar projeto',
    headline: /Arquitetura digital\s+que vende por você\./,
    explore: 'Ver portfólio',
    start: 'Começar um projeto',
    stats: getStatus('pt').stats.map((stat) => stat.label),
    pauseVideo: 'Pausar o vídeo de fundo',
    playVideo: 'Reproduzir o vídeo de fundo',
    services: servicesOf('pt'),
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
    startProject: 'Start a Project',
    headline: /Digital architecture\s+that sells for you\./,
    explore: 'Explore portfolio',
    start: 'Start a project',
    stats: getStatus('en').stats.map((stat) => stat.label),
    pauseVideo: 'Pause the background video',
    playVideo: 'Play the background video',
    services: servicesOf('en'),
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
let CLIENTS: string[] = [];
test.beforeAll(async () => {
  CLIENTS = (await getTestimonials('pt')).map((voice) => voice.name);
});

const section = (page: Page, id: string) => page.locator(`section#${id}`);
const projectCard = (page: Page, title: string) =>
  section(page, 'sites')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const testimonialColumns = (page: Page) => page.locator('section#testimonials [data-testid="testimonial-column"]');

type Locale = (typeof LOCALES)[number];

async function hero(page: Page, locale: Locale) {
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
  await expect(hero.getByRole('link', { name: locale.explore })).toHaveAttribute('href', `${locale.path}#sites`);
  await expect(hero.getByRole('link', { name: locale.start, exact: true })).toHaveAttribute('href', /#contact$/);
  await expect(page.getByRole('banner').getByRole('link', { name: locale.startProject }).first()).toBeVisible();
}

async function about(page: Page, locale: Locale) {
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
}

const serviceCard = (page: Page, title: string) =>
  section(page, 'services')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function serviceFacts(page: Page, locale: Locale) {
  const services = section(page, 'services');
  for (const service of locale.services) {
    const card = serviceCard(page, service.title);
    await expect(card.locator('details')).not.toHaveAttribute('open');
    // The title is visually hidden text beside the visible label; Chromium joins the two with a space.
    await expect(card.locator('summary')).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(locale.showDetails)} ?: ${escapeRegExp(service.title)}$`),
    );
    await expect(card).toContainText(service.timeline);
    await expect(card).toContainText(service.investment);
  }
  await expect(services.getByRole('link', { name: locale.servicesCta })).toHaveAttribute('href', /#contact$/);
}

async function portfolio(page: Page, locale: Locale) {
  const sites = section(page, 'sites');
  await expect(sites.getByRole('article')).toHaveCount(6);
  await expect(sites.getByRole('link', { name: locale.viewProject })).toHaveCount(LIVE_PROJECTS.length);
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
  const cases = locale.path === '/' ? '/projetos' : '/en/projects';
  for (const title of [...LIVE_PROJECTS, ...COMING_SOON]) {
    await expect(projectCard(page, title).getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^${cases}/[a-z-]+$`),
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
}

async function testimonials(page: Page, locale: Locale) {
  const area = page.getByRole('region', { name: locale.testimonials });
  await area.scrollIntoViewIfNeeded();
  await expect(area.getByRole('listitem')).toHaveCount(CLIENTS.length);
  for (const name of CLIENTS) await expect(area.getByText(name).first()).toBeAttached();
  expect((await area.boundingBox())!.height).toBeLessThanOrEqual(740);
  // The copies that keep the wall moving are hidden from assistive technology, with nothing to focus.
  const copies = area.locator('ul[aria-hidden="true"]');
  await expect(copies).toHaveCount(3);
  for (const copy of await copies.all()) await expect(copy).toHaveAttribute('inert', '');
  expect(await area.evaluate((el) => el.querySelectorAll('ul[aria-hidden="true"] a, ul[aria-hidden="true"] button').length)).toBe(0);
}

/** At 390 px nothing sticks out sideways, as loaded and with a service card open. */
async function nothingSideways(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  const card = section(page, 'services').locator('details').first();
  await card.locator('summary').click();
  await expect(card).toHaveAttribute('open', '');
  expect(await sideways()).toBeLessThanOrEqual(0);
  expect(await page.evaluate(outsideTheViewport)).toEqual([]);
}

test('the home page in Portuguese: hero, about, services, portfolio and testimonials as a visitor meets them', async ({ page }) => {
  const locale = LOCALES[0];
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoWithoutSplash(page, locale.path);
  await test.step('hero: headline, portrait as the eager high-priority image and both calls to action', () => hero(page, locale));
  await test.step('about: statistics, motto and a muted looping background video over a lazy still frame', () => about(page, locale));
  await test.step('services: three cards with timeline and price', () => serviceFacts(page, locale));
  await test.step('portfolio: live projects open in a new tab, coming-soon ones say so, every title leads to its case', () =>
    portfolio(page, locale));
  await test.step('the gallery stays switched off', () => expect(page.locator('#gallery')).toHaveCount(0));
  await test.step('testimonials: nine clients, duplicates hidden from assistive technology', () => testimonials(page, locale));

  await test.step('testimonials show 1, 2 and 3 of their 3 columns at 390, 800 and 1280 px', async () => {
    for (const [width, visible] of [
      [390, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const columns = testimonialColumns(page);
      await columns.first().scrollIntoViewIfNeeded();
      for (let index = 0; index < 3; index += 1) {
        const column = expect(columns.nth(index), `column ${index + 1} at ${width} px`);
        await (index < visible ? column.toBeVisible() : column.toBeHidden());
      }
    }
  });

  await test.step('services: a tap anywhere on a card opens it at full width, one card at a time', async () => {
    const services = section(page, 'services');
    const [first, , third] = locale.services.map((service) => service.title);
    const details = (title: string) => serviceCard(page, title).locator('details');
    const collapsedWidth = (await serviceCard(page, first).boundingBox())!.width;
    await serviceCard(page, first).click();
    await expect(details(first)).toHaveAttribute('open', '');
    await expect(services.getByRole('heading', { name: locale.included })).toBeVisible();
    await expect(serviceCard(page, first).getByRole('listitem')).toHaveCount(5);
    const gridWidth = (await services.locator('.service-grid').boundingBox())!.width;
    expect((await serviceCard(page, first).boundingBox())!.width).toBeGreaterThan(collapsedWidth * 2);
    expect((await serviceCard(page, first).boundingBox())!.width).toBeCloseTo(gridWidth, 0);

    await details(third).locator('summary').click();
    await expect(details(first)).not.toHaveAttribute('open');
    await expect(details(third)).toHaveAttribute('open', '');
    await expect(services.getByRole('heading', { name: locale.included })).toHaveCount(1);
    await details(third).locator('summary').click();
    await expect(details(third)).not.toHaveAttribute('open');
    await expect(services.getByRole('heading', { name: locale.included })).toHaveCount(0);
  });

  await test.step('services: the start-this-project button of an open card scrolls to contact', async () => {
    const services = section(page, 'services');
    await services.getByRole('article').nth(1).locator('summary').click();
    await services.getByRole('link', { name: locale.startThis }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(section(page, 'contact')).toBeInViewport();
  });

  await test.step('at 390 px nothing sticks out sideways, with a service card open too', () => nothingSideways(page));
});

test('the home page in English: hero, about, services, portfolio and a testimonial wall that moves only while seen', async ({ page }) => {
  const locale = LOCALES[1];
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoWithoutSplash(page, locale.path);
  await test.step('hero: headline, portrait as the eager high-priority image and both calls to action', () => hero(page, locale));
  await test.step('the header leads to the partnership page, which is in Portuguese only', () =>
    expect(page.getByRole('navigation', { name: en.Header.navLabel }).getByRole('link', { name: en.Header.partnership })).toHaveAttribute(
      'href',
      '/partnership',
    ));
  await test.step('about: statistics, motto and a muted looping background video over a lazy still frame', () => about(page, locale));
  await test.step('services: three cards with timeline and price', () => serviceFacts(page, locale));
  await test.step('portfolio: live projects open in a new tab, coming-soon ones say so, every title leads to its case', () =>
    portfolio(page, locale));
  await test.step('testimonials: nine clients, duplicates hidden from assistive technology', () => testimonials(page, locale));

  await test.step('testimonial columns scroll in 15, 19 and 17 s, pause on hover and focus, and stop while out of view', async () => {
    const area = page.getByRole('region', { name: locale.testimonials });
    const track = (index: number) => testimonialColumns(page).nth(index).locator(':scope > div');
    const animation = (index: number) =>
      track(index).evaluate((el) => {
        const style = getComputedStyle(el);
        return { duration: style.animationDuration, state: style.animationPlayState, iterations: style.animationIterationCount };
      });
    await expect.poll(() => animation(0)).toEqual({ duration: '15s', state: 'running', iterations: 'infinite' });
    expect((await animation(1)).duration).toBe('19s');
    expect((await animation(2)).duration).toBe('17s');
    const offset = () => track(0).evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42);
    const before = await offset();
    await expect.poll(offset).toBeLessThan(before);

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

  await test.step('at 390 px nothing sticks out sideways, with a service card open too', () => nothingSideways(page));
});

test.describe('a project image that fails', () => {
  test.use({ allowedProblems: [/console error: Failed to load resource: net::ERR_FAILED/] });

  test(`shows "${LOCALES[0].unavailable}" in its place, and only there`, async ({ page }) => {
    await page.route('**/images/projects/protecta-*', (route) => route.abort('failed'));
    await gotoWithoutSplash(page, '/');
    const card = projectCard(page, 'Protecta Seguros');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText(LOCALES[0].unavailable)).toBeVisible();
    await expect(card.locator('img')).toBeHidden();
    await expect(projectCard(page, 'BuddyChat').getByText(LOCALES[0].unavailable)).toHaveCount(0);
    await expect(projectCard(page, 'BuddyChat').getByRole('img')).toBeVisible();
  });
});

test("the first visit shows the splash over a page already there, once a session; with reduced motion no splash, still testimonials and the video's poster", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The splash runs on the page's timers: the test moves its clock on instead of waiting for it.
  await page.clock.install();
  await page.goto('/');
  const splash = page.getByTestId('splash');
  await test.step('the splash covers a page whose content is already there, then leaves by itself', async () => {
    await expect(splash).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(async () => {
      await page.clock.runFor(1000);
      await expect(splash).toBeHidden({ timeout: 100 });
    }).toPass();
  });

  await test.step('the next load in the same session shows no splash: hidden by CSS before the first paint', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(splash).toHaveCount(1);
    expect(await splash.isVisible()).toBe(false); // no waiting: a splash shown again would still be up
  });

  await test.step('a visitor who asks for reduced motion sees no splash, still testimonials, and the poster for the video', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(splash).toBeHidden();
    const track = testimonialColumns(page).first().locator(':scope > div');
    await track.scrollIntoViewIfNeeded();
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    const about = section(page, 'about');
    await expect(about.locator('video')).toBeHidden();
    await expect(about.locator('img[src="/images/about-poster.webp"]')).toBeVisible();
    expect(await about.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

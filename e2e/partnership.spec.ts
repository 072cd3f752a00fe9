import type { Page } from '@playwright/test';
import { formatBRL } from '../lib/money';
import { partnershipMessage } from '../lib/partnershipMessage';
import { AMOUNT_MAX, PROJECTS_MAX, defaultState, simulate, type SimulatorState } from '../lib/profit';
import { withSimulation } from '../lib/simulationUrl';
import { digitsOnly } from '../lib/whatsapp';
import { expectOneCleanChat, watchChats } from './chat';
import { owner, partnershipChat, partnershipCopy as copy, partnershipOffer as offer } from './content';
import { expect, gotoWithoutSplash, holdScripts, interactive, settledTop, test } from './fixtures';

const DEFAULT_STATE = defaultState(offer);

const stickyBar = (page: Page) => page.getByRole('complementary', { name: copy.sticky.label });

/** The simulator's three results as the page shows them for `state`, worked out by lib/profit.ts. */
async function expectResults(page: Page, state: SimulatorState) {
  const { profitPerProject, monthlyProfit, multiplier } = simulate(state, offer);
  const result = (name: string) => page.getByRole('main').getByRole('status', { name });
  await expect(result(copy.simulator.perProject)).toHaveText(formatBRL(profitPerProject));
  await expect(result(copy.simulator.monthly)).toHaveText(formatBRL(monthlyProfit));
  await expect(result(copy.simulator.multiplier)).toHaveText(multiplier);
}

test('the partnership page shows its sections in order, a sticky bar past 420 px that steps aside for the footer, and opens at the top', async ({
  page,
}) => {
  await gotoWithoutSplash(page, '/partnership');
  await interactive(page);
  const main = page.getByRole('main');
  await test.step('its sections, in order down the page, each benefit included in the partnership', async () => {
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      copy.steps.title,
      copy.benefits.title,
      copy.simulator.title,
      copy.pilot.title,
    ]);
    const benefits = main.locator('#beneficios').getByRole('listitem');
    await expect(benefits).toHaveCount(copy.benefits.items.length);
    for (const benefit of await benefits.all()) await expect(benefit).toContainText(copy.benefits.included);
    await expect(main.getByRole('heading', { level: 3, name: copy.chart.title })).toBeVisible();
    // Visual order down the page: hero button, steps, benefits, simulator beside its chart, pilot.
    const order = [
      main.getByRole('link', { name: copy.hero.cta }),
      ...[copy.steps.title, copy.benefits.title, copy.simulator.title, copy.pilot.title].map((name) => main.getByRole('heading', { name })),
      main.getByRole('link', { name: copy.pilot.cta }),
      main.getByText(copy.pilot.contact),
      main.getByText(copy.pilot.guarantee),
    ];
    const tops: number[] = [];
    for (const element of order) tops.push((await element.boundingBox())?.y ?? Number.NaN);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  await test.step('the sticky bar appears past 420 px and steps aside for the footer', async () => {
    const bar = page.locator('aside', { hasText: copy.sticky.text });
    // Hidden and inert until 420 px: __tests__/components/PartnershipParts.test.tsx.
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(stickyBar(page).getByRole('link', { name: copy.sticky.cta })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeHidden();
  });

  await test.step('it opens at the top, even on reload', async () => {
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  await test.step('at 390 px the largest price gives whole numbers, no NaN or negative, and nothing sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel(copy.simulator.price).fill('1e9');
    await expectResults(page, { ...DEFAULT_STATE, price: AMOUNT_MAX });
    await expect(page.locator('#simulador')).not.toContainText(/NaN|Infinity|R\$\s?-|-\s?R\$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test(`a simulation link restores the numbers, and a double tap on '${copy.sticky.cta}' opens one chat carrying the scenario`, async ({
  page,
  context,
  baseURL,
}) => {
  // Not the defaults: every number of the link differs from them.
  const simulation = {
    price: DEFAULT_STATE.price + 100,
    projects: (DEFAULT_STATE.projects % PROJECTS_MAX) + 1,
    maintenanceFee: DEFAULT_STATE.maintenanceFee + 50,
  };
  const chats = await watchChats(context);
  await gotoWithoutSplash(page, withSimulation(`${baseURL}/partnership`, simulation, offer));
  await expectResults(page, { ...DEFAULT_STATE, ...simulation, includeMaintenance: true });

  await interactive(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  const button = page.getByRole('main').getByRole('link', { name: copy.sticky.cta });
  await button.dblclick();
  const chat = await expectOneCleanChat(chats);
  await expect(button).not.toHaveAttribute('aria-busy');
  await expect(button).toHaveText(copy.sticky.cta);

  await test.step('the chat carries the partnership message with the scenario, dated', async () => {
    expect(chat.url.pathname).toBe(`/${digitsOnly(owner.whatsapp.partnership)}`);
    expect(chat.text).toMatch(/\nData: \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(chat.text.replace(/\nData: [^\n]*/, '')).toBe(
      partnershipMessage(partnershipChat, new URL(baseURL ?? '').host, undefined, simulation),
    );
  });
});

test.describe('before the scripts run', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the price and slider set before the scripts run show in the results once they run', async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/partnership', { waitUntil: 'domcontentloaded' });
    const price = DEFAULT_STATE.price * 2;
    await page.getByLabel(copy.simulator.price).fill(String(price));
    const slider = page.getByRole('main').getByRole('slider', { name: copy.simulator.projects });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveValue(String(PROJECTS_MAX));
    await scripts.release();
    await expectResults(page, { ...DEFAULT_STATE, price, projects: PROJECTS_MAX });
  });

  test('scrolled before the scripts ran, the visitor stays where they are', async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/partnership', { waitUntil: 'domcontentloaded' });
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const heading = page.getByRole('heading', { level: 1 });
    const before = await settledTop(page, heading);
    await scripts.release();
    // The scripts have run once the sticky bar (past 420 px) comes up.
    await expect(stickyBar(page)).toBeVisible();
    await page.waitForLoadState('load');
    expect(Math.abs((await settledTop(page, heading)) - before)).toBeLessThanOrEqual(2);
  });
});

test("the headline's phrases take turns by CSS while seen, stop off screen, and stand still under reduced motion", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoWithoutSplash(page, '/partnership');
  await interactive(page);
  const phrases = page.locator('h1 .cycle-word');
  const opacities = () => phrases.evaluateAll((spans) => spans.map((span) => Number(getComputedStyle(span).opacity)));
  const states = () =>
    phrases.evaluateAll((spans) =>
      spans.map((span) =>
        span
          .getAnimations()
          .map((animation) => animation.playState)
          .join(),
      ),
    );
  const { words, titleRest } = copy.hero;
  const each = <T>(value: T) => words.map(() => value);
  /** Every phrase hidden but the one at `shown`. */
  const showing = (shown: number) => words.map((_, index) => (index === shown ? 1 : 0));
  await expect(phrases).toHaveCount(words.length);
  // Read as one headline: the first phrase, then the rest of the title; the others are decorative.
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(`${words[0]} ${titleRest}`);
  await expect.poll(states).toEqual(each('running'));
  await expect.poll(opacities, { timeout: 6000 }).toEqual(showing(1));
  await expect.poll(opacities, { timeout: 3000 * words.length }).toEqual(showing(0));
  // Scrolled away, nothing plays; back in view, it goes on.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(states).toEqual(each('paused'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(states).toEqual(each('running'));

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(states).toEqual(each(''));
  expect(await opacities()).toEqual(showing(0));
});

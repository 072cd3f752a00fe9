import type { Page } from '@playwright/test';
import { partnershipMessages as copy } from '../lib/i18n/partnership';
import { expectOneCleanChat, watchChats } from './chat';
import { expect, gotoWithoutSplash, holdScripts, interactive, settledTop, test } from './fixtures';

const PRICE = copy.simulator.price;
const CHART = 'Crescimento do lucro por mês';
const CHAT_BUTTONS = [copy.hero.cta, copy.pilot.cta, copy.sticky.cta];

type Timings = { clickedAt: number; openedAt: number[]; busyAt: number[]; idleAt: number[]; busyText: string[] };

/**
 * Notes, inside the page, when the tap happened, when the page asked for a tab, and when a chat
 * button turned busy and back, so the 800 ms wait is measured there rather than across slow test
 * round trips.
 */
async function recordTimings(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __timings: Timings };
    w.__timings = { clickedAt: 0, openedAt: [], busyAt: [], idleAt: [], busyText: [] };
    document.addEventListener('click', () => (w.__timings.clickedAt ||= performance.now()), true);
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        const busy = target.getAttribute('aria-busy') === 'true';
        (busy ? w.__timings.busyAt : w.__timings.idleAt).push(performance.now());
        if (busy) w.__timings.busyText.push(`${target.textContent} disabled=${target.getAttribute('aria-disabled')}`);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      w.__timings.openedAt.push(performance.now());
      return open(...args);
    };
  });
}

const timings = (page: Page) => page.evaluate(() => (window as unknown as { __timings: Timings }).__timings);

const stickyBar = (page: Page) => page.getByRole('complementary', { name: 'Reservar um piloto' });

async function open(page: Page) {
  await gotoWithoutSplash(page, '/partnership');
  await interactive(page);
}

function results(page: Page) {
  const main = page.getByRole('main');
  return {
    perProject: main.getByRole('status', { name: 'Lucro por projeto' }),
    monthly: main.getByRole('status', { name: 'Lucro mensal' }),
    multiplier: main.getByRole('status', { name: 'Seu preço sobre o custo' }),
    chart: main.getByRole('img', { name: CHART }),
    table: main.getByRole('table', { name: 'Lucro mensal por quantidade de projetos' }),
  };
}

test('the partnership page shows its sections in order, its first headline in the HTML, a sticky bar past 420 px that steps aside for the footer, and opens at the top', async ({
  page,
}) => {
  await test.step('the first headline is in the HTML, for crawlers and visitors without JavaScript', async () => {
    const html = await (await page.request.get('/partnership')).text();
    expect(html).toMatch(/<h1[^>]*>.*Sites em até 48h.*para seus clientes<\/h1>/s);
  });

  await open(page);
  const main = page.getByRole('main');
  await test.step('its sections and their texts, in order, in Portuguese', async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page).toHaveTitle(/Parceria para Agências/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /48h/);
    await expect(main.getByText('Parceria para Agências', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/^(Sites|Landings) em até 48h para seus clientes$/);
    await expect(main.getByText('100+ landing pages entregues em 2025', { exact: true })).toBeVisible();
    await expect(main.getByText('tempo médio: 42h', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Como funciona na prática?',
      'Por que sua agência vai escalar mais?',
      'Simule seu lucro',
      'Quer testar com um projeto piloto?',
    ]);

    const steps = main.locator('#como-funciona').getByRole('heading', { level: 3 });
    await expect(steps).toHaveText(['Você envia o briefing', 'Eu construo tudo', 'Entrega em até 48h']);
    await expect(main.getByText('Você revende')).toHaveCount(0);
    const benefits = main.locator('#beneficios').getByRole('listitem');
    await expect(benefits).toHaveCount(4);
    for (const benefit of await benefits.all()) await expect(benefit).toContainText('Incluído na parceria');
    await expect(main.getByRole('heading', { level: 3, name: CHART })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Essencial' })).toHaveCount(0);

    // Visual order down the page: hero button, steps, benefits, simulator beside its chart, pilot.
    const order = [
      main.getByRole('link', { name: copy.hero.cta }),
      main.getByRole('heading', { name: 'Como funciona na prática?' }),
      main.getByRole('heading', { name: 'Por que sua agência vai escalar mais?' }),
      main.getByRole('heading', { name: 'Simule seu lucro' }),
      main.getByRole('heading', { name: 'Quer testar com um projeto piloto?' }),
      main.getByRole('link', { name: copy.pilot.cta }),
      main.getByText('Conversa direta via WhatsApp • Resposta em até 2h'),
      main.getByText('Garantia: se atrasar, 20% de desconto imediato.'),
    ];
    const tops: number[] = [];
    for (const element of order) tops.push((await element.boundingBox())?.y ?? Number.NaN);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  await test.step('each of its three chat buttons is a link to the partnership chat', async () => {
    for (const name of CHAT_BUTTONS) {
      const href = new URL((await main.getByRole('link', { name, includeHidden: true }).getAttribute('href')) ?? '');
      expect(`${href.origin} ${href.searchParams.get('text')}`, name).toMatch(/^https:\/\/wa\.me \*Parceria para Agências\*/);
    }
  });

  await test.step('the sticky bar appears past 420 px and steps aside for the footer', async () => {
    const bar = page.locator('aside', { hasText: 'Pronto para um piloto esta semana?' });
    await expect(bar).toHaveCount(1);
    await expect(bar).toBeHidden();
    await expect(bar).toHaveAttribute('inert', '');

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(bar).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(stickyBar(page)).toBeVisible();
    await expect(stickyBar(page).getByText('Pronto para um piloto esta semana?')).toBeVisible();
    await expect(stickyBar(page).getByRole('link', { name: copy.sticky.cta })).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
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
    const ui = results(page);
    const price = page.getByLabel(PRICE);
    await price.fill('1e9');
    await expect(ui.perProject).toHaveText('R$ 999.701');
    await expect(ui.monthly).toHaveText('R$ 4.999.000');
    await price.blur();
    await expect(price).toHaveValue('1000000');
    await expect(page.locator('#simulador')).not.toContainText(/NaN|Infinity|R\$\s?-|-\s?R\$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test(`a simulation link restores the numbers, and '${copy.sticky.cta}' asks for the tab within the tap, is busy for about 800 ms, then opens one chat carrying the scenario`, async ({
  page,
  context,
  baseURL,
}) => {
  await recordTimings(page);
  const chats = await watchChats(context);
  await gotoWithoutSplash(page, '/partnership?preco=997&projetos=8&manutencao=150');
  const main = page.getByRole('main');
  await test.step('the numbers of the link are in the simulator', async () => {
    await expect(results(page).monthly).toHaveText('R$ 6.784');
    await expect(page.getByLabel(PRICE)).toHaveValue('997');
    await expect(main.getByRole('slider', { name: copy.simulator.projects })).toHaveValue('8');
    await expect(main.getByLabel(copy.simulator.fee)).toHaveValue('150');
  });

  await interactive(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  const button = main.getByRole('link', { name: copy.sticky.cta });
  await button.dblclick();
  const chat = await expectOneCleanChat(chats);
  await expect(button).not.toHaveAttribute('aria-busy');
  await expect(button).toHaveText(copy.sticky.cta);

  await test.step('the tab was asked for within the tap, the button busy for about 800 ms', async () => {
    const time = await timings(page);
    expect(time.openedAt).toHaveLength(1);
    expect(time.openedAt[0] - time.clickedAt).toBeLessThan(200);
    expect(time.busyText).toEqual([`${copy.chat.busy} disabled=true`]);
    expect(time.busyAt).toHaveLength(1);
    expect(time.idleAt).toHaveLength(1);
    // Busy shows while the chat waits (how soon after the tap depends on the machine, not the page).
    expect(time.busyAt[0]).toBeLessThan(time.idleAt[0]);
    expect(time.idleAt[0] - time.clickedAt).toBeGreaterThanOrEqual(790);
    expect(time.idleAt[0] - time.clickedAt).toBeLessThan(2000);
  });

  await test.step('the chat carries the partnership message, the scenario once, the date and the page', async () => {
    expect(chat.url.pathname).toMatch(/^\/\d{10,15}$/);
    expect(chat.text).toContain('Parceria para Agências');
    expect(chat.text).toMatch(/parceria de landing pages/);
    const lines = chat.text.split('\n');
    const interest = lines.findIndex((line) => line.startsWith('Interesse:'));
    expect(lines[interest]).toMatch(/próximos passos/);
    expect(lines[interest + 1]).toBe(
      'Simulação: R$\u00a0997 por landing, 8 por mês, manutenção R$\u00a0150 por site, lucro mensal R$\u00a06.784',
    );
    expect(chat.text.match(/Simulação:/g)).toHaveLength(1);
    expect(chat.text).toMatch(/\nData: \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(lines.at(-1)).toBe(`Via: ${new URL(baseURL ?? '').host}/partnership`);
  });

  await test.step('copy-link puts the absolute link, the address of the page, on the clipboard and says so', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await main.getByRole('button', { name: copy.simulator.copyLink }).click();
    await expect(main.getByRole('status').filter({ hasText: copy.simulator.copied })).toHaveText(copy.simulator.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/partnership?preco=997&projetos=8&manutencao=150`);
    expect(copied).toBe(page.url());
  });
});

test.describe('before the scripts run', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the price and slider set before the scripts run show in the results once they run', async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/partnership', { waitUntil: 'domcontentloaded' });
    const main = page.getByRole('main');
    await page.getByLabel(PRICE).fill('997');
    const slider = main.getByRole('slider', { name: copy.simulator.projects });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('20');
    await scripts.release();
    const ui = results(page);
    await expect(ui.perProject).toHaveText('R$ 698');
    await expect(ui.monthly).toHaveText('R$ 15.940');
    await expect(ui.multiplier).toHaveText('3.3x');
    await expect(page.getByText('20 projetos')).toBeVisible();
    await expect(ui.table.getByRole('row').nth(12)).toHaveText(/12\s*R\$\s9\.564/);
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

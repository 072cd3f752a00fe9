import type { Page } from '@playwright/test';
import { expectOneCleanChat, openOnlyWithinASecondOfATap, watchChats } from './chat';
import { expect, gotoWithoutSplash, holdScripts, interactive, landsUnderHeader, test } from './fixtures';

const PRICE = 'Preço que você cobra por landing page (R$)';
const FEE = 'Manutenção mensal por site (R$)';
const CHART = 'Crescimento do lucro por mês';

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

test.describe('partnership page', () => {
  test('shows its sections and their texts in order, in Portuguese', async ({ page }) => {
    await open(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page).toHaveTitle(/Parceria para Agências/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /48h/);

    const main = page.getByRole('main');
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
      main.getByRole('link', { name: 'Reservar um slot' }),
      main.getByRole('heading', { name: 'Como funciona na prática?' }),
      main.getByRole('heading', { name: 'Por que sua agência vai escalar mais?' }),
      main.getByRole('heading', { name: 'Simule seu lucro' }),
      main.getByRole('heading', { name: 'Quer testar com um projeto piloto?' }),
      main.getByRole('link', { name: 'Reservar meu slot' }),
      main.getByText('Conversa direta via WhatsApp • Resposta em até 2h'),
      main.getByText('Garantia: se atrasar, 20% de desconto imediato.'),
    ];
    const tops: number[] = [];
    for (const element of order) tops.push((await element.boundingBox())?.y ?? Number.NaN);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
  });

  test('serves the first headline in the HTML, for crawlers and visitors without JavaScript', async ({ request }) => {
    const html = await (await request.get('/partnership')).text();
    expect(html).toMatch(/<h1[^>]*>.*Sites em até 48h.*para seus clientes<\/h1>/s);
  });

  test('the header link from an English page leads here', async ({ page }) => {
    await gotoWithoutSplash(page, '/en');
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Partnership' }).click();
    await expect(page).toHaveURL(/\/partnership$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('em até 48h');
  });

  test('starts with the documented defaults and follows price, projects and fee', async ({ page }) => {
    await open(page);
    const ui = results(page);
    await expect(ui.perProject).toHaveText('R$ 1.198');
    await expect(ui.monthly).toHaveText('R$ 6.485');
    await expect(ui.multiplier).toHaveText('5.0x');
    await expect(ui.table.getByRole('row')).toHaveCount(13);
    await expect(ui.table.getByRole('row').nth(12)).toHaveText(/12\s*R\$\s15\.564/);
    const drawn = await ui.chart.innerHTML();

    await page.getByLabel(PRICE).fill('997');
    await expect(ui.perProject).toHaveText('R$ 698');
    await expect(ui.multiplier).toHaveText('3.3x');
    await expect(ui.monthly).toHaveText('R$ 3.985');
    await expect(ui.chart).toHaveAccessibleDescription(/R\$\s797 com 1 projeto até R\$\s9\.564 com 12 projetos/);
    expect(await ui.chart.innerHTML()).not.toBe(drawn);

    const slider = page.getByRole('slider', { name: 'Projetos por mês' });
    await slider.focus();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('10');
    await expect(page.getByText('10 projetos')).toBeVisible();
    await expect(ui.monthly).toHaveText('R$ 7.970');
    await page.keyboard.press('End');
    await expect(slider).toHaveValue('20');
    await expect(ui.monthly).toHaveText('R$ 15.940');

    await page.getByLabel(FEE).fill('');
    await expect(ui.monthly).toHaveText('R$ 13.960');
    await expect(ui.table.getByRole('row').nth(1)).toHaveText(/1\s*R\$\s698/);
    await page.getByLabel(FEE).fill('201');
    await expect(ui.monthly).toHaveText('R$ 17.980');
    await expect(ui.table.getByRole('row').nth(1)).toHaveText(/1\s*R\$\s899/);
  });

  test('odd input never shows NaN, Infinity, negative profit or a sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    const ui = results(page);
    const price = page.getByLabel(PRICE);
    const simulator = page.locator('#simulador');

    await price.fill('-50');
    await expect(ui.perProject).toHaveText('R$ 0');
    await expect(ui.monthly).toHaveText('R$ 495');
    await expect(ui.multiplier).toHaveText('0.0x');

    await price.fill('');
    await expect(ui.perProject).toHaveText('R$ 0');
    await expect(ui.multiplier).toHaveText('0.0x');

    await price.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('mil e quinhentos reais');
    await expect(ui.perProject).toHaveText('R$ 0');

    await price.fill('1e9');
    await expect(ui.perProject).toHaveText('R$ 999.701');
    await expect(ui.monthly).toHaveText('R$ 4.999.000');
    await price.blur();
    await expect(price).toHaveValue('1000000');

    await expect(simulator).not.toContainText(/NaN|Infinity|R\$\s?-|-\s?R\$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the sticky bar appears past 420 px and steps aside for the footer', async ({ page }) => {
    await open(page);
    const bar = page.locator('aside', { hasText: 'Pronto para um piloto esta semana?' });
    await expect(bar).toHaveCount(1);
    await expect(bar).toBeHidden();
    await expect(bar).toHaveAttribute('inert', '');

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(bar).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 600));
    const shown = page.getByRole('complementary', { name: 'Reservar um piloto' });
    await expect(shown).toBeVisible();
    await expect(shown.getByText('Pronto para um piloto esta semana?')).toBeVisible();
    await expect(shown.getByRole('link', { name: 'Falar no WhatsApp' })).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test('opens at the top, even on reload', async ({ page }) => {
    await open(page);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  // The sections after the hero are laid out only as they near the screen: the hero's link still lands on the simulator.
  for (const width of [390, 1440]) {
    test(`'Simular meu lucro' ends with the simulator right under the header, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await open(page);
      await page.getByRole('link', { name: 'Simular meu lucro' }).click();
      await expect(page).toHaveURL(/#simulador$/);
      await landsUnderHeader(page, 'simulador');
    });
  }

  test("before the scripts run, 'Simular meu lucro' lands on the simulator too", async ({ page }) => {
    const scripts = await holdScripts(page, 8000);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoWithoutSplash(page, '/partnership', { waitUntil: 'domcontentloaded' });
    await page.getByRole('link', { name: 'Simular meu lucro' }).click();
    await landsUnderHeader(page, 'simulador');
    await scripts.release();
  });

  test('scrolled before the scripts ran, the visitor stays where they are', async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/partnership', { waitUntil: 'domcontentloaded' });
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.waitForTimeout(500); // the wheel's own smooth scroll settles
    const before = await page.evaluate(() => window.scrollY);
    await scripts.release();
    // The scripts have run once the sticky bar (past 420 px) comes up.
    await expect(stickyBar(page)).toBeVisible();
    await page.waitForLoadState('load');
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
  });

  test('price and slider changed before the scripts ran show in the results right after', async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/partnership', { waitUntil: 'domcontentloaded' });
    await page.getByLabel(PRICE).fill('997');
    const slider = page.getByRole('slider', { name: 'Projetos por mês' });
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

  for (const [name, scroll] of [
    ['Reservar um slot', 0],
    ['Reservar meu slot', 0],
    ['Falar no WhatsApp', 900],
  ] as const) {
    test(`'${name}' asks for the tab within the tap, is busy for about 800 ms, then opens one chat`, async ({ page, baseURL }) => {
      await recordTimings(page);
      const chats = await watchChats(page.context());
      await open(page);
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      const button = page.getByRole('main').getByRole('link', { name });

      await button.dblclick();
      const chat = await expectOneCleanChat(chats);
      await expect(button).not.toHaveAttribute('aria-busy');
      await expect(button).toHaveText(name);

      const time = await timings(page);
      expect(time.openedAt).toHaveLength(1);
      expect(time.openedAt[0] - time.clickedAt).toBeLessThan(200);
      expect(time.busyText).toEqual(['Abrindo conversa... disabled=true']);
      expect(time.busyAt).toHaveLength(1);
      expect(time.idleAt).toHaveLength(1);
      // Busy shows while the chat waits (how soon after the tap depends on the machine, not the page).
      expect(time.busyAt[0]).toBeLessThan(time.idleAt[0]);
      expect(time.idleAt[0] - time.clickedAt).toBeGreaterThanOrEqual(790);
      expect(time.idleAt[0] - time.clickedAt).toBeLessThan(2000);

      expect(chat.url.pathname).toMatch(/^\/\d{10,15}$/);
      const host = new URL(baseURL ?? '').host;
      expect(chat.text).toContain('Parceria para Agências');
      expect(chat.text).toMatch(/parceria de landing pages/);
      expect(chat.text).toMatch(/\nInteresse: .*próximos passos/);
      expect(chat.text).toMatch(/\nData: \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
      expect(chat.text.split('\n').at(-1)).toBe(`Via: ${host}/partnership`);
    });

    test(`'${name}' opens the chat with one tap where a tab opens only within a second of it (iPhone Safari)`, async ({ page }) => {
      await openOnlyWithinASecondOfATap(page.context());
      const chats = await watchChats(page.context());
      await open(page);
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await page.getByRole('main').getByRole('link', { name }).click();
      expect((await expectOneCleanChat(chats)).text).toMatch(/\nData: /);
    });
  }

  test('before the scripts run, a chat button is a link that opens the chat by itself', async ({ page }) => {
    const chats = await watchChats(page.context());
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/partnership', { waitUntil: 'domcontentloaded' });
    await page.getByRole('main').getByRole('link', { name: 'Reservar um slot' }).click();
    const chat = await expectOneCleanChat(chats);
    expect(chat.text).toContain('Parceria para Agências');
    expect(chat.text.split('\n').at(-1)).toBe('Via: rafaelmoreira.com.br/partnership');
    await scripts.release();
  });
});

test.describe('partnership page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1440]) {
    test(`'Simular meu lucro' ends with the simulator right under the header, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/partnership');
      await page.getByRole('link', { name: 'Simular meu lucro' }).click();
      await expect(page).toHaveURL(/#simulador$/);
      await landsUnderHeader(page, 'simulador');
    });
  }
});

import type { Page } from '@playwright/test';
import copy from '../messages/partnership.pt.json';
import { expectOneCleanChat, watchChats } from './chat';
import { expect, gotoWithoutSplash, interactive, test } from './fixtures';

const PRICE = copy.simulator.price;
const NBSP = '\u00a0';

function simulator(page: Page) {
  const main = page.getByRole('main');
  return {
    price: main.getByLabel(PRICE),
    projects: main.getByRole('slider', { name: copy.simulator.projects }),
    fee: main.getByLabel(copy.simulator.fee),
    monthly: main.getByRole('status', { name: copy.simulator.monthly }),
    copyLink: main.getByRole('button', { name: copy.simulator.copyLink }),
    pilotChat: main.getByRole('link', { name: copy.pilot.cta }),
  };
}

/** The copy button is disabled until the simulator's script runs; the header answering the scroll shows the page's scripts have run. */
async function ready(page: Page) {
  await expect(simulator(page).copyLink).toBeEnabled();
  await interactive(page);
}

async function chatText(page: Page) {
  const chats = await watchChats(page.context());
  const { pilotChat } = simulator(page);
  await ready(page);
  await pilotChat.click();
  return (await expectOneCleanChat(chats)).text;
}

test.describe('a simulation an agency can send', () => {
  test('a simulation link opened in a new page restores the numbers, and the chat carries the scenario', async ({ context }) => {
    const page = await context.newPage();
    await gotoWithoutSplash(page, '/partnership?preco=997&projetos=8&manutencao=150');
    const ui = simulator(page);
    await expect(ui.monthly).toHaveText(`R$${NBSP}6.784`);
    await expect(ui.price).toHaveValue('997');
    await expect(ui.projects).toHaveValue('8');
    await expect(ui.fee).toHaveValue('150');

    const text = await chatText(page);
    const lines = text.split('\n');
    const interest = lines.findIndex((line) => line.startsWith('Interesse:'));
    expect(lines[interest + 1]).toBe(
      `Simulação: R$${NBSP}997 por landing, 8 por mês, manutenção R$${NBSP}150 por site, lucro mensal R$${NBSP}6.784`,
    );
    expect(text.match(/Simulação:/g)).toHaveLength(1);
  });

  test('an untouched simulator leaves the chat message without a scenario line', async ({ page }) => {
    await gotoWithoutSplash(page, '/partnership');
    expect(await chatText(page)).not.toContain('Simulação');
  });

  test('changing the price updates the URL without adding a history entry', async ({ page }) => {
    await gotoWithoutSplash(page, '/partnership#simulador');
    const ui = simulator(page);
    await expect(ui.copyLink).toBeEnabled();
    const entries = await page.evaluate(() => history.length);

    await ui.price.fill('1997');
    await expect(ui.monthly).toHaveText(`R$${NBSP}8.985`);
    await expect(page).toHaveURL(/\/partnership\?preco=1997&projetos=5&manutencao=99#simulador$/);
    await ui.price.fill('2500');
    await expect(page).toHaveURL(/\?preco=2500&projetos=5&manutencao=99#simulador$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await ui.price.fill('1497');
    await expect(page).toHaveURL(/\/partnership#simulador$/);

    // The address is the simulation: a reload shows the same numbers.
    await ui.projects.fill('12');
    await expect(page).toHaveURL(/\?preco=1497&projetos=12&manutencao=99#simulador$/);
    await page.reload();
    await expect(ui.monthly).toHaveText(`R$${NBSP}15.564`);
  });

  test('copy-link puts the absolute link on the clipboard and confirms it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await gotoWithoutSplash(page, '/partnership');
    const ui = simulator(page);
    await expect(ui.copyLink).toBeEnabled();
    await ui.projects.fill('3');
    await ui.copyLink.click();

    const status = page.getByRole('main').getByRole('status').filter({ hasText: copy.simulator.copied });
    await expect(status).toBeVisible();
    await expect(status).toHaveText(copy.simulator.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/partnership?preco=1497&projetos=3&manutencao=99`);
    expect(copied).toBe(page.url());
  });

  test('garbage parameters fall back to the defaults with no console error', async ({ page }) => {
    await gotoWithoutSplash(page, '/partnership?preco=abc&projetos=-3&manutencao=1e99&utm_source=email');
    const ui = simulator(page);
    await expect(ui.copyLink).toBeEnabled();
    await expect(ui.monthly).toHaveText(`R$${NBSP}6.485`);
    await expect(ui.price).toHaveValue('1497');
    await expect(ui.projects).toHaveValue('5');
    await expect(ui.fee).toHaveValue('99');
    await expect(page.locator('#simulador')).not.toContainText(/NaN|Infinity/);
  });
});

import { expect, gotoWithoutSplash, holdScripts, interactive, landsUnderHeader, settledTop, test } from './fixtures';

test.describe('language and routing', () => {
  test('both homes render with the right lang and link each other with hreflang', async ({ page }) => {
    await gotoWithoutSplash(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/);
    await expect(page.getByRole('link', { name: 'Iniciar projeto' }).first()).toBeVisible();

    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
    await expect(page.getByRole('link', { name: 'Start a Project' }).first()).toBeVisible();
  });

  test('the toggle goes to the counterpart page, keeps the hash and is remembered on reload of /', async ({ page }) => {
    await gotoWithoutSplash(page, '/#services');
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/en#services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('link', { name: 'Ler esta página em português' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.waitForLoadState();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });

  test('tapped before the scripts ran, with English stored, the toggle lands on Portuguese and stays', async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/en/journal', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.getByRole('link', { name: 'Ler esta página em português' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/journal$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pt');

    await scripts.release();
    await interactive(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/journal$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.reload();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/journal$/);
  });

  test('a stored invalid language is ignored', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await gotoWithoutSplash(page, '/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});

test.describe('header', () => {
  test('is transparent at the top and opaque past 50 px', async ({ page }) => {
    await gotoWithoutSplash(page, '/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).toBe('rgba(11, 11, 15, 0.96)');
    await expect.poll(() => header.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  });

  test('a section link scrolls to the section and updates the hash', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoWithoutSplash(page, '/');
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Contato' }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('a section link far down the page ends with the section right under the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoWithoutSplash(page, '/');
    await interactive(page);
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/#journal$/);
    await landsUnderHeader(page, 'journal');
  });

  test('a section link in the phone menu ends with the section right under the header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoWithoutSplash(page, '/en');
    await interactive(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Journal' }).click();
    await expect(page).toHaveURL(/#journal$/);
    await landsUnderHeader(page, 'journal');
  });

  for (const width of [390, 1280]) {
    test(`back from an article, the home page is where the visitor left it, at ${width} px`, async ({ page }) => {
      // Two page loads, a return and a long scroll in short turns: on a busy 2-core machine that can pass 30 s.
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      await gotoWithoutSplash(page, '/en');
      await interactive(page);
      await page.mouse.move(width / 2, 400);
      const journalTop = () => page.locator('#journal').evaluate((element) => Math.round(element.getBoundingClientRect().top));
      // The visitor wheels down until the journal's first article is in view, under the header, and taps it.
      const article = page.locator('#journal a[href*="/post/"]').first();
      const articleTop = () => article.evaluate((element) => Math.round(element.getBoundingClientRect().top));
      // Quick turns while it is far below; the wheel's smooth scroll runs behind them, so near it each
      // turn waits for the scroll to settle and goes only as far as needed.
      for (let turn = 0; turn < 80 && (await articleTop()) > 1500; turn += 1) await page.mouse.wheel(0, 300);
      for (let turn = 0; turn < 10; turn += 1) {
        const top = await settledTop(page, article);
        if (top >= 150 && top <= 450) break;
        await page.mouse.wheel(0, Math.max(-300, Math.min(300, top - 300)));
      }
      await expect(article).toBeInViewport({ ratio: 1 });
      const left = await journalTop();
      await article.click();
      await expect(page).toHaveURL(/\/post\//);
      await page.goBack();
      await expect(page).toHaveURL(/\/en$/);
      await expect.poll(async () => Math.abs((await journalTop()) - left)).toBeLessThanOrEqual(2);
      await page.waitForTimeout(500); // and it stays there once the scripts have run
      expect(Math.abs((await journalTop()) - left)).toBeLessThanOrEqual(2);
    });
  }

  test('arriving at /#contact lands on contact', async ({ page }) => {
    await gotoWithoutSplash(page, '/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('arriving at /#contact, a visitor who scrolled away before the scripts ran is not pulled back', async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/#contact', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#contact')).toBeInViewport();
    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, -1500);
    await expect(page.locator('#contact')).not.toBeInViewport();
    await page.waitForTimeout(500); // the wheel's own smooth scroll settles
    const where = await page.evaluate(() => window.scrollY);
    await scripts.release();
    // The scripts have run once the header answers the scroll; the arrival scroll would come 300 ms later.
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true');
    await page.waitForTimeout(1000);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - where)).toBeLessThanOrEqual(2);
    await expect(page.locator('#contact')).not.toBeInViewport();
  });

  test('on another page a section link goes to the home page with the hash', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoWithoutSplash(page, '/journal');
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Serviços' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#services$/);
    await expect(page.locator('#services')).toBeInViewport();
  });

  test('the logo scrolls back to the hero on the home page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoWithoutSplash(page, '/#contact');
    await expect(page.locator('#contact')).toBeInViewport();
    await page.getByRole('link', { name: 'Rafael Moreira' }).first().click();
    await expect(page.locator('#hero')).toBeInViewport();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#hero$/);
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function openMenu(page: import('@playwright/test').Page) {
    await interactive(page);
    const opener = page.getByRole('button', { name: 'Abrir menu' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    return { opener, dialog };
  }

  test('opens as a modal dialog, traps focus and locks scroll', async ({ page }) => {
    await gotoWithoutSplash(page, '/');
    const { dialog } = await openMenu(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    await expect.poll(async () => Math.round((await dialog.boundingBox())!.x + (await dialog.boundingBox())!.width)).toBe(390);
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390 * 0.85 + 1);
    await expect(dialog.getByText('arquiteto digital')).toBeVisible();

    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (const target of await dialog.locator('a, button').all()) {
      const size = await target.boundingBox();
      expect(size!.height).toBeGreaterThanOrEqual(44);
    }

    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('closes with Escape and returns focus to the opener', async ({ page }) => {
    await gotoWithoutSplash(page, '/');
    const { opener, dialog } = await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('closes with the close button', async ({ page }) => {
    await gotoWithoutSplash(page, '/');
    const { dialog } = await openMenu(page);
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(dialog).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('closes on the backdrop', async ({ page }) => {
    await gotoWithoutSplash(page, '/');
    const { dialog } = await openMenu(page);
    await page.mouse.click(20, 400);
    await expect(dialog).toBeHidden();
  });

  test('closes when a link is chosen, and goes to the section', async ({ page }) => {
    await gotoWithoutSplash(page, '/');
    const { dialog } = await openMenu(page);
    await dialog.getByRole('link', { name: 'Serviços' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.locator('#services')).toBeInViewport();
  });

  test('closes when the viewport reaches 768 px', async ({ page }) => {
    await gotoWithoutSplash(page, '/');
    const { dialog } = await openMenu(page);
    await page.setViewportSize({ width: 768, height: 844 });
    await expect(dialog).toBeHidden();
  });
  test('a service card and the menu button tapped before the scripts run end up open', async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoWithoutSplash(page, '/', { waitUntil: 'domcontentloaded' });
    const card = page.locator('#services details').first();
    await card.locator('summary').click();
    await expect(card).toHaveAttribute('open', '');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeFocused();

    await scripts.release();
    // Once the scripts run, Tab stays inside the menu: Shift+Tab from the close button wraps to its last link.
    const close = page.getByRole('button', { name: 'Fechar menu' });
    await expect(async () => {
      await close.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('link', { name: 'Iniciar projeto' })).toBeFocused({ timeout: 500 });
    }).toPass();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toHaveAttribute('open', '');
  });
});

test.describe('splash and reduced motion', () => {
  test('the first home visit shows the splash over content that is already there', async ({ page }) => {
    await page.goto('/');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(splash).toBeHidden({ timeout: 10_000 });
  });

  test('reduced motion shows no splash', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home content is visible and no splash shows', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('splash')).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
    for (const id of ['hero', 'about', 'services', 'sites', 'journal', 'contact']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    const hidden = await page
      .locator('[data-reveal]')
      .evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).opacity === '0').length);
    expect(hidden).toBe(0);
  });

  // No script lays the page out before the browser's own jump: the sections must not wait to be laid out.
  for (const width of [390, 1440]) {
    test(`a header link far down the home page ends with the section right under the header, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/#journal$/);
      await landsUnderHeader(page, 'journal');
    });
  }
});

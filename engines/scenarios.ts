import { CONSTRUCTS_ARTICLE, ON_ALT_EXPORT, serveAltExport } from '../e2e/altSite';
import { articlesIn, owner, partnershipChat, partnershipCopy as partnership, partnershipOffer, rgb } from '../e2e/content';
import { outsideTheHeader, outsideTheViewport, reachable } from '../e2e/reflow';
import { buildContactMessage, directChatMessage, type ContactValues, type MessageCopy } from '../lib/contact';
import { href } from '../lib/i18n/locales';
import { dictionary } from '../lib/i18n/messages';
import { lightColor } from '../lib/lightTheme';
import { getServices } from '../lib/owner';
import { getPost } from '../lib/posts';
import { partnershipMessage } from '../lib/partnershipMessage';
import { defaultState, simulate } from '../lib/profit';
import { formatBRL } from '../lib/money';
import { caseInquiry, getProjects } from '../lib/projects';
import { tokens } from '../lib/theme';
import { digitsOnly } from '../lib/whatsapp';
import { sampleRoutes } from '../scripts/outSite.mjs';
import { type EnginePage, type Key, type Target } from './driver';
import { eventually, freePort } from './processes';
import type { Scenario, ScenarioContext } from './scenario';
import { scriptPolicyScenarios } from './scriptPolicy';

const pt = dictionary('pt');
const en = dictionary('en');

/**
 * The scenarios of the cross-engine suite, written once against the engine-neutral page
 * (driver.ts) and run in Chromium, WebKit and Firefox (suite.ts). Each one is what a visitor does and
 * sees: roles, names, visible text, the address a new tab ends up at. Markup details (a button or
 * a <summary>, a role="dialog" or a <dialog>) are left open on purpose.
 */

/** The scenario for a visitor with JavaScript off: suite.ts runs it in a browser started so. */
function withoutScripts(scenario: Scenario): Scenario {
  return { ...scenario, name: `JavaScript off: ${scenario.name}`, scripts: false };
}

const CHAT = /^https:\/\/wa\.me\//;
type Viewport = { width: number; height: number };
export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1440, height: 900 };

const LANGUAGES = [
  { lang: 'pt', html: 'pt-BR', home: '/', prefix: '', copy: pt },
  { lang: 'en', html: 'en', home: '/en', prefix: '/en', copy: en },
] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * Whom an engine stands for in the flows whose point is neither the language nor the width: each such flow is
 * written once and runs in the language and at the width its engine's test file names, so that each language
 * and each width runs in some engine. The language toggle, the 404 page, the page sweep and the layouts
 * compared at 390 and 1440 px keep their own.
 */
export type Visitor = { lang: Language['lang']; viewport: Viewport };

/** Where the section with this id is: on screen at all, and starting right under the fixed header (as a section link leaves it). */
function sectionAt(page: EnginePage, id: string): Promise<{ onScreen: boolean; underHeader: boolean }> {
  return page.evaluate((elementId) => {
    const box = document.getElementById(elementId)!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect().height;
    return { onScreen: box.bottom > 0 && box.top < innerHeight, underHeader: Math.abs(box.top - header) <= 2 };
  }, id);
}

const h1: Target = { css: 'h1' };

/** A name that contains `text` (the language toggle's name starts with the visible "EN: "). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const htmlLang = (page: EnginePage) => page.evaluate(() => document.documentElement.getAttribute('lang'));

/** Nothing sideways: the page scrolls only vertically, and nothing sticks out at the sides. */
async function expectNothingSideways(page: EnginePage, where: object): Promise<void> {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect({ ...where, sideways, outside: await page.evaluate(outsideTheViewport) }).toEqual({ ...where, sideways: 0, outside: [] });
}

/**
 * Picture `index` of those `selector` finds, scrolled to the middle of the screen, is drawn in the box the page
 * reserved for it. One picture a call, so the browser gets a frame with it on screen before it is asked: a lazy
 * image scrolled past within one script may never start loading in WebKit and Firefox.
 */
async function expectPictureDrawn(page: EnginePage, selector: string, index: number): Promise<void> {
  const drawn = () =>
    page.evaluate(
      ([css, at]: [string, number]) => {
        const img = document.querySelectorAll<HTMLImageElement>(css)[at];
        img.scrollIntoView({ block: 'center' });
        const box = img.getBoundingClientRect();
        return { drawn: img.complete && img.naturalWidth > 0, reserved: Math.abs(box.height - (box.width * img.height) / img.width) < 2 };
      },
      [selector, index],
    );
  await eventually(async () => expect(await drawn()).toEqual({ drawn: true, reserved: true }));
}

/** The chat tabs the page opened, once exactly one has reached wa.me; fails if another appears. */
async function oneChatTab(page: EnginePage) {
  return eventually(async () => {
    const chats = (await page.otherTabs()).filter((candidate) => CHAT.test(candidate.url));
    expect(chats).toHaveLength(1);
    // null: the new tab's document did not answer yet (it is still loading), so ask again.
    expect(chats[0].hasOpener).not.toBeNull();
    return chats[0];
  }, 15_000);
}

/** Each minute the clock showed between two instants: the message carries one of them. */
function minutesBetween(start: number, end: number): Date[] {
  const minutes: Date[] = [];
  for (let t = Math.floor(start / 60_000) * 60_000; t <= end; t += 60_000) minutes.push(new Date(Math.max(t, start)));
  return minutes;
}

/**
 * Presses what opens a chat, then asserts what reached it: exactly one new tab, with no opener, at
 * wa.me/<number> with the message of a moment between the press and the tab; and the proxy got exactly that
 * one request, with no referrer.
 */
async function expectOneChat(page: EnginePage, context: ScenarioContext, press: Target, phone: string, expected: (sentAt: Date) => string) {
  const start = Date.now();
  await page.click(press);
  const chat = await oneChatTab(page);
  const end = Date.now();
  expect(chat.hasOpener).toBe(false);
  const url = new URL(chat.url);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${digitsOnly(phone)}`);
  expect(minutesBetween(start, end).map(expected)).toContain(url.searchParams.get('text'));
  // The browser may show the address a moment before its request reaches the proxy.
  const requests = await eventually(async () => {
    const sent = context.outside().filter((request) => CHAT.test(request.url) && request.method === 'GET');
    expect(sent.map((request) => request.url)).toEqual([chat.url]);
    return sent;
  });
  // No referrer: the header is absent (WebKit sends it empty, which tells the chat nothing either).
  expect(requests[0].referer ?? '').toBe('');
}

/**
 * Each page of `routes` shows its heading, with no script error and nothing sideways. One page of each kind in each
 * language (`sampleRoutes`) is loaded at 390 px and then widened to 1440 px; the others, which share its template,
 * one after another at 390 px, where their words have the least room. With JavaScript off too: the HTML alone must
 * be a whole page.
 */
export function pageSweep(routes: string[]): Scenario[] {
  const samples = sampleRoutes();
  const others = routes.filter((route) => !samples.includes(route));
  const sweep = (scripts: boolean): Scenario[] => {
    const whole = async (page: EnginePage, route: string, width: number) => {
      // The 404 page carries its message in both languages; its script shows the one of the path.
      const expected = !scripts && route === '/404' ? 2 : 1;
      const headings = await page.evaluate(() =>
        Array.from(document.querySelectorAll('h1'))
          .filter((heading) => heading.checkVisibility({ visibilityProperty: true }))
          .map((heading) => (heading.textContent ?? '').trim()),
      );
      expect({ route, width, headingsWithText: headings.map(Boolean) }).toEqual({
        route,
        width,
        headingsWithText: Array(expected).fill(true),
      });
      // Right after a resize, the page's own handlers may not have run yet.
      await eventually(() => expectNothingSideways(page, { route, width }), 5_000);
    };
    const pages: Scenario[] = routes
      .filter((route) => samples.includes(route))
      .map((route) => ({
        name: `${route} shows its heading, with no script error and nothing sideways, at 390 and 1440 px`,
        async run(page) {
          await page.setViewport(PHONE.width, PHONE.height);
          await page.goto(route);
          await whole(page, route, PHONE.width);
          await page.setViewport(DESKTOP.width, DESKTOP.height);
          await whole(page, route, DESKTOP.width);
        },
      }));
    if (others.length)
      pages.push({
        name: 'every other page shows its heading, with no script error and nothing sideways, at 390 px',
        async run(page) {
          await page.setViewport(PHONE.width, PHONE.height);
          for (const route of others) {
            await page.goto(route);
            await whole(page, route, PHONE.width);
          }
        },
      });
    return scripts ? pages : pages.map(withoutScripts);
  };
  return [...sweep(true), ...sweep(false)];
}

/**
 * The header's section links on the home page, far down included, and from the journal. With
 * JavaScript off, the browser's own jump to each section lands there too, on a page that shows all its content.
 */
const sectionLinks = ({ lang, home, prefix, copy }: Language): Scenario => ({
  name: `header section links reach their sections on the home page, far down included, and from the journal (${lang})`,
  async run(page: EnginePage, { origin }: ScenarioContext) {
    const nav = `nav[aria-label="${copy.Header.navLabel}"]`;
    await page.setViewport(DESKTOP.width, DESKTOP.height);
    await page.goto(home);
    // With JavaScript off nothing waits for a script: no splash, nothing left hidden for a reveal.
    const waiting = () =>
      page.evaluate(() =>
        document.documentElement.classList.contains('js')
          ? []
          : Array.from(document.querySelectorAll('[data-testid="splash"], [data-reveal]'))
              .filter((element) => element.checkVisibility({ opacityProperty: true }) !== element.matches('[data-reveal]'))
              .map((element) => element.outerHTML.slice(0, 80)),
      );
    expect(await waiting()).toEqual([]);
    await page.click({ role: 'link', name: copy.Header.services, within: nav });
    await eventually(async () => expect(await page.url()).toMatch(/#services$/));
    await eventually(async () => expect((await sectionAt(page, 'services')).onScreen).toBe(true));
    // Far down the page, past sections not laid out yet: the scroll still ends at the section's real place.
    await page.click({ role: 'link', name: copy.Header.journal, within: nav });
    await eventually(async () => expect((await sectionAt(page, 'journal')).underHeader).toBe(true));
    // Far down, the header is opaque (with JavaScript off, from the start): the page never shows through it.
    const headerBackground = () => page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor);
    await eventually(async () => expect(await headerBackground()).not.toBe('rgba(0, 0, 0, 0)'));

    await page.goto(`${prefix}/journal`);
    await page.click({ role: 'link', name: copy.Header.contact, within: nav });
    await page.waitForUrl(new RegExp(`^${origin}${home}#contact$`));
    await eventually(async () => expect((await sectionAt(page, 'contact')).onScreen).toBe(true));
  },
});

/** The toggle keeps the section, the choice sends a later Portuguese address to English, and the way back works. */
const languageToggle: Scenario = {
  name: 'the language toggle goes to the same section in English, is remembered, and comes back',
  async run(page, { origin }) {
    await page.goto(`${href('pt', 'case', 'protecta')}#contact`);
    await page.click({ role: 'link', name: containing(pt.Header.switchTo), within: 'header' });
    await page.waitForUrl(new RegExp(`${href('en', 'case', 'protecta')}#contact$`));
    expect(await htmlLang(page)).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.goto('/journal');
    await page.waitForUrl(/\/en\/journal$/);
    expect(await htmlLang(page)).toBe('en');

    await page.click({ role: 'link', name: containing(en.Header.switchTo), within: 'header' });
    await page.waitForUrl(new RegExp(`^${origin}/journal$`));
    expect(await htmlLang(page)).toBe('pt-BR');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pt');
  },
};

/** Down the home page a screen at a time to an article of the journal, and back: the page is where it was left. */
const backFromArticle = ({ lang, home }: Language, { width, height }: Viewport): Scenario => ({
  name: `back from an article, the home page is where the visitor left it (${lang}, ${width} px)`,
  async run(page, { origin }) {
    const journalTop = () => page.evaluate(() => Math.round(document.getElementById('journal')!.getBoundingClientRect().top));
    await page.setViewport(width, height);
    await page.goto(home);
    // Down a screen at a time, each section laid out as it comes on screen, to the journal's articles.
    await page.evaluate(async () => {
      const link = document.querySelector('#journal a[href*="/post/"]')!;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let turn = 0; turn < 40 && link.getBoundingClientRect().bottom > innerHeight * 0.8; turn += 1) {
        scrollBy(0, Math.min(innerHeight, link.getBoundingClientRect().bottom - innerHeight / 2));
        // The frame after the scroll lays out what came on screen; the next one shows it.
        await frame();
        await frame();
      }
      // Where the visitor leaves from: the drivers' clicks scroll their target into view first.
      const journal = document.getElementById('journal')!;
      sessionStorage.removeItem('engines:left');
      const note = () => sessionStorage.setItem('engines:left', String(Math.round(journal.getBoundingClientRect().top)));
      addEventListener('pagehide', note, { once: true });
    });
    await page.click({ css: '#journal a[href*="/post/"]' });
    await page.waitForUrl(/\/post\//);
    await page.back(new RegExp(`^${origin}${home}$`));
    const stored = await page.evaluate(() => sessionStorage.getItem('engines:left'));
    expect(stored).not.toBeNull();
    const left = Number(stored);
    expect(left).toBeLessThan(height);
    await eventually(async () => expect(Math.abs((await journalTop()) - left)).toBeLessThanOrEqual(2));
    // And it stays there once the scripts have run.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(Math.abs((await journalTop()) - left)).toBeLessThanOrEqual(2);
  },
});

const mobileMenu = ({ lang, prefix, copy }: Language): Scenario => ({
  name: `the mobile menu opens as a modal dialog with focus inside, and closes with Escape and with its close button (${lang})`,
  async run(page) {
    const opener: Target = { role: 'button', name: copy.Header.openMenu };
    const dialog: Target = { role: 'dialog', name: copy.Header.menuTitle };
    await page.setViewport(PHONE.width, PHONE.height);
    await page.goto(`${prefix}/journal`);

    await page.click(opener);
    await eventually(async () => expect(await page.isVisible(dialog)).toBe(true));
    expect(await page.inspect(dialog, (element) => element.getAttribute('aria-modal') === 'true' || element.matches(':modal'))).toBe(true);
    await eventually(async () => expect(await page.hasFocusWithin(dialog)).toBe(true));
    await page.press('Escape');
    await eventually(async () => expect(await page.isVisible(dialog)).toBe(false));
    await eventually(async () => expect(await page.hasFocusWithin(opener)).toBe(true));

    await page.click(opener);
    await eventually(async () => expect(await page.isVisible(dialog)).toBe(true));
    await page.click({ role: 'button', name: copy.Header.closeMenu });
    await eventually(async () => expect(await page.isVisible(dialog)).toBe(false));
  },
});

/**
 * The system is light in every engine (webkit.ts, firefox.ts, chromium.ts set it so): with no choice stored the
 * page is light; the header's switch turns it dark at once, the choice holds on the next page and in the
 * other language, and the menu's switch turns it light again.
 */
const theme: Scenario = {
  name: 'the system light setting gives the light theme, and the theme switch changes it and persists',
  async run(page: EnginePage) {
    const painted = () =>
      page.evaluate(() => ({
        light: matchMedia('(prefers-color-scheme: light)').matches,
        scheme: getComputedStyle(document.documentElement).colorScheme,
        background: getComputedStyle(document.body).backgroundColor,
        stored: localStorage.getItem('theme'),
      }));
    const LIGHT_BG = rgb(lightColor.bg);
    const DARK_BG = rgb(tokens.color.bg);
    const headerSwitch: Target = { role: 'button', name: pt.Header.lightTheme, within: 'header' };

    await page.setViewport(DESKTOP.width, DESKTOP.height);
    await page.goto('/journal');
    expect(await painted()).toEqual({ light: true, scheme: 'light', background: LIGHT_BG, stored: null });
    expect(await page.attribute(headerSwitch, 'aria-pressed')).toBe('true');

    await page.click(headerSwitch);
    await eventually(async () => expect(await painted()).toEqual({ light: true, scheme: 'dark', background: DARK_BG, stored: 'dark' }));
    expect(await page.attribute(headerSwitch, 'aria-pressed')).toBe('false');

    await page.goto('/en/projects');
    expect(await painted()).toMatchObject({ scheme: 'dark', background: DARK_BG });

    await page.setViewport(PHONE.width, PHONE.height);
    const dialog: Target = { role: 'dialog', name: en.Header.menuTitle };
    await page.click({ role: 'button', name: en.Header.openMenu });
    await eventually(async () => expect(await page.isVisible(dialog)).toBe(true));
    await page.click({ role: 'button', name: en.Header.lightTheme, within: '[role="dialog"]' });
    await eventually(async () => expect(await painted()).toMatchObject({ scheme: 'light', background: LIGHT_BG, stored: 'light' }));

    await page.goto('/projetos');
    expect(await painted()).toMatchObject({ scheme: 'light', background: LIGHT_BG, stored: 'light' });
  },
};

/** The service cards' toggles, one card open at a time; with JavaScript off, by the disclosures' own rules. */
const serviceCards = ({ lang, home }: Language): Scenario => ({
  name: `a service card shows what is included when its toggle is pressed, one card at a time, and hides it again (${lang})`,
  async run(page: EnginePage) {
    const [first, , third] = getServices(lang);
    const toggle = (title: string): Target => ({ css: '#services button, #services summary', text: containing(title) });
    const feature = (text: string): Target => ({ css: '#services li', text });
    await page.goto(home);
    expect(await page.isVisible(feature(first.features[0]))).toBe(false);

    await page.click(toggle(first.title));
    await eventually(async () => expect(await page.isVisible(feature(first.features[0]))).toBe(true));
    expect(await page.isVisible(feature(first.features.at(-1)!))).toBe(true);

    await page.click(toggle(third.title));
    await eventually(async () => expect(await page.isVisible(feature(third.features[0]))).toBe(true));
    await eventually(async () => expect(await page.isVisible(feature(first.features[0]))).toBe(false));

    await page.click(toggle(third.title));
    await eventually(async () => expect(await page.isVisible(feature(third.features[0]))).toBe(false));
  },
});

/**
 * The contact form, reached as a visitor from a campaign reaches it (lib/leadSource.ts): a campaign link to an
 * article, then the header's link to the home page's form; the address bar lost the campaign. Sent empty, the
 * form shows what is missing; filled, it opens one chat with the message typed, in Sao Paulo time, carrying
 * the source line.
 */
const contactScenario = ({ lang, home, prefix, copy }: Language): Scenario => ({
  name: `a visitor from a campaign link to an article reaches the contact form, which shows what is missing, then opens exactly one chat at wa.me with the message typed, Sao Paulo time and the source line (${lang})`,
  expectsOutside: CHAT,
  async run(page, context) {
    const form = copy.Contact.form;
    const article = `${prefix}/post/web-2030-vision`;
    const inForm = (role: string, label: string): Target => ({ role, name: label, within: '#contact' });
    const [name, email, message] = [form.name, form.email, form.message].map((label) => inForm('textbox', label));
    const [project, budget] = [form.project, form.budget].map((label) => inForm('combobox', label));
    const values: ContactValues = {
      name: ' Ana Souza ',
      email: 'ana@studio.com',
      project: 'seo-architecture',
      budget: '10k-20k',
      // What a visitor types: accents, symbols, a line break and markup that must stay text.
      message: 'Ação & construção #1? 100% certo\n<b>oi</b> <script>alert(1)</script>',
    };
    await page.setViewport(DESKTOP.width, DESKTOP.height);
    await page.goto(`${article}?utm_source=instagram&utm_medium=bio&utm_campaign=lancamento-2026`);
    expect(await page.url()).toBe(`${context.origin}${article}`);
    await page.click({ role: 'link', name: copy.Header.contact, within: `nav[aria-label="${copy.Header.navLabel}"]` });
    await page.waitForUrl(new RegExp(`^${context.origin}${home}#contact$`));
    const send: Target = { role: 'button', name: form.send, within: '#contact' };

    await page.click(send);
    await eventually(async () => expect(await page.text({ role: 'alert', within: '#contact' })).toBe(form.errorMissing));
    for (const control of [name, email, project, budget, message]) expect(await page.attribute(control, 'aria-invalid')).toBe('true');
    await eventually(async () => expect(await page.hasFocusWithin(name)).toBe(true));
    expect(await page.otherTabs()).toEqual([]);

    await page.fill(name, values.name);
    await page.fill(email, values.email);
    await page.select(project, values.project);
    await page.select(budget, values.budget);
    await page.fill(message, values.message);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(context.timeZone);

    const chatCopy: MessageCopy = { ...copy.Contact.chat, projects: copy.Contact.projects, budgets: copy.Contact.budgets };
    const { label, landedOn } = copy.Contact.source;
    const source = { kind: 'source', label, text: `Instagram · bio · lancamento-2026 · ${landedOn} ${article}` } as const;
    const sent = (sentAt: Date) => buildContactMessage(values, chatCopy, sentAt, owner.url, [source]);
    await expectOneChat(page, context, send, owner.whatsapp.contact, sent);
    await eventually(async () => expect(await page.text({ role: 'status', within: '#contact' })).toContain(form.successTitle));
    expect((await page.otherTabs()).length).toBe(1);
  },
});

const PRICE: Target = { role: 'spinbutton', name: partnership.simulator.price };
const result = (name: string): Target => ({ role: 'status', name, within: 'main' });

/**
 * The partnership hero's link to the simulator. The sections after the hero are laid out only as
 * they near the screen: the browser's own jump still lands on the simulator, with JavaScript off too.
 */
const simulatorLink = ({ width, height }: Viewport): Scenario => ({
  name: `'${partnership.hero.secondary}' ends with the simulator right under the header (${width} px)`,
  async run(page) {
    await page.setViewport(width, height);
    await page.goto('/partnership');
    await page.click({ role: 'link', name: partnership.hero.secondary, within: 'main' });
    await eventually(async () => expect(await page.url()).toMatch(/#simulador$/));
    await eventually(async () => expect((await sectionAt(page, 'simulador')).underHeader).toBe(true));
  },
});

const partnershipScenarios: Scenario[] = [
  {
    // WebKit throws from the 101st history.replaceState in 10 s; that once blanked the whole page.
    name: 'the profit simulator keeps answering through 160 quick slider steps, past WebKit’s cap on address changes, and a typed price',
    async run(page) {
      await page.goto('/partnership');
      const slider: Target = { role: 'slider', name: partnership.simulator.projects };
      await page.focus(slider);
      const steps = Array.from({ length: 160 }, (_, step): Key => (step % 2 ? 'ArrowLeft' : 'ArrowRight'));
      await page.press(...steps, 'ArrowRight', 'ArrowRight', 'ArrowRight');
      // The owner's offer (content/settings/partnership.json), three projects more, worked out by lib/profit.ts.
      const start = defaultState(partnershipOffer);
      const moved = { ...start, projects: start.projects + 3 };
      const money = (value: number) => formatBRL(value).replace(/\s/g, ' ');
      const shown = simulate(moved, partnershipOffer);
      await eventually(async () => expect(await page.text(result(partnership.simulator.monthly))).toBe(money(shown.monthlyProfit)));
      await eventually(async () =>
        expect(new URL(await page.url()).search).toBe(
          `?preco=${start.price}&projetos=${moved.projects}&manutencao=${start.maintenanceFee}`,
        ),
      );

      const typed = simulate({ ...moved, price: 997 }, partnershipOffer);
      await page.fill(PRICE, '997');
      await eventually(async () => expect(await page.text(result(partnership.simulator.perProject))).toBe(money(typed.profitPerProject)));
      expect(await page.text(result(partnership.simulator.multiplier))).toBe(typed.multiplier);
    },
  },
  {
    // The chart's axis scale (Math.log10) throwing stands for any error while the simulator renders:
    // once, it emptied the page.
    name: 'the simulator failing leaves the page, its header and a chat button that opens one chat',
    expectsOutside: CHAT,
    expectsProblems: /^console error: .*chart scale broke/,
    async run(page) {
      await page.goto('/partnership');
      await page.evaluate(() => {
        Math.log10 = () => {
          throw new Error('chart scale broke');
        };
      });
      // One key press: the field it lands in is gone once the simulator gives way.
      await page.focus({ role: 'slider', name: partnership.simulator.projects });
      await page.press('ArrowRight');
      await eventually(async () => expect(await page.text({ role: 'alert', within: 'main' })).toBe(partnership.simulator.failed));
      expect(await page.isVisible(PRICE)).toBe(false);
      expect(await page.text(h1)).toMatch(/para seus clientes/);
      expect(await page.isVisible({ css: 'header' })).toBe(true);

      await page.click({ role: 'link', name: partnership.hero.cta, within: 'main' });
      await oneChatTab(page);
    },
  },
  {
    name: `the partnership chat button says '${partnership.chat.busy}' while it opens exactly one chat at wa.me`,
    expectsOutside: CHAT,
    async run(page, context) {
      await page.goto('/partnership');
      const button: Target = { role: 'link', name: partnership.hero.cta, within: 'main' };
      // Every face the button shows, noted in the page as it changes (the busy one lasts 800 ms).
      await page.inspect(button, (element) => {
        const faces = ((window as unknown as { __faces: string[] }).__faces = [element.textContent ?? '']);
        new MutationObserver(() => faces.push(element.textContent ?? '')).observe(element, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });

      const host = new URL(context.origin).host;
      const message = (sentAt: Date) => partnershipMessage(partnershipChat, host, sentAt);
      await expectOneChat(page, context, button, owner.whatsapp.partnership, message);
      await eventually(async () => expect(await page.text(button)).toBe(partnership.hero.cta));
      const faces = await page.evaluate(() => (window as unknown as { __faces: string[] }).__faces);
      expect(faces).toContain(partnership.chat.busy);
      expect(faces.at(-1)).toBe(partnership.hero.cta);
    },
  },
];

/** The journal and an article, read as a visitor reads them; with JavaScript off, through plain links. */
const journal = ({ lang, html, prefix, copy }: Language): Scenario => ({
  name: `the journal lists every article newest first, and an article opens with its title and body (${lang})`,
  async run(page: EnginePage) {
    await page.goto(`${prefix}/journal`);
    expect(await htmlLang(page)).toBe(html);
    const titles = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main article h2, main article h3')).map((heading) => (heading.textContent ?? '').trim()),
    );
    // The articles this build publishes (drafts and scheduled ones left out), as the site's own loader reads them.
    const articles = articlesIn(lang);
    expect(titles).toEqual(articles.map((article) => article.title));

    const article = articles[1];
    const { sections } = (await getPost(article.id, { locale: lang }))!;
    await page.click({ role: 'link', name: article.title, within: 'main' });
    await page.waitForUrl(new RegExp(`${prefix}/post/${article.id}$`));
    expect(await page.text(h1)).toBe(article.title);
    expect(await page.isVisible({ role: 'heading', name: sections[0].text, within: 'main' })).toBe(true);
    if (lang === 'en' && article.lang === 'pt') expect(await page.isVisible({ css: 'main p', text: copy.Post.portugueseNote })).toBe(true);
  },
});

/** Reveal animations (components/motion/RevealObserver.tsx) run on this engine's intersection observer. */
const reveal: Scenario = {
  name: 'the journal cards in view are shown, and one below stays hidden until scrolled to, then fades in',
  async run(page: EnginePage) {
    await page.setViewport(DESKTOP.width, DESKTOP.height);
    await page.goto('/journal');
    await eventually(async () => expect(await page.evaluate(() => document.documentElement.classList.contains('reveal-ready'))).toBe(true));
    const cards = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('main [data-reveal]')).map((card) => {
          const box = card.getBoundingClientRect();
          return { inView: box.top < innerHeight * 0.9 && box.bottom > 0, opacity: getComputedStyle(card).opacity };
        }),
      );
    const first = await cards();
    expect(first.filter((card) => card.inView).length).toBeGreaterThan(0);
    expect(first.filter((card) => card.inView && card.opacity !== '1')).toEqual([]);
    // Below the screen: hidden, once its staggered fade-out has run.
    await eventually(async () => expect((await cards()).at(-1)).toEqual({ inView: false, opacity: '0' }));

    await page.evaluate(() => Array.from(document.querySelectorAll('main [data-reveal]')).at(-1)?.scrollIntoView({ block: 'center' }));
    await eventually(async () => expect((await cards()).at(-1)).toEqual({ inView: true, opacity: '1' }));
  },
};

/**
 * The display face (app/fonts.ts) lands and draws the headline; its stand-in, a local sans-serif resized to it
 * (lib/fontFallback.ts), gives the headline the same lines and height in this engine too, at both widths, so
 * nothing moves when it lands (Chromium also watches the swap itself: e2e/typeface.spec.ts).
 */
const displayFace: Scenario = {
  name: 'the headline is drawn in the display face, and its stand-in gives it the same lines and height, at 390 and 1440 px',
  async run(page) {
    await page.setViewport(PHONE.width, PHONE.height);
    await page.goto('/');
    await eventually(async () =>
      expect(
        await page.evaluate(() =>
          [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'displayFont' && face.status === 'loaded'),
        ),
      ).toBe(true),
    );
    const layout = (family: string) =>
      page.evaluate((override: string) => {
        const headline = document.querySelector('h1') as HTMLElement;
        headline.style.fontFamily = override;
        const spans = Array.from(headline.querySelectorAll('span'));
        const shape = { lines: spans.map((span) => span.getClientRects().length), height: headline.getBoundingClientRect().height };
        headline.style.fontFamily = '';
        return shape;
      }, family);
    for (const { width, height } of [PHONE, DESKTOP]) {
      await page.setViewport(width, height);
      const drawn = await layout('');
      const standIn = await layout("'Sora Fallback'");
      expect({ width, lines: standIn.lines }).toEqual({ width, lines: drawn.lines });
      expect(Math.abs(standIn.height - drawn.height)).toBeLessThanOrEqual(1);
    }
  },
};

/**
 * An article with every construct an editor can write (figures, a table, code; e2e/altSite.ts says which), at
 * both widths. On the alternative export the scenario serves it itself, on another local port (not proxied),
 * and that export's made-up analytics host is answered by the proxy.
 */
const articleConstructs: Scenario = {
  name: 'an article renders its figures, table and code with nothing sideways, at 390 and 1440 px',
  expectsOutside: /^https:\/\/stats\.example\.net\//,
  // That host's script, answered by the proxy, fails (Firefox) or throws as a cross-origin script, whose
  // errors reach the page only as 'Script error.' (WebKit); an error of the site's own scripts names itself.
  expectsProblems: /failed to load: https:\/\/stats\.example\.net\/|^uncaught exception: Script error\. /,
  async run(page) {
    const alt = ON_ALT_EXPORT ? await serveAltExport(await freePort()) : null;
    try {
      await page.setViewport(PHONE.width, PHONE.height);
      await page.goto(alt ? new URL(CONSTRUCTS_ARTICLE, alt.origin).href : CONSTRUCTS_ARTICLE);
      const figures = await page.evaluate(() => document.querySelectorAll('.article-body figure.figure img').length);
      expect(figures).toBeGreaterThanOrEqual(2);
      for (const { width, height } of [PHONE, DESKTOP]) {
        await page.setViewport(width, height);
        for (let index = 0; index < figures; index += 1) await expectPictureDrawn(page, '.article-body figure.figure img', index);
        expect(await page.isVisible({ css: '.article-body .table-block > .table-caption + .table-scroll > table' })).toBe(true);
        expect(await page.isVisible({ css: '.article-body figure.code pre' })).toBe(true);
        const colours = await page.evaluate(() =>
          Array.from(document.querySelectorAll('.article-body figure.code pre span[style]')).map((span) => getComputedStyle(span).color),
        );
        // Coloured by the theme's tokens: keywords, names and strings each in their own colour.
        expect(new Set(colours).size).toBeGreaterThan(1);
        await page.evaluate(() => window.scrollTo(0, 0));
        await eventually(() => expectNothingSideways(page, { width }), 5_000);
      }
    } finally {
      await alt?.stop();
    }
  },
};

/** A lost visitor keeps the header and the footer (its privacy link), in the language of the path, with a way home. */
const notFound: Scenario = {
  name: 'an unknown address shows the 404 page in the language of its path, with the header, the footer and a way home',
  async run(page) {
    for (const { path, lang, title, copy, home } of [
      { path: '/pagina-que-nao-existe', lang: 'pt-BR', title: pt.NotFound.title, copy: pt, home: '/' },
      { path: '/en/no-such-page/deeper', lang: 'en', title: en.NotFound.title, copy: en, home: '/en' },
      { path: '/post/no-such-article', lang: 'pt-BR', title: pt.NotFound.postTitle, copy: pt, home: '/' },
      { path: '/en/post/no-such-article', lang: 'en', title: en.NotFound.postTitle, copy: en, home: '/en' },
    ]) {
      await page.goto(path);
      expect(await htmlLang(page)).toBe(lang);
      expect(await page.text({ role: 'heading', name: title })).toBe(title);
      expect(await page.attribute({ role: 'link', name: copy.NotFound.back, within: 'main' }, 'href')).toBe(home);
      expect(
        await page.attribute({ role: 'link', name: copy.Header.services, within: `nav[aria-label="${copy.Header.navLabel}"]` }, 'href'),
      ).toBe(`${home}#services`);
      expect(await page.isVisible({ role: 'link', name: copy.Privacy.link })).toBe(true);
    }
  },
};

/**
 * With JavaScript off the header keeps to its bar, on the screen, at 390 and 1440 px, and each of its
 * links can be pressed: in the bar, or in the menu its button opens (a popover, no script needed); one
 * is followed from there.
 */
const headerWithoutScripts = withoutScripts({
  name: 'the header stays in its bar and each of its links can be reached, at 1440 and 390 px',
  async run(page) {
    const keys = ['about', 'services', 'sites', 'journal', 'contact', 'partnership'] as const;
    for (const { width, height } of [DESKTOP, PHONE]) {
      await page.setViewport(width, height);
      await page.goto('/journal');
      expect({ width, outside: await page.evaluate(outsideTheHeader) }).toEqual({ width, outside: [] });
      for (const key of keys) {
        const link: Target = { role: 'link', name: pt.Header[key], within: 'header' };
        if (!(await page.isVisible(link))) await page.click({ role: 'button', name: pt.Header.openMenu });
        // Once the menu has slid in.
        await eventually(async () =>
          expect({ width, link: key, reachable: await page.inspect(link, reachable) }).toEqual({ width, link: key, reachable: true }),
        );
      }
    }
    await page.click({ role: 'link', name: pt.Header.partnership, within: 'header' });
    await page.waitForUrl(new RegExp(`${href('pt', 'partnership')}$`));
  },
});

/**
 * With JavaScript off the contact form is hidden and the section offers a plain link to the chat: one tap opens
 * exactly one chat at wa.me with the greeting and the case, with no opener and no referrer.
 */
const chatLink = (language: Language): Scenario =>
  withoutScripts({
    name: `a case page's chat link opens exactly one chat at wa.me naming the case (${language.lang})`,
    expectsOutside: CHAT,
    async run(page, context) {
      const { copy } = language;
      const { path, inquiry } = await caseOf(language, 'protecta');
      await page.goto(path);
      expect(await page.isVisible({ role: 'button', name: copy.Contact.form.send, within: '#contact' })).toBe(false);
      const link: Target = { role: 'link', name: containing(copy.Contact.noScriptLink), within: '#contact' };
      const message = directChatMessage(copy.Contact.directGreeting, [inquiry.reference]);
      await expectOneChat(page, context, link, owner.whatsapp.contact, () => message);
    },
  });

/**
 * With no newsletter provider (as shipped) and JavaScript off, the box keeps the specified note and says
 * beside it that the list is not open, and pressing its button or Enter sends the address nowhere: the
 * page stays, with no query in its URL.
 */
const closedNewsletter = ({ lang, home, copy }: Language): Scenario =>
  withoutScripts({
    name: `the newsletter box keeps its note, says the list is not open, and sending keeps the address out of the URL (${lang})`,
    async run(page, { origin }) {
      const email: Target = { role: 'textbox', name: copy.Newsletter.emailLabel, within: '#journal' };
      await page.goto(home);
      expect(await page.isVisible({ css: '#journal p', text: containing(copy.Newsletter.note) })).toBe(true);
      expect(await page.isVisible({ css: '#journal p', text: containing(copy.Newsletter.closedNote) })).toBe(true);
      await page.fill(email, 'reader@example.com');
      await page.click({ role: 'button', name: copy.Newsletter.subscribe, within: '#journal' });
      await page.press('Enter');
      // A navigation, had the form sent anything, would have started by now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await page.url()).toBe(`${origin}${home}`);
      expect(await page.inspect(email, (element) => (element as HTMLInputElement).value)).toBe('reader@example.com');
    },
  });

/** With JavaScript off a partnership chat button is a plain link carrying the message without its date. */
const partnershipLink: Scenario = withoutScripts({
  name: `'${partnership.hero.cta}' opens exactly one chat at wa.me with the partnership message`,
  expectsOutside: CHAT,
  async run(page, context) {
    await page.goto('/partnership');
    const link: Target = { role: 'link', name: partnership.hero.cta, within: 'main' };
    const message = partnershipMessage(partnershipChat, new URL(owner.url).host);
    await expectOneChat(page, context, link, owner.whatsapp.partnership, () => message);
  },
});

/** A case page as its languages show it: where it is, its title, and the inquiry its contact form carries. */
async function caseOf({ lang, copy }: Language, id: string) {
  const project = (await getProjects({ locale: lang })).find((item) => item.id === id)!;
  const words = { label: copy.Contact.chat.reference, text: copy.Contact.chat.referenceText.replace('{title}', project.title) };
  return { project, path: href(lang, 'case', id), inquiry: caseInquiry(project, words) };
}

/** A case page's screens open full screen with Enter and close with Escape, focus given back. */
const caseGallery = (language: Language, { width, height }: Viewport): Scenario => ({
  name: `a case page's gallery viewer opens with Enter and closes with Escape, focus given back (${language.lang}, ${width} px)`,
  async run(page) {
    const { copy } = language;
    const { project, path } = await caseOf(language, 'luxury-hotel');
    const shot: Target = { role: 'link', name: new RegExp(`^${copy.Cases.open.replace('{alt}', '')}`), within: 'main', nth: 1 };
    const dialog: Target = { role: 'dialog', name: copy.Cases.dialog };
    await page.setViewport(width, height);
    await page.goto(path);
    expect(await page.text(h1)).toBe(project.title);

    await page.focus(shot);
    await page.press('Enter');
    await eventually(async () => expect(await page.isVisible(dialog)).toBe(true));
    // The picture the visitor chose, at 1200 px.
    const enlarged = await page.inspect(dialog, (element) => {
      const image = element.querySelector('img');
      return image && { alt: image.getAttribute('alt'), src: image.getAttribute('src') };
    });
    expect(enlarged).toEqual({ alt: project.gallery[1].alt, src: project.gallery[1].src.replace('-800.', '-1200.') });
    await eventually(async () => expect(await page.hasFocusWithin(dialog)).toBe(true));
    await page.press('Escape');
    await eventually(async () => expect(await page.isVisible(dialog)).toBe(false));
    await eventually(async () => expect(await page.hasFocusWithin(shot)).toBe(true));
  },
});

/**
 * The flows every engine must pass, in one list: run in Chromium, WebKit and Firefox (suite.ts), each engine
 * as the visitor its test file names. Beside them, WebKit and Firefox run the page sweep (`pageSweep`).
 */
export function scenarios({ lang, viewport }: Visitor): Scenario[] {
  const language = LANGUAGES.find((candidate) => candidate.lang === lang)!;
  return [
    languageToggle,
    sectionLinks(language),
    backFromArticle(language, viewport),
    mobileMenu(language),
    serviceCards(language),
    contactScenario(language),
    caseGallery(language, viewport),
    ...partnershipScenarios,
    simulatorLink(viewport),
    journal(language),
    reveal,
    displayFace,
    notFound,
    theme,
    ...scriptPolicyScenarios,
    articleConstructs,
    // A visitor with JavaScript off (run in a browser started with it off).
    headerWithoutScripts,
    withoutScripts(simulatorLink(viewport)),
    withoutScripts(sectionLinks(language)),
    withoutScripts(serviceCards(language)),
    withoutScripts(journal(language)),
    chatLink(language),
    closedNewsletter(language),
    partnershipLink,
  ];
}

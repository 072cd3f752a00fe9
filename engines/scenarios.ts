import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { outsideTheHeader, outsideTheViewport, reachable } from '../e2e/reflow';
import { buildContactMessage, directChatMessage, type ContactValues, type MessageCopy } from '../lib/contact';
import { partnershipMessage } from '../lib/partnershipMessage';
import { href } from '../lib/i18n/locales';
import { getServices } from '../lib/owner';
import { caseInquiry, getProjects } from '../lib/projects';
import { digitsOnly } from '../lib/whatsapp';
import en from '../messages/en.json';
import { partnershipMessages as partnership } from '../lib/i18n/partnership';
import pt from '../messages/pt.json';
import { owner } from '../e2e/content';
import { routes } from '../scripts/outSite.mjs';
import { articleConstructs } from './articleConstructs';
import { eventually, type EnginePage, type Target } from './driver';
import type { Scenario, ScenarioContext } from './scenario';
import { scriptPolicyScenarios } from './scriptPolicy';

/**
 * The scenarios of the cross-engine suite, written once against the engine-neutral page
 * (driver.ts) and run in WebKit and in Firefox (suite.ts). Each one is what a visitor does and
 * sees: roles, names, visible text, the address a new tab ends up at. Markup details (a button or
 * a <summary>, a role="dialog" or a <dialog>) are left open on purpose.
 */

/** The scenario for a visitor with JavaScript off: suite.ts runs it in a browser started so. */
function withoutScripts(scenario: Scenario): Scenario {
  return { ...scenario, name: `JavaScript off: ${scenario.name}`, scripts: false };
}

const CHAT = /^https:\/\/wa\.me\//;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const LANGUAGES = [
  { lang: 'pt', html: 'pt-BR', home: '/', prefix: '', copy: pt },
  { lang: 'en', html: 'en', home: '/en', prefix: '/en', copy: en },
] as const;
type Language = (typeof LANGUAGES)[number];

/** The articles as content/posts has them, newest first, as a page of `lang` shows them: the English
 * text (`<id>.en.md`) where there is one. */
const POSTS_DIR = join(__dirname, '..', 'content', 'posts');
const front = (file: string) => matter(readFileSync(join(POSTS_DIR, file), 'utf8'));
function articlesIn(lang: Language['lang']) {
  return readdirSync(POSTS_DIR)
    .filter((file) => file.endsWith('.pt.md'))
    .map((file) => {
      const id = file.replace(/\.pt\.md$/, '');
      const inEnglish = lang === 'en' && existsSync(join(POSTS_DIR, `${id}.en.md`));
      const { data, content } = front(inEnglish ? `${id}.en.md` : file);
      const firstSection = /^## (.+)$/m.exec(content)?.[1].replace(/[*_`]/g, '').trim();
      return { id, title: String(data.title), date: String(front(file).data.date), firstSection, inEnglish };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** Whether the element with this id starts right under the fixed header, as a section link leaves it. */
function startsUnderHeader(page: EnginePage, id: string): Promise<boolean> {
  return page.evaluate((elementId) => {
    const top = document.getElementById(elementId)?.getBoundingClientRect().top;
    const header = document.querySelector('header')?.getBoundingClientRect().height;
    return top !== undefined && header !== undefined && Math.abs(top - header) <= 2;
  }, id);
}

const h1: Target = { css: 'h1' };

/** A name that contains `text` (the language toggle's name starts with the visible "EN: "). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function htmlLang(page: EnginePage): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('lang'));
}

/** Whether any part of the element with this id is on screen. */
function inViewport(page: EnginePage, id: string): Promise<boolean> {
  return page.evaluate((elementId) => {
    const box = document.getElementById(elementId)?.getBoundingClientRect();
    return Boolean(box && box.bottom > 0 && box.top < window.innerHeight);
  }, id);
}

/** The chat tabs the page opened, once exactly one has reached wa.me; fails if another appears. */
async function oneChatTab(page: EnginePage) {
  const tab = await eventually(async () => {
    const tabs = await page.otherTabs();
    expect(tabs.filter((candidate) => CHAT.test(candidate.url))).toHaveLength(1);
    const chat = tabs.find((candidate) => CHAT.test(candidate.url))!;
    // null: the new tab's document did not answer yet (it is still loading), so ask again.
    expect(chat.hasOpener).not.toBeNull();
    return chat;
  }, 15_000);
  return tab;
}

/** Each minute the clock showed between two instants: the message carries one of them. */
function minutesBetween(start: number, end: number): Date[] {
  const minutes: Date[] = [];
  for (let t = Math.floor(start / 60_000) * 60_000; t <= end; t += 60_000) minutes.push(new Date(Math.max(t, start)));
  return minutes;
}

/**
 * Asserts what reached the chat: the tab's address is wa.me/<number> with the message for a moment
 * between the tap and the tab, and the proxy got exactly that one request, with no referrer.
 */
async function expectChat(
  context: ScenarioContext,
  tabUrl: string,
  phone: string,
  expected: (sentAt: Date) => string,
  sent: { start: number; end: number },
) {
  const url = new URL(tabUrl);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${digitsOnly(phone)}`);
  const candidates = minutesBetween(sent.start, sent.end).map(expected);
  expect(candidates).toContain(url.searchParams.get('text'));
  // The browser may show the address a moment before its request reaches the proxy.
  const requests = await eventually(async () => {
    const chat = context.outside().filter((request) => CHAT.test(request.url) && request.method === 'GET');
    expect(chat.map((request) => request.url)).toEqual([tabUrl]);
    return chat;
  });
  // No referrer: the header is absent (WebKit sends it empty, which tells the chat nothing either).
  expect(requests[0].referer ?? '').toBe('');
}

/** Whether a page shows one visible, non-empty h1, with nothing sideways, at `width`. */
async function expectWholePage(page: EnginePage, route: string, scripts: boolean, { width, height }: { width: number; height: number }) {
  await page.setViewport(width, height);
  await page.goto(route);
  // The 404 page carries its message in both languages; its script shows the one of the path.
  const expected = !scripts && route === '/404' ? 2 : 1;
  const headings = await page.evaluate(() =>
    Array.from(document.querySelectorAll('h1'))
      .filter((heading) => heading.checkVisibility({ visibilityProperty: true }))
      .map((heading) => (heading.textContent ?? '').trim()),
  );
  expect({ route, width, visibleHeadings: headings.length, text: headings.every(Boolean) }).toEqual({
    route,
    width,
    visibleHeadings: expected,
    text: true,
  });
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect({ route, width, sideways, outside: await page.evaluate(outsideTheViewport) }).toEqual({ route, width, sideways: 0, outside: [] });
}

const isTagPage = (route: string) => route.includes('/journal/tag/');

/**
 * Every page of the export shows its heading, with no script error and nothing sideways, at 390 and
 * 1440 px. With JavaScript off too: the HTML alone must be a whole page. The tag pages are one template:
 * the first of each language is checked like every other page, the others together at 390 px.
 */
function routeScenarios(scripts: boolean): Scenario[] {
  const all = routes();
  const firstTags = LANGUAGES.map(({ prefix }) => all.find((route) => isTagPage(route) && route.startsWith(`${prefix}/journal/`)));
  const pages: Scenario[] = all
    .filter((route) => !isTagPage(route) || firstTags.includes(route))
    .map((route) => ({
      name: `${route} shows its heading, with no script error and nothing sideways, at 390 and 1440 px`,
      async run(page) {
        for (const viewport of [PHONE, DESKTOP]) await expectWholePage(page, route, scripts, viewport);
      },
    }));
  const otherTags: Scenario[] = LANGUAGES.map(({ lang, prefix }) => ({
    name: `the other tag pages (${lang}) show their heading, with no script error and nothing sideways, at 390 px`,
    async run(page) {
      const tags = all.filter((route) => isTagPage(route) && route.startsWith(`${prefix}/journal/`) && !firstTags.includes(route));
      for (const route of tags) await expectWholePage(page, route, scripts, PHONE);
    },
  }));
  return [...pages, ...otherTags].map((scenario) => (scripts ? scenario : withoutScripts(scenario)));
}

/**
 * The header's section links on the home page, far down included, and from the journal. With
 * JavaScript off, the browser's own jump to each section lands there too, on a page that shows all its content.
 */
function sectionLinks({ lang, home, prefix, copy }: Language): Scenario {
  return {
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
      await eventually(async () => expect(await inViewport(page, 'services')).toBe(true));
      // Far down the page, past sections not laid out yet: the scroll still ends at the section's real place.
      await page.click({ role: 'link', name: copy.Header.journal, within: nav });
      await eventually(async () => expect(await startsUnderHeader(page, 'journal')).toBe(true));
      // Far down, the header is opaque (with JavaScript off, from the start): the page never shows through it.
      const headerBackground = () => page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor);
      await eventually(async () => expect(await headerBackground()).not.toBe('rgba(0, 0, 0, 0)'));

      await page.goto(`${prefix}/journal`);
      await page.click({ role: 'link', name: copy.Header.contact, within: nav });
      await page.waitForUrl(new RegExp(`^${origin}${home === '/' ? '/' : home}#contact$`));
      await eventually(async () => expect(await inViewport(page, 'contact')).toBe(true));
    },
  };
}

const navigation: Scenario[] = [
  {
    name: 'the language toggle goes to the same section in English, is remembered, and comes back',
    async run(page, { origin }) {
      await page.goto('/#services');
      await page.click({ role: 'link', name: containing(pt.Header.switchTo), within: 'header' });
      await page.waitForUrl(/\/en#services$/);
      expect(await htmlLang(page)).toBe('en');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

      await page.goto('/');
      await page.waitForUrl(/\/en$/);
      expect(await htmlLang(page)).toBe('en');

      await page.click({ role: 'link', name: containing(en.Header.switchTo), within: 'header' });
      await page.waitForUrl(new RegExp(`^${origin}/$`));
      expect(await htmlLang(page)).toBe('pt-BR');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pt');
    },
  },
  ...LANGUAGES.map(sectionLinks),
  {
    name: 'back from an article, the home page is where the visitor left it, at 390 and 1440 px',
    async run(page: EnginePage, { origin }: ScenarioContext) {
      const journalTop = () => page.evaluate(() => Math.round(document.getElementById('journal')!.getBoundingClientRect().top));
      const article: Target = { css: '#journal a[href*="/post/"]' };
      for (const { width, height } of [PHONE, DESKTOP]) {
        await page.setViewport(width, height);
        await page.goto('/en');
        // Down a screen at a time, each section laid out as it nears the screen, to the journal's articles.
        await page.evaluate(async () => {
          const link = document.querySelector('#journal a[href*="/post/"]')!;
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          for (let turn = 0; turn < 60 && link.getBoundingClientRect().bottom > innerHeight * 0.8; turn += 1) {
            scrollBy(0, Math.min(innerHeight / 2, link.getBoundingClientRect().bottom - innerHeight / 2));
            await frame();
            await frame();
          }
          // Where the visitor leaves from: the drivers' clicks scroll their target into view first.
          const journal = document.getElementById('journal')!;
          sessionStorage.removeItem('engines:left');
          const note = () => sessionStorage.setItem('engines:left', String(Math.round(journal.getBoundingClientRect().top)));
          addEventListener('pagehide', note, { once: true });
        });
        await page.click(article);
        await page.waitForUrl(/\/post\//);
        await page.back(new RegExp(`^${origin}/en$`));
        const stored = await page.evaluate(() => sessionStorage.getItem('engines:left'));
        expect(stored).not.toBeNull();
        const left = Number(stored);
        expect(left).toBeLessThan(height);
        await eventually(async () => expect(Math.abs((await journalTop()) - left)).toBeLessThanOrEqual(2));
        // And it stays there once the scripts have run.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(Math.abs((await journalTop()) - left)).toBeLessThanOrEqual(2);
      }
    },
  },
  ...LANGUAGES.map(({ lang, home, copy }) => ({
    name: `the mobile menu opens as a modal dialog with focus inside, and closes with Escape and with its close button (${lang})`,
    async run(page: EnginePage) {
      const opener: Target = { role: 'button', name: copy.Header.openMenu };
      const dialog: Target = { role: 'dialog', name: copy.Header.menuTitle };
      await page.setViewport(PHONE.width, PHONE.height);
      await page.goto(home);

      await page.click(opener);
      await eventually(async () => expect(await page.isVisible(dialog)).toBe(true));
      const modal = await page.inspect(dialog, (element) => element.getAttribute('aria-modal') === 'true' || element.matches(':modal'));
      expect(modal).toBe(true);
      await eventually(async () => expect(await page.hasFocusWithin(dialog)).toBe(true));
      await page.press('Escape');
      await eventually(async () => expect(await page.isVisible(dialog)).toBe(false));
      await eventually(async () => expect(await page.hasFocusWithin(opener)).toBe(true));

      await page.click(opener);
      await eventually(async () => expect(await page.isVisible(dialog)).toBe(true));
      await page.click({ role: 'button', name: copy.Header.closeMenu });
      await eventually(async () => expect(await page.isVisible(dialog)).toBe(false));
    },
  })),
];

/**
 * The system is light in both engines (webkit.ts, firefox.ts set it so): with no choice stored the page
 * is light; the header's switch turns it dark at once, the choice holds on the next page and in the
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
    const LIGHT_BG = 'rgb(244, 241, 234)';
    const DARK_BG = 'rgb(11, 11, 15)';
    const headerSwitch = (copy: typeof pt): Target => ({ role: 'button', name: copy.Header.lightTheme, within: 'header' });

    await page.setViewport(DESKTOP.width, DESKTOP.height);
    await page.goto('/journal');
    expect(await painted()).toEqual({ light: true, scheme: 'light', background: LIGHT_BG, stored: null });
    expect(await page.attribute(headerSwitch(pt), 'aria-pressed')).toBe('true');

    await page.click(headerSwitch(pt));
    await eventually(async () => expect(await painted()).toEqual({ light: true, scheme: 'dark', background: DARK_BG, stored: 'dark' }));
    expect(await page.attribute(headerSwitch(pt), 'aria-pressed')).toBe('false');

    await page.goto('/en/projects');
    expect(await painted()).toMatchObject({ scheme: 'dark', background: DARK_BG });

    await page.setViewport(PHONE.width, PHONE.height);
    const dialog: Target = { role: 'dialog', name: en.Header.menuTitle };
    await page.click({ role: 'button', name: en.Header.openMenu });
    await eventually(async () => expect(await page.isVisible(dialog)).toBe(true));
    await page.click({ role: 'button', name: en.Header.lightTheme, within: '[role="dialog"]' });
    await eventually(async () => expect(await painted()).toMatchObject({ scheme: 'light', background: LIGHT_BG, stored: 'light' }));

    await page.goto('/');
    expect(await painted()).toMatchObject({ scheme: 'light', background: LIGHT_BG, stored: 'light' });
  },
};

/** The service cards' toggles, one card open at a time; with JavaScript off, by the disclosures' own rules. */
const serviceCards = ({ lang, home: path }: Language): Scenario => ({
  name: `a service card shows what is included when its toggle is pressed, one card at a time, and hides it again (${lang})`,
  async run(page: EnginePage) {
    const [first, , third] = getServices(lang);
    const toggle = (title: string): Target => ({ css: '#services button, #services summary', text: containing(title) });
    const feature = (text: string): Target => ({ css: '#services li', text });
    await page.goto(path);
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

/** What a visitor types: accents, symbols, a line break and markup that must stay text. */
const TYPED = 'Ação & construção #1? 100% certo\n<b>oi</b> <script>alert(1)</script>';

const contactField = (name: string): Target => ({ role: 'textbox', name, within: '#contact' });
const contactChoice = (name: string): Target => ({ role: 'combobox', name, within: '#contact' });
const CONTACT_VALUES: ContactValues = {
  name: ' Ana Souza ',
  email: 'ana@studio.com',
  project: 'seo-architecture',
  budget: '10k-20k',
  message: TYPED,
};
const chatCopyOf = (copy: Language['copy']): MessageCopy => ({
  ...copy.Contact.chat,
  projects: copy.Contact.projects,
  budgets: copy.Contact.budgets,
});

/** Types CONTACT_VALUES into the contact form of a page in the language of `copy`. */
async function fillContact(page: EnginePage, copy: Language['copy']) {
  const form = copy.Contact.form;
  await page.fill(contactField(form.name), CONTACT_VALUES.name);
  await page.fill(contactField(form.email), CONTACT_VALUES.email);
  await page.select(contactChoice(form.project), CONTACT_VALUES.project);
  await page.select(contactChoice(form.budget), CONTACT_VALUES.budget);
  await page.fill(contactField(form.message), CONTACT_VALUES.message);
}

function contactScenario({ lang, home: path, copy }: Language): Scenario {
  const form = copy.Contact.form;
  const field = contactField;
  const choice = contactChoice;
  const values = CONTACT_VALUES;
  const chatCopy = chatCopyOf(copy);
  return {
    name: `the contact form shows what is missing, then opens exactly one chat at wa.me with the message typed and Sao Paulo time (${lang})`,
    expectsOutside: CHAT,
    async run(page, context) {
      await page.goto(path);
      const send: Target = { role: 'button', name: form.send, within: '#contact' };

      await page.click(send);
      await eventually(async () => expect(await page.text({ role: 'alert', within: '#contact' })).toBe(form.errorMissing));
      for (const control of [field(form.name), field(form.email), choice(form.project), choice(form.budget), field(form.message)]) {
        expect(await page.attribute(control, 'aria-invalid')).toBe('true');
      }
      await eventually(async () => expect(await page.hasFocusWithin(field(form.name))).toBe(true));
      expect(await page.otherTabs()).toEqual([]);

      await fillContact(page, copy);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(context.timeZone);

      const start = Date.now();
      await page.click(send);
      const chat = await oneChatTab(page);
      const end = Date.now();
      await eventually(async () => expect(await page.text({ role: 'status', within: '#contact' })).toContain(form.successTitle));
      expect(chat.hasOpener).toBe(false);
      await expectChat(context, chat.url, owner.whatsapp.contact, (sentAt) => buildContactMessage(values, chatCopy, sentAt, owner.url), {
        start,
        end,
      });
      expect((await page.otherTabs()).length).toBe(1);
    },
  };
}

/**
 * What brought the visitor (lib/leadSource.ts): a campaign link to an article, then the home page through the
 * header; the contact form's chat carries the source line, and the address bar lost the campaign.
 */
const campaignContact: Scenario = {
  name: 'a visitor from a campaign link to an article, then the home page: the contact form opens one chat carrying the source line',
  expectsOutside: CHAT,
  async run(page, context) {
    await page.setViewport(DESKTOP.width, DESKTOP.height);
    await page.goto('/post/web-2030-vision?utm_source=instagram&utm_medium=bio&utm_campaign=lancamento-2026');
    expect(await page.url()).toBe(`${context.origin}/post/web-2030-vision`);
    await page.click({ role: 'link', name: pt.Header.contact, within: `nav[aria-label="${pt.Header.navLabel}"]` });
    await page.waitForUrl(new RegExp(`^${context.origin}/#contact$`));
    await fillContact(page, pt);
    const start = Date.now();
    await page.click({ role: 'button', name: pt.Contact.form.send, within: '#contact' });
    const chat = await oneChatTab(page);
    const end = Date.now();
    expect(chat.hasOpener).toBe(false);
    const source = {
      kind: 'source',
      label: 'Fonte',
      text: 'Instagram · bio · lancamento-2026 · entrou por /post/web-2030-vision',
    } as const;
    await expectChat(
      context,
      chat.url,
      owner.whatsapp.contact,
      (sentAt) => buildContactMessage(CONTACT_VALUES, chatCopyOf(pt), sentAt, owner.url, [source]),
      { start, end },
    );
  },
};

const PRICE: Target = { role: 'spinbutton', name: partnership.simulator.price };
const result = (name: string): Target => ({ role: 'status', name, within: 'main' });

/**
 * The partnership hero's link to the simulator. The sections after the hero are laid out only as
 * they near the screen: the browser's own jump still lands on the simulator, with JavaScript off too.
 */
function simulatorLink(): Scenario {
  return {
    name: `'${partnership.hero.secondary}' ends with the simulator right under the header, at 390 and 1440 px`,
    async run(page) {
      for (const { width, height } of [PHONE, DESKTOP]) {
        await page.setViewport(width, height);
        await page.goto('/partnership');
        await page.click({ role: 'link', name: partnership.hero.secondary, within: 'main' });
        await eventually(async () => expect(await page.url()).toMatch(/#simulador$/));
        await eventually(async () => expect(await startsUnderHeader(page, 'simulador')).toBe(true));
      }
    },
  };
}

const partnershipScenarios: Scenario[] = [
  {
    name: 'the profit simulator answers a typed price and the slider at 20',
    async run(page) {
      await page.goto('/partnership');
      await page.fill(PRICE, '997');
      await eventually(async () => expect(await page.text(result(partnership.simulator.perProject))).toBe('R$ 698'));
      expect(await page.text(result(partnership.simulator.multiplier))).toBe('3.3x');
      expect(await page.text(result(partnership.simulator.monthly))).toBe('R$ 3.985');

      const slider: Target = { role: 'slider', name: partnership.simulator.projects };
      await page.focus(slider);
      await page.press('End');
      await eventually(async () => expect(await page.inspect(slider, (element) => (element as HTMLInputElement).value)).toBe('20'));
      await eventually(async () => expect(await page.text(result(partnership.simulator.monthly))).toBe('R$ 15.940'));
    },
  },
  {
    // WebKit throws from the 101st history.replaceState in 10 s; that once blanked the whole page.
    name: 'the profit simulator keeps answering through 160 quick slider steps, past WebKit’s cap on address changes',
    async run(page) {
      await page.goto('/partnership');
      const slider: Target = { role: 'slider', name: partnership.simulator.projects };
      await page.focus(slider);
      for (let step = 0; step < 160; step += 1) await page.press(step % 2 ? 'ArrowLeft' : 'ArrowRight');
      for (let step = 0; step < 3; step += 1) await page.press('ArrowRight');
      await eventually(async () => expect(await page.text(result(partnership.simulator.monthly))).toBe('R$ 10.376'));
      await eventually(async () => expect(new URL(await page.url()).search).toBe('?preco=1497&projetos=8&manutencao=99'));
    },
  },
  simulatorLink(),
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
      const chat = await oneChatTab(page);
      expect(chat.hasOpener).toBe(false);
      expect(new URL(chat.url).searchParams.get('text')).toMatch(/^\*Parceria para Agências\*/);
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

      const start = Date.now();
      await page.click(button);
      const chat = await oneChatTab(page);
      const end = Date.now();
      await eventually(async () => expect(await page.text(button)).toBe(partnership.hero.cta));
      const faces = await page.evaluate(() => (window as unknown as { __faces: string[] }).__faces);
      expect(faces).toContain(partnership.chat.busy);
      expect(faces.at(-1)).toBe(partnership.hero.cta);
      expect(chat.hasOpener).toBe(false);
      const host = new URL(context.origin).host;
      await expectChat(context, chat.url, owner.whatsapp.partnership, (sentAt) => partnershipMessage(host, sentAt), { start, end });
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
    const articles = articlesIn(lang);
    expect(titles).toEqual(articles.map((article) => article.title));

    const article = articles[1];
    await page.click({ role: 'link', name: article.title, within: 'main' });
    await page.waitForUrl(new RegExp(`${prefix}/post/${article.id}$`));
    expect(await page.text(h1)).toBe(article.title);
    expect(await page.isVisible({ role: 'heading', name: article.firstSection, within: 'main' })).toBe(true);
    if (lang === 'en' && !article.inEnglish) expect(await page.isVisible({ css: 'main p', text: copy.Post.portugueseNote })).toBe(true);
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
 * The pictures that wait for the visitor (loading="lazy", the portfolio's after the first two): each one drawn
 * once scrolled to, in the box the page reserved for it. One picture a call, so the browser gets a frame
 * with it on screen before it is asked (a lazy image scrolled past within one script may never start).
 */
const lazyPictures: Scenario = {
  name: 'the portfolio pictures that wait for the visitor are drawn once scrolled to, in the box reserved for them',
  async run(page) {
    await page.setViewport(PHONE.width, PHONE.height);
    await page.goto('/');
    const lazy = await page.evaluate(() => document.querySelectorAll('#sites img[loading="lazy"]').length);
    expect(lazy).toBeGreaterThan(0);
    for (let index = 0; index < lazy; index += 1) {
      const drawn = () =>
        page.evaluate((at: number) => {
          const img = document.querySelectorAll<HTMLImageElement>('#sites img[loading="lazy"]')[at];
          img.scrollIntoView({ block: 'center' });
          const box = img.getBoundingClientRect();
          return { drawn: img.complete && img.naturalWidth > 0, reserved: Math.abs(box.height - (box.width * img.height) / img.width) < 2 };
        }, index);
      await eventually(async () => expect(await drawn()).toEqual({ drawn: true, reserved: true }));
    }
  },
};

/**
 * The display face (app/fonts.ts) lands and draws the headline; its stand-in, a local sans-serif resized to it
 * (lib/fontFallback.ts), gives the headline the same lines and height in this engine too, so nothing moves when
 * it lands (Chromium also watches the swap itself: e2e/typeface.spec.ts).
 */
const displayFace: Scenario = {
  name: 'the headline is drawn in the display face, and its stand-in gives it the same lines and height, at 390 and 1440 px',
  async run(page) {
    for (const { width, height } of [PHONE, DESKTOP]) {
      await page.setViewport(width, height);
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
      const drawn = await layout('');
      const standIn = await layout("'Sora Fallback'");
      expect({ width, lines: standIn.lines }).toEqual({ width, lines: drawn.lines });
      expect(Math.abs(standIn.height - drawn.height)).toBeLessThanOrEqual(1);
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
      ).toBe(`${home === '/' ? '/' : home}#services`);
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
 * With JavaScript off the contact form is hidden and the section offers a plain link to the chat: one
 * tap opens exactly one chat at wa.me with the greeting, with no opener and no referrer.
 */
const directChat = ({ lang, home: path, copy }: Language): Scenario =>
  withoutScripts({
    name: `the contact section's chat link opens exactly one chat at wa.me with the greeting (${lang})`,
    expectsOutside: CHAT,
    async run(page, context) {
      await page.goto(path);
      expect(await page.isVisible({ role: 'button', name: copy.Contact.form.send, within: '#contact' })).toBe(false);
      const start = Date.now();
      await page.click({ role: 'link', name: containing(copy.Contact.noScriptLink), within: '#contact' });
      const chat = await oneChatTab(page);
      expect(chat.hasOpener).toBe(false);
      await expectChat(context, chat.url, owner.whatsapp.contact, () => copy.Contact.directGreeting, { start, end: Date.now() });
    },
  });

/**
 * With no newsletter provider (as shipped) and JavaScript off, the box keeps the specified note and says
 * beside it that the list is not open, and pressing its button or Enter sends the address nowhere: the
 * page stays, with no query in its URL.
 */
const closedNewsletter = ({ lang, home: path, copy }: Language): Scenario =>
  withoutScripts({
    name: `the newsletter box keeps its note, says the list is not open, and sending keeps the address out of the URL (${lang})`,
    async run(page, { origin }) {
      const email: Target = { role: 'textbox', name: copy.Newsletter.emailLabel, within: '#journal' };
      await page.goto(path);
      expect(await page.isVisible({ css: '#journal p', text: containing(copy.Newsletter.note) })).toBe(true);
      expect(await page.isVisible({ css: '#journal p', text: containing(copy.Newsletter.closedNote) })).toBe(true);
      await page.fill(email, 'reader@example.com');
      await page.click({ role: 'button', name: copy.Newsletter.subscribe, within: '#journal' });
      await page.press('Enter');
      // A navigation, had the form sent anything, would have started by now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await page.url()).toBe(`${origin}${path}`);
      expect(await page.inspect(email, (element) => (element as HTMLInputElement).value)).toBe('reader@example.com');
    },
  });

/** With JavaScript off a partnership chat button is a plain link carrying the message without its date. */
const partnershipLink: Scenario = withoutScripts({
  name: `'${partnership.hero.cta}' opens exactly one chat at wa.me with the partnership message`,
  expectsOutside: CHAT,
  async run(page, context) {
    await page.goto('/partnership');
    const start = Date.now();
    await page.click({ role: 'link', name: partnership.hero.cta, within: 'main' });
    const chat = await oneChatTab(page);
    expect(chat.hasOpener).toBe(false);
    const host = new URL(owner.url).host;
    await expectChat(context, chat.url, owner.whatsapp.partnership, () => partnershipMessage(host), { start, end: Date.now() });
  },
});

/** A case page as its languages show it: where it is, its title, and the inquiry its contact form carries. */
async function caseOf({ lang, copy }: Language, id: string) {
  const project = (await getProjects({ locale: lang })).find((item) => item.id === id)!;
  const words = { label: copy.Contact.chat.reference, text: copy.Contact.chat.referenceText.replace('{title}', project.title) };
  return { project, path: href(lang, 'case', id), inquiry: caseInquiry(project, words) };
}

/** A case page at both widths, nothing sideways; its screens open full screen with Enter and close with Escape. */
const caseGallery = (language: Language): Scenario => ({
  name: `a case page has nothing sideways at 390 and 1440 px, and its gallery viewer opens with Enter and closes with Escape (${language.lang})`,
  async run(page) {
    const { copy } = language;
    const { project, path } = await caseOf(language, 'luxury-hotel');
    const shot: Target = { role: 'link', name: new RegExp(`^${copy.Cases.open.replace('{alt}', '')}`), within: 'main', nth: 1 };
    const dialog: Target = { role: 'dialog', name: copy.Cases.dialog };
    for (const { width, height } of [PHONE, DESKTOP]) {
      await page.setViewport(width, height);
      await page.goto(path);
      expect(await page.text(h1)).toBe(project.title);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ width, sideways, outside: await page.evaluate(outsideTheViewport) }).toEqual({ width, sideways: 0, outside: [] });

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
    }
  },
});

/** "Quero um projeto assim": the form with the case's project type, and one chat whose message names the case. */
function caseChat(language: Language): Scenario {
  const { lang, copy } = language;
  const form = copy.Contact.form;
  const chatCopy: MessageCopy = { ...copy.Contact.chat, projects: copy.Contact.projects, budgets: copy.Contact.budgets };
  return {
    name: `'${copy.Cases.cta}' on a case page ends in exactly one chat at wa.me whose message names the case (${lang})`,
    expectsOutside: CHAT,
    async run(page, context) {
      const { path, inquiry } = await caseOf(language, 'protecta');
      const values: ContactValues = {
        name: 'Ana Souza',
        email: 'ana@studio.com',
        project: inquiry.project,
        budget: '5k-10k',
        message: TYPED,
      };
      await page.goto(path);
      await page.click({ role: 'link', name: copy.Cases.cta, within: 'main' });
      await eventually(async () => expect(await page.url()).toMatch(/#contact$/));
      const project: Target = { role: 'combobox', name: form.project, within: '#contact' };
      expect(await page.inspect(project, (element) => (element as HTMLSelectElement).value)).toBe(inquiry.project);
      await page.fill({ role: 'textbox', name: form.name, within: '#contact' }, values.name);
      await page.fill({ role: 'textbox', name: form.email, within: '#contact' }, values.email);
      await page.select({ role: 'combobox', name: form.budget, within: '#contact' }, values.budget);
      await page.fill({ role: 'textbox', name: form.message, within: '#contact' }, values.message);
      const start = Date.now();
      await page.click({ role: 'button', name: form.send, within: '#contact' });
      const chat = await oneChatTab(page);
      const end = Date.now();
      expect(chat.hasOpener).toBe(false);
      const expected = (sentAt: Date) => buildContactMessage(values, chatCopy, sentAt, owner.url, [inquiry.reference]);
      await expectChat(context, chat.url, owner.whatsapp.contact, expected, { start, end });
    },
  };
}

/** With JavaScript off, a case page's direct chat link opens one chat with the greeting and the case named. */
const caseLink = (language: Language): Scenario =>
  withoutScripts({
    name: `a case page's chat link opens exactly one chat at wa.me naming the case (${language.lang})`,
    expectsOutside: CHAT,
    async run(page, context) {
      const { copy } = language;
      const { path, inquiry } = await caseOf(language, 'protecta');
      await page.goto(path);
      const start = Date.now();
      await page.click({ role: 'link', name: containing(copy.Contact.noScriptLink), within: '#contact' });
      const chat = await oneChatTab(page);
      expect(chat.hasOpener).toBe(false);
      const message = directChatMessage(copy.Contact.directGreeting, [inquiry.reference]);
      await expectChat(context, chat.url, owner.whatsapp.contact, () => message, { start, end: Date.now() });
    },
  });

/**
 * Every page at 390 and 1440 px, with JavaScript on and off: run in WebKit and Firefox. Chromium loads every
 * page at both widths in e2e/quality.spec.ts, beside axe, the Tab walk and 200 % zoom.
 */
export const PAGE_SWEEP: Scenario[] = [...routeScenarios(true), ...routeScenarios(false)];

/** The flows every engine must pass: run in Chromium, WebKit and Firefox (suite.ts). */
export const SCENARIOS: Scenario[] = [
  ...navigation,
  ...LANGUAGES.map(serviceCards),
  ...LANGUAGES.map(contactScenario),
  campaignContact,
  ...LANGUAGES.map(caseGallery),
  ...LANGUAGES.map(caseChat),
  ...partnershipScenarios,
  ...LANGUAGES.map(journal),
  reveal,
  lazyPictures,
  displayFace,
  notFound,
  theme,
  ...scriptPolicyScenarios,
  articleConstructs,
  // A visitor with JavaScript off (run in a browser started with it off).
  headerWithoutScripts,
  withoutScripts(simulatorLink()),
  ...LANGUAGES.map((language) => withoutScripts(sectionLinks(language))),
  ...LANGUAGES.map((language) => withoutScripts(serviceCards(language))),
  ...LANGUAGES.map((language) => withoutScripts(journal(language))),
  ...LANGUAGES.map(directChat),
  ...LANGUAGES.map(caseLink),
  ...LANGUAGES.map(closedNewsletter),
  partnershipLink,
];

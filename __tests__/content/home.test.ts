import { clients, casesIn, owner, servicesIn, statsIn } from '@/e2e/content';
import { href } from '@/lib/i18n/locales';
import { dictionary } from '@/lib/i18n/messages';
import { getTestimonials } from '@/lib/owner';
import { isLive } from '@/lib/portfolio';
import type { ProjectMeta } from '@/lib/projects';
import { decode, pages, requireOut, tags } from '../build/outDir';

const pt = dictionary('pt');
const en = dictionary('en');

// What the home pages hold as built, in both languages: the attributes that decide what loads first and
// what a card links to, read from the HTML (e2e/home.spec.ts sees the page a visitor meets). Counts, names
// and prices come from the content and the dictionaries, so an edit in /admin breaks nothing here.
requireOut();
const all = pages();
const LANGUAGES = [
  { lang: 'pt', copy: pt },
  { lang: 'en', copy: en },
] as const;
let cases: Record<string, ProjectMeta[]> = {};
beforeAll(async () => {
  cases = { pt: await casesIn('pt'), en: await casesIn('en') };
});

/** The HTML of section `id` of a page, up to the next section with an id. */
function section(html: string, id: string): string {
  const starts = [...html.matchAll(/<section\b[^>]*\bid="([^"]+)"/g)];
  const at = starts.findIndex((match) => match[1] === id);
  return html.slice(starts[at].index, starts[at + 1]?.index);
}
const text = (html: string) => decode(html.replace(/<style[^>]*>[\s\S]*?<\/style>|<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

describe.each(LANGUAGES)('the home page in $lang', ({ lang, copy }) => {
  const home = href(lang, 'home');
  const html = all.find((page) => page.path === home)!.html;

  it('its portrait is the one image asked for ahead of the body: eager, high priority, AVIF at 480 and 800 px', () => {
    const hero = section(html, 'hero');
    // The gallery stays switched off (lib/site.ts features).
    expect(html).not.toContain('id="gallery"');
    expect(text(hero)).toContain(`${copy.Hero.headlineTop} ${copy.Hero.headlineBottom}`);
    const portrait = tags(hero, 'img').find((img) => img.alt === copy.Hero.portraitAlt)!;
    expect(portrait).toMatchObject({ fetchpriority: 'high', loading: 'eager', 'data-preload': '', width: '800', height: '1000' });
    const avif = tags(hero, 'source').find((source) => source.type === 'image/avif')!;
    expect(avif.srcset).toMatch(/portrait-480\.avif 480w, .*portrait-800\.avif 800w/);
    const preloads = tags(html, 'link').filter((link) => link.rel === 'preload' && link.as === 'image');
    expect(preloads.map((link) => link.imagesrcset)).toEqual([expect.stringMatching(/portrait-480\.avif/)]);
    const links = tags(hero, 'a');
    expect(links).toContainEqual(expect.objectContaining({ href: home === '/' ? '/#sites' : `${home}#sites` }));
    expect(links.filter((link) => link.href?.endsWith('#contact'))).not.toEqual([]);
  });

  // The video itself is written by its island as the section comes near (__tests__/components/AboutVideo.test.tsx): the
  // first <video> of a page loads Chromium's media controls' style sheet inside the page's first frame.
  it('about: its figures, and a lazy still frame with no <video> yet, the video button disabled until the scripts run', () => {
    const about = section(html, 'about');
    expect(tags(html, 'video')).toEqual([]);
    expect(tags(about, 'img').find((img) => img.src === '/images/about-poster.webp')?.loading).toBe('lazy');
    expect(tags(about, 'button').find((button) => button.class === 'about-video-toggle')).toMatchObject({ disabled: '' });
    for (const stat of statsIn(lang)) expect(text(about)).toContain(stat.label);
  });

  it('services: each card with its delivery time and price, and a way to contact', () => {
    const services = section(html, 'services');
    const cards = services.split('<article').slice(1).map(text);
    for (const service of servicesIn(lang)) {
      const card = cards.find((shown) => shown.includes(service.title)) ?? '';
      expect({ timeline: card.includes(service.timeline), investment: card.includes(service.investment) }).toEqual({ timeline: true, investment: true });
    }
    expect(tags(services, 'a').filter((link) => link.href?.endsWith('#contact'))).not.toEqual([]);
  });

  it('portfolio: a card per case; live ones open their site in a new tab, the others say they are coming; the first two pictures eager behind the hero, the rest lazy', () => {
    const sites = section(html, 'sites');
    const cards = sites.split('<article').slice(1);
    expect(cards).toHaveLength(cases[lang].length);
    cases[lang].forEach((project, index) => {
      const view = tags(cards[index], 'a').find((link) => link.class === 'project-view');
      if (isLive(project.url)) expect(view).toMatchObject({ href: project.url, target: '_blank', rel: 'noopener noreferrer' });
      else expect({ view, soon: text(cards[index]).includes(copy.Portfolio.comingSoon) }).toEqual({ view: undefined, soon: true });
    });
    const images = cards.map((card) => tags(card, 'img')[0]);
    expect(images.map((img) => img.loading)).toEqual(images.map((_, index) => (index < 2 ? 'eager' : 'lazy')));
    expect(images.slice(0, 2).map((img) => img.fetchpriority)).toEqual(['low', 'low']);
    expect(images[0]['data-preload']).toBe('');
    expect(tags(sites, 'a').filter((link) => link.href?.endsWith('#contact'))).not.toEqual([]);
  });

  it('testimonials: every client once in the list, in their words, the copies that keep the wall moving hidden and inert, with nothing to focus', async () => {
    const lists = [...section(html, 'testimonials').matchAll(/<ul([^>]*)>([\s\S]*?)<\/ul>/g)].map(([, attributes, body]) => ({ attributes, body }));
    const shown = lists.filter((list) => !list.attributes.includes('aria-hidden'));
    const names = shown.flatMap((list) => [...list.body.matchAll(/<strong>([^<]+)<\/strong>/g)].map((match) => decode(match[1])));
    expect(names.sort()).toEqual((await clients()).sort());
    const words = text(shown.map((list) => list.body).join(' '));
    for (const testimonial of await getTestimonials(lang)) expect(words).toContain(testimonial.text.replace(/\s+/g, ' '));
    const copies = lists.filter((list) => list.attributes.includes('aria-hidden'));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect({ inert: copy.attributes.includes('inert'), focusable: /<(a|button)\b/.test(copy.body) }).toEqual({ inert: true, focusable: false });
  });

  it('the header leads to the partnership page, which is in Portuguese only, and the contact section to the chat with the greeting and to the e-mail', () => {
    expect(tags(html.slice(0, html.indexOf('<main')), 'a').map((link) => link.href)).toContain('/partnership');
    const links = tags(section(html, 'contact'), 'a');
    const chat = new URL(links.find((link) => link.href?.startsWith('https://wa.me/'))?.href ?? 'about:blank');
    expect({ chat: `${chat.origin}${chat.pathname}`, text: chat.searchParams.get('text') }).toEqual({
      chat: `https://wa.me/${owner.whatsapp.contact.replace(/\D/g, '')}`,
      text: copy.Contact.directGreeting,
    });
    expect(links.map((link) => link.href)).toContain(`mailto:${owner.email}`);
  });
});

import { IntlMessageFormat } from 'intl-messageformat';
import { privacyFacts, privacyHref, PRIVACY_UPDATED } from '@/lib/privacy';
import { alternatesFor } from '@/lib/seo';
import { site } from '@/lib/site';
import { siteRoutes } from '@/lib/routes';
import integrations from '@/lib/integrations.json';
import { LEAD_SOURCE_KEY, sourceLine } from '@/lib/leadSource';
import { THEME_KEY } from '@/lib/colorTheme';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

describe('the privacy notice route', () => {
  it('lives at /privacidade and /en/privacy, paired as hreflang alternates', () => {
    expect([privacyHref('pt'), privacyHref('en')]).toEqual(['/privacidade', '/en/privacy']);
    expect(alternatesFor('en', '/privacidade')).toMatchObject({
      canonical: `${site.url}/en/privacy`,
      languages: { 'pt-BR': `${site.url}/privacidade`, en: `${site.url}/en/privacy`, 'x-default': `${site.url}/privacidade` },
    });
  });

  // Its place in the sitemap and every page's canonical and hreflang in the export: seo.test.ts over out/.
  it('is dated in the sitemap by its last update', () => {
    expect(siteRoutes().find((route) => route.path === '/privacidade')?.lastModified).toBe(PRIVACY_UPDATED);
  });
});

describe('what the notice says follows lib/integrations.json', () => {
  const off = { newsletterAction: null, analytics: null };

  it('with the shipped settings: the list is closed and nothing counts visits', () => {
    expect(privacyFacts(integrations)).toEqual({ newsletterHost: null, analytics: null });
  });

  it.each([
    [
      { ...off, newsletterAction: 'https://app.mailer.example/subscribe/abc' },
      { newsletterHost: 'app.mailer.example', analytics: null },
    ],
    [
      { ...off, newsletterAction: 'not a url' },
      { newsletterHost: null, analytics: null },
    ],
    [
      { ...off, analytics: { provider: 'plausible', src: 'https://plausible.io/js/script.js', site: 'x' } },
      { newsletterHost: null, analytics: 'Plausible' },
    ],
    [
      { ...off, analytics: { provider: 'umami', src: 'https://u.example/script.js', site: 'x' } },
      { newsletterHost: null, analytics: 'Umami' },
    ],
  ] as const)('%j', (settings, expected) => {
    expect(privacyFacts(settings)).toEqual(expected);
  });
});

describe('the notice copy in each state', () => {
  // The formatter next-intl uses, on the Privacy dictionary of each language.
  const say = (messages: typeof pt.Privacy) => (path: string, values: Record<string, string>) => {
    const message = path.split('.').reduce<unknown>((tree, key) => (tree as Record<string, unknown>)[key], messages) as string;
    return String(new IntlMessageFormat(message).format(values));
  };

  it.each([
    ['pt', say(pt.Privacy)],
    ['en', say(en.Privacy)],
  ] as const)('%s: the newsletter and analytics lines follow the switches', (_, t) => {
    expect(t('summary.newsletter', { state: 'open' })).not.toBe(t('summary.newsletter', { state: 'closed' }));
    expect(t('summary.analytics', { state: 'on' })).not.toBe(t('summary.analytics', { state: 'off' }));
    expect(t('analytics.on', { name: 'Plausible' })).toContain('(Plausible)');
    expect(t('analytics.on', { name: 'none' })).toMatch(/(ferramenta de estatísticas sem cookies|cookieless analytics tool)\. /);
    const closed = t('sharing.text', { newsletter: 'closed', analytics: 'off' });
    const open = t('sharing.text', { newsletter: 'open', analytics: 'on' });
    expect(open.startsWith(closed.slice(0, closed.indexOf(')') + 1))).toBe(true);
    expect(open.length).toBeGreaterThan(closed.length + 40);
    expect(t('newsletter.open', { host: 'app.mailer.example' })).toContain('(app.mailer.example)');
  });
});

describe('what brought the visitor, in the notice', () => {
  it.each([
    ['pt', pt, '/journal'],
    ['en', en, '/en/journal'],
  ] as const)(
    '%s: says what is noted, where, for how long, and that it leaves only inside a message the visitor sends',
    (lang, messages, landing) => {
      const { storage, analytics } = messages.Privacy;
      expect(storage.source).toContain('sessionStorage');
      expect(storage.source).toContain(LEAD_SOURCE_KEY);
      expect(storage.source).toMatch(/Google|Instagram/);
      // Its example is the line a visitor's message really gets.
      const line = sourceLine({ kind: 'campaign', name: 'Instagram', medium: 'bio', landing }, messages.Contact.source)!;
      expect(storage.source).toContain(`“${line.label}: ${line.text}”`);
      expect(storage.text).toMatch(/quatro anotações|four notes/);
      expect(storage.theme).toContain(`localStorage, ${lang === 'pt' ? 'com a chave' : 'under the key'} ${THEME_KEY}`);
      expect(analytics.on).toMatch(/nunca a página em que você entrou|never the page you arrived on/);
    },
  );

  it('is dated by its latest change, the stored theme', () => {
    expect(PRIVACY_UPDATED >= '2026-11-26').toBe(true);
  });
});

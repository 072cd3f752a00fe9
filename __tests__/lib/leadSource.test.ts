import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  arrivalSource,
  LEAD_SOURCE_KEY,
  noteArrival,
  notedSourceLine,
  readNotedSource,
  REFERRER_NAMES,
  sourceLine,
  withoutCampaign,
  type LeadSource,
  type NotedSource,
} from '@/lib/leadSource';
import { MAX_CONTEXT_TEXT } from '@/lib/messageContext';
import { PARTNERSHIP_SOURCE_WORDS } from '@/lib/partnershipMessage';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { runPrePaint } from '../prePaint';

const SITE = 'https://rafaelmoreira.com.br';
const at = (path: string) => `${SITE}${path}`;
const source = (name: string, extra: Partial<LeadSource> = {}): LeadSource => ({ kind: 'site', name, landing: '/', ...extra });
const campaign = (name: string, extra: Partial<LeadSource> = {}): LeadSource => ({ kind: 'campaign', name, landing: '/', ...extra });

describe('what brought the visitor, from the address and the referrer', () => {
  it.each<[string, string, string, NotedSource]>([
    // Campaign parameters, alone and together; a known site's name is written as the owner reads it.
    ['utm_source alone', '/?utm_source=instagram', '', campaign('Instagram')],
    ['utm_medium alone', '/?utm_medium=bio', '', campaign('', { medium: 'bio' })],
    ['utm_campaign alone', '/?utm_campaign=lancamento-2026', '', campaign('', { campaign: 'lancamento-2026' })],
    [
      'all three',
      '/projetos/luxury-hotel?utm_source=instagram&utm_medium=bio&utm_campaign=lancamento-2026',
      '',
      campaign('Instagram', { medium: 'bio', campaign: 'lancamento-2026', landing: '/projetos/luxury-hotel' }),
    ],
    [
      'utm_medium alone, named by the site that sent the visitor',
      '/?utm_medium=bio',
      'https://l.instagram.com/',
      campaign('Instagram', { medium: 'bio' }),
    ],
    ['a source that is no known site, as written', '/?utm_source=Newsletter_Parceira', '', campaign('Newsletter_Parceira')],
    ['a source written as a host', '/?utm_source=l.instagram.com', '', campaign('Instagram')],
    ['ref, short for utm_source', '/partnership?ref=agencia-nova', '', campaign('agencia-nova', { landing: '/partnership' })],
    ['utm_source over ref', '/?ref=agencia-nova&utm_source=linkedin', '', campaign('LinkedIn')],
    ['a campaign over the referrer', '/?utm_source=newsletter', 'https://www.google.com/', campaign('newsletter')],
    ['a campaign link followed on the site itself', '/?utm_source=instagram', at('/journal'), campaign('Instagram')],
    ['empty parameters are no campaign', '/?utm_source=&utm_medium=%20%20&ref=', '', 'direct'],
    // Any other site, as its bare host; one that only looks like a known one too.
    ['any other site, as its bare host', '/', 'https://www.agencia-parceira.com.br/blog/post', source('agencia-parceira.com.br')],
    ['a site that only looks like Google', '/', 'https://google.evil.example.org/', source('google.evil.example.org')],
    ['a site that only ends like Instagram', '/', 'https://notinstagram.com/', source('notinstagram.com')],
    // Not a source: the site itself, or nothing at all.
    ['a page of the same visit', '/journal', at('/'), null],
    ['a page of the same visit, through www', '/journal', 'https://www.rafaelmoreira.com.br/', null],
    ['no referrer', '/', '', 'direct'],
    ['a referrer that is no address', '/', 'not a url', 'direct'],
    ['a referrer that is no web page', '/', 'android-app://com.google.android.gm/', 'direct'],
    // The landing page is its path, without query or hash, as a person reads it.
    [
      'the landing page without query or hash',
      '/post/web-2030-vision?utm_source=x&preco=1#sec',
      '',
      campaign('x', { landing: '/post/web-2030-vision' }),
    ],
    ['the landing page decoded', '/journal/tag/estrat%C3%A9gia?ref=x', '', campaign('x', { landing: '/journal/tag/estratégia' })],
    ['a landing page that does not decode, as it came', '/post/%E0%A4%A?ref=x', '', campaign('x', { landing: '/post/%E0%A4%A' })],
  ])('%s', (_, path, referrer, expected) => {
    expect(arrivalSource(at(path), referrer, REFERRER_NAMES)).toEqual(expected);
  });

  // It runs before the first paint of every page: the URL parser's exception for an empty referrer, the page's
  // first, cost that task 1-5 ms at full speed.
  it('parses no referrer on a direct visit, and so throws nothing', () => {
    const Real = globalThis.URL;
    const parsed: string[] = [];
    globalThis.URL = class extends Real {
      constructor(address: string | URL, base?: string | URL) {
        parsed.push(String(address));
        super(address, base);
      }
    };
    try {
      expect(arrivalSource(at('/'), '', REFERRER_NAMES)).toBe('direct');
      expect(parsed).toEqual([at('/')]);
    } finally {
      globalThis.URL = Real;
    }
  });

  it.each([
    ['Google', 'www.google.com', 'www.google.com.br', 'www.google.co.uk', 'google.de'],
    ['Instagram', 'www.instagram.com', 'l.instagram.com'],
    ['YouTube', 'www.youtube.com', 'm.youtube.com', 'youtu.be'],
  ])('names %s, from each of its hosts (its subdomains, country domains and short links)', (name, ...hosts) => {
    for (const host of hosts) expect([host, arrivalSource(at('/'), `https://${host}/a?q=1`, REFERRER_NAMES)]).toEqual([host, source(name)]);
  });

  it('keeps a 5,000-character value to 100 characters', () => {
    const noted = arrivalSource(at(`/?utm_source=${'x'.repeat(5000)}&utm_campaign=${'é'.repeat(5000)}`), '', REFERRER_NAMES) as LeadSource;
    expect(noted.name).toBe('x'.repeat(100));
    expect(noted.campaign).toBe('é'.repeat(100));
  });

  it('keeps markup as characters and line breaks out of a value', () => {
    const noted = arrivalSource(
      at('/?utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_campaign=x%0A*Nome%3A*%20Fake%0D%0A%E2%80%A8y'),
      '',
      REFERRER_NAMES,
    ) as LeadSource;
    expect(noted.name).toBe('<script>alert(1)</script>');
    expect(noted.campaign).toBe('x *Nome:* Fake y');
  });
});

describe('the line in the message', () => {
  const full = campaign('Instagram', { medium: 'bio', campaign: 'lancamento-2026', landing: '/projetos/luxury-hotel' });

  it('reads in Portuguese and in English, in the words of the dictionaries', () => {
    expect(sourceLine(full, pt.Contact.source)).toEqual({
      kind: 'source',
      label: 'Fonte',
      text: 'Instagram · bio · lancamento-2026 · entrou por /projetos/luxury-hotel',
    });
    expect(sourceLine({ ...full, landing: '/en/projects/luxury-hotel' }, en.Contact.source)).toEqual({
      kind: 'source',
      label: 'Source',
      text: 'Instagram · bio · lancamento-2026 · landed on /en/projects/luxury-hotel',
    });
    expect(PARTNERSHIP_SOURCE_WORDS).toEqual(pt.Contact.source);
  });

  it('names a referring site with its landing page', () => {
    expect(sourceLine(source('Google', { landing: '/post/web-2030-vision' }), pt.Contact.source)?.text).toBe(
      'Google · entrou por /post/web-2030-vision',
    );
  });

  it('is no line for a direct visit or when nothing was noted', () => {
    expect(sourceLine('direct', pt.Contact.source)).toBeNull();
    expect(sourceLine(null, pt.Contact.source)).toBeNull();
  });

  it('cuts long values so the landing page always fits on the line', () => {
    const long = campaign('x'.repeat(5000), { medium: 'y'.repeat(5000), campaign: 'z'.repeat(5000), landing: `/post/${'w'.repeat(5000)}` });
    const text = sourceLine(long, pt.Contact.source)!.text;
    expect(Array.from(text).length).toBeLessThanOrEqual(MAX_CONTEXT_TEXT);
    expect(text).toMatch(/^x{29}… · y{29}… · z{29}… · entrou por \/post\/w+…$/);
  });

  it('drops the chat formatting marks a value could bring', () => {
    expect(sourceLine(campaign('*Nome:* Fake', { medium: '~x~ `y`' }), en.Contact.source)?.text).toBe('Nome: Fake · x y · landed on /');
  });
});

describe('the campaign parameters leave the address, and nothing else does', () => {
  it.each([
    ['/?utm_source=instagram&utm_medium=bio', '/'],
    ['/post/a?utm_source=x&utm_medium=y&utm_campaign=z&utm_term=t&utm_content=c&utm_id=1', '/post/a'],
    ['/partnership?ref=agencia-nova', '/partnership'],
    ['/partnership?preco=1497&utm_source=linkedin&projetos=5&ref=a&manutencao=99', '/partnership?preco=1497&projetos=5&manutencao=99'],
    ['/partnership?utm_source=x&preco=1497#simulador', '/partnership?preco=1497#simulador'],
    ['/?utm%5Fsource=x&q=a%20b+c', '/?q=a%20b+c'],
    ['/?referrer=a&xref=b&utmsource=c', '/?referrer=a&xref=b&utmsource=c'],
    ['/#contact', '/#contact'],
  ])('%s becomes %s', (path, expected) => {
    expect(withoutCampaign(at(path))).toBe(at(expected));
  });
});

describe('noting the arrival in this tab', () => {
  const arrive = (path: string, referrer = '') => {
    window.history.replaceState(null, '', path);
    Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
    noteArrival(null, LEAD_SOURCE_KEY, REFERRER_NAMES, arrivalSource, withoutCampaign);
  };
  beforeEach(() => sessionStorage.clear());

  it('notes a campaign and takes its parameters out of the address, with no new history entry', () => {
    const entries = window.history.length;
    arrive('/partnership?utm_source=instagram&preco=997&utm_medium=bio#simulador');
    expect(readNotedSource()).toEqual(campaign('Instagram', { medium: 'bio', landing: '/partnership' }));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/partnership?preco=997#simulador');
    expect(window.history.length).toBe(entries);
  });

  it('keeps the first page of the visit as pages of the same visit follow', () => {
    arrive('/post/web-2030-vision', 'https://www.google.com.br/');
    arrive('/', 'http://localhost/post/web-2030-vision');
    arrive('/journal', 'https://www.bing.com/');
    expect(readNotedSource()).toEqual(source('Google', { landing: '/post/web-2030-vision' }));
  });

  it('keeps a direct arrival as the first note', () => {
    arrive('/');
    arrive('/journal', 'https://www.instagram.com/');
    expect(readNotedSource()).toBe('direct');
    expect(notedSourceLine(pt.Contact.source)).toBeNull();
  });

  it('replaces the note with a later campaign link in the same tab', () => {
    arrive('/', 'https://www.google.com/');
    arrive('/partnership?ref=agencia-nova', 'https://mail.example.com/');
    expect(readNotedSource()).toEqual(campaign('agencia-nova', { landing: '/partnership' }));
    expect(notedSourceLine(pt.Contact.source)).toEqual({ kind: 'source', label: 'Fonte', text: 'agencia-nova · entrou por /partnership' });
  });
});

describe('reading the note', () => {
  it.each([
    ['nothing noted', null],
    ['garbage', '{not json'],
    ['a number', '42'],
    ['a list', '["Instagram"]'],
    ['an object with no name', '{"landing":"/"}'],
    ['an object whose values are not text', '{"name":{"a":1},"medium":[2],"landing":3}'],
  ])('%s is nothing', (_, stored) => {
    const storage = { getItem: () => stored };
    expect(readNotedSource(storage)).toBeNull();
    expect(sourceLine(readNotedSource(storage), pt.Contact.source)).toBeNull();
  });

  it('never throws when storage is off', () => {
    const storage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    expect(readNotedSource(storage)).toBeNull();
    expect(notedSourceLine(undefined)).toBeNull();
  });

  it('reads a tampered note as plain, short text, and a landing page only as a path', () => {
    const stored = JSON.stringify({ kind: 'x', name: `a\nb${'c'.repeat(500)}`, medium: '*bio*', landing: 'javascript:alert(1)' });
    const noted = readNotedSource({ getItem: () => stored }) as LeadSource;
    expect(noted).toEqual({ kind: 'site', name: expect.stringMatching(/^a bc+…$/), medium: 'bio', landing: '' });
    expect(Array.from(noted.name)).toHaveLength(100);
    expect(sourceLine(noted, en.Contact.source)?.text).toBe(`a b${'c'.repeat(26)}… · bio`);
  });
});

describe('the inline script in <head> notes the arrival before anything can send a message', () => {
  const load = (href: string, referrer: string, language: string | null, session: Map<string, string>) => {
    const page = runPrePaint(href, { referrer, local: new Map(language ? [['language', language]] : []), session });
    return { ...page, noted: readNotedSource(page.session) };
  };

  it('through the redirect of a visitor who chose English: the English page is the landing page, and gets a clean address', () => {
    const session = new Map<string, string>();
    const first = load(at('/post/web-2030-vision?utm_source=instagram&preco=1#x'), '', 'en', session);
    expect(first.redirects).toEqual(['/en/post/web-2030-vision?preco=1#x']);
    expect(first.noted).toEqual(campaign('Instagram', { landing: '/en/post/web-2030-vision' }));
  });

  it('keeps the search engine that sent the visitor through the redirect, though the English page sees this site as its referrer', () => {
    const session = new Map<string, string>();
    const first = load(at('/journal'), 'https://www.google.com.br/', 'en', session);
    expect(first.redirects).toEqual(['/en/journal']);
    const english = load(at('/en/journal'), at('/journal'), 'en', session);
    expect(english.noted).toEqual(source('Google', { landing: '/en/journal' }));
  });

  it('on a page that stays, notes it in a task of its own, out of the work the first paint waits on', () => {
    const session = new Map<string, string>();
    const own = runPrePaint(at('/journal?utm_source=instagram'), { session, runLater: false });
    expect([own.redirects, readNotedSource(own.session)]).toEqual([[], null]);
    expect(load(at('/journal?utm_source=instagram'), '', null, new Map()).noted).toEqual(campaign('Instagram', { landing: '/journal' }));
  });

  it('leaves the page working when storage is off', () => {
    const session = new Map<string, string>();
    session.set = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const page = load(at('/?utm_source=instagram'), '', 'en', session);
    expect(page.redirects).toEqual(['/en?utm_source=instagram']);
    expect(page.noted).toBeNull();
  });
});

describe("the owner guide's table of tagged links", () => {
  const readme = readFileSync(join(__dirname, '..', '..', 'docs', 'owner.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Knowing which link brought a lead'), readme.indexOf('## Deploying'));
  const rows = [...section.matchAll(/^\| [^|]+ \| `(https:[^`]+)` \| `([^`:]+): ([^`]+)` \|$/gm)];

  it.each(rows.map((row) => [row[1], row[2], row[3]]))('%s gives the line shown', (link, label, text) => {
    const words = label === 'Fonte' ? pt.Contact.source : en.Contact.source;
    expect(sourceLine(arrivalSource(link, '', REFERRER_NAMES), words)).toEqual({ kind: 'source', label, text });
  });
});

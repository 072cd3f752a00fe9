import { counterpartHref, englishRedirect } from '@/lib/i18n/storage';
import { prePaintScript } from '@/lib/i18n/prepaint';
import { pathRules } from '@/lib/i18n/locales';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('redirect before first paint', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/index.html', 'en', '/en'],
    ['/journal', 'en', '/en/journal'],
    ['/journal/', 'en', '/en/journal'],
    ['/post/web-2030-vision', 'en', '/en/post/web-2030-vision'],
    ['/post/web-2030-vision.html', 'en', '/en/post/web-2030-vision'],
    ['/journal/tag/estrategia', 'en', '/en/journal/tag/estrategia'],
    ['/journal/tag/estrategia.html', 'en', '/en/journal/tag/estrategia'],
    ['/journal/tag', 'en', null],
    ['/en/journal/tag/estrategia', 'en', null],
    ['/privacidade', 'en', '/en/privacy'],
    ['/privacidade.html', 'en', '/en/privacy'],
    ['/privacy', 'en', null],
    ['/constructor', 'en', null],
    ['/partnership', 'en', null],
    ['/en', 'en', null],
    ['/en/journal', 'en', null],
    ['/en/privacy', 'en', null],
    ['/privacidade', 'pt', null],
    ['/', 'pt', null],
    ['/', null, null],
    ['/', 'english', null],
  ])('%s with stored %j goes to %j', (path, stored, expected) => {
    expect(englishRedirect(path, stored, pathRules('pt', 'en'))).toBe(expected);
  });

  function runScript(pathname: string, stored: string | null, splashSeen = false) {
    const replaced: string[] = [];
    const classes = new Set<string>();
    const fakeDocument = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
    const fakeLocation = { pathname, search: '', hash: '#services', replace: (url: string) => replaced.push(url) };
    const local = memoryStore(stored === null ? {} : { language: stored });
    const session = memoryStore(splashSeen ? { 'splash-seen': '1' } : {});
    new Function('document', 'location', 'localStorage', 'sessionStorage', prePaintScript(true))(
      fakeDocument,
      fakeLocation,
      local,
      session,
    );
    return { replaced, classes };
  }

  it('inline script sends a stored English choice to the English page, keeping the hash', () => {
    expect(runScript('/', 'en').replaced).toEqual(['/en#services']);
  });

  it('inline script stays put for Portuguese, missing or invalid values', () => {
    expect(runScript('/', 'pt').replaced).toEqual([]);
    expect(runScript('/', null).replaced).toEqual([]);
    expect(runScript('/', 'xx').replaced).toEqual([]);
  });

  it('inline script marks that scripts run and whether the splash was seen', () => {
    expect([...runScript('/', null).classes]).toEqual(['js']);
    expect([...runScript('/', null, true).classes]).toEqual(['js', 'splash-seen']);
  });
});

// Every page with an English version toggles to it and back: pages.test.ts. A Portuguese-only page has none.
describe('language toggle target', () => {
  it('leads from a Portuguese-only page to the English home page', () => {
    expect(counterpartHref('/partnership', 'en')).toBe('/en');
  });
});

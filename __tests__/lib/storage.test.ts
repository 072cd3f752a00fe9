import { counterpartHref, englishRedirect } from '@/lib/i18n/storage';
import { pathRules } from '@/lib/i18n/locales';
import { runPrePaint } from '../prePaint';

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

  const run = (path: string, language: string | null, splashSeen = false) =>
    runPrePaint(`https://rafaelmoreira.com.br${path}`, {
      local: new Map(language ? [['language', language]] : []),
      session: new Map(splashSeen ? [['splash-seen', '1']] : []),
    });

  // The script runs englishRedirect itself (lib/i18n/prepaint.ts): the table above is its rule.
  it('inline script sends a stored English choice to the English page, keeping the hash', () => {
    expect(run('/#services', 'en').redirects).toEqual(['/en#services']);
  });

  it('inline script marks that scripts run and whether the splash was seen', () => {
    expect(run('/', null).classes).toEqual(['js']);
    expect(run('/', null, true).classes).toEqual(['js', 'splash-seen']);
  });
});

describe('language toggle target', () => {
  it('leads from a Portuguese-only page to the English home page', () => {
    expect(counterpartHref('/partnership', 'en')).toBe('/en');
  });
});

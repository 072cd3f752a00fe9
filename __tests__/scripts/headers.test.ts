import {
  contentSecurityPolicy,
  formActions,
  headersFile,
  hostLimitProblems,
  inlineScripts,
  newsletterActionOf,
  scriptHash,
} from '@/scripts/csp.mjs';
import { headersFor, matchesPattern, parseHeaders } from '@/scripts/headerRules.mjs';

describe('inline scripts of a page', () => {
  it.each([
    ['<script>a()</script>', ['a()']],
    ['<head><script>pre()</script></head><script id="_R_">b()</script>', ['pre()', 'b()']],
    ['<script src="/_next/x.js" async=""></script><script>c()</script>', ['c()']],
    ['<script type="module">d()</script><script type="text/javascript">e()</script>', ['d()', 'e()']],
    ['<script type="application/ld+json">{"@type":"Person"}</script>', []],
    ['<script>\n  multi\n  line\n</script>', ['\n  multi\n  line\n']],
    ['<p>no scripts</p>', []],
  ])('%s → %j', (html, expected) => {
    expect(inlineScripts(html)).toEqual(expected);
  });
});

describe('script hashes', () => {
  it.each([
    ['', "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
    ['alert(1)', "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"],
  ])('%j hashes as a browser does', (text, hash) => {
    expect(scriptHash(text)).toBe(hash);
  });
});

describe('form-action origins', () => {
  it.each([
    [null, ["'self'", 'https://wa.me']],
    ['https://newsletter.example.com/subscribe?id=1', ["'self'", 'https://wa.me', 'https://newsletter.example.com']],
    ['https://wa.me/send', ["'self'", 'https://wa.me']],
  ])('newsletter action %s → %j', (action, expected) => {
    expect(formActions(action)).toEqual(expected);
  });

  it.each([
    ['newsletterAction: null,', null],
    ["newsletterAction: 'https://list.example.com/s',", 'https://list.example.com/s'],
    ['newsletterAction: "https://list.example.com/s",', 'https://list.example.com/s'],
  ])('reads %s from the site config', (source, expected) => {
    expect(newsletterActionOf(`export const site = { ${source} };`)).toBe(expected);
  });

  it('fails loudly when the config no longer says where the newsletter posts', () => {
    expect(() => newsletterActionOf('export const site = {};')).toThrow(/newsletterAction/);
  });
});

describe('the policy of a page', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ["'sha256-a'", "'sha256-b'", "'sha256-a'"],
    formAction: ["'self'", 'https://wa.me'],
  });
  const directives = Object.fromEntries(
    policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
  );

  it.each([
    ['default-src', "'self'"],
    ['script-src', "'self' 'sha256-a' 'sha256-b'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data:"],
    ['media-src', "'self'"],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self' https://wa.me"],
    ['frame-ancestors', "'none'"],
  ])('%s is %s', (name, value) => {
    expect(directives[name]).toBe(value);
  });

  it('never allows inline scripts wholesale or eval', () => {
    expect(directives['script-src']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });
});

describe('the _headers file', () => {
  const base = '/*\n  X-Content-Type-Options: nosniff\n\n/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n';
  const text = headersFile({
    base,
    pages: [
      { route: '/', scripts: ['a()'] },
      { route: '/en', scripts: ['b()'] },
    ],
    formAction: ["'self'"],
  });
  const rules = parseHeaders(text);
  const csp = (path: string) => headersFor(rules, path).find(([name]) => name === 'Content-Security-Policy')?.[1];

  it('gives each page its own policy with its own script hashes, and only one', () => {
    expect(csp('/')).toContain(scriptHash('a()'));
    expect(csp('/')).not.toContain(scriptHash('b()'));
    expect(csp('/en')).toContain(scriptHash('b()'));
    expect(csp('/en')?.match(/default-src/g)).toHaveLength(1);
  });

  it('keeps the shared headers on every path and immutable caching on hashed assets only', () => {
    expect(headersFor(rules, '/en')).toContainEqual(['X-Content-Type-Options', 'nosniff']);
    expect(headersFor(rules, '/_next/static/chunks/a.js')).toContainEqual(['Cache-Control', 'public, max-age=31536000, immutable']);
    expect(headersFor(rules, '/en').map(([name]) => name)).not.toContain('Cache-Control');
    expect(csp('/_next/static/chunks/a.js')).toBeUndefined();
  });

  it('fits the limits of Cloudflare Pages', () => {
    expect(hostLimitProblems(text)).toEqual([]);
    expect(hostLimitProblems(`/\n  A: ${'x'.repeat(2000)}`)).toEqual(['line 2 has 2005 characters (Cloudflare Pages reads 2000)']);
    expect(hostLimitProblems(Array.from({ length: 101 }, (_, i) => `/p${i}\n  A: b`).join('\n'))).toEqual([
      '101 rules (Cloudflare Pages reads 100)',
    ]);
  });
});

describe('header rules as Netlify and Cloudflare Pages match them', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/en/post/a', true],
    ['/', '/', true],
    ['/', '/en', false],
    ['/en', '/en', true],
    ['/en', '/en/post/a', false],
    ['/_next/static/*', '/_next/static/chunks/a.js', true],
    ['/_next/static/*', '/_next/data.json', false],
    ['/post/a.b', '/post/aXb', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected);
  });

  it('joins a header that several matching rules set, as both hosts do', () => {
    const rules = parseHeaders('# comment\n/*\n  Vary: A\n/x\n  Vary: B\n  X-Test: yes\n');
    expect(headersFor(rules, '/x')).toEqual([
      ['Vary', 'A, B'],
      ['X-Test', 'yes'],
    ]);
    expect(headersFor(rules, '/y')).toEqual([['Vary', 'A']]);
  });
});

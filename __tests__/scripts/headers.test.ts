/** @jest-environment node */
import { adminPolicy, formActions, headersFile, hostLimitProblems, scriptOrigins, sitePolicy } from '@/scripts/csp.mjs';
import { headersFor, matchesPattern, parseHeaders } from '@/scripts/headerRules.mjs';

describe('form-action origins', () => {
  it.each([
    [null, ["'self'", 'https://wa.me']],
    ['https://newsletter.example.com/subscribe?id=1', ["'self'", 'https://wa.me', 'https://newsletter.example.com']],
    ['https://wa.me/send', ["'self'", 'https://wa.me']],
  ])('newsletter action %s → %j', (action, expected) => {
    expect(formActions(action)).toEqual(expected);
  });
});

const directivesOf = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));

describe('the policy of the whole site (the header)', () => {
  const directives = directivesOf(sitePolicy({ formAction: ["'self'", 'https://wa.me'] }));

  it.each([
    ['default-src', "'self'"],
    ['script-src', "'self' 'unsafe-inline'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data:"],
    ['media-src', "'self'"],
    ['frame-src', 'https://www.youtube-nocookie.com https://player.vimeo.com'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self' https://wa.me"],
    ['frame-ancestors', "'none'"],
  ])('without analytics, %s is %s', (name, value) => {
    expect(directives[name]).toBe(value);
  });

  it("with analytics, allows exactly its script's origin, and where it sends events, and nothing else", () => {
    const analytics = { script: ['https://cloud.umami.is'], connect: ['https://cloud.umami.is', 'https://api-gateway.umami.dev'] };
    const withAnalytics = directivesOf(sitePolicy({ formAction: ["'self'", 'https://wa.me'], analytics }));
    expect(Object.entries(withAnalytics).filter(([name, value]) => directives[name] !== value)).toEqual([
      ['script-src', "'self' 'unsafe-inline' https://cloud.umami.is"],
      ['connect-src', "'self' https://cloud.umami.is https://api-gateway.umami.dev"],
    ]);
  });
});

describe('scripts a page loads from elsewhere', () => {
  it("are named by origin, the site's own scripts left out", () => {
    const html = '<script src="/_next/a.js"></script><script defer data-domain="x" src="https://plausible.io/js/script.js"></script>';
    expect(scriptOrigins(html)).toEqual(['https://plausible.io']);
    expect(scriptOrigins('<script>a()</script><script src="/b.js"></script>')).toEqual([]);
  });
});

describe('the _headers file', () => {
  const base = '/*\n  X-Content-Type-Options: nosniff\n\n/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n';
  const policy = sitePolicy({ formAction: ["'self'"] });
  const text = headersFile({ base, policy });
  const rules = parseHeaders(text);
  const csp = (path: string) => headersFor(rules, path).filter(([name]) => name === 'Content-Security-Policy');

  it('gives every path, the 404 page included, the one site policy, never two joined', () => {
    for (const path of ['/', '/en', '/en/post/a', '/no-such-page']) expect(csp(path)).toEqual([['Content-Security-Policy', policy]]);
  });

  it('keeps the shared headers on every path and immutable caching on hashed assets only', () => {
    expect(headersFor(rules, '/en')).toContainEqual(['X-Content-Type-Options', 'nosniff']);
    expect(headersFor(rules, '/_next/static/chunks/a.js')).toContainEqual(['Cache-Control', 'public, max-age=31536000, immutable']);
    expect(headersFor(rules, '/en').map(([name]) => name)).not.toContain('Cache-Control');
  });

  it('fits the limits of Cloudflare Pages', () => {
    expect(hostLimitProblems(text)).toEqual([]);
    expect(hostLimitProblems(`/\n  A: ${'x'.repeat(2000)}`)).toEqual(['line 2 has 2005 characters (Cloudflare Pages reads 2000)']);
    expect(hostLimitProblems(Array.from({ length: 101 }, (_, i) => `/p${i}\n  A: b`).join('\n'))).toEqual([
      '101 rules (Cloudflare Pages reads 100)',
    ]);
  });
});

describe("the editor's own rule", () => {
  const policy = sitePolicy({ formAction: ["'self'"] });
  const admin = adminPolicy({ loginOrigin: 'https://auth.example.com.br' });
  const rules = parseHeaders(headersFile({ base: '/*\n  X-Content-Type-Options: nosniff\n', policy, admin }));
  const header = (path: string, name: string) => headersFor(rules, path).filter(([key]) => key === name);
  const directive = (name: string) =>
    admin
      .split('; ')
      .find((item) => item.startsWith(`${name} `))!
      .split(' ')
      .slice(1);

  it('gives /admin its policy instead of the site policy (never both), and keeps it out of search', () => {
    for (const path of ['/admin', '/admin/', '/admin/config.json', '/admin/decap/decap-cms.js']) {
      expect(header(path, 'Content-Security-Policy')).toEqual([['Content-Security-Policy', admin]]);
      expect(header(path, 'X-Robots-Tag')).toEqual([['X-Robots-Tag', 'noindex']]);
      expect(header(path, 'X-Content-Type-Options')).toEqual([['X-Content-Type-Options', 'nosniff']]);
    }
  });

  it('leaves every other path, however it starts, the site policy and indexable', () => {
    for (const path of ['/', '/administracao', '/post/admin', '/en']) {
      expect(header(path, 'Content-Security-Policy')).toEqual([['Content-Security-Policy', policy]]);
      expect(header(path, 'X-Robots-Tag')).toEqual([]);
    }
  });

  it('lets the editor run its scripts from the site only (with the eval Decap needs) and talk to its backends, nothing else', () => {
    expect(directive('script-src')).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(directive('connect-src')).toEqual([
      "'self'",
      'blob:',
      'http://localhost:8081',
      'http://127.0.0.1:8081',
      'https://api.github.com',
      'https://www.githubstatus.com',
      'https://auth.example.com.br',
    ]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(adminPolicy()).not.toContain('auth.example.com.br');
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

  it("drops what the rules before set of a header on a `! Name` line, as Cloudflare Pages does, before the rule's own", () => {
    const rules = parseHeaders('/*\n  Vary: A\n  X-Test: yes\n/x\n  ! Vary\n  Vary: B\n/x\n  Vary: C\n');
    expect(headersFor(rules, '/x')).toEqual([
      ['X-Test', 'yes'],
      ['Vary', 'B, C'],
    ]);
    expect(headersFor(rules, '/y')).toEqual([
      ['Vary', 'A'],
      ['X-Test', 'yes'],
    ]);
  });
});

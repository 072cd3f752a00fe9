/** @jest-environment node */
import { inlineScripts, pagePolicy, pagePolicyOf, scriptHash, withoutPagePolicy, withPagePolicy } from '@/scripts/pagePolicy.mjs';

/** Hashes written out with `printf '%s' TEXT | openssl dgst -sha256 -binary | base64`, not by the code under test. */
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('the inline scripts a browser checks against script-src, with the text it hashes', () => {
  it.each([
    ['<script>a()</script>', ['a()']],
    ['<head><script>pre()</script></head><body><script id="_R_">b()</script></body>', ['pre()', 'b()']],
    ['<script src="/_next/x.js" async=""></script><script>c()</script>', ['c()']],
    ['<script type="module">d()</script><script type="text/javascript">e()</script><script type="">f()</script>', ['d()', 'e()', 'f()']],
    ['<script type="application/ld+json">{"@type":"Person"}</script><script type="text/plain">g()</script>', []],
    // Entities are not decoded inside <script>: the browser hashes "&amp;" as five characters.
    ['<script>a = "&amp;";</script>', ['a = "&amp;";']],
    // The parser reads CRLF and a lone CR as LF before anything else.
    ['<script>a();\r\nb();\r</script>', ['a();\nb();\n']],
    ['<script>document.title = "Coração · €5 · 🚀";</script>', ['document.title = "Coração · €5 · 🚀";']],
    ['<script>x()</script ><script>y()</SCRIPT>', ['x()', 'y()']],
    ['<script><!--<script>x</script>y--></script>', ['<!--<script>x</script>y-->']],
    ['<svg><script>z()</script></svg>', ['z()']],
    // Not scripts of the page: markup in a comment, in text, in <noscript>, in a <template> not yet used.
    ['<!-- <script>no()</script> --><textarea><script>no()</script></textarea><noscript><script>no()</script></noscript>', []],
    ['<template><script>no()</script></template><p>no scripts</p>', []],
  ])('%j → %j', (html, expected) => {
    expect(inlineScripts(html)).toEqual(expected);
  });
});

describe('script hashes: SHA-256 of the UTF-8 bytes of that text', () => {
  it.each([
    ['', EMPTY],
    ['alert(1)', ALERT],
    ['a = "&amp;";', "'sha256-RMPP4awsfnRX1SoN6HZBntTKQSQx6KQXIxAfTdfv2Fg='"],
    ['a();\nb();\n', "'sha256-fUfan4ZAsRzCQPQzb+fvgBr0p4HvMRAMmjUOTwYdIU4='"],
    ['document.title = "Coração · €5 · 🚀";', "'sha256-N/Bs8ITgmzFbAU034Zd1FXw+mDbpsujHGD6OUrQgBDU='"],
  ])('%j → %s', (text, hash) => {
    expect(scriptHash(text)).toBe(hash);
  });
});

describe("a page's own policy", () => {
  it("allows the site, the analytics script and each inline script once, and never 'unsafe-inline'", () => {
    expect(pagePolicy({ scripts: ['alert(1)', '', 'alert(1)'] })).toBe(`script-src 'self' ${ALERT} ${EMPTY}`);
    expect(pagePolicy({ scripts: ['alert(1)'], analytics: { script: ['https://plausible.io'] } })).toBe(
      `script-src 'self' https://plausible.io ${ALERT}`,
    );
    expect(pagePolicy({ scripts: [] })).toBe("script-src 'self'");
  });

  const policy = `script-src 'self' ${ALERT}`;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;

  it.each([
    [
      'Next.js: <meta charSet> first',
      '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/>',
      '<link rel="preload"/><script>alert(1)</script>',
    ],
    ['a bare charset, unquoted', '<html><head><meta charset=utf-8>', '<title>T</title><script>alert(1)</script>'],
    [
      'the older charset declaration',
      '<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">',
      '<script>alert(1)</script>',
    ],
    ['a script first', '<!doctype html><head>', '<script>alert(1)</script><meta charset="utf-8">'],
    [
      'attributes, upper case and a line break',
      '<!DOCTYPE html>\r\n<HTML>\r\n<HEAD data-x="a>b">',
      '\r\n  <TITLE>T</TITLE><SCRIPT>alert(1)</SCRIPT>',
    ],
    ['a comment before the charset', '<html><head><!-- built --><meta charset="utf-8">', '<script>alert(1)</script>'],
  ])('goes first in the head (%s), after an encoding declaration, and before every script', (_, before, after) => {
    const page = `${before}${after}</head><body></body></html>`;
    const html = withPagePolicy(page, policy);
    expect(html).toBe(`${before}${meta}${after}</head><body></body></html>`);
    expect(pagePolicyOf(html)).toBe(policy);
    expect(withoutPagePolicy(html)).toBe(page);
    expect(inlineScripts(html)).toEqual(inlineScripts(page));
  });

  it('running the step twice changes nothing; a new policy replaces the old one', () => {
    const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>T</title><script>alert(1)</script></head></html>';
    const once = withPagePolicy(page, pagePolicy({ scripts: inlineScripts(page) }));
    expect(withPagePolicy(once, pagePolicy({ scripts: inlineScripts(once) }))).toBe(once);
    const replaced = withPagePolicy(once, "script-src 'self'");
    expect(replaced.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(pagePolicyOf(replaced)).toBe("script-src 'self'");
  });

  it('a page with no inline script allows only the site, and a page without a policy has none', () => {
    const page = '<html><head><meta charset="utf-8"><script src="/a.js"></script></head><body><p>Texto</p></body></html>';
    expect(pagePolicyOf(page)).toBeNull();
    const html = withPagePolicy(page, pagePolicy({ scripts: inlineScripts(page) }));
    expect(pagePolicyOf(html)).toBe("script-src 'self'");
    expect(html).toBe(page.replace('<meta charset="utf-8">', `$&<meta http-equiv="Content-Security-Policy" content="script-src 'self'"/>`));
  });

  it('writes quotes and ampersands of a policy as HTML, and reads them back', () => {
    const html = withPagePolicy('<head></head>', `script-src 'self' https://a.example/?x="1"&y`);
    expect(html).toBe(
      `<head><meta http-equiv="Content-Security-Policy" content="script-src 'self' https://a.example/?x=&quot;1&quot;&amp;y"/></head>`,
    );
    expect(pagePolicyOf(html)).toBe(`script-src 'self' https://a.example/?x="1"&y`);
  });

  it('refuses a page whose head has no tag of its own', () => {
    expect(() => withPagePolicy('<p>fragment</p>', "script-src 'self'")).toThrow(/<head>/);
  });
});

// The Content Security Policy of the exported site. Next's static export inlines its
// bootstrapping <script> tags (and the pre-paint script sits in <head>); they differ on every page,
// so no one list of hashes fits a header for all pages. The policy is two, both enforced: one for
// the whole site in `_headers`, and one per page in a <meta> listing the sha256 of its inline scripts.
import { createHash } from 'node:crypto';

/** Script types a browser executes; anything else (JSON-LD, templates) is data and needs no hash. */
const EXECUTABLE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** The text of every inline script the browser runs, in document order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (EXECUTABLE.test(type.trim())) scripts.push(match[2]);
  }
  return scripts;
}

/** A CSP hash source for a script's text. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origins forms may post to: the site, WhatsApp, and the newsletter action when one is set. */
export function formActions(newsletterAction) {
  const origins = ["'self'", 'https://wa.me'];
  if (newsletterAction) {
    const origin = new URL(newsletterAction).origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/**
 * The site-wide policy, sent as a header on every path (`/*`). Inline scripts differ on every page
 * (Next.js inlines each page's RSC payload), so this one allows them, and each page's own policy
 * (pagePolicy, in a <meta> of the page) then limits them to that page's hashes: a browser enforces
 * both, so an inline script runs only when the page lists it.
 */
export function sitePolicy({ formAction, analytics = { script: [], connect: [] } }) {
  return [
    "default-src 'self'",
    ["script-src 'self' 'unsafe-inline'", ...analytics.script].join(' '),
    // styled-components emits inline <style> elements and React writes style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...analytics.connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of one page: scripts from the site (and the analytics provider), inline ones by hash. */
export function pagePolicy({ scriptHashes, analytics = { script: [] } }) {
  return ["script-src 'self'", ...analytics.script, ...new Set(scriptHashes)].join(' ');
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;

/**
 * The page with its policy as the first element after <meta charset> (a <meta> policy covers
 * only what comes after it, so it precedes every script). Run again, it replaces the old one.
 */
export function withPagePolicy(html, policy) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, () => meta);
  const anchor = /<meta charset="[^"]*"\/?>/i.exec(html) ?? /<head>/.exec(html);
  if (!anchor) throw new Error('headers: a page without <head>, so it cannot carry its policy.');
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/** The policy a page carries in its <meta>, or null. */
export function pagePolicyOf(html) {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  return match ? match[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&') : null;
}

/** The origins a page loads scripts from, other than its own (src attributes that are absolute URLs). */
export function scriptOrigins(html) {
  const origins = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\ssrc="(https?:\/\/[^"]+)"/gi)) origins.add(new URL(match[1]).origin);
  return [...origins];
}

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line; Netlify has no such limits. */
export const HOST_LIMITS = { rules: 100, lineLength: 2000 };

/** Problems that would make a static host ignore part of a `_headers` file. */
export function hostLimitProblems(text) {
  const lines = text.split('\n');
  const rules = lines.filter((line) => line.trim() && !line.startsWith('#') && !/^\s/.test(line)).length;
  const problems = [];
  if (rules > HOST_LIMITS.rules) problems.push(`${rules} rules (Cloudflare Pages reads ${HOST_LIMITS.rules})`);
  lines.forEach((line, index) => {
    if (line.length > HOST_LIMITS.lineLength) {
      problems.push(`line ${index + 1} has ${line.length} characters (Cloudflare Pages reads ${HOST_LIMITS.lineLength})`);
    }
  });
  return problems;
}

/**
 * The full `_headers` file: the hand-written rules of public/_headers, then the site-wide policy on
 * `/*`. No other rule sets it: both hosts join a header repeated by several matching rules, which a
 * browser would read as two policies.
 */
export function headersFile({ base, policy }) {
  return `${base.trim()}\n\n# Content Security Policy of every path; each page adds its own script hashes in a <meta>.\n/*\n  Content-Security-Policy: ${policy}\n`;
}

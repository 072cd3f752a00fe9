// The Content Security Policy of each exported page. Next's static export inlines its
// bootstrapping <script> tags (and the pre-paint script sits in <head>), so script-src lists
// 'self' plus the sha256 of every inline script of that page instead of 'unsafe-inline'.
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

/** The newsletter form action set in the site config source (lib/site.ts), or null. */
export function newsletterActionOf(siteSource) {
  const match = /newsletterAction\s*:\s*(null|'([^']*)'|"([^"]*)"|`([^`]*)`)/.exec(siteSource);
  if (!match) throw new Error('lib/site.ts: could not find `newsletterAction` (null or a string literal).');
  return match[2] ?? match[3] ?? match[4] ?? null;
}

/** The policy of one page. */
export function contentSecurityPolicy({ scriptHashes, formAction }) {
  const unique = [...new Set(scriptHashes)];
  return [
    "default-src 'self'",
    `script-src 'self'${unique.map((hash) => ` ${hash}`).join('')}`,
    // styled-components emits inline <style> elements and React writes style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
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
 * The full `_headers` file: the hand-written rules of public/_headers (shared by every path),
 * then one Content-Security-Policy rule per page. CSP is never set on a wildcard rule, because
 * both hosts join a header repeated by several matching rules, which would make two policies.
 */
export function headersFile({ base, pages, formAction }) {
  const rules = pages.map(
    ({ route, scripts }) =>
      `${route}\n  Content-Security-Policy: ${contentSecurityPolicy({ scriptHashes: scripts.map(scriptHash), formAction })}`,
  );
  return `${base.trim()}\n\n# Content Security Policy of each page: its inline scripts by hash.\n${rules.join('\n')}\n`;
}

// The Content Security Policy of the exported site, in two parts a browser enforces together: one
// policy for every path, sent as a header from `_headers` (what a <meta> cannot carry, such as
// frame-ancestors), and each page's own script policy in a <meta> (scripts/pagePolicy.mjs). Next's
// static export inlines each page's React payload as <script> elements that differ on every page, so
// the header lets inline scripts through ('unsafe-inline') and the page's meta, which lists its own by
// hash, decides which run: a script runs only if both allow it. Scripts from other origins, eval,
// plugins, <base> and framing are refused by both.

/** The origins forms may post to: the site, WhatsApp, and the newsletter action when one is set. */
export function formActions(newsletterAction) {
  const origins = ["'self'", 'https://wa.me'];
  if (newsletterAction) {
    const origin = new URL(newsletterAction).origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** Article videos play, once the reader asks, from these hosts only (privacy-enhanced YouTube, Vimeo). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** The policy of every path (`/*`): the site, WhatsApp forms and, when set, the analytics provider. */
export function sitePolicy({ formAction, analytics = { script: [], connect: [] } }) {
  return [
    "default-src 'self'",
    ["script-src 'self' 'unsafe-inline'", ...analytics.script].join(' '),
    // styled-components emits inline <style> elements and React writes style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    `frame-src ${VIDEO_FRAME_ORIGINS.join(' ')}`,
    "font-src 'self'",
    ["connect-src 'self'", ...analytics.connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What /admin loads besides its own files when it is on the live site: GitHub and the login service of cms.baseUrl. */
export const ADMIN_GITHUB = {
  connect: ['https://api.github.com', 'https://www.githubstatus.com'],
  img: ['https://avatars.githubusercontent.com'],
};
/** The port of `npm run cms`'s local backend (decap-server), which /admin asks on localhost only (public/admin/editor.js). */
export const LOCAL_CMS_PORT = 8081;
export const LOCAL_CMS_BACKEND = ['localhost', '127.0.0.1'].map((host) => `http://${host}:${LOCAL_CMS_PORT}`);

/**
 * The policy of the editor at /admin (Decap CMS), its own rule in `_headers`: its scripts from the site
 * only, but with eval (Decap compiles its configuration's schema) and WebAssembly; uploads previewed from
 * blob: URLs; requests to the local backend, GitHub's API and the login service. Never framed.
 */
export function adminPolicy({ loginOrigin } = {}) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...ADMIN_GITHUB.img].join(' '),
    "media-src 'self' blob:",
    "font-src 'self' data:",
    ["connect-src 'self' blob:", ...LOCAL_CMS_BACKEND, ...ADMIN_GITHUB.connect, ...(loginOrigin ? [loginOrigin] : [])].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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
 * `/*`, then, with `admin`, the editor's policy on /admin in its place. No other rule sets a policy: a
 * header repeated by several matching rules is joined, which a browser would read as two policies.
 */
export function headersFile({ base, policy, admin }) {
  const site = `${base.trim()}\n\n# Content Security Policy of every path; each page lists its own inline scripts by hash in a <meta>.\n/*\n  Content-Security-Policy: ${policy}\n`;
  if (!admin) return site;
  // The editor replaces the site's policy with its own (`!` drops the one inherited from /*) and stays out of search.
  const rule = (pattern) => `${pattern}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${admin}\n  X-Robots-Tag: noindex\n`;
  return `${site}\n# The editor (Decap CMS): its own policy, never indexed.\n${rule('/admin')}${rule('/admin/*')}`;
}

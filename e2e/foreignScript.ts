import { inlineScripts, pagePolicy, withPagePolicy } from '../scripts/pagePolicy.mjs';

/**
 * What an attacker would need to get into a page (through a markdown bug, a dependency writing markup,
 * a pasted embed): an inline script and an inline event handler that fires on its own (an image that
 * fails at once). Either one marks <html> if it runs. Shared by the Chromium test (e2e/scriptPolicy.spec.ts)
 * and the WebKit and Firefox scenario (engines/scriptPolicy.ts).
 */
export const FOREIGN_SCRIPT = `<script>document.documentElement.dataset.foreign = 'script';</script>`;
export const FOREIGN_HANDLER = `<img alt="" width="1" height="1" src="data:," onerror="document.documentElement.dataset.foreign = 'handler'">`;

/**
 * A built page with the foreign script and handler first in its <body> (where React 19 lets extra
 * elements be when it hydrates); `before` goes before them (a recorder).
 */
export function withForeignScript(html: string, before = ''): string {
  const body = /<body\b[^>]*>/.exec(html);
  if (!body) throw new Error('A page without <body>: nowhere to inject.');
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${before}${FOREIGN_SCRIPT}${FOREIGN_HANDLER}${html.slice(at)}`;
}

/**
 * A page whose inline scripts are written as a browser must read them before hashing: an entity left
 * as it is, CRLF line ends, non-ASCII text, a module, an end tag with a space. Its policy comes from
 * scripts/pagePolicy.mjs; each script that runs adds its name (classic scripts in order, then the modules),
 * and the last one writes the list on <html> as data-ran.
 */
export const HASHED_SCRIPTS = ['entity', 'crlf', 'non-ascii', 'end tag', 'module', 'done'];

export function hashCheckPage(): string {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Hashes</title></head><body><main>' +
    `<script>window.ran = ['&amp;' === '&' + 'amp;' ? 'entity' : 'decoded'];</script>` +
    '<script>\r\nwindow.ran.push("crlf");\r\n</script>' +
    '<script>window.ran.push("Coração · €5 · 🚀" === "Cora\\u00e7\\u00e3o \\u00b7 \\u20ac5 \\u00b7 \\u{1F680}" ? "non-ascii" : "mangled");</script>' +
    '<script type="module">window.ran.push("module");</script >' +
    '<script>window.ran.push("end tag")</script >' +
    // Modules run after the document is parsed: this one goes last, and sets on the button what the
    // engines suite takes as the sign that a page's scripts have run (engines/inPage.ts, SCRIPTS_ANSWER).
    `<script type="module">window.ran.push('done'); document.documentElement.dataset.ran = window.ran.join(',');` +
    `document.querySelector('button').setAttribute('aria-expanded', 'false');</script>` +
    '<button type="button" popovertarget="hashes">Hashes</button><p id="hashes" popover>Hashes</p>' +
    '</main></body></html>';
  return withPagePolicy(page, pagePolicy({ scripts: inlineScripts(page) }));
}

// Each exported page's own script policy: a <meta http-equiv="Content-Security-Policy"> at the top of
// its <head> listing the SHA-256 of exactly the inline scripts of that page (as Astro does for static
// pages). The one post-build change to the HTML Next emits (docs/quality.md, Security headers): the
// meta is inserted, and nothing else moves. The page is read with parse5, the HTML standard's parser, so a script's text is
// what the browser hashes: raw text (no entity decoding), CR and CRLF read as LF, NUL as U+FFFD.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

/** The JavaScript MIME types of the HTML standard: a script of one of these types (or none) runs. */
const JAVASCRIPT_TYPES = new Set(
  [
    'application/ecmascript',
    'application/javascript',
    'application/x-ecmascript',
    'application/x-javascript',
    'text/ecmascript',
    'text/javascript',
    'text/javascript1.0',
    'text/javascript1.1',
    'text/javascript1.2',
    'text/javascript1.3',
    'text/javascript1.4',
    'text/javascript1.5',
    'text/jscript',
    'text/livescript',
    'text/x-ecmascript',
    'text/x-javascript',
  ].concat(['module', 'importmap', 'speculationrules']), // Checked against script-src too.
);

const attribute = (element, name) => element.attrs.find((attr) => attr.name === name)?.value;

/** Whether the browser checks this inline script against script-src (data blocks such as JSON-LD it does not). */
function checked(element) {
  if (attribute(element, 'src') !== undefined) return false;
  const type = attribute(element, 'type');
  const language = attribute(element, 'language');
  if (type === undefined ? !language : !type.trim()) return true;
  return JAVASCRIPT_TYPES.has((type ?? `text/${language}`).trim().toLowerCase());
}

/** The document's elements in order, template contents left out (they run only once cloned into a page). */
function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
  }
}

/** The text of every inline script of a page the browser checks against script-src, in document order. */
export function inlineScripts(html) {
  return [...elements(parse(html))]
    .filter((element) => element.tagName === 'script' && checked(element))
    .map((element) => element.childNodes.map((text) => text.value).join(''));
}

/** A CSP source for a script's text: the SHA-256 of its UTF-8 bytes, as browsers hash it. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The policy of one page: scripts from the site and the analytics provider, its inline ones by hash. */
export function pagePolicy({ scripts, analytics = { script: [] } }) {
  return ["script-src 'self'", ...analytics.script, ...new Set(scripts.map(scriptHash))].join(' ');
}

const META_START = '<meta http-equiv="Content-Security-Policy" content="';

/**
 * Where the page's policy goes: first in <head>, after the encoding declaration when the head starts
 * with one (it must stay within the page's first 1,024 bytes, and it is not a script): before every
 * script, style and link, which a <meta> policy covers only when they come after it.
 */
function place(html) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const head = [...elements(document)].find((element) => element.tagName === 'head');
  const start = head?.sourceCodeLocation?.startTag;
  if (!start) throw new Error('pagePolicy: a page without a <head> tag cannot carry its policy.');
  const first = head.childNodes.find((child) => child.tagName);
  const declares =
    first?.tagName === 'meta' &&
    (attribute(first, 'charset') !== undefined || attribute(first, 'http-equiv')?.toLowerCase() === 'content-type');
  return declares && first.sourceCodeLocation ? first.sourceCodeLocation.endOffset : start.endOffset;
}

/** The page as it was before withPagePolicy: its policy meta, where that put it, taken out. */
export function withoutPagePolicy(html) {
  const at = place(html);
  if (!html.startsWith(META_START, at)) return html;
  return html.slice(0, at) + html.slice(html.indexOf('"/>', at + META_START.length) + 3);
}

/** The page with `policy` as its own: inserted at its place, or replacing the one put there before. */
export function withPagePolicy(html, policy) {
  const page = withoutPagePolicy(html);
  const at = place(page);
  const content = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `${page.slice(0, at)}${META_START}${content}"/>${page.slice(at)}`;
}

/** The policy a page carries in its own meta, or null. */
export function pagePolicyOf(html) {
  const at = place(html);
  if (!html.startsWith(META_START, at)) return null;
  const content = html.slice(at + META_START.length, html.indexOf('"/>', at + META_START.length));
  return content.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

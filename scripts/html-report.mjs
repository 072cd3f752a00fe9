// Where the HTML of a page goes: `node scripts/html-report.mjs [route ...]` (default /) after a build.
// The page is split into its markup, its <style> blocks, its React payload (Next's inline
// `self.__next_f.push` scripts) and its other inline scripts; the payload is decoded and split again
// into the CSS it carries, the text it repeats and the rest (element tree, props, references). Sizes
// are gzip -9 of each part alone (the parts compress together a little better), the unit of the budget.
import { gzipSync } from 'node:zlib';
import { OUT_DIR, fileOfUrl, readOut, requireOut } from './outSite.mjs';

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The page's parts: its <style> bodies, its payload chunks (decoded), its other inline scripts, the rest. */
function splitPage(html) {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((match) => ({ attributes: match[1], body: match[2] }));
  const inline = scripts.filter((script) => !/\ssrc=/.test(script.attributes) && script.body);
  const payloadScripts = inline.filter((script) => script.body.startsWith('self.__next_f.push'));
  const payload = payloadScripts
    .map((script) => /^self\.__next_f\.push\(\[\d+,(".*")\]\)$/s.exec(script.body)?.[1])
    .filter(Boolean)
    .map((literal) => JSON.parse(literal))
    .join('');
  const markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '').replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const otherScripts = inline.filter((script) => !payloadScripts.includes(script)).map((script) => script.body);
  return { styles, payloadScripts: payloadScripts.map((script) => script.body), payload, otherScripts, markup };
}

/** The rows of a decoded payload: `id:T<hex bytes>,text` (a long string) or `id:<tag?>json` up to a newline. */
function payloadRows(payload) {
  const bytes = Buffer.from(payload);
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    if (colon < 0) break;
    const id = bytes.subarray(at, colon).toString();
    if (bytes[colon + 1] === 0x54 /* T */) {
      const comma = bytes.indexOf(',', colon);
      const length = parseInt(bytes.subarray(colon + 2, comma).toString(), 16);
      rows.push({ id, text: bytes.subarray(comma + 1, comma + 1 + length).toString() });
      at = comma + 1 + length;
      continue;
    }
    const end = bytes.indexOf('\n', colon);
    const line = bytes.subarray(colon + 1, end < 0 ? bytes.length : end).toString();
    rows.push({ id, raw: line, json: line.replace(/^[A-Z]+(?=[[{"])/, '') });
    at = end < 0 ? bytes.length : end + 1;
  }
  return rows;
}

/** The payload with the CSS of its style elements and CSS text rows emptied: what the page would carry without that copy. */
function payloadWithoutCss(payload) {
  return payloadRows(payload)
    .map((row) => {
      if (row.text !== undefined) return `${row.id}:T${isCss(row.text) ? '0,' : `${Buffer.byteLength(row.text).toString(16)},${row.text}`}`;
      return `${row.id}:${row.raw.replace(/(\["\$","style","[^"]*",\{[^{}]*?"children":)"(?:[^"\\]|\\.)*"/g, '$1""')}\n`;
    })
    .join('');
}

const isCss = (text) => !/^\(function/.test(text) && /^[^{]*\{[^}]*:[^}]*;?\}/.test(text);

/** The payload's own parts: CSS it carries (style children), text (strings with a space), scripts, the rest. */
function splitPayload(payload) {
  const css = [];
  const text = [];
  const code = [];
  let rest = '';
  const walk = (node, parent) => {
    if (typeof node === 'string') {
      const tag = Array.isArray(parent) && parent[0] === '$' ? parent[1] : null;
      if (tag === 'style') return (css.push(node), '');
      if (tag === 'script') return (code.push(node), '');
      if (/\s/.test(node) && !/^\$/.test(node) && /[^\w\s-]|\s\S+\s/.test(node)) return (text.push(node), '');
      return node;
    }
    if (Array.isArray(node)) return node.map((item) => walk(item, node));
    if (node && typeof node === 'object') {
      const tag = Array.isArray(parent) && parent[0] === '$' ? parent[1] : null;
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [
          key,
          key === 'children' || key === 'dangerouslySetInnerHTML' ? walk(value, tag ? ['$', tag] : null) : walk(value, null),
        ]),
      );
    }
    return node;
  };
  for (const row of payloadRows(payload)) {
    if (row.text !== undefined) {
      const kind = /^\(function|^self\.|^[\w$]+=/.test(row.text) ? code : isCss(row.text) ? css : text;
      kind.push(row.text);
      continue;
    }
    try {
      rest += JSON.stringify(walk(JSON.parse(row.json), null)) + '\n';
    } catch {
      rest += row.json + '\n';
    }
  }
  return { css, text, code, rest };
}

function reportRoute(route) {
  const file = fileOfUrl(route);
  if (!file?.endsWith('.html')) throw new Error(`No HTML page for ${route} in ${OUT_DIR}.`);
  const html = readOut(file);
  const page = splitPage(html);
  const inPayload = splitPayload(page.payload);
  const rows = [
    ['markup (elements, attributes, text; no style or script bodies)', page.markup],
    [`<style> blocks (${page.styles.length})`, page.styles.join('')],
    [`React payload scripts (${page.payloadScripts.length})`, page.payloadScripts.join('')],
    [`  of which CSS (${inPayload.css.length} style elements)`, inPayload.css.join('')],
    [`  of which text (${inPayload.text.length} strings)`, inPayload.text.join('')],
    [`  of which inline script bodies (${inPayload.code.length})`, inPayload.code.join('')],
    ['  of which tree, props and references', inPayload.rest],
    [`other inline scripts (${page.otherScripts.length})`, page.otherScripts.join('')],
  ];
  console.log(`\nHTML of ${route} (${file}): ${kb(html.length)} raw, ${kb(gzip(html))} gzip -9\n`);
  console.log('| part | raw | gzip -9 alone |\n| --- | ---: | ---: |');
  for (const [name, text] of rows) console.log(`| ${name} | ${kb(text.length)} | ${kb(gzip(text))} |`);

  // What the payload's copy of the CSS costs the page: the page with the payload's CSS emptied.
  const rest = html.replace(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g, '');
  const withoutCss = gzip(rest + JSON.stringify(payloadWithoutCss(page.payload)));
  const withCss = gzip(rest + JSON.stringify(page.payload));
  console.log(
    `\nThe payload's copy of the CSS costs the page ${kb(withCss - withoutCss)} of its gzip (${kb(withCss)} -> ${kb(withoutCss)}).`,
  );

  // The biggest style blocks, and CSS that the page carries more than once.
  const counts = new Map();
  for (const style of page.styles) for (const rule of style.split('}')) if (rule.trim()) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  const repeated = [...counts].filter(([, n]) => n > 1).reduce((sum, [rule, n]) => sum + rule.length * (n - 1), 0);
  console.log(`\nCSS rules repeated across <style> blocks: ${kb(repeated)} raw`);
  console.log(
    'Largest <style> blocks (raw): ' +
      page.styles
        .map((style) => [style.length, style.slice(0, 48).replace(/\s+/g, ' ')])
        .sort((a, b) => b[0] - a[0])
        .slice(0, 8)
        .map(([length, start]) => `${kb(length)} "${start}…"`)
        .join('; '),
  );
  console.log(
    'Longest texts in the payload (raw): ' +
      inPayload.text
        .map((text) => [text.length, text.slice(0, 40)])
        .sort((a, b) => b[0] - a[0])
        .slice(0, 6)
        .map(([length, start]) => `${length} "${start}…"`)
        .join('; '),
  );
}

requireOut();
for (const route of process.argv.slice(2).length ? process.argv.slice(2) : ['/']) reportRoute(route);

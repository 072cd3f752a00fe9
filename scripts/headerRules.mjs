// The `_headers` format Cloudflare Pages reads (Netlify too, but for `!`): a path pattern on its own
// line, then indented `Name: value` lines. Every rule whose pattern matches a request applies, in
// order; a header set by several matching rules is sent once with the values joined by ", ", and a
// rule's `! Name` line first drops what the rules before it set of that header (Cloudflare's detach).

/** The rules of a `_headers` file, in order. */
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (rules.length && /^\s+!\s*\S/.test(line)) rules[rules.length - 1].headers.push([line.trim().slice(1).trim(), null]);
    else if (rules.length) {
      const at = line.indexOf(':');
      if (at > 0) rules[rules.length - 1].headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** Whether a pattern (`*` matches anything, `/` included) matches a request path. */
export function matchesPattern(pattern, path) {
  const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${source}$`).test(path);
}

/** The headers a request path gets, names as first written, values of repeated names joined. */
export function headersFor(rules, path) {
  const merged = new Map();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue;
    for (const [name] of rule.headers.filter(([, value]) => value === null)) merged.delete(name.toLowerCase());
    for (const [name, value] of rule.headers.filter(([, value]) => value !== null)) {
      const key = name.toLowerCase();
      const previous = merged.get(key);
      merged.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}

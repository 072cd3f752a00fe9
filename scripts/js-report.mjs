// Where the JavaScript of a page goes: `node scripts/js-report.mjs [route]` (default /) after a build.
// Each Turbopack chunk is a list of module functions; the chunk is evaluated in a sandbox that only
// records them (no module runs), and each module is attributed to a package by strings that survive
// minification. Module shares are of raw bytes; sizes are gzip -9, the unit of the budget test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { OUT_DIR, fileOfUrl, gzipSize, moduleScripts, readOut, requireOut } from './outSite.mjs';

const MARKERS = [
  ['react-dom', /Minified React error|__reactContainer|react-dom|unstable_scheduleCallback|onRecoverableError/],
  ['react', /react\.transitional\.element|react\.fragment|react\.memo_cache_sentinel/],
  ['next-intl', /IntlError|MISSING_MESSAGE|next-intl|use-intl|NextIntl/],
  ['styled-components', /data-styled|styled-components|SC_ATTR|__styled/],
  ['lenis', /lenis/],
  ['next', /NEXT_REDIRECT|__next_f|__NEXT|next-router|nextjs|HTTPAccessFallback|x-deployment-id|next-error|__next|RSC|Segment|digest/],
];

/** Export names of the site's client components: Turbopack keeps those (React needs them) in `.s(["Name",`. */
function islandNames(dir = 'components') {
  const names = [];
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(join(dir, file), 'utf8');
    if (!/^['"]use client['"]/m.test(source)) continue;
    for (const match of source.matchAll(/export (?:async )?(?:function|const|class) (\w+)/g)) names.push(match[1]);
  }
  return names;
}

const islands = new RegExp(`\\.s\\(\\["(${islandNames().join('|')})",`);
/** The package a module most likely comes from; an island that hoisted library code in says so. */
function guess(source) {
  const library = MARKERS.find(([, pattern]) => pattern.test(source))?.[0];
  if (islands.test(source)) return library && library !== 'next' ? `site islands (with ${library} inlined)` : 'site islands';
  return library ?? 'unattributed';
}

/** The module functions of a Turbopack chunk, or null when it is not one (the runtime). */
function chunkModules(source) {
  const pushed = [];
  const sandbox = { TURBOPACK: { push: (entry) => pushed.push(entry) } };
  sandbox.globalThis = sandbox;
  try {
    runInNewContext(source, sandbox, { timeout: 1000 });
  } catch {
    return null;
  }
  const modules = pushed.flatMap((entry) => (Array.isArray(entry) ? entry.filter((item) => typeof item === 'function') : []));
  return modules.length ? modules.map((fn) => fn.toString()) : null;
}

function describe(file) {
  const source = readFileSync(join(OUT_DIR, file), 'utf8');
  const modules = chunkModules(source);
  if (!modules) return { file, gzip: gzipSize(file), parts: [[/TURBOPACK/.test(source) ? 'turbopack runtime' : guess(source), 1]] };
  const byPackage = new Map();
  for (const code of modules) byPackage.set(guess(code), (byPackage.get(guess(code)) ?? 0) + code.length);
  const total = [...byPackage.values()].reduce((sum, bytes) => sum + bytes, 0);
  const parts = [...byPackage].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, bytes / total]);
  return { file, gzip: gzipSize(file), parts, modules: modules.length };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const route = process.argv[2] ?? '/';
requireOut();
const page = fileOfUrl(route);
if (!page?.endsWith('.html')) throw new Error(`No HTML page for ${route} in ${OUT_DIR}.`);

const loaded = moduleScripts(readOut(page)).map((src) => describe(src.slice(1)));
const total = loaded.reduce((sum, chunk) => sum + chunk.gzip, 0);
const packages = new Map();
for (const chunk of loaded) for (const [name, share] of chunk.parts) packages.set(name, (packages.get(name) ?? 0) + share * chunk.gzip);

console.log(`JavaScript of ${route} (${page}): ${loaded.length} module scripts, ${kib(total)} gzip -9\n`);
console.log('| chunk | gzip | modules | main contents (share of raw bytes) |\n| --- | ---: | ---: | --- |');
for (const chunk of loaded.sort((a, b) => b.gzip - a.gzip)) {
  const parts = chunk.parts.map(([name, share]) => `${name} ${Math.round(share * 100)}%`).join(', ');
  console.log(`| ${chunk.file.replace('_next/static/chunks/', '')} | ${kib(chunk.gzip)} | ${chunk.modules ?? '-'} | ${parts} |`);
}
console.log('\n| package (estimated) | gzip |\n| --- | ---: |');
for (const [name, bytes] of [...packages].sort((a, b) => b[1] - a[1])) console.log(`| ${name} | ${kib(bytes)} |`);

const referenced = new Set(loaded.map((chunk) => chunk.file));
const onDemand = readdirSync(join(OUT_DIR, '_next/static/chunks'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `_next/static/chunks/${name}`)
  .filter((file) => !referenced.has(file))
  .map(describe);
const legacy = [...readOut(page).matchAll(/<script\b[^>]*\snomodule\b[^>]*>/gi)].map((tag) => /src="\/([^"]+)"/.exec(tag[0])?.[1]);
for (const chunk of onDemand)
  if (legacy.includes(chunk.file)) chunk.parts = [['legacy polyfills (nomodule, skipped by modern browsers)', 1]];
console.log(`\nOther chunks of the build (other pages, lazy imports, legacy polyfills; not in the budget of ${route}):`);
for (const chunk of onDemand.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`- ${chunk.file.replace('_next/static/chunks/', '')}: ${kib(chunk.gzip)}, ${chunk.parts.map(([name]) => name).join(', ')}`);
}

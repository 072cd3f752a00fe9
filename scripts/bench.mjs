// `npm run bench`: Lighthouse 12 (mobile defaults: Moto G Power emulation, simulated slow 4G and
// 4x CPU slowdown) against the exported site served locally, RUNS times per route (default 5),
// then a table of medians and one line per missed budget. A benchmark, not a test: it exits 0
// whatever it measures and non-zero only when it cannot measure. Each run opens a fresh tab with
// empty storage on its own origin, so the home page shows its first-visit splash, as a first-time
// visitor (and PageSpeed Insights) sees it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { OUT_DIR, fileOfRoute } from './outSite.mjs';

const ALL_ROUTES = [
  '/',
  '/en',
  '/journal',
  '/post/designing-digital-authority',
  '/en/post/designing-digital-authority',
  '/partnership',
];
// BENCH_ROUTES="/ /en" measures only those routes (a quicker loop while tuning one page).
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(/[\s,]+/).filter(Boolean) : ALL_ROUTES;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGETS = [
  { label: 'Performance', key: 'performance', min: 98 },
  { label: 'Accessibility', key: 'accessibility', min: 100 },
  { label: 'Best Practices', key: 'best-practices', min: 100 },
  { label: 'SEO', key: 'seo', min: 100 },
  { label: 'LCP', key: 'lcp', max: 1800, unit: 'ms' },
  { label: 'TBT', key: 'tbt', max: 200, unit: 'ms' },
  { label: 'CLS', key: 'cls', max: 0.01 },
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function chromePath() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('No Chromium found: set PLAYWRIGHT_CHROMIUM_EXECUTABLE or install chromium.');
  return found;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function serve(port, extraPorts = []) {
  const env = { ...process.env, PORT: String(port), EXTRA_PORTS: extraPorts.join(',') };
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env, stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`scripts/serve.mjs did not answer on port ${port}.`);
}

/** Requests every page and the files it names once, so no run waits for the server's first compression. */
async function warmUp(origin, routes) {
  const headers = { 'Accept-Encoding': 'br, gzip' };
  for (const route of routes) {
    const html = await (await fetch(`${origin}${route}`, { headers })).text();
    const assets = new Set([...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&')));
    for (const asset of assets) await (await fetch(`${origin}${asset}`, { headers })).arrayBuffer();
  }
}

/** The numbers of one Lighthouse report that the table shows. */
function measure(lhr) {
  const audit = (id) => lhr.audits[id];
  const summary = audit('resource-summary')?.details?.items ?? [];
  const row = (type) => summary.find((item) => item.resourceType === type) ?? {};
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const failing = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audit(ref.id).score !== null && audit(ref.id).score < 1)
      .map((ref) => `${id}: ${ref.id} (${audit(ref.id).title})`),
  );
  return {
    ...scores,
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    si: audit('speed-index').numericValue,
    jsBytes: row('script').transferSize ?? 0,
    requests: row('total').requestCount ?? 0,
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  if (!existsSync(`${OUT_DIR}/index.html`)) {
    console.log('No out/: building first.');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed.');
  }
  const routes = ROUTES.filter((route) => {
    if (fileOfRoute(route)) return true;
    console.warn(`warning: ${route} is not in out/ (no ${route.slice(1) || 'index'}.html): skipped.`);
    return false;
  });

  // Every run of every route gets its own origin (a port of the same server): session storage is
  // per origin, so each run is a first visit, as on PageSpeed Insights, and the home page shows
  // its first-visit splash every time instead of only when no earlier run set the flag.
  const ports = [];
  while (ports.length < RUNS * routes.length + 1) {
    const candidate = await freePort();
    if (!ports.includes(candidate)) ports.push(candidate);
  }
  const [port, ...runPorts] = ports;
  const server = await serve(port, runPorts);
  await warmUp(`http://127.0.0.1:${port}`, routes);
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const results = [];
  try {
    mkdirSync('.lighthouse', { recursive: true });
    // Round-robin (every route once, RUNS times) so a change in the machine's load hits every route alike.
    const runs = new Map(routes.map((route) => [route, []]));
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [index, route] of routes.entries()) {
        const url = `http://127.0.0.1:${runPorts[(run - 1) * routes.length + index]}${route}`;
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        if (!result?.lhr || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${result?.lhr?.runtimeError?.message ?? 'no report'}`);
        const measured = measure(result.lhr);
        runs.get(route).push(measured);
        if (run === RUNS) writeFileSync(`.lighthouse/${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}.json`, result.report);
        process.stderr.write(
          `run ${run}/${RUNS} ${route}: performance ${measured.performance}, LCP ${Math.round(measured.lcp)} ms, TBT ${Math.round(measured.tbt)} ms, SI ${Math.round(measured.si)} ms\n`,
        );
      }
    }
    const keys = ['performance', 'accessibility', 'best-practices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'jsBytes', 'requests'];
    for (const [route, entries] of runs) {
      const medians = Object.fromEntries(keys.map((key) => [key, median(entries.map((entry) => entry[key]))]));
      const failing = [...new Set(entries.flatMap((entry) => entry.failing))].filter(
        (item) => entries.filter((entry) => entry.failing.includes(item)).length * 2 >= entries.length,
      );
      const benchmarkIndex = median(entries.map((entry) => entry.benchmarkIndex));
      results.push({ route, medians, failing, lcpElement: entries.at(-1).lcpElement, benchmarkIndex });
    }
  } finally {
    await chrome.kill();
    server.kill();
  }

  const index = Math.round(median(results.map((result) => result.benchmarkIndex)));
  console.log(`\nLighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile defaults, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`Machine: Lighthouse benchmark index ${index}, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores (a busy machine inflates TBT)\n`);
  console.log('| Route | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | Speed Index | JS (transferred) | Requests |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { route, medians: m } of results) {
    console.log(
      `| ${route} | ${m.performance} | ${m.accessibility} | ${m['best-practices']} | ${m.seo} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${seconds(m.si)} | ${kib(m.jsBytes)} | ${m.requests} |`,
    );
  }

  const misses = results.flatMap(({ route, medians: m }) =>
    BUDGETS.filter((budget) => ('min' in budget ? m[budget.key] < budget.min : m[budget.key] > budget.max)).map((budget) => {
      const value = budget.unit === 'ms' ? `${Math.round(m[budget.key])} ms` : budget.key === 'cls' ? m.cls.toFixed(3) : m[budget.key];
      const limit = 'min' in budget ? `at least ${budget.min}` : `at most ${budget.max}${budget.unit ? ` ${budget.unit}` : ''}`;
      return `- ${route}: ${budget.label} ${value}, budget ${limit}`;
    }),
  );
  console.log(misses.length ? `\nMissed budgets:\n${misses.join('\n')}` : '\nEvery budget met.');
  const notes = results.filter(({ failing }) => failing.length);
  if (notes.length) {
    console.log('\nAudits that failed in at least half the runs:');
    for (const { route, failing } of notes) console.log(`- ${route}: ${failing.join('; ')}`);
  }
  console.log('\nLCP element of the last run:');
  for (const { route, lcpElement } of results) console.log(`- ${route}: ${lcpElement ?? 'n/a'}`);
  console.log('\nFull reports of the last run: .lighthouse/*.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

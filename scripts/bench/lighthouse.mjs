// The two Lighthouse passes of `npm run bench`: Lighthouse 12's mobile defaults (Moto G Power
// emulation, slow 4G, 4x CPU slowdown) with simulated throttling, as PageSpeed Insights scores,
// and with applied (DevTools) throttling, where the page really loads over the slowed network and CPU.
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { count, kib, median, millis, seconds, shift, table } from './report.mjs';

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const ROUTE = ['Route', (row) => row.route, 'left'];
const SPEED_COLUMNS = [
  ['FCP', (row) => seconds(row.medians.fcp)],
  ['LCP', (row) => seconds(row.medians.lcp)],
  ['TBT', (row) => millis(row.medians.tbt)],
  ['CLS', (row) => shift(row.medians.cls)],
  ['Speed Index', (row) => seconds(row.medians.si)],
];

export const LIGHTHOUSE_PASSES = {
  simulated: {
    name: 'simulated',
    heading: 'Lighthouse 12 mobile defaults, simulated throttling (the PageSpeed Insights score)',
    flags: { onlyCategories: ALL_CATEGORIES },
    budgets: [
      { label: 'Performance', key: 'performance', min: 95 },
      { label: 'Accessibility', key: 'accessibility', min: 100 },
      { label: 'Best Practices', key: 'best-practices', min: 100 },
      { label: 'SEO', key: 'seo', min: 100 },
      { label: 'LCP', key: 'lcp', max: 2000, format: seconds },
      { label: 'CLS', key: 'cls', max: 0.01, format: shift },
    ],
    columns: [
      ROUTE,
      ['Perf', (row) => count(row.medians.performance)],
      ['A11y', (row) => count(row.medians.accessibility)],
      ['BP', (row) => count(row.medians['best-practices'])],
      ['SEO', (row) => count(row.medians.seo)],
      ...SPEED_COLUMNS,
      ['JS (transferred)', (row) => kib(row.medians.jsBytes)],
      ['Requests', (row) => count(row.medians.requests)],
    ],
  },
  applied: {
    name: 'applied',
    heading: 'Lighthouse 12 mobile defaults, applied throttling (DevTools: the network and CPU really slowed)',
    flags: { onlyCategories: ['performance'], throttlingMethod: 'devtools' },
    budgets: [
      { label: 'LCP', key: 'lcp', max: 1000, format: seconds },
      { label: 'TBT', key: 'tbt', max: 150, format: millis },
    ],
    columns: [ROUTE, ['Perf', (row) => count(row.medians.performance)], ...SPEED_COLUMNS],
  },
};

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** The numbers of one Lighthouse report that the tables show, and the weighted audits it failed. */
function measure(lhr) {
  const audit = (id) => lhr.audits[id];
  const categories = Object.keys(lhr.categories);
  const summary = audit('resource-summary')?.details?.items ?? [];
  const row = (type) => summary.find((item) => item.resourceType === type) ?? {};
  // null where Lighthouse could not measure (a page too slow for its time limit): left out of the medians.
  const percent = (score) => (score === null ? null : Math.round(score * 100));
  const scores = Object.fromEntries(categories.map((id) => [id, percent(lhr.categories[id].score)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, audit(id).numericValue ?? null]));
  const errors = Object.values(METRICS)
    .filter((id) => audit(id).errorMessage)
    .map((id) => `${audit(id).title}: ${audit(id).errorMessage}`);
  const failing = categories.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audit(ref.id).score !== null && audit(ref.id).score < 1)
      .map((ref) => `${id}: ${ref.id} (${audit(ref.id).title})`),
  );
  return {
    numbers: {
      ...scores,
      ...metrics,
      jsBytes: row('script').transferSize ?? 0,
      requests: row('total').requestCount ?? 0,
    },
    failing,
    warnings: [...lhr.runWarnings, ...errors],
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

/** Medians of every number, the audits that failed in at least half the runs, and every warning. */
function summarize(route, runs) {
  const keys = Object.keys(runs[0].numbers);
  const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run.numbers[key]))]));
  const failing = [...new Set(runs.flatMap((run) => run.failing))].filter(
    (item) => runs.filter((run) => run.failing.includes(item)).length * 2 >= runs.length,
  );
  const benchmarkIndex = median(runs.map((run) => run.benchmarkIndex));
  const warnings = [...new Set(runs.flatMap((run) => run.warnings))];
  return { route, medians, failing, warnings, lcpElement: runs.at(-1).lcpElement, benchmarkIndex };
}

// The floor's reports (BENCH_FLOOR=1) go under its own directory, leaving the site's in place.
const REPORTS = process.env.BENCH_REPORTS || '.lighthouse';
const reportFile = (pass, route) => `${REPORTS}/${pass.name}/${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}.json`;

/**
 * Runs Lighthouse `runs` times on every route, round-robin (every route once, then again) so a
 * change in the machine's load hits every route alike. `ports` holds one port per run and route:
 * session storage is per origin, so every run is a first visit and the home page shows its splash.
 */
export async function runLighthousePass(pass, { routes, runs, ports, chromePort }) {
  mkdirSync(`${REPORTS}/${pass.name}`, { recursive: true });
  const measured = new Map(routes.map((route) => [route, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, route] of routes.entries()) {
      const url = `http://127.0.0.1:${ports[(run - 1) * routes.length + index]}${route}`;
      const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', ...pass.flags });
      if (!result?.lhr || result.lhr.runtimeError) {
        throw new Error(`Lighthouse (${pass.name}) failed on ${route}: ${result?.lhr?.runtimeError?.message ?? 'no report'}`);
      }
      const { numbers, ...rest } = measure(result.lhr);
      measured.get(route).push({ numbers, ...rest });
      if (run === runs) writeFileSync(reportFile(pass, route), result.report);
      process.stderr.write(
        `${pass.name} run ${run}/${runs} ${route}: performance ${count(numbers.performance)}, LCP ${millis(numbers.lcp)}, TBT ${millis(numbers.tbt)}, SI ${millis(numbers.si)}\n`,
      );
    }
  }
  return [...measured].map(([route, entries]) => summarize(route, entries));
}

/** A heading and one line per route that has items, or nothing. */
function notes(heading, results, items) {
  const lines = results.filter((result) => items(result).length).map((result) => `- ${result.route}: ${items(result).join('; ')}`);
  return lines.length ? ['', heading, ...lines] : [];
}

/** The pass's table of medians and the notes under it (failed audits, warnings, LCP elements, where the reports are). */
export function lighthouseReport(pass, results) {
  return [
    table(pass.columns, results),
    ...notes('Audits that failed in at least half the runs:', results, (result) => result.failing),
    ...notes('Lighthouse warnings (a value it could not measure is left out of the median):', results, (result) => result.warnings),
    '',
    'LCP element of the last run:',
    ...results.map(({ route, lcpElement }) => `- ${route}: ${lcpElement ?? 'n/a'}`),
    `Full reports of the last run: ${REPORTS}/${pass.name}/*.json`,
  ].join('\n');
}

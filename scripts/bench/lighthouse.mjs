// The two Lighthouse passes of `npm run bench`: Lighthouse 12's mobile defaults (Moto G Power
// emulation, slow 4G) with simulated throttling, as PageSpeed Insights scores, and with applied (DevTools)
// throttling, where the page really loads over the slowed network and CPU. The CPU slowdown is not
// Lighthouse's fixed 4x but the one its documentation prescribes for each run's own benchmark index
// (cpuSlowdown.mjs): a simulated run gathers unthrottled, reads its index and audits what it saved with
// that slowdown; an applied run must slow the CPU as the page loads, so it measures the index just before.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { cpuSlowdown } from './cpuSlowdown.mjs';
import {
  documentBytes,
  FIRST_WINDOW_BYTES,
  lcpRenderDelay,
  mainThreadGroups,
  pastFirstWindow,
  scriptBytesBeforeLcp,
  timesFloor,
} from './mainThread.mjs';
import { count, kib, MACHINE_COLUMNS, median, millis, seconds, shift, spread, table, times } from './report.mjs';

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const ROUTE = ['Route', (row) => row.route, 'left'];
const SPEED_COLUMNS = [
  ['FCP', (row) => seconds(row.medians.fcp)],
  ['LCP', (row) => seconds(row.medians.lcp)],
  ['TBT', (row) => millis(row.medians.tbt)],
  ['CLS', (row) => shift(row.medians.cls)],
  ['Speed Index', (row) => seconds(row.medians.si)],
];

// No layout shift on any route in any run: judged on the worst run, not the median.
const CLS_BUDGET = { label: 'CLS', key: 'cls', max: 0, worst: true, format: (cls) => (Number.isFinite(cls) ? cls.toFixed(4) : 'n/a') };

export const LIGHTHOUSE_PASSES = {
  simulated: {
    name: 'simulated',
    heading: 'Lighthouse 12 mobile defaults, simulated throttling (the PageSpeed Insights score)',
    flags: { onlyCategories: ALL_CATEGORIES },
    indexFirst: false,
    // The targets of issue 55, against the floor of the same run (docs/quality.md, Benchmark).
    budgets: [
      { label: 'Performance', key: 'performance', belowFloor: 4 },
      { label: 'Accessibility', key: 'accessibility', min: 100 },
      { label: 'Best Practices', key: 'best-practices', min: 100 },
      { label: 'SEO', key: 'seo', min: 100 },
      { label: 'TBT', key: 'tbt', timesFloor: 1.5, format: millis },
      { label: 'LCP', key: 'lcp', timesFloor: 1.3, format: seconds },
      CLS_BUDGET,
      { label: 'Main thread at load', key: 'mainThread', timesFloor: 2, routes: ['/'], format: millis },
    ],
    columns: [
      ROUTE,
      ...MACHINE_COLUMNS,
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
    indexFirst: true,
    // Relative to the floor in the same run: what 1.0 s and 150 ms were beside the floor's 0.64 s and 65 ms at a
    // fixed 4x, before the slowdown followed the machine (docs/quality.md, Benchmark).
    budgets: [
      { label: 'LCP', key: 'lcp', timesFloor: 1.5, format: seconds },
      { label: 'TBT', key: 'tbt', timesFloor: 2, format: millis },
      CLS_BUDGET,
    ],
    columns: [ROUTE, ...MACHINE_COLUMNS, ['Perf', (row) => count(row.medians.performance)], ...SPEED_COLUMNS],
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
      ...mainThreadGroups(lhr),
      renderDelay: lcpRenderDelay(lhr),
      documentBytes: documentBytes(lhr),
      scriptBeforeLcp: scriptBytesBeforeLcp(lhr),
    },
    failing,
    warnings: [...lhr.runWarnings, ...errors],
    lcpElement: audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

/** Medians of every number, the audits that failed in at least half the runs, and every warning. */
function summarize({ route, floor }, runs) {
  const keys = Object.keys(runs[0].numbers);
  const values = Object.fromEntries(keys.map((key) => [key, runs.map((run) => run.numbers[key])]));
  const medians = Object.fromEntries(keys.map((key) => [key, median(values[key])]));
  const failing = [...new Set(runs.flatMap((run) => run.failing))].filter(
    (item) => runs.filter((run) => run.failing.includes(item)).length * 2 >= runs.length,
  );
  const benchmarkIndexes = runs.map((run) => run.benchmarkIndex);
  const slowdowns = runs.map((run) => run.slowdown);
  const warnings = [...new Set(runs.flatMap((run) => run.warnings))];
  return { route, floor, medians, runs: values, failing, warnings, lcpElement: runs.at(-1).lcpElement, benchmarkIndexes, slowdowns };
}

const REPORTS = '.lighthouse';
const slugOf = (page) => (page.floor ? 'floor' : page.route === '/' ? 'home' : page.route.slice(1).replace(/\//g, '_'));

/** The slowdown for an index, and a warning when the machine is too slow for any (then none is applied). */
function slowdownFor(benchmarkIndex) {
  const slowdown = cpuSlowdown(benchmarkIndex);
  if (slowdown !== null) return { slowdown, warnings: [] };
  return { slowdown: 1, warnings: [`benchmark index ${benchmarkIndex}: slower than the phone emulated, CPU not slowed`] };
}

/** Lighthouse's own measure of the machine (its BenchmarkIndex page function), in a blank tab of the same Chromium. */
async function benchmarkIndexNow(chromePort) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/** One Lighthouse run of a page with the slowdown of the machine's index at that moment (see the top). */
async function runOnce(pass, url, { chromePort, artifacts }) {
  const flags = { port: chromePort, output: 'json', logLevel: 'error', ...pass.flags };
  if (pass.indexFirst) {
    const benchmarkIndex = await benchmarkIndexNow(chromePort);
    const { slowdown, warnings } = slowdownFor(benchmarkIndex);
    const result = await lighthouse(url, { ...flags, throttling: { cpuSlowdownMultiplier: slowdown } });
    return { result, benchmarkIndex, slowdown, warnings };
  }
  await lighthouse(url, { ...flags, gatherMode: artifacts });
  const file = join(artifacts, 'artifacts.json');
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  const { slowdown, warnings } = slowdownFor(saved.BenchmarkIndex);
  // Lighthouse audits saved artifacts only with the settings they were gathered with: the slowdown is written into them.
  const throttling = { ...saved.settings.throttling, cpuSlowdownMultiplier: slowdown };
  writeFileSync(file, JSON.stringify({ ...saved, settings: { ...saved.settings, throttling } }));
  const result = await lighthouse(undefined, { ...flags, throttling, auditMode: artifacts });
  return { result, benchmarkIndex: saved.BenchmarkIndex, slowdown, warnings };
}

/**
 * Runs Lighthouse `runs` times on every page, round-robin (every page once, then again) so a change in the
 * machine's load hits every page alike, the floor among them. A page is { route, floor?, url(run) }: each
 * run its own origin, as session storage is per origin, so every run is a first visit and the home page
 * shows its splash.
 */
export async function runLighthousePass(pass, { pages, runs, chromePort }) {
  mkdirSync(join(REPORTS, pass.name), { recursive: true });
  const measured = new Map(pages.map((page) => [page, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const artifacts = join(REPORTS, pass.name, 'artifacts', slugOf(page));
      const { result, benchmarkIndex, slowdown, warnings } = await runOnce(pass, page.url(run), { chromePort, artifacts });
      if (!result?.lhr || result.lhr.runtimeError) {
        throw new Error(`Lighthouse (${pass.name}) failed on ${page.route}: ${result?.lhr?.runtimeError?.message ?? 'no report'}`);
      }
      const { numbers, ...rest } = measure(result.lhr);
      measured.get(page).push({ numbers, ...rest, benchmarkIndex, slowdown, warnings: [...rest.warnings, ...warnings] });
      if (run === runs) writeFileSync(join(REPORTS, pass.name, `${slugOf(page)}.json`), result.report);
      process.stderr.write(
        `${pass.name} run ${run}/${runs} ${page.route}: index ${Math.round(benchmarkIndex)}, CPU ${slowdown}x: performance ${count(numbers.performance)}, LCP ${millis(numbers.lcp)} (script loaded before it: ${kib(numbers.scriptBeforeLcp)}), TBT ${millis(numbers.tbt)}, SI ${millis(numbers.si)}\n`,
      );
    }
  }
  return [...measured].map(([page, entries]) => summarize(page, entries));
}

/** A heading and one line per route that has items, or nothing. */
function notes(heading, results, items) {
  const lines = results.filter((result) => items(result).length).map((result) => `- ${result.route}: ${items(result).join('; ')}`);
  return lines.length ? ['', heading, ...lines] : [];
}

const BREAKDOWN = [
  ['Main thread', 'mainThread'],
  ['Script', 'script'],
  ['Style & layout', 'styleLayout'],
  ['Rendering', 'rendering'],
  ['Parsing', 'parsing'],
  ['LCP render delay', 'renderDelay'],
];

/** The document's size in KB, and whether Lantern needs more than the first round trip for it. */
function documentCell(bytes) {
  if (!Number.isFinite(bytes)) return 'n/a';
  return `${(bytes / 1000).toFixed(1)} KB${pastFirstWindow(bytes) ? ', over the first round trip' : ''}`;
}

/** The script loaded before the LCP's paint, as transferred: the median, and the range when the runs differ. */
function raceCell(runs) {
  const known = runs.filter(Number.isFinite);
  return known.length ? spread(known, kib) : 'n/a';
}

/**
 * Where the main thread went (mainThread.mjs), each median beside its multiple of the floor's in the same run,
 * the script loaded before the LCP's paint, and the document as transferred, against the first round trip of
 * Lantern's connection.
 */
function breakdownTable(results) {
  const floor = results.find((result) => result.floor);
  const cell = (row, key) => {
    const value = row.medians[key];
    return floor && !row.floor ? `${millis(value)} (${times(timesFloor(value, floor.medians[key]))})` : millis(value);
  };
  return table(
    [
      ROUTE,
      ...BREAKDOWN.map(([title, key]) => [title, (row) => cell(row, key)]),
      ['Script loaded before the LCP', (row) => raceCell(row.runs.scriptBeforeLcp)],
      ['Document', (row) => documentCell(row.medians.documentBytes)],
    ],
    results,
  );
}

/** The pass's table of medians and the notes under it (failed audits, warnings, LCP elements, where the reports are). */
export function lighthouseReport(pass, results) {
  return [
    table(pass.columns, results),
    '',
    `Main thread at load by group (Lighthouse's mainthread-work-breakdown) and the LCP's render delay, medians${
      results.some((result) => result.floor) ? ", each with its multiple of the floor's" : ''
    }; the script (as transferred) loaded before the LCP's paint, whose downloads the simulated LCP replays; the document as transferred, whose first ${FIRST_WINDOW_BYTES / 1000} KB come in the first round trip of the simulated connection:`,
    '',
    breakdownTable(results),
    ...notes('Audits that failed in at least half the runs:', results, (result) => result.failing),
    ...notes('Lighthouse warnings (a value it could not measure is left out of the median):', results, (result) => result.warnings),
    '',
    'LCP element of the last run:',
    ...results.map(({ route, lcpElement }) => `- ${route}: ${lcpElement ?? 'n/a'}`),
    `Full reports of the last run: ${REPORTS}/${pass.name}/*.json`,
  ].join('\n');
}

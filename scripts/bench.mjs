// `npm run bench`: measures the exported site served locally, in three passes, and prints a table
// of medians per pass and one line per missed budget. A benchmark, not a test: it exits 0 whatever
// it measures and non-zero only when it cannot measure.
//   simulated     Lighthouse 12 mobile defaults (simulated slow 4G), as PageSpeed Insights scores
//   applied       the same with applied (DevTools) throttling: the page really loads slowly
//   (and the HTML of every route, gzip -9 of its file, against scripts/htmlBudget.mjs)
//   interactions  Event Timing (the data behind INP) of five taps and key presses on a slowed CPU
// The CPU slowdown of every run is the one Lighthouse's documentation prescribes for that run's own
// benchmark index (scripts/bench/cpuSlowdown.mjs), printed beside every figure: a machine twice as fast
// is slowed twice as much, so the figures describe the same phone whatever the machine.
// The floor, a bare page of the same stack (scripts/bench/floor.mjs), is measured in the same Lighthouse
// runs, interleaved with the routes: the best score any page of the site could get on this machine.
// BENCH_PASSES="simulated,interactions" runs a subset, RUNS (default 5) sets the runs per route or
// interaction, BENCH_ROUTES="/ /en" measures only those routes (and the interactions on them), BENCH_FLOOR=0
// leaves the floor out. BENCH_SCHEME=dark measures the site with the system in dark mode (the default is
// light, Chromium's own) and so in its dark theme.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { INTERACTIONS, INTERACTION_BUDGETS, interactionName, interactionReport, runInteractions } from './bench/interactions.mjs';
import { LIGHTHOUSE_PASSES, lighthouseReport, runLighthousePass } from './bench/lighthouse.mjs';
import { htmlReport, htmlSizes } from './bench/html.mjs';
import { median, misses } from './bench/report.mjs';
import { buildFloor } from './bench/floor.mjs';
import { chromePath, freePorts, serve, warmUp } from './bench/site.mjs';
import { OUT_DIR, fileOfUrl } from './outSite.mjs';

const ALL_ROUTES = [
  '/',
  '/en',
  '/journal',
  '/post/designing-digital-authority',
  '/en/post/designing-digital-authority',
  '/partnership',
  '/projetos',
  '/en/projects',
  '/projetos/luxury-hotel',
  '/post/landing-page-before-and-after',
];
const ALL_PASSES = ['simulated', 'applied', 'interactions'];
const list = (value) => value.split(/[\s,]+/).filter(Boolean);
const ROUTES = process.env.BENCH_ROUTES ? list(process.env.BENCH_ROUTES) : ALL_ROUTES;
const PASSES = process.env.BENCH_PASSES ? list(process.env.BENCH_PASSES) : ALL_PASSES;
const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const FLOOR = process.env.BENCH_FLOOR !== '0';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The system's colour scheme the pages follow (the site's light and dark themes).
  ...(process.env.BENCH_SCHEME === 'dark' ? ['--force-dark-mode'] : []),
];

function buildIfMissing() {
  if (existsSync(`${OUT_DIR}/index.html`)) return;
  console.log('No out/: building first.');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed.');
}

function exportedRoutes() {
  return ROUTES.filter((route) => {
    if (fileOfUrl(route)) return true;
    console.warn(`warning: ${route} is not in out/ (no ${route.slice(1) || 'index'}.html): skipped.`);
    return false;
  });
}

/** Both Lighthouse passes in one Chromium; each run of each page on an origin of its own (the page's `ports`). */
async function lighthousePasses(passes, pages) {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const sections = [];
    for (const [index, pass] of passes.entries()) {
      const own = pages.map((page) => ({ ...page, url: (run) => `http://127.0.0.1:${page.ports[index * RUNS + run - 1]}${page.path}` }));
      sections.push({ pass, results: await runLighthousePass(pass, { pages: own, runs: RUNS, chromePort: chrome.port }) });
    }
    return sections;
  } finally {
    await chrome.kill();
  }
}

function printSection(heading, body) {
  console.log(`\n## ${heading}\n\n${body}`);
}

async function main() {
  const unknown = PASSES.filter((name) => !ALL_PASSES.includes(name));
  if (unknown.length) throw new Error(`Unknown BENCH_PASSES ${unknown.join(', ')}: choose from ${ALL_PASSES.join(', ')}.`);
  buildIfMissing();
  const routes = exportedRoutes();
  const passes = PASSES.filter((name) => name in LIGHTHOUSE_PASSES).map((name) => LIGHTHOUSE_PASSES[name]);
  const interactions = PASSES.includes('interactions') ? INTERACTIONS.filter((interaction) => routes.includes(interaction.route)) : [];
  if (PASSES.includes('interactions') && !interactions.length) console.warn('warning: no interaction on the routes measured.');
  const floorOut = FLOOR && passes.length ? buildFloor() : null;

  // The site's routes, then the floor's page; each run of each pass on an origin of its own (`ports`).
  const runsEach = passes.length * RUNS;
  const [port, floorPort, ...runPorts] = await freePorts(2 + runsEach * (routes.length + (floorOut ? 1 : 0)));
  const portsOf = (at) => runPorts.slice(at * runsEach, (at + 1) * runsEach);
  const pages = [
    ...routes.map((route, at) => ({ route, path: route, ports: portsOf(at) })),
    ...(floorOut ? [{ route: 'floor', path: '/', floor: true, ports: portsOf(routes.length) }] : []),
  ];
  const origin = `http://127.0.0.1:${port}`;
  const sitePorts = pages.filter((page) => !page.floor).flatMap((page) => page.ports);
  const servers = [await serve(port, sitePorts), ...(floorOut ? [await serve(floorPort, pages.at(-1).ports, floorOut)] : [])];
  let sections;
  let interactionResults = [];
  try {
    await warmUp(origin, routes);
    if (floorOut) await warmUp(`http://127.0.0.1:${floorPort}`, ['/']);
    sections = passes.length ? await lighthousePasses(passes, pages) : [];
    if (interactions.length) interactionResults = await runInteractions({ interactions, runs: RUNS, origin, executablePath: chromePath() });
  } finally {
    for (const server of servers) server.kill();
  }

  const runs = RUNS > 1 ? `median of ${RUNS} runs` : '1 run';
  const date = new Date().toISOString().slice(0, 10);
  const indexes = [...sections.flatMap(({ results }) => results), ...interactionResults].flatMap((result) => result.benchmarkIndexes);
  const index = indexes.length ? `Lighthouse benchmark index ${Math.round(median(indexes))} (median of every run), ` : '';
  console.log(
    `\n${date}, ${runs}. Machine: ${index}load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores (a busy machine inflates TBT and interaction latency).` +
      ' Every run slows the CPU by what its own benchmark index calls for (Index and CPU columns; scripts/bench/cpuSlowdown.mjs).',
  );
  const html = htmlSizes(routes);
  printSection('HTML of each route (gzip -9 of its file in out/; budgets in scripts/htmlBudget.mjs)', htmlReport(html));
  for (const { pass, results } of sections) printSection(`${pass.heading}, ${runs}`, lighthouseReport(pass, results));
  if (interactionResults.length) {
    printSection(
      `Interaction latency (Event Timing, calibrated CPU slowdown, 390x844 phone), ${runs}`,
      interactionReport(interactionResults),
    );
  }

  const missed = [
    ...html
      .filter((row) => row.budget && row.gzip > row.budget)
      .map((row) => `- html ${row.route}: ${(row.gzip / 1000).toFixed(1)} KB, budget at most ${(row.budget / 1000).toFixed(1)} KB`),
    ...sections.flatMap(({ pass, results }) =>
      misses(
        results.filter((row) => !row.floor),
        pass.budgets,
        (row) => `${pass.name} ${row.route}`,
        results.find((row) => row.floor),
      ),
    ),
    ...misses(
      interactionResults.filter((row) => !row.reference),
      INTERACTION_BUDGETS,
      (row) => `interactions: ${interactionName(row)}`,
    ),
  ];
  console.log(missed.length ? `\nMissed budgets:\n${missed.join('\n')}` : '\nEvery budget met.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

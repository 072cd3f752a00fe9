// Lab interaction latency, the data behind INP: the Event Timing API in Chromium on a phone, the CPU
// slowed by what the machine's benchmark index calls for (measured in the page just before, as Lighthouse
// measures it; cpuSlowdown.mjs), with real (trusted) taps and key presses on a loaded, idle page.
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { cpuSlowdown } from './cpuSlowdown.mjs';
import { latency, recordEventTiming, takeEvents, uncovered, whenQuiet } from './eventTiming.mjs';
import { MACHINE_COLUMNS, median, millis, table } from './report.mjs';

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

// Found as a visitor finds them (role and name), so they hold whether the cards are buttons or
// <details>/<summary> and whether the menu is a React dialog, a <dialog> or a popover.
const MENU_BUTTON = /^(?!\s*(close|fechar)\b).*\bmenu\b/i;
const SERVICE_TOGGLE = '#services summary, #services [aria-expanded]';
const SERVICE_OPEN = '#services details[open], #services [aria-expanded="true"]';
const tap = (target) => target.tap();

export const INTERACTIONS = [
  {
    name: 'Open the mobile menu (tap)',
    route: '/',
    target: (page) => page.getByRole('button', { name: MENU_BUTTON }).first(),
    act: tap,
    outcome: (page) => page.getByRole('dialog').filter({ visible: true }).count(),
  },
  {
    name: 'Expand a service card (tap)',
    route: '/',
    target: (page) => page.locator(SERVICE_TOGGLE).first(),
    act: tap,
    outcome: (page) => page.locator(SERVICE_OPEN).count(),
  },
  {
    name: 'Submit the empty contact form (tap)',
    route: '/',
    target: (page) => page.locator('#contact').getByRole('button', { name: /enviar|send/i }),
    act: tap,
    outcome: async (page) => [
      await page.locator('#contact [aria-invalid="true"]').count(),
      await page.locator('#contact [role="alert"]').allTextContents(),
    ],
  },
  {
    name: 'Type a simulator price (key "9")',
    route: '/partnership',
    target: (page) => page.getByRole('spinbutton', { name: /pre[çc]o|price/i }).first(),
    // Selecting by script is no input event: the key press is the page's first interaction.
    prepare: (target) => target.selectText(),
    act: (target) => target.page().keyboard.press('9'),
    outcome: (page) => page.locator('output').allTextContents(),
  },
  {
    name: 'Move the simulator slider (ArrowRight)',
    route: '/partnership',
    target: (page) => page.getByRole('slider', { name: /projetos|projects/i }).first(),
    prepare: (target) => target.focus(),
    act: (target) => target.page().keyboard.press('ArrowRight'),
    outcome: (page) => page.locator('output').allTextContents(),
  },
  {
    // Not one of the five: the floor of the method on this machine. A native <details> with no
    // script of the page's own behind it; what a tap costs here, the taps above cannot beat.
    name: "Open an article's contents (tap; reference, no script)",
    route: '/post/designing-digital-authority',
    reference: true,
    target: (page) => page.locator('main details > summary').first(),
    act: tap,
    outcome: (page) => page.locator('main details[open]').count(),
  },
];

async function waitForChange(outcome, page, before, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (JSON.stringify(await outcome(page)) !== JSON.stringify(before)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * Brings the interaction's control to where a visitor would use it: page loaded and network-idle,
 * CPU slowed, control mid-screen (clear of the fixed header and the sticky bars) and uncovered,
 * then the page idle again. Returns the control and what did not go as planned.
 */
async function readyToInteract(page, interaction) {
  await page.goto(interaction.url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const benchmarkIndex = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  const slowdown = cpuSlowdown(benchmarkIndex) ?? 1;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const target = interaction.target(page);
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const reachable = await target.evaluate(uncovered, 15000);
  await interaction.prepare?.(target);
  const idle = await page.evaluate(whenQuiet, [1000, 15000]);
  const notes = [
    ...(reachable ? [] : ['control covered']),
    ...(idle ? [] : ['page never idle for 1 s']),
    ...(cpuSlowdown(benchmarkIndex) === null ? ['machine slower than the phone emulated, CPU not slowed'] : []),
  ];
  return { target, benchmarkIndex, slowdown, notes };
}

/** One measurement in a fresh phone context (a first visit): the Event Timing entries of one interaction. */
async function measureOnce(browser, interaction) {
  const context = await browser.newContext({ ...PHONE, colorScheme: process.env.BENCH_SCHEME === 'dark' ? 'dark' : 'light' });
  context.setDefaultTimeout(60_000);
  try {
    const page = await context.newPage();
    await page.addInitScript(recordEventTiming);
    const { target, benchmarkIndex, slowdown, notes } = await readyToInteract(page, interaction);
    const before = await interaction.outcome(page);
    await page.evaluate(() => window.__benchEvents.splice(0));

    await interaction.act(target);
    const changed = await waitForChange(interaction.outcome, page, before);
    const entries = await page.evaluate(takeEvents);
    const interactionIds = new Set(entries.map((entry) => entry.interactionId).filter(Boolean));
    if (!changed) notes.push('no visible effect');
    if (interactionIds.size > 1) notes.push(`${interactionIds.size} interactions recorded`);
    return { latency: latency(entries), benchmarkIndex, slowdown, notes };
  } finally {
    await context.close();
  }
}

/** Medians of the runs that recorded an entry, the slowest of them, and every caveat with its count. */
function summarize({ name, route, reference = false }, results) {
  const measured = results.map((result) => result.latency).filter(Boolean);
  const middle = (key) => (measured.length ? median(measured.map((value) => value[key])) : NaN);
  const counts = new Map();
  for (const note of results.flatMap((result) => result.notes)) counts.set(note, (counts.get(note) ?? 0) + 1);
  if (measured.length < results.length) counts.set('no Event Timing entry', results.length - measured.length);
  return {
    name,
    route,
    reference,
    runs: { latency: measured.map((value) => value.duration) },
    benchmarkIndexes: results.map((result) => result.benchmarkIndex),
    slowdowns: results.map((result) => result.slowdown),
    medians: {
      latency: middle('duration'),
      max: measured.length ? Math.max(...measured.map((value) => value.duration)) : NaN,
      inputDelay: middle('inputDelay'),
      processing: middle('processing'),
      presentation: middle('presentation'),
    },
    notes: [...counts].map(([note, count]) => `${note} (${count} of ${results.length} runs)`),
  };
}

/** Every interaction `runs` times, round-robin, in one Chromium, each run a fresh visit. */
export async function runInteractions({ interactions, runs, origin, executablePath }) {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const measured = new Map(interactions.map((interaction) => [interaction, []]));
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const interaction of interactions) {
        const result = await measureOnce(browser, { ...interaction, url: `${origin}${interaction.route}` });
        measured.get(interaction).push(result);
        const value = result.latency ? millis(result.latency.duration) : 'no entry';
        const notes = result.notes.length ? ` (${result.notes.join(', ')})` : '';
        const machine = `index ${Math.round(result.benchmarkIndex)}, CPU ${result.slowdown}x`;
        process.stderr.write(`interactions run ${run}/${runs} ${interaction.name} on ${interaction.route}: ${machine}: ${value}${notes}\n`);
      }
    }
  } finally {
    await browser.close();
  }
  return [...measured].map(([interaction, results]) => summarize(interaction, results));
}

export const INTERACTION_BUDGETS = [{ label: 'latency', key: 'latency', max: 100, format: millis }];
export const interactionName = (row) => `${row.name} on ${row.route}`;

export function interactionReport(results) {
  const caveats = results.filter((row) => row.notes.length);
  return [
    table(
      [
        ['Interaction', (row) => row.name, 'left'],
        ['Route', (row) => row.route, 'left'],
        ...MACHINE_COLUMNS,
        ['Median', (row) => millis(row.medians.latency)],
        ['Max', (row) => millis(row.medians.max)],
        ['Input delay', (row) => millis(row.medians.inputDelay)],
        ['Processing', (row) => millis(row.medians.processing)],
        ['Presentation', (row) => millis(row.medians.presentation)],
        ['Runs', (row) => row.runs.latency.map(Math.round).join(', '), 'left'],
      ],
      results,
    ),
    ...(caveats.length ? ['', 'Caveats:', ...caveats.map((row) => `- ${interactionName(row)}: ${row.notes.join('; ')}`)] : []),
  ].join('\n');
}

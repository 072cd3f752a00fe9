// `npm test`: every stage of the suite in order, stopping at the first that fails, and at the end a table
// of how long each took, so anyone sees where the minutes go (docs/quality.md, The suite's time).
// `npm test -- unit e2e` runs only the stages named (by the names in the table).
import { spawn } from 'node:child_process';
import { serveOut } from './serveOut.mjs';

/** The stages, in order. Stages of one `group` run side by side. */
const STAGES = [
  { name: 'browsers', command: 'node scripts/browsers.mjs' },
  // Three single-threaded tools side by side (Jest gives the unit tests one worker on 2 cores): none writes what another reads.
  { name: 'typecheck', command: 'tsc --noEmit', group: 'static' },
  { name: 'lint', command: 'eslint . && prettier --check .', group: 'static' },
  { name: 'unit', command: 'jest --selectProjects unit', group: 'static' },
  // The content lane's own command (scripts/checkContent.mjs): every content file read, the build, then the checks over out/ (jest project `content`).
  { name: 'check:content', command: 'npm run --silent check:content' },
  { name: 'build:alt', command: 'npm run --silent build:alt' },
  { name: 'test:build', command: 'jest --selectProjects build' },
  // The three engines side by side, one Jest worker each (the default on 2 cores is one worker for all).
  { name: 'engines', command: 'jest --selectProjects engines --verbose --maxWorkers=3', served: true },
  { name: 'e2e', command: 'playwright test', served: true },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}: the stages are ${STAGES.map((stage) => stage.name).join(', ')}.`);
  process.exit(2);
}
const stages = wanted.length ? STAGES.filter((stage) => wanted.includes(stage.name)) : STAGES;

/** Runs a shell command with the project's binaries on the PATH; its output streams, or is kept when `quiet`. */
function run(command, env, quiet) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}` },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ ok: code === 0, code: code ?? signal, output }));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const times = [];
let failed;
const started = Date.now();
let server;

for (let i = 0; i < stages.length && !failed;) {
  // Consecutive stages of one group (single-threaded tools) run side by side; each one's output is printed as it ends.
  const batch = [stages[i]];
  while (stages[i].group && stages[i + batch.length]?.group === stages[i].group) batch.push(stages[i + batch.length]);
  i += batch.length;
  let env = {};
  if (batch.some((candidate) => candidate.served)) {
    // One server of out/ for every browser suite, started once (scripts/serve.mjs, as a CDN serves it).
    server ??= await serveOut();
    env = { SITE_ORIGIN: server.origin };
  }
  const quiet = batch.length > 1;
  await Promise.all(
    batch.map(async (current) => {
      const start = Date.now();
      console.log(`\n▶ ${current.name}: ${current.command}`);
      const result = await run(current.command, env, quiet);
      const took = Date.now() - start;
      if (quiet) process.stdout.write(`\n── ${current.name} ──\n${result.output}`);
      times.push({ name: current.name, took, ok: result.ok });
      if (!result.ok) failed ??= `${current.name} failed (exit ${result.code})`;
    }),
  );
}
await server?.stop();

const total = Date.now() - started;
const width = Math.max(...stages.map((stage) => stage.name.length));
console.log(`\nStage times (wall clock, side by side where a group ran together):`);
for (const stage of stages) {
  const time = times.find((entry) => entry.name === stage.name);
  const state = time ? `${seconds(time.took).padStart(7)}${time.ok ? '' : '  FAILED'}` : '  not run';
  console.log(`  ${stage.name.padEnd(width)}  ${state}`);
}
console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(7)}`);
if (failed) {
  console.error(`\nnpm test: ${failed}.`);
  process.exit(1);
}

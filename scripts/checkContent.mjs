// `npm run check:content`: the content lane's one command, everything a commit touching only content/
// (articles, case studies, the owner's files, their images) can break. First every file read as the pages read
// it (lib/routes.ts, checkContent), in seconds: a broken file stops the lane with the build's own error, which
// names the file and the field, before a build starts. Then `npm run build`, which validates the same and
// whose postbuild writes the figures and `_headers` (refused beyond the host's limits). Then the checks over the
// built files (the jest project `content`, __tests__/content/). Stops at the first failure, whose output is
// the tool's own, and prints the time each step took. The environment is passed on as it is:
// NEXT_PUBLIC_SITE_URL, POSTS_DIR, PROJECTS_DIR and the owner's folders, NEXT_EXPORT_DIR with OUT_DIR for another export folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// The build exports to NEXT_EXPORT_DIR (default out/) and the checks read OUT_DIR (default out/): two
// different folders would check a stale export.
const exported = resolve(process.env.NEXT_EXPORT_DIR || 'out');
const checked = resolve(process.env.OUT_DIR || 'out');
if (exported !== checked) {
  console.error(`check:content: NEXT_EXPORT_DIR (${exported}) and OUT_DIR (${checked}) must name the same folder.`);
  process.exit(2);
}

/** Reads every file of content/ through the site's own loaders, bundled from TypeScript for Node (packages stay in node_modules). */
async function readContent() {
  mkdirSync('.tmp', { recursive: true });
  const bundle = resolve('.tmp', `check-content-${process.pid}.mjs`);
  try {
    await build({
      entryPoints: ['lib/routes.ts'],
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      outfile: bundle,
      logLevel: 'error',
    });
    await (await import(pathToFileURL(bundle).href)).checkContent();
  } finally {
    rmSync(bundle, { force: true });
  }
}

/** Runs a tool whose output is its own; why it failed, or null. */
function runTool(command, args) {
  const { status, signal, error } = spawnSync(command, args, { stdio: 'inherit' });
  return status === 0 ? null : (error?.message ?? `exit ${status ?? signal}`);
}

/** Reads the content in this process; a content file's error (`Invalid article …`) is printed as its message, anything else with its stack. */
async function runContent() {
  try {
    await readContent();
    return null;
  } catch (error) {
    console.error(error instanceof Error && /^Invalid /.test(error.message) ? error.message : error);
    return 'a file is not valid';
  }
}

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const steps = [
  { name: 'content', run: runContent },
  { name: 'build', run: () => runTool('npm', ['run', '--silent', 'build']) },
  { name: 'checks over the export', run: () => runTool(process.execPath, [jest, '--selectProjects', 'content']) },
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const started = Date.now();
const times = [];
for (const { name, run } of steps) {
  const start = Date.now();
  const failure = await run();
  times.push(`${name} ${seconds(Date.now() - start)}`);
  if (failure) {
    console.error(`\ncheck:content: ${name} failed (${failure}) after ${times.join(', ')}.`);
    process.exit(1);
  }
}
console.log(`\ncheck:content: passed in ${seconds(Date.now() - started)} (${times.join(', ')}).`);

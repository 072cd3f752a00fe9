// `npm run check:content`: the content lane's one command, everything a commit touching only content/
// (articles, case studies, their images) can break. First `npm run build`: it validates every article and
// case (front matter, images, links, tags, schedule; an error names the file and the field), and its
// postbuild writes the figures and `_headers` (refused beyond the host's limits). Then the checks over the
// built files (the jest project `content`, __tests__/content/). Stops at the first failure, whose output is
// the tool's own, and prints the time each step took. The environment is passed on as it is:
// NEXT_PUBLIC_SITE_URL, POSTS_DIR and PROJECTS_DIR, NEXT_EXPORT_DIR with OUT_DIR for another export folder.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

// The build exports to NEXT_EXPORT_DIR (default out/) and the checks read OUT_DIR (default out/): two
// different folders would check a stale export.
const exported = resolve(process.env.NEXT_EXPORT_DIR || 'out');
const checked = resolve(process.env.OUT_DIR || 'out');
if (exported !== checked) {
  console.error(`check:content: NEXT_EXPORT_DIR (${exported}) and OUT_DIR (${checked}) must name the same folder.`);
  process.exit(2);
}

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const steps = [
  { name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
  { name: 'checks over the export', command: process.execPath, args: [jest, '--selectProjects', 'content'] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const started = Date.now();
const times = [];
for (const { name, command, args } of steps) {
  const start = Date.now();
  const { status, signal, error } = spawnSync(command, args, { stdio: 'inherit' });
  times.push(`${name} ${seconds(Date.now() - start)}`);
  if (status !== 0) {
    console.error(`\ncheck:content: ${name} failed (${error?.message ?? `exit ${status ?? signal}`}) after ${times.join(', ')}.`);
    process.exit(status || 1);
  }
}
console.log(`\ncheck:content: passed in ${seconds(Date.now() - started)} (${times.join(', ')}).`);

// Copies the editor (Decap CMS's prebuilt bundle) from node_modules into public/admin/decap/ (gitignored),
// so /admin serves it from the site's own origin; `npm run build` then exports it with the rest of public/.
// Bundles the site's checks before saving (lib/cms/editorChecks.ts: the content schemas and the slug rule)
// into public/admin/checks.js (gitignored), so the editor runs the build's own rules, not a copy.
// Prints the sizes: the editor loads only at /admin, outside every page's JavaScript budget.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundleChecks } from './adminChecks.mjs';

const from = join(dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist');
const to = join('public', 'admin', 'decap');
// The bundle, its lazily loaded chunks and WebAssembly; not the source maps, nor the unbundled cms.js build.
const files = readdirSync(from).filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name));
rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
for (const name of files) copyFileSync(join(from, name), join(to, name));

const main = readFileSync(join(to, 'decap-cms.js'));
const total = files.reduce((sum, name) => sum + statSync(join(to, name)).size, 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(
  `/admin editor: decap-cms.js ${kib(main.length)} (${kib(gzipSync(main).length)} gzip) and ${files.length - 1} files loaded as needed, ${kib(total)} in all; only /admin loads them.`,
);
if (!existsSync(join(to, 'decap-cms.js'))) process.exit(1);

const checks = await bundleChecks();
console.log(
  `/admin checks: checks.js ${kib(checks.length)} (${kib(gzipSync(checks).length)} gzip), the content schemas and the slug rule.`,
);

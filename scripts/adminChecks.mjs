// The editor's checks before saving, bundled for the browser: lib/cms/editorChecks.ts (the content schemas,
// the rules of a text's links and pictures, the slug rule) as one script defining `SiteEditor`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Writes the bundle to `outfile` and returns its code; with `outfile` null, only returns it. */
export async function bundleChecks(outfile = join(root, 'public', 'admin', 'checks.js')) {
  const result = await build({
    entryPoints: [join(root, 'lib', 'cms', 'editorChecks.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'SiteEditor',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    ...(outfile ? { outfile } : { write: false }),
  });
  return outfile ? readFileSync(outfile, 'utf8') : result.outputFiles[0].text;
}

// After the export: copies the image variants its pages use (/figures/<name>-<width>.webp|avif) from the
// figure cache into the export, so out/ holds exactly the figures of the articles it publishes.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { htmlFiles, OUT_DIR } from './outSite.mjs';

const cache = resolve(process.env.FIGURE_CACHE || join(process.cwd(), '.cache', 'figures'));

/** The variant files the pages of an export name. */
export function usedFigures(dir = OUT_DIR) {
  const names = new Set();
  for (const file of htmlFiles(dir)) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/\/figures\/([\w.-]+\.(?:webp|avif))/g)) names.add(match[1]);
  }
  return [...names].sort();
}

if (process.argv[1] && import.meta.url.endsWith('/scripts/figures.mjs')) {
  const names = usedFigures();
  const missing = names.filter((name) => !existsSync(join(cache, name)));
  if (missing.length) throw new Error(`Figure files missing from ${cache}: ${missing.join(', ')} (build again)`);
  // What Next copied from public/figures (the variants `npm run dev` served) goes: only what the pages use stays.
  rmSync(join(OUT_DIR, 'figures'), { recursive: true, force: true });
  if (names.length) mkdirSync(join(OUT_DIR, 'figures'), { recursive: true });
  for (const name of names) copyFileSync(join(cache, name), join(OUT_DIR, 'figures', name));
  console.log(`figures: ${names.length} files copied into ${OUT_DIR}/figures`);
}

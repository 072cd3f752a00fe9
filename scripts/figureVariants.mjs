// Makes the responsive files of article figures and uploaded case pictures with sharp, into the figure cache
// (lib/figures.ts runs it for the pictures the cache has not seen). Usage: node scripts/figureVariants.mjs <cache> <job.json>
// A job is [{ source, name }]; for each it writes <name>-<width>.webp and .avif at 400, 800 and 1200 px
// (never wider than the file) and <name>.json with the size of the file and the bytes of each format.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export const WIDTHS = [400, 800, 1200];

/** Writes a file under a temporary name first: two pages of one article may make the same image at once. */
function put(path, data) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

async function variants(cache, { source, name }) {
  const { width, height } = await sharp(source).metadata();
  const widths = WIDTHS.filter((size) => size <= width);
  if (!widths.length) widths.push(width);
  const bytes = { webp: 0, avif: 0 };
  for (const size of widths) {
    const resized = sharp(source).resize({ width: size });
    const webp = await resized.clone().webp({ quality: 78 }).toBuffer();
    const avif = await resized.clone().avif({ quality: 52 }).toBuffer();
    put(join(cache, `${name}-${size}.webp`), webp);
    put(join(cache, `${name}-${size}.avif`), avif);
    bytes.webp += webp.length;
    bytes.avif += avif.length;
  }
  put(join(cache, `${name}.json`), JSON.stringify({ width, height, widths, bytes }));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [cache, job] = process.argv.slice(2);
  mkdirSync(cache, { recursive: true });
  for (const item of JSON.parse(readFileSync(job, 'utf8'))) await variants(cache, item);
}

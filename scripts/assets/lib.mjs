// Shared helpers for the asset generators (no network, no system fonts).
import { mkdir, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PUBLIC = path.join(ROOT, 'public');

export const C = {
  bg: '#0B0B0F',
  surface: '#15151C',
  line: '#2A2A35',
  text: '#F4F1EA',
  muted: '#A7A3B5',
  lime: '#D4FF5A',
  violet: '#8B7CFF',
  sand: '#E8C9A0',
};

/** Deterministic PRNG (mulberry32) so every run produces identical files. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const f = (n) => Math.round(n * 10) / 10;
export const pts = (arr) => arr.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

export function svgDoc(w, h, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** Rasterise an SVG string to a raw sharp pipeline at an exact output size. */
export function raster(svg, width, height, { alpha = false } = {}) {
  // Render at the target size directly from the vector (density scales the SVG).
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const vbw = m ? parseFloat(m[1]) : width;
  const density = Math.max(1, (72 * width) / vbw);
  const p = sharp(Buffer.from(svg), { density }).resize(width, height, { fit: 'fill' });
  // Opaque artwork: drop the alpha channel so encoders do not spend bytes on it.
  return alpha ? p : p.flatten({ background: C.bg });
}

export async function ensureDir(p) {
  await mkdir(p, { recursive: true });
}

const produced = [];
export function report() {
  return produced;
}

async function record(file) {
  const s = await stat(file);
  const meta = await sharp(file).metadata().catch(() => ({}));
  produced.push({ file: path.relative(ROOT, file), bytes: s.size, w: meta.width, h: meta.height });
}

export async function writeWebp(svg, file, width, height, opts = {}) {
  await ensureDir(path.dirname(file));
  const buf = await raster(svg, width, height)
    .webp({ quality: opts.quality ?? 76, effort: 6, smartSubsample: true, ...(opts.webp || {}) })
    .toBuffer();
  await writeFile(file, buf);
  await record(file);
  return buf.length;
}

export async function writeAvif(svg, file, width, height, opts = {}) {
  await ensureDir(path.dirname(file));
  const buf = await raster(svg, width, height)
    .avif({ quality: opts.quality ?? 55, effort: 7, chromaSubsampling: '4:2:0' })
    .toBuffer();
  await writeFile(file, buf);
  await record(file);
  return buf.length;
}

export async function writePng(svg, file, width, height, { flatten, palette = false } = {}) {
  await ensureDir(path.dirname(file));
  let p = raster(svg, width, height, { alpha: true });
  if (flatten) p = p.flatten({ background: flatten });
  const buf = await p.png(palette ? { compressionLevel: 9, palette: true, quality: 95, effort: 10, dither: 0.6 } : { compressionLevel: 9 }).toBuffer();
  await writeFile(file, buf);
  await record(file);
  return buf;
}

export async function writeRaw(file, data) {
  await ensureDir(path.dirname(file));
  await writeFile(file, data);
  const s = await stat(file);
  produced.push({ file: path.relative(ROOT, file), bytes: s.size });
}

export function recordExternal(entry) {
  produced.push(entry);
}

/**
 * Encode with a byte budget: start at `quality` and step down until the file fits.
 */
export async function writeWebpBudget(svg, file, width, height, maxBytes, quality = 78, minQ = 50, { alpha = false } = {}) {
  await ensureDir(path.dirname(file));
  let q = quality;
  let buf;
  for (;;) {
    buf = await raster(svg, width, height, { alpha }).webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer();
    if (buf.length <= maxBytes || q <= minQ) break;
    q -= 4;
  }
  await writeFile(file, buf);
  await record(file);
  if (buf.length > maxBytes) console.warn(`! ${file} is ${buf.length} B (> ${maxBytes})`);
  return { bytes: buf.length, quality: q };
}

export function printReport(list = produced) {
  for (const r of list) {
    const dim = r.w ? `${r.w}x${r.h}` : r.dim || '';
    console.log(`${r.file.padEnd(48)} ${dim.padEnd(10)} ${String(r.bytes).padStart(8)} B`);
  }
}

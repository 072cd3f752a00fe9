// About-section background loop: drifting light blobs + flowing lines, rendered frame by frame
// with sharp (SVG -> PNG) and encoded with ffmpeg to VP9/WebM and H.264/MP4, plus a poster.
// All motion is periodic over exactly LOOP frames, so the last frame flows into the first.
import path from 'node:path';
import os from 'node:os';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import sharp from 'sharp';
import { C, PUBLIC, ensureDir, f, recordExternal, printReport, report } from './lib.mjs';

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 10;
const LOOP = FPS * SECONDS; // 240 frames
const RW = 640; // render size; soft content is upscaled by ffmpeg (smaller, faster, no banding noise)
const RH = 360;
const TAU = Math.PI * 2;

const BLOBS = [
  { color: C.violet, op: 0.55, cx: 330, cy: 300, rx: 420, ry: 330, ax: 140, ay: 70, kx: 1, ky: 1, ph: 0.0 },
  { color: C.lime, op: 0.28, cx: 960, cy: 230, rx: 330, ry: 260, ax: 120, ay: 80, kx: 1, ky: 2, ph: 1.7 },
  { color: C.sand, op: 0.18, cx: 820, cy: 600, rx: 380, ry: 240, ax: 160, ay: 50, kx: 1, ky: 1, ph: 3.4 },
  { color: '#5B4FD6', op: 0.45, cx: 1100, cy: 560, rx: 360, ry: 300, ax: 90, ay: 90, kx: 2, ky: 1, ph: 4.6 },
];

function frameSvg(i) {
  const t = (i / LOOP) * TAU; // 0..2π over the loop
  let defs = '';
  let blobs = '';
  BLOBS.forEach((b, k) => {
    defs += `<radialGradient id="b${k}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${b.color}" stop-opacity="${b.op}"/><stop offset="0.55" stop-color="${b.color}" stop-opacity="${f(b.op * 0.35)}"/><stop offset="1" stop-color="${b.color}" stop-opacity="0"/></radialGradient>`;
    const x = b.cx + b.ax * Math.sin(b.kx * t + b.ph);
    const y = b.cy + b.ay * Math.cos(b.ky * t + b.ph * 0.7);
    const rx = b.rx * (1 + 0.08 * Math.sin(t + b.ph));
    blobs += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(b.ry)}" fill="url(#b${k})"/>`;
  });
  defs += `<linearGradient id="ln" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.violet}" stop-opacity="0"/><stop offset="0.3" stop-color="${C.violet}"/><stop offset="0.7" stop-color="${C.lime}"/><stop offset="1" stop-color="${C.lime}" stop-opacity="0"/></linearGradient>`;
  defs += `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.5" stop-color="${C.bg}" stop-opacity="0"/><stop offset="1" stop-color="${C.bg}" stop-opacity="0.85"/></radialGradient>`;
  // Flowing lines: a ribbon of sine curves whose phase advances one full turn per loop
  let lines = '';
  for (let l = 0; l < 9; l++) {
    let d = '';
    for (let x = -40; x <= W + 40; x += 40) {
      const u = x / W;
      const y =
        470 +
        l * 14 +
        Math.sin(u * TAU * 1.0 + t + l * 0.22) * (70 + l * 6) +
        Math.sin(u * TAU * 2.0 - t * 2 + l * 0.1) * 22;
      d += `${d ? ' L' : 'M'} ${x} ${f(y)}`;
    }
    lines += `<path d="${d}" fill="none" stroke="url(#ln)" stroke-width="2.2" stroke-opacity="${f(0.1 + l * 0.025)}" stroke-linejoin="round"/>`;
  }
  const body = `<rect width="${W}" height="${H}" fill="${C.bg}"/>${blobs}${lines}<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}

async function renderFrames(dir) {
  const density = (72 * RW) / W;
  const jobs = Array.from({ length: LOOP }, (_, i) => i);
  const workers = Math.max(1, Math.min(4, os.cpus().length));
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < jobs.length) {
        const i = jobs[next++];
        await sharp(Buffer.from(frameSvg(i)), { density })
          .resize(RW, RH)
          .png({ compressionLevel: 1 })
          .toFile(path.join(dir, `f${String(i).padStart(4, '0')}.png`));
      }
    }),
  );
}

function ffmpeg(args) {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${args.join(' ')}`);
}

async function sizeOf(file) {
  return (await stat(file)).size;
}

export async function makeVideo() {
  const which = spawnSync('ffmpeg', ['-version']);
  if (which.status !== 0) throw new Error('ffmpeg is required (apt-get install -y ffmpeg)');
  const outDir = path.join(PUBLIC, 'video');
  await ensureDir(outDir);
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'about-frames-'));
  try {
    await renderFrames(tmp);
    const input = ['-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png')];
    // Upscale to 1280x720; the soft content scales cleanly. Light dither hides 8-bit banding.
    const vf = `scale=${W}:${H}:flags=bicubic,format=yuv420p`;
    const webm = path.join(outDir, 'about.webm');
    const mp4 = path.join(outDir, 'about.mp4');
    const LIMIT = 1_150_000;

    // VP9 two-pass constrained quality
    let crf = 36;
    for (;;) {
      const common = [...input, '-vf', vf, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf), '-row-mt', '1', '-tile-columns', '1', '-g', String(LOOP), '-an'];
      ffmpeg([...common, '-pass', '1', '-passlogfile', path.join(tmp, 'vp9'), '-f', 'null', '/dev/null']);
      ffmpeg([...common, '-pass', '2', '-passlogfile', path.join(tmp, 'vp9'), '-speed', '1', webm]);
      if ((await sizeOf(webm)) <= LIMIT || crf >= 50) break;
      crf += 3;
    }
    // H.264 (High profile, yuv420p, faststart for progressive playback)
    crf = 26;
    for (;;) {
      ffmpeg([...input, '-vf', vf, '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', String(crf), '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-g', String(LOOP), '-movflags', '+faststart', '-an', mp4]);
      if ((await sizeOf(mp4)) <= LIMIT || crf >= 40) break;
      crf += 2;
    }
    recordExternal({ file: 'public/video/about.webm', bytes: await sizeOf(webm), dim: `${W}x${H}` });
    recordExternal({ file: 'public/video/about.mp4', bytes: await sizeOf(mp4), dim: `${W}x${H}` });

    // Poster = first frame of the loop, same upscale, as WebP under 40 KB
    const poster = path.join(PUBLIC, 'images', 'about-poster.webp');
    await ensureDir(path.dirname(poster));
    let q = 72;
    for (;;) {
      await sharp(path.join(tmp, 'f0000.png')).resize(W, H, { kernel: 'cubic' }).webp({ quality: q, effort: 6, smartSubsample: true }).toFile(poster);
      if ((await sizeOf(poster)) <= 39_000 || q <= 40) break;
      q -= 6;
    }
    recordExternal({ file: 'public/images/about-poster.webp', bytes: await sizeOf(poster), dim: `${W}x${H}` });
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await makeVideo();
  printReport(report());
}

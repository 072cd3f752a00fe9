// App icons + favicon: "RM" monogram drawn with SVG paths (no fonts).
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { C, PUBLIC, ensureDir, writePng, writeRaw, printReport, report } from './lib.mjs';

/**
 * Monogram geometry in a 512 box. R = stem + bowl + lime leg, M = two stems with a V.
 * `sw` is the stroke weight; small sizes use a heavier weight for legibility.
 */
function monogram({ sw = 46, scale = 1 } = {}) {
  const t = `translate(256 256) scale(${scale}) translate(-256 -256)`;
  const top = 158;
  const base = 354;
  const mid = 262;
  const h = sw / 2;
  return `<g transform="${t}" fill="none" stroke-linecap="butt" stroke-linejoin="miter" stroke-miterlimit="4">
    <path d="M ${104 + h} ${base} V ${top + h} H 196 A ${(mid - top - sw / 2) / 2 + h / 2} ${(mid - top - sw / 2) / 2 + h / 2} 0 0 1 196 ${mid} H ${104 + h}"
          stroke="${C.text}" stroke-width="${sw}"/>
    <path d="M 188 ${mid} L 252 ${base}" stroke="${C.lime}" stroke-width="${sw}"/>
    <path d="M ${286 + h} ${base} V ${top + h + 2} L ${347} ${mid + 8} L ${408 - h} ${top + h + 2} V ${base}"
          stroke="${C.text}" stroke-width="${sw}" stroke-linejoin="bevel"/>
  </g>`;
}

function tile({ rounded = true, sw, scale, accent = true } = {}) {
  const rx = rounded ? 112 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1C1B26"/><stop offset="1" stop-color="${C.bg}"/></linearGradient>
    <radialGradient id="g" cx="0.85" cy="0.1" r="0.6"><stop offset="0" stop-color="${C.lime}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.lime}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="512" height="512" rx="${rx}" fill="url(#t)"/>
  <rect width="512" height="512" rx="${rx}" fill="url(#g)"/>
  ${rounded ? `<rect x="4" y="4" width="504" height="504" rx="${rx - 4}" fill="none" stroke="${C.line}" stroke-width="8"/>` : ''}
  ${monogram({ sw, scale })}
  ${accent ? `<circle cx="${256 + 168 * (scale ?? 1)}" cy="${256 + 98 * (scale ?? 1)}" r="${18 * (scale ?? 1)}" fill="${C.lime}"/>` : ''}
</svg>`;
}

/** Build an .ico container holding PNG-compressed images (supported since Windows Vista). */
function ico(pngs) {
  const count = pngs.length;
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(count, 4);
  const dir = Buffer.alloc(16 * count);
  let offset = 6 + 16 * count;
  pngs.forEach(({ size, buf }, i) => {
    const o = i * 16;
    dir.writeUInt8(size >= 256 ? 0 : size, o);
    dir.writeUInt8(size >= 256 ? 0 : size, o + 1);
    dir.writeUInt8(0, o + 2); // palette
    dir.writeUInt8(0, o + 3); // reserved
    dir.writeUInt16LE(1, o + 4); // planes
    dir.writeUInt16LE(32, o + 6); // bpp
    dir.writeUInt32LE(buf.length, o + 8);
    dir.writeUInt32LE(offset, o + 12);
    offset += buf.length;
  });
  return Buffer.concat([header, dir, ...pngs.map((p) => p.buf)]);
}

export async function makeIcons() {
  const dir = path.join(PUBLIC, 'icons');
  await ensureDir(dir);
  const main = tile({ sw: 46, scale: 1 });
  await writeFile(path.join(dir, 'icon.svg'), main.replace(/\n\s*/g, ' ').replace(/>\s+</g, '><').trim() + '\n');
  report().push({ file: 'public/icons/icon.svg', bytes: Buffer.byteLength(main), dim: 'vector' });
  // recompute the svg bytes after minification
  const svgStat = (await import('node:fs')).statSync(path.join(dir, 'icon.svg'));
  report()[report().length - 1].bytes = svgStat.size;

  await writePng(main, path.join(dir, 'icon-192.png'), 192, 192);
  await writePng(main, path.join(dir, 'icon-512.png'), 512, 512);
  // Maskable: full-bleed, monogram inside the 80% safe circle
  await writePng(tile({ rounded: false, sw: 46, scale: 0.72 }), path.join(dir, 'icon-maskable-512.png'), 512, 512, { flatten: C.bg });
  // Apple touch: opaque, full-bleed (iOS applies its own mask)
  await writePng(tile({ rounded: false, sw: 48, scale: 0.86 }), path.join(dir, 'apple-touch-icon.png'), 180, 180, { flatten: C.bg });

  // Favicon: heavier strokes, no accent dot, tighter corner radius
  const small = tile({ sw: 64, scale: 1.12, accent: false }).replace('rx="112"', 'rx="96"').replace('rx="108"', 'rx="92"');
  const pngs = [];
  for (const size of [16, 32]) {
    const density = (72 * size) / 512;
    const buf = await sharp(Buffer.from(small), { density: Math.max(density, 1) })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    pngs.push({ size, buf });
  }
  await writeRaw(path.join(PUBLIC, 'favicon.ico'), ico(pngs));
  report()[report().length - 1].dim = '16+32';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await makeIcons();
  printReport(report());
}

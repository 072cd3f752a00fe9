// App icons + favicon: "RM" monogram drawn with SVG paths (no fonts).
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { C, PUBLIC, ensureDir, writePng, writeRaw, printReport, report } from './lib.mjs';

/**
 * Monogram geometry in a 512 box (filled shapes, no fonts), centred on 256,256:
 * R = stem + bowl with counter + lime diagonal leg, M = two stems joined by a V.
 * `bold` adds an outline in the same colour to thicken strokes for tiny sizes.
 */
function monogram({ scale = 1, bold = 0 } = {}) {
  const t = `translate(256 256) scale(${scale}) translate(-256 -256)`;
  const ol = (c) => (bold ? ` stroke="${c}" stroke-width="${bold}" stroke-linejoin="miter"` : '');
  const R =
    'M 100 156 H 180 A 64 64 0 0 1 180 284 H 144 V 356 H 100 Z ' + // stem + bowl outline
    'M 144 200 V 240 H 180 A 20 20 0 0 0 180 200 Z'; // counter
  const leg = 'M 166 284 H 214 L 258 356 H 210 Z';
  const M = 'M 276 356 V 156 H 322 L 344 232 L 366 156 H 412 V 356 H 368 V 262 L 352 308 H 336 L 320 262 V 356 Z';
  return `<g transform="${t}">
    <path d="${R}" fill="${C.text}" fill-rule="evenodd"${ol(C.text)}/>
    <path d="${leg}" fill="${C.lime}"${ol(C.lime)}/>
    <path d="${M}" fill="${C.text}"${ol(C.text)}/>
  </g>`;
}

function tile({ rounded = true, scale = 1, bold = 0, accent = true } = {}) {
  const rx = rounded ? 112 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1C1B26"/><stop offset="1" stop-color="${C.bg}"/></linearGradient>
    <radialGradient id="g" cx="0.85" cy="0.1" r="0.6"><stop offset="0" stop-color="${C.lime}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.lime}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="512" height="512" rx="${rx}" fill="url(#t)"/>
  <rect width="512" height="512" rx="${rx}" fill="url(#g)"/>
  ${rounded ? `<rect x="4" y="4" width="504" height="504" rx="${rx - 4}" fill="none" stroke="${C.line}" stroke-width="8"/>` : ''}
  ${monogram({ scale, bold })}
  ${accent ? `<circle cx="${256 + 184 * scale}" cy="${256 + 84 * scale}" r="${16 * scale}" fill="${C.lime}"/>` : ''}
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
  const main = tile({ scale: 1 });
  await writeFile(path.join(dir, 'icon.svg'), main.replace(/\n\s*/g, ' ').replace(/>\s+</g, '><').trim() + '\n');
  report().push({ file: 'public/icons/icon.svg', bytes: Buffer.byteLength(main), dim: 'vector' });
  // recompute the svg bytes after minification
  const svgStat = (await import('node:fs')).statSync(path.join(dir, 'icon.svg'));
  report()[report().length - 1].bytes = svgStat.size;

  await writePng(main, path.join(dir, 'icon-192.png'), 192, 192, { palette: true });
  await writePng(main, path.join(dir, 'icon-512.png'), 512, 512, { palette: true });
  // Maskable: full-bleed, monogram inside the 80% safe circle
  await writePng(tile({ rounded: false, scale: 0.74 }), path.join(dir, 'icon-maskable-512.png'), 512, 512, { flatten: C.bg, palette: true });
  // Apple touch: opaque, full-bleed (iOS applies its own mask)
  await writePng(tile({ rounded: false, scale: 0.86 }), path.join(dir, 'apple-touch-icon.png'), 180, 180, { flatten: C.bg, palette: true });

  // Favicon: heavier strokes, no accent dot, tighter corner radius
  const small = tile({ scale: 1.18, bold: 12, accent: false }).replace('rx="112"', 'rx="96"').replace('rx="108"', 'rx="92"');
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

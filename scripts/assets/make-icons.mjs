// The "RM" monogram icon set: SVG, PNG sizes, apple touch icon and a two-size favicon.ico.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PUBLIC } from './lib.mjs';

const BG = '#0B0B0F';
const LIME = '#D4FF5A';

// Letters drawn as strokes (no fonts): R and M on a 64-unit grid.
const letters = `
  <path d="M14 46V18h9.5a7 7 0 0 1 0 14H14M23 32l8 14" />
  <path d="M35 46V18l8.5 16L52 18v28" />`;

function tile({ size = 64, radius = 14, pad = 0, transparent = false } = {}) {
  const inner = 64 - pad * 2;
  const scale = inner / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  ${transparent ? '' : `<rect width="64" height="64" fill="${BG}"/>`}
  <g transform="translate(${pad} ${pad}) scale(${scale})">
    ${transparent ? `<rect width="64" height="64" rx="${radius}" fill="${BG}"/>` : ''}
    <rect x="6" y="6" width="52" height="52" rx="${radius - 2}" fill="none" stroke="${LIME}" stroke-opacity="0.35" stroke-width="1.5"/>
    <g fill="none" stroke="${LIME}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${letters}</g>
  </g>
</svg>`;
}

function ico(pngs) {
  const header = Buffer.alloc(6 + pngs.length * 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, index) => {
    const at = 6 + index * 16;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map(({ data }) => data)]);
}

const dir = path.join(PUBLIC, 'icons');
await mkdir(dir, { recursive: true });
const rounded = tile({ transparent: true });
await writeFile(path.join(dir, 'icon.svg'), rounded);
const png = (svg, size) => sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
await writeFile(path.join(dir, 'icon-192.png'), await png(rounded, 192));
await writeFile(path.join(dir, 'icon-512.png'), await png(rounded, 512));
await writeFile(path.join(dir, 'icon-maskable-512.png'), await png(tile({ pad: 10 }), 512));
await writeFile(path.join(dir, 'apple-touch-icon.png'), await png(tile({ radius: 0 }), 180));
const small = await Promise.all([16, 32].map(async (size) => ({ size, data: await png(rounded, size) })));
await writeFile(path.join(PUBLIC, 'favicon.ico'), ico(small));
console.log('icons written to', dir);

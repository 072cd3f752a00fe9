// Two drawings for the test article of every markdown construct (__tests__/fixtures/posts-build):
// a before/after bar chart (1600×900) and a page wireframe (1200×1500), both PNG sources for the figure pipeline.
import path from 'node:path';
import sharp from 'sharp';
import { C, ROOT, svgDoc } from './lib.mjs';

const OUT = path.join(ROOT, '__tests__', 'fixtures', 'posts-build', 'images');

function chart() {
  const bars = [
    ['LCP', 4.2, 0.8],
    ['TBT', 3.1, 0.4],
    ['CLS', 1.6, 0.1],
  ]
    .map(([, before, after], i) => {
      const x = 220 + i * 440;
      return `<rect x="${x}" y="${780 - before * 150}" width="140" height="${before * 150}" rx="12" fill="${C.violet}"/>
<rect x="${x + 170}" y="${780 - after * 150}" width="140" height="${after * 150}" rx="12" fill="${C.lime}"/>
<rect x="${x + 60}" y="810" width="200" height="28" rx="8" fill="${C.muted}"/>`;
    })
    .join('');
  return svgDoc(1600, 900, `<rect width="1600" height="900" fill="${C.bg}"/><rect x="120" y="778" width="1360" height="4" fill="${C.line}"/>${bars}`);
}

function wireframe() {
  const blocks = [
    [80, 80, 1040, 90, C.surface],
    [80, 230, 640, 60, C.text],
    [80, 310, 520, 40, C.muted],
    [80, 390, 260, 70, C.lime],
    [80, 540, 1040, 520, C.surface],
    [80, 1120, 500, 300, C.line],
    [620, 1120, 500, 300, C.line],
  ];
  const body = blocks.map(([x, y, w, h, fill]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}"/>`).join('');
  return svgDoc(1200, 1500, `<rect width="1200" height="1500" fill="${C.bg}"/>${body}`);
}

await sharp(Buffer.from(chart())).png({ compressionLevel: 9 }).toFile(path.join(OUT, 'antes-depois.png'));
await sharp(Buffer.from(wireframe())).png({ compressionLevel: 9 }).toFile(path.join(OUT, 'wireframe.png'));
console.log('fixture figures written to', path.relative(ROOT, OUT));

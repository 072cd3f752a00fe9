// Two drawings for the test article of every markdown construct (__tests__/fixtures/posts-build):
// a before/after bar chart (1600×900) and a page wireframe (1200×1500), both PNG sources for the figure pipeline;
// and two screens of the test case whose pictures were uploaded (__tests__/fixtures/projects-build): a clinic's
// booking dashboard on a computer (1600×1000) and its agenda on a phone (600×1200), as an editor would upload them;
// and a conversation of speech bubbles (720×480) exported as WebP, the figure beside the build test's new article.
import path from 'node:path';
import sharp from 'sharp';
import { C, ROOT, svgDoc } from './lib.mjs';

const OUT = path.join(ROOT, '__tests__', 'fixtures', 'posts-build', 'images');
const CASE_OUT = path.join(ROOT, '__tests__', 'fixtures', 'projects-build', 'images');

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

const box = (x, y, w, h, fill, r = 12) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;

/** A booking dashboard: a side menu, four figures, a week of bookings as bars and the day's list. */
function dashboard() {
  const menu = [0, 1, 2, 3, 4].map((i) => box(48, 200 + i * 70, 200, 36, i === 0 ? C.lime : C.line, 10)).join('');
  const figures = [0, 1, 2, 3]
    .map((i) => box(340 + i * 305, 80, 280, 150, C.surface, 18) + box(370 + i * 305, 110, 120, 20, C.muted, 6) + box(370 + i * 305, 150, 180, 44, C.text, 8))
    .join('');
  const week = [5, 8, 6, 9, 7, 4, 2]
    .map((n, i) => box(400 + i * 100, 700 - n * 45, 56, n * 45, i === 3 ? C.lime : C.violet, 8))
    .join('');
  const list = [0, 1, 2, 3, 4, 5]
    .map((i) => box(1140, 300 + i * 100, 400, 76, C.surface, 14) + `<circle cx="1186" cy="${338 + i * 100}" r="20" fill="${C.sand}"/>` + box(1222, 322 + i * 100, 220, 16, C.text, 6) + box(1222, 348 + i * 100, 140, 12, C.muted, 6))
    .join('');
  return svgDoc(
    1600,
    1000,
    `<rect width="1600" height="1000" fill="${C.bg}"/>${box(0, 0, 296, 1000, C.surface, 0)}${box(48, 72, 160, 48, C.violet)}${menu}${figures}${box(340, 270, 770, 500, C.surface, 18)}${week}${list}`,
  );
}

/** The same clinic's agenda on a phone: a header, a row of days and the day's bookings. */
function agenda() {
  const days = [0, 1, 2, 3, 4].map((i) => box(40 + i * 108, 220, 88, 110, i === 1 ? C.lime : C.surface, 18)).join('');
  const slots = [0, 1, 2, 3, 4, 5]
    .map((i) => box(40, 380 + i * 130, 520, 108, C.surface, 18) + box(64, 404 + i * 130, 96, 24, C.violet, 8) + box(184, 404 + i * 130, 300, 24, C.text, 8) + box(184, 444 + i * 130, 200, 18, C.muted, 6))
    .join('');
  return svgDoc(600, 1200, `<rect width="600" height="1200" fill="${C.bg}"/>${box(40, 60, 300, 44, C.text, 10)}${box(40, 126, 200, 28, C.muted, 8)}${box(480, 56, 80, 80, C.lime, 40)}${days}${slots}`);
}

/** Voices in a community: speech bubbles of three people, in turn, on the site's dark ground. */
function conversation() {
  const turns = [
    [60, 70, 380, C.violet, C.sand],
    [300, 190, 360, C.lime, C.violet],
    [60, 310, 300, C.surface, C.lime],
  ];
  const bubbles = turns
    .map(([x, y, w, fill, face]) => {
      const side = x < 200 ? x - 10 : x + w + 10;
      return `<circle cx="${side}" cy="${y + 80}" r="26" fill="${face}"/>${box(x + (x < 200 ? 30 : -30), y, w, 100, fill, 28)}`;
    })
    .join('');
  return svgDoc(720, 480, `<rect width="720" height="480" fill="${C.bg}"/>${bubbles}`);
}

await sharp(Buffer.from(chart())).png({ compressionLevel: 9 }).toFile(path.join(OUT, 'antes-depois.png'));
await sharp(Buffer.from(wireframe())).png({ compressionLevel: 9 }).toFile(path.join(OUT, 'wireframe.png'));
await sharp(Buffer.from(dashboard())).png({ compressionLevel: 9 }).toFile(path.join(CASE_OUT, 'painel-agendamentos.png'));
await sharp(Buffer.from(agenda())).png({ compressionLevel: 9 }).toFile(path.join(CASE_OUT, 'agenda-celular.png'));
await sharp(Buffer.from(conversation())).webp({ quality: 80 }).toFile(path.join(OUT, 'conversa.webp'));
console.log('fixture figures written to', path.relative(ROOT, OUT), 'and', path.relative(ROOT, CASE_OUT));

// Tatame Jiu-Jitsu: the home page over the week's schedule, the day's classes on a phone, the schedule with one class picked.
import { C } from '../lib.mjs';
import { bar, chatMark, circle, navBar, para, pointer, poly, rect } from '../draw.mjs';

const red = '#E5484D';
const chalk = '#F4F1EA';
const green = '#25D366';
const tile = '#1C1C22';
/** Kids, beginners, advanced, women's class. */
const LEVELS = ['#F5C84C', chalk, red, C.violet];
const defs = `
  <linearGradient id="jjHero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1A1012"/><stop offset="1" stop-color="#0A0A0C"/></linearGradient>
  <radialGradient id="jjGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${red}" stop-opacity="0.18"/><stop offset="1" stop-color="${red}" stop-opacity="0"/></radialGradient>
  <linearGradient id="jjRed" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FF5A5F"/><stop offset="1" stop-color="#A5161B"/></linearGradient>`;

/** A black belt knot with its red bar, centred at (cx, cy). */
function belt(cx, cy, sc) {
  const k = (v) => v * sc;
  let s = rect(cx - k(230), cy - k(22), k(460), k(44), '#111', k(6));
  s += rect(cx + k(120), cy - k(22), k(60), k(44), red);
  s += poly(
    [
      [cx - k(20), cy + k(16)],
      [cx - k(90), cy + k(150)],
      [cx - k(50), cy + k(160)],
      [cx + k(2), cy + k(26)],
    ],
    '#111',
  );
  s += poly(
    [
      [cx + k(8), cy + k(16)],
      [cx + k(70), cy + k(156)],
      [cx + k(110), cy + k(140)],
      [cx + k(36), cy + k(14)],
    ],
    '#111',
  );
  return s + rect(cx - k(40), cy - k(34), k(80), k(68), '#161616', k(10), `stroke="#2A2A30" stroke-width="${k(3)}"`);
}

/** One class in a schedule: level stripe, time and name bars; `on` when picked. */
function slot(x, y, w, hgt, level, on) {
  let s = rect(x, y, w, hgt, on ? '#2A1416' : tile, 8, on ? `stroke="${red}" stroke-width="2.5"` : '');
  s += rect(x, y, 6, hgt, LEVELS[level], 3);
  const mid = hgt > 110 ? 30 : hgt / 2;
  return s + bar(x + 18, y + mid - 12, 44, 9, chalk, 0.95) + bar(x + 18, y + mid + 4, w * 0.5, 7, C.muted, 0.6);
}

function desktop({ w, h }) {
  let s = rect(0, 0, w, h, 'url(#jjHero)');
  s += poly(
    [
      [640, 0],
      [w, 0],
      [w, 300],
      [540, 300],
    ],
    'url(#jjRed)',
  );
  s += belt(820, 130, 0.55);
  s += navBar(40, chalk, { x0: 48, x1: w - 48, logo: circle(62, 40, 14, red), cta: chalk });
  s += bar(64, 106, 110, 8, red) + rect(64, 128, 360, 46, chalk, 4) + rect(64, 182, 300, 46, red, 4);
  s += rect(64, 246, 200, 46, red, 4) + bar(94, 265, 140, 9, '#FFFFFF');
  // weekly schedule
  s += rect(0, 300, w, h - 300, '#111114');
  s += bar(64, 336, 180, 14, chalk);
  ['Todos', 'Infantil', 'Iniciante', 'Avançado', 'Feminino'].forEach((_, i) => {
    const x = w - 64 - 5 * 118 + i * 118;
    s += rect(x, 326, 108, 34, i === 0 ? chalk : tile, 17) + (i ? circle(x + 18, 343, 5, LEVELS[i - 1]) : '') + bar(x + (i ? 30 : 20), 339, i ? 60 : 68, 8, i === 0 ? '#111' : chalk, 0.8);
  });
  const cw = (w - 128 - 5 * 12) / 6;
  for (let c = 0; c < 6; c++) {
    const x = 64 + c * (cw + 12);
    s += bar(x, 384, 50, 9, chalk, 0.6);
    for (let r = 0; r < 4; r++) {
      const level = (c + r * 2) % 4;
      if ((c + r) % 5 === 4) continue;
      s += slot(x, 406 + r * 64, cw, 54, level, c === 2 && r === 3);
    }
  }
  return { defs, body: s };
}

function mobile({ w, h }) {
  let s = rect(0, 0, w, h, '#0A0A0C');
  s += circle(34, 76, 12, red) + bar(54, 71, 80, 10, chalk, 0.9);
  for (let i = 0; i < 3; i++) s += bar(w - 50, 68 + i * 8, 24, 3, chalk, 0.8);
  s += bar(22, 114, 70, 6, red) + bar(22, 130, 200, 26, chalk);
  for (let d = 0; d < 6; d++) s += rect(22 + d * 46, 178, 40, 48, d === 2 ? red : tile, 10) + bar(32 + d * 46, 190, 20, 6, chalk, 0.7) + bar(34 + d * 46, 206, 16, 9, chalk, 0.95);
  [0, 1, 2, 3, 1].forEach((level, i) => {
    const y = 246 + i * 70 + (i > 3 ? 58 : 0);
    s += slot(22, y, w - 44, i === 3 ? 118 : 60, level, i === 3);
  });
  // the picked class opens its WhatsApp button
  s += rect(40, 306 + 3 * 70, w - 80, 44, green, 22) + chatMark(68, 328 + 3 * 70, 9, '#FFFFFF') + bar(88, 324 + 3 * 70, 150, 9, '#0A0A0C', 0.85);
  return { defs, body: s };
}

function detail({ w }) {
  let s = rect(0, 0, w, 654, '#111114') + `<ellipse cx="${w / 2}" cy="330" rx="520" ry="300" fill="url(#jjGlow)"/>`;
  s += bar(60, 52, 220, 18, chalk);
  LEVELS.forEach((c, i) => (s += circle(w - 560 + i * 130, 61, 7, c) + bar(w - 546 + i * 130, 57, 80, 8, chalk, 0.7)));
  const cols = 5;
  const cw = (w - 120 - (cols - 1) * 16) / cols;
  for (let c = 0; c < cols; c++) {
    const x = 60 + c * (cw + 16);
    s += bar(x, 110, 60, 10, chalk, 0.7);
    for (let r = 0; r < 4; r++) {
      if ((c * 3 + r) % 7 === 6) continue;
      s += slot(x, 130 + r * 122, cw, 102, (c + r * 3) % 4, c === 2 && r === 2);
    }
  }
  // popover under the picked evening class
  const px = 60 + 2 * (cw + 16) - 40;
  const py = 130 + 2 * 122 + 114;
  s += rect(px + cw / 2 + 30, py - 8, 20, 20, chalk, 3, `transform="rotate(45 ${px + cw / 2 + 40} ${py + 2})"`);
  s += rect(px, py, cw + 80, 150, chalk, 14);
  s += bar(px + 22, py + 24, 150, 11, '#111') + para(px + 22, py + 48, cw + 20, 2, '#4A4650', { seed: 91, h: 7, gap: 15, op: 0.8 });
  s += rect(px + 22, py + 92, cw + 36, 42, green, 21) + chatMark(px + 48, py + 113, 9, '#FFFFFF') + bar(px + 66, py + 109, cw - 30, 9, '#0A0A0C', 0.85);
  s += pointer(px + cw - 10, py + 118, 1.2);
  return { defs, body: s };
}

export const theme = { glow: red, page: '#0A0A0C', chrome: '#1A1A20', dot: '#3A3A46', url: '#262630', statusInk: chalk };
export { desktop, mobile, detail };

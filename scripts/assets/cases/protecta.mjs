// Protecta Seguros: the car insurance landing page with its quote form, the same page on a phone, the four-field form.
import { bar, chatMark, check, circle, navBar, para, pointer, rect, star } from '../draw.mjs';

const navy = '#0F1E3D';
const teal = '#2BC4A8';
const blue = '#2F5BEA';
const page = '#F4F6FA';
const grey = '#8A93A6';
const line = '#D5DAE5';
const defs = `<radialGradient id="pHalo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${teal}" stop-opacity="0.3"/><stop offset="1" stop-color="${teal}" stop-opacity="0"/></radialGradient>`;
const shieldLogo = (x, y, sc = 1) =>
  `<path d="M ${x} ${y} l ${14 * sc} ${6 * sc} v ${10 * sc} c 0 ${8 * sc} ${-6 * sc} ${13 * sc} ${-14 * sc} ${16 * sc} c ${-8 * sc} ${-3 * sc} ${-14 * sc} ${-8 * sc} ${-14 * sc} ${-16 * sc} v ${-10 * sc} z" fill="${blue}"/>`;
/** A car seen from the side, in a box starting at (x, y) about 40 x 22 times sc. */
const car = (x, y, sc, fill) =>
  `<path d="M ${x} ${y + 16 * sc} l ${4 * sc} ${-8 * sc} l ${8 * sc} ${-8 * sc} h ${16 * sc} l ${8 * sc} ${8 * sc} l ${4 * sc} ${2 * sc} v ${8 * sc} h ${-40 * sc} z" fill="${fill}"/>` +
  circle(x + 10 * sc, y + 18 * sc, 4 * sc, fill, 'stroke="#FFFFFF" stroke-width="2"') +
  circle(x + 30 * sc, y + 18 * sc, 4 * sc, fill, 'stroke="#FFFFFF" stroke-width="2"');

/** One labelled input: label bar above a box holding a value bar. */
function field(x, y, w, { label = 60, value = 100, focus = false, select = false, seed = 0 } = {}) {
  let s = bar(x, y, label, 7, navy, 0.7);
  s += rect(x, y + 16, w, 46, '#FFFFFF', 10, `stroke="${focus ? blue : line}" stroke-width="${focus ? 2.5 : 1.5}"`);
  s += bar(x + 16, y + 35, value + (seed % 3) * 10, 9, navy, focus ? 0.9 : 0.45);
  if (focus) s += rect(x + 22 + value + (seed % 3) * 10, y + 29, 2, 20, blue);
  if (select) s += `<path d="M ${x + w - 28} ${y + 35} l 7 7 l 7 -7" stroke="${grey}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  return s;
}

function desktop({ w, h }) {
  let s = rect(0, 0, w, h, page);
  s += navBar(40, navy, { x0: 48, x1: w - 48, logo: shieldLogo(62, 24), cta: navy, ctaText: '#FFFFFF' });
  s += rect(64, 112, 170, 30, '#E2F7F2', 15) + circle(82, 127, 5, teal) + bar(94, 123, 120, 8, '#1B7E6C', 0.8);
  s += bar(64, 166, 440, 38, navy) + bar(64, 214, 320, 38, blue);
  s += para(64, 278, 420, 2, '#5B6478', { seed: 81, op: 0.7 });
  for (let i = 0; i < 3; i++) s += circle(76, 346 + i * 34, 11, '#E2F7F2') + check(70, 340 + i * 34, 12, teal, 2.5) + bar(98, 342 + i * 34, 220 - i * 30, 8, navy, 0.7);
  s += bar(64, 456, 150, 7, grey, 0.7);
  for (let i = 0; i < 5; i++) s += rect(64 + i * 92, 474, 80, 40, '#FFFFFF', 8, `stroke="${line}"`) + circle(82 + i * 92, 494, 7, ['#E5484D', blue, teal, '#F5A524', navy][i], 'opacity="0.7"') + bar(94 + i * 92, 490, 36, 8, grey, 0.6);
  // quote form
  const x = 600;
  const fw = w - x - 64;
  s += `<ellipse cx="${x + fw / 2}" cy="300" rx="320" ry="260" fill="url(#pHalo)"/>`;
  s += rect(x + 6, 106, fw, 440, navy, 18, 'opacity="0.08"') + rect(x, 96, fw, 440, '#FFFFFF', 18);
  s += rect(x + 28, 122, 48, 48, '#E8EEFF', 12) + car(x + 32, 134, 1, blue) + bar(x + 90, 130, 160, 12, navy) + bar(x + 90, 152, 110, 7, grey, 0.7);
  s += rect(x + 28, 190, fw - 56, 6, '#E6EAF2', 3) + rect(x + 28, 190, (fw - 56) / 2, 6, teal, 3);
  s += field(x + 28, 214, (fw - 70) / 2, { select: true, value: 90, seed: 1 }) + field(x + 42 + (fw - 70) / 2, 214, (fw - 70) / 2, { select: true, value: 40, label: 30 });
  s += field(x + 28, 294, (fw - 70) / 2, { value: 80, label: 30, focus: true }) + field(x + 42 + (fw - 70) / 2, 294, (fw - 70) / 2, { value: 110, label: 70 });
  s += rect(x + 28, 390, fw - 56, 56, blue, 12) + bar(x + fw / 2 - 70, 414, 140, 9, '#FFFFFF');
  s += rect(x + fw / 2 - 70, 470, 10, 12, grey, 2) + bar(x + fw / 2 - 52, 472, 130, 7, grey, 0.6);
  // questions from real clients
  s += rect(0, 580, w, h - 580, navy);
  for (let i = 0; i < 2; i++) s += rect(64 + i * 488, 606, 464, 56, '#1D3260', 12) + bar(88 + i * 488, 630, 280, 9, '#FFFFFF', 0.85) + bar(64 + i * 488 + 424, 624, 4, 20, teal) + bar(64 + i * 488 + 416, 632, 20, 4, teal);
  return { defs, body: s };
}

function mobile({ w, h }) {
  let s = rect(0, 0, w, h, page);
  s += shieldLogo(36, 62) + bar(58, 71, 80, 10, navy, 0.9);
  for (let i = 0; i < 3; i++) s += bar(w - 50, 68 + i * 8, 24, 3, navy, 0.8);
  s += rect(22, 110, 130, 24, '#E2F7F2', 12) + circle(36, 122, 4, teal) + bar(46, 118, 90, 7, '#1B7E6C', 0.8);
  s += bar(22, 150, 260, 24, navy) + bar(22, 182, 180, 24, blue);
  // compact form
  s += rect(16, 226, w - 32, 276, '#FFFFFF', 16, `stroke="${line}"`);
  s += rect(34, 244, w - 68, 5, '#E6EAF2', 3) + rect(34, 244, (w - 68) / 2, 5, teal, 3);
  s += field(34, 264, w - 68, { select: true, value: 110, seed: 2 }) + field(34, 334, w - 68, { value: 140, label: 70, focus: true });
  s += rect(34, 420, w - 68, 52, blue, 12) + bar(w / 2 - 60, 442, 120, 9, '#FFFFFF');
  // Google reviews
  s += circle(36, 538, 14, '#FFFFFF', `stroke="${line}"`) + bar(30, 535, 12, 6, blue);
  s += bar(60, 528, 34, 12, navy);
  for (let i = 0; i < 5; i++) s += star(108 + i * 20, 534, 8, '#F5B400');
  s += bar(60, 550, 130, 7, grey, 0.6);
  s += para(22, 590, 260, 3, '#5B6478', { seed: 82, op: 0.6, h: 8, gap: 16 });
  // WhatsApp button
  s += circle(w - 50, h - 60, 30, '#000', 'opacity="0.12"') + circle(w - 52, h - 64, 30, '#25D366') + chatMark(w - 52, h - 64, 13, '#FFFFFF');
  return { defs, body: s };
}

function detail({ w }) {
  let s = rect(0, 0, w, 654, page) + `<ellipse cx="${w / 2}" cy="320" rx="460" ry="300" fill="url(#pHalo)"/>`;
  const cw = 720;
  const x = (w - cw) / 2;
  const y = 44;
  s += rect(x + 8, y + 14, cw, 566, navy, 22, 'opacity="0.08"') + rect(x, y, cw, 566, '#FFFFFF', 22);
  s += rect(x + 40, y + 36, 64, 64, '#E8EEFF', 16) + car(x + 46, y + 52, 1.3, blue);
  s += bar(x + 124, y + 44, 220, 16, navy) + bar(x + 124, y + 74, 160, 9, grey, 0.7);
  s += rect(x + cw - 124, y + 48, 84, 30, '#E2F7F2', 15) + bar(x + cw - 106, y + 59, 48, 8, '#1B7E6C', 0.8);
  s += rect(x + 40, y + 126, cw - 80, 8, '#E6EAF2', 4) + rect(x + 40, y + 126, (cw - 80) / 2, 8, teal, 4);
  const fw = (cw - 100) / 2;
  s += field(x + 40, y + 166, fw, { select: true, value: 120, label: 80, seed: 3 }) + field(x + 60 + fw, y + 166, fw, { select: true, value: 50, label: 40 });
  s += field(x + 40, y + 262, fw, { value: 96, label: 40, focus: true }) + field(x + 60 + fw, y + 262, fw, { value: 150, label: 90 });
  s += rect(x + 40, y + 368, cw - 80, 50, '#F4F6FA', 12) + circle(x + 64, y + 393, 9, teal) + check(x + 58, y + 387, 12, '#FFFFFF', 2.5) + bar(x + 84, y + 389, 340, 8, navy, 0.6);
  s += rect(x + 40, y + 446, cw - 80, 64, blue, 14) + bar(x + cw / 2 - 90, y + 473, 180, 10, '#FFFFFF');
  s += `<path d="M ${x + cw / 2 + 110} ${y + 478} h 22 m -8 -8 l 8 8 l -8 8" stroke="#FFFFFF" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += rect(x + cw / 2 - 90, y + 530, 12, 14, grey, 3) + bar(x + cw / 2 - 70, y + 533, 160, 8, grey, 0.6);
  s += pointer(x + cw / 2 + 40, y + 486, 1.2);
  return { defs, body: s };
}

export const theme = { glow: blue, page, chrome: '#E3E7EF', dot: '#B5BDCC', url: '#D5DBE6', statusInk: navy };
export { desktop, mobile, detail };

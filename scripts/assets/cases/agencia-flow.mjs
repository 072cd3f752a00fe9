// Agência Flow: the home page over its ribbons, the ROI calculator on a phone, the calculator with its projection.
import { C } from '../lib.mjs';
import { bar, circle, navBar, para, pointer, rect, wave } from '../draw.mjs';

const page = '#0E0D16';
const panel = '#171624';
const defs = `
  <linearGradient id="fw1" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.violet}"/><stop offset="1" stop-color="#FF7AC6"/></linearGradient>
  <linearGradient id="fw2" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#35E0C2"/><stop offset="1" stop-color="${C.lime}"/></linearGradient>
  <linearGradient id="fw3" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFB86B"/><stop offset="1" stop-color="#FF5E8A"/></linearGradient>
  <linearGradient id="fBar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.lime}"/><stop offset="1" stop-color="#35E0C2"/></linearGradient>`;
const logo = (x, y) => `<path d="M ${x} ${y - 2} q 8 -28 16 0 q 8 -28 16 0" stroke="${C.lime}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
const ribbons = (x0, vw, y0, n = 1) => {
  let s = '';
  for (let i = 0; i < 9; i++) s += wave(x0, vw, y0 + i * 10 * n, (80 + i * 4) * n, 0.6 + i * 0.12, 'url(#fw1)', 3, 0.12 + i * 0.06);
  for (let i = 0; i < 6; i++) s += wave(x0, vw, y0 + (80 + i * 9) * n, (60 - i * 3) * n, 2.4 + i * 0.1, 'url(#fw2)', 2.5, 0.15 + i * 0.08);
  return s;
};
/** A slider: label and value bars, the track, its lime fill up to `f` and the knob. */
function slider(x, y, w, f, seed = 0) {
  let s = bar(x, y, 110 + (seed % 3) * 20, 9, C.text, 0.8) + bar(x + w - 70, y - 2, 70, 13, C.lime);
  s += rect(x, y + 32, w, 8, '#2A2840', 4) + rect(x, y + 32, w * f, 8, C.lime, 4);
  return s + circle(x + w * f, y + 36, 13, '#FFFFFF', `stroke="${C.lime}" stroke-width="4"`);
}

function desktop({ w, h }) {
  let s = rect(0, 0, w, h, page) + ribbons(0, w, 230);
  s += navBar(40, C.text, { x0: 48, x1: w - 48, logo: logo(48, 54), cta: C.lime });
  s += rect(w / 2 - 90, 104, 180, 30, '#1D1B2B', 15, `stroke="${C.line}"`) + circle(w / 2 - 70, 119, 5, C.lime) + bar(w / 2 - 56, 115, 120, 8, C.muted, 0.8);
  s += bar(w / 2 - 300, 158, 600, 44, C.text) + bar(w / 2 - 220, 214, 440, 44, 'url(#fw1)');
  s += para(w / 2 - 220, 284, 440, 2, C.muted, { seed: 111, op: 0.7 });
  s += rect(w / 2 - 200, 340, 190, 54, C.lime, 27) + bar(w / 2 - 170, 363, 130, 9, '#111');
  s += rect(w / 2 + 10, 340, 190, 54, '#1D1B2B', 27, `stroke="${C.line}"`) + bar(w / 2 + 40, 363, 130, 9, C.text, 0.8);
  // client results
  const cw = (w - 96 - 40) / 3;
  for (let i = 0; i < 3; i++) {
    const x = 48 + i * (cw + 20);
    s += rect(x, 440, cw, 190, panel, 18, `stroke="${C.line}"`);
    s += circle(x + 36, 476, 14, ['#8B7CFF', '#E8C9A0', '#35E0C2'][i]) + bar(x + 60, 470, 100, 9, C.text, 0.7);
    s += bar(x + 24, 512, 110 + i * 14, 30, i === 1 ? 'url(#fw3)' : C.lime) + bar(x + 24, 554, 150, 8, C.muted, 0.6);
    let d = `M ${x + 24} 610`;
    [0, 6, 4, 12, 10, 18, 16, 26].forEach((v, k) => (d += ` L ${x + 24 + k * ((cw - 48) / 7)} ${610 - v * 1.4}`));
    s += `<path d="${d}" fill="none" stroke="${C.lime}" stroke-width="3" stroke-linejoin="round" opacity="0.8"/>`;
  }
  return { defs, body: s };
}

function mobile({ w, h }) {
  let s = rect(0, 0, w, h, page) + ribbons(-40, w + 80, 110, 0.5);
  s += logo(22, 82) + bar(84, 71, 60, 10, C.text, 0.9);
  for (let i = 0; i < 3; i++) s += bar(w - 50, 68 + i * 8, 24, 3, C.text, 0.8);
  s += bar(22, 124, 250, 24, C.text) + bar(22, 156, 180, 24, 'url(#fw1)');
  s += rect(16, 204, w - 32, 270, panel, 18, `stroke="${C.line}"`);
  for (let i = 0; i < 3; i++) {
    const y = 226 + i * 70;
    s += bar(34, y, 110 - i * 14, 7, C.muted, 0.8);
    s += rect(34, y + 16, w - 68, 42, '#1F1D30', 10, `stroke="${i === 1 ? C.lime : C.line}" stroke-width="${i === 1 ? 2 : 1}"`) + bar(50, y + 33, 90 + i * 16, 9, C.text, 0.85) + bar(w - 80, y + 33, 30, 8, C.muted, 0.6);
  }
  s += rect(34, 442, w - 68, 8, '#2A2840', 4) + rect(34, 442, (w - 68) * 0.6, 8, C.lime, 4) + circle(34 + (w - 68) * 0.6, 446, 11, '#FFFFFF', `stroke="${C.lime}" stroke-width="3"`);
  // the estimate
  s += rect(16, 494, w - 32, 104, '#1B1830', 18, 'stroke="url(#fw1)" stroke-width="2"');
  s += bar(34, 516, 120, 7, C.muted, 0.8) + bar(34, 534, 190, 28, C.lime) + bar(34, 574, 140, 7, C.muted, 0.6);
  s += rect(16, 616, w - 32, 52, C.lime, 26) + bar(w / 2 - 66, 638, 132, 9, '#111');
  return { defs, body: s };
}

function detail({ w }) {
  let s = rect(0, 0, w, 654, page) + ribbons(0, w, 590, 0.4);
  s += bar(60, 50, 260, 18, C.text) + bar(60, 80, 180, 9, C.muted, 0.6);
  // inputs
  s += rect(60, 120, 440, 470, panel, 20, `stroke="${C.line}"`);
  s += slider(92, 160, 376, 0.45, 0) + slider(92, 260, 376, 0.28, 1) + slider(92, 360, 376, 0.62, 2);
  s += `<line x1="92" y1="450" x2="468" y2="450" stroke="${C.line}"/>`;
  s += bar(92, 476, 150, 8, C.muted, 0.7) + bar(92, 498, 230, 12, C.text, 0.85) + para(92, 530, 320, 2, C.muted, { seed: 112, op: 0.5, h: 7, gap: 15 });
  // projection
  const x = 530;
  const pw = w - x - 60;
  s += rect(x, 120, pw, 470, '#1B1830', 20, `stroke="${C.line}"`);
  s += bar(x + 32, 152, 140, 8, C.muted, 0.8) + bar(x + 32, 172, 240, 34, C.lime) + rect(x + 290, 174, 90, 30, '#26301A', 15) + bar(x + 306, 185, 58, 8, C.lime);
  const base = 470;
  for (let k = 0; k < 4; k++) s += `<line x1="${x + 32}" y1="${base - k * 60}" x2="${x + pw - 32}" y2="${base - k * 60}" stroke="${C.line}" stroke-dasharray="4 6"/>`;
  const now = [60, 70, 66, 78, 74, 84];
  const next = [80, 104, 118, 146, 162, 190];
  now.forEach((v, i) => {
    const bx = x + 48 + i * ((pw - 80) / 6);
    s += rect(bx, base - v, 22, v, '#3A3852', 5) + rect(bx + 28, base - next[i], 22, next[i], 'url(#fBar)', 5);
    s += bar(bx + 8, base + 16, 34, 7, C.muted, 0.6);
  });
  s += circle(x + 40, 524, 6, '#3A3852') + bar(x + 54, 520, 70, 8, C.muted, 0.7) + circle(x + 150, 524, 6, C.lime) + bar(x + 164, 520, 80, 8, C.muted, 0.7);
  s += rect(x + pw - 232, 500, 200, 52, C.lime, 26) + bar(x + pw - 196, 522, 128, 9, '#111');
  s += pointer(92 + 376 * 0.62 + 4, 400, 1.2);
  return { defs, body: s };
}

export const theme = { glow: '#FF7AC6', page, chrome: '#1B1B23', dot: '#3A3A46', url: '#262630', statusInk: C.text };
export { desktop, mobile, detail };

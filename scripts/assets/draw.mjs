// Drawing primitives shared by the project covers (make-projects) and the case-study screens (make-cases).
// Text is never rendered: a rounded bar stands in for a line of words.
import { pts, rng } from './lib.mjs';

export const rect = (x, y, w, h, fill, r = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
export const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const poly = (p, fill, extra = '') => `<polygon points="${pts(p)}" fill="${fill}" ${extra}/>`;

/** Stand-in for a line of text: a rounded bar. */
export const bar = (x, y, w, h, fill, op = 1) => rect(x, y, w, h, fill, h / 2, op < 1 ? `opacity="${op}"` : '');

/** A paragraph of text bars with slightly varying widths. */
export function para(x, y, w, lines, fill, { h = 10, gap = 20, seed = 1, op = 1 } = {}) {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < lines; i++) {
    const lw = i === lines - 1 ? w * (0.45 + r() * 0.2) : w * (0.85 + r() * 0.15);
    out += bar(x, y + i * gap, lw, h, fill, op);
  }
  return out;
}

/** A site's top navigation between x0 and x1: logo, name, `items` links and an optional call-to-action pill. */
export function navBar(y, fill, { x0, x1, logo, items = 4, cta, ctaText = '#111' }) {
  let s = logo ?? rect(x0, y - 14, 28, 28, fill, 8);
  s += bar(x0 + 40, y - 5, 90, 10, fill, 0.9);
  let x = x1 - (cta ? 150 : 0) - items * 92;
  for (let i = 0; i < items; i++) {
    s += bar(x, y - 4, 62, 8, fill, 0.55);
    x += 92;
  }
  if (cta) {
    s += rect(x1 - 130, y - 20, 130, 40, cta, 20);
    s += bar(x1 - 106, y - 4, 82, 8, ctaText, 0.85);
  }
  return s;
}

/** A desktop browser's title bar (52 px high): window buttons, address field, toolbar icons. */
export function browserBar(x, y, w, { chrome, dot, url }) {
  return `${rect(x, y, w, 52, chrome)}
    ${circle(x + 28, y + 26, 7, '#FF6159')}${circle(x + 50, y + 26, 7, '#FFBD2E')}${circle(x + 72, y + 26, 7, '#28C941')}
    ${rect(x + w / 2 - 220, y + 13, 440, 26, url, 13)}
    ${circle(x + w / 2 - 200, y + 26, 5, dot)}
    ${bar(x + w / 2 - 185, y + 22, 150, 8, dot)}
    ${rect(x + w - 110, y + 19, 16, 14, dot, 3)}${rect(x + w - 80, y + 19, 16, 14, dot, 3)}${rect(x + w - 50, y + 19, 16, 14, dot, 3)}`;
}

/** A palm tree silhouette rooted at (x, y); `flip` -1 leans it left. */
export function palm(x, y, sc, flip = 1, fill = '#1C1418') {
  let p = `<path d="M ${x} ${y} q ${-8 * sc * flip} ${-90 * sc} ${10 * sc * flip} ${-180 * sc}" stroke="${fill}" stroke-width="${7 * sc}" fill="none" stroke-linecap="round"/>`;
  const tx = x + 10 * sc * flip;
  const ty = y - 180 * sc;
  for (const a of [-160, -120, -75, -30, 10, 200]) {
    const rad = (a * Math.PI) / 180;
    const ex = tx + Math.cos(rad) * 80 * sc;
    const ey = ty + Math.sin(rad) * 50 * sc + 30 * sc;
    p += `<path d="M ${tx} ${ty} Q ${(tx + ex) / 2} ${ty - 30 * sc} ${ex} ${ey} Q ${(tx + ex) / 2} ${ty - 8 * sc} ${tx} ${ty} Z" fill="${fill}"/>`;
  }
  return p;
}

/** Studio Nuvem's cloud: three puffs on a rounded base. */
export const cloud = (x, y, sc, fill, op = 1) =>
  `<g transform="translate(${x} ${y}) scale(${sc})" fill="${fill}" opacity="${op}"><circle cx="0" cy="0" r="40"/><circle cx="46" cy="-18" r="52"/><circle cx="100" cy="4" r="38"/><rect x="-40" y="0" width="178" height="40" rx="20"/></g>`;

/** Agência Flow's ribbon: one sine period across a viewport that starts at x0 and is vw wide. */
export function wave(x0, vw, y0, amp, ph, stroke, sw, op) {
  let d = `M ${x0 - 20} ${y0}`;
  for (let x = 0; x <= vw + 40; x += 40) {
    const y = y0 + Math.sin((x / vw) * Math.PI * 2 + ph) * amp;
    d += ` L ${x0 - 20 + x} ${y.toFixed(1)}`;
  }
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-opacity="${op}" stroke-linecap="round"/>`;
}

/** A tick mark whose box starts at (x, y) and is `s` wide. */
export const check = (x, y, s, stroke, sw = 3) =>
  `<path d="M ${x} ${y + s * 0.55} l ${s * 0.35} ${s * 0.35} l ${s * 0.65} ${-s * 0.8}" fill="none" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A five-pointed star of outer radius r. */
export function star(cx, cy, r, fill) {
  const p = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    p.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(p, fill);
}

/** A play triangle centred in a circle of radius r. */
export const play = (cx, cy, r, fill) =>
  poly(
    [
      [cx - r * 0.35, cy - r * 0.5],
      [cx + r * 0.55, cy],
      [cx - r * 0.35, cy + r * 0.5],
    ],
    fill,
  );

/** A mouse pointer with its tip at (x, y). */
export const pointer = (x, y, sc = 1) =>
  `<path d="M ${x} ${y} l 0 ${34 * sc} l ${9 * sc} ${-8 * sc} l ${7 * sc} ${15 * sc} l ${6 * sc} ${-3 * sc} l ${-7 * sc} ${-15 * sc} l ${12 * sc} ${-1 * sc} Z" fill="#FFFFFF" stroke="#111111" stroke-width="${2 * sc}" stroke-linejoin="round"/>`;

/** WhatsApp's speech-bubble mark, r the bubble's radius. */
export const chatMark = (cx, cy, r, stroke) =>
  `<path d="M ${cx - r * 0.75} ${cy + r * 0.7} l ${r * 0.12} ${-r * 0.45} a ${r} ${r} 0 1 1 ${r * 0.33} ${r * 0.33} Z" fill="none" stroke="${stroke}" stroke-width="${Math.max(2, r * 0.22)}" stroke-linejoin="round"/>`;

// Studio Nuvem: the editorial home page, a video case study on a phone, the case study player.
import { C } from '../lib.mjs';
import { bar, circle, cloud, para, play, pointer, rect } from '../draw.mjs';

const ink = '#1B1A22';
const paper = '#F3EFE7';
const defs = `
  <linearGradient id="nSky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#B9C6FF"/><stop offset="1" stop-color="#F3D9C4"/></linearGradient>
  <linearGradient id="nSky2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2B2A3A"/><stop offset="1" stop-color="#5E55B8"/></linearGradient>
  <linearGradient id="nSky3" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E8C9A0"/><stop offset="1" stop-color="#D9866A"/></linearGradient>
  <linearGradient id="nShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>`;

/** A film still: dusk sky, the studio's ring mark mid-animation, clouds drifting through; w x h at (x, y). */
function still(x, y, w, h, id, sc = 1) {
  let s = `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${6 * sc}"/></clipPath>`;
  s += `<g clip-path="url(#${id})">${rect(x, y, w, h, 'url(#nSky2)')}`;
  s += circle(x + w * 0.7, y + h * 0.32, 26 * sc, '#FFE7B8', 'opacity="0.85"');
  s += `<circle cx="${x + w * 0.24}" cy="${y + h * 0.45}" r="${h * 0.2}" fill="none" stroke="${C.lime}" stroke-width="${h * 0.06}" stroke-dasharray="${h * 0.9} ${h * 0.4}"/>`;
  s += cloud(x + w * 0.08, y + h * 0.72, 1.1 * sc, '#D4CCFF', 0.8) + cloud(x + w * 0.6, y + h * 0.8, 0.9 * sc, '#FFFFFF', 0.7);
  return s + cloud(x + w * 0.5, y + h * 0.16, 0.5 * sc, '#FFFFFF', 0.55) + '</g>';
}

function desktop({ w, h }) {
  let s = rect(0, 0, w, h, paper);
  s += bar(48, 34, 120, 12, ink) + bar(w - 408, 36, 60, 7, ink, 0.6) + bar(w - 318, 36, 60, 7, ink, 0.6) + bar(w - 228, 36, 60, 7, ink, 0.6);
  s += rect(w - 148, 26, 40, 24, 'none', 12, `stroke="${ink}" stroke-width="1.5"`) + bar(w - 140, 35, 24, 6, ink, 0.7);
  s += circle(w - 62, 38, 12, 'none', `stroke="${ink}" stroke-width="2"`);
  s += `<line x1="48" y1="70" x2="${w - 48}" y2="70" stroke="${ink}" stroke-width="1.5"/>`;
  s += bar(48, 100, 60, 8, ink, 0.6) + bar(120, 100, 40, 8, ink, 0.3);
  s += rect(48, 128, 520, 70, ink, 6) + rect(48, 210, 380, 70, ink, 6);
  s += `<path d="M 450 245 a 35 35 0 1 1 70 0 a 35 35 0 1 1 -70 0" fill="none" stroke="${ink}" stroke-width="13"/>`;
  s += para(48, 316, 250, 4, ink, { seed: 101, op: 0.55, h: 8, gap: 18 }) + para(320, 316, 250, 4, ink, { seed: 102, op: 0.55, h: 8, gap: 18 });
  // featured project: the sky that opens the case
  const ix = 620;
  const iw = w - ix - 48;
  s += `<clipPath id="feat"><rect x="${ix}" y="100" width="${iw}" height="330" rx="4"/></clipPath>`;
  s += rect(ix, 100, iw, 330, 'url(#nSky)', 4);
  s += `<g clip-path="url(#feat)">${circle(ix + 300, 160, 34, '#FFE7B8', 'opacity="0.9"')}${cloud(ix + 70, 250, 1.3, '#FFFFFF', 0.95)}${cloud(ix + 230, 380, 1.0, '#FFFFFF', 0.8)}${cloud(ix + 200, 170, 0.6, '#FFFFFF', 0.7)}</g>`;
  s += bar(ix, 446, 160, 9, ink, 0.85) + bar(ix, 464, 100, 7, ink, 0.45) + bar(w - 48 - 60, 446, 60, 7, ink, 0.45);
  // project index
  s += `<line x1="48" y1="500" x2="${w - 48}" y2="500" stroke="${ink}" stroke-opacity="0.3"/>`;
  const tw = (w - 96 - 48) / 4;
  ['url(#nSky2)', 'url(#nSky3)', '#E6E0D4', 'url(#nSky)'].forEach((fill, i) => {
    const x = 48 + i * (tw + 16);
    s += rect(x, 520, tw, 130, fill, 4);
    s += i === 2 ? rect(x + 24, 546, 60, 84, ink, 3) + rect(x + 94, 546, 60, 84, C.violet, 3) + rect(x + 164, 546, 60, 84, C.sand, 3) : cloud(x + 60, 590, 0.6, '#FFFFFF', 0.7);
  });
  return { defs, body: s };
}

function mobile({ w, h }) {
  let s = rect(0, 0, w, h, paper);
  s += bar(22, 70, 90, 10, ink) + circle(w - 34, 75, 10, 'none', `stroke="${ink}" stroke-width="2"`);
  s += `<line x1="22" y1="98" x2="${w - 22}" y2="98" stroke="${ink}" stroke-width="1.2"/>`;
  // video at the top of the case
  s += still(0, 110, w, 196, 'mStill', 0.5);
  s += rect(0, 110, w, 196, 'url(#nShade)');
  s += circle(w / 2, 208, 26, '#FFFFFF', 'opacity="0.92"') + play(w / 2 + 2, 208, 26, ink);
  s += rect(16, 290, w - 32, 3, '#FFFFFF', 1.5, 'opacity="0.35"') + rect(16, 290, 90, 3, C.lime, 1.5);
  s += bar(22, 326, 50, 7, ink, 0.5) + rect(22, 344, 250, 32, ink, 4) + rect(22, 382, 170, 32, ink, 4);
  // fact sheet
  s += `<line x1="22" y1="430" x2="${w - 22}" y2="430" stroke="${ink}" stroke-opacity="0.3"/>`;
  for (let i = 0; i < 4; i++) {
    const x = 22 + (i % 2) * 140;
    const y = 446 + Math.floor(i / 2) * 48;
    s += bar(x, y, 40, 6, ink, 0.4) + bar(x, y + 16, 80 + ((i * 23) % 30), 9, ink, 0.85);
  }
  s += `<line x1="22" y1="538" x2="${w - 22}" y2="538" stroke="${ink}" stroke-opacity="0.3"/>`;
  s += para(22, 558, 270, 4, ink, { seed: 103, op: 0.55, h: 8, gap: 18 });
  s += rect(22, 640, w - 44, 80, 'url(#nSky3)', 4);
  return { defs, body: s };
}

function detail({ w }) {
  let s = rect(0, 0, w, 654, paper);
  const pw = 880;
  const ph = 495;
  const x = (w - pw) / 2;
  const y = 40;
  s += rect(x + 6, y + 14, pw, ph, ink, 8, 'opacity="0.15"') + still(x, y, pw, ph, 'dStill', 1.8);
  s += rect(x, y, pw, ph, 'url(#nShade)', 8);
  s += circle(x + pw / 2, y + ph / 2 - 20, 52, '#FFFFFF', 'opacity="0.92"') + play(x + pw / 2 + 4, y + ph / 2 - 20, 52, ink);
  // chapters on the timeline, the second one hovered
  const ty = y + ph - 62;
  const segs = [0.22, 0.3, 0.26, 0.22];
  let cx = x + 30;
  segs.forEach((f, i) => {
    const sw = (pw - 60 - 18) * f;
    s += rect(cx, ty, sw, 6, '#FFFFFF', 3, 'opacity="0.35"');
    if (i === 0) s += rect(cx, ty, sw, 6, C.lime, 3);
    if (i === 1) s += rect(cx, ty, sw * 0.4, 6, C.lime, 3) + circle(cx + sw * 0.4, ty + 3, 9, C.lime);
    if (i === 1) s += rect(cx + sw * 0.4 - 80, ty - 62, 160, 40, paper, 8) + bar(cx + sw * 0.4 - 60, ty - 47, 120, 9, ink, 0.85);
    cx += sw + 6;
  });
  s += play(x + 44, ty + 34, 26, '#FFFFFF') + bar(x + 70, ty + 28, 90, 8, '#FFFFFF', 0.8);
  s += rect(x + pw - 110, ty + 20, 34, 24, 'none', 4, 'stroke="#FFFFFF" stroke-width="2"') + bar(x + pw - 102, ty + 29, 18, 5, '#FFFFFF');
  s += `<path d="M ${x + pw - 58} ${ty + 28} v -8 h 8 M ${x + pw - 36} ${ty + 20} h 8 v 8 M ${x + pw - 28} ${ty + 38} v 8 h -8 M ${x + pw - 50} ${ty + 46} h -8 v -8" stroke="#FFFFFF" stroke-width="2.5" fill="none"/>`;
  s += bar(x, y + ph + 32, 220, 12, ink, 0.85) + bar(x, y + ph + 54, 140, 8, ink, 0.45) + bar(x + pw - 120, y + ph + 34, 120, 8, ink, 0.45);
  s += pointer(x + 30 + (pw - 78) * 0.22 + 6 + (pw - 78) * 0.3 * 0.4 + 4, ty + 8, 1.2);
  return { defs, body: s };
}

export const theme = { glow: C.sand, page: paper, chrome: '#E7E2D8', dot: '#B9B1A3', url: '#DAD3C6', statusInk: ink };
export { desktop, mobile, detail };

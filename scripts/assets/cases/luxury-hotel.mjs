// Casa Aurora Hotel: the full-screen sunset with its booking bar, a suite on a phone, the booking panel.
import { C } from '../lib.mjs';
import { bar, check, circle, navBar, palm, para, pointer, rect } from '../draw.mjs';

const gold = '#C9A36A';
const ink = '#2A211B';
const cream = '#F5EFE6';
const soft = '#8E7F6E';
const defs = `
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#2B2036"/><stop offset="0.45" stop-color="#8A4E4A"/><stop offset="0.75" stop-color="#E39A63"/><stop offset="1" stop-color="#F3C98E"/>
  </linearGradient>
  <linearGradient id="pool" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5FB3B8"/><stop offset="1" stop-color="#1E4E5C"/></linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0.4"/><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/>
  </linearGradient>
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#EFE2CF"/><stop offset="1" stop-color="#C9AE8C"/></linearGradient>
  <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F3C98E"/><stop offset="0.55" stop-color="#E9B07C"/><stop offset="0.56" stop-color="#4E9AA6"/><stop offset="1" stop-color="#1E4E5C"/></linearGradient>`;

/** The hotel at sunset: sky, sun, arched building, palms and pool, filling a w x h box. */
function sunset(w, h) {
  let s = rect(0, 0, w, h, 'url(#sky)') + circle(w * 0.5, h * 0.46, 60, '#FFE2A8', 'opacity="0.9"');
  const bx = w * 0.38;
  const by = h * 0.5;
  s += rect(bx, by, 600, 200, '#F1E4D1') + rect(bx - 20, by - 16, 640, 18, '#E2CFB4');
  for (let i = 0; i < 6; i++) {
    const ax = bx + 34 + i * 96;
    s += `<path d="M ${ax} ${by + 200} V ${by + 80} a 30 30 0 0 1 60 0 V ${by + 200} Z" fill="#B98760"/>`;
    s += `<path d="M ${ax + 8} ${by + 200} V ${by + 84} a 22 22 0 0 1 44 0 V ${by + 200} Z" fill="#F4B97A" opacity="0.55"/>`;
  }
  s += palm(bx - 40, by + 210, 1.3) + palm(bx + 640, by + 210, 1.1, -1) + palm(bx - 120, by + 220, 0.9, -1) + palm(w - 60, by + 230, 1.4, -1);
  s += rect(0, by + 200, w, h - by - 200, 'url(#pool)');
  for (let i = 0; i < 6; i++) s += bar(bx + 20 + i * 110, by + 220 + (i % 2) * 24, 70, 4, '#FFFFFF', 0.35);
  return s + rect(0, 0, w, h, 'url(#shade)');
}

function desktop({ w, h }) {
  let s = sunset(w, h);
  s += navBar(40, '#FFF7EC', { x0: 48, x1: w - 48, logo: `<path d="M 48 54 l 14 -28 l 14 28 z" fill="${gold}"/>`, cta: gold, ctaText: '#1E1611' });
  s += bar(64, 150, 60, 6, gold) + bar(64, 178, 360, 38, '#FFF7EC') + bar(64, 228, 280, 38, '#FFF7EC');
  s += para(64, 290, 320, 2, '#FFF7EC', { seed: 71, op: 0.7 });
  // booking bar over the photo
  const y = h - 150;
  s += rect(64, y, w - 128, 96, '#FFFFFF', 18) + rect(64, y + 94, w - 128, 6, '#000', 3, 'opacity="0.08"');
  for (let i = 0; i < 3; i++) {
    const fx = 100 + i * 230;
    s += bar(fx, y + 30, 70, 7, soft, 0.8) + bar(fx, y + 52, 140, 12, ink, 0.9);
    if (i < 2) s += `<line x1="${fx + 200}" y1="${y + 24}" x2="${fx + 200}" y2="${y + 72}" stroke="#E6DCCD" stroke-width="2"/>`;
  }
  s += circle(w - 330, y + 48, 24, 'none', `stroke="${gold}" stroke-width="3"`) + check(w - 340, y + 38, 20, gold, 3);
  s += rect(w - 64 - 230, y + 22, 200, 52, '#1E1611', 12) + bar(w - 64 - 186, y + 44, 112, 9, gold);
  return { defs, body: s };
}

function mobile({ w, h }) {
  let s = rect(0, 0, w, h, cream);
  // suite photo: window on the sea, bed, lamp
  s += rect(0, 0, w, 330, 'url(#wall)');
  s += rect(150, 70, 130, 150, 'url(#sea)', 4) + rect(150, 70, 130, 150, 'none', 4, 'stroke="#FFFFFF" stroke-width="6"');
  s += `<line x1="215" y1="70" x2="215" y2="220" stroke="#FFFFFF" stroke-width="4"/>` + circle(186, 140, 14, '#FFE2A8', 'opacity="0.9"');
  s += rect(20, 170, 170, 90, '#8C6444', 8) + rect(10, 230, 230, 70, '#FBF7F0', 10) + rect(10, 222, 230, 20, '#FFFFFF', 8);
  s += rect(30, 206, 60, 26, '#F1E4D1', 10) + rect(100, 206, 60, 26, '#F1E4D1', 10) + rect(10, 270, 230, 30, '#E8D9C4', 6);
  s += rect(262, 226, 40, 74, '#B98760', 4) + `<path d="M 268 226 l 14 -40 l 14 40 z" fill="#F7E7C8"/>` + circle(282, 190, 30, '#FFE2A8', 'opacity="0.25"');
  s += rect(0, 300, w, 30, '#D7C3A6');
  s += circle(34, 70, 16, '#000', 'opacity="0.25"') + `<path d="M 37 62 l -8 8 l 8 8" stroke="#FFF" stroke-width="3" fill="none"/>`;
  for (let i = 0; i < 4; i++) s += circle(w / 2 - 27 + i * 18, 312, 4, '#FFFFFF', i ? 'opacity="0.5"' : '');
  // copy
  s += bar(22, 356, 50, 5, gold) + bar(22, 374, 230, 22, ink) + bar(22, 404, 150, 22, ink);
  for (let i = 0; i < 4; i++) s += circle(36 + i * 72, 458, 14, '#EBDFCD') + bar(22 + i * 72, 480, 30, 6, soft, 0.7);
  s += para(22, 512, 270, 3, soft, { seed: 72, op: 0.7, h: 8, gap: 16 });
  // sticky booking bar
  s += rect(0, h - 96, w, 96, '#FFFFFF') + `<line x1="0" y1="${h - 96}" x2="${w}" y2="${h - 96}" stroke="#E6DCCD"/>`;
  s += bar(22, h - 74, 60, 6, soft, 0.8) + bar(22, h - 60, 100, 14, ink) + bar(22, h - 38, 50, 6, soft, 0.6);
  s += rect(w - 22 - 140, h - 78, 140, 48, '#1E1611', 12) + bar(w - 22 - 110, h - 58, 80, 8, gold);
  return { defs, body: s };
}

function detail({ w }) {
  let s = rect(0, 0, w, 654, cream) + `<ellipse cx="${w / 2}" cy="320" rx="520" ry="300" fill="${C.sand}" opacity="0.35"/>`;
  const x = 70;
  const y = 50;
  const cw = w - 140;
  s += rect(x + 6, y + 12, cw, 554, '#6B5440', 24, 'opacity="0.12"') + rect(x, y, cw, 554, '#FFFFFF', 24);
  // two months
  for (let m = 0; m < 2; m++) {
    const mx = x + 40 + m * 300;
    s += bar(mx + 80, y + 44, 110, 12, ink, 0.9);
    for (let d = 0; d < 7; d++) s += bar(mx + d * 38 + 8, y + 84, 14, 6, soft, 0.6);
    for (let k = 0; k < 35; k++) {
      const cx = mx + (k % 7) * 38 + 15;
      const cy = y + 130 + Math.floor(k / 7) * 70;
      const day = k - (m ? 2 : 4);
      if (day < 0 || day > 29) continue;
      const inRange = (m === 0 && day >= 26) || (m === 1 && day <= 3);
      const edge = (m === 0 && day === 26) || (m === 1 && day === 3);
      if (inRange) s += rect(cx - 19, cy - 22, 38, 52, '#F3E6D1');
      s += edge ? circle(cx, cy, 18, '#1E1611') + bar(cx - 7, cy - 3, 14, 6, gold) : bar(cx - 6, cy - 3, 12, 6, ink, inRange ? 0.8 : 0.45);
      s += bar(cx - 9, cy + 22, 18, 4, day % 6 === 5 ? gold : soft, 0.5);
    }
  }
  s += `<line x1="${x + 640}" y1="${y + 36}" x2="${x + 640}" y2="${y + 518}" stroke="#EFE6D8" stroke-width="2"/>`;
  // fields, guests, best-rate seal, total, button
  const fx = x + 680;
  const fw = cw - 680 - 40;
  for (let i = 0; i < 2; i++) {
    const bx = fx + i * (fw / 2 + 6);
    s += rect(bx, y + 40, fw / 2 - 6, 72, '#FBF7F0', 12, 'stroke="#E6DCCD"') + bar(bx + 16, y + 58, 50, 6, soft, 0.8) + bar(bx + 16, y + 78, 90, 11, ink);
  }
  s += rect(fx, y + 128, fw, 64, '#FBF7F0', 12, 'stroke="#E6DCCD"') + bar(fx + 16, y + 146, 60, 6, soft, 0.8) + bar(fx + 16, y + 164, 70, 10, ink);
  s += circle(fx + fw - 90, y + 160, 16, 'none', 'stroke="#D8CBB7" stroke-width="2"') + bar(fx + fw - 97, y + 159, 14, 3, ink);
  s += rect(fx + fw - 65, y + 151, 10, 18, ink, 3) + circle(fx + fw - 30, y + 160, 16, '#1E1611') + bar(fx + fw - 37, y + 159, 14, 3, gold) + bar(fx + fw - 31.5, y + 153, 3, 14, gold);
  s += rect(fx, y + 214, fw, 84, '#F6EBDA', 14);
  s += circle(fx + 42, y + 256, 26, gold) + circle(fx + 42, y + 256, 20, 'none', 'stroke="#FFFFFF" stroke-width="2" stroke-dasharray="3 3"') + check(fx + 32, y + 246, 20, '#FFFFFF', 4);
  s += bar(fx + 84, y + 240, fw - 108, 10, ink, 0.9) + bar(fx + 84, y + 260, fw - 150, 7, soft, 0.7);
  for (let i = 0; i < 3; i++) s += bar(fx, y + 330 + i * 28, 110 - i * 20, 7, soft, 0.7) + bar(fx + fw - 70, y + 330 + i * 28, 70, 7, ink, 0.7);
  s += `<line x1="${fx}" y1="${y + 414}" x2="${fx + fw}" y2="${y + 414}" stroke="#EFE6D8" stroke-width="2"/>`;
  s += bar(fx, y + 432, 60, 11, ink) + bar(fx + fw - 110, y + 428, 110, 16, ink);
  s += rect(fx, y + 466, fw, 56, '#1E1611', 14) + bar(fx + fw / 2 - 60, y + 490, 120, 9, gold);
  s += pointer(fx + fw / 2 + 70, y + 500, 1.2);
  return { defs, body: s };
}

export const theme = { glow: C.sand, page: cream, chrome: '#EDE6DB', dot: '#C7BBAA', url: '#E0D7C9', statusInk: '#FFFFFF' };
export { desktop, mobile, detail };

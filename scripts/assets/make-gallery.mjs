// Gallery: six stylised vector scenes (3:2).
import path from 'node:path';
import { C, PUBLIC, pts, svgDoc, rng, f, writeWebpBudget, printReport, report } from './lib.mjs';

const W = 1200;
const H = 800;

const poly = (p, fill, extra = '') => `<polygon points="${pts(p)}" fill="${fill}" ${extra}/>`;
const rect = (x, y, w, h, fill, extra = '') => `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
const lin = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</linearGradient>`;
const rad = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`)
    .join('')}</radialGradient>`;

/** Smooth ridge line across the canvas from a list of heights (Catmull-Rom -> cubic Bezier). */
function ridge(points, bottom = H) {
  let d = `M ${points[0][0]} ${bottom} L ${points[0][0]} ${points[0][1]}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C ${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d} L ${points[points.length - 1][0]} ${bottom} Z`;
}

function stars(seed, n, maxY, color = '#FFFFFF') {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = r() * W;
    const y = r() * maxY;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.8 + r() * 1.6)}" fill="${color}" opacity="${f(0.3 + r() * 0.6)}"/>`;
  }
  return s;
}

// ---------------------------------------------------------------------------
function paris1() {
  const defs =
    lin('sky', [[0, '#15122B'], [0.45, '#3B2A5E'], [0.72, '#B65C72'], [0.9, '#F2A36B'], [1, '#F7C98B']], { x2: 0, y2: H, user: true }) +
    rad('sunG', [[0, '#FFD9A0', 0.9], [0.4, '#FFB07A', 0.35], [1, '#FF8A6A', 0]]) +
    lin('beam', [[0, '#FFF2C8', 0.28], [1, '#FFF2C8', 0]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  const tx = 640;
  const ground = 700;
  const top = 120;
  // tower half-width profile
  const hw = (y) => {
    const t = (ground - y) / (ground - top);
    return 4 + 176 * Math.exp(-3.6 * t);
  };
  const left = [];
  const right = [];
  for (let y = ground; y >= top + 30; y -= 10) {
    left.push([tx - hw(y), y]);
    right.unshift([tx + hw(y), y]);
  }
  const tower = [...left, [tx - 3, top + 20], [tx, top - 10], [tx + 3, top + 20], ...right];
  const dark = '#1A1326';
  let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  s += stars(11, 60, 300);
  s += `<circle cx="300" cy="560" r="260" fill="url(#sunG)"/><circle cx="300" cy="590" r="46" fill="#FFE3B0" opacity="0.95"/>`;
  // searchlight beams from the top
  s += `<path d="M ${tx} ${top} L 1200 40 L 1200 120 Z" fill="url(#beam)"/>`;
  s += `<path d="M ${tx} ${top} L 0 60 L 0 0 L 60 0 Z" fill="url(#beam)" transform="scale(-1 1) translate(-${2 * tx} 0)" opacity="0.6"/>`;
  // clouds streaks
  for (const [x, y, w] of [[80, 420, 380], [700, 470, 420], [880, 380, 260], [160, 330, 200]])
    s += `<rect x="${x}" y="${y}" width="${w}" height="10" rx="5" fill="#F7C4A0" opacity="0.25"/>`;
  s += poly(tower, dark);
  // arch between legs
  const ay = 560;
  s += `<path d="M ${tx - hw(ground) + 62} ${ground} Q ${tx} ${ay - 60} ${tx + hw(ground) - 62} ${ground} Z" fill="url(#sky)"/>`;
  // platforms
  for (const [y, ext, h] of [[ay, 18, 16], [430, 12, 12], [300, 6, 8]]) {
    s += rect(tx - hw(y) - ext, y - h, (hw(y) + ext) * 2, h, dark);
    s += rect(tx - hw(y) - ext, y - h, (hw(y) + ext) * 2, 3, '#F2B37C', 'opacity="0.55"');
  }
  // lattice hint
  let lat = '';
  for (let y = ground - 20; y > top + 60; y -= 26) {
    const w1 = hw(y) * 0.72;
    const w2 = hw(y - 26) * 0.72;
    lat += `M ${f(tx - w1)} ${y} L ${f(tx - w2 * 0.4)} ${y - 26} M ${f(tx + w1)} ${y} L ${f(tx + w2 * 0.4)} ${y - 26} `;
  }
  s += `<path d="${lat}" stroke="#F2B37C" stroke-opacity="0.16" stroke-width="2" fill="none"/>`;
  // twinkling lights on tower
  const r = rng(5);
  for (let i = 0; i < 40; i++) {
    const y = top + 40 + r() * (ground - top - 60);
    const x = tx + (r() * 2 - 1) * hw(y) * 0.85;
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.2 + r() * 1.6)}" fill="#FFE3A3" opacity="${f(0.5 + r() * 0.5)}"/>`;
  }
  s += `<circle cx="${tx}" cy="${top - 4}" r="5" fill="${C.lime}"/>`;
  // city silhouette + trees
  let city = '';
  const rc = rng(9);
  let x = 0;
  while (x < W) {
    const w = 40 + rc() * 70;
    const h = 30 + rc() * 60;
    city += `M ${f(x)} ${ground + 20} V ${f(ground - h + 20)} l ${f(w * 0.15)} -14 H ${f(x + w * 0.85)} l ${f(w * 0.15)} 14 V ${ground + 20} Z `;
    x += w + 2;
  }
  s += `<path d="${city}" fill="#241A33"/>`;
  const trees = [];
  for (let i = 0; i < 26; i++) trees.push([i * 48 + rc() * 10, ground + 20 - 10 - rc() * 30]);
  s += `<path d="${ridge([[-20, ground + 10], ...trees, [W + 20, ground + 10]])}" fill="#140F1E"/>`;
  // river with reflections
  s += rect(0, ground + 40, W, H - ground - 40, '#100C18');
  for (let i = 0; i < 14; i++) {
    const y = ground + 54 + i * 8;
    const w = 220 - i * 12;
    s += rect(tx - w / 2 + (i % 2 ? 12 : -12), y, w, 3, '#F2B37C', `opacity="${f(0.35 - i * 0.02)}"`);
    s += rect(300 - w / 3, y, (w * 2) / 3, 3, '#FFE3B0', `opacity="${f(0.3 - i * 0.02)}"`);
  }
  return svgDoc(W, H, s, defs);
}

function paris2() {
  const defs =
    lin('sky', [[0, '#1C2146'], [0.55, '#5B4C8C'], [0.85, '#D48A8F'], [1, '#F0B991']], { x2: 0, y2: H, user: true }) +
    lin('zinc', [[0, '#6E7894'], [1, '#3C4360']]) +
    lin('zincD', [[0, '#4B5272'], [1, '#262B42']]) +
    lin('facade', [[0, '#E8D6BC'], [1, '#B79C84']]) +
    lin('facadeD', [[0, '#9C8470'], [1, '#6B5648']]);
  let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/>` + stars(3, 40, 260);
  s += `<circle cx="930" cy="170" r="34" fill="#FFF1D6" opacity="0.9"/>`;
  // distant Sacré-Coeur-like domes on a hill
  s += `<path d="${ridge([[-10, 520], [200, 500], [420, 470], [600, 440], [800, 470], [1000, 500], [1210, 510]])}" fill="#3A3560" opacity="0.8"/>`;
  const dome = (x, y, r) => `<path d="M ${x - r} ${y} A ${r} ${r * 1.15} 0 0 1 ${x + r} ${y} Z" fill="#4A4575"/><rect x="${x - 2}" y="${y - r * 1.15 - 18}" width="4" height="20" fill="#4A4575"/>`;
  s += rect(560, 380, 80, 62, '#4A4575') + dome(600, 382, 38) + dome(550, 410, 18) + dome(650, 410, 18) + rect(530, 410, 140, 40, '#4A4575');
  // far roofline silhouette
  let far = '';
  const r0 = rng(21);
  for (let x = -20; x < W; ) {
    const w = 60 + r0() * 60;
    const h = 470 + r0() * 40;
    far += `M ${f(x)} 800 V ${f(h)} L ${f(x + 14)} ${f(h - 26)} H ${f(x + w - 14)} L ${f(x + w)} ${f(h)} V 800 Z `;
    if (r0() > 0.4) far += `M ${f(x + w * 0.3)} ${f(h - 26)} v -16 h 10 v 16 Z `;
    x += w;
  }
  s += `<path d="${far}" fill="#2B2A4C"/>`;
  // foreground Haussmann buildings with mansard roofs
  const r = rng(8);
  let x = -30;
  let bi = 0;
  while (x < W) {
    const w = 200 + r() * 90;
    const roofY = 540 + r() * 50;
    const mans = 70;
    const light = bi % 2 === 0;
    s += rect(x, roofY, w, H - roofY, light ? 'url(#facade)' : 'url(#facadeD)');
    // cornice + balcony lines
    s += rect(x - 4, roofY - 4, w + 8, 8, light ? '#F4E6CF' : '#A78F7B');
    s += rect(x, roofY + 70, w, 5, '#2A2230', 'opacity="0.55"');
    s += rect(x, roofY + 150, w, 5, '#2A2230', 'opacity="0.55"');
    // windows
    const cols = Math.floor(w / 56);
    for (let c = 0; c < cols; c++) {
      const wx = x + 22 + c * ((w - 44) / cols) + 6;
      for (let row = 0; row < 3; row++) {
        const wy = roofY + 20 + row * 80;
        const lit = r() > 0.55;
        s += rect(wx, wy, 24, 44, lit ? '#FFD48A' : '#3B3450', lit ? '' : 'opacity="0.85"');
      }
    }
    // mansard roof
    s += poly([[x, roofY - 4], [x + 24, roofY - mans], [x + w - 24, roofY - mans], [x + w, roofY - 4]], bi % 3 === 1 ? 'url(#zincD)' : 'url(#zinc)');
    // dormers
    const dn = Math.max(2, Math.floor(w / 80));
    for (let d = 0; d < dn; d++) {
      const dx = x + 36 + d * ((w - 72) / dn) + 10;
      const lit = r() > 0.45;
      s += `<path d="M ${f(dx - 4)} ${f(roofY - 10)} V ${f(roofY - 44)} L ${f(dx + 15)} ${f(roofY - 60)} L ${f(dx + 34)} ${f(roofY - 44)} V ${f(roofY - 10)} Z" fill="#DCCBB2"/>`;
      s += rect(dx + 4, roofY - 42, 22, 28, lit ? '#FFC978' : '#2E2A44');
    }
    // chimneys
    const ch = 2 + Math.floor(r() * 2);
    for (let k = 0; k < ch; k++) {
      const cx = x + 30 + r() * (w - 70);
      s += rect(cx, roofY - mans - 34, 30, 36, '#B2826A') + rect(cx - 3, roofY - mans - 38, 36, 6, '#8C6452');
      for (let p = 0; p < 3; p++) s += rect(cx + 3 + p * 9, roofY - mans - 48, 6, 12, '#C9785A');
    }
    x += w + 6;
    bi++;
  }
  // warm street glow at bottom
  s += `<rect y="700" width="${W}" height="100" fill="#F7B977" opacity="0.12"/>`;
  return svgDoc(W, H, s, defs);
}

function dubai1() {
  const defs =
    lin('sky', [[0, '#070815'], [0.5, '#16163A'], [0.8, '#3A2C6E'], [1, '#6A3F7E']], { x2: 0, y2: H, user: true }) +
    lin('water', [[0, '#1A1436'], [1, '#06060E']]) +
    lin('tower', [[0, '#2E3260'], [0.5, '#1B1D3C'], [1, '#10112A']], { x1: 0, y1: 0, x2: 1, y2: 0 }) +
    rad('glow', [[0, C.violet, 0.5], [1, C.violet, 0]]);
  const horizon = 590;
  let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/>` + stars(17, 90, 380);
  s += `<circle cx="220" cy="140" r="30" fill="#F4F1EA" opacity="0.9"/><circle cx="232" cy="132" r="28" fill="#0B0B1C" opacity="0.85"/>`;
  s += `<ellipse cx="640" cy="${horizon}" rx="640" ry="220" fill="url(#glow)"/>`;
  const r = rng(44);
  // generic towers (back row lighter, front darker)
  const towers = [];
  for (let i = 0; i < 26; i++) {
    const x = 10 + i * 46 + r() * 16;
    const w = 34 + r() * 44;
    const h = 90 + r() * 220;
    towers.push({ x, w, h, back: r() > 0.45, kind: Math.floor(r() * 3) });
  }
  const drawTower = (t, fill) => {
    const y = horizon - t.h;
    let out = '';
    if (t.kind === 0) out += rect(t.x, y, t.w, t.h, fill);
    else if (t.kind === 1) out += poly([[t.x, horizon], [t.x, y + 20], [t.x + t.w / 2, y], [t.x + t.w, y + 20], [t.x + t.w, horizon]], fill);
    else out += `<path d="M ${f(t.x)} ${horizon} V ${f(y + t.w / 2)} A ${f(t.w / 2)} ${f(t.w / 2)} 0 0 1 ${f(t.x + t.w)} ${f(y + t.w / 2)} V ${horizon} Z" fill="${fill}"/>`;
    // lit window stripes (sparse, cheap to encode)
    for (let yy = y + 26; yy < horizon - 8; yy += 14) {
      if (r() > 0.45) out += rect(t.x + 5, yy, t.w - 10, 3, r() > 0.8 ? '#FFD48A' : '#9EA7FF', `opacity="${f(0.25 + r() * 0.45)}"`);
    }
    return out;
  };
  for (const t of towers.filter((q) => q.back)) s += drawTower({ ...t, h: t.h + 40 }, '#23244A');
  // Burj-like supertall
  const bx = 640;
  const btop = 60;
  const tiers = [[100, horizon], [82, 480], [64, 380], [48, 290], [34, 210], [22, 150], [12, 110], [5, 80]];
  let burj = `M ${bx - tiers[0][0] / 2} ${horizon}`;
  for (let i = 0; i < tiers.length - 1; i++) burj += ` V ${tiers[i + 1][1]} H ${bx - tiers[i + 1][0] / 2}`;
  burj += ` L ${bx} ${btop}`;
  for (let i = tiers.length - 1; i > 0; i--) burj += ` L ${bx + tiers[i][0] / 2} ${tiers[i][1]} H ${bx + tiers[i - 1][0] / 2}`;
  burj += ` V ${horizon} Z`;
  s += `<path d="${burj}" fill="url(#tower)"/>`;
  s += `<path d="M ${bx} ${btop} L ${bx} ${horizon}" stroke="#B7B9FF" stroke-opacity="0.35" stroke-width="2"/>`;
  for (let y = 120; y < horizon; y += 18) s += rect(bx - 3, y, 6, 8, '#D7DBFF', `opacity="${f(0.3 + (y / horizon) * 0.4)}"`);
  s += `<circle cx="${bx}" cy="${btop}" r="4" fill="#FF5A5F"/>`;
  for (const t of towers.filter((q) => !q.back && Math.abs(q.x + q.w / 2 - bx) > 70)) s += drawTower(t, '#15152E');
  // water + reflections
  s += rect(0, horizon, W, H - horizon, 'url(#water)');
  for (let i = 0; i < 28; i++) {
    const y = horizon + 8 + i * 7;
    const x0 = r() * W;
    s += rect(x0, y, 80 + r() * 200, 2, i % 3 ? '#9EA7FF' : '#FFD48A', `opacity="${f(0.18 - i * 0.005)}"`);
  }
  for (let i = 0; i < 12; i++) s += rect(bx - 40 + (i % 2) * 10, horizon + 10 + i * 14, 70, 3, '#B7B9FF', `opacity="${f(0.28 - i * 0.02)}"`);
  s += rect(0, horizon - 2, W, 3, C.lime, 'opacity="0.35"');
  return svgDoc(W, H, s, defs);
}

function dubai2() {
  const defs =
    lin('sky', [[0, '#F6D3A3'], [0.55, '#F3B27A'], [1, '#E48A5E']], { x2: 0, y2: H, user: true }) +
    lin('d1', [[0, '#E9B27A'], [1, '#C9814E']]) +
    lin('d2', [[0, '#D99460'], [1, '#A9603A']]) +
    lin('d3', [[0, '#C47444'], [1, '#7E3F26']]) +
    lin('d4', [[0, '#9A5232'], [1, '#4E2518']]) +
    rad('sun', [[0, '#FFF4D6', 1], [0.35, '#FFE1A6', 0.6], [1, '#FFC98A', 0]]);
  let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  s += `<circle cx="820" cy="300" r="260" fill="url(#sun)"/><circle cx="820" cy="300" r="62" fill="#FFF4DC"/>`;
  for (const [x, y, w] of [[120, 200, 300], [620, 160, 180], [900, 420, 240]])
    s += `<rect x="${x}" y="${y}" width="${w}" height="8" rx="4" fill="#FFFFFF" opacity="0.25"/>`;
  s += `<path d="${ridge([[-20, 470], [180, 430], [420, 470], [640, 420], [900, 460], [1220, 430]])}" fill="url(#d1)"/>`;
  s += `<path d="${ridge([[-20, 560], [220, 500], [460, 560], [700, 520], [980, 570], [1220, 520]])}" fill="url(#d2)"/>`;
  // dune shadow faces
  s += `<path d="M 220 500 Q 330 520 460 560 Q 560 560 700 520 Q 560 600 460 610 Q 320 580 220 500 Z" fill="#8E4A2C" opacity="0.25"/>`;
  s += `<path d="${ridge([[-20, 660], [300, 590], [620, 650], [900, 600], [1220, 670]])}" fill="url(#d3)"/>`;
  s += `<path d="M 300 590 Q 440 610 620 650 Q 760 640 900 600 Q 760 700 620 710 Q 420 680 300 590 Z" fill="#5E2A18" opacity="0.28"/>`;
  s += `<path d="${ridge([[-20, 740], [200, 700], [520, 760], [860, 720], [1220, 770]])}" fill="url(#d4)"/>`;
  // wind ripples
  let rip = '';
  for (let i = 0; i < 8; i++) rip += `M ${640 + i * 30} ${640 + i * 12} q 60 -14 120 -4 `;
  s += `<path d="${rip}" stroke="#F3C28E" stroke-opacity="0.35" stroke-width="2" fill="none"/>`;
  // camel caravan on the ridge
  const camel = (x, y, sc) =>
    `<g transform="translate(${x} ${y}) scale(${sc})" fill="#3A1C12"><path d="M 0 0 C 6 -18 18 -26 30 -18 C 36 -30 50 -30 56 -16 L 64 -16 C 70 -30 78 -34 84 -30 L 88 -24 L 80 -22 L 74 -8 L 70 0 L 70 26 L 66 26 L 64 4 L 58 4 L 58 26 L 54 26 L 52 2 L 18 2 L 16 26 L 12 26 L 10 4 L 6 26 L 2 26 Z"/></g>`;
  s += camel(560, 500, 0.9) + camel(660, 512, 0.8) + camel(740, 520, 0.7);
  s += `<g fill="#3A1C12"><circle cx="528" cy="494" r="5"/><rect x="524" y="499" width="8" height="26" rx="3"/></g>`;
  return svgDoc(W, H, s, defs);
}

function studio1() {
  const defs =
    lin('wall', [[0, '#1A1824'], [1, '#0E0D14']], { x2: 0, y2: H, user: true }) +
    lin('desk', [[0, '#3A2C24'], [1, '#1E1612']]) +
    lin('scr', [[0, '#1B1A2B'], [1, '#111019']]) +
    rad('screenGlow', [[0, C.violet, 0.45], [1, C.violet, 0]]) +
    rad('lampGlow', [[0, '#FFD59A', 0.5], [1, '#FFD59A', 0]]) +
    lin('win', [[0, '#2A2F5E'], [1, '#8B5E84']], { x2: 0, y2: 1 });
  let s = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  // window with city dusk
  s += rect(80, 90, 300, 330, 'url(#win)') + rect(80, 90, 300, 330, 'none', 'stroke="#2E2B3C" stroke-width="14"') + rect(226, 90, 8, 330, '#2E2B3C');
  const rw = rng(2);
  for (let i = 0; i < 10; i++) {
    const h = 60 + rw() * 140;
    s += rect(88 + i * 30, 412 - h, 26, h, '#1C1B33', 'opacity="0.9"');
  }
  // shelves with books and plant
  s += rect(900, 170, 240, 10, '#3A2C24') + rect(900, 290, 240, 10, '#3A2C24');
  const bc = ['#8B7CFF', '#E8C9A0', '#D4FF5A', '#F4F1EA', '#5ED6C0', '#2A2A35'];
  for (let i = 0; i < 8; i++) s += rect(920 + i * 18, 110 + (i % 3) * 6, 14, 60 - (i % 3) * 6, bc[i % bc.length], 'opacity="0.85"');
  s += `<path d="M 1060 290 L 1050 240 L 1100 240 L 1090 290 Z" fill="#C9785A"/>`;
  for (const a of [-60, -30, 0, 30, 60]) s += `<ellipse cx="1075" cy="215" rx="8" ry="30" fill="#5FAF7A" transform="rotate(${a} 1075 240)"/>`;
  s += `<circle cx="960" cy="262" r="22" fill="${C.surface}"/><circle cx="960" cy="262" r="16" fill="none" stroke="${C.lime}" stroke-width="3"/>`;
  // glows
  s += `<ellipse cx="600" cy="380" rx="520" ry="300" fill="url(#screenGlow)"/>`;
  s += `<ellipse cx="230" cy="520" rx="260" ry="200" fill="url(#lampGlow)"/>`;
  // desk
  s += poly([[0, 560], [W, 560], [W, 800], [0, 800]], 'url(#desk)');
  s += rect(0, 556, W, 8, '#4C3A2F');
  // monitors
  const monitor = (x, y, w, h, content) =>
    rect(x - 10, y - 10, w + 20, h + 20, '#0A0A0E', 'rx="12"') +
    rect(x, y, w, h, 'url(#scr)', 'rx="4"') +
    content +
    rect(x + w / 2 - 14, y + h + 10, 28, 60, '#2A2A35') +
    `<ellipse cx="${x + w / 2}" cy="${y + h + 72}" rx="70" ry="10" fill="#2A2A35"/>`;
  const m1 = (() => {
    const x = 380;
    const y = 190;
    let c = rect(x + 20, y + 20, 150, 10, C.text, 'rx="5" opacity="0.8"');
    c += rect(x + 20, y + 52, 260, 28, C.text, 'rx="6"') + rect(x + 20, y + 88, 200, 28, C.lime, 'rx="6"');
    c += rect(x + 20, y + 140, 120, 36, C.lime, 'rx="18"');
    c += `<circle cx="${x + 390}" cy="${y + 110}" r="70" fill="${C.violet}" opacity="0.85"/><circle cx="${x + 420}" cy="${y + 90}" r="40" fill="${C.lime}" opacity="0.8"/>`;
    for (let i = 0; i < 3; i++) c += rect(x + 20 + i * 160, y + 210, 144, 60, '#24232F', 'rx="8"');
    return monitor(x, y, 480, 290, c);
  })();
  const m2 = (() => {
    const x = 900;
    const y = 330;
    let c = '';
    const rc = rng(4);
    for (let i = 0; i < 12; i++) {
      const ind = (i % 4) * 14;
      c += rect(x + 16 + ind, y + 18 + i * 15, 40 + rc() * 120, 6, [C.violet, C.lime, C.sand, C.muted][i % 4], 'rx="3" opacity="0.8"');
    }
    return monitor(x, y, 250, 200, c);
  })();
  s += m1 + m2;
  // keyboard, mouse, mug, notebook
  s += rect(470, 640, 300, 46, '#1C1B24', 'rx="8"');
  let keys = '';
  for (let r = 0; r < 3; r++) for (let k = 0; k < 14; k++) keys += `M ${482 + k * 20.5} ${648 + r * 12} h 15 v 8 h -15 Z `;
  s += `<path d="${keys}" fill="#33323E"/>`;
  s += `<rect x="800" y="646" width="34" height="50" rx="17" fill="#1C1B24"/>`;
  s += rect(880, 620, 54, 64, C.sand, 'rx="6"') + `<path d="M 934 634 q 26 0 26 18 q 0 18 -26 18" stroke="${C.sand}" stroke-width="8" fill="none"/>`;
  s += `<path d="M 896 604 q 8 -14 0 -28 M 916 604 q 8 -14 0 -28" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  s += poly([[150, 680], [330, 660], [350, 720], [170, 742]], C.text, 'opacity="0.9"') + `<path d="M 172 682 L 178 738" stroke="${C.lime}" stroke-width="4"/>`;
  // desk lamp
  s += `<path d="M 220 560 L 240 430 L 320 380" stroke="#2A2A35" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M 300 360 L 360 340 L 380 400 Z" fill="#2A2A35"/><ellipse cx="180" cy="560" rx="60" ry="10" fill="#2A2A35"/>`;
  s += `<path d="M 336 380 L 380 400 L 300 560 L 160 560 Z" fill="#FFD59A" opacity="0.10"/>`;
  return svgDoc(W, H, s, defs);
}

function outdoor1() {
  const defs =
    lin('sky', [[0, '#2B3A6E'], [0.5, '#8B7CFF'], [0.8, '#F3B6A0'], [1, '#FBD9B0']], { x2: 0, y2: H, user: true }) +
    lin('sea', [[0, '#5D6FB8'], [1, '#1C2450']]) +
    lin('m1', [[0, '#7B7FC4'], [1, '#9C9ED6']]) +
    lin('m2', [[0, '#4E5299'], [1, '#6C6FB8']]) +
    lin('m3', [[0, '#2E3170'], [1, '#3F3F86']]) +
    lin('cliff', [[0, '#1D1B3A'], [1, '#0E0D1C']]) +
    rad('sun', [[0, '#FFF1D0', 1], [0.3, '#FFD9A8', 0.6], [1, '#FFB89A', 0]]);
  let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  s += `<circle cx="760" cy="420" r="240" fill="url(#sun)"/><circle cx="760" cy="430" r="56" fill="#FFF3DA"/>`;
  for (const [x, y, w] of [[80, 160, 320], [540, 120, 240], [860, 240, 300], [300, 300, 180]])
    s += `<rect x="${x}" y="${y}" width="${w}" height="12" rx="6" fill="#FFFFFF" opacity="0.22"/>`;
  const seaY = 480;
  // snowy far peaks (closed at the waterline so the sea can sit in front)
  s += poly([[-20, 420], [90, 330], [160, 370], [260, 250], [360, 360], [460, 300], [560, 400], [700, 470], [760, seaY + 2], [-20, seaY + 2]], 'url(#m1)');
  s += poly([[230, 280], [260, 250], [292, 284], [270, 278], [254, 292]], '#F4F1EA', 'opacity="0.85"');
  s += poly([[436, 320], [460, 300], [486, 326], [466, 322]], '#F4F1EA', 'opacity="0.8"');
  s += poly([[-20, 470], [120, 380], [240, 440], [380, 350], [520, 450], [640, 478], [680, seaY + 2], [-20, seaY + 2]], 'url(#m2)');
  // sea
  s += rect(0, seaY, W, H - seaY, 'url(#sea)');
  for (let i = 0; i < 16; i++) {
    const y = seaY + 10 + i * 14;
    const w = 140 - i * 6;
    s += rect(760 - w / 2 + (i % 2 ? 10 : -10), y, w, 3, '#FFE6C0', `opacity="${f(0.55 - i * 0.03)}"`);
  }
  for (let i = 0; i < 10; i++) s += rect(600 + ((i * 97) % 560), seaY + 60 + i * 22, 60, 2, '#FFFFFF', 'opacity="0.18"');
  // mid hills with a curved coastline
  s += `<path d="M -20 560 C 60 540 100 520 140 520 C 220 518 260 545 320 540 C 400 532 430 498 480 500 C 560 504 600 540 640 556 C 690 576 740 590 790 596 C 700 640 620 700 560 800 L -20 800 Z" fill="url(#m3)"/>`;
  s += `<path d="M 790 596 C 700 640 620 700 560 800" stroke="#F4F1EA" stroke-opacity="0.35" stroke-width="3" fill="none"/>`;
  // foreground cliff with pines
  s += `<path d="M -20 800 L -20 620 Q 120 590 260 610 Q 400 630 470 680 L 520 800 Z" fill="url(#cliff)"/>`;
  const pine = (x, y, h) => {
    let p = '';
    for (let k = 0; k < 3; k++) {
      const w = h * (0.36 - k * 0.08);
      const ty = y - h * (0.35 + k * 0.25);
      p += `${pts([[x - w, ty + h * 0.35], [x, ty - h * 0.12], [x + w, ty + h * 0.35]])} `;
    }
    return p
      .trim()
      .split('  ')
      .map((q) => `<polygon points="${q}" fill="#0E0D1C"/>`)
      .join('') + rect(x - 3, y - h * 0.1, 6, h * 0.12, '#0E0D1C');
  };
  for (const [x, y, h] of [[60, 630, 120], [110, 622, 90], [180, 620, 150], [250, 626, 100], [330, 640, 80]]) s += pine(x, y, h);
  // lighthouse on the point
  s += rect(440, 600, 22, 84, '#F4F1EA') + rect(440, 626, 22, 12, '#E5484D') + rect(440, 652, 22, 12, '#E5484D');
  s += poly([[436, 600], [451, 584], [466, 600]], '#1D1B3A') + `<circle cx="451" cy="594" r="5" fill="${C.lime}"/>`;
  s += `<path d="M 451 594 L 640 574 L 640 606 Z" fill="#FFF6C8" opacity="0.12"/>`;
  // birds
  for (const [x, y, sc] of [[620, 220, 1], [660, 240, 0.8], [700, 210, 0.7], [590, 250, 0.6]])
    s += `<path d="M ${x} ${y} q ${8 * sc} ${-8 * sc} ${16 * sc} 0 q ${8 * sc} ${-8 * sc} ${16 * sc} 0" stroke="#1D1B3A" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  return svgDoc(W, H, s, defs);
}

export const SCENES = {
  'paris-1': paris1,
  'paris-2': paris2,
  'dubai-1': dubai1,
  'dubai-2': dubai2,
  'studio-1': studio1,
  'outdoor-1': outdoor1,
};

export async function makeGallery(only) {
  const dir = path.join(PUBLIC, 'images', 'gallery');
  for (const [id, fn] of Object.entries(SCENES)) {
    if (only && only !== id) continue;
    const svg = fn();
    await writeWebpBudget(svg, path.join(dir, `${id}-400.webp`), 400, 267, 18_000, 76);
    await writeWebpBudget(svg, path.join(dir, `${id}-800.webp`), 800, 533, 45_000, 76);
    await writeWebpBudget(svg, path.join(dir, `${id}-1200.webp`), 1200, 800, 90_000, 74);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await makeGallery(process.argv[2]);
  printReport(report());
}

// Portfolio project visuals: mock "website screenshots" in a browser frame (4:3).
import path from 'node:path';
import { C, PUBLIC, rng, svgDoc, writeWebpBudget, printReport, report } from './lib.mjs';
import { bar, browserBar, circle, cloud, navBar, palm, para, poly, rect, wave } from './draw.mjs';

const W = 1200;
const H = 900;

// Browser frame geometry
const FX = 60;
const FY = 60;
const FW = W - 120;
const FH = H - 90;
const BAR = 52; // chrome bar height
const VX = FX;
const VY = FY + BAR; // viewport origin
const VW = FW;
const VH = FH - BAR;

const nav = (y, fill, opts = {}) => navBar(y, fill, { x0: VX + 48, x1: VX + VW - 48, ...opts });

function frame(inner, { chrome = '#1B1B23', page = C.bg, dot = '#3A3A46', url = '#262630', glow } = {}) {
  const defs = `
  <linearGradient id="stage" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#17161F"/><stop offset="1" stop-color="${C.bg}"/>
  </linearGradient>
  <radialGradient id="stageGlow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${glow || C.violet}" stop-opacity="0.35"/><stop offset="1" stop-color="${glow || C.violet}" stop-opacity="0"/>
  </radialGradient>
  <clipPath id="vp"><rect x="${VX}" y="${VY}" width="${VW}" height="${VH}"/></clipPath>
  <clipPath id="win"><rect x="${FX}" y="${FY}" width="${FW}" height="${FH + 40}" rx="18"/></clipPath>
  ${inner.defs || ''}`;
  const body = `
  ${rect(0, 0, W, H, 'url(#stage)')}
  <ellipse cx="${W * 0.5}" cy="${H * 0.55}" rx="${W * 0.62}" ry="${H * 0.6}" fill="url(#stageGlow)"/>
  <g clip-path="url(#win)">
    ${rect(FX, FY, FW, FH + 40, page)}
    ${browserBar(FX, FY, FW, { chrome, dot, url })}
    <g clip-path="url(#vp)">${inner.body}</g>
  </g>
  <rect x="${FX + 0.5}" y="${FY + 0.5}" width="${FW - 1}" height="${FH + 40}" rx="18" fill="none" stroke="#FFFFFF" stroke-opacity="0.08"/>`;
  return svgDoc(W, H, body, defs);
}

// ---------------------------------------------------------------------------
// 1. BuddyChat — AI chat app (dark UI, violet/lime)
function buddychat() {
  const defs = `
  <radialGradient id="orb" cx="0.35" cy="0.35" r="0.7">
    <stop offset="0" stop-color="#F1FFC4"/><stop offset="0.35" stop-color="${C.lime}"/><stop offset="0.75" stop-color="${C.violet}"/><stop offset="1" stop-color="#3B2F9E"/>
  </radialGradient>
  <radialGradient id="orbGlow" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0" stop-color="${C.violet}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0"/>
  </radialGradient>
  <linearGradient id="userB" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9C8FFF"/><stop offset="1" stop-color="#6C5CE7"/></linearGradient>`;
  const sx = VX;
  const sw = 270;
  let side = rect(sx, VY, sw, VH, '#111117');
  side += rect(sx + 24, VY + 26, 30, 30, 'url(#orb)', 15) + bar(sx + 66, VY + 36, 100, 10, C.text, 0.9);
  side += rect(sx + 24, VY + 80, sw - 48, 44, C.lime, 12) + bar(sx + 44, VY + 98, 110, 8, '#111', 0.8);
  const r = rng(7);
  for (let i = 0; i < 8; i++) {
    const y = VY + 150 + i * 62;
    if (i === 1) side += rect(sx + 14, y - 8, sw - 28, 54, '#1E1E28', 10);
    side += rect(sx + 26, y, 36, 36, ['#2A2A35', '#2C2548', '#26301A'][i % 3], 10);
    side += bar(sx + 74, y + 6, 90 + r() * 80, 8, C.text, i === 1 ? 0.9 : 0.6);
    side += bar(sx + 74, y + 22, 60 + r() * 60, 7, C.muted, 0.4);
  }
  const cx = sx + sw;
  const cw = VW - sw;
  let chat = rect(cx, VY, cw, VH, '#0D0D12');
  chat += rect(cx, VY, cw, 72, '#111117') + `<line x1="${cx}" y1="${VY + 72}" x2="${cx + cw}" y2="${VY + 72}" stroke="${C.line}"/>`;
  chat += circle(cx + 46, VY + 36, 18, 'url(#orb)') + bar(cx + 76, VY + 26, 120, 10, C.text) + circle(cx + 80, VY + 48, 4, C.lime) + bar(cx + 90, VY + 44, 60, 7, C.muted, 0.6);
  chat += rect(cx + cw - 150, VY + 20, 110, 32, '#1E1E28', 16) + circle(cx + cw - 130, VY + 36, 6, C.violet) + bar(cx + cw - 116, VY + 32, 60, 8, C.muted, 0.7);
  // Centre orb
  chat += `<ellipse cx="${cx + cw / 2}" cy="${VY + 190}" rx="150" ry="110" fill="url(#orbGlow)"/>`;
  chat += circle(cx + cw / 2, VY + 190, 46, 'url(#orb)');
  chat += `<circle cx="${cx + cw / 2}" cy="${VY + 190}" r="66" fill="none" stroke="${C.violet}" stroke-opacity="0.4" stroke-width="2"/>`;
  chat += `<circle cx="${cx + cw / 2}" cy="${VY + 190}" r="86" fill="none" stroke="${C.violet}" stroke-opacity="0.18" stroke-width="2"/>`;
  // Messages
  const mx = cx + 60;
  chat += rect(mx, VY + 300, 360, 92, '#1A1A23', 18) + para(mx + 22, VY + 322, 310, 3, C.text, { seed: 3, op: 0.75, gap: 22 });
  const ux = cx + cw - 60 - 320;
  chat += rect(ux, VY + 412, 320, 62, 'url(#userB)', 18) + para(ux + 22, VY + 432, 270, 2, '#FFFFFF', { seed: 4, op: 0.9, gap: 20 });
  chat += rect(mx, VY + 494, 420, 128, '#1A1A23', 18) + para(mx + 22, VY + 516, 370, 3, C.text, { seed: 5, op: 0.75, gap: 22 });
  // inline code/card block in the bot reply
  chat += rect(mx + 22, VY + 580, 170, 28, '#24242F', 8) + rect(mx + 202, VY + 580, 170, 28, '#24242F', 8);
  chat += circle(mx + 38, VY + 594, 6, C.lime) + bar(mx + 52, VY + 590, 110, 8, C.muted, 0.7);
  chat += circle(mx + 218, VY + 594, 6, C.violet) + bar(mx + 232, VY + 590, 110, 8, C.muted, 0.7);
  // typing indicator
  chat += rect(mx, VY + 640, 86, 40, '#1A1A23', 20) + circle(mx + 26, VY + 660, 5, C.muted) + circle(mx + 43, VY + 660, 5, C.muted, 'opacity="0.6"') + circle(mx + 60, VY + 660, 5, C.muted, 'opacity="0.3"');
  // Input
  chat += rect(cx + 40, VY + VH - 40, cw - 80, 60, '#17171F', 18, `stroke="${C.line}"`);
  chat += bar(cx + 70, VY + VH - 15, 240, 9, C.muted, 0.45);
  chat += circle(cx + cw - 78, VY + VH - 10, 20, C.lime) + poly([[cx + cw - 86, VY + VH - 18], [cx + cw - 68, VY + VH - 10], [cx + cw - 86, VY + VH - 2]], '#111');
  return frame({ defs, body: side + chat }, { glow: C.violet });
}

// 2. Luxury hotel — warm sand/gold, sunset resort hero, booking bar, room cards
function luxuryHotel() {
  const gold = '#C9A36A';
  const defs = `
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#2B2036"/><stop offset="0.45" stop-color="#8A4E4A"/><stop offset="0.75" stop-color="#E39A63"/><stop offset="1" stop-color="#F3C98E"/>
  </linearGradient>
  <linearGradient id="pool" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#5FB3B8"/><stop offset="1" stop-color="#1E4E5C"/>
  </linearGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.3" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/>
  </linearGradient>
  <linearGradient id="room1" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#E8C9A0"/><stop offset="1" stop-color="#9D7450"/></linearGradient>
  <linearGradient id="room2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6E8E8A"/><stop offset="1" stop-color="#2F4443"/></linearGradient>
  <linearGradient id="room3" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#C98B6B"/><stop offset="1" stop-color="#5E3A33"/></linearGradient>`;
  const hy = VY;
  const hh = 470;
  let s = rect(VX, VY, VW, VH, '#F5EFE6');
  s += rect(VX, hy, VW, hh, 'url(#sky)');
  s += circle(VX + 760, hy + 300, 70, '#FFE2A8', 'opacity="0.9"');
  // building with arches
  const bx = VX + 470;
  s += rect(bx, hy + 210, 560, 180, '#F1E4D1');
  s += rect(bx - 20, hy + 196, 600, 18, '#E2CFB4');
  for (let i = 0; i < 6; i++) {
    const ax = bx + 30 + i * 88;
    s += `<path d="M ${ax} ${hy + 390} V ${hy + 280} a 29 29 0 0 1 58 0 V ${hy + 390} Z" fill="#B98760"/>`;
    s += `<path d="M ${ax + 8} ${hy + 390} V ${hy + 284} a 21 21 0 0 1 42 0 V ${hy + 390} Z" fill="#F4B97A" opacity="0.55"/>`;
  }
  // palms
  s += palm(VX + 430, hy + 400, 1.15) + palm(VX + 1010, hy + 400, 0.95, -1) + palm(VX + 360, hy + 410, 0.8, -1);
  s += rect(VX, hy + 390, VW, 80, 'url(#pool)');
  for (let i = 0; i < 5; i++) s += bar(VX + 480 + i * 110, hy + 410 + (i % 2) * 20, 70, 4, '#FFFFFF', 0.35);
  s += rect(VX, hy, VW, hh, 'url(#shade)');
  // nav + headline
  s += nav(hy + 40, '#FFF7EC', { logo: `<path d="M ${VX + 48} ${hy + 54} l 14 -28 l 14 28 z" fill="${gold}"/>`, cta: gold, ctaText: '#1E1611' });
  s += bar(VX + 64, hy + 150, 60, 6, gold);
  s += bar(VX + 64, hy + 176, 330, 34, '#FFF7EC') + bar(VX + 64, hy + 224, 260, 34, '#FFF7EC');
  s += para(VX + 64, hy + 284, 300, 2, '#FFF7EC', { seed: 9, op: 0.7 });
  // booking bar
  const by = hy + hh - 44;
  s += rect(VX + 64, by, VW - 128, 88, '#FFFFFF', 16, 'filter="url(#none)"');
  s += rect(VX + 64, by + 86, VW - 128, 6, '#000', 3, 'opacity="0.06"');
  for (let i = 0; i < 3; i++) {
    const fx = VX + 96 + i * 230;
    s += bar(fx, by + 26, 70, 7, '#8E7F6E', 0.8) + bar(fx, by + 48, 140, 12, '#2A211B', 0.9);
    if (i < 2) s += `<line x1="${fx + 200}" y1="${by + 22}" x2="${fx + 200}" y2="${by + 66}" stroke="#E6DCCD" stroke-width="2"/>`;
  }
  s += rect(VX + VW - 64 - 220, by + 18, 196, 52, '#1E1611', 12) + bar(VX + VW - 64 - 180, by + 40, 116, 9, gold);
  // room cards
  const cy = hy + hh + 80;
  const cw = (VW - 128 - 48) / 3;
  ['room1', 'room2', 'room3'].forEach((g, i) => {
    const x = VX + 64 + i * (cw + 24);
    s += rect(x, cy, cw, 220, `url(#${g})`, 14);
    // minimal interior: bed/lamp shapes
    s += rect(x + 40, cy + 140, cw - 80, 50, '#F7F0E6', 8, 'opacity="0.85"') + rect(x + 40, cy + 120, cw - 80, 26, '#FFFFFF', 8, 'opacity="0.6"');
    s += rect(x + cw / 2 - 50, cy + 40, 100, 70, '#FFFFFF', 4, 'opacity="0.18"');
    s += bar(x, cy + 240, cw * 0.6, 12, '#2A211B', 0.85) + bar(x, cy + 262, cw * 0.4, 8, '#8E7F6E', 0.6);
  });
  return frame({ defs, body: s }, { chrome: '#EDE6DB', page: '#F5EFE6', dot: '#C7BBAA', url: '#E0D7C9', glow: C.sand });
}

// 3. Protecta — security/insurance: light UI, navy + teal, shield hero, feature cards
function protecta() {
  const navy = '#0F1E3D';
  const teal = '#2BC4A8';
  const defs = `
  <linearGradient id="shield" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2F5BEA"/><stop offset="1" stop-color="${navy}"/></linearGradient>
  <linearGradient id="shieldHi" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.22"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></linearGradient>
  <radialGradient id="pHalo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${teal}" stop-opacity="0.35"/><stop offset="1" stop-color="${teal}" stop-opacity="0"/></radialGradient>`;
  let s = rect(VX, VY, VW, VH, '#F4F6FA');
  s += nav(VY + 40, navy, {
    logo: `<path d="M ${VX + 62} ${VY + 24} l 14 6 v 10 c 0 8 -6 13 -14 16 c -8 -3 -14 -8 -14 -16 v -10 z" fill="#2F5BEA"/>`,
    cta: navy,
    ctaText: '#FFFFFF',
  });
  // hero left copy
  s += rect(VX + 64, VY + 130, 150, 30, '#E2F7F2', 15) + circle(VX + 82, VY + 145, 5, teal) + bar(VX + 94, VY + 141, 100, 8, '#1B7E6C', 0.8);
  s += bar(VX + 64, VY + 186, 420, 38, navy) + bar(VX + 64, VY + 236, 360, 38, navy) + bar(VX + 64, VY + 286, 230, 38, '#2F5BEA');
  s += para(VX + 64, VY + 350, 400, 3, '#5B6478', { seed: 12, op: 0.7 });
  s += rect(VX + 64, VY + 430, 170, 52, '#2F5BEA', 12) + bar(VX + 94, VY + 452, 110, 9, '#FFFFFF');
  s += rect(VX + 250, VY + 430, 160, 52, '#FFFFFF', 12, `stroke="#D5DAE5" stroke-width="2"`) + bar(VX + 280, VY + 452, 100, 9, navy, 0.7);
  // shield hero graphic
  const cx = VX + 790;
  const cy = VY + 300;
  s += `<ellipse cx="${cx}" cy="${cy}" rx="260" ry="230" fill="url(#pHalo)"/>`;
  for (const rr of [200, 150]) s += `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="none" stroke="#C9D3E8" stroke-width="2" stroke-dasharray="${rr === 200 ? '6 10' : '0'}"/>`;
  const sh = `M ${cx} ${cy - 140} L ${cx + 110} ${cy - 96} V ${cy - 10} C ${cx + 110} ${cy + 70} ${cx + 60} ${cy + 118} ${cx} ${cy + 146} C ${cx - 60} ${cy + 118} ${cx - 110} ${cy + 70} ${cx - 110} ${cy - 10} V ${cy - 96} Z`;
  s += `<path d="${sh}" fill="url(#shield)"/>`;
  s += `<path d="M ${cx} ${cy - 140} L ${cx - 110} ${cy - 96} V ${cy - 10} C ${cx - 110} ${cy + 70} ${cx - 60} ${cy + 118} ${cx} ${cy + 146} Z" fill="url(#shieldHi)"/>`;
  s += `<path d="M ${cx - 46} ${cy + 2} L ${cx - 12} ${cy + 36} L ${cx + 52} ${cy - 32}" fill="none" stroke="${teal}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>`;
  // floating cards
  const card = (x, y, w, h, iconFill) =>
    rect(x + 4, y + 8, w, h, navy, 14, 'opacity="0.08"') + rect(x, y, w, h, '#FFFFFF', 14) + rect(x + 16, y + 16, 36, 36, iconFill, 10) + bar(x + 64, y + 22, w - 90, 9, navy, 0.85) + bar(x + 64, y + 40, (w - 90) * 0.6, 7, '#8A93A6', 0.7);
  s += card(cx + 70, cy - 170, 200, 68, teal) + card(cx - 330, cy + 70, 210, 68, '#2F5BEA');
  s += rect(cx + 80, cy + 110, 190, 86, '#FFFFFF', 14) + bar(cx + 100, cy + 128, 80, 8, '#8A93A6', 0.7);
  [30, 46, 38, 60, 52, 70].forEach((v, i) => {
    s += rect(cx + 102 + i * 26, cy + 182 - v * 0.6, 14, v * 0.6, i === 5 ? teal : '#C9D3E8', 4);
  });
  // feature strip
  const fy = VY + 560;
  s += rect(VX, fy, VW, VH - 560, navy);
  for (let i = 0; i < 4; i++) {
    const x = VX + 64 + i * 252;
    s += rect(x, fy + 50, 52, 52, i === 0 ? teal : '#1D3260', 14);
    s += `<path d="M ${x + 16} ${fy + 76} l 8 8 l 14 -16" stroke="${i === 0 ? navy : teal}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += bar(x, fy + 124, 160, 12, '#FFFFFF', 0.9) + para(x, fy + 150, 200, 2, '#9FB0D0', { seed: 20 + i, op: 0.6, h: 8, gap: 18 });
  }
  return frame({ defs, body: s }, { chrome: '#E3E7EF', page: '#F4F6FA', dot: '#B5BDCC', url: '#D5DBE6', glow: '#2F5BEA' });
}

// 4. Jiu-jitsu academy — bold black/red, diagonal hero, belt ranks, schedule grid
function jiuJitsu() {
  const red = '#E5484D';
  const defs = `
  <linearGradient id="jjHero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1A1012"/><stop offset="1" stop-color="#0A0A0C"/></linearGradient>
  <linearGradient id="jjRed" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FF5A5F"/><stop offset="1" stop-color="#A5161B"/></linearGradient>
  <radialGradient id="jjSpot" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>`;
  let s = rect(VX, VY, VW, VH, 'url(#jjHero)');
  // diagonal red slab
  s += poly([[VX + 560, VY], [VX + VW, VY], [VX + VW, VY + 520], [VX + 420, VY + 520]], 'url(#jjRed)');
  s += `<ellipse cx="${VX + 800}" cy="${VY + 230}" rx="340" ry="260" fill="url(#jjSpot)"/>`;
  // stylised athlete in gi: head, kimono V, crossed arms, black belt
  const ax = VX + 800;
  const ay = VY + 120;
  s += circle(ax, ay + 20, 46, '#2A1A16');
  s += `<path d="M ${ax - 40} ${ay} Q ${ax} ${ay - 46} ${ax + 42} ${ay + 2} Q ${ax + 30} ${ay - 18} ${ax} ${ay - 20} Q ${ax - 28} ${ay - 18} ${ax - 40} ${ay} Z" fill="#0D0A0A"/>`;
  s += poly([[ax - 26, ay + 60], [ax + 26, ay + 60], [ax + 30, ay + 92], [ax - 30, ay + 92]], '#2A1A16');
  s += `<path d="M ${ax - 170} ${VY + 520} L ${ax - 150} ${ay + 150} Q ${ax - 140} ${ay + 96} ${ax - 60} ${ay + 84} L ${ax + 60} ${ay + 84} Q ${ax + 140} ${ay + 96} ${ax + 150} ${ay + 150} L ${ax + 170} ${VY + 520} Z" fill="#F4F1EA"/>`;
  s += poly([[ax - 60, ay + 84], [ax, ay + 200], [ax + 60, ay + 84], [ax + 40, ay + 84], [ax, ay + 160], [ax - 40, ay + 84]], '#D8D2C6');
  s += poly([[ax - 30, ay + 84], [ax, ay + 150], [ax + 30, ay + 84]], '#2A1A16');
  // crossed arms
  s += `<path d="M ${ax - 150} ${ay + 230} Q ${ax} ${ay + 270} ${ax + 130} ${ay + 210} L ${ax + 140} ${ay + 250} Q ${ax} ${ay + 310} ${ax - 140} ${ay + 270} Z" fill="#E4DED2"/>`;
  s += `<path d="M ${ax + 150} ${ay + 236} Q ${ax} ${ay + 250} ${ax - 130} ${ay + 214} L ${ax - 140} ${ay + 252} Q ${ax} ${ay + 296} ${ax + 140} ${ay + 274} Z" fill="#F4F1EA"/>`;
  s += `<path d="M ${ax - 140} ${ay + 270} Q ${ax} ${ay + 300} ${ax + 140} ${ay + 250}" fill="none" stroke="#B9B1A3" stroke-width="3"/>`;
  s += `<path d="M ${ax - 130} ${ay + 214} Q ${ax} ${ay + 250} ${ax + 150} ${ay + 236}" fill="none" stroke="#C9C1B3" stroke-width="3"/>`;
  s += rect(ax - 152, ay + 330, 304, 34, '#111', 4) + rect(ax + 60, ay + 330, 40, 34, red, 0);
  s += poly([[ax - 20, ay + 360], [ax - 50, ay + 410], [ax - 30, ay + 414], [ax - 4, ay + 366]], '#111');
  s += poly([[ax + 10, ay + 360], [ax + 40, ay + 410], [ax + 60, ay + 404], [ax + 24, ay + 358]], '#111');
  // nav + headline blocks (bold condensed)
  s += nav(VY + 40, '#F4F1EA', { logo: circle(VX + 62, VY + 40, 14, red), cta: '#F4F1EA', ctaText: '#111' });
  s += bar(VX + 64, VY + 150, 120, 8, red);
  s += rect(VX + 64, VY + 176, 380, 54, '#F4F1EA', 4) + rect(VX + 64, VY + 240, 300, 54, '#F4F1EA', 4) + rect(VX + 64, VY + 304, 340, 54, red, 4);
  s += para(VX + 64, VY + 384, 320, 2, C.muted, { seed: 31, op: 0.7 });
  s += rect(VX + 64, VY + 440, 180, 50, red, 4) + bar(VX + 94, VY + 461, 120, 9, '#FFFFFF');
  // belt ranks strip
  const belts = ['#F4F1EA', '#2F6FEB', '#7B3FE4', '#7A4B2A', '#111111'];
  const sy = VY + 520;
  s += rect(VX, sy, VW, VH - 520, '#111114');
  belts.forEach((b, i) => {
    const x = VX + 64 + i * 200;
    s += rect(x, sy + 44, 176, 26, b, 3, b === '#111111' ? 'stroke="#3A3A46" stroke-width="2"' : '');
    s += rect(x + 126, sy + 44, 30, 26, b === '#111111' ? red : '#111', 0);
    s += bar(x, sy + 90, 110, 10, '#F4F1EA', 0.85) + bar(x, sy + 110, 70, 7, C.muted, 0.5);
  });
  // schedule grid
  const gy = sy + 150;
  for (let c = 0; c < 7; c++) {
    for (let r = 0; r < 2; r++) {
      const x = VX + 64 + c * 142;
      const y = gy + r * 58;
      const on = (c + r * 3) % 4 === 0;
      s += rect(x, y, 128, 46, on ? red : '#1C1C22', 6) + bar(x + 14, y + 18, on ? 70 : 50, 8, '#F4F1EA', on ? 0.95 : 0.45);
    }
  }
  return frame({ defs, body: s }, { chrome: '#1A1A20', page: '#0A0A0C', glow: red });
}

// 5. Studio Nuvem — editorial design studio: cream, big type blocks, pastel clouds, asymmetric grid
function studioNuvem() {
  const ink = '#1B1A22';
  const defs = `
  <linearGradient id="nSky" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#B9C6FF"/><stop offset="1" stop-color="#F3D9C4"/></linearGradient>
  <linearGradient id="nSky2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2B2A3A"/><stop offset="1" stop-color="#5E55B8"/></linearGradient>
  <linearGradient id="nSky3" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E8C9A0"/><stop offset="1" stop-color="#D9866A"/></linearGradient>
  <clipPath id="nClip"><rect x="${VX + 660}" y="${VY + 100}" width="${VW - 708}" height="380" rx="4"/></clipPath>`;
  let s = rect(VX, VY, VW, VH, '#F3EFE7');
  // editorial nav: thin rule and tiny items
  s += bar(VX + 48, VY + 34, 120, 12, ink) + bar(VX + VW - 48 - 360, VY + 36, 60, 7, ink, 0.6) + bar(VX + VW - 48 - 270, VY + 36, 60, 7, ink, 0.6) + bar(VX + VW - 48 - 180, VY + 36, 60, 7, ink, 0.6);
  s += circle(VX + VW - 60, VY + 40, 12, 'none', `stroke="${ink}" stroke-width="2"`);
  s += `<line x1="${VX + 48}" y1="${VY + 70}" x2="${VX + VW - 48}" y2="${VY + 70}" stroke="${ink}" stroke-width="1.5"/>`;
  // issue label + massive headline blocks (serif-like weights via height)
  s += bar(VX + 48, VY + 100, 60, 8, ink, 0.6) + bar(VX + 120, VY + 100, 40, 8, ink, 0.3);
  s += rect(VX + 48, VY + 130, 560, 76, ink, 6) + rect(VX + 48, VY + 218, 420, 76, ink, 6);
  s += `<path d="M ${VX + 490} ${VY + 256} a 38 38 0 1 1 76 0 a 38 38 0 1 1 -76 0" fill="none" stroke="${ink}" stroke-width="14"/>`;
  s += para(VX + 48, VY + 330, 260, 4, ink, { seed: 41, op: 0.55, h: 8, gap: 18 });
  s += para(VX + 340, VY + 330, 260, 4, ink, { seed: 42, op: 0.55, h: 8, gap: 18 });
  // big feature image: sky with clouds (right column)
  const ix = VX + 660;
  s += rect(ix, VY + 100, VW - 660 - 48, 380, 'url(#nSky)', 4);
  s += `<g clip-path="url(#nClip)">${circle(ix + 300, VY + 170, 34, '#FFE7B8', 'opacity="0.9"')}${cloud(ix + 80, VY + 260, 1.3, '#FFFFFF', 0.95)}${cloud(ix + 230, VY + 390, 1.0, '#FFFFFF', 0.8)}${cloud(ix + 190, VY + 170, 0.6, '#FFFFFF', 0.7)}</g>`;
  // caption
  s += bar(ix, VY + 496, 140, 7, ink, 0.5);
  // lower asymmetric grid
  const gy = VY + 410;
  s += rect(VX + 48, gy + 20, 260, 230, 'url(#nSky2)', 4);
  s += cloud(VX + 110, gy + 170, 0.9, '#D4CCFF', 0.75);
  s += circle(VX + 250, gy + 70, 18, C.lime);
  s += rect(VX + 330, gy + 20, 270, 150, 'url(#nSky3)', 4);
  s += cloud(VX + 380, gy + 110, 0.75, '#FFF4E6', 0.85);
  s += bar(VX + 330, gy + 190, 200, 12, ink, 0.85) + para(VX + 330, gy + 214, 250, 2, ink, { seed: 43, op: 0.5, h: 7, gap: 16 });
  s += `<line x1="${VX + 48}" y1="${gy + 270}" x2="${VX + 600}" y2="${gy + 270}" stroke="${ink}" stroke-opacity="0.3"/>`;
  // index numbers as dots
  for (let i = 0; i < 4; i++) s += circle(VX + 60 + i * 30, gy + 300, 6, i === 0 ? ink : 'none', `stroke="${ink}" stroke-width="2"`);
  s += rect(ix, VY + 530, VW - 660 - 48, 210, '#E6E0D4', 4);
  for (let i = 0; i < 3; i++) s += rect(ix + 24 + i * 112, VY + 560, 100, 150, ['#1B1A22', '#8B7CFF', '#E8C9A0'][i], 4, 'opacity="0.92"');
  s += cloud(ix + 150, VY + 672, 0.45, '#FFFFFF', 0.9);
  return frame({ defs, body: s }, { chrome: '#E7E2D8', page: '#F3EFE7', dot: '#B9B1A3', url: '#DAD3C6', glow: C.sand });
}

// 6. Agência Flow — digital agency: vivid gradient waves, metrics cards, bento grid
function agenciaFlow() {
  const defs = `
  <linearGradient id="fw1" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.violet}"/><stop offset="1" stop-color="#FF7AC6"/></linearGradient>
  <linearGradient id="fw2" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#35E0C2"/><stop offset="1" stop-color="${C.lime}"/></linearGradient>
  <linearGradient id="fw3" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFB86B"/><stop offset="1" stop-color="#FF5E8A"/></linearGradient>
  <linearGradient id="fArea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.lime}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.lime}" stop-opacity="0"/></linearGradient>`;
  let s = rect(VX, VY, VW, VH, '#0E0D16');
  // flowing ribbons
  for (let i = 0; i < 9; i++) s += wave(VX, VW, VY + 250 + i * 10, 80 + i * 4, 0.6 + i * 0.12, 'url(#fw1)', 3, 0.15 + i * 0.07);
  for (let i = 0; i < 6; i++) s += wave(VX, VW, VY + 330 + i * 9, 60 - i * 3, 2.4 + i * 0.1, 'url(#fw2)', 2.5, 0.2 + i * 0.1);
  s += nav(VY + 40, C.text, { logo: `<path d="M ${VX + 48} ${VY + 54} q 14 -40 28 0 q 14 -40 28 0" stroke="${C.lime}" stroke-width="6" fill="none" stroke-linecap="round"/>`, cta: C.lime, ctaText: '#111' });
  s += rect(VX + VW / 2 - 90, VY + 110, 180, 30, '#1D1B2B', 15, `stroke="${C.line}"`) + circle(VX + VW / 2 - 70, VY + 125, 5, C.lime) + bar(VX + VW / 2 - 56, VY + 121, 120, 8, C.muted, 0.8);
  s += bar(VX + VW / 2 - 300, VY + 164, 600, 44, C.text) + bar(VX + VW / 2 - 220, VY + 220, 440, 44, 'url(#fw1)');
  s += rect(VX + VW / 2 - 190, VY + 296, 180, 52, C.lime, 26) + bar(VX + VW / 2 - 160, VY + 318, 120, 9, '#111');
  s += rect(VX + VW / 2 + 10, VY + 296, 180, 52, '#1D1B2B', 26, `stroke="${C.line}"`) + bar(VX + VW / 2 + 40, VY + 318, 120, 9, C.text, 0.8);
  // bento grid
  const gy = VY + 400;
  const g = (x, w, h, fill, extra = '') => rect(x, gy, w, h, fill, 18, extra);
  s += g(VX + 48, 380, 320, '#171624', `stroke="${C.line}"`);
  // area chart in card 1
  let d = `M ${VX + 72} ${gy + 270}`;
  const vals = [40, 70, 55, 100, 85, 140, 120, 180, 170, 220];
  vals.forEach((v, i) => {
    d += ` L ${VX + 72 + i * 36} ${gy + 270 - v}`;
  });
  s += `<path d="${d} L ${VX + 72 + 9 * 36} ${gy + 270} Z" fill="url(#fArea)"/>`;
  s += `<path d="${d.replace(/^M [^L]+/, `M ${VX + 72} ${gy + 230}`)}" fill="none" stroke="${C.lime}" stroke-width="4" stroke-linejoin="round"/>`;
  s += bar(VX + 72, gy + 28, 90, 8, C.muted, 0.7) + bar(VX + 72, gy + 46, 140, 18, C.text);
  s += rect(VX + 300, gy + 28, 100, 28, '#26301A', 14) + bar(VX + 316, gy + 38, 66, 8, C.lime);
  s += g(VX + 448, 300, 150, 'url(#fw3)');
  s += circle(VX + 700, gy + 40, 60, '#FFFFFF', 'opacity="0.16"') + bar(VX + 472, gy + 30, 100, 8, '#2B0F1C', 0.7) + bar(VX + 472, gy + 50, 160, 30, '#2B0F1C', 0.85);
  s += g(VX + 448, 300, 154, '#171624', `stroke="${C.line}"`).replace(`y="${gy}"`, `y="${gy + 166}"`);
  for (let i = 0; i < 3; i++) s += circle(VX + 490 + i * 34, gy + 226, 22, ['#8B7CFF', '#E8C9A0', '#35E0C2'][i], 'stroke="#171624" stroke-width="4"');
  s += bar(VX + 472, gy + 270, 200, 9, C.text, 0.8) + bar(VX + 472, gy + 288, 130, 7, C.muted, 0.5);
  s += g(VX + 768, VW - 768 - 48, 320, '#1B1830', `stroke="${C.line}"`);
  // donut
  const dcx = VX + 768 + (VW - 768 - 48) / 2;
  const dcy = gy + 150;
  s += `<circle cx="${dcx}" cy="${dcy}" r="80" fill="none" stroke="#2A2840" stroke-width="26"/>`;
  s += `<circle cx="${dcx}" cy="${dcy}" r="80" fill="none" stroke="url(#fw1)" stroke-width="26" stroke-dasharray="330 503" transform="rotate(-90 ${dcx} ${dcy})" stroke-linecap="round"/>`;
  s += `<circle cx="${dcx}" cy="${dcy}" r="80" fill="none" stroke="${C.lime}" stroke-width="26" stroke-dasharray="90 503" stroke-dashoffset="-350" transform="rotate(-90 ${dcx} ${dcy})" stroke-linecap="round"/>`;
  s += bar(dcx - 40, dcy - 10, 80, 20, C.text) + bar(dcx - 100, gy + 268, 200, 9, C.muted, 0.6);
  return frame({ defs, body: s }, { glow: '#FF7AC6' });
}

export const PROJECTS = {
  buddychat,
  'luxury-hotel': luxuryHotel,
  protecta,
  'jiu-jitsu': jiuJitsu,
  'studio-nuvem': studioNuvem,
  'agencia-flow': agenciaFlow,
};

export async function makeProjects(only) {
  const dir = path.join(PUBLIC, 'images', 'projects');
  for (const [id, fn] of Object.entries(PROJECTS)) {
    if (only && only !== id) continue;
    const svg = fn();
    await writeWebpBudget(svg, path.join(dir, `${id}-400.webp`), 400, 300, 16_000, 76);
    await writeWebpBudget(svg, path.join(dir, `${id}-800.webp`), 800, 600, 44_000, 76);
    await writeWebpBudget(svg, path.join(dir, `${id}-1200.webp`), 1200, 900, 90_000, 74);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await makeProjects(process.argv[2]);
  printReport(report());
}

// Case-study gallery: three screens of each delivered site, 16:10, at 400, 800 and 1200 px wide.
//   desktop: the site in a browser window; mobile: the site on a phone; detail: a close-up of its key component.
// Each project's screens are drawn in cases/<id>.mjs in the coordinates of their own viewport; this file frames them.
import path from 'node:path';
import { C, PUBLIC, svgDoc, writeWebpBudget, printReport, report } from './lib.mjs';
import { bar, browserBar, rect } from './draw.mjs';
import * as buddychat from './cases/buddychat.mjs';
import * as luxuryHotel from './cases/luxury-hotel.mjs';
import * as protecta from './cases/protecta.mjs';
import * as jiuJitsu from './cases/jiu-jitsu.mjs';
import * as studioNuvem from './cases/studio-nuvem.mjs';
import * as agenciaFlow from './cases/agencia-flow.mjs';

export const W = 1200;
export const H = 750;
/** Viewport sizes handed to the drawings: desktop page, phone screen, close-up panel. */
export const DESKTOP = { x: 60, y: 100, w: 1080, h: 650 };
export const PHONE = { x: 442, y: 36, w: 316, h: 678 };
export const DETAIL = { x: 60, y: 48, w: 1080, h: 654 };

function stage(glow) {
  const defs = `
  <linearGradient id="stage" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#17161F"/><stop offset="1" stop-color="${C.bg}"/></linearGradient>
  <radialGradient id="stageGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`;
  const body = `${rect(0, 0, W, H, 'url(#stage)')}<ellipse cx="${W / 2}" cy="${H * 0.55}" rx="${W * 0.62}" ry="${H * 0.62}" fill="url(#stageGlow)"/>`;
  return { defs, body };
}

const place = (v, inner, r) =>
  `<clipPath id="view"><rect x="${v.x}" y="${v.y}" width="${v.w}" height="${v.h}" rx="${r}"/></clipPath>` +
  `<g clip-path="url(#view)"><g transform="translate(${v.x} ${v.y})">${inner}</g></g>`;

function desktopShot(shot, t) {
  const bg = stage(t.glow);
  const v = DESKTOP;
  const top = v.y - 52;
  const body = `${bg.body}
  <clipPath id="win"><rect x="${v.x}" y="${top}" width="${v.w}" height="${H}" rx="18"/></clipPath>
  <g clip-path="url(#win)">${rect(v.x, top, v.w, H, t.page)}${browserBar(v.x, top, v.w, t)}${place(v, shot.body, 0)}</g>
  <rect x="${v.x + 0.5}" y="${top + 0.5}" width="${v.w - 1}" height="${H}" rx="18" fill="none" stroke="#FFFFFF" stroke-opacity="0.08"/>`;
  return svgDoc(W, H, body, bg.defs + (shot.defs || ''));
}

function phoneShot(shot, t) {
  const bg = stage(t.glow);
  const v = PHONE;
  const ink = t.statusInk;
  const status =
    bar(28, 20, 34, 10, ink) +
    rect(v.w - 88, 19, 18, 12, ink, 2) +
    rect(v.w - 64, 21, 14, 10, ink, 2, 'opacity="0.8"') +
    rect(v.w - 44, 18, 24, 13, 'none', 4, `stroke="${ink}" stroke-width="1.5"`) +
    rect(v.w - 41, 21, 16, 7, ink, 2) +
    rect(v.w / 2 - 48, 11, 96, 28, '#000000', 14);
  const body = `${bg.body}
  <ellipse cx="${W / 2}" cy="${H - 18}" rx="190" ry="14" fill="#000000" opacity="0.35"/>
  ${rect(v.x - 15, v.y + 130, 4, 54, '#2A2A33', 2)}${rect(v.x - 15, v.y + 200, 4, 54, '#2A2A33', 2)}${rect(v.x + v.w + 11, v.y + 160, 4, 84, '#2A2A33', 2)}
  ${rect(v.x - 12, v.y - 12, v.w + 24, v.h + 24, '#1A1A22', 54, 'stroke="#3A3A46" stroke-width="2"')}
  ${place(v, shot.body + status, 42)}`;
  return svgDoc(W, H, body, bg.defs + (shot.defs || ''));
}

function detailShot(shot, t) {
  const bg = stage(t.glow);
  const v = DETAIL;
  const body = `${bg.body}
  ${rect(v.x + 6, v.y + 14, v.w, v.h, '#000000', 24, 'opacity="0.3"')}
  ${rect(v.x, v.y, v.w, v.h, t.page, 24)}${place(v, shot.body, 24)}
  <rect x="${v.x + 0.5}" y="${v.y + 0.5}" width="${v.w - 1}" height="${v.h - 1}" rx="24" fill="none" stroke="#FFFFFF" stroke-opacity="0.08"/>`;
  return svgDoc(W, H, body, bg.defs + (shot.defs || ''));
}

export const CASES = {
  buddychat,
  'luxury-hotel': luxuryHotel,
  protecta,
  'jiu-jitsu': jiuJitsu,
  'studio-nuvem': studioNuvem,
  'agencia-flow': agenciaFlow,
};

/** The SVG of one screen: `shot` is 'desktop', 'mobile' or 'detail'. */
export function caseSvg(id, shot) {
  const p = CASES[id];
  if (shot === 'desktop') return desktopShot(p.desktop(DESKTOP), p.theme);
  if (shot === 'mobile') return phoneShot(p.mobile(PHONE), p.theme);
  return detailShot(p.detail(DETAIL), p.theme);
}

export const SHOTS = ['desktop', 'mobile', 'detail'];
/** Width, height and byte budget of each size (16:10). */
const SIZES = [
  [400, 250, 18_000],
  [800, 500, 56_000],
  [1200, 750, 110_000],
];

export async function makeCases(only) {
  const dir = path.join(PUBLIC, 'images', 'projects', 'cases');
  for (const id of Object.keys(CASES)) {
    if (only && only !== id) continue;
    for (const shot of SHOTS) {
      const svg = caseSvg(id, shot);
      for (const [w, h, max] of SIZES) await writeWebpBudget(svg, path.join(dir, `${id}-${shot}-${w}.webp`), w, h, max, 84);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await makeCases(process.argv[2]);
  printReport(report());
}

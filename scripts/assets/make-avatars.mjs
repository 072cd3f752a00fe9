// Testimonial avatars: nine illustrated, front-facing portraits on coloured discs (128x128).
import path from 'node:path';
import { PUBLIC, svgDoc, writeWebpBudget, printReport, report } from './lib.mjs';

const S = 256; // design space, rendered to 128

function shade(hex, amt) {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v) => Math.max(0, Math.min(255, Math.round(v + amt * 255)));
  const r = ch(n >> 16);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const PEOPLE = [
  { bg: '#8B7CFF', skin: '#A8704E', hair: '#1B1214', style: 'long', shirt: '#F4F1EA', lips: '#7A3E36' },
  { bg: '#E8C9A0', skin: '#F0C8A8', hair: '#5A3A24', style: 'short', beard: true, glasses: true, shirt: '#2A2A35' },
  { bg: '#D4FF5A', skin: '#5C3724', hair: '#140E0E', style: 'afro', earrings: '#E8C9A0', shirt: '#8B7CFF', lips: '#4A2018' },
  { bg: '#5ED6C0', skin: '#C68B5E', hair: '#221814', style: 'buzz', shirt: '#15151C' },
  { bg: '#FF8A7A', skin: '#F3D1B8', hair: '#A2452A', style: 'bun', shirt: '#F4F1EA', lips: '#C0605A' },
  { bg: '#6B8CFF', skin: '#4A2C1E', hair: '#0F0B0B', style: 'bald', beard: true, shirt: '#E8C9A0' },
  { bg: '#F2A7C8', skin: '#E9C29B', hair: '#101014', style: 'bob', shirt: '#15151C', lips: '#B65A5E' },
  { bg: '#FFB86B', skin: '#B57A52', hair: '#1E1410', style: 'curlyShort', shirt: '#2F5BEA' },
  { bg: '#A9E4B4', skin: '#8D5A3B', hair: '#6B4226', style: 'wavy', glasses: true, shirt: '#F4F1EA', lips: '#6C3328' },
];

function avatarSvg(p, idx) {
  const skinD = shade(p.skin, -0.12);
  const skinL = shade(p.skin, 0.06);
  const hairL = shade(p.hair, 0.1);
  const bgD = shade(p.bg, -0.14);
  const defs = `<clipPath id="d${idx}"><circle cx="128" cy="128" r="128"/></clipPath>`;
  let back = '';
  let front = '';
  switch (p.style) {
    case 'long':
      back = `<path d="M 70 120 Q 66 52 128 46 Q 190 52 186 120 L 192 226 L 64 226 Z" fill="${p.hair}"/>`;
      front = `<path d="M 76 112 Q 78 58 128 56 Q 180 58 182 112 Q 170 84 140 78 Q 112 92 80 112 Z" fill="${p.hair}"/>
               <path d="M 128 60 Q 158 62 172 88" stroke="${hairL}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
      break;
    case 'short':
      front = `<path d="M 76 108 Q 72 54 128 50 Q 186 52 182 108 Q 178 86 166 78 Q 130 84 92 78 Q 80 88 76 108 Z" fill="${p.hair}"/>`;
      break;
    case 'afro':
      back = [[80, 80, 34], [128, 56, 40], [176, 80, 34], [70, 122, 26], [186, 122, 26], [100, 58, 30], [156, 58, 30]]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.hair}"/>`)
        .join('');
      front = `<path d="M 80 104 Q 90 70 128 72 Q 166 70 176 104 Q 150 86 128 88 Q 104 86 80 104 Z" fill="${p.hair}"/>`;
      break;
    case 'buzz':
      front = `<path d="M 78 104 Q 76 58 128 56 Q 180 58 178 104 Q 172 82 128 80 Q 84 82 78 104 Z" fill="${p.hair}" opacity="0.85"/>`;
      break;
    case 'bun':
      back = `<circle cx="128" cy="44" r="24" fill="${p.hair}"/><circle cx="122" cy="38" r="8" fill="${hairL}" opacity="0.5"/>`;
      front = `<path d="M 76 112 Q 74 58 128 56 Q 182 58 180 112 Q 172 80 128 76 Q 84 80 76 112 Z" fill="${p.hair}"/>
               <path d="M 100 66 Q 128 60 156 66" stroke="${hairL}" stroke-width="3" fill="none" opacity="0.6"/>`;
      break;
    case 'bald':
      front = `<ellipse cx="112" cy="72" rx="18" ry="8" fill="#FFFFFF" opacity="0.12"/>`;
      break;
    case 'bob':
      back = `<path d="M 68 110 Q 64 50 128 46 Q 192 50 188 110 L 190 160 Q 160 168 150 160 L 106 160 Q 96 168 66 160 Z" fill="${p.hair}"/>`;
      front = `<path d="M 76 110 Q 78 56 128 54 Q 180 56 182 110 L 176 100 Q 170 90 164 92 L 92 92 Q 84 92 76 110 Z" fill="${p.hair}"/>
               <path d="M 92 92 L 164 92" stroke="${hairL}" stroke-width="3" opacity="0.5"/>`;
      break;
    case 'curlyShort':
      front = [[86, 86, 16], [104, 68, 18], [128, 60, 20], [152, 68, 18], [170, 86, 16], [116, 76, 14], [142, 78, 14]]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.hair}"/>`)
        .join('');
      break;
    case 'wavy':
      back = `<path d="M 68 120 Q 60 50 128 44 Q 196 50 188 120 Q 200 170 182 210 Q 196 230 176 240 L 80 240 Q 60 230 74 210 Q 56 170 68 120 Z" fill="${p.hair}"/>`;
      front = `<path d="M 76 116 Q 76 56 128 54 Q 184 56 182 112 Q 160 70 118 74 Q 96 84 76 116 Z" fill="${p.hair}"/>
               <path d="M 70 150 Q 62 180 76 206 M 186 150 Q 194 180 180 206" stroke="${hairL}" stroke-width="4" fill="none" opacity="0.6"/>`;
      break;
    default:
      break;
  }

  const face = `
  <path d="M 30 256 Q 34 196 100 184 L 156 184 Q 222 196 226 256 Z" fill="${p.shirt}"/>
  <path d="M 100 184 Q 128 214 156 184" fill="${shade(p.shirt, -0.12)}"/>
  <path d="M 108 150 L 108 190 Q 128 204 148 190 L 148 150 Z" fill="${skinD}"/>
  <ellipse cx="78" cy="124" rx="9" ry="13" fill="${skinD}"/><ellipse cx="178" cy="124" rx="9" ry="13" fill="${skinD}"/>
  <path d="M 78 108 Q 78 60 128 60 Q 178 60 178 108 Q 178 156 150 172 Q 128 182 106 172 Q 78 156 78 108 Z" fill="${p.skin}"/>
  <path d="M 128 60 Q 178 60 178 108 Q 178 156 150 172 Q 164 140 160 108 Q 156 72 128 60 Z" fill="${skinD}" opacity="0.5"/>
  <ellipse cx="104" cy="100" rx="16" ry="10" fill="${skinL}" opacity="0.5"/>
  <path d="M 96 104 Q 106 98 116 103" stroke="${shade(p.hair, 0.05)}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M 140 103 Q 150 98 160 104" stroke="${shade(p.hair, 0.05)}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <ellipse cx="107" cy="117" rx="5.5" ry="6.5" fill="#1A1212"/><ellipse cx="149" cy="117" rx="5.5" ry="6.5" fill="#1A1212"/>
  <circle cx="109" cy="115" r="1.8" fill="#FFF"/><circle cx="151" cy="115" r="1.8" fill="#FFF"/>
  <path d="M 128 118 L 122 140 Q 128 144 134 140" stroke="${skinD}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <ellipse cx="98" cy="140" rx="9" ry="5" fill="#E26D6D" opacity="0.18"/><ellipse cx="158" cy="140" rx="9" ry="5" fill="#E26D6D" opacity="0.18"/>
  <path d="M 112 152 Q 128 164 144 152" stroke="${p.lips || shade(p.skin, -0.28)}" stroke-width="${p.lips ? 6 : 4.5}" fill="none" stroke-linecap="round"/>`;

  let extras = '';
  if (p.beard)
    extras += `<path d="M 80 124 Q 84 160 106 174 Q 128 186 150 174 Q 172 160 176 124 Q 172 150 156 158 Q 140 146 128 148 Q 116 146 100 158 Q 84 150 80 124 Z" fill="${p.hair}" opacity="0.92"/>
               <path d="M 114 150 Q 128 158 142 150" stroke="${shade(p.skin, -0.3)}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  if (p.glasses)
    extras += `<g fill="none" stroke="#15151C" stroke-width="4"><rect x="90" y="104" width="34" height="26" rx="9"/><rect x="132" y="104" width="34" height="26" rx="9"/><path d="M 124 114 Q 128 110 132 114 M 90 112 L 80 108 M 166 112 L 176 108"/></g>
               <path d="M 96 110 L 104 108" stroke="#FFF" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`;
  if (p.earrings) extras += `<circle cx="76" cy="142" r="6" fill="${p.earrings}"/><circle cx="180" cy="142" r="6" fill="${p.earrings}"/>`;

  const body = `<g clip-path="url(#d${idx})">
  <rect width="${S}" height="${S}" fill="${p.bg}"/>
  <circle cx="128" cy="128" r="104" fill="${bgD}" opacity="0.35"/>
  <circle cx="196" cy="56" r="22" fill="#FFFFFF" opacity="0.18"/>
  ${back}${face}${extras}${front}
  </g>`;
  return svgDoc(S, S, body, defs);
}

export async function makeAvatars() {
  const dir = path.join(PUBLIC, 'images', 'avatars');
  for (let i = 0; i < PEOPLE.length; i++) {
    await writeWebpBudget(avatarSvg(PEOPLE[i], i), path.join(dir, `avatar-${i + 1}.webp`), 128, 128, 5_800, 78, 50, { alpha: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await makeAvatars();
  printReport(report());
}

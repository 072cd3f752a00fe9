// Portfolio mock-ups, testimonial avatars and gallery scenes, drawn as SVG and encoded with sharp.
import path from 'node:path';
import { C, PUBLIC, printReport, rng, svgDoc, writeWebp, writeWebpBudget } from './lib.mjs';

// ---------- portfolio: a browser frame around a themed landing page ----------
const projects = {
  buddychat: { bg: '#101225', accent: '#8B7CFF', accent2: '#5EEAD4', kind: 'chat' },
  'luxury-hotel': { bg: '#17120D', accent: '#E8C9A0', accent2: '#B08D57', kind: 'photo' },
  protecta: { bg: '#0C1A1F', accent: '#3DD6B5', accent2: '#F4F1EA', kind: 'shield' },
  'jiu-jitsu': { bg: '#160C0C', accent: '#FF5A4E', accent2: '#F4F1EA', kind: 'bold' },
  'studio-nuvem': { bg: '#EDEAE3', accent: '#1B1B22', accent2: '#8FB8FF', kind: 'editorial' },
  'agencia-flow': { bg: '#0B0B0F', accent: '#D4FF5A', accent2: '#8B7CFF', kind: 'flow' },
};

function bars(x, y, widths, color, opacity = 1, h = 10, gap = 18) {
  return widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}" opacity="${opacity}"/>`).join('');
}

function hero(p, random) {
  const dark = p.kind !== 'editorial';
  const ink = dark ? '#F4F1EA' : '#1B1B22';
  const faint = dark ? 'rgba(244,241,234,0.35)' : 'rgba(27,27,34,0.35)';
  let art = '';
  switch (p.kind) {
    case 'chat':
      art = [0, 1, 2, 3].map((i) => {
        const right = i % 2 === 1;
        const w = 150 + random() * 90;
        return `<rect x="${right ? 1080 - w : 700}" y="${300 + i * 78}" width="${w}" height="54" rx="27" fill="${right ? p.accent : 'rgba(255,255,255,0.08)'}"/>`;
      }).join('') + `<circle cx="735" cy="262" r="22" fill="${p.accent2}"/>`;
      break;
    case 'photo':
      art = `<rect x="660" y="220" width="440" height="420" rx="18" fill="url(#sunset)"/>
        <path d="M660 560 L760 470 L850 540 L960 430 L1100 560 V640 H660Z" fill="#2A2016" opacity="0.9"/>
        <circle cx="980" cy="320" r="40" fill="${p.accent}" opacity="0.9"/>`;
      break;
    case 'shield':
      art = `<path d="M880 220 L1040 280 V430 C1040 530 960 600 880 640 C800 600 720 530 720 430 V280Z" fill="none" stroke="${p.accent}" stroke-width="10"/>
        <path d="M815 430 L865 480 L955 380" fill="none" stroke="${p.accent}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`;
      break;
    case 'bold':
      art = `<rect x="660" y="220" width="440" height="420" rx="18" fill="${p.accent}"/>
        <circle cx="880" cy="360" r="60" fill="#160C0C"/><path d="M800 640 L830 460 H930 L960 640Z" fill="#160C0C"/>
        <rect x="780" y="500" width="200" height="18" fill="#F4F1EA"/>`;
      break;
    case 'editorial':
      art = `<rect x="660" y="220" width="200" height="300" fill="${p.accent2}"/><rect x="880" y="220" width="220" height="420" fill="#1B1B22"/>
        <circle cx="990" cy="330" r="60" fill="#EDEAE3"/><rect x="660" y="540" width="200" height="100" fill="#D9D4C9"/>`;
      break;
    default:
      art = [0, 1, 2].map((i) => `<path d="M660 ${560 - i * 90} C 780 ${420 - i * 90}, 940 ${640 - i * 90}, 1100 ${480 - i * 90}" fill="none" stroke="${i === 1 ? p.accent2 : p.accent}" stroke-width="${14 - i * 3}" stroke-linecap="round"/>`).join('');
  }
  return `
    <rect x="100" y="250" width="120" height="26" rx="13" fill="${p.accent}" opacity="${dark ? 0.18 : 0.12}"/>
    <rect x="112" y="259" width="96" height="8" rx="4" fill="${p.accent}"/>
    ${bars(100, 300, [470, 400, 300], ink, 1, 34, 52)}
    ${bars(100, 470, [420, 380, 260], faint, 1, 12, 24)}
    <rect x="100" y="570" width="170" height="54" rx="27" fill="${p.accent}"/>
    <rect x="290" y="570" width="150" height="54" rx="27" fill="none" stroke="${faint}" stroke-width="2"/>
    ${art}`;
}

function projectSvg(id) {
  const p = projects[id];
  const random = rng(id.length * 97 + id.charCodeAt(0));
  const dark = p.kind !== 'editorial';
  const chrome = dark ? '#1D1D26' : '#D9D4C9';
  const defs = `<linearGradient id="sunset" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3A2A1C"/><stop offset="1" stop-color="#C89B62"/></linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.7"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.25"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`;
  const cards = [0, 1, 2].map((i) => `<rect x="${100 + i * 340}" y="700" width="310" height="150" rx="16" fill="${dark ? 'rgba(255,255,255,0.05)' : 'rgba(27,27,34,0.06)'}"/>
      <rect x="${124 + i * 340}" y="724" width="42" height="42" rx="12" fill="${i === 1 ? p.accent2 : p.accent}" opacity="0.85"/>
      ${bars(124 + i * 340, 790, [200, 150], dark ? 'rgba(244,241,234,0.3)' : 'rgba(27,27,34,0.3)', 1, 10, 22)}`).join('');
  const body = `
    <rect width="1200" height="900" fill="${C.bg}"/>
    <rect x="40" y="40" width="1120" height="860" rx="22" fill="${p.bg}"/>
    <rect x="40" y="40" width="1120" height="860" rx="22" fill="url(#glow)"/>
    <path d="M40 62 a22 22 0 0 1 22 -22 H1138 a22 22 0 0 1 22 22 V100 H40Z" fill="${chrome}"/>
    <circle cx="78" cy="70" r="8" fill="#FF6B6B"/><circle cx="104" cy="70" r="8" fill="#FFD15A"/><circle cx="130" cy="70" r="8" fill="#6EE7A8"/>
    <rect x="420" y="58" width="360" height="24" rx="12" fill="${dark ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.08)'}"/>
    <rect x="100" y="140" width="36" height="36" rx="10" fill="${p.accent}"/>
    ${bars(150, 152, [110], dark ? '#F4F1EA' : '#1B1B22', 1, 12)}
    ${[0, 1, 2, 3].map((i) => `<rect x="${640 + i * 100}" y="152" width="70" height="10" rx="5" fill="${dark ? 'rgba(244,241,234,0.45)' : 'rgba(27,27,34,0.45)'}"/>`).join('')}
    <rect x="1010" y="140" width="110" height="36" rx="18" fill="${p.accent}"/>
    ${hero(p, random)}
    ${cards}`;
  return svgDoc(1200, 900, body, defs);
}

// ---------- avatars: illustrated faces ----------
const people = [
  { skin: '#8D5A3B', hair: '#1B1310', bg: '#2E2A4F', long: false },
  { skin: '#F1C7A5', hair: '#C98A3D', bg: '#1F3A36', long: true },
  { skin: '#C68E63', hair: '#2B1B12', bg: '#3B2430', long: true },
  { skin: '#5C3A26', hair: '#0E0B09', bg: '#273A22', long: false },
  { skin: '#E8B995', hair: '#5B3A24', bg: '#39301F', long: false },
  { skin: '#A86E4A', hair: '#161010', bg: '#23304A', long: true },
  { skin: '#F3D2B8', hair: '#8C8C94', bg: '#2F2240', long: false },
  { skin: '#7A4B30', hair: '#241612', bg: '#1E3340', long: true },
  { skin: '#D9A27A', hair: '#3E2A1C', bg: '#402A22', long: false },
];

function avatarSvg({ skin, hair, bg, long }, index) {
  const body = `
    <circle cx="64" cy="64" r="64" fill="${bg}"/>
    <circle cx="64" cy="64" r="60" fill="none" stroke="${index % 2 ? C.violet : C.lime}" stroke-opacity="0.5" stroke-width="2"/>
    ${long ? `<path d="M30 64 C28 30 100 30 98 64 V108 H30Z" fill="${hair}"/>` : ''}
    <path d="M26 128 C30 98 98 98 102 128Z" fill="${index % 3 === 0 ? '#F4F1EA' : index % 3 === 1 ? '#15151C' : C.violet}"/>
    <rect x="55" y="80" width="18" height="20" fill="${skin}"/>
    <ellipse cx="64" cy="62" rx="24" ry="28" fill="${skin}"/>
    <path d="M40 58 C40 30 88 30 88 58 C80 44 52 42 40 58Z" fill="${hair}"/>
    <circle cx="55" cy="64" r="2.6" fill="#1B1310"/><circle cx="73" cy="64" r="2.6" fill="#1B1310"/>
    <path d="M57 76 Q64 81 71 76" fill="none" stroke="#1B1310" stroke-opacity="0.6" stroke-width="2" stroke-linecap="round"/>`;
  return svgDoc(128, 128, body);
}

// ---------- gallery scenes ----------
function sky(top, bottom) {
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

const scenes = {
  'paris-1': () => svgDoc(1200, 800, `<rect width="1200" height="800" fill="url(#sky)"/><circle cx="900" cy="560" r="120" fill="#FFB36B" opacity="0.6"/>
    <path d="M600 90 L618 300 L660 520 L720 800 H650 L600 640 L550 800 H480 L540 520 L582 300Z" fill="#14121C"/>
    <rect x="548" y="300" width="104" height="16" fill="#14121C"/><rect x="520" y="520" width="160" height="20" fill="#14121C"/>
    <path d="M0 700 Q300 650 600 700 T1200 690 V800 H0Z" fill="#1D1A27"/>`, sky('#2E2A4F', '#E08A6B')),
  'paris-2': () => {
    const random = rng(7);
    const roofs = Array.from({ length: 10 }, (_, i) => {
      const x = i * 125 - 20;
      const h = 300 + random() * 180;
      return `<path d="M${x} 800 V${h} L${x + 60} ${h - 70} L${x + 130} ${h} V800Z" fill="${i % 2 ? '#3A3550' : '#2C283E'}"/>
        ${[0, 1, 2].map((w) => `<rect x="${x + 22 + w * 32}" y="${h + 40}" width="16" height="26" fill="#FFD9A0" opacity="${0.35 + random() * 0.5}"/>`).join('')}`;
    }).join('');
    return svgDoc(1200, 800, `<rect width="1200" height="800" fill="url(#sky)"/><circle cx="260" cy="170" r="56" fill="#F4F1EA" opacity="0.85"/>${roofs}`, sky('#1B2340', '#8B7CFF'));
  },
  'dubai-1': () => {
    const random = rng(11);
    const towers = Array.from({ length: 16 }, (_, i) => {
      const x = i * 78;
      const h = 360 + random() * 260;
      return `<rect x="${x}" y="${800 - h + 200}" width="60" height="${h}" fill="#161629"/>
        ${Array.from({ length: 8 }, (_, r) => `<rect x="${x + 10}" y="${800 - h + 230 + r * 40}" width="40" height="6" fill="#D4FF5A" opacity="${random() * 0.5}"/>`).join('')}`;
    }).join('');
    return svgDoc(1200, 800, `<rect width="1200" height="800" fill="url(#sky)"/>
      <path d="M600 40 L615 380 L640 800 H560 L585 380Z" fill="#1E1E36"/>${towers}
      <rect y="720" width="1200" height="80" fill="#0B0B14"/>`, sky('#0B0B1A', '#3B2A5A'));
  },
  'dubai-2': () => svgDoc(1200, 800, `<rect width="1200" height="800" fill="url(#sky)"/><circle cx="300" cy="260" r="90" fill="#FFE2B0"/>
    <path d="M0 520 Q300 400 620 520 T1200 480 V800 H0Z" fill="#D99A5B"/><path d="M0 620 Q400 520 800 640 T1200 600 V800 H0Z" fill="#B9783F"/>
    <path d="M0 720 Q500 640 1200 730 V800 H0Z" fill="#8F5A2E"/>`, sky('#F7C58C', '#F3E2C8')),
  'studio-1': () => svgDoc(1200, 800, `<rect width="1200" height="800" fill="#15151C"/><rect y="560" width="1200" height="240" fill="#1D1D26"/>
    <rect x="200" y="200" width="420" height="260" rx="14" fill="#0B0B0F" stroke="#2A2A35" stroke-width="6"/><rect x="224" y="224" width="372" height="212" fill="url(#sky)"/>
    <rect x="660" y="240" width="320" height="220" rx="14" fill="#0B0B0F" stroke="#2A2A35" stroke-width="6"/>
    ${bars(690, 280, [220, 180, 240, 150], '#D4FF5A', 0.7, 12, 34)}
    <rect x="390" y="460" width="40" height="100" fill="#2A2A35"/><rect x="800" y="460" width="40" height="100" fill="#2A2A35"/>
    <rect x="380" y="600" width="360" height="30" rx="8" fill="#2A2A35"/><circle cx="1040" cy="590" r="50" fill="#3B7A57"/><rect x="1025" y="600" width="30" height="80" fill="#4A3A2A"/>`, sky('#8B7CFF', '#D4FF5A')),
  'outdoor-1': () => svgDoc(1200, 800, `<rect width="1200" height="800" fill="url(#sky)"/>
    <path d="M0 560 L260 260 L420 420 L640 180 L900 480 L1060 340 L1200 460 V800 H0Z" fill="#2F3E55"/>
    <path d="M580 250 L640 180 L700 250 L660 240 L640 260 L615 240Z" fill="#F4F1EA"/>
    <path d="M0 640 Q300 560 600 640 T1200 620 V800 H0Z" fill="#1F4A46"/><path d="M0 720 Q400 660 1200 720 V800 H0Z" fill="#14302E"/>`, sky('#8FB8FF', '#F3E2C8')),
};

const projectSizes = [400, 800, 1200];
for (const id of Object.keys(projects)) {
  const svg = projectSvg(id);
  for (const width of projectSizes) {
    const file = path.join(PUBLIC, 'images', 'projects', `${id}-${width}.webp`);
    await writeWebpBudget(svg, file, width, (width * 3) / 4, width === 800 ? 45_000 : width * 70);
  }
}
for (const [index, person] of people.entries()) {
  await writeWebpBudget(avatarSvg(person, index), path.join(PUBLIC, 'images', 'avatars', `avatar-${index + 1}.webp`), 128, 128, 6000);
}
for (const [name, draw] of Object.entries(scenes)) {
  for (const width of projectSizes) {
    await writeWebp(draw(), path.join(PUBLIC, 'images', 'gallery', `${name}-${width}.webp`), width, Math.round((width * 2) / 3), { quality: 74 });
  }
}
printReport();

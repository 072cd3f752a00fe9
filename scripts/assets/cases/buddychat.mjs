// BuddyChat: the landing page with its live conversation, the WhatsApp demo on a phone, the pricing plans.
import { C } from '../lib.mjs';
import { bar, check, circle, navBar, para, pointer, rect } from '../draw.mjs';

const defs = `
  <radialGradient id="orb" cx="0.35" cy="0.35" r="0.7">
    <stop offset="0" stop-color="#F1FFC4"/><stop offset="0.35" stop-color="${C.lime}"/><stop offset="0.75" stop-color="${C.violet}"/><stop offset="1" stop-color="#3B2F9E"/>
  </radialGradient>
  <radialGradient id="orbGlow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${C.violet}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0"/></radialGradient>
  <linearGradient id="userB" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9C8FFF"/><stop offset="1" stop-color="#6C5CE7"/></linearGradient>
  <linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0D0D12" stop-opacity="0"/><stop offset="1" stop-color="#0D0D12"/></linearGradient>`;

const page = '#0D0D12';
const card = '#15151C';
const wa = { head: '#1F2C34', bg: '#0B141A', in: '#1F2C34', out: '#005C4B', tick: '#53BDEB', green: '#25D366' };

function desktop({ w, h }) {
  let s = rect(0, 0, w, h, page);
  s += `<ellipse cx="${w * 0.72}" cy="300" rx="380" ry="300" fill="url(#orbGlow)"/>`;
  s += navBar(40, C.text, { x0: 48, x1: w - 48, logo: circle(62, 40, 14, 'url(#orb)'), cta: C.lime });
  // copy
  s += rect(56, 118, 196, 30, '#1E1E28', 15, `stroke="${C.line}"`) + circle(74, 133, 5, C.lime) + bar(86, 129, 146, 8, C.muted, 0.8);
  s += bar(56, 176, 420, 40, C.text) + bar(56, 228, 380, 40, C.text) + bar(56, 280, 300, 40, C.violet);
  s += para(56, 348, 400, 3, C.muted, { seed: 51, op: 0.7 });
  s += rect(56, 430, 190, 54, C.lime, 27) + bar(86, 453, 130, 9, '#111');
  s += rect(262, 430, 170, 54, 'none', 27, `stroke="${C.line}" stroke-width="2"`) + bar(292, 453, 110, 9, C.text, 0.8);
  ['#8B7CFF', '#E8C9A0', '#35E0C2'].forEach((c, i) => (s += circle(76 + i * 26, 530, 17, c, `stroke="${page}" stroke-width="3"`)));
  s += bar(146, 522, 120, 8, C.text, 0.8) + bar(146, 538, 90, 7, C.muted, 0.5);
  // live conversation
  const x = 560;
  const cw = w - x - 56;
  s += rect(x, 100, cw, 470, card, 22, `stroke="${C.line}"`);
  s += circle(x + 40, 140, 18, 'url(#orb)') + bar(x + 70, 130, 110, 10, C.text) + circle(x + 74, 152, 4, C.lime) + bar(x + 84, 148, 60, 7, C.muted, 0.6);
  s += rect(x + cw - 150, 124, 58, 30, '#1E1E28', 15) + bar(x + cw - 138, 135, 34, 8, C.muted, 0.7);
  s += rect(x + cw - 84, 124, 58, 30, '#12321F', 15) + circle(x + cw - 68, 139, 5, wa.green) + bar(x + cw - 58, 135, 24, 8, wa.green, 0.8);
  s += `<line x1="${x}" y1="178" x2="${x + cw}" y2="178" stroke="${C.line}"/>`;
  s += rect(x + cw - 28 - 250, 200, 250, 58, 'url(#userB)', 18) + para(x + cw - 28 - 228, 218, 206, 2, '#FFFFFF', { seed: 52, op: 0.9 });
  s += rect(x + 28, 276, 330, 96, '#1E1E28', 18) + para(x + 50, 296, 286, 3, C.text, { seed: 53, op: 0.75, gap: 22 });
  s += rect(x + 28, 386, 330, 92, '#1E1E28', 18);
  s += rect(x + 44, 402, 60, 60, '#2C2548', 12) + circle(x + 74, 432, 16, C.violet, 'opacity="0.8"');
  s += bar(x + 120, 410, 150, 10, C.text, 0.85) + bar(x + 120, 430, 100, 8, C.muted, 0.6) + rect(x + 120, 444, 90, 22, C.lime, 11) + bar(x + 134, 451, 62, 7, '#111', 0.8);
  s += rect(x + 28, 494, 76, 36, '#1E1E28', 18) + circle(x + 50, 512, 5, C.muted) + circle(x + 66, 512, 5, C.muted, 'opacity="0.6"') + circle(x + 82, 512, 5, C.muted, 'opacity="0.3"');
  // client logos
  for (let i = 0; i < 6; i++) s += rect(56 + i * 168, 606, 110, 22, '#1E1E28', 6) + circle(72 + i * 168, 617, 6, C.muted, 'opacity="0.5"');
  return { defs, body: s };
}

function mobile({ w, h }) {
  let s = rect(0, 0, w, h, page);
  s += `<ellipse cx="${w * 0.6}" cy="300" rx="260" ry="240" fill="url(#orbGlow)"/>`;
  s += circle(34, 76, 12, 'url(#orb)') + bar(54, 71, 80, 10, C.text, 0.9);
  for (let i = 0; i < 3; i++) s += bar(w - 50, 68 + i * 8, 24, 3, C.text, 0.8);
  s += bar(22, 116, 250, 26, C.text) + bar(22, 150, 190, 26, C.violet);
  s += para(22, 194, 250, 2, C.muted, { seed: 54, op: 0.7, h: 8, gap: 16 });
  // WhatsApp demo
  const y = 240;
  s += rect(16, y, w - 32, 340, wa.bg, 18);
  s += rect(16, y, w - 32, 54, wa.head, 18) + rect(16, y + 36, w - 32, 18, wa.head);
  s += circle(48, y + 27, 15, 'url(#orb)') + bar(72, y + 18, 96, 9, '#E9EDEF') + bar(72, y + 33, 54, 7, wa.green, 0.8);
  const bubble = (bx, by, bw, bh, fill, seed, lines, out) => {
    let b = rect(bx, by, bw, bh, fill, 10) + para(bx + 12, by + 12, bw - 24, lines, '#E9EDEF', { seed, h: 7, gap: 15, op: 0.85 });
    b += bar(bx + bw - (out ? 52 : 36), by + bh - 14, 24, 5, '#8696A0', 0.8);
    if (out) b += check(bx + bw - 24, by + bh - 17, 8, wa.tick, 2) + check(bx + bw - 19, by + bh - 17, 8, wa.tick, 2);
    return b;
  };
  s += bubble(w - 28 - 190, y + 70, 190, 56, wa.out, 55, 2, true);
  s += bubble(28, y + 138, 220, 86, wa.in, 56, 3, false);
  s += bubble(w - 28 - 130, y + 236, 130, 40, wa.out, 57, 1, true);
  s += bubble(28, y + 288, 200, 40, wa.in, 58, 1, false);
  // sticky call to action
  s += rect(0, h - 120, w, 120, 'url(#fade)');
  s += rect(22, h - 84, w - 44, 52, C.lime, 26) + bar(w / 2 - 60, h - 62, 120, 9, '#111');
  return { defs, body: s };
}

function detail({ w }) {
  let s = rect(0, 0, w, 654, page);
  s += `<ellipse cx="${w / 2}" cy="330" rx="420" ry="300" fill="url(#orbGlow)"/>`;
  // monthly / yearly switch
  s += rect(w / 2 - 130, 40, 260, 48, '#17171F', 24, `stroke="${C.line}"`);
  s += bar(w / 2 - 100, 60, 70, 9, C.muted, 0.8) + rect(w / 2 + 4, 46, 120, 36, C.lime, 18) + bar(w / 2 + 28, 60, 72, 9, '#111');
  s += rect(w / 2 + 146, 50, 62, 28, '#26301A', 14) + bar(w / 2 + 160, 60, 34, 8, C.lime);
  const cw = 300;
  const gap = 30;
  const x0 = (w - 3 * cw - 2 * gap) / 2;
  for (let i = 0; i < 3; i++) {
    const hot = i === 1;
    const x = x0 + i * (cw + gap);
    const y = hot ? 116 : 136;
    s += rect(x, y, cw, 480, hot ? '#1A1A24' : card, 22, `stroke="${hot ? C.lime : C.line}" stroke-width="${hot ? 2 : 1}"`);
    if (hot) s += rect(x + cw / 2 - 56, y - 14, 112, 28, C.lime, 14) + bar(x + cw / 2 - 34, y - 4, 68, 8, '#111');
    s += bar(x + 30, y + 40, 90, 11, C.text, 0.9) + para(x + 30, y + 66, cw - 60, 2, C.muted, { seed: 60 + i, op: 0.6, h: 7, gap: 15 });
    s += bar(x + 30, y + 118, 120 + i * 10, 38, hot ? C.lime : C.text) + bar(x + 168 + i * 10, y + 140, 44, 9, C.muted, 0.7);
    s += `<line x1="${x + 30}" y1="${y + 184}" x2="${x + cw - 30}" y2="${y + 184}" stroke="${C.line}"/>`;
    for (let k = 0; k < 5; k++) {
      const on = k < 3 + i;
      s += check(x + 30, y + 206 + k * 34, 14, on ? C.lime : '#3A3A46', 3) + bar(x + 56, y + 210 + k * 34, 140 + ((k * 37) % 60), 8, C.text, on ? 0.75 : 0.3);
    }
    s += hot
      ? rect(x + 30, y + 400, cw - 60, 52, C.lime, 26) + bar(x + cw / 2 - 50, y + 422, 100, 9, '#111')
      : rect(x + 30, y + 400, cw - 60, 52, 'none', 26, `stroke="${C.line}" stroke-width="2"`) + bar(x + cw / 2 - 44, y + 422, 88, 9, C.text, 0.8);
  }
  s += pointer(x0 + cw + gap + cw / 2 + 40, 540, 1.2);
  return { defs, body: s };
}

export const theme = { glow: C.violet, page, chrome: '#1B1B23', dot: '#3A3A46', url: '#262630', statusInk: C.text };
export { desktop, mobile, detail };

// Figures of the article "Antes e depois" (content/posts/landing-page-before-and-after.pt.md): a filmstrip
// of the landing page loading before and after, and the three numbers that changed most. One PNG per
// language (decimal comma in Portuguese), 1600 px wide, into content/posts/images/, where the build
// makes the sizes a reader downloads. `node scripts/assets/make-article-figures.mjs`
import path from 'node:path';
import { C, ROOT, f, printReport, report, svgDoc, writePng } from './lib.mjs';
import { typeface } from './text.mjs';

export const FIGURES_DIR = path.join(ROOT, 'content', 'posts', 'images');
const W = 1600;
const H = 900;

/** The measured page, before and after (the article's table has the same numbers). */
export const LANDING = {
  lcp: { before: 4.2, after: 0.8 },
  tbt: { before: 1340, after: 40 },
  weightKb: { before: 3100, after: 410 },
};

/** What the screen showed every half second (a filmstrip of one load on a mid-range Android over 4G). */
const STRIP = {
  before: ['blank', 'blank', 'blank', 'blank', 'text', 'text', 'banner', 'placeholder', 'complete'],
  after: ['blank', 'hero', 'hero', 'hero', 'hero', 'hero', 'hero', 'hero', 'hero'],
};

const WORDS = {
  pt: { before: 'Antes', after: 'Depois', tbt: 'TBT', weight: 'Peso da página', lcp: 'LCP (p75)' },
  en: { before: 'Before', after: 'After', tbt: 'TBT', weight: 'Page weight', lcp: 'LCP (p75)' },
};

const number = (value, locale, digits = 1) =>
  new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

const GLOW = `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="${C.violet}" stop-opacity="0.12"/><stop offset="1" stop-color="${C.violet}" stop-opacity="0"/></radialGradient>`;

const rect = (x, y, w, h, fill, r = 0, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${fill}" ${extra}/>`;
const bar = (x, y, w, h, fill, op = 1) => rect(x, y, w, h, fill, h / 2, op < 1 ? `opacity="${op}"` : '');

/** One phone screen of the landing page in a given state, top-left at (x, y), 140 x 250. */
function screen(state, x, y) {
  const w = 140;
  const h = 250;
  let s = rect(x, y, w, h, '#FFFFFF', 10);
  if (state === 'blank') return s;
  const shift = state === 'banner' || state === 'placeholder' || state === 'complete' ? 34 : 0;
  if (shift) s += rect(x, y, w, 30, '#23232C', 0) + bar(x + 10, y + 12, 80, 6, '#FFFFFF', 0.8);
  const top = y + shift;
  s += rect(x, top, w, 26, C.violet) + rect(x + 10, top + 8, 10, 10, '#FFFFFF', 3) + bar(x + 110, top + 11, 20, 4, '#FFFFFF', 0.8);
  const hero = top + 34;
  if (state === 'placeholder') s += rect(x + 8, hero, w - 16, 84, '#E4E1EA', 6);
  if (state === 'complete' || state === 'hero') {
    s += rect(x + 8, hero, w - 16, 84, '#3B2F9E', 6);
    s += `<circle cx="${x + 100}" cy="${hero + 30}" r="16" fill="${C.sand}"/>`;
    s += `<path d="M ${x + 8} ${hero + 84} L ${x + 50} ${hero + 44} L ${x + 80} ${hero + 70} L ${x + 100} ${hero + 56} L ${x + 132} ${hero + 84} Z" fill="${C.violet}"/>`;
  }
  // Before, the page's words wait for three web fonts; after, the heading comes with the hero.
  const words = hero + 98;
  s += bar(x + 10, words, 110, 10, '#1B1B23') + bar(x + 10, words + 16, 80, 10, '#1B1B23');
  s += bar(x + 10, words + 36, 118, 5, '#8C889A') + bar(x + 10, words + 46, 104, 5, '#8C889A') + bar(x + 10, words + 56, 70, 5, '#8C889A');
  if (words + 72 + 22 < y + h) s += rect(x + 10, words + 72, 84, 22, state === 'text' || state === 'banner' ? '#B9E34A' : C.lime, 11);
  return s;
}

function filmstrip(locale, type) {
  const words = WORDS[locale];
  const x0 = 230;
  const step = 150;
  let body = rect(0, 0, W, H, C.bg) + rect(0, 0, W, H, 'url(#glow)');
  [
    ['before', 90],
    ['after', 480],
  ].forEach(([row, y]) => {
    const lcp = LANDING.lcp[row];
    body += type.bold.draw(words[row], { x: 50, y: y + 110, size: 40, fill: C.text });
    body += type.regular.draw(`LCP ${number(lcp, locale)} s`, { x: 50, y: y + 158, size: 28, fill: row === 'after' ? C.lime : C.sand });
    STRIP[row].forEach((state, index) => {
      const t = (index + 1) / 2;
      const x = x0 + index * step;
      const painted = t >= lcp && t - 0.5 < lcp;
      const changed = index > 0 && STRIP[row][index - 1] !== state;
      if (painted) body += rect(x - 6, y - 6, 152, 262, 'none', 14, `stroke="${C.lime}" stroke-width="5"`);
      else if (changed) body += rect(x - 5, y - 5, 150, 260, 'none', 13, `stroke="${C.violet}" stroke-width="3"`);
      body += screen(state, x, y);
      body += type.regular.draw(`${number(t, locale)} s`, { x: x + 70, y: y + 300, size: 24, fill: painted ? C.lime : C.muted, anchor: 'middle' });
    });
  });
  return svgDoc(W, H, body, GLOW);
}

function metricBars(locale, type) {
  const words = WORDS[locale];
  const panels = [
    { label: words.lcp, ...LANDING.lcp, show: (v) => `${number(v, locale)} s` },
    { label: words.tbt, ...LANDING.tbt, show: (v) => `${number(v, locale, 0)} ms` },
    {
      label: words.weight,
      ...LANDING.weightKb,
      show: (v) => (v >= 1000 ? `${number(v / 1000, locale)} MB` : `${number(v, locale, 0)} KB`),
    },
  ];
  const base = 720;
  const tall = 520;
  let body = rect(0, 0, W, H, C.bg) + rect(0, 0, W, H, 'url(#glow)');
  panels.forEach((panel, index) => {
    const cx = 80 + index * 500 + 220;
    body += `<line x1="${cx - 200}" y1="${base}" x2="${cx + 200}" y2="${base}" stroke="${C.line}" stroke-width="3"/>`;
    [
      ['before', C.sand, cx - 160],
      ['after', C.lime, cx + 20],
    ].forEach(([key, colour, x]) => {
      const h = Math.max(6, (panel[key] / panel.before) * tall);
      body += rect(x, base - h, 140, h, colour, 10);
      body += type.bold.draw(panel.show(panel[key]), { x: x + 70, y: base - h - 22, size: 36, fill: C.text, anchor: 'middle' });
      body += type.regular.draw(words[key], { x: x + 70, y: base + 46, size: 26, fill: C.muted, anchor: 'middle' });
    });
    body += type.bold.draw(panel.label, { x: cx, y: base + 120, size: 34, fill: C.text, anchor: 'middle' });
  });
  return svgDoc(W, H, body, GLOW);
}

export async function makeArticleFigures() {
  const type = { regular: await typeface(400), bold: await typeface(700) };
  for (const locale of ['pt', 'en']) {
    const suffix = locale === 'pt' ? '' : '.en';
    await writePng(filmstrip(locale, type), path.join(FIGURES_DIR, `landing-filmstrip${suffix}.png`), W, H, { palette: true });
    await writePng(metricBars(locale, type), path.join(FIGURES_DIR, `landing-metrics${suffix}.png`), W, H, { palette: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await makeArticleFigures();
  printReport(report());
}

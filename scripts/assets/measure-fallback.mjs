// Measures the width ratios of lib/fontFallback.ts: Sora (components/layout/fonts/sora-display.woff2) against
// Liberation Sans, the metric-compatible clone of Arial (same advance widths), at the regular
// and the bold weight, over every heading text of the site in both languages, as Chromium lays
// them out. Run it after make-font.mjs changes the font: `node scripts/assets/measure-fallback.mjs`
// (needs a Chromium, as the e2e tests do, and Liberation Sans: Debian's fonts-liberation).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from './lib.mjs';
import { FONT_FILE } from './make-font.mjs';

const STAND_IN = 'Liberation Sans';

async function headingTexts() {
  const texts = [];
  for (const locale of ['pt', 'en']) {
    const messages = JSON.parse(await readFile(path.join(ROOT, `messages/${locale}.json`), 'utf8'));
    texts.push(messages.Hero.headlineTop, messages.Hero.headlineBottom);
    for (const namespace of Object.values(messages)) if (typeof namespace.title === 'string') texts.push(namespace.title);
  }
  return texts;
}

const font = (await readFile(FONT_FILE)).toString('base64');
const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.setContent(
  `<style>@font-face{font-family:Sora;src:url(data:font/woff2;base64,${font}) format('woff2');font-weight:400 700}span{white-space:nowrap;font-size:100px}</style>`,
);
const ratios = await page.evaluate(
  async ({ texts, standIn }) => {
    await Promise.all([document.fonts.load('400 100px Sora'), document.fonts.load('700 100px Sora')]);
    const width = (family, weight) =>
      texts.reduce((sum, text) => {
        const span = document.body.appendChild(document.createElement('span'));
        Object.assign(span.style, { fontFamily: `${family}, monospace`, fontWeight: String(weight) });
        span.textContent = text;
        const { width: measured } = span.getBoundingClientRect();
        span.remove();
        return sum + measured;
      }, 0);
    if (width(`'${standIn}'`, 400) === width('monospace', 400)) return null;
    return Object.fromEntries([400, 700].map((weight) => [weight, width('Sora', weight) / width(`'${standIn}'`, weight)]));
  },
  { texts: await headingTexts(), standIn: STAND_IN },
);
await browser.close();
if (!ratios) throw new Error(`${STAND_IN} is not installed: nothing to measure against (Debian: apt-get install fonts-liberation).`);
for (const [weight, ratio] of Object.entries(ratios)) console.log(`weight ${weight}: widthRatio ${ratio.toFixed(4)}`);

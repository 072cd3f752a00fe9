import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lightColor, lightVariables } from '@/lib/lightTheme';
import { codeColors, codeVariables, cssVariables, tokens, type Color, type Palette } from '@/lib/theme';

const declared = new Map(cssVariables.split('\n').map((line) => line.replace(/;$/, '').split(': ') as [string, string]));

describe('theme tokens', () => {
  it.each([
    // A tint is its colour at an opacity, in whichever theme applies: the light one declares no tint.
    ['--color-accent-12', 'color-mix(in srgb, var(--color-accent) 12%, transparent)'],
    ['--color-violet-16', 'color-mix(in srgb, var(--color-violet) 16%, transparent)'],
    ['--color-bg-70', 'color-mix(in srgb, var(--color-bg) 70%, transparent)'],
    ['--color-white-4', 'color-mix(in srgb, var(--color-white) 4%, transparent)'],
  ])('declares the tint %s as %s', (name, value) => {
    expect(declared.get(name)).toBe(value);
  });

  // A misspelt or missing token renders as nothing: a border or a glow silently disappears.
  it('declares every custom property the components read, apart from those they set themselves', () => {
    const setByComponents = ['--duration', '--reveal-delay', '--reveal-distance', '--nf-display'];
    const files = ['app', 'components'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => join(dir, file)),
    );
    const read = new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/var\((--[\w-]+)/g)].map((match) => match[1])));
    const missing = [...read].filter((name) => !declared.has(name) && !setByComponents.includes(name));
    expect(read.size).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });
});

describe('colours of code in articles', () => {
  it('each kind of token is a colour of the theme, set for the variable Shiki writes', () => {
    expect(codeVariables).toContain('--shiki-token-keyword: var(--color-violet);');
    expect(codeVariables).toContain('--shiki-background: var(--color-surface);');
    for (const [, token] of codeVariables.matchAll(/var\((--color-[\w-]+)\)/g)) expect(declared.has(token)).toBe(true);
  });
});

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

// Every colour the site writes text in, on every ground text sits on; the accent ink on the lime fill.
const TEXTS: Color[] = ['text', 'textSoft', 'prose', 'muted', 'faint', 'accent', 'violet', 'sand', 'success', 'danger', 'dangerSoft'];
const GROUNDS: Color[] = ['bg', 'surface', 'surfaceRaised'];
const PAIRS: Array<[Color, Color]> = [
  ...TEXTS.flatMap((text) => GROUNDS.map((ground): [Color, Color] => [text, ground])),
  ['accentInk', 'accentFill'],
  ...Object.values(codeColors)
    .filter((color) => color !== 'surface')
    .map((color): [Color, Color] => [color, 'surface']),
];

describe.each([
  ['light', lightColor as Palette],
  ['dark', tokens.color as Palette],
])('the %s theme: every text colour at WCAG AA (4.5:1) on its ground', (_, palette) => {
  it.each(PAIRS)('%s on %s', (text, ground) => {
    expect(contrast(palette[text], palette[ground])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the light theme', () => {
  it('names every colour the dark one does, so no variable falls back to the dark value', () => {
    expect(Object.keys(lightColor).sort()).toEqual(Object.keys(tokens.color).sort());
    for (const line of lightVariables.split('\n')) expect(declared.has(line.split(': ')[0])).toBe(true);
  });

  it('keeps the lime a fill: as text on the page it would fail, so accent text is another colour', () => {
    expect(contrast(lightColor.accentFill, lightColor.bg)).toBeLessThan(3);
    expect(lightColor.accent).not.toBe(lightColor.accentFill);
  });
});

/**
 * Design tokens: the one place for the site's colours, type, spacing and sizes. GlobalStyle declares
 * them on :root (`cssVariables`), and components read them there by name, in plain CSS:
 * `var(--color-accent)`, `var(--space-4)`, and a translucent colour from `tints` below,
 * `var(--color-accent-12)`. A component never writes a colour literal. TypeScript reads `tokens`
 * only where CSS variables cannot reach (the web manifest, the social images). `tokens.color` is the dark
 * theme; the light one, with the same names, is `lightColor` in lib/lightTheme.ts.
 */
export const tokens = {
  color: {
    bg: '#0b0b0f',
    surface: '#15151c',
    surfaceRaised: '#1d1d26',
    line: '#2a2a35',
    text: '#f4f1ea',
    muted: '#aba7b8',
    accent: '#d4ff5a',
    accentFill: '#d4ff5a',
    accentInk: '#0b0b0f',
    violet: '#a193ff',
    sand: '#e8c9a0',
    danger: '#ff7a7a',
    success: '#6ee7a8',
    textSoft: '#d6d2de',
    lineStrong: '#3d3d4c',
    accentPale: '#f4ffd6',
    prose: '#e4e0d8',
    faint: '#8a8697',
    lineHover: '#4a4a58',
    dangerSoft: '#ffb3b3',
    scrim: '#050508',
    black: '#000000',
    white: '#ffffff',
    /** The wash over the about section's video, with its own opacity (no tints). */
    veil: '#0b0b0f1a',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display: 'var(--nf-display), system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  size: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
    xxl: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)',
    hero: 'clamp(2.5rem, 1.6rem + 4.6vw, 5.25rem)',
  },
  space: { 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 6: '1.5rem', 8: '2rem', 12: '3rem', 16: '4rem', 24: '6rem' },
  radius: { sm: '8px', md: '14px', lg: '24px', pill: '999px' },
  layout: { max: '1200px', gutter: 'clamp(1.25rem, 4vw, 2.5rem)', header: '72px' },
  /**
   * The move from page to page (GlobalStyle's view transition): `page` in all, as long as the menu's
   * slide, what both pages name the same moving all along; the page being left fades out over
   * `leave`, then the arriving one fades in over `arrive` (together, `page`), so the two pages' text is
   * never seen together. Read at build, as `media` is, and not declared on :root: the rules that read
   * them are written once.
   */
  motion: { page: '0.3s', leave: '0.1s', arrive: '0.2s' },
  breakpoint: { md: 768, lg: 1024 },
} as const;

export type Color = keyof typeof tokens.color;

export type Palette = Record<Color, string>;

/**
 * Translucent colours by opacity in percent: `accent: [12]` declares
 * `--color-accent-12: color-mix(in srgb, var(--color-accent) 12%, transparent)`, the colour at 12 %
 * whatever the theme, so a theme declares its colours and not their tints.
 */
const tints: Partial<Record<Color, number[]>> = {
  accent: [8, 10, 12, 14, 15, 25, 45, 55, 70],
  violet: [10, 14, 16, 18, 45, 55],
  success: [8, 18],
  danger: [10, 35],
  bg: [25, 45, 70, 94, 96],
  surface: [75, 85],
  scrim: [70, 94],
  black: [35, 40, 45, 80],
  white: [3, 4],
};

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function toDeclarations(tree: object, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? toDeclarations(value as object, `${prefix}-${kebab(key)}`) : [`${prefix}-${kebab(key)}: ${value};`],
  );
}

/** A theme colour at an opacity, for code that cannot read CSS variables (the social images). */
export function tint(name: Color, percent: number, palette: Palette = tokens.color): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(palette[name].slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${percent / 100})`;
}

const tintDeclarations = Object.entries(tints).flatMap(([name, percents]) =>
  percents.map((percent) => `--color-${kebab(name)}-${percent}: color-mix(in srgb, var(--color-${kebab(name)}) ${percent}%, transparent);`),
);

/** A palette's colours as declarations: how lib/lightTheme.ts declares the light theme (the tints follow). */
export const colorDeclarations = (palette: Palette): string => toDeclarations({ color: palette }, '-').join('\n');

export const cssVariables = [
  ...toDeclarations(
    {
      color: tokens.color,
      font: tokens.font,
      size: tokens.size,
      space: tokens.space,
      radius: tokens.radius,
      layout: tokens.layout,
    },
    '-',
  ),
  ...tintDeclarations,
].join('\n');

/**
 * Colours of code in articles: Shiki's CSS-variables theme names each kind of token `--shiki-token-*`
 * (lib/markdown/code.ts); each is one of the theme's colours, all above 4.5:1 on `surface` in both
 * themes, so the code written at build follows the theme with no second set of classes or script.
 */
export const codeColors: Record<string, Color> = {
  foreground: 'prose',
  background: 'surface',
  'token-keyword': 'violet',
  'token-string': 'accent',
  'token-string-expression': 'accent',
  'token-function': 'sand',
  'token-constant': 'success',
  'token-parameter': 'textSoft',
  'token-comment': 'faint',
  'token-punctuation': 'muted',
  'token-link': 'accent',
};

/** `--shiki-token-keyword: var(--color-violet);` and so on, for the article's styles. */
export const codeVariables = Object.entries(codeColors)
  .map(([name, color]) => `--shiki-${name}: var(--color-${kebab(color)});`)
  .join('\n');

export const media = {
  md: `@media (min-width: ${tokens.breakpoint.md}px)`,
  lg: `@media (min-width: ${tokens.breakpoint.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};

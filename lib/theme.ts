/** Design tokens. Components read them as CSS custom properties through `vars`. */
export const tokens = {
  color: {
    bg: '#0b0b0f',
    surface: '#15151c',
    surfaceRaised: '#1d1d26',
    line: '#2a2a35',
    text: '#f4f1ea',
    muted: '#aba7b8',
    accent: '#d4ff5a',
    accentInk: '#0b0b0f',
    violet: '#a193ff',
    sand: '#e8c9a0',
    danger: '#ff7a7a',
    success: '#6ee7a8',
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
  breakpoint: { md: 768, lg: 1024 },
} as const;

type Tokens = typeof tokens;

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
type VarTree<T> = { [K in keyof T]: T[K] extends object ? VarTree<T[K]> : string };

function toVars<T extends object>(tree: T, prefix: string): VarTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'object' ? toVars(value as object, `${prefix}-${kebab(key)}`) : `var(${prefix}-${kebab(key)})`,
    ]),
  ) as VarTree<T>;
}

function toDeclarations(tree: object, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? toDeclarations(value as object, `${prefix}-${kebab(key)}`) : [`${prefix}-${kebab(key)}: ${value};`],
  );
}

/** `vars.color.accent` is `var(--color-accent)`, and so on. */
export const vars: VarTree<Omit<Tokens, 'breakpoint'>> = toVars(
  { color: tokens.color, font: tokens.font, size: tokens.size, space: tokens.space, radius: tokens.radius, layout: tokens.layout },
  '-',
);

export const cssVariables = toDeclarations(
  { color: tokens.color, font: tokens.font, size: tokens.size, space: tokens.space, radius: tokens.radius, layout: tokens.layout },
  '-',
).join('\n');

export const media = {
  md: `@media (min-width: ${tokens.breakpoint.md}px)`,
  lg: `@media (min-width: ${tokens.breakpoint.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};

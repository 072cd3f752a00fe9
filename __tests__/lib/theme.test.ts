import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeVariables, cssVariables } from '@/lib/theme';

const declared = new Map(cssVariables.split('\n').map((line) => line.replace(/;$/, '').split(': ') as [string, string]));

describe('theme tokens', () => {
  it.each([
    ['--color-accent', '#d4ff5a'],
    ['--color-accent-12', 'rgba(212, 255, 90, 0.12)'],
    ['--color-violet-16', 'rgba(161, 147, 255, 0.16)'],
    ['--color-bg-70', 'rgba(11, 11, 15, 0.7)'],
    ['--color-white-4', 'rgba(255, 255, 255, 0.04)'],
    ['--space-4', '1rem'],
  ])('declares %s as %s', (name, value) => {
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

/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// An import cycle makes a module's meaning depend on which file was loaded first: a newcomer
// reading one file cannot know. Every module under these folders must import only downward.
const ROOT = join(__dirname, '..', '..');
const FOLDERS = ['app', 'components', 'lib', 'scripts'];
const SOURCE = /\.(tsx?|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.mts') ? [path] : [];
  });
}

/** The file an import specifier names, for the project's own modules ('@/…' and relative); null otherwise. */
function target(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && SOURCE.test(path)) ?? null;
}

/** Every `import … from '…'` and `export … from '…'`, type-only ones included (a type cycle is still a knot to untie). */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s[^'";]*?\sfrom\s+['"]([^'"]+)['"]/gm)]
    .map((match) => target(file, match[1]))
    .filter((path): path is string => path !== null);
}

function findCycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, path);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}

describe('imports', () => {
  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(importsOf(join(ROOT, 'lib', 'x.ts'), "import type { Locale } from './i18n/locales';\nimport x from 'next';")).toEqual([
      join(ROOT, 'lib', 'i18n', 'locales.ts'),
    ]);
  });

  it('app, components, lib and scripts have no import cycle', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' -> '));
    expect(cycles).toEqual([]);
  });
});

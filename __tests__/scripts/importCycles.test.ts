/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

// An import cycle makes a module's meaning depend on which file was loaded first: a newcomer
// reading one file cannot know. Every module of the project (every folder that holds code, tests and
// their helpers included; not node_modules nor what .gitignore says is generated) imports only downward.
const ROOT = join(__dirname, '..', '..');
const SOURCE = /\.(tsx?|mjs|cjs|js)$/;
/** What .gitignore names by path (out/, public/admin/decap/, …): generated, not the project's code. */
const GENERATED = new Set(
  readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\/|\/$/g, ''))
    .filter((line) => line && !line.startsWith('#') && !line.includes('*'))
    .map((line) => join(ROOT, line)),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.') || name === 'node_modules' || GENERATED.has(path)) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
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

  const files = sourceFiles(ROOT);
  const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]));
  const folderOf = (file: string) => relative(ROOT, file).split(sep)[0];

  it('reads every folder that holds code', () => {
    const folders = new Set(files.map(folderOf));
    for (const folder of ['app', 'components', 'lib', 'scripts', 'engines', 'e2e', '__tests__', 'scale']) expect(folders).toContain(folder);
    expect(files.some((file) => relative(ROOT, file).startsWith(join('out', '')))).toBe(false);
  });

  it('no module of the project is part of an import cycle', () => {
    const cycles = findCycles(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' -> '));
    expect(cycles).toEqual([]);
  });

  // app/ holds the routes and reads components/, which read lib/; never the other way.
  it.each([
    ['components', ['app']],
    ['lib', ['app', 'components']],
  ])('%s imports nothing from %j', (folder, above) => {
    const upward = [...graph]
      .filter(([file]) => folderOf(file) === folder)
      .flatMap(([file, imports]) =>
        imports.filter((to) => above.includes(folderOf(to))).map((to) => `${relative(ROOT, file)} -> ${relative(ROOT, to)}`),
      );
    expect(upward).toEqual([]);
  });
});

import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A reader of a content folder's markdown files (articles, case studies) that parses a file again only
 * when it changes, since every page of a build reads the folder. What it returns carries the file's path
 * relative to the project, the name a build error gives.
 */
export function cachedReader<T extends object>(parse: (id: string, source: string, file: string) => T) {
  const parsed = new Map<string, { version: string; value: { file: string } & T }>();
  return (dir: string, id: string, name: string): { file: string } & T => {
    const path = join(dir, name);
    const { mtimeMs, size } = statSync(path);
    const version = `${mtimeMs}:${size}`;
    const cached = parsed.get(path);
    if (cached?.version === version) return cached.value;
    const file = relative(process.cwd(), path) || path;
    const value = { file, ...parse(id, readFileSync(path, 'utf8'), file) };
    parsed.set(path, { version, value });
    return value;
  };
}

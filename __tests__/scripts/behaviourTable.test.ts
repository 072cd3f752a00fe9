/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/quality.md keeps one table, behaviour by behaviour, of the test that guards it: `file` › "a piece of
 * the test's title". Every file it names must exist and hold that title, so the table cannot point at a
 * test that was renamed or removed.
 */
const ROOT = join(__dirname, '..', '..');
const doc = readFileSync(join(ROOT, 'docs', 'quality.md'), 'utf8');
const section = /^## What guards each behaviour\n([\s\S]*?)(?=^## )/m.exec(doc)?.[1] ?? '';
const rows = section
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| Behaviour'))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim()));

type Guard = { file: string; title?: string };

/** Each guard of a cell: a file in backticks, optionally followed by › "part of a test's title". */
function guardsOf(cell: string): Guard[] {
  return [...cell.matchAll(/`([^`]+)`(?: › "([^"]+)")?/g)].map(([, file, title]) => ({ file, title }));
}

describe('the behaviour table of docs/quality.md', () => {
  it('has a row for every behaviour it was given, each with at least one guard', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.filter(([, guards]) => !guardsOf(guards ?? '').length).map(([behaviour]) => behaviour)).toEqual([]);
  });

  it('names only test files that exist, and titles those files hold', () => {
    const missing = rows.flatMap(([behaviour, cell]) =>
      guardsOf(cell).flatMap(({ file, title }) => {
        if (!/\.(test|spec)\.tsx?$|^engines\/[a-zA-Z]+\.ts$/.test(file)) return [`${behaviour}: ${file} is not a test file`];
        if (!existsSync(join(ROOT, file))) return [`${behaviour}: ${file} does not exist`];
        if (title && !readFileSync(join(ROOT, file), 'utf8').includes(title)) return [`${behaviour}: ${file} has no test "${title}"`];
        return [];
      }),
    );
    expect(missing).toEqual([]);
  });
});

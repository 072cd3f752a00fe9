// The benchmark's HTML table: every measured route's file in out/, raw and gzip -9, and its budget where
// the build check has one: an article or a case beyond the first of the export shows none (its words are the author's).
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { budgetedPages } from '../htmlBudget.mjs';
import { OUT_DIR, fileOfUrl, gzipSize } from '../outSite.mjs';
import { table } from './report.mjs';

export function htmlSizes(routes) {
  const budgeted = new Map(budgetedPages().map((page) => [page.file, page]));
  return routes.map((route) => {
    const file = fileOfUrl(route);
    return { route, raw: statSync(join(OUT_DIR, file)).size, gzip: gzipSize(file), budget: budgeted.get(file)?.bytes ?? null };
  });
}

const kb = (bytes) => (bytes === null ? 'none' : `${(bytes / 1000).toFixed(1)} KB`);

export function htmlReport(rows) {
  return table(
    [
      ['Route', (row) => row.route, 'left'],
      ['HTML', (row) => kb(row.raw)],
      ['gzip -9', (row) => kb(row.gzip)],
      ['Budget', (row) => kb(row.budget)],
    ],
    rows,
  );
}

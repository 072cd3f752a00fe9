// Medians, units and the Markdown tables the benchmark prints (pasted as-is into README and docs).

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const millis = (ms) => `${Math.round(ms)} ms`;
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const shift = (cls) => cls.toFixed(3);

/** A Markdown table: `columns` are [title, value of a row, 'left' | 'right' alignment]. */
export function table(columns, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map(([title]) => title)),
    line(columns.map(([, , align]) => (align === 'left' ? '---' : '---:'))),
    ...rows.map((row) => line(columns.map(([, value]) => value(row)))),
  ].join('\n');
}

/**
 * One line per budget a row misses. A budget is { label, key, min } or { label, key, max }, with
 * `format` for the value and the limit (plain numbers otherwise).
 */
export function misses(rows, budgets, name = (row) => row.route) {
  return rows.flatMap((row) =>
    budgets
      .filter((budget) => ('min' in budget ? row.medians[budget.key] < budget.min : row.medians[budget.key] > budget.max))
      .map(({ label, key, min, max, format = String }) => {
        const limit = min !== undefined ? `at least ${format(min)}` : `at most ${format(max)}`;
        return `- ${name(row)}: ${label} ${format(row.medians[key])}, budget ${limit}`;
      }),
  );
}

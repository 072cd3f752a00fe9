// Medians, units and the Markdown tables the benchmark prints (pasted as-is into docs/quality.md).

/** The median of the values that were measured (null when a run could not measure), NaN if none. */
export function median(values) {
  const sorted = values.filter((value) => value !== null && value !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const unit = (format) => (value) => (Number.isFinite(value) ? format(value) : 'n/a');
export const seconds = unit((ms) => `${(ms / 1000).toFixed(2)} s`);
export const millis = unit((ms) => `${Math.round(ms)} ms`);
export const kib = unit((bytes) => `${(bytes / 1024).toFixed(1)} KiB`);
export const shift = unit((cls) => cls.toFixed(3));
export const count = unit(String);

/** Values of several runs: one when they agree, else their median and range. */
function spread(values, format) {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? format(low) : `${format(median(values))} (${format(low)}-${format(high)})`;
}

/** The machine beside every figure: the runs' benchmark index and the CPU slowdown it called for. */
export const MACHINE_COLUMNS = [
  ['Index', (row) => spread(row.benchmarkIndexes, (value) => String(Math.round(value)))],
  ['CPU', (row) => spread(row.slowdowns, (value) => `${value}x`)],
];

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
 * One line per budget a row misses or could not be judged on (never measured). A budget is
 * { label, key, min } or { label, key, max }, with `format` for the value and the limit, or
 * { label, key, timesFloor }: at most that multiple of the floor's median in the same run, the bare page
 * of the same stack, so the budget holds whatever phone the machine's slowdown emulates.
 */
export function misses(rows, budgets, name = (row) => row.route, floor = null) {
  const limit = ({ key, max, timesFloor }) => (timesFloor === undefined ? max : timesFloor * (floor?.medians[key] ?? NaN));
  const missed = (value, budget) => !Number.isFinite(value) || (budget.min !== undefined ? value < budget.min : !(value <= limit(budget)));
  return rows.flatMap((row) =>
    budgets
      .filter((budget) => missed(row.medians[budget.key], budget))
      .map((budget) => {
        const { label, key, min, timesFloor, format = count } = budget;
        const bound = min !== undefined ? `at least ${format(min)}` : `at most ${format(limit(budget))}`;
        const relative = timesFloor === undefined ? '' : ` (${timesFloor}x the floor)`;
        return `- ${name(row)}: ${label} ${format(row.medians[key])}, budget ${bound}${relative}`;
      }),
  );
}

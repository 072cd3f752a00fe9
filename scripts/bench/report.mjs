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
export const times = unit((ratio) => `${ratio.toFixed(1)}x`);

/** Values of several runs: one when they agree, else their median and range. */
export function spread(values, format) {
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
 * { label, key, min } or { label, key, max }, with `format` for the value and the limit, or relative to the
 * floor's median in the same run (the bare page of the same stack, so the budget holds whatever phone the
 * machine's slowdown emulates): { timesFloor } at most that multiple of it, { belowFloor } at least the floor's
 * less that many points. `worst: true` judges the row's worst run (the highest of `row.runs[key]`, each run's
 * value) instead of its median: what must hold in every run. `routes` limits a budget to those routes. A miss of a
 * median budget is followed by the number of runs that met it, so a miss the run-to-run spread straddles reads
 * apart from one that no run met.
 */
export function misses(rows, budgets, name = (row) => row.route, floor = null) {
  const fromFloor = (key) => floor?.medians[key] ?? NaN;
  const bounds = ({ key, min, max, timesFloor, belowFloor }) => {
    if (belowFloor !== undefined) return { min: fromFloor(key) - belowFloor };
    if (timesFloor !== undefined) return { max: timesFloor * fromFloor(key) };
    return min !== undefined ? { min } : { max };
  };
  const measured = (row, key) => (row.runs?.[key] ?? []).filter(Number.isFinite);
  const valueOf = (row, { key, worst }) => (worst ? Math.max(...measured(row, key), -Infinity) : row.medians[key]);
  const missed = (value, { min, max }) => !Number.isFinite(value) || (min !== undefined ? !(value >= min) : !(value <= max));
  return rows.flatMap((row) =>
    budgets
      .filter((budget) => !budget.routes || budget.routes.includes(row.route))
      .filter((budget) => missed(valueOf(row, budget), bounds(budget)))
      .map((budget) => {
        const { label, worst, timesFloor, belowFloor, format = count } = budget;
        const { min, max } = bounds(budget);
        const bound = min !== undefined ? `at least ${format(min)}` : `at most ${format(max)}`;
        const relative =
          timesFloor !== undefined ? ` (${timesFloor}x the floor)` : belowFloor !== undefined ? ` (the floor's less ${belowFloor})` : '';
        const runs = worst ? [] : measured(row, budget.key);
        const met = runs.length > 1 ? `; met in ${runs.filter((value) => !missed(value, { min, max })).length} of ${runs.length} runs` : '';
        return `- ${name(row)}: ${label} ${format(valueOf(row, budget))}${worst ? ' in its worst run' : ''}, budget ${bound}${relative}${met}`;
      }),
  );
}

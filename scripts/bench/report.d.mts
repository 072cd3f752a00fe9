type Row = { route: string; medians: Record<string, number | null>; worst?: Record<string, number | null> };
type Budget = {
  label: string;
  key: string;
  min?: number;
  max?: number;
  timesFloor?: number;
  belowFloor?: number;
  worst?: boolean;
  routes?: string[];
  format?: (value: number) => string;
};
export function misses(rows: Row[], budgets: Budget[], name?: (row: Row) => string, floor?: Row | null): string[];
export function times(ratio: number): string;

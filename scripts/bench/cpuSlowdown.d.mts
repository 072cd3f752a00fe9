export function cpuSlowdown(benchmarkIndex: number): number | null;

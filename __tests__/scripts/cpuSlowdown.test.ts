/** @jest-environment node */
import { cpuSlowdown } from '@/scripts/bench/cpuSlowdown.mjs';
import { misses } from '@/scripts/bench/report.mjs';

// The bench's CPU slowdown from each run's benchmark index: Lighthouse's calculator points, the lines between
// them, and the last line continued for machines faster than its table.
describe('the CPU slowdown of a benchmark index', () => {
  it.each([
    [150, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [1767, 5],
    [2000, 6],
    [2641, 8.7],
    [3800, 13.7],
  ])('index %d → %dx', (index, multiplier) => {
    expect(cpuSlowdown(index)).toBe(multiplier);
  });

  it.each([149, 0, Number.NaN])('index %d: slower than the phone emulated, no slowdown fits', (index) => {
    expect(cpuSlowdown(index)).toBeNull();
  });
});

// Whatever phone the slowdown emulates, the applied budgets are read beside the floor of the same run.
describe('a budget relative to the floor', () => {
  const floor = { route: 'floor', medians: { lcp: 700 } };
  const budgets = [{ label: 'LCP', key: 'lcp', timesFloor: 1.5, format: (ms: number) => `${ms} ms` }];
  it.each([
    [1050, []],
    [1051, ['- /: LCP 1051 ms, budget at most 1050 ms (1.5x the floor)']],
  ])('LCP %d ms beside a floor of 700 ms', (lcp, lines) => {
    expect(misses([{ route: '/', medians: { lcp } }], budgets, undefined, floor)).toEqual(lines);
  });

  it('is missed when the floor was not measured', () => {
    expect(misses([{ route: '/', medians: { lcp: 800 } }], budgets)).toHaveLength(1);
  });
});

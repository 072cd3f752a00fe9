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

// The issue 55 targets: a score within some points of the floor's, a rule that holds in every run (the worst one),
// and a budget for some routes only.
describe('the other budgets of the bench', () => {
  const floor = { route: 'floor', medians: { performance: 96, mainThread: 1000 } };
  it.each([
    [92, []],
    [91, ["- /: Performance 91, budget at least 92 (the floor's less 4)"]],
  ])('Performance %d beside a floor of 96', (performance, lines) => {
    expect(
      misses([{ route: '/', medians: { performance } }], [{ label: 'Performance', key: 'performance', belowFloor: 4 }], undefined, floor),
    ).toEqual(lines);
  });

  it.each([
    [0, []],
    [0.03, ['- /: CLS 0.03 in its worst run, budget at most 0']],
  ])('CLS 0 in the median, %d in the worst run', (cls, lines) => {
    const row = { route: '/', medians: { cls: 0 }, runs: { cls: [0, cls, 0] } };
    expect(misses([row], [{ label: 'CLS', key: 'cls', max: 0, worst: true, format: String }])).toEqual(lines);
  });

  it.each([
    [[88, 91, 89, 93, 87], "- /: Performance 89, budget at least 92 (the floor's less 4); met in 1 of 5 runs"],
    [[88, 91, 89, 91, 87], "- /: Performance 89, budget at least 92 (the floor's less 4); met in 0 of 5 runs"],
  ])('a missed median says how many of its runs %j met the budget', (performance, line) => {
    const row = { route: '/', medians: { performance: 89 }, runs: { performance } };
    const budget = { label: 'Performance', key: 'performance', belowFloor: 4 };
    expect(misses([row], [budget], undefined, floor)).toEqual([line]);
  });

  it('judges a budget for some routes on those only', () => {
    const budget = { label: 'Main thread', key: 'mainThread', timesFloor: 2, routes: ['/'], format: String };
    const rows = ['/', '/journal'].map((route) => ({ route, medians: { mainThread: 2500 } }));
    expect(misses(rows, [budget], undefined, floor)).toEqual(['- /: Main thread 2500, budget at most 2000 (2x the floor)']);
  });
});

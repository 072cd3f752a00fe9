/** @jest-environment node */
import { cpuSlowdown } from '@/scripts/bench/cpuSlowdown.mjs';

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

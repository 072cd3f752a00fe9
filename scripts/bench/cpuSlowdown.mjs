// The CPU slowdown Lighthouse's documentation prescribes for a machine, from its benchmark index
// (lhr.environment.benchmarkIndex): docs/throttling.md of Lighthouse, "Calibrating the CPU slowdown", and the
// calculator it links (lighthouse-cpu-throttling-calculator.vercel.app). The slowdown that brings this machine
// down to the mid-tier phone Lighthouse's default 4x aims at from a high-end desktop.
//
// The calculator's points, joined by straight lines, the last line continued upward as the calculator does:
//   index  150 → 1x     800 → 2x     1,300 → 3x     2,000 → 6x   (above 1,300: +1x per 233⅓ points)
//   slowdown = 1 + (index − 150) / 650         for 150 ≤ index < 800
//            = 2 + (index − 800) / 500         for 800 ≤ index < 1,300
//            = 3 + 3 (index − 1,300) / 700     for index ≥ 1,300 (3,800 → 13.7x)
// Below 150 the machine is slower than that phone: no slowdown can emulate it (null).
const POINTS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [2000, 6],
];

/** The CPU slowdown multiplier for a benchmark index, to one decimal as the calculator gives it; null below 150. */
export function cpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < POINTS[0][0]) return null;
  const next = POINTS.findIndex(([index]) => benchmarkIndex < index);
  const [[x0, y0], [x1, y1]] = next === -1 ? POINTS.slice(-2) : POINTS.slice(next - 1, next + 1);
  return Math.round((y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0)) * 10) / 10;
}

// Where a page's main thread goes while it loads, read from one Lighthouse 12 report: the total and its groups
// from `mainthread-work-breakdown` (Lighthouse's own task groups, times the run's CPU slowdown in a simulated
// run); the LCP's render delay, the last of the phases `largest-contentful-paint-element` lists (from the
// resource's arrival, or the first byte for a text element, to the paint); the document's bytes as transferred,
// which Lantern receives in round trips of a congestion window; and the script loaded before the LCP was painted.
// Pure, with a table test.

/** The groups the bench prints, each the sum of some of Lighthouse's task groups (core/lib/tracehouse/task-groups.js). */
export const MAIN_THREAD_GROUPS = {
  script: ['scriptEvaluation', 'scriptParseCompile', 'garbageCollection'],
  styleLayout: ['styleLayout'],
  rendering: ['paintCompositeRender'],
  parsing: ['parseHTML'],
};

const usable = (audit) => audit && !audit.errorMessage && audit.details;

/** { mainThread, script, styleLayout, rendering, parsing } in ms; every value null when the audit has none. */
export function mainThreadGroups(lhr) {
  const audit = lhr.audits['mainthread-work-breakdown'];
  if (!usable(audit)) return { mainThread: null, ...Object.fromEntries(Object.keys(MAIN_THREAD_GROUPS).map((key) => [key, null])) };
  const items = audit.details.items ?? [];
  const sum = (groups) => items.filter((item) => groups.includes(item.group)).reduce((total, item) => total + item.duration, 0);
  return {
    mainThread: audit.numericValue ?? items.reduce((total, item) => total + item.duration, 0),
    ...Object.fromEntries(Object.entries(MAIN_THREAD_GROUPS).map(([key, groups]) => [key, sum(groups)])),
  };
}

/** The LCP's render delay in ms, or null when Lighthouse gave no phases (no LCP element, or an error). */
export function lcpRenderDelay(lhr) {
  const audit = lhr.audits['largest-contentful-paint-element'];
  if (!usable(audit)) return null;
  // A list of tables: the element, then (when the metric was computed) its phases in a fixed order, render delay last.
  const phases = (audit.details.items ?? []).find((table) => table.headings?.some((heading) => heading.key === 'phase'));
  const last = phases?.items?.at(-1);
  return typeof last?.timing === 'number' ? last.timing : null;
}

/**
 * What Lantern's simulated connection receives in the round trip that brings the first byte: 10 segments of
 * 1,460 bytes (`TCPConnection.js` in @paulirish/trace_engine). A document larger, headers included, waits for
 * one more round trip (150 ms at Lighthouse's mobile settings) before anything it names is requested.
 */
export const FIRST_WINDOW_BYTES = 14_600;

/** Whether a document of these bytes (as transferred) needs more than the first round trip. */
export function pastFirstWindow(bytes) {
  return bytes > FIRST_WINDOW_BYTES;
}

/** The main document's bytes as transferred (headers and compressed body), or null when the report lists none. */
export function documentBytes(lhr) {
  const audit = lhr.audits['network-requests'];
  if (!usable(audit)) return null;
  const document = (audit.details.items ?? []).find((item) => item.resourceType === 'Document');
  return typeof document?.transferSize === 'number' ? document.transferSize : null;
}

/**
 * The bytes of script (as transferred) that had finished loading when the LCP was painted in the load Lighthouse
 * observed (at full speed), or null when the report lacks the times. Lantern's simulated LCP replays each such file
 * with its download (docs/quality.md, Reading the simulated LCP), so this tells a run whose first frame won the race
 * from one that lost it. Both times are read as the trace's: `network-requests` counts from its `networkStartTimeTs`.
 */
export function scriptBytesBeforeLcp(lhr) {
  const requests = lhr.audits['network-requests'];
  const metrics = lhr.audits.metrics;
  if (!usable(requests) || !usable(metrics)) return null;
  const start = requests.details.debugData?.networkStartTimeTs;
  const paint = metrics.details.items?.[0]?.observedLargestContentfulPaintTs;
  if (!Number.isFinite(start) || !Number.isFinite(paint)) return null;
  const loadedBy = (item) => Number.isFinite(item.networkEndTime) && start + item.networkEndTime * 1000 <= paint;
  return (requests.details.items ?? [])
    .filter((item) => item.resourceType === 'Script' && loadedBy(item))
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);
}

/** A value as a multiple of the floor's in the same run: NaN when either is missing or the floor's is 0. */
export function timesFloor(value, floorValue) {
  if (![value, floorValue].every(Number.isFinite) || floorValue === 0) return Number.NaN;
  return value / floorValue;
}

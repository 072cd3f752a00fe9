/** @jest-environment node */
import {
  documentBytes,
  lcpRenderDelay,
  mainThreadGroups,
  pastFirstWindow,
  scriptBytesBeforeLcp,
  timesFloor,
} from '@/scripts/bench/mainThread.mjs';

// Shaped as Lighthouse 12.8 writes them: mainthread-work-breakdown's table of task groups (durations already times
// the simulated slowdown), and largest-contentful-paint-element's list of two tables, the element then its phases.
const breakdown = (items: { group: string; duration: number }[], numericValue?: number) => ({
  numericValue,
  details: { type: 'table', items },
});
const phases = (timings: number[]) => ({
  type: 'table',
  headings: [{ key: 'phase' }, { key: 'percent' }, { key: 'timing' }],
  items: ['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map((phase, index) => ({ phase, timing: timings[index] })),
});
const element = { type: 'table', headings: [{ key: 'node' }], items: [{ node: { snippet: '<p>' } }] };
const lhr = (audits: Record<string, unknown>) => ({ audits }) as Parameters<typeof mainThreadGroups>[0];

describe("the main thread's groups of a Lighthouse report", () => {
  it.each([
    [
      'every group',
      breakdown(
        [
          { group: 'scriptEvaluation', duration: 300 },
          { group: 'styleLayout', duration: 120 },
          { group: 'other', duration: 90 },
          { group: 'scriptParseCompile', duration: 40 },
          { group: 'paintCompositeRender', duration: 25 },
          { group: 'parseHTML', duration: 60 },
          { group: 'garbageCollection', duration: 10 },
        ],
        645,
      ),
      { mainThread: 645, script: 350, styleLayout: 120, rendering: 25, parsing: 60 },
    ],
    [
      'a group the trace lacks counts 0, and the total is their sum without numericValue',
      breakdown([
        { group: 'scriptEvaluation', duration: 100 },
        { group: 'other', duration: 20 },
      ]),
      { mainThread: 120, script: 100, styleLayout: 0, rendering: 0, parsing: 0 },
    ],
    ['no audit', undefined, { mainThread: null, script: null, styleLayout: null, rendering: null, parsing: null }],
    [
      'an audit that failed',
      { errorMessage: 'NO_TRACE', details: undefined },
      { mainThread: null, script: null, styleLayout: null, rendering: null, parsing: null },
    ],
  ])('%s', (_, audit, groups) => {
    expect(mainThreadGroups(lhr({ 'mainthread-work-breakdown': audit }))).toEqual(groups);
  });
});

describe("the LCP's render delay of a Lighthouse report", () => {
  it.each([
    ['a text element: all after the first byte', { details: { type: 'list', items: [element, phases([600, 0, 0, 1400])] } }, 1400],
    ['an image: after its load', { details: { type: 'list', items: [element, phases([600, 200, 300, 150])] } }, 150],
    ['the element without its phases (the metric failed)', { details: { type: 'list', items: [element] } }, null],
    ['no LCP element', { details: undefined }, null],
    ['no audit', undefined, null],
  ])('%s', (_, audit, delay) => {
    expect(lcpRenderDelay(lhr({ 'largest-contentful-paint-element': audit }))).toBe(delay);
  });
});

describe("a value as a multiple of the floor's", () => {
  it.each([
    [900, 300, 3],
    [300, 300, 1],
    [150, 300, 0.5],
    [100, 0, Number.NaN],
    [null, 300, Number.NaN],
    [100, undefined, Number.NaN],
  ])('%p beside %p → %p', (value, floor, ratio) => {
    expect(timesFloor(value, floor)).toBe(ratio);
  });
});

describe("the document's bytes of a Lighthouse report", () => {
  const requests = (items: { resourceType?: string; transferSize?: number }[]) => ({ details: { type: 'table', items } });
  it.each([
    [
      'the document among the requests, headers included',
      requests([
        { resourceType: 'Document', transferSize: 14_574 },
        { resourceType: 'Script', transferSize: 6_087 },
      ]),
      14_574,
    ],
    ['no document in the list', requests([{ resourceType: 'Script', transferSize: 6_087 }]), null],
    ['a document without its size', requests([{ resourceType: 'Document' }]), null],
    ['an audit that failed', { errorMessage: 'NO_DEVTOOLS_LOG', details: undefined }, null],
    ['no audit', undefined, null],
  ])('%s', (_, audit, bytes) => {
    expect(documentBytes(lhr({ 'network-requests': audit }))).toBe(bytes);
  });
});

// Lantern's first round trip carries 10 segments of 1,460 bytes: /journal measured 14,574 bytes under it and 14,611 over.
describe("a document against the simulated connection's first round trip", () => {
  it.each([
    [1_692, false],
    [14_574, false],
    [14_600, false],
    [14_601, true],
    [28_408, true],
  ])('%p bytes: past it %p', (bytes, past) => {
    expect(pastFirstWindow(bytes)).toBe(past);
  });
});

// Shaped as the home page's report of 2026-11-28: requests count from networkStartTimeTs (µs), the paint is a timestamp.
describe('the script a Lighthouse report had loaded before its LCP was painted', () => {
  const start = 75_131_618_020;
  type Request = { resourceType: string; networkEndTime?: number; transferSize?: number };
  const network = (items: Request[], debugData: object = { networkStartTimeTs: start }) => ({
    details: { type: 'table', items, debugData },
  });
  const metrics = (paintTs?: number) => ({ details: { type: 'debugdata', items: [{ observedLargestContentfulPaintTs: paintTs }] } });
  const home = [
    { resourceType: 'Document', networkEndTime: 4, transferSize: 28_408 },
    { resourceType: 'Script', networkEndTime: 45, transferSize: 6_087 },
    { resourceType: 'Script', networkEndTime: 107, transferSize: 61_272 },
    { resourceType: 'Image', networkEndTime: 60, transferSize: 9_120 },
    { resourceType: 'Script', networkEndTime: 112, transferSize: 41_926 },
  ];
  it.each([
    ['two scripts of three before a paint at 107 ms, one ending in that very millisecond', network(home), metrics(start + 107_000), 67_359],
    ['none: the first frame won', network(home), metrics(start + 30_000), 0],
    ['a script still loading has no end', network([{ resourceType: 'Script', transferSize: 500 }]), metrics(start + 107_000), 0],
    ['a script without its size counts nothing', network([{ resourceType: 'Script', networkEndTime: 45 }]), metrics(start + 107_000), 0],
    ['no paint observed', network(home), metrics(undefined), null],
    ['no start to count from', network(home, {}), metrics(start + 107_000), null],
    ['no requests audit', undefined, metrics(start + 107_000), null],
    ['a failed metrics audit', network(home), { errorMessage: 'NO_LCP', details: undefined }, null],
  ])('%s', (_, requests, observed, bytes) => {
    expect(scriptBytesBeforeLcp(lhr({ 'network-requests': requests, metrics: observed }))).toBe(bytes);
  });
});

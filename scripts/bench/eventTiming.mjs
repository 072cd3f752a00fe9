// The Event Timing side of the interaction pass. Every function but `latency` runs in the page
// (passed to addInitScript or evaluate), so each stands alone.

/** In the page before its scripts: keeps every Event Timing entry (events >= 16 ms, and the first input). */
export function recordEventTiming() {
  window.__benchEvents = [];
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      const { name, entryType, startTime, duration, processingStart, processingEnd, interactionId } = entry;
      window.__benchEvents.push({ name, entryType, startTime, duration, processingStart, processingEnd, interactionId });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

/**
 * In the page: resolves after `quietMs` without a long task or a finished download (at most
 * `limitMs`), i.e. once the page is idle; true unless the limit was reached.
 */
export function whenQuiet([quietMs, limitMs]) {
  return new Promise((resolve) => {
    const start = performance.now();
    let last = start;
    const observer = new PerformanceObserver(() => (last = performance.now()));
    observer.observe({ entryTypes: ['longtask', 'resource'] });
    const check = () => {
      const now = performance.now();
      if (now - last < quietMs && now - start < limitMs) return setTimeout(check, 100);
      observer.disconnect();
      resolve(now - start < limitMs);
    };
    setTimeout(check, 100);
  });
}

/**
 * In the page: resolves once the control is what a tap on its centre would hit (the home page's
 * splash covers it at first), false after `limitMs`. Not Playwright's trial click: that dispatches
 * a pointerdown, which would be the page's first input.
 */
export function uncovered(element, limitMs) {
  const start = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && element.contains(hit)) resolve(true);
      else if (performance.now() - start > limitMs) resolve(false);
      else setTimeout(check, 100);
    };
    check();
  });
}

/** In the page: the entries since the last call, once the frames after the interaction are reported. */
export function takeEvents() {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(window.__benchEvents.splice(0)), 300))),
  );
}

/**
 * The interaction's latency as INP counts it: the longest entry of the interaction (its events
 * share one interactionId; the first-input entry is reported even under 16 ms), split as
 * web-vitals' attribution does: input delay until the first handler of that frame, processing
 * of the frame's handlers, presentation delay until the next paint. Null without an entry.
 */
export function latency(entries) {
  const own = entries.filter((entry) => entry.interactionId > 0 || entry.entryType === 'first-input');
  if (!own.length) return null;
  const longest = own.reduce((a, b) => (b.duration > a.duration ? b : a));
  const end = longest.startTime + longest.duration;
  // Event Timing rounds durations to 8 ms: entries ending within that painted in the same frame.
  const frame = entries.filter((entry) => entry.startTime >= longest.startTime && Math.abs(entry.startTime + entry.duration - end) <= 8);
  const processingStart = Math.min(...frame.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...frame.map((entry) => entry.processingEnd));
  return {
    duration: longest.duration,
    inputDelay: processingStart - longest.startTime,
    processing: processingEnd - processingStart,
    presentation: Math.max(0, end - processingEnd),
  };
}

/**
 * Keeps the address bar in step with state that changes as fast as a visitor drags a slider or
 * holds a key, without ever breaking the page.
 *
 * Browsers cap `history.replaceState`: WebKit (every iPhone browser) throws a SecurityError from
 * the 101st call in 10 seconds (Firefox ESR took 250 in a row here; Chromium ignores an excess).
 * A throw inside a React effect unmounts the whole page, so the simulator once went blank on an
 * iPhone after about 100 slider steps. Here writes are at least `WRITE_INTERVAL_MS` apart (at most 40 in 10 s): the
 * first change is written at once, a burst of changes once more when it ends. A write the browser
 * refuses anyway is tried again later; the page never sees the error.
 *
 * Whoever reads the address for the state (the partnership chat buttons) calls `flushAddress` first.
 */
export const WRITE_INTERVAL_MS = 250;
/** After a refused write: WebKit's window is 10 s, so a retry a second later soon gets through. */
export const RETRY_MS = 1000;

let pending: (() => string) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let lastWrite = -Infinity;

function wait(ms: number): void {
  clearTimeout(timer);
  timer = setTimeout(flushAddress, ms);
}

/**
 * Replaces the current history entry's URL with `href()`, now or as soon as the interval allows.
 * `href` is evaluated when the write happens, so it builds on the address as it is then (a #section
 * the visitor followed in between is kept). A later call before the write replaces an earlier one.
 */
export function replaceAddress(href: () => string): void {
  pending = href;
  if (timer !== undefined) return;
  const due = lastWrite + WRITE_INTERVAL_MS - performance.now();
  if (due > 0) wait(Math.min(due, WRITE_INTERVAL_MS));
  else flushAddress();
}

/** Writes the pending address now, if there is one. */
export function flushAddress(): void {
  clearTimeout(timer);
  timer = undefined;
  const next = pending;
  pending = null;
  if (!next) return;
  const href = next();
  if (href === window.location.href) return;
  try {
    window.history.replaceState(window.history.state, '', href);
    lastWrite = performance.now();
  } catch {
    // Refused (the browser's cap on history calls): keep it and try again.
    pending = next;
    wait(RETRY_MS);
  }
}

/** Drops the pending write: its page is going away, and the next page's entry is not its to change. */
export function cancelAddress(): void {
  clearTimeout(timer);
  timer = undefined;
  pending = null;
}

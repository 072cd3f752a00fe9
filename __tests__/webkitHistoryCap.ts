/**
 * `history.replaceState` as WebKit (every iPhone browser) caps it: a SecurityError from the 101st
 * call in 10 seconds. The returned times are those of the calls it let through, by `Date.now()`, so
 * under fake timers they follow the fake clock. Undo with `jest.restoreAllMocks()`.
 */
export function capReplaceStateLikeWebKit(): number[] {
  const replaceState = window.history.replaceState.bind(window.history);
  const writes: number[] = [];
  let windowStart = Date.now();
  let calls = 0;
  jest.spyOn(window.history, 'replaceState').mockImplementation((...args) => {
    if (Date.now() - windowStart > 10_000) {
      windowStart = Date.now();
      calls = 0;
    }
    calls += 1;
    if (calls > 100) throw new DOMException('Attempt to use history.replaceState() more than 100 times per 10 seconds', 'SecurityError');
    writes.push(Date.now());
    replaceState(...args);
  });
  return writes;
}

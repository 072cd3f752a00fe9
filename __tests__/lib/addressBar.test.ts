import { RETRY_MS, WRITE_INTERVAL_MS } from '@/lib/addressBar';
import { capReplaceStateLikeWebKit } from '../webkitHistoryCap';

/** A fresh copy per test: the module remembers when it last wrote. */
let replaceAddress: typeof import('@/lib/addressBar').replaceAddress;
let flushAddress: typeof import('@/lib/addressBar').flushAddress;
let cancelAddress: typeof import('@/lib/addressBar').cancelAddress;

const original = window.history.replaceState.bind(window.history);
let writes: number[] = [];

const at = (query: string) => () => `http://localhost/partnership${query}${window.location.hash}`;

beforeEach(async () => {
  jest.resetModules();
  ({ replaceAddress, flushAddress, cancelAddress } = await import('@/lib/addressBar'));
  jest.useFakeTimers();
  original(null, '', '/partnership');
  writes = capReplaceStateLikeWebKit();
});

afterEach(() => {
  cancelAddress();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('replaceAddress', () => {
  it('writes a single change at once, with no new history entry', () => {
    const length = window.history.length;
    replaceAddress(at('?preco=997'));
    expect(window.location.search).toBe('?preco=997');
    expect(window.history.length).toBe(length);
  });

  it('survives a 10-second drag of 600 steps under WebKit’s cap and ends on the last step', () => {
    expect(() => {
      for (let step = 1; step <= 600; step += 1) {
        replaceAddress(at(`?projetos=${(step % 20) + 1}&passo=${step}`));
        jest.advanceTimersByTime(16); // one step a frame
      }
    }).not.toThrow();
    jest.advanceTimersByTime(WRITE_INTERVAL_MS);
    expect(window.location.search).toBe('?projetos=1&passo=600');
    expect(writes.length).toBeLessThanOrEqual(10_000 / WRITE_INTERVAL_MS + 1);
    const gaps = writes.slice(1).map((time, index) => time - writes[index]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(WRITE_INTERVAL_MS);
  });

  it('tries a refused write again until the browser takes it', () => {
    // The cap already used up by something else on the page.
    for (let call = 0; call < 100; call += 1) window.history.replaceState(null, '', '/partnership');
    expect(() => replaceAddress(at('?preco=1200'))).not.toThrow();
    expect(window.location.search).toBe('');
    jest.advanceTimersByTime(10_000 + RETRY_MS);
    expect(window.location.search).toBe('?preco=1200');
  });

  it('builds the address when it writes it, so a #section followed in between is kept', () => {
    replaceAddress(at('?preco=1'));
    replaceAddress(at('?preco=2'));
    original(null, '', '/partnership?preco=1#simulador');
    jest.advanceTimersByTime(WRITE_INTERVAL_MS);
    expect(window.location.search + window.location.hash).toBe('?preco=2#simulador');
  });
});

describe('flushAddress and cancelAddress', () => {
  it('flushAddress writes the waiting change at once, for a reader of the address', () => {
    replaceAddress(at('?preco=1'));
    replaceAddress(at('?preco=2'));
    expect(window.location.search).toBe('?preco=1');
    flushAddress();
    expect(window.location.search).toBe('?preco=2');
  });

  it('cancelAddress drops the waiting change, which belongs to a page being left', () => {
    replaceAddress(at('?preco=1'));
    replaceAddress(at('?preco=2'));
    cancelAddress();
    jest.advanceTimersByTime(RETRY_MS);
    expect(window.location.search).toBe('?preco=1');
  });
});

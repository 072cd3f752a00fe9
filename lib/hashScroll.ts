export const HASH_SCROLL = { delay: 300, interval: 100, retries: 50 } as const;

type Options = {
  find: (id: string) => Element | null;
  scroll: (element: Element) => void;
  delay?: number;
  interval?: number;
  retries?: number;
};

/**
 * After arriving with a hash, wait `delay` ms, then look for the section every `interval` ms,
 * up to `retries` more times, and scroll to it once it exists. Returns a cancel function.
 */
export function scheduleHashScroll(hash: string, options: Options): () => void {
  const { find, scroll, delay = HASH_SCROLL.delay, interval = HASH_SCROLL.interval, retries = HASH_SCROLL.retries } = options;
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (!id) return () => undefined;

  const attempt = (left: number) => {
    const element = find(id);
    if (element) {
      scroll(element);
      return;
    }
    if (left > 0) timer = setTimeout(() => attempt(left - 1), interval);
  };

  timer = setTimeout(() => attempt(retries), delay);
  return () => clearTimeout(timer);
}

/**
 * A value made on first use, then kept. For Intl formatters: the first Intl object a page makes
 * loads ICU's locale data, tens of milliseconds of main thread on a phone, which a page should pay
 * only when it formats something, not while its scripts start.
 */
export function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

/**
 * A promise made once per key and kept: every page of a build that shows an article or a case asks for
 * the same rendered text and pictures. A failure is not kept, so a fixed file is read again (`npm run dev`).
 */
export function kept<K, T>(cache: Map<K, Promise<T>>, key: K, make: () => Promise<T>): Promise<T> {
  if (!cache.has(key))
    cache.set(
      key,
      make().catch((error) => (cache.delete(key), Promise.reject(error))),
    );
  return cache.get(key)!;
}

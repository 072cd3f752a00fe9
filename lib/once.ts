/**
 * A value made on first use, then kept. For Intl formatters: the first Intl object a page makes
 * loads ICU's locale data, tens of milliseconds of main thread on a phone, which a page should pay
 * only when it formats something, not while its scripts start.
 */
export function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

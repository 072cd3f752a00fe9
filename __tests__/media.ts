/**
 * jsdom has no media queries: `window.matchMedia` answers each query with `matches(query)`, and takes (and ignores)
 * change listeners, as a screen whose settings never change.
 */
export function setMedia(matches: (query: string) => boolean) {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

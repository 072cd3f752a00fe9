/**
 * A stand-in for the tab `window.open` hands back: a blank document whose link clicks are
 * recorded instead of followed (jsdom does not navigate).
 */
export function fakeTab() {
  const doc = document.implementation.createHTMLDocument('');
  const visits: { href: string; rel: string }[] = [];
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    event.preventDefault();
    visits.push({ href: link.href, rel: link.rel });
  });
  const state = {
    opener: window as Window | null,
    closed: false,
    document: doc,
    close: jest.fn(() => {
      state.closed = true;
    }),
  };
  return { tab: state as unknown as Window, state, visits };
}

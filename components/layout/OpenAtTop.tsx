// Runs while the page is parsed, before the visitor can scroll: the browser would restore an old
// scroll position on reload or history navigation, and an article opens at its top. A
// hydration effect would instead run late and pull back a visitor who had already started scrolling.
const OPEN_AT_TOP = `if('scrollRestoration' in history)history.scrollRestoration='manual';if(!location.hash)scrollTo(0,0);`;

/** Place first in the page's content. */
export function OpenAtTop() {
  return <script dangerouslySetInnerHTML={{ __html: OPEN_AT_TOP }} />;
}

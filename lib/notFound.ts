/**
 * Which 404 variant a path shows: its language from the /en prefix, and the 'Post not found'
 * wording under /post/ and /en/post/. Self-contained on purpose: 404.html is one static file for
 * every unknown URL, so this runs inline in its <head>, before first paint.
 */
export function notFoundVariant(pathname: string): 'pt' | 'en' | 'pt-post' | 'en-post' {
  const english = pathname === '/en' || pathname.indexOf('/en/') === 0;
  const post = /^(\/en)?\/post\//.test(pathname);
  return english ? (post ? 'en-post' : 'en') : post ? 'pt-post' : 'pt';
}

/** The inline script: sets <html lang> and data-variant, which the page's CSS shows the variant by. */
export function notFoundScript(): string {
  return `(function(){var d=document.documentElement,v=(${notFoundVariant.toString()})(location.pathname);d.lang=v.indexOf('en')===0?'en':'pt-BR';d.setAttribute('data-variant',v)})();`;
}

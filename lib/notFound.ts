import { pages } from './i18n/locales';

/** What the 404 variant reads from the table of pages: the English home, and where articles live in each language. */
export function notFoundPaths(): [string, string[]] {
  return [pages.home.en, [pages.post.pt, pages.post.en].map((path) => path.slice(0, path.lastIndexOf('/') + 1))];
}

/**
 * Which 404 variant a path shows: its language from the English prefix, and the 'Post not found'
 * wording under an article's address. Self-contained on purpose: 404.html is one static file for
 * every unknown URL, so this runs inline in its <head>, before first paint; the paths come in
 * from `notFoundPaths`.
 */
export function notFoundVariant(pathname: string, english: string, posts: string[]): 'pt' | 'en' | 'pt-post' | 'en-post' {
  const inEnglish = pathname === english || pathname.indexOf(english + '/') === 0;
  const post = posts.some((prefix) => pathname.indexOf(prefix) === 0);
  return inEnglish ? (post ? 'en-post' : 'en') : post ? 'pt-post' : 'pt';
}

/** The inline script: sets <html lang> and data-variant, which the page's CSS shows the variant by. */
export function notFoundScript(): string {
  const args = notFoundPaths()
    .map((value) => JSON.stringify(value))
    .join(',');
  return `(function(){var d=document.documentElement,v=(${notFoundVariant.toString()})(location.pathname,${args});d.lang=v.indexOf('en')===0?'en':'pt-BR';d.setAttribute('data-variant',v)})();`;
}

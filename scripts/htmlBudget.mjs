// The HTML budget of each kind of page: gzip -9 of its file in out/, in KB of 1,000 bytes. Read by
// the build check (__tests__/content/htmlBudget.test.ts) and by `npm run bench`, which prints every
// route's size beside it; `node scripts/html-report.mjs <route>` shows where a page's bytes go.
// Pages that list cases or articles grow with them: each card beyond today's count adds its allowance.
// Each budget names its page by its key in the pages table (lib/i18n/locales.ts), in every language it has.
import { htmlFiles, gzipSize, kindOf, urlOfFile } from './outSite.mjs';

/** A test of a file of out/: is it a page of this key of the table, in a language (or any)? */
const pageOf = (key, locales) => (file) => kindOf(urlOfFile(file), locales) === key;

/** What the site held when the budgets were set: the home page and the case index show every case, the journal every article. */
const COUNTED_WITH = { cases: 6, articles: 5 };

// Issue 42 asks 35 KB of the home page. About 9.4 KB of its 47.1 KB is its CSS written a second time into
// React's payload, which hydration needs (a copy of the export without it fails to hydrate, React error
// 418); without any CSS in the page it would weigh 28 KB plus a render-blocking stylesheet. So the home
// budget holds today's line: docs/quality.md, HTML budget. The light theme (issue 43) costs every page
// about 1.4 KB: its colours in the global style and the payload, its switch in the header and the head script.
const HTML_BUDGETS = [
  { kind: 'home', page: 'home', kb: 47.5, perCase: 1.2 },
  { kind: 'article', page: 'post', kb: 33.7 },
  { kind: 'case', page: 'case', kb: 33.5 },
  // The first card's picture travels inside the page (lib/inlinePreview.ts): 3.5 KB, twice (HTML and payload).
  { kind: 'case index', page: 'cases', kb: 27, perCase: 1.2 },
  { kind: 'journal', page: 'journal', kb: 23, perArticle: 0.6 },
  { kind: 'partnership', page: 'partnership', kb: 30.3 },
].map((budget) => ({ ...budget, matches: pageOf(budget.page) }));

/** The cases and Portuguese articles the export holds (the cards of the home page, the case index and the journal). */
export function contentCounts(dir) {
  const files = htmlFiles(dir);
  return {
    cases: files.filter(pageOf('case', ['pt'])).length,
    articles: files.filter(pageOf('post', ['pt'])).length,
  };
}

/** The budget of a page of out/ in bytes, or null when no budget names its kind. */
export function htmlBudget(file, counts) {
  const budget = HTML_BUDGETS.find(({ matches }) => matches(file));
  if (!budget) return null;
  const extraCases = Math.max(0, counts.cases - COUNTED_WITH.cases);
  const extraArticles = Math.max(0, counts.articles - COUNTED_WITH.articles);
  const kb = budget.kb + (budget.perCase ?? 0) * extraCases + (budget.perArticle ?? 0) * extraArticles;
  return { kind: budget.kind, bytes: Math.round(kb * 1000) };
}

/**
 * The pages the budget test checks: every page of a kind, but for articles and cases the first of the
 * export, which stands for its template (as in the JavaScript budget): their words are the author's.
 */
export function budgetedPages(dir) {
  const files = htmlFiles(dir);
  const counts = contentCounts(dir);
  const pages = [];
  for (const { kind, matches } of HTML_BUDGETS) {
    const matching = files.filter(matches);
    const template = kind === 'article' || kind === 'case';
    for (const file of template ? matching.slice(0, 1) : matching) pages.push({ file, ...htmlBudget(file, counts) });
  }
  return pages.map((page) => ({ ...page, gzip: gzipSize(page.file, dir) }));
}

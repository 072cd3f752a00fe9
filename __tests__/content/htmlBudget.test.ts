import { budgetedPages } from '@/scripts/htmlBudget.mjs';
import { kindOf, PAGES, requireOut, routes, sampleRoutes } from '@/scripts/outSite.mjs';

// The HTML of each kind of page, gzip -9, against its budget (scripts/htmlBudget.mjs). Deterministic:
// it reads the built files. `node scripts/html-report.mjs <route>` shows where a page's bytes go.
requireOut();

const pages = budgetedPages();
const kinds = ['home', 'article', 'case', 'case index', 'journal', 'partnership'];

describe('HTML budget, gzip -9 of the page', () => {
  it('checks both home pages and a page of every other kind', () => {
    expect(pages.filter((page) => page.kind === 'home').map((page) => page.file)).toEqual(['en.html', 'index.html']);
    expect([...new Set(pages.map((page) => page.kind))]).toEqual(kinds);
  });

  it.each(pages)('$file ($kind) weighs at most its budget', ({ file, gzip, bytes }) => {
    if (gzip > bytes) {
      throw new Error(
        `${file}: ${(gzip / 1000).toFixed(1)} KB of HTML (gzip -9), budget ${(bytes / 1000).toFixed(1)} KB. ` +
          `Where it goes: node scripts/html-report.mjs /${file.replace(/(index)?\.html$/, '')}`,
      );
    }
    expect(gzip).toBeLessThanOrEqual(bytes);
  });
});

// The browser suites load these pages where a check costs a page load (e2e/quality.spec.ts, the Firefox sweep).
describe('the pages the browser suites sample', () => {
  it('are one of each kind of page the export holds, in each of its languages, and the 404 page', () => {
    const kindIn = (url: string) => `${kindOf(url)} ${url === '/en' || url.startsWith('/en/') ? 'en' : 'pt'}`;
    const kindsOut = new Set(routes().map(kindIn));
    expect(sampleRoutes().map(kindIn).sort()).toEqual([...kindsOut].sort());
    expect(kindsOut.size).toBeGreaterThan(Object.keys(PAGES).length);
  });
});

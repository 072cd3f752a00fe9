import { budgetedPages } from '@/scripts/htmlBudget.mjs';
import { requireOut } from '@/scripts/outSite.mjs';

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

import { gzipSize, htmlFiles, moduleScripts, readOut, requireOut } from '@/scripts/outSite.mjs';

// The JavaScript a modern browser downloads for a page (the module scripts its HTML references),
// gzip level 9, against the budgets of the speed issue. `node scripts/js-report.mjs` shows where it goes.
requireOut();

const KIB = 1024;
const article = htmlFiles().find((file) => /^post\/[^/]+\.html$/.test(file));
const pages = [
  { file: 'index.html', route: '/', budget: 190 * KIB },
  ...(article ? [{ file: article, route: `/${article.replace(/\.html$/, '')}`, budget: 170 * KIB }] : []),
];
const scope = article ? '' : ' (no article page in out/post yet: only / is checked)';

describe(`JavaScript budget, gzip -9 of the module scripts${scope}`, () => {
  it.each(pages)('$route stays within $budget bytes', ({ file, budget }) => {
    const chunks = moduleScripts(readOut(file)).map((src) => ({ src, bytes: gzipSize(src.slice(1)) }));
    const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    expect(chunks.length).toBeGreaterThan(0);
    if (total > budget) {
      const lines = chunks.map((chunk) => `  ${(chunk.bytes / KIB).toFixed(1).padStart(6)} KiB  ${chunk.src}`);
      throw new Error(
        `${file}: ${(total / KIB).toFixed(1)} KiB of JavaScript, budget ${budget / KIB} KiB\n${lines.join('\n')}`,
      );
    }
    expect(total).toBeLessThanOrEqual(budget);
  });
});

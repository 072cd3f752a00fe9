import { gzipSize, htmlFiles, moduleScripts, readOut, requireOut } from '@/scripts/outSite.mjs';

// The JavaScript a modern browser downloads for a page (the module scripts its HTML references),
// gzip level 9, against the budgets of the speed issue. `node scripts/js-report.mjs` shows where it goes.
requireOut();

const KIB = 1024;
const article = htmlFiles().find((file) => /^post\/[^/]+\.html$/.test(file));
const caseStudy = htmlFiles().find((file) => /^projetos\/[^/]+\.html$/.test(file));
const pages = [
  { file: 'index.html', route: '/', kib: 190 },
  ...(article ? [{ file: article, route: `/${article.replace(/\.html$/, '')}`, kib: 170 }] : []),
  // A case page: the contact form and the gallery's viewer are its only islands.
  ...(caseStudy ? [{ file: caseStudy, route: `/${caseStudy.replace(/\.html$/, '')}`, kib: 170 }] : []),
];
const scope = article ? '' : ' (no article page in out/post yet: only / is checked)';

describe(`JavaScript budget, gzip -9 of the module scripts${scope}`, () => {
  it.each(pages)('$route loads at most $kib KiB', ({ file, kib }) => {
    const budget = kib * KIB;
    const chunks = moduleScripts(readOut(file)).map((src) => ({ src, bytes: gzipSize(src.slice(1)) }));
    const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
    expect(chunks.length).toBeGreaterThan(0);
    if (total > budget) {
      const lines = chunks.map((chunk) => `  ${(chunk.bytes / KIB).toFixed(1).padStart(6)} KiB  ${chunk.src}`);
      throw new Error(`${file}: ${(total / KIB).toFixed(1)} KiB of JavaScript, budget ${kib} KiB\n${lines.join('\n')}`);
    }
    expect(total).toBeLessThanOrEqual(budget);
  });
});

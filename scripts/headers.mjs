// Runs after `next build` (npm "postbuild"): writes out/_headers, the headers file Netlify and
// Cloudflare Pages read, and that scripts/serve.mjs (npm start, the e2e server) applies.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formActions, headersFile, hostLimitProblems, inlineScripts, newsletterActionOf } from './csp.mjs';
import { OUT_DIR, htmlFiles, readOut, requireOut, routeOf } from './outSite.mjs';

requireOut();
const base = readFileSync('public/_headers', 'utf8');
const formAction = formActions(newsletterActionOf(readFileSync('lib/site.ts', 'utf8')));
// _not-found.html is Next's internal copy of 404.html; no URL serves it.
const pages = htmlFiles()
  .filter((file) => file !== '_not-found.html')
  .map((file) => ({ route: routeOf(file), scripts: inlineScripts(readOut(file)) }));
const text = headersFile({ base, pages, formAction });
const problems = hostLimitProblems(text);
if (problems.length) {
  console.error(`out/_headers would be cut short by Cloudflare Pages: ${problems.join('; ')}.`);
  process.exit(1);
}
writeFileSync(join(OUT_DIR, '_headers'), text);
const hashes = pages.reduce((sum, page) => sum + page.scripts.length, 0);
console.log(`out/_headers: ${pages.length} page policies, ${hashes} inline script hashes.`);

// Runs after `next build` (npm "postbuild"): writes out/_headers, the headers file Netlify and
// Cloudflare Pages read (and scripts/serve.mjs applies), with one Content Security Policy for the
// whole site. It reads the pages and never writes them. Analytics and the newsletter action come
// from lib/integrations.json and the ANALYTICS_* overrides, as in the app: run it with the
// environment of the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { analyticsOrigins, resolveAnalytics } from '../lib/integrations.mjs';
import { formActions, headersFile, hostLimitProblems, scriptOrigins, sitePolicy } from './csp.mjs';
import { OUT_DIR, htmlFiles, readOut, requireOut } from './outSite.mjs';

requireOut();
const integrations = createRequire(import.meta.url)('../lib/integrations.json');
const analytics = analyticsOrigins(resolveAnalytics(integrations.analytics, process.env));
const policy = sitePolicy({ formAction: formActions(integrations.newsletterAction), analytics });

const text = headersFile({ base: readFileSync('public/_headers', 'utf8'), policy });
const problems = hostLimitProblems(text);
if (problems.length) {
  console.error(`_headers would be cut short by Cloudflare Pages: ${problems.join('; ')}.`);
  process.exit(1);
}

const pages = htmlFiles();
for (const file of pages) {
  const foreign = scriptOrigins(readOut(file)).filter((origin) => !analytics.script.includes(origin));
  if (foreign.length) {
    console.error(`${file} loads scripts from ${foreign.join(', ')}, which the policy does not allow (analytics set for another build?).`);
    process.exit(1);
  }
}
writeFileSync(join(OUT_DIR, '_headers'), text);
console.log(`${relative('.', join(OUT_DIR, '_headers'))}: one policy for all ${pages.length} pages (${policy.length} characters).`);

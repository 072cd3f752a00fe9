// Runs after `next build` (npm "postbuild"): writes out/_headers, the headers file Netlify and
// Cloudflare Pages read (and scripts/serve.mjs applies), with one Content Security Policy for the
// whole site, and gives every page its own script policy: a <meta> first in its <head> with the
// hashes of its inline scripts (scripts/pagePolicy.mjs), the only change made to Next's HTML.
// Analytics and the newsletter action come from lib/integrations.json and the ANALYTICS_* overrides,
// as in the app: run it with the environment of the build.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { analyticsOrigins, resolveAnalytics } from '../lib/integrations.mjs';
import { adminPolicy, formActions, headersFile, hostLimitProblems, scriptOrigins, sitePolicy } from './csp.mjs';
import { ADMIN_DIR, OUT_DIR, htmlFiles, nextPagesRecord, readOut, requireOut } from './outSite.mjs';
import { inlineScripts, pagePolicy, pagePolicyOf, withPagePolicy } from './pagePolicy.mjs';

requireOut();
const integrations = createRequire(import.meta.url)('../lib/integrations.json');
const analytics = analyticsOrigins(resolveAnalytics(integrations.analytics, process.env));
const policy = sitePolicy({ formAction: formActions(integrations.newsletterAction), analytics });

// The editor's page, when the export has it, gets its own policy; the live site's login service from `cms`.
const loginOrigin = integrations.cms?.baseUrl ? new URL(integrations.cms.baseUrl).origin : undefined;
const admin = existsSync(join(OUT_DIR, ADMIN_DIR, 'index.html')) ? adminPolicy({ loginOrigin }) : undefined;
const text = headersFile({ base: readFileSync('public/_headers', 'utf8'), policy, admin });
const problems = hostLimitProblems(text);
if (problems.length) {
  console.error(`_headers would be cut short by Cloudflare Pages: ${problems.join('; ')}.`);
  process.exit(1);
}

const pages = htmlFiles();
const record = nextPagesRecord();
// Run again over pages that already carry their policy, it keeps what it recorded of Next's.
const nextPages = existsSync(record) ? JSON.parse(readFileSync(record, 'utf8')) : {};
let longest = 0;
for (const file of pages) {
  const html = readOut(file);
  if (pagePolicyOf(html) === null) {
    nextPages[file] = createHash('sha256')
      .update(readFileSync(join(OUT_DIR, file)))
      .digest('base64');
  }
  const foreign = scriptOrigins(html).filter((origin) => !analytics.script.includes(origin));
  if (foreign.length) {
    console.error(`${file} loads scripts from ${foreign.join(', ')}, which the policy does not allow (analytics set for another build?).`);
    process.exit(1);
  }
  const own = pagePolicy({ scripts: inlineScripts(html), analytics });
  longest = Math.max(longest, own.length);
  const page = withPagePolicy(html, own);
  if (page !== html) writeFileSync(join(OUT_DIR, file), page);
}
writeFileSync(join(OUT_DIR, '_headers'), text);
mkdirSync(dirname(record), { recursive: true });
writeFileSync(record, `${JSON.stringify(nextPages, null, 1)}\n`);
console.log(
  `${relative('.', join(OUT_DIR, '_headers'))}: one site policy (${policy.length} characters); ${pages.length} pages carry their own script policy (longest ${longest} characters).`,
);

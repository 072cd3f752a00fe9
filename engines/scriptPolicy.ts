import { mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HASHED_SCRIPTS, hashCheckPage, withForeignScript } from '../e2e/foreignScript';
import { OUT_DIR, readOut, requireOut } from '../scripts/outSite.mjs';
import { eventually } from './processes';
import { PROBLEMS_KEY, recordProblems } from './inPage';
import { serveOut } from '../scripts/serveOut.mjs';
import type { Scenario } from './scenario';

/**
 * The export as a static host serves it (scripts/serve.mjs, _headers applied), on a port of its own,
 * with partnership.html replaced by a copy carrying a foreign inline script and event handler
 * (e2e/foreignScript.ts) and the hash check page added. Every other file is out/'s own, linked. The
 * copy loads the suite's problem recorder first, from the site's origin (the only kind of script its
 * policy lets in): WebKit's driver installs it only once the page answers, after the foreign markup.
 */
async function serveCopy(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'engines-policy-'));
  for (const name of readdirSync(OUT_DIR)) if (name !== 'partnership.html') symlinkSync(join(OUT_DIR, name), join(dir, name));
  writeFileSync(join(dir, 'record-problems.js'), `(${recordProblems.toString()})(${JSON.stringify(PROBLEMS_KEY)});`);
  writeFileSync(
    join(dir, 'partnership.html'),
    withForeignScript(readOut('partnership.html'), '<script src="/record-problems.js"></script>'),
  );
  writeFileSync(join(dir, 'hash-check.html'), hashCheckPage());
  const served = await serveOut({ dir });
  return { ...served, stop: () => served.stop().then(() => rmSync(dir, { recursive: true, force: true })) };
}

/** A violation of the page's script policy by an inline script or handler, as the recorder writes it (inPage.ts). */
const INLINE_REFUSED = /^CSP violation: script-src(-elem|-attr)? inline \(at \/partnership\)$/;
/** The foreign image, which fails on purpose so that its handler would fire. */
const TRIGGER = 'failed to load: data:, (at /partnership)';

export const scriptPolicyScenarios: Scenario[] = [
  {
    name: 'a copy of a page with a foreign inline script and event handler runs neither, reports both, and still runs its own',
    expectsProblems: new RegExp(`${INLINE_REFUSED.source}|^${TRIGGER.replace(/[()/]/g, '\\$&')}$`),
    async run(page) {
      const copy = await serveCopy();
      try {
        // goto waits for the page's own scripts to hydrate it.
        await page.goto(`${copy.origin}/partnership`);
        expect(await page.attribute({ css: 'body > img[onerror]' }, 'onerror')).toContain('dataset.foreign');
        await eventually(async () => {
          const problems = await page.problems();
          expect(problems).toContain(TRIGGER);
          const refused = problems.filter((problem) => problem.startsWith('CSP violation'));
          expect(refused).toHaveLength(2);
          for (const problem of refused) expect(problem).toMatch(INLINE_REFUSED);
        });
        expect(await page.evaluate(() => document.documentElement.dataset.foreign ?? null)).toBeNull();
      } finally {
        await copy.stop();
      }
    },
  },
  {
    name: 'scripts written with an entity, CRLF, non-ASCII text or a spaced end tag run under the hashes of their page',
    async run(page) {
      const copy = await serveCopy();
      try {
        await page.goto(`${copy.origin}/hash-check`);
        expect(await page.evaluate(() => document.documentElement.dataset.ran ?? null)).toBe(HASHED_SCRIPTS.join(','));
      } finally {
        await copy.stop();
      }
    },
  },
  {
    // The second export (`npm run build:alt`): analytics on, its provider's script on another host.
    name: "with analytics on, the provider's script loads under the pages' own policies, and home, partnership and journal hydrate with no violation",
    expectsOutside: /^https:\/\/stats\.example\.net\/js\/script\.js$/,
    // The recording proxy answers every outside request with a small HTML page: Firefox refuses it as a
    // script, WebKit runs it and fails (an error of another origin's script reads only "Script error.").
    expectsProblems: /^failed to load: https:\/\/stats\.example\.net\/js\/script\.js |^uncaught exception: Script error\. /,
    async run(page, { outside }) {
      const alt = await serveOut({ dir: requireOut(join(process.cwd(), '.tmp', 'out-alt')) });
      try {
        for (const path of ['/', '/partnership', '/en/journal']) {
          await page.goto(`${alt.origin}${path}`);
          await eventually(async () => expect(outside().map((request) => request.url)).toContain('https://stats.example.net/js/script.js'));
          expect((await page.problems()).filter((problem) => problem.startsWith('CSP violation'))).toEqual([]);
        }
      } finally {
        await alt.stop();
      }
    },
  },
];

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextPagesRecord } from '@/scripts/outSite.mjs';
import { OUT, requireOut } from '../__tests__/build/outDir';

/**
 * A journal of 500 articles in two languages builds, and its security headers stay what they are for the
 * site's own articles. The test writes 500 articles into a temporary content folder, exports the site from
 * it with `next build` (5 to 11 minutes on a 2-core machine) and runs scripts/headers.mjs over that export,
 * as `npm run build` does (it stops on a `_headers` over Cloudflare Pages' limits). Each page's own policy
 * is checked over out/ (__tests__/content/pagePolicy.test.ts) and over a synthetic export of thousands of
 * pages in seconds (__tests__/scripts/scale.test.ts).
 *
 * Not part of `npm test`: run it with `npm run test:scale` after `npm run build` (it compares with
 * out/_headers); the daily run of .github/workflows/site.yml does. SCALE_ARTICLES sets another number of
 * articles for a quick check (`SCALE_ARTICLES=3 npm run test:scale`).
 */
const ARTICLES = Number(process.env.SCALE_ARTICLES || 500);
if (!Number.isInteger(ARTICLES) || ARTICLES < 1) {
  throw new Error(`SCALE_ARTICLES must be a whole number of articles, at least 1; got ${JSON.stringify(process.env.SCALE_ARTICLES)}.`);
}

const tags = ['Projeto', 'Performance', 'SEO', 'Branding', 'UX'];

/** Article n: a short note of two sections in both languages, dated in 2024 or 2025, with one or two shared tags. */
function writeArticle(dir: string, n: number): void {
  const date = `${2024 + (n % 2)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
  const shared = JSON.stringify([...new Set([tags[n % tags.length], tags[(n * 3) % tags.length]])]);
  for (const [lang, title, first, second] of [
    ['pt', `Nota de projeto ${n}`, 'O que mudou', 'O que fica'],
    ['en', `Project note ${n}`, 'What changed', 'What stays'],
  ]) {
    const front = `---\ntitle: "${title}"\ndate: "${date}"\npreview: "${title}."\nauthor: "Rafael Moreira"\ntags: ${shared}\n---\n\n`;
    writeFileSync(
      join(dir, `nota-${n}.${lang}.md`),
      `${front}## ${first}\n\n${title}, ${first}.\n\n## ${second}\n\n${title}, ${second}.\n`,
    );
  }
}

requireOut();
const posts = mkdtempSync(join(tmpdir(), 'posts-scale-'));
const site = join('.tmp', 'out-scale');

beforeAll(() => {
  rmSync(site, { recursive: true, force: true });
  for (let n = 1; n <= ARTICLES; n += 1) writeArticle(posts, n);
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    POSTS_DIR: posts,
    NEXT_EXPORT_DIR: site,
    OUT_DIR: site,
    ANALYTICS_PROVIDER: '',
  };
  execFileSync(join('node_modules', '.bin', 'next'), ['build'], { env, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
  execFileSync(process.execPath, ['scripts/headers.mjs'], { env, stdio: 'pipe' });
}, 30 * 60_000);

afterAll(() => {
  rmSync(posts, { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
  rmSync(nextPagesRecord(site), { force: true });
});

describe(`a site built with ${ARTICLES} articles in two languages`, () => {
  it('has every article page in Portuguese and in English', () => {
    const missing = Array.from({ length: ARTICLES }, (_, i) => i + 1).flatMap((n) =>
      [`post/nota-${n}.html`, `en/post/nota-${n}.html`].filter((file) => !existsSync(join(site, file))),
    );
    expect(missing).toEqual([]);
    expect(readFileSync(join(site, `en/post/nota-${ARTICLES}.html`), 'utf8')).toContain(`Project note ${ARTICLES}`);
  });

  it('is the same _headers file as for the site with its own articles: nothing in it grows with the journal', () => {
    expect(readFileSync(join(site, '_headers'), 'utf8')).toBe(readFileSync(join(OUT, '_headers'), 'utf8'));
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostLimitProblems } from '@/scripts/csp.mjs';
import { htmlFiles, nextPagesRecord } from '@/scripts/outSite.mjs';
import { inlineScripts, pagePolicyOf, scriptHash, withoutPagePolicy } from '@/scripts/pagePolicy.mjs';
import { OUT, requireOut } from '../__tests__/build/outDir';

/**
 * A journal of 500 articles in two languages builds, and its security headers stay within what
 * Cloudflare Pages reads (100 rules, 2,000 characters a line). The test writes 500 articles into a
 * temporary content folder, exports the site from it with `next build` (5 to 11 minutes on a 2-core
 * machine) and runs scripts/headers.mjs over that export, as `npm run build` does: the pages' own
 * policies (hashes of their inline scripts) grow with the journal, `_headers` does not.
 *
 * Not part of `npm test`, which checks the same limits in seconds over a synthetic export
 * (__tests__/scripts/scale.test.ts): run it with `npm run test:scale` after `npm run build` (it compares
 * with out/_headers); the daily run of .github/workflows/site.yml does. SCALE_ARTICLES sets another
 * number of articles for a quick check (`SCALE_ARTICLES=3 npm run test:scale`).
 */
const ARTICLES = Number(process.env.SCALE_ARTICLES || 500);
if (!Number.isInteger(ARTICLES) || ARTICLES < 1) {
  throw new Error(`SCALE_ARTICLES must be a whole number of articles, at least 1; got ${JSON.stringify(process.env.SCALE_ARTICLES)}.`);
}

const subjects = [
  ['o briefing', 'the brief'],
  ['a tipografia', 'typography'],
  ['o tempo de carregamento', 'loading time'],
  ['a página de contato', 'the contact page'],
  ['o portfólio', 'the portfolio'],
  ['a busca orgânica', 'organic search'],
  ['a primeira dobra', 'the first screen'],
];
const tags = ['Projeto', 'Performance', 'SEO', 'Branding', 'UX'];

/** Article n: a short note in both languages, dated in 2024 or 2025, with one or two shared tags. */
function writeArticle(dir: string, n: number): void {
  const [pt, en] = subjects[n % subjects.length];
  const date = `${2024 + (n % 2)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
  const front = (title: string, preview: string) =>
    `---\ntitle: "${title}"\ndate: "${date}"\npreview: "${preview}"\nauthor: "Rafael Moreira"\n` +
    `tags: ${JSON.stringify([...new Set([tags[n % tags.length], tags[(n * 3) % tags.length]])])}\n---\n\n`;
  writeFileSync(
    join(dir, `nota-${n}.pt.md`),
    front(`Nota de projeto ${n}: ${pt}`, `O que o projeto ${n} ensinou sobre ${pt}.`) +
      `## O que mudou\n\nNo projeto ${n}, revisar ${pt} antes do layout poupou uma semana de ajustes.\n\n` +
      `## O que fica\n\nAnote a decisão, meça de novo depois de um mês e conte ao cliente o que aprendeu.\n`,
  );
  writeFileSync(
    join(dir, `nota-${n}.en.md`),
    front(`Project note ${n}: ${en}`, `What project ${n} taught about ${en}.`) +
      `## What changed\n\nIn project ${n}, reviewing ${en} before the layout saved a week of adjustments.\n\n` +
      `## What stays\n\nWrite the decision down, measure again a month later and tell the client what you learned.\n`,
  );
}

requireOut();
const posts = mkdtempSync(join(tmpdir(), 'posts-scale-'));
const site = join('.tmp', 'out-scale');
const before = new Map<string, string>();

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
  for (const file of htmlFiles(site)) before.set(file, readFileSync(join(site, file), 'utf8'));
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
    expect(readFileSync(join(site, `en/post/nota-${ARTICLES}.html`), 'utf8')).toContain(
      `Project note ${ARTICLES}: ${subjects[ARTICLES % subjects.length][1]}`,
    );
  });

  it('the _headers file fits Cloudflare Pages: at most 100 rules, no line over 2,000 characters', () => {
    const text = readFileSync(join(site, '_headers'), 'utf8');
    expect(hostLimitProblems(text)).toEqual([]);
    expect(text.split('\n').filter((line) => /^\//.test(line)).length).toBeLessThanOrEqual(100);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
  });

  it('is the same _headers file as for the site with its own articles: nothing in it grows with the journal', () => {
    expect(readFileSync(join(site, '_headers'), 'utf8')).toBe(readFileSync(join(OUT, '_headers'), 'utf8'));
  });

  it('gives every page its own policy with exactly its inline scripts, and changes nothing else of it', () => {
    expect(before.size).toBeGreaterThan(2 * ARTICLES);
    const wrong = htmlFiles(site).filter((file) => {
      const html = readFileSync(join(site, file), 'utf8');
      const hashes = new Set(inlineScripts(before.get(file)!).map(scriptHash));
      return (
        withoutPagePolicy(html) !== before.get(file) ||
        pagePolicyOf(html) !== ["script-src 'self'", ...hashes].join(' ') ||
        html.indexOf('http-equiv="Content-Security-Policy"') > html.indexOf('<script')
      );
    });
    expect(wrong).toEqual([]);
  });
});

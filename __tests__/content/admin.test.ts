import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, parseHeaders } from '../../scripts/headerRules.mjs';
import { htmlFiles } from '../../scripts/outSite.mjs';
import { getAllPosts } from '@/lib/posts';
import { OUT, requireOut, tags } from '../build/outDir';

// The editor as the export ships it: /admin is served from the site itself, stays out of search, the
// sitemap and the feed, starts from the configuration made at build, and is no page of the site (no
// page policy, no page budget).
requireOut();
const read = (file: string) => readFileSync(join(OUT, file), 'utf8');
const page = read('admin/index.html');

describe('the editor at /admin', () => {
  it('loads only files of the site, each present in the export', () => {
    const sources = [...tags(page, 'script').map((tag) => tag.src), ...tags(page, 'link').map((tag) => tag.href)];
    expect(sources).toEqual(['/admin/checks.js', '/admin/editor.js', '/admin/decap/decap-cms.js', '/admin/admin.css']);
    for (const source of sources) expect([source, existsSync(join(OUT, source))]).toEqual([source, true]);
  });

  it('is never indexed: a robots meta in the page, X-Robots-Tag from _headers, absent from the sitemap and the feed', () => {
    expect(tags(page, 'meta').find((tag) => tag.name === 'robots')?.content).toBe('noindex, nofollow');
    const rules = parseHeaders(read('_headers'));
    expect(headersFor(rules, '/admin')).toContainEqual(['X-Robots-Tag', 'noindex']);
    expect(read('sitemap.xml')).not.toContain('/admin');
    expect(read('feed.xml')).not.toContain('/admin');
  });

  it('has its own policy from _headers and none of the pages’ script policies, and is no page of the budgets', () => {
    expect(page).not.toContain('Content-Security-Policy');
    const [[, policy]] = headersFor(parseHeaders(read('_headers')), '/admin/').filter(([name]) => name === 'Content-Security-Policy');
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval'/);
    expect(htmlFiles(OUT).filter((file) => file.startsWith('admin/'))).toEqual([]);
    // The editor's own weight, printed by the build (scripts/admin.mjs); only /admin loads it.
    expect(gzipSync(readFileSync(join(OUT, 'admin/decap/decap-cms.js'))).length).toBeGreaterThan(170 * 1024);
  });

  it('starts from the collections made at build, without a live backend until lib/integrations.json has one', () => {
    const { config, production, known } = JSON.parse(read('admin/config.json'));
    expect(config.collections.map((collection: { folder?: string; files?: { file: string }[] }) => collection.folder ?? collection.files?.[0].file)).toEqual([
      'content/posts',
      'content/projects',
      'content/services',
      'content/testimonials',
      'content/status',
      'content/settings/site.json',
      'content/settings/partnership.json',
    ]);
    expect(config.backend).toBeUndefined();
    expect(production).toBeNull();
    const [article] = getAllPosts();
    expect(known.paths).toContain(`/post/${article.id}`);
    expect(known.tags).toContain(article.tags[0]);
    expect(page).toContain('lib/integrations.json');
  });

  it("previews in the site's own tokens and the article page's rules", () => {
    const css = read('admin/preview.css');
    expect(css).toContain('--color-bg: #0b0b0f;');
    for (const rule of ['.table-scroll', 'figcaption', 'pre', '.footnotes']) expect([rule, css.includes(rule)]).toEqual([rule, true]);
  });
});

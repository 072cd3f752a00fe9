import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { headersFor, parseHeaders } from '../../scripts/headerRules.mjs';
import { htmlFiles } from '../../scripts/outSite.mjs';
import { cmsConfig, productionBackend, type CmsSetting } from '@/lib/cms/config';
import integrations from '@/lib/integrations.json';
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

  it('is never indexed and has its own policy: robots meta, X-Robots-Tag and its policy from _headers, no page policy, in no sitemap or feed', () => {
    expect(tags(page, 'meta').find((tag) => tag.name === 'robots')?.content).toBe('noindex, nofollow');
    const headers = headersFor(parseHeaders(read('_headers')), '/admin/');
    expect(headers).toContainEqual(['X-Robots-Tag', 'noindex']);
    const policies = headers.filter(([name]) => name === 'Content-Security-Policy');
    expect(policies).toEqual([['Content-Security-Policy', expect.stringMatching(/^default-src 'self'; script-src 'self' 'unsafe-eval'/)]]);
    // Not a page of the site: no page policy, no page budget.
    expect(page).not.toContain('Content-Security-Policy');
    expect(htmlFiles(OUT).filter((file) => file.startsWith('admin/'))).toEqual([]);
    expect(read('sitemap.xml')).not.toContain('/admin');
    expect(read('feed.xml')).not.toContain('/admin');
  });

  it('starts from the collections made at build, without a live backend until lib/integrations.json has one', () => {
    const { config, production, known } = JSON.parse(read('admin/config.json'));
    const cms = (integrations as { cms?: CmsSetting }).cms;
    expect({ config, production }).toEqual(JSON.parse(JSON.stringify({ config: cmsConfig(), production: productionBackend(cms) })));
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

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '@/lib/site';
import { filesIn, requireOut } from './outDir';

// The second export (`npm run build:alt`) is built with another NEXT_PUBLIC_SITE_URL; out/'s SEO checks
// are in __tests__/content/seo.test.ts.
const read = (file: string) => readFileSync(file, 'utf8');
const base = site.url;

describe('changing NEXT_PUBLIC_SITE_URL at build', () => {
  const ALT = join(process.cwd(), '.tmp', 'out-alt');
  const altBase = 'https://preview.example.org';

  it('moves every absolute URL to the new site URL', () => {
    requireOut(ALT);
    const altFiles = [...filesIn(ALT, '.html'), join(ALT, 'sitemap.xml'), join(ALT, 'robots.txt'), join(ALT, 'feed.xml')];
    for (const file of altFiles) {
      expect({ file, leaks: readFileSync(file, 'utf8').includes(base) }).toEqual({ file, leaks: false });
    }
    const home = read(join(ALT, 'index.html'));
    expect(home).toContain(`<link rel="canonical" href="${altBase}"`);
    expect(home).toContain(`content="${altBase}/og/home-pt.png"`);
    expect(home).toMatch(new RegExp(`"url":"${altBase}`));
    expect(read(join(ALT, 'sitemap.xml'))).toContain(`<loc>${altBase}/en</loc>`);
    expect(read(join(ALT, 'feed.xml'))).toContain(`${altBase}/post/`);
  });
});

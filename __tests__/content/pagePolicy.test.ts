import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles, nextPagesRecord } from '@/scripts/outSite.mjs';
import { OUT, requireOut } from '../build/outDir';

/**
 * Every page of out/ carries its own script policy: a <meta> first in its <head> listing by hash exactly the
 * inline scripts it runs, and nothing else of the page differs from what Next.js wrote, whose SHA-256
 * scripts/headers.mjs records before adding anything (scripts/outSite.mjs, nextPagesRecord). The second export,
 * with analytics on, is the same step: its provider's origin in the policy is scripts/pagePolicy.test.ts's rule,
 * and its script loading under the pages' policies e2e/scriptPolicy.spec.ts's.
 */
requireOut();
const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;
const files = htmlFiles(OUT);
const record = nextPagesRecord(OUT);
const nextWrote: Record<string, string> = existsSync(record) ? JSON.parse(readFileSync(record, 'utf8')) : {};
const read = (file: string) => readFileSync(join(OUT, file), 'utf8');

/**
 * The inline scripts a browser runs, found another way than scripts/pagePolicy.mjs finds them (Next's
 * markup is regular enough for a pattern): no src, no type or a JavaScript one; text as the parser reads it.
 */
function runningInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes]) =>
        !/\ssrc=/i.test(attributes) && /^(|module|text\/javascript)$/i.test(/\stype="([^"]*)"/i.exec(attributes)?.[1] ?? ''),
    )
    .map(([, , text]) => text.replace(/\r\n?/g, '\n'));
}

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('base64');

describe('each page of out/ runs only its own inline scripts, allowed by hash', () => {
  it('covers every HTML file, the 404 page included', () => {
    expect(files).toEqual(expect.arrayContaining(['index.html', 'en.html', '404.html', 'partnership.html']));
  });

  it.each(files)("%s: its meta lists exactly the hashes of its inline scripts, the site's origin and nothing inline else", (file) => {
    const html = read(file);
    const [directive, ...sources] = META.exec(html)?.[1].split(' ') ?? [];
    expect(directive).toBe('script-src');
    const hashes = sources.filter((source) => source.startsWith("'sha256-"));
    expect(sources.filter((source) => !hashes.includes(source))).toEqual(["'self'"]);
    const scripts = runningInlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(hashes)).toEqual(new Set(scripts.map((text) => `'sha256-${sha256(text)}'`)));
    expect(hashes).toHaveLength(new Set(hashes).size);
  });

  // Where the meta goes in the head is withPagePolicy's (scripts/pagePolicy.test.ts); that nothing else changed, below.
  it.each(files)('%s: without the meta, it is byte for byte the page Next.js wrote', (file) => {
    const bytes = readFileSync(join(OUT, file));
    const without = Buffer.from(read(file).replace(META, ''), 'utf8');
    expect(without.length).toBeLessThan(bytes.length);
    expect(sha256(without)).toBe(nextWrote[file]);
  });
});

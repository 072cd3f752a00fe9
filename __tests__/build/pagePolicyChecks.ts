import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles, nextPagesRecord } from '@/scripts/outSite.mjs';
import { requireOut } from './outDir';

/**
 * Every page of both exports (out/, and .tmp/out-alt with analytics on) carries its own script policy:
 * a <meta> first in its <head> listing by hash exactly the inline scripts it runs, and nothing else of
 * the page differs from what Next.js wrote. Next keeps its pages in .next/server/app, but only the last
 * build's (the second export's build overwrites the first's), so scripts/headers.mjs records the SHA-256
 * of each page as it found it, before adding anything (scripts/outSite.mjs, nextPagesRecord).
 * Run over out/ by __tests__/content/pagePolicy.test.ts, over .tmp/out-alt by __tests__/build/pagePolicy.test.ts.
 */
export type Export = { name: string; dir: string; scriptOrigins: string[] };

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;

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

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64');

export function checkPagePolicies(exports: Export[]) {
  describe.each(exports)('each page of $name runs only its own inline scripts, allowed by hash', ({ dir, scriptOrigins }) => {
    requireOut(dir);
    const files = htmlFiles(dir);
    const record = nextPagesRecord(dir);
    const nextWrote: Record<string, string> = existsSync(record) ? JSON.parse(readFileSync(record, 'utf8')) : {};
    const read = (file: string) => readFileSync(join(dir, file), 'utf8');

    it('covers every HTML file, the 404 page included', () => {
      expect(files).toEqual(expect.arrayContaining(['index.html', 'en.html', '404.html', 'partnership.html']));
    });

    it.each(files)("%s: its meta lists exactly the hashes of its inline scripts, the site's origins and nothing inline else", (file) => {
      const html = read(file);
      const policy = META.exec(html)?.[1];
      expect(policy).toBeDefined();
      const [directive, ...sources] = policy!.split(' ');
      expect(directive).toBe('script-src');
      const hashes = sources.filter((source) => source.startsWith("'sha256-"));
      expect(sources.filter((source) => !hashes.includes(source))).toEqual(["'self'", ...scriptOrigins]);
      const scripts = runningInlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      expect(new Set(hashes)).toEqual(new Set(scripts.map(hash)));
      expect(hashes).toHaveLength(new Set(hashes).size);
    });

    it.each(files)('%s: the meta comes right after <meta charSet> at the top of <head>, before every script', (file) => {
      const html = read(file);
      const at = html.search(META);
      expect(html.slice(0, at)).toMatch(/<head>(<meta charSet="utf-8"\/>)?$/);
      expect(at).toBeLessThan(html.indexOf('<script'));
      expect(html.match(/http-equiv="Content-Security-Policy"/gi)).toHaveLength(1);
    });

    it.each(files)('%s: without the meta, it is byte for byte the page Next.js wrote', (file) => {
      const bytes = readFileSync(join(dir, file));
      const without = Buffer.from(read(file).replace(META, ''), 'utf8');
      expect(without.length).toBeLessThan(bytes.length);
      expect(sha256(without)).toBe(nextWrote[file]);
    });
  });
}

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { requireOut } from '../scripts/outSite.mjs';

/**
 * The article with every markdown construct that the e2e and engines tests read: the journal's example
 * article in out/ (figures, a table, code, a note and a video). CONSTRUCTS_ARTICLE=/post/every-construct
 * points them at the test article of the alternative export instead (`npm run build:alt` writes
 * .tmp/out-alt, which the tests then serve themselves, beside out/); the build test always reads that one.
 */
export const EXAMPLE_ARTICLE = '/post/landing-page-before-and-after';
export const ALT_ARTICLE = '/post/every-construct';
export const CONSTRUCTS_ARTICLE = process.env.CONSTRUCTS_ARTICLE ?? EXAMPLE_ARTICLE;
export const ON_ALT_EXPORT = CONSTRUCTS_ARTICLE === ALT_ARTICLE;
const ALT = join(__dirname, '..', '.tmp', 'out-alt');

/** Serves .tmp/out-alt as scripts/serve.mjs serves out/, on `port`, until `stop`. */
export async function serveAltExport(port: number): Promise<{ origin: string; stop: () => void }> {
  requireOut(ALT);
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(__dirname, '..', 'scripts', 'serve.mjs')], {
    env: { ...process.env, OUT_DIR: ALT, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${origin}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 100) throw new Error(`the alternative export did not start at ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { origin, stop: () => void server.kill() };
}

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { requireOut } from '../scripts/outSite.mjs';

/**
 * The article with every markdown construct: by default the test article of the alternative export
 * (`npm run build:alt` writes .tmp/out-alt, which the tests serve themselves, beside out/);
 * CONSTRUCTS_ARTICLE=/post/<id> points the e2e and engines tests at an article of out/ instead.
 */
export const CONSTRUCTS_ARTICLE = process.env.CONSTRUCTS_ARTICLE ?? '/post/every-construct';
export const ON_ALT_EXPORT = !process.env.CONSTRUCTS_ARTICLE;
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

// Starts scripts/serve.mjs over an export on a free local port and waits until it answers. `npm test`
// starts one for out/ and hands its address (SITE_ORIGIN) to every browser suite; the engines suite and
// the end-to-end tests start their own when run alone.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { OUT_DIR, requireOut } from './outSite.mjs';

// From the project's folder, as every script here runs (Playwright loads this file as CommonJS: no import.meta).
const SERVE = resolve('scripts', 'serve.mjs');

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Serves `dir` as a static host would, on `port` (a free one by default), until `stop`. */
export async function serveOut({ dir = OUT_DIR, port } = {}) {
  requireOut(dir);
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVE], {
    env: { ...process.env, OUT_DIR: dir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ok = await fetch(`${origin}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill();
      throw new Error(`the server of ${dir} did not start at ${origin}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { origin, stop };
}

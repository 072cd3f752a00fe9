import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { requireOut } from '../scripts/outSite.mjs';

/** A port nobody listens on right now (the suite's helpers each take one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `ready` until it is true, or fails with `what` after `timeout` ms. */
export async function until(ready: () => Promise<boolean>, what: () => string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A child process whose output is kept (for the error message if it dies) and that is ended with the suite. */
export type Child = { process: ChildProcess; output: () => string; stop: () => Promise<void> };

export function startChild(command: string, args: string[], options: SpawnOptions = {}): Child {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Serves out/ with the site's own static server (scripts/serve.mjs: clean URLs, 404.html, the
 * _headers file), on ENGINES_PORT or a free port.
 */
export async function serveSite(): Promise<{ origin: string; stop: () => Promise<void> }> {
  requireOut();
  const port = Number(process.env.ENGINES_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const server = startChild(process.execPath, [join(__dirname, '..', 'scripts', 'serve.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  await until(
    async () => (await fetch(`${origin}/robots.txt`)).ok,
    () => `the site server at ${origin}: ${server.output()}`,
  );
  return { origin, stop: server.stop };
}

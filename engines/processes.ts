import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { requireOut } from '../scripts/outSite.mjs';
import { freePort, serveOut } from '../scripts/serveOut.mjs';

export { freePort };

/** Retries an assertion (the scenario's expectation) until it holds, or throws its last failure. */
export async function eventually<T>(check: () => Promise<T>, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Polls `ready` until it is true, or fails with `what` after `timeout` ms. */
export async function until(ready: () => Promise<boolean>, what: () => string, timeout = 15_000): Promise<void> {
  await eventually(async () => {
    if (!(await ready().catch(() => false))) throw new Error(`Timed out after ${timeout} ms waiting for ${what()}`);
  }, timeout);
}

/** A child process whose output is kept (for the error message if it dies) and that is ended with the suite. */
export type Child = { process: ChildProcess; output: () => string; stop: () => Promise<void> };

export function startChild(command: string, args: string[], options: SpawnOptions = {}): Child {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  return {
    process: child,
    output: keptOutput(child),
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
 * _headers file): the one `npm test` started for every browser suite (SITE_ORIGIN), or one of its own.
 */
export async function serveSite(): Promise<{ origin: string; stop: () => Promise<void> }> {
  requireOut();
  if (process.env.SITE_ORIGIN) return { origin: process.env.SITE_ORIGIN, stop: async () => undefined };
  return serveOut({ port: Number(process.env.ENGINES_PORT) || undefined });
}

/** The last 4,000 characters a process printed, for the message when it stops answering. */
export function keptOutput(child: Pick<ChildProcess, 'stdout' | 'stderr'> | null): () => string {
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child?.stdout?.on('data', keep);
  child?.stderr?.on('data', keep);
  return () => output;
}

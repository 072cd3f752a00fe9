// The benchmark's local copy of the site: the export in out/ (or the floor's) served by scripts/serve.mjs on
// one port plus one extra port (origin) per Lighthouse run, and the Chromium that measures it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { OUT_DIR } from '../outFile.mjs';
import { freePort } from '../serveOut.mjs';

export function chromePath() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('No Chromium found: set PLAYWRIGHT_CHROMIUM_EXECUTABLE or install chromium.');
  return found;
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `count` distinct free ports: any the system offers, or only those of BENCH_PORTS="4300-4399"
 * when the benchmark shares a machine whose port ranges are handed out.
 */
export async function freePorts(count, range = process.env.BENCH_PORTS) {
  const ports = [];
  if (range) {
    const [first, last] = range.split('-').map(Number);
    for (let port = first; port <= (last || first) && ports.length < count; port += 1) {
      if (await isFree(port)) ports.push(port);
    }
    if (ports.length < count) throw new Error(`BENCH_PORTS=${range} has ${ports.length} free ports; this benchmark needs ${count}.`);
    return ports;
  }
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

/** Starts scripts/serve.mjs over `dir` on `port` (and the same site on `extraPorts`); resolves once it answers. */
export async function serve(port, extraPorts = [], dir = OUT_DIR) {
  const env = { ...process.env, OUT_DIR: dir, PORT: String(port), EXTRA_PORTS: extraPorts.join(',') };
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env, stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`scripts/serve.mjs did not answer on port ${port}.`);
}

/** Requests every page and the files it names once, so no run waits for the server's first compression. */
export async function warmUp(origin, routes) {
  const headers = { 'Accept-Encoding': 'br, gzip' };
  for (const route of routes) {
    const html = await (await fetch(`${origin}${route}`, { headers })).text();
    const assets = new Set([...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&')));
    for (const asset of assets) await (await fetch(`${origin}${asset}`, { headers })).arrayBuffer();
  }
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TLSSocket } from 'node:tls';

/** A request the browser made to a host other than the site, as the proxy saw it. */
export type OutsideRequest = { url: string; method: string; referer: string | null };

export type OutsideProxy = {
  port: number;
  /** Every outside request since the last `clear()`, oldest first. */
  requests: OutsideRequest[];
  clear(): void;
  close(): Promise<void>;
};

/** What every outside host answers: a tiny page, so a chat tab has somewhere to land. */
const STAND_IN = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Outside page (test proxy)</title>
<link rel="icon" href="data:,"><p>Answered on this machine by the end-to-end tests' proxy; nothing reached the network.</p></html>`;

/**
 * A throwaway certificate for the HTTPS side of the proxy. Browsers accept it because the sessions
 * are created with acceptInsecureCerts; it never leaves the temporary directory.
 */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'engines-proxy-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const request = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=engines-test-proxy.invalid'];
    execFileSync('openssl', [...request, '-keyout', key, '-out', cert], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The browsers' HTTP and HTTPS proxy during the cross-engine tests. The site itself is reached
 * directly (127.0.0.1 bypasses the proxy); any other host gets the stand-in page from here and is
 * recorded with its full URL, HTTPS included (the proxy terminates TLS with a throwaway
 * certificate). So nothing reaches the network, and a chat tab's wa.me address can be read both
 * from the browser and from what the proxy received.
 */
export async function startOutsideProxy(): Promise<OutsideProxy> {
  const requests: OutsideRequest[] = [];
  const { key, cert } = throwawayCertificate();

  const answer = (scheme: 'http' | 'https') => (request: IncomingMessage, response: ServerResponse) => {
    // A proxied plain-HTTP request carries the absolute URL; one from inside a tunnel, only the path.
    const url = scheme === 'http' ? String(request.url) : `https://${request.headers.host}${request.url}`;
    requests.push({ url, method: String(request.method), referer: request.headers.referer ?? null });
    request.resume();
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' });
    response.end(STAND_IN);
  };

  const tunnelled: Server = createServer(answer('https'));
  const proxy: Server = createServer(answer('http'));
  const sockets = new Set<Socket>();
  proxy.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  proxy.on('connect', (_request: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n', () => {
      if (head.length > 0) socket.unshift(head);
      const secure = new TLSSocket(socket, { isServer: true, key, cert });
      secure.on('error', () => secure.destroy());
      tunnelled.emit('connection', secure);
    });
  });

  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    requests,
    clear: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        proxy.close(() => resolve());
      }),
  };
}

// Serves out/ like a static host: clean URLs, 404.html with status 404, the _headers file, and
// brotli or gzip for text, as CDNs send it (so Lighthouse and the e2e tests see real transfer sizes).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headersFor, parseHeaders } from './headerRules.mjs';
import { fileOfUrl, OUT_DIR as root } from './outFile.mjs';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.svg']);
const compressed = new Map();

/** The encoding and body to send for a file, compressed once and kept while the server runs. */
function encode(file, acceptEncoding) {
  if (!COMPRESSIBLE.has(extname(file))) return null;
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding) return null;
  const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    const raw = readFileSync(file);
    const body =
      encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return { encoding, body: compressed.get(key) };
}

const headerFile = join(root, '_headers');
let headerRules = { mtime: -1, rules: [] };

/** The rules of out/_headers, read again after a rebuild so a running server never sends a stale policy. */
function rules() {
  const mtime = existsSync(headerFile) ? statSync(headerFile).mtimeMs : 0;
  if (mtime !== headerRules.mtime) headerRules = { mtime, rules: mtime ? parseHeaders(readFileSync(headerFile, 'utf8')) : [] };
  return headerRules.rules;
}

function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let pathname = url.pathname;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    response.writeHead(308, { Location: pathname.replace(/\/+$/, '') + url.search });
    response.end();
    return;
  }
  if (pathname.endsWith('.html') && pathname !== '/404.html') {
    pathname = pathname.replace(/(index)?\.html$/, '') || '/';
  }
  const file = fileOfUrl(pathname, root);
  const status = file ? 200 : 404;
  const served = join(root, file ?? '404.html');
  // Matched on the clean URL, the one Netlify and Cloudflare Pages serve a page at.
  for (const [name, value] of headersFor(rules(), pathname)) response.setHeader(name, value);
  response.setHeader('Content-Type', types[extname(served)] ?? 'application/octet-stream');
  const encoded = encode(served, String(request.headers['accept-encoding'] ?? ''));
  if (encoded) {
    response.setHeader('Content-Encoding', encoded.encoding);
    response.setHeader('Content-Length', encoded.body.length);
  }
  if (COMPRESSIBLE.has(extname(served))) response.setHeader('Vary', 'Accept-Encoding');
  response.writeHead(status);
  if (request.method === 'HEAD') response.end();
  else if (encoded) response.end(encoded.body);
  else createReadStream(served).pipe(response);
}

createServer(handle).listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}`));
// EXTRA_PORTS="4001,4002": the same site on more origins (the benchmark gives every run its own, so
// no run inherits another's session storage, such as the splash-seen flag).
for (const extra of (process.env.EXTRA_PORTS ?? '').split(',').filter(Boolean)) {
  createServer(handle).listen(Number(extra), host);
}

// Static files of both servers: the pages from www/public, the npm package
// from pkg/ under /pkg/, and /config.json, which tells the pages where the
// service is and where the key-free page is (never a key).
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from './headers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const roots = { '/pkg/': join(here, '..', '..', 'pkg'), '/': join(here, '..', 'public') };

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.ts': 'text/plain; charset=utf-8',
};

function send(res, status, contentType, body, serviceOrigin) {
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store', ...securityHeaders(contentType, serviceOrigin) });
  res.end(body);
}

/**
 * Answers a GET for a file; `index` is the page served at `/`, `config` the
 * body of /config.json: `{ service, keyFreePage? }` (URLs).
 */
export async function serveFile(req, res, { index, config }) {
  const serviceOrigin = new URL(config.service).origin;
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/config.json') return send(res, 200, types['.json'], JSON.stringify(config), serviceOrigin);
  const prefix = url.pathname.startsWith('/pkg/') ? '/pkg/' : '/';
  const relative = normalize(decodeURIComponent(url.pathname.slice(prefix.length)) || index);
  if (relative.startsWith('..')) return send(res, 403, 'text/plain', 'forbidden', serviceOrigin);
  try {
    const file = await readFile(join(roots[prefix], relative));
    send(res, 200, types[extname(relative)] ?? 'application/octet-stream', file, serviceOrigin);
  } catch {
    send(res, 404, 'text/plain', 'not found', serviceOrigin);
  }
}

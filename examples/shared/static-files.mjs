// Serves the files of examples/ for GET and HEAD: a folder's index.html, the
// wasm as application/wasm, and 404 for anything outside the folder. Used by
// serve.mjs (the pages alone) and login-server.mjs (the pages and a backend).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// The types the pages load; the wasm's must be application/wasm for
// WebAssembly.instantiateStreaming.
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
};

/** What a request path names under `root`: `{ file }`, `{ folder }`, or undefined. */
async function lookUp(pathname) {
  let path;
  try {
    path = join(root, decodeURIComponent(pathname));
  } catch {
    return undefined;
  }
  const inside = relative(root, path);
  if (inside.startsWith('..') || isAbsolute(inside)) return undefined;
  const found = await stat(path).catch(() => undefined);
  if (found?.isDirectory()) return { folder: path };
  return found?.isFile() ? { file: path } : undefined;
}

/** Answers a GET or HEAD with the file, a folder's index.html, or 404. */
export async function serveStatic(request, response) {
  const { pathname } = new URL(request.url, 'http://localhost');
  let found = await lookUp(pathname);
  if (found?.folder) {
    // A folder's relative links need its address to end in a slash.
    if (!pathname.endsWith('/')) {
      response.writeHead(301, { location: `${pathname}/` }).end();
      return;
    }
    found = await lookUp(`${pathname}index.html`);
  }
  if (!found?.file) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    return;
  }
  response.writeHead(200, {
    'content-type': types[extname(found.file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(found.file).pipe(response);
}

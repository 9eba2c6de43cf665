// A static file server for the example apps: serves this folder on
// 127.0.0.1, so the built apps are at /vite-app/dist/ and /webpack-app/dist/
// and the import-map page at /importmap-page/. It holds no key and proxies
// nothing. Usage: node examples/serve.mjs [PORT] (0 or none: a free port);
// prints its address once it listens.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

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
async function answer(request, response) {
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

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  answer(request, response).catch(() => response.writeHead(500).end());
});

server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const origin = `http://127.0.0.1:${server.address().port}`;
  console.log(`examples at ${origin}/`);
  for (const page of ['vite-app/dist/', 'webpack-app/dist/', 'importmap-page/']) console.log(`  ${origin}/${page}`);
});

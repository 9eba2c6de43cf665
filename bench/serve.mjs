// A static file server on 127.0.0.1 for the benchmark page: `/` from one
// folder, `/pkg/` from the built package. Cross-origin isolated (COOP/COEP)
// so that performance.now() has its fine resolution.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json' };

/** Serves `pageDir` at / and `pkgDir` at /pkg/; resolves with { origin, close }. */
export function serve(pageDir, pkgDir) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = path.startsWith('/pkg/') ? join(pkgDir, path.slice(5)) : join(pageDir, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
        'cache-control': 'no-store',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

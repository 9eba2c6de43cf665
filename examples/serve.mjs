// A static file server for the example apps: serves this folder on
// 127.0.0.1, so the built apps are at /vite-app/dist/ and /webpack-app/dist/
// and the import-map page at /importmap-page/. It holds no key and proxies
// nothing. Usage: node examples/serve.mjs [PORT] (0 or none: a free port);
// prints its address once it listens.
import { createServer } from 'node:http';
import { serveStatic } from './shared/static-files.mjs';

const server = createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  serveStatic(request, response).catch(() => response.writeHead(500).end());
});

server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const origin = `http://127.0.0.1:${server.address().port}`;
  console.log(`examples at ${origin}/`);
  for (const page of ['vite-app/dist/', 'webpack-app/dist/', 'importmap-page/']) console.log(`  ${origin}/${page}`);
});

// The demo's web server, standing in for an app's backend. It holds the API
// key and
//  - serves the pages (www/public: the sign-in page and the browser console),
//    the npm package (/pkg/) and /config.json;
//  - proxies /api/* to the service (the simulator), adding the key and the
//    page's project (server/proxy.mjs, server/scope.mjs);
//  - answers POST /app/login-link, the backend step of the hosted login
//    (server/backend.mjs);
//  - answers POST /app/demo-app, which deploys the app the "Apps and keys"
//    page invokes (server/demo-app.mjs), and POST /app/api-keys, which
//    creates a project's API key with the server's key (server/api-keys.mjs).
// The key-free page (complete.html) is served by www/static.mjs, which holds
// no key; KEY_FREE_URL names it, for the page's link to it.
// Usage: SIM_URL=http://127.0.0.1:N SIM_API_KEY=key [KEY_FREE_URL=http://127.0.0.1:M/] node www/serve.mjs [port]
// Port 0 picks a free port; the first line printed names the URL.
import { createServer } from 'node:http';
import { serveFile } from './server/files.mjs';
import { proxy } from './server/proxy.mjs';
import { loginLink } from './server/backend.mjs';
import { demoApp } from './server/demo-app.mjs';
import { createApiKey } from './server/api-keys.mjs';

const serviceUrl = process.env.SIM_URL?.replace(/\/$/, '');
const apiKey = process.env.SIM_API_KEY;
const port = Number(process.argv[2] ?? 8080);
if (!serviceUrl || !apiKey) {
  console.error('SIM_URL and SIM_API_KEY must be set');
  process.exit(2);
}
const service = { serviceUrl, apiKey };
const config = { service: serviceUrl, keyFreePage: process.env.KEY_FREE_URL || undefined };

const server = createServer(async (req, res) => {
  try {
    if (req.url.startsWith('/api/')) return await proxy(req, res, service);
    if (req.url === '/app/login-link' && req.method === 'POST') return await loginLink(req, res, service);
    if (req.url === '/app/demo-app' && req.method === 'POST') return await demoApp(req, res, service);
    if (req.url === '/app/api-keys' && req.method === 'POST') return await createApiKey(req, res, service);
    return await serveFile(req, res, { index: 'index.html', config });
  } catch (error) {
    // Mid-body (a stream the page closed, or the service dropped) there is
    // no status left to send: end the response as it is.
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'bad_gateway', message: String(error.message ?? error) }));
  }
});
server.listen(port, '127.0.0.1', () => {
  const origin = `http://127.0.0.1:${server.address().port}`;
  console.log(`demo: open ${origin}/, the browser console at ${origin}/console.html and apps and keys at ${origin}/org.html (service simulator at ${serviceUrl})`);
});

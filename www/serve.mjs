// The demo's web server: serves www/ and the npm package from pkg/, and stands
// in for an app's backend. It holds the API key and
//  - proxies /api/* to the service (the simulator), adding the key, so the
//    page calls the service same-origin and never holds a key;
//  - answers POST /app/login-link, the backend step of the hosted login: it
//    starts a login for a connection and returns hosted_url (which carries the
//    one-time handoff code) and live_view_url to the page.
// Usage: SIM_URL=http://127.0.0.1:N SIM_API_KEY=key node www/serve.mjs [port]
// Port 0 picks a free port; the first line printed names the URL.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const roots = { '/pkg/': join(here, '..', 'pkg'), '/': here };
const serviceUrl = process.env.SIM_URL;
const apiKey = process.env.SIM_API_KEY;
const port = Number(process.argv[2] ?? 8080);
if (!serviceUrl || !apiKey) {
  console.error('SIM_URL and SIM_API_KEY must be set');
  process.exit(2);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.ts': 'text/plain; charset=utf-8',
};

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function callService(method, path, body) {
  const response = await fetch(serviceUrl + path, {
    method,
    headers: {
      authorization: `Bearer ${apiKey}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

// Request headers the page may send on to the service; never authorization.
const forwarded = ['content-type', 'accept', 'x-service-project-id', 'x-kernel-project-id', 'last-event-id'];

async function proxy(req, res) {
  const path = req.url.slice('/api'.length) || '/';
  const body = ['GET', 'HEAD'].includes(req.method) ? undefined : await readBody(req);
  const headers = { authorization: `Bearer ${apiKey}` };
  for (const name of forwarded) {
    if (req.headers[name]) headers[name] = req.headers[name];
  }
  // A page that stops reading (a closed stream, an aborted call) ends the
  // upstream request too, so event streams do not outlive their reader.
  const upstreamAbort = new AbortController();
  res.on('close', () => upstreamAbort.abort());
  const upstream = await fetch(serviceUrl + path, {
    method: req.method,
    headers,
    body: body?.length ? body : undefined,
    signal: upstreamAbort.signal,
  });
  const pass = ['content-type', 'x-has-more', 'x-next-offset', 'retry-after', 'retry-after-ms', 'x-request-id'];
  const passed = {};
  for (const name of pass) {
    const value = upstream.headers.get(name);
    if (value !== null) passed[name] = value;
  }
  res.writeHead(upstream.status, passed);
  if (!upstream.body) return res.end();
  for await (const chunk of upstream.body) res.write(chunk);
  res.end();
}

// The backend half of the hosted login: find or create the connection, start
// a login, and hand the page only what it needs to show.
async function loginLink(req, res) {
  const { domain, profile_name } = JSON.parse((await readBody(req)).toString() || '{}');
  let created = await callService('POST', '/auth/connections', JSON.stringify({ domain, profile_name }));
  let connection = JSON.parse(created.body.toString());
  if (created.status === 409) {
    connection = { id: connection.existing_id };
  } else if (created.status !== 201) {
    res.writeHead(created.status, { 'content-type': 'application/json' });
    return res.end(created.body);
  }
  const login = await callService('POST', `/auth/connections/${encodeURIComponent(connection.id)}/login`, '{}');
  const flow = JSON.parse(login.body.toString());
  res.writeHead(login.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(login.status === 200 || login.status === 201
    ? { id: flow.id, hosted_url: flow.hosted_url, live_view_url: flow.live_view_url, flow_expires_at: flow.flow_expires_at }
    : flow));
}

async function serveFile(req, res) {
  const url = new URL(req.url, 'http://localhost');
  const prefix = url.pathname.startsWith('/pkg/') ? '/pkg/' : '/';
  const relative = normalize(decodeURIComponent(url.pathname.slice(prefix.length)) || 'index.html');
  if (relative.startsWith('..')) {
    res.writeHead(403);
    return res.end();
  }
  try {
    const file = await readFile(join(roots[prefix], relative));
    res.writeHead(200, { 'content-type': types[extname(relative)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(file);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }
}

const server = createServer(async (req, res) => {
  try {
    if (req.url.startsWith('/api/')) return await proxy(req, res);
    if (req.url === '/app/login-link' && req.method === 'POST') return await loginLink(req, res);
    return await serveFile(req, res);
  } catch (error) {
    // Mid-body (a stream the page closed, or the service dropped) there is
    // no status left to send: end the response as it is.
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'bad_gateway', message: String(error.message ?? error) }));
  }
});
server.listen(port, '127.0.0.1', () => {
  console.log(`demo: open http://127.0.0.1:${server.address().port}/ (service simulator at ${serviceUrl})`);
});

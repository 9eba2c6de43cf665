// The framework apps' backend, as a real app's server would be: it holds the
// API key, serves examples/ (shared/static-files.mjs), and answers
// POST /login-link by starting a login for example.com and handing the page
// only the one-time `hosted_url` and the service's address. The page turns
// the link into a ManagedAuthSession; the key never reaches it.
// Usage: SIM_URL=http://127.0.0.1:8787 SIM_API_KEY=sk_test_org node examples/login-server.mjs [PORT]
// (0 or none: a free port); prints its address once it listens.
import { createServer } from 'node:http';
import { serveStatic } from './shared/static-files.mjs';

const serviceUrl = process.env.SIM_URL?.replace(/\/$/, '');
const apiKey = process.env.SIM_API_KEY;
if (!serviceUrl || !apiKey) {
  console.error('SIM_URL and SIM_API_KEY must be set');
  process.exit(2);
}

/** The simulator's test site: its login takes any identifier and the password `correct-password`. */
const DOMAIN = 'example.com';

async function call(method, path, body) {
  const response = await fetch(serviceUrl + path, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, ok: response.ok, body: text ? JSON.parse(text) : {} };
}

function reply(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

// A connection of a profile of its own for each link, so that every page
// load signs in afresh; a real app names the profile after its user.
async function loginLink(response) {
  const profile = `app-user-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const created = await call('POST', '/auth/connections', { domain: DOMAIN, profile_name: profile });
  if (!created.ok) return reply(response, created.status, created.body);
  const login = await call('POST', `/auth/connections/${encodeURIComponent(created.body.id)}/login`, {});
  if (!login.ok) return reply(response, login.status, login.body);
  reply(response, 200, { hosted_url: login.body.hosted_url, service: serviceUrl });
}

const server = createServer((request, response) => {
  const answer =
    request.method === 'POST' && request.url === '/login-link'
      ? loginLink(response)
      : request.method === 'GET' || request.method === 'HEAD'
        ? serveStatic(request, response)
        : Promise.resolve(response.writeHead(405, { allow: 'GET, HEAD, POST' }).end());
  answer.catch(() => {
    if (response.headersSent) response.destroy();
    else reply(response, 502, { code: 'bad_gateway', message: 'the service could not be reached' });
  });
});

server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  const origin = `http://127.0.0.1:${server.address().port}`;
  console.log(`examples with a login backend at ${origin}/`);
  for (const page of ['react-app/dist/', 'vue-app/dist/', 'svelte-app/dist/']) console.log(`  ${origin}/${page}`);
});

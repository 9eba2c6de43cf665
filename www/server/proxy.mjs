// The same-origin proxy: /api/* goes to the service with the demo's API key
// added, so the page calls the service without ever holding a key.
import { readBody } from './body.mjs';
import { cookieProject, projectHeader } from './scope.mjs';

// Request headers the page may send on to the service; never authorization.
const forwarded = ['content-type', 'accept', 'x-service-project-id', 'x-kernel-project-id', 'last-event-id'];
// Response headers the page may read; content-length tells a download's size.
const returned = ['content-type', 'content-length', 'x-has-more', 'x-next-offset', 'retry-after', 'retry-after-ms', 'x-request-id'];

export async function proxy(req, res, { serviceUrl, apiKey }) {
  const path = req.url.slice('/api'.length) || '/';
  const body = ['GET', 'HEAD'].includes(req.method) ? undefined : await readBody(req);
  const headers = { authorization: `Bearer ${apiKey}` };
  for (const name of forwarded) {
    if (req.headers[name]) headers[name] = req.headers[name];
  }
  const project = cookieProject(req);
  if (project && !headers['x-service-project-id'] && !headers['x-kernel-project-id']) headers[projectHeader] = project;
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
  const passed = {};
  for (const name of returned) {
    const value = upstream.headers.get(name);
    if (value !== null) passed[name] = value;
  }
  res.writeHead(upstream.status, passed);
  if (!upstream.body) return res.end();
  // Node holds the head until the first byte of the body: an event stream
  // that has nothing to send yet would look to the page like a request
  // that never answered (its timeout) instead of an open, idle stream.
  res.flushHeaders();
  for await (const chunk of upstream.body) res.write(chunk);
  res.end();
}

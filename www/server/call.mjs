// How the demo's server calls the service with its key, and answers the page.
import { projectHeader } from './scope.mjs';

/**
 * A function `(method, path, body?)` that calls the service with the key,
 * in `project` when given; `body` is JSON, or FormData sent as it is.
 * Resolves with `{ status, ok, body }`, the body parsed as JSON.
 */
export function caller({ serviceUrl, apiKey }, project) {
  return async (method, path, body) => {
    const form = body instanceof FormData;
    const response = await fetch(serviceUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        ...(project ? { [projectHeader]: project } : {}),
        ...(body && !form ? { 'content-type': 'application/json' } : {}),
      },
      body: form ? body : body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, ok: response.ok, body: text ? JSON.parse(text) : {} };
  };
}

/** Answers `body` as JSON; never cached, as an answer may hold a secret. */
export function reply(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Whether `req` comes from the demo's own pages: a JSON body (which a
 * cross-site form cannot send without the browser asking first) and, when
 * the browser says, the same origin. The routes that spend the server's key
 * refuse anything else, so another site cannot make the server act.
 */
export function fromOwnPage(req) {
  const json = (req.headers['content-type'] ?? '').split(';')[0].trim() === 'application/json';
  const site = req.headers['sec-fetch-site'];
  return json && (site === undefined || site === 'same-origin');
}

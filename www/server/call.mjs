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

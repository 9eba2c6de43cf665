// The page's calls to the demo's own server (www/server/), which holds the
// API key: /config.json and the login link.

/** `{ service, keyFreePage? }`: the service's base URL and the key-free page's address. */
export async function loadConfig() {
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error('the demo’s server did not answer');
  return response.json();
}

/**
 * Asks the server to find or create the connection for `{ domain,
 * profile_name }` and start a login; resolves with `{ id, hosted_url,
 * live_view_url, flow_expires_at, browser_session_id }`. Rejects with an
 * Error carrying the service's `code` when it refuses.
 */
export async function requestLogin(params) {
  const response = await fetch('/app/login-link', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw Object.assign(new Error(body.message ?? `the login could not start (${response.status})`), { code: body.code });
  }
  return body;
}

// The page's calls to the demo's own server (www/server/), for what needs
// the server's key: deploying the demo app and making an API key.

async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw Object.assign(new Error(answer.message ?? `the demo’s server answered ${response.status}`), { code: answer.code });
  }
  return answer;
}

/** Deploys the demo app into the page's project unless it is there: `{ app_name, version, actions }`. */
export const deployDemoApp = () => post('/app/demo-app');

/**
 * Makes a key of the page's project named `name`: `{ id, name,
 * masked_key, project_id, key }`, the plaintext `key` answered this once.
 */
export const createKey = (name) => post('/app/api-keys', { name });

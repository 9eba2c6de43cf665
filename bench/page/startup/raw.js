// Start-up of a hand-written fetch client: the floor any SDK is measured
// against (one class, no validation, no retries).
class FetchClient {
  constructor({ apiKey, baseURL, fetch = globalThis.fetch }) {
    this.headers = { authorization: `Bearer ${apiKey}` };
    this.baseURL = baseURL.replace(/\/$/, '');
    this.fetch = fetch;
  }

  async retrieveConnection(id) {
    const response = await this.fetch(`${this.baseURL}/auth/connections/${encodeURIComponent(id)}`, { headers: this.headers });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  }
}

/** Nothing to load beyond the bundle itself. */
export async function load() {}

/** A client against `baseURL`, sending through `fetch`. */
export function make(options) {
  return new FetchClient(options);
}

/** The first call of `client`: a retrieve of connection `id`. */
export function call(client, id) {
  return client.retrieveConnection(id);
}

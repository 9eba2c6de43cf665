// What every example page does with browser-cloud-sdk, whichever tool built
// it. The page's entry imports the package and loads the wasm its own way,
// then calls `walkthrough`. Each step shows its result in its own row
// (`<output id="STEP" data-state="ok|failed">`), and the body gets
// data-state="done" once every step has run.

/** The simulator's test login: any identifier, this password. */
const SIMULATOR_LOGIN = { domain: 'example.com', identifier: 'me@example.com', password: 'correct-password' };

/**
 * Runs the steps in the page: loads the wasm (`loadWasm`, the entry's call of
 * `init`), lists the projects, follows a login to its end, catches a typed
 * error, and defines the login element. `sdk` holds the package's exports the
 * steps use: `{ Client, NotFoundError, defineLoginElement }`.
 */
export async function walkthrough(sdk, loadWasm) {
  const rows = document.createElement('dl');
  document.querySelector('#app').append(rows);
  const step = (id, label) => {
    const title = document.createElement('dt');
    title.textContent = label;
    const result = document.createElement('output');
    result.id = id;
    result.dataset.state = 'running';
    const cell = document.createElement('dd');
    cell.append(result);
    rows.append(title, cell);
    return async (body) => {
      try {
        result.textContent = await body();
        result.dataset.state = 'ok';
      } catch (error) {
        result.textContent = `${error?.name ?? 'Error'}: ${error?.message ?? error}`;
        result.dataset.state = 'failed';
      }
    };
  };

  await step('wasm', 'Load the wasm')(async () => {
    await loadWasm();
    return 'loaded';
  });
  const client = new sdk.Client(await serviceConfig());

  await step('projects', 'List the projects')(async () => {
    const names = [];
    for await (const project of client.projects.list()) names.push(project.name);
    return names.join(', ');
  });

  await step('login', 'Follow a login')(async () => {
    const connections = client.auth.connections;
    const profile = `example-${Date.now().toString(36)}`;
    // A helper: it loads the SDK's second wasm module (the login flows) on first use.
    const connection = await connections.getOrCreate({ domain: SIMULATOR_LOGIN.domain, profile_name: profile });
    await connections.login(connection.id);
    const steps = [];
    let submitted = false;
    for await (const event of connections.follow(connection.id)) {
      steps.push(event.flow_step);
      if (!submitted && event.flow_step === 'AWAITING_INPUT' && event.fields) {
        submitted = true;
        const { identifier, password } = SIMULATOR_LOGIN;
        await connections.submit(connection.id, { fields: { identifier, password } });
      }
    }
    const done = await connections.retrieve(connection.id);
    return `${done.status} ${done.flow_status} after ${steps.join(' > ')} (connection ${done.id})`;
  });

  await step('error', 'Catch a typed error')(async () => {
    try {
      await client.projects.retrieve('no-such-project');
    } catch (error) {
      if (!(error instanceof sdk.NotFoundError)) throw error;
      return `instanceof NotFoundError, name ${error.name}, status ${error.status}, code ${error.code}`;
    }
    throw new Error('retrieving a missing project did not fail');
  });

  await step('element', 'Define the login element')(async () => {
    sdk.defineLoginElement();
    const defined = customElements.get('managed-auth-login');
    if (!defined) throw new Error('<managed-auth-login> is not defined');
    return `<managed-auth-login> defined`;
  });

  document.body.dataset.state = 'done';
}

/**
 * The service's address and key: `window.exampleConfig` when the page's
 * host put it there, else asked for in a form (kept in memory only). A real
 * app never holds a key: its server does (see the README).
 */
function serviceConfig() {
  if (window.exampleConfig) return window.exampleConfig;
  const form = document.createElement('form');
  form.innerHTML = `
    <label>Service URL <input name="baseURL" type="url" required value="http://127.0.0.1:8787"></label>
    <label>API key <input name="apiKey" type="password" required autocomplete="off"></label>
    <button>Run</button>`;
  document.querySelector('#app').prepend(form);
  return new Promise((resolve) => {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const { baseURL, apiKey } = Object.fromEntries(new FormData(form));
      form.remove();
      resolve({ baseURL, apiKey });
    });
  });
}

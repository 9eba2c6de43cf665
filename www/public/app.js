// The demo page: lists projects and runs a hosted login with browser-cloud-sdk.
import init, { Client } from '/pkg/browser_cloud_sdk.js';

const $ = (id) => document.getElementById(id);

function showError(error) {
  const box = $('error');
  box.hidden = false;
  box.textContent = `${error.name ?? 'Error'}: ${error.message}`;
}

async function listProjects(client) {
  const list = $('projects');
  // `for await` runs over every page of the list.
  const projects = [];
  for await (const project of client.projects.list()) {
    projects.push(project);
  }
  list.replaceChildren(...projects.map((project) => {
    const item = document.createElement('li');
    item.textContent = `${project.name} (${project.status})`;
    item.dataset.projectId = project.id;
    return item;
  }));
}

// What each step means to the person signing in.
const steps = {
  DISCOVERING: 'opening the sign-in page',
  AWAITING_INPUT: 'waiting for you to sign in (in the sign-in frame)',
  AWAITING_EXTERNAL_ACTION: 'waiting for an approval outside this page',
  SUBMITTING: 'signing in',
  COMPLETED: 'finishing',
};

// One sentence for the flow's state, from a flow event or a connection record.
function describe(state, domain) {
  if (state.flow_status === 'SUCCESS') return `Logged in: ${domain} is ${state.status ?? 'AUTHENTICATED'}.`;
  if (state.flow_status && state.flow_status !== 'IN_PROGRESS') {
    return `Login ended: ${state.flow_status}${state.error_message ? ` (${state.error_message})` : ''}.`;
  }
  const step = state.flow_step === 'AWAITING_EXTERNAL_ACTION' && state.external_action_message
    ? state.external_action_message
    : steps[state.flow_step] ?? 'starting';
  const hint = state.website_error ? ` The site said: ${state.website_error}` : '';
  return `Login in progress: ${step}.${hint}`;
}

function showStatus(state, domain) {
  const status = $('flow-status');
  status.textContent = describe(state, domain);
  status.dataset.state = state.flow_status ?? '';
}

async function startLogin(client, form) {
  const domain = form.domain.value;
  const button = form.querySelector('button');
  button.disabled = true;
  $('error').hidden = true;
  showStatus({ flow_status: 'IN_PROGRESS' }, domain);
  try {
    // The app's backend holds the key: it starts the login and returns the URLs.
    const response = await fetch('/app/login-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ domain, profile_name: form.profile_name.value }),
    });
    const link = await response.json();
    if (!response.ok) throw new Error(link.message ?? `login could not start (${response.status})`);
    $('hosted').src = link.hosted_url;
    $('live').src = link.live_view_url;
    $('frames').hidden = false;

    for await (const event of client.auth.connections.follow(link.id)) {
      if (event.event === 'managed_auth_state') showStatus(event, domain);
    }
    // The stream ends with the flow; the record has the final word.
    showStatus(await client.auth.connections.retrieve(link.id), domain);
  } catch (error) {
    const status = $('flow-status');
    status.textContent = 'No status: the login could not start or be followed (see the error above).';
    status.dataset.state = 'FAILED';
    throw error;
  } finally {
    button.disabled = false;
  }
}

async function main() {
  await init();
  const client = new Client({ baseURL: `${location.origin}/api`, credentials: 'same-origin' });
  listProjects(client).catch(showError);
  $('login-form').addEventListener('submit', (event) => {
    event.preventDefault();
    startLogin(client, event.target).catch(showError);
  });
}

main().catch(showError);

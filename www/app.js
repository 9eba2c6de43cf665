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
  const names = [];
  for await (const project of client.projects.list()) {
    names.push(project);
  }
  list.replaceChildren(...names.map((project) => {
    const item = document.createElement('li');
    item.textContent = `${project.name} (${project.status})`;
    item.dataset.projectId = project.id;
    return item;
  }));
}

function describe(connection) {
  if (connection.flow_status === 'SUCCESS') return `Logged in: ${connection.domain} is ${connection.status}.`;
  if (connection.flow_status && connection.flow_status !== 'IN_PROGRESS') {
    return `Login ended: ${connection.flow_status}${connection.error_message ? ` (${connection.error_message})` : ''}.`;
  }
  const step = connection.flow_step ?? 'starting';
  const hint = connection.website_error ? ` The site said: ${connection.website_error}` : '';
  return `Login in progress: ${step}.${hint}`;
}

async function startLogin(client, form) {
  const status = $('flow-status');
  status.textContent = 'Starting login…';
  delete status.dataset.state;
  // The app's backend holds the key: it starts the login and returns the URLs.
  const response = await fetch('/app/login-link', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain: form.domain.value, profile_name: form.profile_name.value }),
  });
  const link = await response.json();
  if (!response.ok) throw new Error(link.message ?? `login could not start (${response.status})`);
  $('hosted').src = link.hosted_url;
  $('live').src = link.live_view_url;
  $('frames').hidden = false;

  for await (const event of client.auth.connections.follow(link.id)) {
    if (event.event !== 'managed_auth_state') continue;
    status.textContent = describe(event);
    status.dataset.state = event.flow_status;
  }
  const connection = await client.auth.connections.retrieve(link.id);
  status.textContent = describe(connection);
  status.dataset.state = connection.flow_status ?? '';
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

// The "Apps and keys" page: an invocation of the demo's app followed live,
// and the project's API keys. Every SDK call goes through the demo's
// same-origin proxy, which adds the key (and the project chosen in the
// switcher); what needs the server's key itself (deploying the app, making
// a key) goes to the demo's server. The page holds no key but the new one
// it shows once.
import init, { Client } from '/pkg/browser_cloud_sdk.js';
import { describeError } from '../console/errors.js';
import { ProjectSwitcher } from '../switcher.js';
import { InvocationPanel } from './invocation.js';
import { KeysPanel } from './keys.js';
import { deployDemoApp } from './server.js';

const $ = (id) => document.getElementById(id);

function showError(error) {
  $('page-error').hidden = false;
  $('page-error').textContent = describeError(error);
}

async function main() {
  await init();
  // EventSource streams carry the proxy's project cookie, as on the other pages.
  const client = new Client({ baseURL: `${location.origin}/api`, credentials: 'same-origin', stream: 'eventsource' });
  const invocation = new InvocationPanel(client, {
    facts: $('app-facts'),
    form: $('invoke-form'),
    fields: $('invoke-fields'),
    events: $('invocation-events'),
    progress: $('invocation-progress'),
    state: $('invocation-state'),
    finish: $('invocation-finish'),
    succeeded: $('finish-succeeded'),
    failed: $('finish-failed'),
    message: $('invocation-message'),
  });
  const keys = new KeysPanel(client, {
    form: $('key-form'),
    list: $('key-list'),
    loaded: $('keys-loaded'),
    message: $('keys-message'),
    reveal: $('new-key'),
    value: $('new-key-value'),
    copy: $('new-key-copy'),
    done: $('new-key-done'),
  });

  // The switcher saves the project in the cookie the proxy reads; then the
  // panels start over in it.
  const open = async (project) => {
    invocation.reset();
    await Promise.all([keys.use(project), deployDemoApp().then((app) => invocation.use(app, project))]);
  };
  let projects = [];
  const switcher = new ProjectSwitcher($('project'), (project) => open(project).catch(showError));
  for await (const project of client.projects.list()) projects.push(project);
  switcher.update(projects);
  projects = projects.filter((project) => project.status === 'active');
  const chosen = projects.find((project) => project.id === $('project').value);
  if (chosen) await open(chosen);
}

main().catch(showError);

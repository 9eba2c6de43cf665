// The demo page: a backend that starts logins (with the key, on the demo's
// server), the sign-in itself (flow.js), the service's two pages in frames,
// the browser's live log, projects and limits, and a project switcher.
import init, { Client } from '/pkg/browser_cloud_sdk.js';
import { defineLoginElement } from '/pkg/login-element.js';
import { loadConfig } from './backend.js';
import { SignIn } from './flow.js';
import { LogPanel } from './logs.js';
import { ProjectsPanel } from './projects.js';
import { ProjectSwitcher } from './switcher.js';
import { explain } from './words.js';

const $ = (id) => document.getElementById(id);

function showError(error) {
  const box = $('page-error');
  box.hidden = false;
  box.textContent = explain(error);
}

const linkTime = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

// What the backend did, in the backend's card.
function reportLink(link, params) {
  const until = linkTime.format(new Date(link.flow_expires_at));
  $('server-result').dataset.kind = 'done';
  $('server-result').textContent =
    `Login started for ${params.profile_name} on ${params.domain}. Its link works once, until ${until}.`;
}

async function main() {
  await init();
  defineLoginElement();
  const config = await loadConfig();
  // The page's one Client: through the same-origin proxy, which adds the key
  // and the chosen project (a cookie), so EventSource can carry its streams.
  const client = new Client({ baseURL: `${location.origin}/api`, credentials: 'same-origin', stream: 'eventsource' });

  const logs = new LogPanel(client, $('log-lines'), $('log-state'), $('log-progress'));
  const signIn = new SignIn({
    box: $('flow'),
    hosted: $('hosted-slot'),
    live: $('live-slot'),
    element: document.createElement('managed-auth-login'),
    logs,
    client,
    config,
    onLink: reportLink,
  });
  const switcher = new ProjectSwitcher($('project'), (project, why) => {
    signIn.reset(`Closed: ${why}`);
    $('server-result').dataset.kind = 'done';
    $('server-result').textContent = `${why} New logins start in ${project.name}.`;
  });
  const projects = new ProjectsPanel(
    client,
    {
      list: $('projects'),
      loaded: $('projects-loaded'),
      message: $('projects-message'),
      createForm: $('project-create'),
      orgForm: $('org-limits'),
      orgCap: $('org-cap'),
    },
    (list) => switcher.update(list),
  );
  projects.load().catch(showError);

  const form = $('login-form');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button');
    button.disabled = true;
    $('server-result').textContent = 'Starting…';
    delete $('server-result').dataset.kind;
    try {
      await signIn.start({ domain: form.domain.value.trim(), profile_name: form.profile_name.value.trim() });
    } catch (error) {
      $('server-result').dataset.kind = 'error';
      $('server-result').textContent = explain(error);
    } finally {
      button.disabled = false;
    }
  });
  // The forms' buttons come disabled (index.html) until their handlers are
  // attached: submitted before that, a form would reload the page instead.
  for (const id of ['login-form', 'project-create', 'org-limits']) $(id).querySelector('button').disabled = false;
}

main().catch(showError);

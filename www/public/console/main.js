// The browser console: one cloud browser, started and deleted here, with its
// live view, its log, commands in its VM, its files, screenshots, replays and
// (when the SDK has it) its telemetry. Every call goes through the demo's
// same-origin proxy, which adds the key (and the project the other page
// chose), so this page holds no key.
import init, { Client } from '/pkg/browser_cloud_sdk.js';
import { LogPanel } from '../logs.js';
import { CommandsPanel } from './commands.js';
import { describeError } from './errors.js';
import { FilesPanel } from './files.js';
import { ReplaysPanel } from './replays.js';
import { ScreenshotPanel } from './screenshot.js';
import { SessionPanel } from './session.js';
import { TelemetryPanel } from './telemetry.js';

const $ = (id) => document.getElementById(id);

async function main() {
  await init();
  // EventSource streams carry the proxy's cookie, as on the other page.
  const client = new Client({ baseURL: `${location.origin}/api`, credentials: 'same-origin', stream: 'eventsource' });

  const logs = new LogPanel(client, $('log-lines'), $('log-state'), $('log-progress'));
  const panels = [
    new CommandsPanel(client, {
      execForm: $('exec-form'),
      spawnForm: $('spawn-form'),
      stdinForm: $('stdin-form'),
      kill: $('spawn-kill'),
      output: $('command-output'),
      message: $('command-message'),
    }),
    new FilesPanel(client, {
      folderForm: $('folder-form'),
      up: $('folder-up'),
      list: $('file-list'),
      upload: $('upload-input'),
      mkdirForm: $('mkdir-form'),
      message: $('files-message'),
    }),
    new ScreenshotPanel(client, { take: $('shot-take'), image: $('shot-image'), message: $('shot-message') }),
    new ReplaysPanel(client, {
      start: $('replay-start'),
      stop: $('replay-stop'),
      list: $('replay-list'),
      video: $('replay-video'),
      message: $('replay-message'),
    }),
    new TelemetryPanel(client, {
      panel: $('telemetry'),
      list: $('telemetry-lines'),
      state: $('telemetry-state'),
      progress: $('telemetry-progress'),
    }),
  ];

  // The panels' controls come disabled (console.html) until a browser runs.
  const onChange = (browser) => {
    for (const fieldset of document.querySelectorAll('.needs-browser')) fieldset.disabled = !browser;
    if (browser) logs.open(browser.session_id);
    else logs.close('Closed: the browser was deleted.');
    for (const panel of panels) panel.use(browser);
  };
  new SessionPanel(
    client,
    {
      form: $('session-form'),
      start: $('session-start'),
      remove: $('session-delete'),
      state: $('session-state'),
      facts: $('session-facts'),
      id: $('session-id'),
      created: $('session-created'),
      message: $('session-message'),
      live: $('live-slot'),
    },
    onChange,
  );
}

main().catch((error) => {
  $('page-error').hidden = false;
  $('page-error').textContent = describeError(error);
});

// The demo's browser console (www/public/console.html) end to end, as a
// person uses it: start a browser and see its live view, run commands, move
// files both ways, take a screenshot, record and play a replay, follow the
// log through the simulator's cuts, delete the browser; no CSP violation,
// and the browser's tokens never shown. The log test sets faults for the
// whole simulator, so this file has a simulator of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { cspViolations, screenshot, startOwnSimulator, useDemoPages } from './demo-env.mjs';
import { assertNoSecrets } from './demo-secrets.mjs';

const env = useDemoPages(() => startOwnSimulator('sk_demo_console'));

const message = (page, panel) => page.locator(`#${panel}-message`);
const output = (page) => page.locator('#command-output');

async function openConsole() {
  const page = await env.newPage();
  await page.goto(`${env.origin}/console.html`);
  await page.getByRole('button', { name: 'Start a browser' }).and(page.locator(':enabled')).waitFor();
  return page;
}

// Starts a browser from the page (with the keyboard when `keyboard`): its
// record, as the service has it.
async function startBrowser(page, keyboard = false) {
  const start = page.getByRole('button', { name: 'Start a browser' });
  if (keyboard) {
    await start.focus();
    await page.keyboard.press('Enter');
  } else {
    await start.click();
  }
  await page.locator('#session-state').getByText('Running', { exact: true }).waitFor();
  const id = await page.locator('#session-id').innerText();
  const { status, body } = await env.sim.call('GET', `/browsers/${id}`);
  assert.equal(status, 200, 'the page names the browser it started');
  return body;
}

// What every test checks at its end: no key, no token of the browser on
// screen or in the console, no CSP violation, no uncaught error.
async function assertClean(page, browser) {
  await assertNoSecrets(page, [env.sim.key]);
  const token = new URL(browser.browser_live_view_url).searchParams.get('jwt');
  assert.ok(token, 'the live view carries a token');
  const text = await page.evaluate(() => document.body.innerText);
  assert.ok(!text.includes(token) && !text.includes(browser.cdp_ws_url), 'no token on screen');
  assert.ok(!page.consoleMessages.some((line) => line.includes(token)), 'no token in the console');
  assert.deepEqual(cspViolations(page), [], 'no Content-Security-Policy violation');
  assert.deepEqual(page.errors, [], 'no uncaught error');
}

test('a browser starts with its live view in a sandboxed frame, and is deleted, from the keyboard', async () => {
  const page = await openConsole();
  try {
    await screenshot(page, '40-console-empty');
    const browser = await startBrowser(page, true);
    const remove = page.getByRole('button', { name: 'Delete it' });
    assert.equal(await remove.evaluate((button) => button === document.activeElement), true, 'focus moves to Delete');
    assert.equal(await remove.evaluate((button) => getComputedStyle(button).outlineStyle), 'solid', 'and shows');
    const frame = page.locator('iframe[title="Live view"]');
    assert.equal(await frame.getAttribute('sandbox'), 'allow-scripts');
    await page.frameLocator('iframe[title="Live view"]').locator('[data-state="BLANK"]').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Run' }).isEnabled(), true, 'the panels open once a browser runs');
    await screenshot(page, '41-console-running');
    await assertClean(page, browser);

    await page.keyboard.press('Enter');
    await page.locator('#session-state').getByText('None running').waitFor();
    await message(page, 'session').getByText('The browser was deleted.').waitFor();
    assert.equal(await frame.isHidden(), true, 'the live view is gone');
    assert.equal(await page.getByRole('button', { name: 'Run' }).isDisabled(), true);
    const after = await env.sim.call('GET', `/browsers/${browser.session_id}?include_deleted=true`);
    assert.ok(after.body.deleted_at, 'the service deleted it');
    await page.locator('#log-state').getByText(/Closed|Ended/).waitFor();
    await assertClean(page, browser);
  } finally {
    await page.context().close();
  }
});

test('commands: a one-shot’s output, and a live sh fed a line on its input', async () => {
  const page = await openConsole();
  try {
    const browser = await startBrowser(page);
    await page.getByLabel('Run once').fill('echo hello');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await message(page, 'command').getByText('echo exited with 0.').waitFor();
    await output(page).locator('.stdout').getByText('hello').waitFor();

    await page.getByLabel('Start a live one').fill('sh');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await message(page, 'command').getByText('sh runs: what you send goes to its input.').waitFor();
    await page.getByLabel('Input').fill('echo from-stdin');
    await page.getByLabel('Input').press('Enter');
    await output(page).locator('.stdout').getByText('from-stdin').waitFor();
    assert.equal(await page.getByLabel('Input').inputValue(), '', 'the field empties once sent');
    await page.getByLabel('Input').fill('ls /nowhere');
    await page.getByRole('button', { name: 'Send' }).click();
    await output(page).locator('.stderr').first().waitFor();
    await screenshot(page, '42-console-commands', output(page));
    await page.getByLabel('Input').fill('exit 3');
    await page.getByRole('button', { name: 'Send' }).click();
    await message(page, 'command').getByText('sh exited with 3.').waitFor();
    assert.equal(await page.getByLabel('Input').isHidden(), true, 'no input once it exited');
    await assertClean(page, browser);
  } finally {
    await page.context().close();
  }
});

test('files: upload one, see it listed, download it back byte for byte; make a folder and delete it', async () => {
  const page = await openConsole();
  try {
    const browser = await startBrowser(page);
    await message(page, 'files').getByText('/: 0 entries.').waitFor();
    const bytes = Buffer.from(Array.from({ length: 600 }, (_, n) => (n * 7) % 256));
    await page.getByLabel('Upload into the folder').setInputFiles({ name: 'notes.bin', mimeType: 'application/octet-stream', buffer: bytes });
    await message(page, 'files').getByText('Uploaded /notes.bin.').waitFor();
    const row = page.locator('#file-list > li').filter({ hasText: 'notes.bin' });
    await row.getByText('600 bytes').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download notes.bin' }).click()]);
    assert.equal(download.suggestedFilename(), 'notes.bin');
    assert.deepEqual(await readFile(await download.path()), bytes, 'the same bytes come back');

    await page.getByLabel('New folder').fill('reports');
    await page.getByRole('button', { name: 'Make' }).click();
    await message(page, 'files').getByText('Made /reports.').waitFor();
    await page.getByRole('button', { name: 'Open reports' }).click();
    await message(page, 'files').getByText('/reports: 0 entries.').waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Folder', exact: true }).inputValue(), '/reports');
    await page.getByRole('button', { name: 'Up', exact: true }).click();
    await message(page, 'files').getByText('/: 2 entries.').waitFor();
    await screenshot(page, '43-console-files', page.locator('#file-list'));
    await page.getByRole('button', { name: 'Delete reports' }).click();
    await message(page, 'files').getByText('Deleted /reports.').waitFor();
    const listed = await env.sim.call('GET', `/browsers/${browser.session_id}/fs/list_files?path=/`);
    assert.deepEqual(listed.body.map((entry) => entry.name), ['notes.bin']);
    await assertClean(page, browser);
  } finally {
    await page.context().close();
  }
});

test('a screenshot shows in an image, and a replay records and plays in a video', async () => {
  const page = await openConsole();
  try {
    const browser = await startBrowser(page);
    await page.getByRole('button', { name: 'Take a screenshot' }).click();
    await message(page, 'shot').getByText(/^Screenshot taken at/).waitFor();
    const image = page.getByRole('img', { name: /^The browser’s screen at/ });
    await page.waitForFunction(() => document.getElementById('shot-image').complete);
    assert.ok((await image.evaluate((img) => img.naturalWidth)) > 0, 'the image loaded');
    await screenshot(page, '44-console-screenshot', image);

    await page.getByRole('button', { name: 'Start recording' }).click();
    await message(page, 'replay').getByText('Recording…').waitFor();
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await message(page, 'replay').getByText('Recorded: play it below.').waitFor();
    await page.getByRole('button', { name: 'Play Recording 1' }).click();
    await message(page, 'replay').getByText('Recording 1 is ready to play.').waitFor();
    const video = page.locator('#replay-video');
    await page.waitForFunction(() => document.getElementById('replay-video').readyState >= 1);
    assert.equal(await video.evaluate((element) => element.duration), 1, 'the video loaded: one second');
    await screenshot(page, '45-console-replay', video);
    await assertClean(page, browser);
  } finally {
    await page.context().close();
  }
});

test('the log follows the browser through the simulator’s cuts, each line once, and shows the reconnections', async () => {
  // Every log stream is cut after 2 events; the SDK resumes after the last one.
  await env.sim.call('POST', '/_sim/faults', { path_prefix: '/browsers/', sse_cut_after_events: 2, sse_retry_ms: 5 });
  const page = await openConsole();
  try {
    const browser = await startBrowser(page);
    const log = page.locator('#log-lines');
    await log.getByText('chromium started').waitFor();
    const lines = ['one', 'two', 'three', 'four', 'five'].map((word) => `renderer ${word}`);
    await env.sim.call('POST', `/_sim/browsers/${browser.session_id}/logs`, { supervisor_process: 'chromium', lines });
    for (const line of lines) await log.getByText(line).waitFor();
    for (const line of ['chromium started', ...lines]) assert.equal(await log.getByText(line).count(), 1, `${line} once`);
    await page.locator('#log-progress').getByText(/^6 lines received · [1-9]\d* reconnections?$/).waitFor();
    assert.equal(await page.locator('#log-state').innerText(), 'Live');
    await screenshot(page, '46-console-log-cut', page.locator('#log-progress'));
    await assertClean(page, browser);
  } finally {
    await env.sim.call('POST', '/_sim/faults', {});
    await page.context().close();
  }
});

// Telemetry comes with browsers.telemetry.stream, which this package may not
// have yet: the panel shows exactly when it does, and then follows the browser.
test('the telemetry panel shows exactly when the SDK streams telemetry, and then follows the browser', async () => {
  const page = await openConsole();
  try {
    const present = await page.evaluate(async () => {
      const { Client } = await import('/pkg/browser_cloud_sdk.js');
      return typeof new Client({ baseURL: `${location.origin}/api` }).browsers.telemetry?.stream === 'function';
    });
    assert.equal(await page.locator('#telemetry').isVisible(), present, 'shown exactly when the SDK streams telemetry');
    if (!present) return;
    const browser = await startBrowser(page);
    const state = page.locator('#telemetry-state');
    await state.getByText(/^(Connecting…|Live)$/).waitFor();
    await page.waitForTimeout(1000);
    assert.notEqual(await state.innerText(), 'Stopped', await page.locator('#telemetry-lines').innerText());
    await screenshot(page, '47-console-telemetry', page.locator('#telemetry'));
    await assertClean(page, browser);
  } finally {
    await page.context().close();
  }
});

// Until then, the panel's own logic, driven by a stand-in for the SDK's stream.
test('the telemetry panel lists each event, counts them and the reconnections, and says when the stream ends', async () => {
  const page = await openConsole();
  try {
    const shown = await page.evaluate(async () => {
      const { TelemetryPanel } = await import('/console/telemetry.js');
      const make = (tag) => document.body.appendChild(document.createElement(tag));
      const parts = { panel: make('section'), list: make('ol'), state: make('span'), progress: make('p') };
      const stream = (id, query, { onProgress }) => {
        const events = (async function* () {
          yield { type: 'cpu', session: id, percent: 12 };
          yield { type: 'network', requests: 3 };
          onProgress({ events: 2, reconnects: 1, lastEventId: '2' });
        })();
        return Object.assign(events, { close() {} });
      };
      const panel = new TelemetryPanel({ browsers: { telemetry: { stream } } }, parts);
      panel.use({ session_id: 'br_test' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        hidden: parts.panel.hidden,
        lines: [...parts.list.children].map((item) => item.textContent),
        state: parts.state.textContent,
        progress: parts.progress.textContent,
      };
    });
    assert.deepEqual(shown, {
      hidden: false,
      lines: ['{"type":"cpu","session":"br_test","percent":12}', '{"type":"network","requests":3}'],
      state: 'Ended',
      progress: '2 events received · 1 reconnection',
    });
  } finally {
    await page.context().close();
  }
});

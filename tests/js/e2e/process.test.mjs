// Processes in a browser session's VM through the npm package in a real
// page: exec's output and exit code; a spawned process fed through stdin,
// resized, read by status, killed, its output streamed to its exit event;
// the output stream through cuts (every chunk once, in order, in both
// stream modes), a stall, and an abort; a bad signal refused before
// sending; Playwright code the simulator runs and code it says it cannot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, describeErrorSource, faultsOn, inSdkPage, openSdkPage, requestsAt, resumedAt, useDemo } from './harness.mjs';

const env = useDemo();
const MODES = ['fetch', 'eventsource'];

// A running session; deleted once the test is over.
async function session(t) {
  const started = await callSimulator('POST', '/_sim/browsers');
  assert.equal(started.status, 201, 'a browser started');
  const id = started.body.id;
  t.after(() => callSimulator('DELETE', `/_sim/browsers/${id}`));
  return id;
}

// Spawns `command` with `args` in session `id`: its output stream's path.
async function spawned(id, command, args = []) {
  const answer = await callSimulator('POST', `/browsers/${id}/process/spawn`, { command, args });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const processId = answer.body.process_id;
  return { processId, path: `/browsers/${id}/process/${processId}/stdout/stream` };
}

// Reads process `processId`'s output stream in a fresh page, in `mode`, with
// options `options` (`abortAfter`: abort it after that many milliseconds):
// each event as `stream:text` or `exit:code`, the error that ended it (as
// plain data) and the milliseconds it took.
async function readOutput(mode, id, processId, options = {}) {
  const page = await openSdkPage(env);
  try {
    const result = await page.evaluate(
      async ({ mode, id, processId, options, describeSource }) => {
        const describe = new Function(`return (${describeSource})`)();
        const client = new window.sdk.Client({ baseURL: `${location.origin}/api`, credentials: 'same-origin', stream: mode });
        const { abortAfter, ...streamOptions } = options;
        if (abortAfter !== undefined) {
          const controller = new AbortController();
          setTimeout(() => controller.abort(), abortAfter);
          streamOptions.signal = controller.signal;
        }
        const events = [];
        let error = null;
        const started = performance.now();
        try {
          for await (const event of client.browsers.process.stdoutStream(processId, { id }, streamOptions)) {
            events.push(event.event === 'exit' ? `exit:${event.exit_code}` : `${event.stream}:${atob(event.data_b64)}`);
          }
        } catch (thrown) {
          error = describe(thrown);
        }
        return { events, error, elapsed: performance.now() - started };
      },
      { mode, id, processId, options, describeSource: describeErrorSource },
    );
    assert.deepEqual(page.errors, [], `${mode}: no uncaught errors in the page`);
    return result;
  } finally {
    await page.context().close();
  }
}

test('exec answers a command\'s output in base64 and its exit code; an unknown one exits 127', async (t) => {
  const id = await session(t);
  const result = await inSdkPage(
    env,
    async ({ makeClient, arg }) => {
      const process = makeClient().browsers.process;
      const echo = await process.exec(arg, { command: 'echo', args: ['hello', 'world'] });
      const unknown = await process.exec(arg, { command: 'nmap', args: ['-p', '22'] });
      const env = await process.exec(arg, { command: 'env', env: { GREETING: 'hi' }, as_root: true });
      return {
        echo: { stdout: atob(echo.stdout_b64), stderr: atob(echo.stderr_b64), code: echo.exit_code },
        unknown: { stderr: atob(unknown.stderr_b64), code: unknown.exit_code },
        env: atob(env.stdout_b64),
      };
    },
    id,
  );
  assert.deepEqual(result.echo, { stdout: 'hello world\n', stderr: '', code: 0 });
  assert.deepEqual(result.unknown, { stderr: 'sh: 1: nmap: not found\n', code: 127 });
  assert.match(result.env, /^GREETING=hi$/m);
  assert.match(result.env, /^USER=root$/m);
});

test('a spawned shell takes stdin, sees a resize, reports its status, is killed, and streams it all', async (t) => {
  const id = await session(t);
  const result = await inSdkPage(
    env,
    async ({ makeClient, arg: id }) => {
      const process = makeClient().browsers.process;
      const { process_id: processId, pid } = await process.spawn(id, { command: 'sh', allocate_tty: true, cols: 80, rows: 24 });
      const resized = await process.resize(processId, { id, cols: 132, rows: 43 });
      const written = await process.stdin(processId, { id, data_b64: btoa('echo hi\nstty size\n') });
      const running = await process.status(processId, { id });
      const killed = await process.kill(processId, { id, signal: 'INT' });
      const exited = await process.status(processId, { id });
      const events = [];
      for await (const event of process.stdoutStream(processId, { id })) {
        events.push(event.event === 'exit' ? `exit:${event.exit_code}` : `${event.stream}:${atob(event.data_b64)}`);
      }
      return { pid: typeof pid, resized, written, running: running.state, killed, exited, events };
    },
    id,
  );
  assert.equal(result.pid, 'number');
  assert.deepEqual(result.resized, { ok: true });
  assert.deepEqual(result.written, { written_bytes: 18 });
  assert.equal(result.running, 'running');
  assert.deepEqual(result.killed, { ok: true });
  assert.equal(result.exited.state, 'exited');
  assert.equal(result.exited.exit_code, 130, 'ended by SIGINT');
  assert.deepEqual(result.events, ['stdout:hi\n', 'stdout:43 132\n', 'exit:130']);
});

test('a kill with a signal the service does not send is refused before sending, naming the field', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe, sent }) => {
    try {
      await makeClient().browsers.process.kill('proc_1', { id: 'br_1', signal: 'STOP' });
      return { sent };
    } catch (error) {
      return { error: describe(error), sent };
    }
  });
  assert.equal(result.error?.name, 'ValidationError', JSON.stringify(result.error));
  assert.equal(result.error.path, 'signal');
  assert.equal(result.error.rule, 'enum');
  assert.deepEqual(result.sent, [], 'nothing was sent');
});

for (const mode of MODES) {
  test(`${mode}: process output through cuts and repeats arrives once, in order, to its exit`, async (t) => {
    const id = await session(t);
    const { processId, path } = await spawned(id, 'seq', ['500']);
    await faultsOn(t, path, { sse_cut_after_events: 60, sse_replay_on_resume: 7, sse_retry_ms: 5 });
    const read = await readOutput(mode, id, processId);
    assert.equal(read.error, null, JSON.stringify(read.error));
    const expected = Array.from({ length: 500 }, (_, n) => `stdout:${n + 1}\n`);
    assert.deepEqual(read.events, [...expected, 'exit:0']);
    const resumed = await resumedAt(path);
    assert.equal(resumed[0], null, 'the first connection resumes nothing');
    // Each connection is cut after 60 events, the 7 it repeats among them.
    assert.deepEqual(resumed.slice(1, 4), ['60', '113', '166'], 'each reconnection resumes after the last event it had');
  });

  test(`${mode}: a stalled output stream reconnects after its idle timeout, then fails with APIConnectionTimeoutError`, async (t) => {
    const id = await session(t);
    const { processId, path } = await spawned(id, 'cat');
    await callSimulator('POST', `/browsers/${id}/process/${processId}/stdin`, { data_b64: btoa('one\n') });
    await faultsOn(t, path, { sse_stall_after_events: 1, heartbeat_ms: 5000 });
    const read = await readOutput(mode, id, processId, { idleTimeout: 300, maxReconnects: 1 });
    assert.deepEqual(read.events, ['stdout:one\n']);
    assert.equal(read.error?.name, 'APIConnectionTimeoutError', JSON.stringify(read.error));
    assert.ok(read.elapsed < 5000, `it did not hang (${read.elapsed} ms)`);
    assert.equal((await requestsAt(path)).length, 2, 'the first connection and one reconnection');
  });

  test(`${mode}: an abort signal ends a read waiting on a running process, and the connection closes`, async (t) => {
    const id = await session(t);
    const { processId, path } = await spawned(id, 'cat');
    await faultsOn(t, path, { heartbeat_ms: 60000 });
    const read = await readOutput(mode, id, processId, { abortAfter: 100 });
    assert.deepEqual(read.events, []);
    assert.equal(read.error?.name, 'APIUserAbortError', JSON.stringify(read.error));
    let open = 1;
    for (let tries = 0; tries < 100 && open > 0; tries++) {
      const streams = await callSimulator('GET', '/_sim/streams');
      open = streams.body.streams.filter((s) => s.path === path && s.open).length;
      if (open > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(open, 0, 'the simulator no longer sends it');
  });
}

test('playwright.execute answers what literal code returns, and success: false for code the simulator cannot run', async (t) => {
  const id = await session(t);
  const result = await inSdkPage(
    env,
    async ({ makeClient, arg: id }) => {
      const playwright = makeClient().browsers.playwright;
      const literal = await playwright.execute(id, { code: "console.log('ready');\nreturn [1, \"two\"];" });
      const page = await playwright.execute(id, { code: 'return await page.title();', timeout_sec: 5 });
      return { literal, page };
    },
    id,
  );
  assert.deepEqual(result.literal, { success: true, stdout: 'ready\n', stderr: '', result: [1, 'two'] });
  assert.equal(result.page.success, false);
  assert.match(result.page.error, /runs no Playwright/);
});

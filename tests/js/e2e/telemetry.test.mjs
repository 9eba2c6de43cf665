// A browser session's telemetry through the npm package in a real page:
// past events by the page (a category filter, every page with for await),
// and the stream in both stream modes through the demo's same-origin
// proxy: started after the caller's lastEventId (sent as Last-Event-ID,
// through fetch in either mode), resumed after the latest id through cuts
// with every event once, a stall, an abort, a bad lastEventId refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, describeErrorSource, faultsOn, inSdkPage, openSdkPage, requestsAt, resumedAt, useDemo } from './harness.mjs';

const env = useDemo();
const MODES = ['fetch', 'eventsource'];

// A browser capturing the default telemetry set, with `count` system
// events (their data.pid 1, 2, …); its stream's path.
async function capturing(t, count) {
  const created = await callSimulator('POST', '/browsers', { telemetry: { enabled: true } });
  assert.equal(created.status, 200, 'a browser created');
  const id = created.body.session_id;
  t.after(() => callSimulator('DELETE', `/_sim/browsers/${id}`));
  await happen(id, 1, count);
  return { id, path: `/browsers/${id}/telemetry/stream` };
}

// Makes browser `id` produce `count` system_oom_kill events from pid `first`.
async function happen(id, first, count) {
  const events = Array.from({ length: count }, (_, n) => ({ category: 'system', type: 'system_oom_kill', data: { pid: first + n } }));
  const done = await callSimulator('POST', `/_sim/browsers/${id}/telemetry`, { events });
  assert.equal(done.status, 200);
}

// Reads telemetry stream `id` to its end in a fresh page, in `mode`: the
// seqs read, the error that ended it (as plain data), the last progress.
async function readStream(mode, id, query, options) {
  const page = await openSdkPage(env);
  try {
    const result = await page.evaluate(
      async ({ mode, id, query, options, describeSource }) => {
        const describe = new Function(`return (${describeSource})`)();
        const client = new window.sdk.Client({ baseURL: `${location.origin}/api`, credentials: 'same-origin', stream: mode });
        let progress;
        const seqs = [];
        let error = null;
        try {
          const events = client.browsers.telemetry.stream(id, query, { ...options, onProgress: (p) => (progress = p) });
          for await (const envelope of events) seqs.push(envelope.seq);
        } catch (thrown) {
          error = describe(thrown);
        }
        return { seqs, error, progress };
      },
      { mode, id, query, options, describeSource: describeErrorSource },
    );
    assert.deepEqual(page.errors, [], `${mode}: no uncaught errors in the page`);
    return result;
  } finally {
    await page.context().close();
  }
}

test('past events come by the page, filtered by category, every page with for await', async (t) => {
  const { id } = await capturing(t, 3);
  const curled = await callSimulator('POST', `/browsers/${id}/curl`, { url: 'https://example.com/' });
  assert.equal(curled.status, 200);
  const result = await inSdkPage(
    env,
    async ({ makeClient, arg }) => {
      const telemetry = makeClient().browsers.telemetry;
      const first = await telemetry.events(arg, { limit: 2 });
      const every = [];
      for await (const envelope of telemetry.events(arg, { limit: 2 })) every.push(envelope.seq);
      const control = await telemetry.events(arg, { category: ['control'] });
      const newest = await telemetry.events(arg, { order: 'desc', limit: 1 });
      return {
        first: first.items.map((e) => [e.seq, e.event.type, e.event.category, e.event.data.pid]),
        hasMore: first.has_more,
        every,
        control: control.items.map((e) => [e.seq, e.event.source.kind, e.event.data.operation_id]),
        newest: newest.items.map((e) => e.seq),
      };
    },
    id,
  );
  assert.deepEqual(result.first, [
    [1, 'system_oom_kill', 'system', 1],
    [2, 'system_oom_kill', 'system', 2],
  ]);
  assert.equal(result.hasMore, true);
  assert.deepEqual(result.every, [1, 2, 3, 4], 'two pages, every event once');
  assert.deepEqual(result.control, [[4, 'kernel_api', 'curl']]);
  assert.deepEqual(result.newest, [4]);
});

for (const mode of MODES) {
  test(`${mode}: a stream starts after the caller's lastEventId and resumes after the latest through cuts`, async (t) => {
    const { id, path } = await capturing(t, 7);
    await callSimulator('DELETE', `/_sim/browsers/${id}`);
    await faultsOn(t, path, { sse_cut_after_events: 2, sse_retry_ms: 5 });
    const read = await readStream(mode, id, { replay: 'all' }, { lastEventId: '2' });
    assert.equal(read.error, null, JSON.stringify(read.error));
    assert.deepEqual(read.seqs, [3, 4, 5, 6, 7], 'every event after 2, once');
    assert.equal(read.progress.lastEventId, '7');
    const sent = await resumedAt(path);
    assert.deepEqual(sent.slice(0, 3), ['2', '4', '6'], 'the caller id first, then the latest');
  });

  test(`${mode}: without lastEventId, replay=all reads every event through cuts, once`, async (t) => {
    const { id, path } = await capturing(t, 50);
    await callSimulator('DELETE', `/_sim/browsers/${id}`);
    await faultsOn(t, path, { sse_cut_after_events: 7, sse_replay_on_resume: 3, sse_retry_ms: 5 });
    const read = await readStream(mode, id, { replay: 'all' }, {});
    assert.equal(read.error, null, JSON.stringify(read.error));
    assert.deepEqual(read.seqs, Array.from({ length: 50 }, (_, n) => n + 1));
    assert.ok(read.progress.reconnects >= 7, JSON.stringify(read.progress));
  });

  test(`${mode}: a stalled telemetry stream fails with APIConnectionTimeoutError once reconnections run out`, async (t) => {
    const { id, path } = await capturing(t, 1);
    await faultsOn(t, path, { sse_stall_after_events: 1, heartbeat_ms: 5000 });
    const read = await readStream(mode, id, { replay: 'all' }, { idleTimeout: 300, maxReconnects: 1 });
    assert.deepEqual(read.seqs, [1]);
    assert.equal(read.error?.name, 'APIConnectionTimeoutError', JSON.stringify(read.error));
    assert.equal((await requestsAt(path)).length, 2, 'the first connection and one reconnection');
  });
}

test('an abort ends a waiting read with APIUserAbortError, and a bad lastEventId is refused', async (t) => {
  const { id } = await capturing(t, 0);
  const result = await inSdkPage(
    env,
    async ({ makeClient, describe, arg }) => {
      const telemetry = makeClient().browsers.telemetry;
      const controller = new AbortController();
      const events = telemetry.stream(arg, {}, { signal: controller.signal });
      const read = events.next();
      setTimeout(() => controller.abort(), 100);
      let aborted;
      try {
        await read;
      } catch (error) {
        aborted = describe(error);
      }
      let refused;
      try {
        for await (const envelope of telemetry.stream(arg, {}, { lastEventId: 7 })) refused = envelope;
      } catch (error) {
        refused = describe(error);
      }
      return { aborted, refused };
    },
    id,
  );
  assert.equal(result.aborted?.name, 'APIUserAbortError', JSON.stringify(result.aborted));
  assert.equal(result.refused?.name, 'ValidationError', JSON.stringify(result.refused));
  assert.match(result.refused.message, /lastEventId/);
});

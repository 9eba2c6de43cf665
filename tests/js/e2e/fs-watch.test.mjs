// Watches of a session's directories through the npm package in a real
// page: the changes arrive while the stream is open and it ends when the
// watch stops; through cuts, and repeats after a resume, in both stream
// modes, every change arrives exactly once, in order, each reconnection
// resuming after the last event id read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, describeErrorSource, faultsOn, inSdkPage, openSdkPage, resumedAt, useDemo } from './harness.mjs';

const env = useDemo();
const MODES = ['fetch', 'eventsource'];

test('a watch streams the changes as they happen and ends when it stops', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe }) => {
    const client = makeClient();
    const fs = client.browsers.fs;
    const { session_id: id } = await client.browsers.create();
    try {
      await fs.createDirectory(id, { path: '/w' });
      const { watch_id: watchId } = await fs.watch.start(id, { path: '/w', recursive: true });
      const events = fs.watch.events(watchId, { id });
      const seen = [];
      const reading = (async () => {
        for await (const event of events) seen.push([event.type, event.path, event.name, event.is_dir]);
      })();
      await fs.writeFile(id, 'a', { path: '/w/a.txt' });
      await fs.writeFile(id, 'b', { path: '/w/a.txt' });
      await fs.move(id, { src_path: '/w/a.txt', dest_path: '/w/sub/b.txt' });
      await fs.deleteDirectory(id, { path: '/w/sub' });
      await fs.writeFile(id, 'x', { path: '/elsewhere.txt' });
      await fs.watch.stop(watchId, { id });
      await reading;
      let again;
      try {
        await fs.watch.stop(watchId, { id });
      } catch (error) {
        again = describe(error);
      }
      return { seen, again };
    } finally {
      await client.browsers.deleteByID(id);
    }
  });
  assert.deepEqual(result.seen, [
    ['CREATE', '/w/a.txt', 'a.txt', false],
    ['WRITE', '/w/a.txt', 'a.txt', false],
    ['CREATE', '/w/sub', 'sub', true],
    ['RENAME', '/w/a.txt', 'a.txt', false],
    ['CREATE', '/w/sub/b.txt', 'b.txt', false],
    ['DELETE', '/w/sub/b.txt', 'b.txt', false],
    ['DELETE', '/w/sub', 'sub', true],
  ]);
  assert.equal(result.again.name, 'NotFoundError');
});

// A session whose watch of `/many` saw `count` files written, then
// stopped: its ids, and the path of its event stream.
async function stoppedWatch(t, count) {
  const made = await inSdkPage(
    env,
    async ({ makeClient, arg }) => {
      const fs = makeClient().browsers.fs;
      const { session_id: id } = await makeClient().browsers.create();
      await fs.createDirectory(id, { path: '/many' });
      const { watch_id: watchId } = await fs.watch.start(id, { path: '/many' });
      for (let n = 0; n < arg; n++) await fs.writeFile(id, String(n), { path: `/many/${String(n).padStart(4, '0')}` });
      await fs.watch.stop(watchId, { id });
      return { id, watchId };
    },
    count,
  );
  t.after(() => callSimulator('DELETE', `/browsers/${made.id}`));
  return { ...made, path: `/browsers/${made.id}/fs/watch/${made.watchId}/events` };
}

// Reads watch stream `watchId` of session `id` to its end in a fresh page,
// in `mode`: the paths read, and the error that ended it.
async function readWatch(mode, id, watchId) {
  const page = await openSdkPage(env);
  try {
    return await page.evaluate(
      async ({ mode, id, watchId, describeSource }) => {
        const describe = new Function(`return (${describeSource})`)();
        const client = new window.sdk.Client({ baseURL: `${location.origin}/api`, credentials: 'same-origin', stream: mode });
        const paths = [];
        let error = null;
        try {
          for await (const event of client.browsers.fs.watch.events(watchId, { id })) paths.push(event.path);
        } catch (thrown) {
          error = describe(thrown);
        }
        return { paths, error };
      },
      { mode, id, watchId, describeSource: describeErrorSource },
    );
  } finally {
    await page.context().close();
  }
}

const many = (count) => Array.from({ length: count }, (_, n) => `/many/${String(n).padStart(4, '0')}`);

for (const mode of MODES) {
  test(`${mode}: watch events through a cut every 30 arrive once, in order, each reconnection resuming after the last`, async (t) => {
    const { id, watchId, path } = await stoppedWatch(t, 120);
    await faultsOn(t, path, { sse_cut_after_events: 30, sse_retry_ms: 5 });
    const read = await readWatch(mode, id, watchId);
    assert.equal(read.error, null, JSON.stringify(read.error));
    assert.deepEqual(read.paths, many(120));
    const resumed = await resumedAt(path);
    assert.deepEqual(resumed.slice(0, 4), [null, '30', '60', '90']);
    // An EventSource reconnects once more after the end, to nothing new.
    assert.ok(resumed.slice(4).every((last) => last === '120'), JSON.stringify(resumed));
  });

  test(`${mode}: watch events a resumed connection sends again are dropped`, async (t) => {
    const { id, watchId, path } = await stoppedWatch(t, 80);
    await faultsOn(t, path, { sse_cut_after_events: 25, sse_replay_on_resume: 6, sse_retry_ms: 5 });
    const read = await readWatch(mode, id, watchId);
    assert.equal(read.error, null, JSON.stringify(read.error));
    assert.deepEqual(read.paths, many(80));
  });
}

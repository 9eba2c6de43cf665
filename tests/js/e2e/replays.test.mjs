// A browser session's recordings through the npm package in a real page:
// one at a time (a second start is a ConflictError), stopped, listed, and
// downloaded as the Response of an MP4 that a <video> element loads; a
// bad start, or a stop without its session's id, is refused unsent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inSdkPage, useDemo } from './harness.mjs';

const env = useDemo();

test('a recording starts, stops, lists and downloads as a video a page plays', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe }) => {
    const client = makeClient();
    const { session_id: id } = await client.browsers.create();
    const replays = client.browsers.replays;
    try {
      const started = await replays.start(id, { framerate: 10 });
      let second;
      try {
        await replays.start(id);
      } catch (error) {
        second = describe(error);
      }
      await replays.stop(started.replay_id, { id });
      const listed = await replays.list(id);
      const response = await replays.download(started.replay_id, { id });
      const video = [...new Uint8Array(await response.arrayBuffer())];
      return {
        started,
        second,
        listed,
        type: response.headers.get('content-type'),
        isResponse: response instanceof Response,
        video,
      };
    } finally {
      await client.browsers.deleteByID(id);
    }
  });
  assert.match(result.started.replay_id, /^replay_/);
  assert.equal(result.started.finished_at, null);
  assert.equal(result.second.name, 'ConflictError');
  assert.equal(result.listed.length, 1);
  assert.equal(result.listed[0].replay_id, result.started.replay_id);
  assert.equal(typeof result.listed[0].finished_at, 'string');
  assert.equal(result.isResponse, true);
  assert.equal(result.type, 'video/mp4');
  assert.deepEqual(await play(result.video), { width: 16, height: 16, duration: 1 });
});

// Loads `bytes` into a <video> element of a blank page (the demo's pages
// allow no media) and answers its size and duration, or its error.
async function play(bytes) {
  const page = await env.newPage();
  try {
    return await page.evaluate(async (bytes) => {
      const video = document.createElement('video');
      video.muted = true;
      const loaded = new Promise((resolve) => {
        video.onloadeddata = () => resolve({ width: video.videoWidth, height: video.videoHeight, duration: video.duration });
        video.onerror = () => resolve({ error: video.error && video.error.message });
      });
      video.src = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }));
      document.body.append(video);
      return loaded;
    }, bytes);
  } finally {
    await page.context().close();
  }
}

test('a start out of range, or a stop without its session, is refused before sending', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe, sent }) => {
    const replays = makeClient().browsers.replays;
    const refusals = [];
    for (const call of [
      () => replays.start('b_none', { framerate: 0 }),
      () => replays.start('b_none', { max_duration_in_seconds: 1.5 }),
      () => replays.start('b_none', { audio: true }),
      () => replays.stop('replay_none'),
    ]) {
      try {
        await call();
        refusals.push(null);
      } catch (error) {
        refusals.push(describe(error));
      }
    }
    return { refusals, sent: [...sent] };
  });
  assert.deepEqual(
    result.refusals.map((e) => e && [e.name, e.path, e.rule]),
    [
      ['ValidationError', 'framerate', 'range'],
      ['ValidationError', 'max_duration_in_seconds', 'type'],
      ['ValidationError', 'audio', 'unknown_property'],
      ['ValidationError', 'id', undefined],
    ],
  );
  assert.deepEqual(result.sent, [], 'nothing was sent');
});

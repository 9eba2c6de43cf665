// A browser session's screen, mouse, keyboard and clipboard through the
// npm package in a real page: a screenshot is the Response of a PNG of the
// screen's size (or the region's) that changes after an action; a batch
// runs in order; a bad action is refused before sending, naming its
// place, or by the service, which names it too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inSdkPage, useDemo } from './harness.mjs';

const env = useDemo();

test('a screenshot is a PNG of the screen that changes after an action', async () => {
  const result = await inSdkPage(env, async ({ makeClient }) => {
    const client = makeClient();
    const { session_id: id } = await client.browsers.create({ viewport: { width: 320, height: 200 } });
    const computer = client.browsers.computer;
    const png = async (params) => {
      const response = await computer.captureScreenshot(id, params);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const view = new DataView(bytes.buffer);
      return {
        type: response.headers.get('content-type'),
        signature: [...bytes.slice(0, 8)],
        chunk: new TextDecoder().decode(bytes.slice(12, 16)),
        size: [view.getUint32(16), view.getUint32(20)],
        bytes: [...bytes],
      };
    };
    try {
      const before = await png();
      await computer.moveMouse(id, { x: 40, y: 50 });
      const position = await computer.getMousePosition(id);
      const after = await png({});
      const region = await png({ region: { x: 300, y: 190, width: 20, height: 10 } });
      await computer.batch(id, {
        actions: [
          { type: 'type_text', type_text: { text: 'hi' } },
          { type: 'move_mouse', move_mouse: { x: 7, y: 8 } },
          { type: 'sleep', sleep: { duration_ms: 1 } },
        ],
      });
      const batched = await computer.getMousePosition(id);
      await computer.writeClipboard(id, { text: 'copied' });
      const clipboard = await computer.readClipboard(id);
      const cursor = await computer.setCursorVisibility(id, { hidden: true });
      return {
        before: { ...before, bytes: undefined },
        after: { ...after, bytes: undefined },
        changed: before.bytes.join() !== after.bytes.join(),
        region: region.size,
        position,
        batched,
        clipboard,
        cursor,
      };
    } finally {
      await client.browsers.deleteByID(id);
    }
  });
  assert.equal(result.before.type, 'image/png');
  assert.deepEqual(result.before.signature, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(result.before.chunk, 'IHDR');
  assert.deepEqual(result.before.size, [320, 200]);
  assert.deepEqual(result.after.size, [320, 200]);
  assert.equal(result.changed, true, 'the screenshot changed after the move');
  assert.deepEqual(result.region, [20, 10]);
  assert.deepEqual(result.position, { x: 40, y: 50 });
  assert.deepEqual(result.batched, { x: 7, y: 8 });
  assert.deepEqual(result.clipboard, { text: 'copied' });
  assert.deepEqual(result.cursor, { ok: true });
});

test('a bad action is refused before sending, naming its place; the service names an off-screen one', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe, sent }) => {
    const client = makeClient();
    const computer = client.browsers.computer;
    const refusals = [];
    for (const [method, params] of [
      ['batch', { actions: [{ type: 'move_mouse', move_mouse: { x: 1, y: 1 } }, { type: 'click_mouse', click_mouse: { x: -1, y: 0 } }] }],
      ['batch', { actions: [{ type: 'wave' }] }],
      ['batch', { actions: [{ type: 'scroll', move_mouse: { x: 1, y: 1 } }] }],
      ['clickMouse', { x: 1, y: 1, button: 'thumb' }],
      ['scroll', { x: 1, y: 1, delta_y: 0.5 }],
      ['dragMouse', { path: [[0, 0], [1, 1]], steps_per_segment: 0 }],
    ]) {
      try {
        await computer[method]('b_none', params);
        refusals.push(null);
      } catch (error) {
        refusals.push(describe(error));
      }
    }
    const unsent = [...sent];
    const { session_id: id } = await client.browsers.create({ viewport: { width: 320, height: 200 } });
    let offScreen;
    try {
      await computer.batch(id, { actions: [{ type: 'move_mouse', move_mouse: { x: 20, y: 20 } }, { type: 'click_mouse', click_mouse: { x: 999, y: 1 } }] });
    } catch (error) {
      offScreen = describe(error);
    }
    const position = await computer.getMousePosition(id);
    await client.browsers.deleteByID(id);
    return { refusals, unsent, offScreen, position };
  });
  assert.deepEqual(
    result.refusals.map((e) => e && [e.name, e.path, e.rule]),
    [
      ['ValidationError', 'actions[1].click_mouse.x', 'range'],
      ['ValidationError', 'actions[0].type', 'enum'],
      ['ValidationError', 'actions[0].move_mouse', 'unknown_property'],
      ['ValidationError', 'button', 'enum'],
      ['ValidationError', 'delta_y', 'type'],
      ['ValidationError', 'steps_per_segment', 'range'],
    ],
  );
  assert.deepEqual(result.unsent, [], 'nothing was sent');
  assert.equal(result.offScreen.name, 'BadRequestError');
  assert.match(result.offScreen.message, /actions\[1\]\.click_mouse\.x/);
  assert.deepEqual(result.position, { x: 20, y: 20 }, 'the batch stopped at the click');
});

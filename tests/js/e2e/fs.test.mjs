// A browser session's files through the npm package in a real page: an
// upload (a multipart body made from a Blob, a typed array and an
// ArrayBuffer) read back byte for byte through readFile's Response; a
// missing file is a NotFoundError; a file that is no file is refused
// before anything is sent, naming its place.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inSdkPage, useDemo } from './harness.mjs';

const env = useDemo();

test('uploaded files read back byte for byte, and readFile answers the Response', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe }) => {
    const client = makeClient();
    const { session_id: id } = await client.browsers.create();
    try {
      const bytes = new Uint8Array([0, 255, 13, 10, 45, 45, 7]);
      await client.browsers.fs.upload(id, {
        files: [
          { dest_path: '/tmp/notes.txt', file: new Blob(['from a blob']) },
          { dest_path: '/tmp/data.bin', file: bytes },
          { dest_path: '/tmp/buffer.bin', file: bytes.buffer },
        ],
      });
      const fs = client.browsers.fs;
      const notes = await fs.readFile(id, { path: '/tmp/notes.txt' });
      const data = new Uint8Array(await (await fs.readFile(id, { path: '/tmp/data.bin' })).arrayBuffer());
      const buffer = new Uint8Array(await (await fs.readFile(id, { path: '/tmp/buffer.bin' })).arrayBuffer());
      let missing;
      try {
        await fs.readFile(id, { path: '/tmp/none' });
      } catch (error) {
        missing = describe(error);
      }
      return {
        isResponse: notes instanceof Response,
        type: notes.headers.get('content-type'),
        notes: await notes.text(),
        data: [...data],
        buffer: [...buffer],
        missing,
      };
    } finally {
      await client.browsers.deleteByID(id);
    }
  });
  assert.equal(result.isResponse, true);
  assert.equal(result.type, 'application/octet-stream');
  assert.equal(result.notes, 'from a blob');
  assert.deepEqual(result.data, [0, 255, 13, 10, 45, 45, 7]);
  assert.deepEqual(result.buffer, [0, 255, 13, 10, 45, 45, 7]);
  assert.equal(result.missing.name, 'NotFoundError');
});

test('an upload whose file is no file, or whose path is empty, is refused before sending', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe, sent }) => {
    const fs = makeClient().browsers.fs;
    const refusals = [];
    for (const files of [[{ dest_path: '/tmp/a', file: 'text is no file' }], [{ dest_path: '', file: new Blob(['x']) }], [{ file: new Blob(['x']) }]]) {
      try {
        await fs.upload('b_none', { files });
        refusals.push(null);
      } catch (error) {
        refusals.push(describe(error));
      }
    }
    let missing;
    try {
      await fs.upload('b_none');
    } catch (error) {
      missing = describe(error);
    }
    return { refusals, missing, sent: [...sent] };
  });
  assert.deepEqual(
    result.refusals.map((e) => [e.name, e.path, e.rule]),
    [
      ['ValidationError', 'files[0].file', 'type'],
      ['ValidationError', 'files[0].dest_path', 'min_length'],
      ['ValidationError', 'files[0].dest_path', 'required'],
    ],
  );
  assert.equal(result.missing.path, 'params');
  assert.deepEqual(result.sent, [], 'nothing was sent');
});

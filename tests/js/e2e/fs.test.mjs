// A browser session's files through the npm package in a real page: an
// upload (a multipart body made from a Blob, a typed array and an
// ArrayBuffer) and writeFile (the bytes as the body, from each kind the
// official SDK takes) read back byte for byte through readFile's Response;
// directories listed, described, moved, chmodded and deleted; a directory
// out as a zip (a Response) and back in; the service's refusals typed; a
// file that is no file, or a bad path, refused before anything is sent,
// naming its place.
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

test('writeFile sends a string, typed array, DataView, ArrayBuffer or Blob as the file, which the other calls then see', async () => {
  const result = await inSdkPage(env, async ({ makeClient }) => {
    const client = makeClient();
    const fs = client.browsers.fs;
    const { session_id: id } = await client.browsers.create();
    try {
      const bytes = new Uint8Array([1, 2, 250]);
      const written = [
        ['/w/text.txt', 'plain text'],
        ['/w/typed.bin', bytes],
        ['/w/view.bin', new DataView(bytes.buffer)],
        ['/w/buffer.bin', bytes.buffer],
        ['/w/blob.txt', new Blob(['a blob'])],
      ];
      for (const [path, contents] of written) await fs.writeFile(id, contents, { path, mode: '640' });
      const back = {};
      for (const [path] of written) back[path] = [...new Uint8Array(await (await fs.readFile(id, { path })).arrayBuffer())];
      const listed = await fs.listFiles(id, { path: '/w' });
      const info = await fs.fileInfo(id, { path: '/w/text.txt' });
      return { back, names: listed.map((e) => e.name), info };
    } finally {
      await client.browsers.deleteByID(id);
    }
  });
  const text = (s) => [...new TextEncoder().encode(s)];
  assert.deepEqual(result.back, {
    '/w/text.txt': text('plain text'),
    '/w/typed.bin': [1, 2, 250],
    '/w/view.bin': [1, 2, 250],
    '/w/buffer.bin': [1, 2, 250],
    '/w/blob.txt': text('a blob'),
  });
  assert.deepEqual(result.names, ['blob.txt', 'buffer.bin', 'text.txt', 'typed.bin', 'view.bin']);
  assert.equal(result.info.mode, '-rw-r-----');
  assert.equal(result.info.size_bytes, 10);
  assert.equal(result.info.is_dir, false);
});

test('directories move, change mode and delete by the rules; the service\'s refusals are typed', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe }) => {
    const client = makeClient();
    const fs = client.browsers.fs;
    const { session_id: id } = await client.browsers.create();
    const refusal = async (call) => {
      try {
        await call();
        return null;
      } catch (error) {
        return describe(error);
      }
    };
    try {
      await fs.createDirectory(id, { path: '/d/in', mode: '700' });
      await fs.writeFile(id, 'f', { path: '/d/in/f.txt' });
      await fs.move(id, { src_path: '/d/in', dest_path: '/e/moved' });
      const movedBack = await (await fs.readFile(id, { path: '/e/moved/f.txt' })).text();
      await fs.setFilePermissions(id, { path: '/e/moved/f.txt', mode: '755', owner: '1000', group: 'staff' });
      const mode = (await fs.fileInfo(id, { path: '/e/moved/f.txt' })).mode;
      await fs.createDirectory(id, { path: '/d/in' });
      const conflict = await refusal(() => fs.move(id, { src_path: '/e/moved', dest_path: '/d/in' }));
      const wrongKind = await refusal(() => fs.deleteFile(id, { path: '/e' }));
      await fs.deleteDirectory(id, { path: '/e' });
      const gone = await refusal(() => fs.fileInfo(id, { path: '/e/moved/f.txt' }));
      return { movedBack, mode, conflict, wrongKind, gone };
    } finally {
      await client.browsers.deleteByID(id);
    }
  });
  assert.equal(result.movedBack, 'f');
  assert.equal(result.mode, '-rwxr-xr-x');
  assert.equal(result.conflict.name, 'ConflictError');
  assert.equal(result.wrongKind.name, 'BadRequestError');
  assert.equal(result.gone.name, 'NotFoundError');
});

test('downloadDirZip answers the zip as a Response, and uploadZip extracts it elsewhere', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe }) => {
    const client = makeClient();
    const fs = client.browsers.fs;
    const { session_id: id } = await client.browsers.create();
    try {
      await fs.writeFile(id, 'alpha', { path: '/src/a.txt' });
      await fs.writeFile(id, 'beta', { path: '/src/deep/b.txt' });
      const response = await fs.downloadDirZip(id, { path: '/src' });
      const zip = await response.blob();
      const head = [...new Uint8Array(await zip.slice(0, 4).arrayBuffer())];
      await fs.uploadZip(id, { dest_path: '/copy', zip_file: zip });
      const copied = await (await fs.readFile(id, { path: '/copy/deep/b.txt' })).text();
      let damaged;
      try {
        await fs.uploadZip(id, { dest_path: '/copy', zip_file: new Uint8Array([80, 75, 3, 4]) });
      } catch (error) {
        damaged = describe(error);
      }
      return { isResponse: response instanceof Response, type: response.headers.get('content-type'), head, copied, damaged };
    } finally {
      await client.browsers.deleteByID(id);
    }
  });
  assert.equal(result.isResponse, true);
  assert.equal(result.type, 'application/zip');
  assert.deepEqual(result.head, [80, 75, 3, 4], 'a zip archive');
  assert.equal(result.copied, 'beta');
  assert.equal(result.damaged.name, 'BadRequestError');
  assert.match(result.damaged.message, /zip_file/);
});

test('a write whose contents are no bytes, or whose path is missing, is refused before sending', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe, sent }) => {
    const fs = makeClient().browsers.fs;
    const refusals = [];
    for (const [contents, query] of [[42, { path: '/a' }], [undefined, { path: '/a' }], ['x', {}], ['x', { path: '/a', mode: '' }]]) {
      try {
        await fs.writeFile('b_none', contents, query);
        refusals.push(null);
      } catch (error) {
        refusals.push(describe(error));
      }
    }
    return { refusals, sent: [...sent] };
  });
  assert.deepEqual(
    result.refusals.map((e) => [e.name, e.path, e.rule]),
    [
      ['ValidationError', 'contents', 'type'],
      ['ValidationError', 'contents', 'type'],
      ['ValidationError', 'path', 'required'],
      ['ValidationError', 'mode', 'min_length'],
    ],
  );
  assert.deepEqual(result.sent, [], 'nothing was sent');
});

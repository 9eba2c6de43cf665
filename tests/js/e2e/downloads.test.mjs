// Downloads through the npm package in a real page: the answer is the
// browser's `Response`, so the caller picks a Blob, an ArrayBuffer or the
// body's ReadableStream, and `onProgress` counts the bytes as the body's
// reader takes them, chunk by chunk, never holding the body whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inSdkPage, useDemo } from './harness.mjs';

const env = useDemo();

test('a download reports its bytes as the body streams, and the caller picks how to read it', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe }) => {
    const client = makeClient();
    const { session_id: id } = await client.browsers.create();
    try {
      const size = 3 * 1024 * 1024;
      const bytes = new Uint8Array(size).map((_, i) => (i * 7) % 251);
      await client.browsers.fs.upload(id, { files: [{ dest_path: '/tmp/big.bin', file: bytes }] });
      const fs = client.browsers.fs;
      const reports = [];
      const response = await fs.readFile(id, { path: '/tmp/big.bin' }, { onProgress: (p) => reports.push(p) });
      const beforeRead = reports.length;
      // Read as a stream, chunk by chunk.
      const reader = response.body.getReader();
      let received = 0;
      let same = true;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (let i = 0; i < value.length; i += 4099) same &&= value[i] === bytes[received + i];
        received += value.length;
      }
      const blob = await (await fs.readFile(id, { path: '/tmp/big.bin' })).blob();
      const buffer = await (await fs.readFile(id, { path: '/tmp/big.bin' })).arrayBuffer();
      // What onProgress throws errors the body's stream.
      const failing = await fs.readFile(id, { path: '/tmp/big.bin' }, {
        onProgress: ({ loaded }) => {
          if (loaded > 0) throw new Error('stop here');
        },
      });
      let thrown;
      try {
        const failingReader = failing.body.getReader();
        for (;;) if ((await failingReader.read()).done) break;
      } catch (error) {
        thrown = error.message;
      }
      let refused;
      try {
        await client.browsers.retrieve(id, {}, { onProgress: () => {} });
      } catch (error) {
        refused = describe(error);
      }
      return { size, beforeRead, reports, received, same, blobSize: blob.size, bufferSize: buffer.byteLength, thrown, refused };
    } finally {
      await client.browsers.deleteByID(id);
    }
  });
  assert.equal(result.beforeRead, 1, 'one report when the headers are in, before any byte is read');
  assert.deepEqual(result.reports[0], { loaded: 0, total: result.size });
  assert.ok(result.reports.length > 2, `several chunks reported (${result.reports.length})`);
  const loaded = result.reports.map((r) => r.loaded);
  assert.deepEqual(loaded, [...loaded].sort((a, b) => a - b), 'the count only grows');
  assert.deepEqual(result.reports.at(-1), { loaded: result.size, total: result.size });
  assert.equal(result.received, result.size);
  assert.equal(result.same, true, 'the streamed bytes are the file\'s');
  assert.equal(result.blobSize, result.size);
  assert.equal(result.bufferSize, result.size);
  assert.equal(result.thrown, 'stop here');
  assert.equal(result.refused.name, 'ValidationError', 'onProgress is a download\'s option, not a retrieve\'s');
});

test('a screenshot goes into an <img> with one line', async () => {
  const result = await inSdkPage(env, async ({ makeClient }) => {
    const client = makeClient();
    const { session_id: id } = await client.browsers.create();
    try {
      const img = document.createElement('img');
      // The line:
      img.src = URL.createObjectURL(await (await client.browsers.computer.captureScreenshot(id)).blob());
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    } finally {
      await client.browsers.deleteByID(id);
    }
  });
  assert.ok(result.width > 0 && result.height > 0, `the PNG decoded (${result.width}x${result.height})`);
});

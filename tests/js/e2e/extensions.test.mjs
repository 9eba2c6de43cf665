// Extensions through the npm package in a real page: a Chrome Web Store
// package (a Response of a zip), uploaded as a Blob under a name, read,
// listed, downloaded and deleted; an archive without a manifest is a
// BadRequestError naming the file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inSdkPage, useDemo } from './harness.mjs';

const env = useDemo();

test('a store package is uploaded, read, listed, downloaded and deleted', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe }) => {
    const client = makeClient();
    const url = 'https://chromewebstore.google.com/detail/ublock/cjpalhdlnbpafiamejdnhcphjbkeiagm';
    const store = await client.extensions.downloadFromChromeStore({ url, os: 'linux' });
    const pkg = new Uint8Array(await store.arrayBuffer());
    const name = `ext-${Math.random().toString(36).slice(2)}`;
    const created = await client.extensions.upload({ file: new Blob([pkg]), name });
    const read = await client.extensions.get(name);
    const listed = [];
    for await (const extension of client.extensions.list({ name })) listed.push(extension.id);
    const downloaded = new Uint8Array(await (await client.extensions.download(created.id)).arrayBuffer());
    await client.extensions.delete(name);
    let gone;
    try {
      await client.extensions.get(created.id);
    } catch (error) {
      gone = describe(error);
    }
    let refused;
    try {
      await client.extensions.upload({ file: new Blob(['not a zip']) });
    } catch (error) {
      refused = describe(error);
    }
    return {
      magic: [...pkg.slice(0, 4)],
      size: pkg.length,
      created,
      read,
      listed,
      same: downloaded.length === pkg.length && downloaded.every((b, i) => b === pkg[i]),
      gone,
      refused,
    };
  });
  assert.deepEqual(result.magic, [0x50, 0x4b, 3, 4]);
  assert.equal(result.created.size_bytes, result.size);
  assert.equal(result.read.id, result.created.id);
  assert.deepEqual(result.listed, [result.created.id]);
  assert.equal(result.same, true);
  assert.equal(result.gone.name, 'NotFoundError');
  assert.equal(result.refused.name, 'BadRequestError');
  assert.match(result.refused.message, /file/);
});

// Uploads take what a page has, through the npm package in a real page: a
// `File` picked in an `<input type=file>`, and a whole `<form>` as its
// `FormData` (its entries named as the multipart body names the members:
// `files[0][dest_path]`). A FormData is read back into members and checked
// as any params: a name the operation lacks is refused before sending.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSdkPage, useDemo } from './harness.mjs';

const env = useDemo();

test('a picked File and a form\'s FormData upload as they are, and a FormData with a stray entry is refused before sending', async () => {
  const page = await openSdkPage(env);
  try {
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.id = 'upload-form';
      form.innerHTML =
        '<input name="files[0][dest_path]" value="/tmp/from-form.txt"><input type="file" name="files[0][file]" id="form-file"><input type="file" id="picked">';
      document.body.append(form);
    });
    await page.setInputFiles('#picked', { name: 'picked.txt', mimeType: 'text/plain', buffer: Buffer.from('picked by a person') });
    await page.setInputFiles('#form-file', { name: 'form.bin', mimeType: 'application/octet-stream', buffer: Buffer.from([0, 1, 2, 254, 255]) });
    const result = await page.evaluate(async () => {
      const sent = [];
      const client = new window.sdk.Client({
        baseURL: `${location.origin}/api`,
        credentials: 'same-origin',
        maxRetries: 0,
        fetch: (url, init) => {
          sent.push(`${init.method} ${new URL(url).pathname}`);
          return fetch(url, init);
        },
      });
      const { session_id: id } = await client.browsers.create();
      try {
        const fs = client.browsers.fs;
        const picked = document.querySelector('#picked').files[0];
        await fs.upload(id, { files: [{ dest_path: '/tmp/picked.txt', file: picked }] });
        const form = document.querySelector('#upload-form');
        await fs.upload(id, new FormData(form));
        const stray = new FormData(form);
        stray.append('files[0][colour]', 'blue');
        const before = sent.length;
        let refused;
        try {
          await fs.upload(id, stray);
        } catch (error) {
          refused = { name: error.name, path: error.path, message: error.message };
        }
        const sentForStray = sent.length - before;
        return {
          picked: await (await fs.readFile(id, { path: '/tmp/picked.txt' })).text(),
          fromForm: [...new Uint8Array(await (await fs.readFile(id, { path: '/tmp/from-form.txt' })).arrayBuffer())],
          refused,
          sentForStray,
        };
      } finally {
        await client.browsers.deleteByID(id);
      }
    });
    assert.equal(result.picked, 'picked by a person');
    assert.deepEqual(result.fromForm, [0, 1, 2, 254, 255]);
    assert.equal(result.refused?.name, 'ValidationError');
    assert.equal(result.refused.path, 'files[0].colour', result.refused.message);
    assert.equal(result.sentForStray, 0, 'nothing was sent');
  } finally {
    await page.context().close();
  }
});

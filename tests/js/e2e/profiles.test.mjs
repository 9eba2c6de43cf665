// Browser profiles through the npm package in a real page: created, found by
// id and by name, renamed, listed, downloaded as a Response, deleted; an
// empty new name is refused unsent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inSdkPage, useDemo } from './harness.mjs';

const env = useDemo();

test('a profile is kept by id and name until deleted, and downloads as a tar', async () => {
  const result = await inSdkPage(env, async ({ makeClient, describe }) => {
    const client = makeClient();
    const name = `profile-${Math.random().toString(36).slice(2)}`;
    const created = await client.profiles.create({ name });
    const byName = await client.profiles.retrieve(name);
    const renamed = await client.profiles.update(created.id, { name: `${name}-2` });
    const listed = [];
    for await (const profile of client.profiles.list({ name: `${name}-2` })) listed.push(profile.id);
    const response = await client.profiles.download(created.id, { format: 'tar' });
    const tar = new Uint8Array(await response.arrayBuffer());
    await client.profiles.delete(created.id);
    let gone;
    try {
      await client.profiles.retrieve(created.id);
    } catch (error) {
      gone = describe(error);
    }
    let empty;
    try {
      await client.profiles.update(created.id, { name: '' });
    } catch (error) {
      empty = describe(error);
    }
    return {
      created,
      byName,
      renamed,
      listed,
      isResponse: response instanceof Response,
      magic: new TextDecoder().decode(tar.slice(257, 262)),
      gone,
      empty,
    };
  });
  assert.equal(result.byName.id, result.created.id);
  assert.equal(result.renamed.name, `${result.created.name}-2`);
  assert.deepEqual(result.listed, [result.created.id]);
  assert.equal(result.isResponse, true);
  assert.equal(result.magic, 'ustar');
  assert.equal(result.gone.name, 'NotFoundError');
  assert.match(result.empty.message, /name/);
  assert.equal(result.empty.status, undefined, 'refused before sending');
});

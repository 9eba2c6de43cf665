// Browsers under the concurrency caps, through the npm package in a real
// page against a private simulator (its organization's limit is changed
// here, so no other test file sees it). service-api.md, Limits 1 to 3: a
// project runs under its own override, else the organization's default
// per-project cap, else none, and never above the organization's limit;
// 0 clears a cap. A browser beyond a cap is refused with 429
// `concurrency_limit_exceeded`: a `RateLimitError`, as the official SDK
// names 429s, which the caller retries later (nothing is retried here:
// the page's client has no retries).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeErrorSource, usePrivateDemo } from './harness.mjs';

const KEY = `sk_test_caps_${Math.random().toString(36).slice(2, 10)}`;
const env = usePrivateDemo({ key: KEY, seed: 3 });

test('browsers start under the caps in the order the service resolves them, and one beyond is a typed 429', async () => {
  assert.equal((await env.sim.call('PATCH', '/_sim/org', { max_concurrent_sessions: 3 })).status, 200);
  const page = await env.newPage();
  await page.goto(`${env.origin}/config.json`);
  await page.evaluate(`window.describeError = ${describeErrorSource}; true`);
  const result = await page.evaluate(
    async ({ baseURL, key }) => {
      const sdk = await import('/pkg/browser_cloud_sdk.js');
      await sdk.default();
      window.sdk = sdk;
      const org = new sdk.Client({ baseURL, apiKey: key, maxRetries: 0 });
      const inProject = (projectID) => new sdk.Client({ baseURL, apiKey: key, projectID, maxRetries: 0 });
      const outcome = (promise) =>
        promise.then(
          (browser) => ({ started: browser.session_id }),
          (error) => ({ refused: window.describeError(error) }),
        );
      const steps = {};
      const a = await org.projects.create({ name: `caps-a-${Date.now()}` });
      const b = await org.projects.create({ name: `caps-b-${Date.now()}` });
      const inA = inProject(a.id);
      const inB = inProject(b.id);
      // No per-project cap: the organization's 3.
      const first = [await outcome(inA.browsers.create()), await outcome(inA.browsers.create())];
      steps.third = await outcome(inB.browsers.create());
      steps.beyondOrg = await outcome(inB.browsers.create());
      await inA.browsers.deleteByID(first[0].started);
      await inA.browsers.deleteByID(first[1].started);
      // The default per-project cap applies to every project.
      await org.organization.limits.update({ default_project_max_concurrent_sessions: 1 });
      steps.beyondDefault = await outcome(inB.browsers.create());
      // A project's override beats the default.
      await org.projects.limits.update(b.id, { max_concurrent_sessions: 2 });
      steps.underOverride = await outcome(inB.browsers.create());
      steps.beyondOverride = await outcome(inB.browsers.create());
      // An override above the organization's limit does not lift it.
      await org.projects.limits.update(b.id, { max_concurrent_sessions: 5 });
      steps.inA = await outcome(inA.browsers.create());
      steps.beyondOrgAgain = await outcome(inB.browsers.create());
      // 0 clears the override: the default (1) applies again, which B is over.
      const cleared = await org.projects.limits.update(b.id, { max_concurrent_sessions: 0 });
      await inA.browsers.deleteByID(steps.inA.started);
      steps.beyondClearedOverride = await outcome(inB.browsers.create());
      await org.organization.limits.update({ default_project_max_concurrent_sessions: 0 });
      steps.afterClearing = await outcome(inB.browsers.create());
      for (const client of [inA, inB]) {
        for await (const browser of client.browsers.list()) await client.browsers.deleteByID(browser.session_id);
      }
      return { steps, clearedCap: cleared.max_concurrent_sessions ?? null };
    },
    { baseURL: env.sim.url, key: KEY },
  );
  await page.context().close();
  const { steps } = result;
  const refusedAt429 = (step, name) => {
    assert.equal(step.refused?.name, 'RateLimitError', `${name}: ${JSON.stringify(step)}`);
    assert.equal(step.refused.status, 429, name);
    assert.equal(step.refused.code, 'concurrency_limit_exceeded', name);
  };
  assert.ok(steps.third.started, 'the third browser fits the organization\'s 3');
  refusedAt429(steps.beyondOrg, 'a fourth passes the organization\'s limit');
  refusedAt429(steps.beyondDefault, 'B runs one browser, the default cap');
  assert.ok(steps.underOverride.started, 'the override (2) lets B start a second');
  refusedAt429(steps.beyondOverride, 'a third passes the override');
  assert.ok(steps.inA.started, 'A starts one under the default cap, and the organization runs 3');
  refusedAt429(steps.beyondOrgAgain, 'an override of 5 does not lift the organization\'s 3');
  assert.equal(result.clearedCap, null, '0 cleared the override');
  refusedAt429(steps.beyondClearedOverride, 'without its override, B is back under the default of 1 and runs 2');
  assert.ok(steps.afterClearing.started, 'with the default cleared too, only the organization\'s limit applies');
});

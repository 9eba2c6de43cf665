// ManagedAuthSession in a real Chromium page of the demo server: the page
// holds no key; the test (the "backend", with the org key) starts a login and
// hands the page its hosted_url, and the page drives the login through the
// session, talking to the simulator directly with the exchanged token.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { callSimulator, openSdkPage, profileFor, simulator, useDemo } from './harness.mjs';

const env = useDemo();

// A connection for `domain` whose login the backend started; answers its id
// and hosted_url. Deleted after the test by profileFor.
async function startLogin(t, domain) {
  const created = await callSimulator('POST', '/auth/connections', { domain, profile_name: profileFor(t, 'session') });
  assert.equal(created.status, 201, 'connection created');
  const login = await callSimulator('POST', `/auth/connections/${created.body.id}/login`, {});
  assert.ok(login.status < 300, `login started (${login.status})`);
  const code = new URL(login.body.hosted_url).searchParams.get('code');
  assert.ok(code, 'the hosted_url carries a code');
  assert.ok(login.body.live_view_url, 'the login answers a live view');
  return { id: created.body.id, hostedUrl: login.body.hosted_url, code, liveView: login.body.live_view_url };
}

// An SDK page whose console messages and request URLs are recorded, with
// helpers installed as `window.kit`: `open(hostedUrl, options)` (a session
// through a fetch that records each request's URL and Authorization header
// in `kit.sent`), `describe(error)` (an error as plain data), and
// `credentials` (the simulated site's identifier and password).
async function sessionPage() {
  const page = await openSdkPage(env);
  page.consoleMessages = [];
  page.requestUrls = [];
  page.on('console', (message) => page.consoleMessages.push(message.text()));
  page.on('request', (request) => page.requestUrls.push(request.url()));
  await page.evaluate((simUrl) => {
    const sent = [];
    window.kit = {
      sent,
      credentials: { identifier: 'user@example.com', password: 'correct-password' },
      open: (hostedUrl, options = {}) =>
        window.sdk.ManagedAuthSession.fromHostedUrl(hostedUrl, {
          baseURL: simUrl,
          fetch: (url, init) => {
            sent.push({ url, authorization: init.headers.get('authorization') ?? '' });
            return fetch(url, init);
          },
          ...options,
        }),
      describe: (error) => ({
        classes: Object.keys(window.sdk).filter((name) => /Error$/.test(name) && error instanceof window.sdk[name]),
        name: error.name,
        message: error.message,
        status: error.status,
        code: error.code,
        path: error.path,
        text: `${error} ${error.stack ?? ''} ${JSON.stringify(error)}`,
      }),
    };
  }, simulator().url);
  return page;
}

// Runs `body` (source text, given `sdk`, `kit` and `arg`) in the page.
function run(page, body, arg) {
  return page.evaluate(
    ({ source, arg }) => new Function(`return (${source})`)()({ sdk: window.sdk, kit: window.kit, arg }),
    { source: body.toString(), arg },
  );
}

test('a session refuses bad watch and submit options, naming them, and sends nothing for them; good ones are used', async (t) => {
  const login = await startLogin(t, 'session.example.com');
  const page = await sessionPage();
  try {
    const result = await run(
      page,
      async ({ kit, arg }) => {
        const session = await kit.open(arg.hostedUrl, { timeout: 30000, pollInterval: 50, stream: 'fetch' });
        const afterOpen = kit.sent.length;
        const outcomes = {};
        try {
          session.watch({ signal: 'stop' });
          outcomes.watch = 'accepted';
        } catch (error) {
          outcomes.watch = kit.describe(error);
        }
        const attempts = {
          submitUnknown: () => session.submitFields(kit.credentials, { retries: 1 }),
          submitType: () => session.submit({ fields: kit.credentials }, { timeout: '5s' }),
          chooseNotObject: () => session.choose('sso', 5),
        };
        for (const [label, run] of Object.entries(attempts)) {
          const pending = run();
          outcomes[`${label}Pending`] = typeof pending?.then === 'function';
          outcomes[label] = await pending.then(() => 'accepted', (error) => kit.describe(error));
        }
        const sentForBad = kit.sent.length - afterOpen;
        // A watch with a signal: aborted after its first state, it ends.
        const stop = new AbortController();
        let states = 0;
        try {
          for await (const state of session.watch({ signal: stop.signal })) {
            states += 1;
            if (state) stop.abort();
          }
        } catch (error) {
          outcomes.aborted = error.name;
        }
        session.close();
        return { outcomes, sentForBad, states };
      },
      { hostedUrl: login.hostedUrl },
    );
    const expected = {
      watch: ['watchOptions.signal', 'must be an AbortSignal'],
      submitUnknown: ['requestOptions.retries', 'is not a known option'],
      submitType: ['requestOptions.timeout', 'must be a non-negative integer'],
      chooseNotObject: ['requestOptions', 'must be an object'],
    };
    for (const [label, [path, rule]] of Object.entries(expected)) {
      const error = result.outcomes[label];
      assert.equal(error?.message, `${path}: ${rule}`, label);
      assert.equal(error.path, path, label);
      assert.ok(error.classes.includes('ValidationError'), label);
    }
    assert.deepEqual([result.outcomes.submitUnknownPending, result.outcomes.submitTypePending, result.outcomes.chooseNotObjectPending], [true, true, true], 'submits reject');
    assert.equal(result.sentForBad, 0, 'nothing sent for refused options');
    assert.equal(result.states, 1, 'the watch with a signal read its first state');
    assert.equal(result.outcomes.aborted, 'APIUserAbortError', 'and its abort ended it');
  } finally {
    await page.context().close();
  }
});

// The exchanges the simulator received for connection `id`.
async function exchangesOf(id) {
  const log = await callSimulator('GET', '/_sim/requests');
  assert.equal(log.status, 200, 'the request log is readable');
  return log.body.filter((entry) => entry.method === 'POST' && entry.path === `/auth/connections/${id}/exchange`).length;
}

test('a hosted_url off the service\'s origins, or over http on another origin, is refused before anything is sent; an added origin passes', async (t) => {
  const login = await startLogin(t, 'origin.example.com');
  const page = await sessionPage();
  const sim = new URL(simulator().url);
  // The simulator under its other loopback name: another origin, over http.
  const otherName = `http://${sim.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${sim.port}`;
  const rest = login.hostedUrl.slice(sim.origin.length);
  try {
    const result = await run(
      page,
      async ({ kit, arg }) => {
        const outcome = (promise) => promise.then(() => 'accepted', kit.describe);
        const refused = {
          foreign: await outcome(kit.open(`https://phish.example${arg.rest}`)),
          http: await outcome(kit.open(`${arg.otherName}${arg.rest}`)),
          lookalike: await outcome(kit.open(`https://app.onkernel.com.phish.example${arg.rest}`)),
          notAnArray: await outcome(kit.open(arg.hostedUrl, { allowedOrigins: arg.otherName })),
          notAString: await outcome(kit.open(arg.hostedUrl, { allowedOrigins: [arg.otherName, 5] })),
          notAnOrigin: await outcome(kit.open(arg.hostedUrl, { allowedOrigins: ['https://ok.example', `${arg.otherName}/hosted`] })),
          httpNotLoopback: await outcome(kit.open(arg.hostedUrl, { allowedOrigins: ['http://phish.example'] })),
        };
        const sentWhileRefused = kit.sent.length;
        const session = await kit.open(`${arg.otherName}${arg.rest}`, { allowedOrigins: [arg.otherName] });
        const allows = {
          liveView: session.allows(arg.liveView),
          otherName: session.allows(`${arg.otherName}/live/b_1`),
          service: session.allows('https://live.onkernel.com/browser/b_1?jwt=x'),
          foreign: session.allows('https://phish.example/live/b_1'),
          serviceOverHttp: session.allows('http://live.onkernel.com/browser/b_1'),
          relative: session.allows('/live/b_1'),
          notAString: session.allows(new URL(arg.liveView)),
        };
        session.close();
        return { refused, sentWhileRefused, allows, afterClose: session.allows(arg.liveView) };
      },
      { hostedUrl: login.hostedUrl, rest, otherName, liveView: login.liveView },
    );
    for (const label of ['foreign', 'http', 'lookalike']) {
      const error = result.refused[label];
      assert.ok(error.classes.includes('ValidationError'), label);
      assert.equal(error.code, 'invalid_input', label);
      assert.equal(error.path, 'hosted_url', label);
      assert.ok(!error.text.includes(login.code), `${label}: the code is not in the error`);
      assert.ok(!error.text.includes(rest), `${label}: the URL is not in the error`);
    }
    const options = {
      notAnArray: 'options.allowedOrigins',
      notAString: 'options.allowedOrigins[1]',
      notAnOrigin: 'options.allowedOrigins[1]',
      httpNotLoopback: 'options.allowedOrigins[0]',
    };
    for (const [label, path] of Object.entries(options)) {
      assert.ok(result.refused[label].classes.includes('ValidationError'), label);
      assert.equal(result.refused[label].path, path, label);
    }
    assert.equal(result.sentWhileRefused, 0, 'the page sent nothing for a refused URL or option');
    assert.equal(await exchangesOf(login.id), 1, 'the simulator saw one exchange: the allowed one, which the unspent code passed');
    assert.deepEqual(result.allows, {
      liveView: true,
      otherName: true,
      service: true,
      foreign: false,
      serviceOverHttp: false,
      relative: false,
      notAString: false,
    });
    assert.equal(result.afterClose, true, 'a closed session still answers the check');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('fromHostedUrl, watch and submitFields log in with a password; each state is a change and the watch ends with the final record', async (t) => {
  const login = await startLogin(t, 'session.example.com');
  const page = await sessionPage();
  try {
    const result = await run(
      page,
      async ({ kit, arg }) => {
        const session = await kit.open(arg.hostedUrl);
        const before = { state: session.state, prompt: session.prompt, connectionId: session.connectionId };
        const states = [];
        let prompted = null;
        for await (const state of session.watch()) {
          states.push({ status: state.status, flow_status: state.flow_status, flow_step: state.flow_step, json: JSON.stringify(state) });
          const prompt = session.prompt;
          if (!prompted && prompt.fields.length > 0) {
            prompted = prompt;
            const answer = await session.submitFields(kit.credentials);
            if (!answer.accepted) throw new Error('not accepted');
          }
        }
        return { before, states, prompted, after: { state: session.state, prompt: session.prompt } };
      },
      { hostedUrl: login.hostedUrl },
    );
    assert.deepEqual(result.before, { state: undefined, prompt: undefined, connectionId: login.id });
    const { states, prompted } = result;
    assert.equal(states[0].flow_status, 'IN_PROGRESS', 'the current state first');
    assert.ok(states.slice(1).every((s, i) => s.json !== states[i].json), 'each state is a change');
    assert.deepEqual(
      prompted.fields.map((f) => [f.id, f.type, f.autocomplete, f.required]),
      [
        ['identifier', 'text', 'username', true],
        ['password', 'password', 'current-password', true],
      ],
    );
    assert.equal(prompted.status, 'IN_PROGRESS');
    assert.equal(prompted.step, 'AWAITING_INPUT');
    assert.deepEqual(prompted.choices, []);
    assert.ok(!Number.isNaN(Date.parse(prompted.expires_at)), 'the flow expiry');
    const last = states.at(-1);
    assert.deepEqual([last.status, last.flow_status, last.flow_step], ['AUTHENTICATED', 'SUCCESS', 'COMPLETED']);
    assert.equal(JSON.stringify(result.after.state), last.json, 'state is the last state yielded');
    assert.equal(result.after.prompt.status, 'SUCCESS');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('choose picks an MFA method from the prompt (with its masked destination), then the code completes the login', async (t) => {
  const login = await startLogin(t, 'mfa.example.com');
  const page = await sessionPage();
  try {
    const result = await run(
      page,
      async ({ kit, arg }) => {
        const session = await kit.open(arg.hostedUrl);
        const seen = { choices: null, code: null };
        let submitted = false;
        let last;
        for await (const state of session.watch()) {
          last = state;
          const prompt = session.prompt;
          if (!submitted && prompt.fields.some((f) => f.id === 'password')) {
            submitted = true;
            await session.submitFields(kit.credentials);
          } else if (!seen.choices && prompt.choices.length > 0) {
            seen.choices = prompt.choices;
            await session.choose(prompt.choices.find((c) => c.id === 'sms'));
          } else if (!seen.code && prompt.fields.some((f) => f.id === 'code')) {
            seen.code = prompt.fields[0];
            await session.submitFields({ code: '123456' });
          }
        }
        return { seen, last: { status: last.status, flow_status: last.flow_status } };
      },
      { hostedUrl: login.hostedUrl },
    );
    assert.deepEqual(result.seen.choices, [
      { id: 'sms', kind: 'choice', label: 'Text message', description: null, masked_destination: '***-***-0142' },
      { id: 'totp', kind: 'choice', label: 'Authenticator app', description: null, masked_destination: null },
    ]);
    assert.equal(result.seen.code.type, 'code');
    assert.equal(result.seen.code.autocomplete, 'one-time-code');
    assert.match(result.seen.code.hint, /\*\*\*-\*\*\*-0142/);
    assert.deepEqual(result.last, { status: 'AUTHENTICATED', flow_status: 'SUCCESS' });
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('an expired token rejects the watch and submits with SessionExpiredError, an AuthenticationError with code session_expired', async (t) => {
  const login = await startLogin(t, 'expired.example.com');
  const page = await sessionPage();
  try {
    await run(
      page,
      async ({ kit, arg }) => {
        window.session = await kit.open(arg.hostedUrl);
        window.watch = window.session.watch();
        await window.watch.next();
      },
      { hostedUrl: login.hostedUrl },
    );
    // The token lasts 10 simulated minutes.
    const clock = await callSimulator('POST', '/_sim/clock', { advance_seconds: 601 });
    assert.equal(clock.status, 200, 'the clock moved');
    const result = await run(page, async ({ kit }) => {
      const outcome = (promise) => promise.then(() => null, kit.describe);
      const watched = await outcome(window.watch.next());
      const after = await window.watch.next();
      const submitted = await outcome(window.session.submitFields(kit.credentials));
      return { watched, after, submitted };
    });
    for (const error of [result.watched, result.submitted]) {
      assert.ok(error, 'rejected');
      assert.deepEqual(error.classes.sort(), ['APIError', 'AuthenticationError', 'SessionExpiredError']);
      assert.equal(error.name, 'SessionExpiredError');
      assert.equal(error.code, 'session_expired');
      assert.equal(error.status, 401);
    }
    assert.equal(result.after.done, true, 'the watch is over');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('close() ends a watch that waits on the network at once; later calls reject and new watches end', async (t) => {
  const login = await startLogin(t, 'closed.example.com');
  const page = await sessionPage();
  try {
    const result = await run(
      page,
      async ({ kit, sdk, arg }) => {
        const session = await kit.open(arg.hostedUrl);
        const watch = session.watch();
        for (;;) {
          const { done } = await watch.next();
          if (done) throw new Error('ended early');
          if (session.prompt.fields.length > 0) break;
        }
        const started = performance.now();
        const waiting = watch.next();
        setTimeout(() => session.close(), 200);
        const ended = await waiting;
        const waited = performance.now() - started;
        session.close();
        let later;
        try {
          await session.submitFields(kit.credentials);
        } catch (error) {
          later = error instanceof sdk.APIUserAbortError;
        }
        const fresh = await session.watch().next();
        return { ended, waited, later, fresh };
      },
      { hostedUrl: login.hostedUrl },
    );
    assert.equal(result.ended.done, true, 'the waiting next() resolved as done');
    assert.ok(result.waited < 1500, `it ended at the close (${Math.round(result.waited)} ms)`);
    assert.equal(result.later, true, 'a closed session sends nothing');
    assert.equal(result.fresh.done, true);
    // The simulator notices a client leaving within milliseconds.
    const events = `/auth/connections/${login.id}/events`;
    let mine = [];
    for (let tries = 0; tries < 100; tries += 1) {
      const streams = await callSimulator('GET', '/_sim/streams');
      mine = streams.body.streams.filter((s) => s.path === events);
      if (mine.length > 0 && mine.every((s) => !s.open)) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.ok(mine.length > 0 && mine.every((s) => !s.open), 'the simulator saw the stream close');
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

test('the token, the handoff code and the live view stay out of storage, cookies, page and request URLs, console messages and errors', async (t) => {
  const login = await startLogin(t, 'secret.example.com');
  const page = await sessionPage();
  try {
    const result = await run(
      page,
      async ({ kit, arg }) => {
        const session = await kit.open(arg.hostedUrl);
        let liveView = '';
        for await (const state of session.watch()) {
          liveView ||= state.live_view_url ?? '';
          if (state.flow_step === 'AWAITING_INPUT' && session.prompt.fields.length > 0) await session.submitFields(kit.credentials);
        }
        const outcome = (promise) => promise.then(() => null, kit.describe);
        const reused = await outcome(kit.open(arg.hostedUrl));
        const malformed = await outcome(kit.open(arg.hostedUrl.replace(/\/hosted\/[^?]*/, '/')));
        const eventsource = await outcome(kit.open(arg.hostedUrl, { stream: 'eventsource' }));
        const token = kit.sent.map((s) => s.authorization).find((a) => a.startsWith('Bearer '))?.slice(7) ?? '';
        return {
          token,
          liveView,
          urls: kit.sent.map((s) => s.url),
          storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
          cookie: document.cookie,
          href: location.href,
          history: history.length,
          reused,
          malformed,
          eventsource,
          session: JSON.stringify(session) + String(session) + Object.keys(session).join(),
        };
      },
      { hostedUrl: login.hostedUrl },
    );
    const { token } = result;
    assert.equal(token.split('.').length, 3, 'the session sent a JWT');
    assert.ok(result.urls.some((url) => url.endsWith(`/auth/connections/${login.id}/exchange`)), 'the code was exchanged');
    assert.equal(result.reused.code, 'invalid_handoff_code', 'a code works once');
    assert.equal(result.malformed.code, 'invalid_input');
    assert.equal(result.malformed.path, 'hosted_url');
    assert.equal(result.eventsource.path, 'stream', 'eventsource cannot carry the token');
    const places = {
      'localStorage and sessionStorage': result.storage,
      'document.cookie': result.cookie,
      'the page URL': `${result.href} ${page.url()}`,
      'request URLs': [...result.urls, ...page.requestUrls].join(' '),
      'console messages': page.consoleMessages.join('\n'),
      'errors': [result.reused, result.malformed, result.eventsource].map((e) => e.text + e.message).join(' '),
      'the session object': result.session,
    };
    assert.equal(result.liveView, login.liveView, 'the states carried the live view');
    for (const [place, text] of Object.entries(places)) {
      assert.ok(!text.includes(token), `the token is not in ${place}`);
      assert.ok(!text.includes(login.code), `the handoff code is not in ${place}`);
      assert.ok(!text.includes(login.liveView), `the live view is not in ${place}`);
    }
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
  }
});

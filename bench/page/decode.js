// Decode+validate against JSON.parse: the same canned bodies through raw
// fetch, our client and the official SDK, with the network taken out.
import { cannedJson } from './canned.js';
import { ours, theirs } from './contenders.js';
import { compare } from './measure.js';

// Every result is stored here, so that no call can be optimised away.
let sink;

// The call each body is read with, for a client of either SDK.
function method(client, name) {
  switch (name) {
    case 'retrieve':
      return () => client.auth.connections.retrieve('ac_123');
    case 'connections':
      return () => client.auth.connections.list();
    default:
      return () => client.projects.list();
  }
}

/** Milliseconds per call of (a) JSON.parse, (b) raw fetch+json, (c) ours, (d) official, per body. */
export async function decode(bodies) {
  const results = {};
  for (const [name, body] of Object.entries(bodies)) {
    const fetch = cannedJson(body.bytes, body.list);
    const client = { apiKey: 'sk_bench', baseURL: 'http://bench.invalid', fetch };
    const mine = method(ours(client), body.method);
    const official = method(theirs(client), body.method);
    const rawUrl = 'http://bench.invalid/x';
    // A check first: every contender reads the same items.
    const size = (value) => (Array.isArray(value) ? value.length : value.items ? value.items.length : 1);
    const expected = Array.isArray(body.value) ? body.value.length : 1;
    for (const [who, run] of [['ours', mine], ['official', official]]) {
      const got = size(await run());
      if (got !== expected) throw new Error(`${who} read ${got} items of ${name}, expected ${expected}`);
    }
    // A large body takes tens of ms a call: a call or two a round, and more
    // rounds, as its median moves most from run to run.
    const rounds = body.large ? { runs: 21, warmup: 3, min: 1 } : {};
    results[name] = {
      bytes: body.bytes.length,
      ...(await compare({
        parse: async () => {
          sink = JSON.parse(body.text);
        },
        raw: async () => {
          sink = await (await fetch(rawUrl)).json();
        },
        ours: async () => {
          sink = await mine();
        },
        official: async () => {
          sink = await official();
        },
      }, rounds)),
    };
  }
  return results;
}

// Overhead on a real fetch: sequential retrieves of one connection from the
// simulator over loopback, raw fetch+json against each SDK.
import { ours, theirs } from './contenders.js';
import { median } from './measure.js';

// The browser calls our client makes for a retrieve, by hand: the headers
// as pairs, `credentials` and `redirect: 'error'`, an `AbortController`'s
// signal (its timeout is on one timer shared by every request, armed once),
// the body read as text then parsed. What this costs over raw
// is the browser's part of ours; the rest is the SDK's.
async function sameCalls(url, authorization) {
  const controller = new AbortController();
  const headers = [['authorization', authorization], ['accept', 'application/json']];
  const response = await fetch(url, { method: 'GET', headers, credentials: 'same-origin', redirect: 'error', signal: controller.signal });
  return JSON.parse(await response.text());
}

// One retrieve of connection `id` per contender.
function retrievers({ apiKey, baseURL, id }) {
  const mine = ours({ apiKey, baseURL });
  const official = theirs({ apiKey, baseURL });
  const url = `${baseURL}/auth/connections/${id}`;
  const init = { headers: { authorization: `Bearer ${apiKey}` } };
  return {
    raw: async () => (await fetch(url, init)).json(),
    calls: () => sameCalls(url, `Bearer ${apiKey}`),
    ours: () => mine.auth.connections.retrieve(id),
    official: () => official.auth.connections.retrieve(id),
  };
}

/** `count` sequential retrieves by contender `who` alone, for the runner's CPU profile. */
export async function overheadCalls({ who, count, ...args }) {
  const retrieve = retrievers(args)[who];
  for (let i = 0; i < count; i++) {
    const record = await retrieve();
    if (record.id !== args.id) throw new Error(`${who} read connection ${record.id}, expected ${args.id}`);
  }
  return count;
}

/**
 * Median milliseconds per retrieve of connection `id` for each contender:
 * `count` requests each after `warmup` untimed ones, interleaved one request
 * at a time (the order rotating) so that load on the machine hits all alike.
 */
export async function overhead({ apiKey, baseURL, id, count = 1000, warmup = 50 }) {
  const contenders = retrievers({ apiKey, baseURL, id });
  const names = Object.keys(contenders);
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < warmup + count; i++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(i + k) % names.length];
      const start = performance.now();
      const record = await contenders[name]();
      const ms = performance.now() - start;
      if (record.id !== id) throw new Error(`${name} read connection ${record.id}, expected ${id}`);
      if (i >= warmup) samples[name].push(ms);
    }
  }
  return Object.fromEntries(names.map((name) => [name, { requests: samples[name].length, median: median(samples[name]) }]));
}

// Overhead on a real fetch: sequential retrieves of one connection from the
// simulator over loopback, raw fetch+json against each SDK.
import { ours, theirs } from './contenders.js';
import { median } from './measure.js';

/**
 * Median milliseconds per retrieve of connection `id` for each contender,
 * over `runs` interleaved rounds of `count` requests after one warm-up round.
 */
export async function overhead({ apiKey, baseURL, id, count = 200, runs = 5 }) {
  const mine = ours({ apiKey, baseURL });
  const official = theirs({ apiKey, baseURL });
  const url = `${baseURL}/auth/connections/${id}`;
  const init = { headers: { authorization: `Bearer ${apiKey}` } };
  const contenders = {
    raw: async () => (await fetch(url, init)).json(),
    ours: () => mine.auth.connections.retrieve(id),
    official: () => official.auth.connections.retrieve(id),
  };
  const samples = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
  const names = Object.keys(contenders);
  for (let round = 0; round <= runs; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length];
      for (let i = 0; i < count; i++) {
        const start = performance.now();
        const record = await contenders[name]();
        const ms = performance.now() - start;
        if (record.id !== id) throw new Error(`${name} read connection ${record.id}, expected ${id}`);
        if (round > 0) samples[name].push(ms);
      }
    }
  }
  return Object.fromEntries(names.map((name) => [name, { requests: samples[name].length, median: median(samples[name]) }]));
}

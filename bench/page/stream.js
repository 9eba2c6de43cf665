// Event streams: events per second for a raw fetch with a minimal line
// parser, a raw fetch with eventsource-parser (a complete SSE parser, as
// hand-written clients use), our client and the official SDK, on the same
// SSE bytes.
import { createParser } from 'eventsource-parser';
import { ours, theirs } from './contenders.js';
import { median } from './measure.js';

const query = { source: 'path', path: '/var/log/app.log' };

// What every event of each kind of stream carries, which each reader checks
// it read: a log line's message, a telemetry event's type.
const carries = {
  logs: (event) => typeof event.message === 'string',
  telemetry: (event) => typeof event.event?.type === 'string',
};

/** Raw fetch and the smallest parser that works: split on \n, JSON.parse each `data:` line. */
export async function rawEvents(response, kind = 'logs') {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  let count = 0;
  let last;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const lines = (rest + decoder.decode(value, { stream: true })).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      if (line.startsWith('data:')) {
        last = JSON.parse(line.slice(5));
        count++;
      }
    }
  }
  if (count && !carries[kind](last)) throw new Error('raw parser read no event');
  return count;
}

/** Raw fetch and eventsource-parser: `JSON.parse` of each event's data. */
export async function parserEvents(response, kind = 'logs') {
  let count = 0;
  let last;
  const parser = createParser({
    onEvent(event) {
      last = JSON.parse(event.data);
      count++;
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  if (count && !carries[kind](last)) throw new Error('eventsource-parser read no event');
  return count;
}

async function countEvents(iterable, kind) {
  let count = 0;
  let last;
  for await (const event of iterable) {
    last = event;
    count++;
  }
  if (count && !carries[kind](last)) throw new Error('stream yielded no event');
  return count;
}

/**
 * The four readers of a stream of browser `id`, each resolving to its
 * event count: its log stream (`kind` `logs`, the default) or its
 * telemetry stream (`telemetry`).
 */
export function readers({ apiKey, baseURL, fetch, id, kind = 'logs' }) {
  const mine = ours({ apiKey, baseURL, fetch });
  const official = theirs({ apiKey, baseURL, fetch });
  const url =
    kind === 'logs'
      ? `${baseURL}/browsers/${id}/logs/stream?source=path&path=${encodeURIComponent(query.path)}`
      : `${baseURL}/browsers/${id}/telemetry/stream`;
  const open = () => (fetch ?? globalThis.fetch)(url, { headers: { authorization: `Bearer ${apiKey}`, accept: 'text/event-stream' } });
  const stream = (client) => (kind === 'logs' ? client.browsers.logs.stream(id, query) : client.browsers.telemetry.stream(id));
  return {
    raw: async () => rawEvents(await open(), kind),
    parser: async () => parserEvents(await open(), kind),
    ours: () => countEvents(stream(mine), kind),
    official: async () => countEvents(await stream(official), kind),
  };
}

/**
 * Events per second of each reader: the median of `runs` timed reads after
 * one warm-up read each, in interleaved rounds; every read must yield
 * `expected[name]` events.
 */
export async function eventsPerSecond(readersByName, expected, runs = 5) {
  const names = Object.keys(readersByName);
  const rates = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round <= runs; round++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(round + k) % names.length];
      const start = performance.now();
      const count = await readersByName[name]();
      const ms = performance.now() - start;
      if (count !== expected[name]) throw new Error(`${name} read ${count} events, expected ${expected[name]}`);
      if (round > 0) rates[name].push((count * 1000) / ms);
    }
  }
  return Object.fromEntries(names.map((name) => [name, { events: expected[name], perSecond: median(rates[name]) }]));
}

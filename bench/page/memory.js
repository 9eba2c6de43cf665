// Memory over long runs of our client: retrieves and streamed events from
// in-memory responses (so that a run takes seconds, not the hours a real
// server would), in rounds between which the runner reads the heaps.
import { cannedJson } from './canned.js';
import { ours } from './contenders.js';

const encoder = new TextEncoder();

/** `count` sequential retrieves of `connection`'s bytes through one client. */
export async function retrieves(bytes, count) {
  const client = ours({ apiKey: 'sk_bench', baseURL: 'http://bench.invalid', fetch: cannedJson(bytes, false) });
  for (let i = 0; i < count; i++) {
    const record = await client.auth.connections.retrieve('ac_bench');
    if (typeof record.id !== 'string') throw new Error(`retrieve ${i} read no id`);
  }
  return count;
}

// A fetch answering with a log stream of `count` events, made chunk by chunk
// as the reader pulls (a million events would not fit in memory at once),
// ids counting on from `firstId`.
function generatedStream(count, chunkSize, firstId) {
  return () => {
    let next = 0;
    const body = new ReadableStream({
      pull(controller) {
        if (next >= count) return controller.close();
        let text = '';
        while (next < count && text.length < chunkSize) {
          const data = { event: 'log', message: `GET /assets/app-${next}.js 200 ${next % 97}ms`, timestamp: '2026-01-01T00:00:00.123Z' };
          text += `id: ${firstId + next}\ndata: ${JSON.stringify(data)}\n\n`;
          next++;
        }
        controller.enqueue(encoder.encode(text));
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  };
}

/** One log stream of `count` events read to its end by our client. */
export async function streamedEvents(count, chunkSize, firstId) {
  const client = ours({ apiKey: 'sk_bench', baseURL: 'http://bench.invalid', fetch: generatedStream(count, chunkSize, firstId) });
  let read = 0;
  for await (const event of client.browsers.logs.stream('bs_bench', { source: 'path', path: '/var/log/app.log' })) {
    if (typeof event.message !== 'string') throw new Error(`event ${read} has no message`);
    read++;
  }
  if (read !== count) throw new Error(`read ${read} events, expected ${count}`);
  return read;
}

// The async iterable of the package's event streams (a client's streams,
// read through stream.js) and of a session's watch (read on the flows
// module): it pulls batches of events, or of states, from a reader. Its own
// module so that a page that only completes a login (session.js) does not
// load the client. Copied into the package beside the glue by
// scripts/build-pkg.sh.
import { guard, liveGeneration } from './recovery.js';

// An async iterable over a core reader that hands out batches of events
// (or, for a session's watch, of states). `onProgress`, when given (the core
// checked it is a function), is told the totals after each batch and once
// when the stream ends by itself; what it throws closes the stream and
// rejects the read with it. Once `signal` aborts, what is left of the batch
// is dropped: the reader then rejects the read with APIUserAbortError.
export function events(reader, onProgress, signal) {
  // The instance the reader lives on: after a panic's restart it is gone,
  // and the stream is over (its pending read rejected with SDKPanicError).
  const born = liveGeneration();
  let batch = [];
  let index = 0;
  let finished = false;
  let received = 0;
  const report = () => {
    if (!onProgress) return;
    try {
      onProgress({ events: received, reconnects: reader.reconnects(), lastEventId: reader.lastEventId() });
    } catch (error) {
      stream.close();
      throw error;
    }
  };
  const stream = {
    // An event of the batch at hand is given without an async function's
    // overhead; the rest reads on.
    next() {
      if (index < batch.length && !signal?.aborted) return Promise.resolve({ value: batch[index++], done: false });
      return read();
    },
    async return() {
      stream.close();
      return { value: undefined, done: true };
    },
    close() {
      batch = [];
      if (!finished) {
        finished = true;
        if (born === liveGeneration()) reader.close();
      }
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  // The next event once the batch at hand is used up: from the reader's
  // next batch, or the end.
  async function read() {
    if (signal?.aborted) batch = [];
    while (index >= batch.length) {
      if (finished || born !== liveGeneration()) return { value: undefined, done: true };
      const next = await guard(() => reader.next());
      if (next === null || next === undefined) {
        const byItself = !finished;
        finished = true;
        if (byItself) report();
        return { value: undefined, done: true };
      }
      batch = next;
      index = 0;
      received += next.length;
      report();
    }
    return { value: batch[index++], done: false };
  }
  return stream;
}

// The reader of a stream opened as the browser's `EventSource` (the client's
// `stream: 'eventsource'` option): stream.js imports it at the first stream
// opened that way, so a page that streams through fetch never loads it.
// It imports nothing: what it gives besides messages are stream.js's
// signals, handed in. Copied into the package beside the glue by
// scripts/build-pkg.sh.

/**
 * `source`'s signals, one at a time: a message, or what its state is left
 * in after any other event (`OPEN`; `LOST`, connecting again; `FAILED`,
 * closed), from `signals`. `next(timeoutMs)` waits at most `timeoutMs`
 * (`idleMs` when not given; 0 for no limit), then gives `IDLE`; once
 * `cancel` aborts, it gives `ABORTED`.
 */
export function sourceConnection(source, idleMs, cancel, { OPEN, LOST, FAILED, IDLE, ABORTED }) {
  const queue = [];
  let wake;
  const listener = (event) => {
    if (event.type === 'message') queue.push(event);
    else if (source.readyState === EventSource.OPEN) queue.push(OPEN);
    else queue.push(source.readyState === EventSource.CONNECTING ? LOST : FAILED);
    wake?.();
  };
  const names = ['open', 'message', 'error'];
  for (const name of names) source.addEventListener(name, listener);
  return {
    source: true,
    async next(timeoutMs = idleMs) {
      while (queue.length === 0) {
        if (cancel.aborted) return ABORTED;
        const woken = await new Promise((resolve) => {
          const done = (value) => {
            clearTimeout(timer);
            cancel.removeEventListener('abort', stopped);
            wake = undefined;
            resolve(value);
          };
          const stopped = () => done(ABORTED);
          const timer = timeoutMs > 0 ? setTimeout(() => done(IDLE), timeoutMs) : undefined;
          cancel.addEventListener('abort', stopped, { once: true });
          wake = done;
        });
        if (woken === IDLE || woken === ABORTED) return woken;
      }
      return queue.shift();
    },
    close() {
      source.close();
      for (const name of names) source.removeEventListener(name, listener);
    },
  };
}

// The transport's JavaScript half, one call from wasm per step (documented
// in bindings.rs). A step is a promise with a `stop` that clears its timers
// and aborts its unfinished fetch; failures reject with ABORTED, TIMEOUT or
// the browser's message.
const ABORTED = 0;
const TIMEOUT = 1;

export function send(fetcher, url, method, headers, body, credentials, timeout, caller, stream, names) {
  let controller;
  let timer;
  let finished = false;
  const run = async () => {
    if (caller?.aborted) throw ABORTED;
    controller = new AbortController();
    const signal = caller ? AbortSignal.any([controller.signal, caller]) : controller.signal;
    if (timeout) timer = setTimeout(() => controller.abort(), timeout);
    const lines = headers ? headers.split('\n') : [];
    const init = { method, headers: new Headers(), credentials, signal };
    for (let i = 1; i < lines.length; i += 2) init.headers.append(lines[i - 1], lines[i]);
    if (body !== undefined) init.body = body;
    const response = await (fetcher ? fetcher(url, init) : fetch(url, init));
    if (!(response instanceof Response)) {
      throw new Error('fetch resolved to something other than a Response');
    }
    if (stream && response.ok) {
      clearTimeout(timer);
      step.reader = response.body?.getReader();
    } else {
      step.bytes = new Uint8Array(await response.arrayBuffer());
      clearTimeout(timer);
      finished = true;
    }
    let meta = String(response.status);
    for (const name of names.split(' ')) {
      const value = response.headers.get(name);
      meta += value === null ? '\n' : '\n:' + value;
    }
    return meta;
  };
  const fail = (error) => {
    if (caller?.aborted) return ABORTED;
    if (controller?.signal.aborted) return TIMEOUT;
    return error instanceof Error ? error.message : 'network error';
  };
  const step = run().catch((error) => {
    throw fail(error);
  });
  step.fail = fail;
  step.stop = () => {
    clearTimeout(timer);
    clearTimeout(step.idle);
    if (!finished) controller?.abort();
  };
  return step;
}

export function read(step, idle) {
  if (!step.reader) return Promise.resolve(false);
  const chunk = step.reader.read().then(
    ({ done, value }) => {
      step.bytes = value;
      return !done;
    },
    (error) => {
      throw step.fail(error);
    },
  );
  if (!idle) return chunk;
  const stall = new Promise((_, reject) => {
    step.idle = setTimeout(reject, idle, TIMEOUT);
  });
  return Promise.race([chunk, stall]).finally(() => clearTimeout(step.idle));
}

export function bytes(step) {
  return step.bytes;
}

export function wait(ms, signal) {
  let timer;
  let end;
  const step = new Promise((resolve) => {
    end = () => {
      step.stop();
      resolve(!signal?.aborted);
    };
  });
  step.stop = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', end);
  };
  if (signal?.aborted) {
    end();
  } else {
    timer = setTimeout(end, ms);
    signal?.addEventListener('abort', end);
  }
  return step;
}

export function stop(step) {
  step.stop();
}

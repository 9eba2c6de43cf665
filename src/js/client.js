// The JavaScript face of the SDK: the `Client` class with its resource tree
// (generated from the API's description: generated/resources.js; each
// top-level resource built at its first use on a client, and each
// resource's operations loaded at the first call of one of them), and pages
// and event streams as async iterables. Every method forwards to the wasm
// core, which builds requests, retries and decides: one-shot calls through
// call.js and streams through stream.js on the calls module, the helpers on
// the flows module (flows.js); nothing here makes those decisions. Each call
// into the wasm goes through recovery.js's `guard` or `protect`, which
// survive a panic inside it. Copied into the package beside the
// wasm-bindgen glue by scripts/build-pkg.sh.
import { __wbg_module, __wbg_reset_state, WasmClient } from './browser_cloud_sdk.js';
import { callOf, send } from './call.js';
import { checks } from './checks.js';
import { events } from './events.js';
import { flows } from './flows.js';
import { resources } from './generated/resources.js';
import { checkClientOptions, coreWouldAccept, PROGRESS, readOptions, REQUEST, STREAM, WAIT } from './options.js';
import { preparer } from './prepared.js';
import { guard, liveGeneration, onRestart, protect } from './recovery.js';
import { stream } from './stream.js';

// After a panic, a fresh instance of the calls module too, if `init()` loaded
// it (recovery.js).
onRestart(() => {
  if (__wbg_module()) __wbg_reset_state();
});

// A page of a list: `{ items, has_more, next_offset }` from call.js, with
// the next page fetched by the same call at the service's next offset.
// `seen`: the pages and items of the list up to this one, which the next
// page's `onProgress` report counts on from.
function page(paged, op, args, query, reply, seen) {
  return {
    items: reply.items,
    has_more: reply.has_more,
    next_offset: reply.next_offset ?? null,
    getPaginatedItems() {
      return reply.items;
    },
    hasNextPage() {
      return reply.has_more;
    },
    async getNextPage() {
      if (!reply.has_more) throw new Error('no next page: check hasNextPage() first');
      const next = [...args];
      // The query follows the path's argument, if the path has any.
      next[/\{\w+\}/.test(op.path) ? 1 : 0] = { ...query, offset: reply.next_offset };
      return list(paged, Promise.resolve(op), next, seen);
    },
    async *iterPages() {
      let current = this;
      yield current;
      while (current.hasNextPage()) {
        current = await current.getNextPage();
        yield current;
      }
    },
    async *[Symbol.asyncIterator]() {
      for await (const current of this.iterPages()) yield* current.items;
    },
  };
}

// The promise of an operation, as the official SDK's APIPromise: `await` it
// for the data, `withResponse()` for the data with the browser's `Response`
// of the last attempt (its body already read by the SDK) and the request
// id, `asResponse()` for the `Response` alone. `run(heard)` starts the
// call, `heard` told each attempt's `Response`.
function answered(run) {
  let response;
  const promise = run((received) => {
    response = received;
  });
  promise.withResponse = () =>
    promise.then((data) => ({ data, response, request_id: response?.headers.get('x-request-id') ?? null }));
  promise.asResponse = () => promise.then(() => response);
  return promise;
}

// A list's promise, usable with `await` (the first page) and `for await`
// (every item): `pending` gives the list's operation (its operations
// module loaded), called with `args`. Once a page arrives, `onProgress` is
// told the totals; what it throws rejects the page's promise.
function list(paged, pending, args, before = { pages: 0, items: 0 }) {
  const promise = answered((heard) =>
    pending.then((op) => {
      const { call, options, query } = callOf(op, args);
      return paged(op, call, options, heard, query?.offset).then((reply) => {
        const seen = { pages: before.pages + 1, items: before.items + reply.items.length };
        const onProgress = options?.onProgress;
        if (onProgress) onProgress({ ...seen, hasMore: reply.has_more });
        return page(paged, op, args, query, reply, seen);
      });
    }),
  );
  promise[Symbol.asyncIterator] = async function* () {
    yield* await promise;
  };
  return promise;
}

// An event stream whose reader `open()` makes at the first `next()` (it
// loads the stream's operation first): its arguments are checked then,
// before anything is sent. A `close()` before then ends it as well.
function lazyStream(open) {
  let inner;
  // The stream once open: its reads go to it with no await of their own
  // (a read per event, so one more hop would cost every event).
  let events;
  let closed = false;
  const opened = () =>
    (inner ??= open().then((made) => {
      events = made;
      return made;
    }));
  const stream = {
    next() {
      if (closed) return Promise.resolve({ value: undefined, done: true });
      if (events) return events.next();
      return opened().then((made) => made.next());
    },
    async return() {
      stream.close();
      return { value: undefined, done: true };
    },
    close() {
      closed = true;
      inner?.then(
        (events) => events.close(),
        () => {},
      );
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  return stream;
}

// Runs a call whose options' `onProgress` the core calls (waitForLogin's)
// through a wrapper that keeps what the callback throws: the call then
// rejects with that, not with the error the core ended on.
function observed(options, run) {
  const onProgress = options?.onProgress;
  if (typeof onProgress !== 'function') return run(options);
  let thrown;
  const hook = (progress) => {
    try {
      onProgress(progress);
    } catch (error) {
      thrown = { error };
      throw error;
    }
  };
  return run({ ...options, onProgress: hook }).catch((error) => {
    throw thrown ? thrown.error : error;
  });
}

// A core that `make` builds on first use, and again after a panic's restart
// (recovery.js) on the fresh instance.
function lastingCore(make) {
  let core;
  let born;
  return (...args) => {
    if (!core || born !== liveGeneration()) {
      core = protect(() => make(...args));
      born = liveGeneration();
    }
    return core;
  };
}

// What the resources' methods of a client forward to (generated/resources.js):
// its options `own` (options.js checked them), and its calls module core
// `callsCore`. `load` loads a resource's operations module (once).
function runOf({ own, callsCore }) {
  const fetcher = own?.fetch ?? undefined;
  const ready = () => {
    try {
      return callsCore();
    } catch (error) {
      throw error instanceof TypeError ? new Error(NOT_READY) : error;
    }
  };
  // The client's core on the flows module (flows.js), made at the first helper.
  const flowsCore = lastingCore((glue) => new glue.WasmClient(own ?? {}));
  const onFlows = (run) => flows().then((glue) => run(flowsCore(glue)));
  const prepare = preparer(ready);
  // A method of a loaded operations module; `where` names its resource when
  // it has no such method.
  const operation = (load, name, where) =>
    operationsOf(load).then((operations) => {
      if (Object.hasOwn(operations, name)) return operations[name];
      throw new TypeError(`${where}.${name} is not a method of the service's API`);
    });
  // A list's pages, sent as one-shot calls whose options know `onProgress`.
  const paged = (op, call, opts, heard, offset) => send(ready, prepare, fetcher, op, call, opts, PROGRESS, heard, offset);
  return {
    call: (load, name, args, where) =>
      answered((heard) =>
        operation(load, name, where).then((op) => {
          const { call, options } = callOf(op, args);
          return send(ready, prepare, fetcher, op, call, options, op.download ? PROGRESS : REQUEST, heard);
        }),
      ),
    list: (load, name, args) => list(paged, operation(load, name), args),
    stream: (load, name, args) =>
      lazyStream(() =>
        operation(load, name).then((op) => {
          const own = readOptions(callOf(op, args).options, STREAM);
          return events(stream(ready, fetcher, op, args), own.onProgress, own.signal);
        }),
      ),
    help: (name, args, wait) =>
      observed(args[1], (o) =>
        onFlows((core) => {
          const read = readOptions(o, wait ? WAIT : REQUEST, wait ? 'waitOptions' : 'requestOptions');
          return guard(() => core[name](args[0], read));
        }),
      ),
  };
}

// Names a resource never answers with a one-shot call: `then` (an awaited
// resource is not a promise), `toJSON`, and any name that is not a method
// name (symbols, `$$typeof` and the like that tools probe for).
const METHOD_NAME = /^[a-z][A-Za-z0-9]*$/;
const NOT_METHODS = new Set(['then', 'toJSON']);

// The resource `where` of `node` in the tree of generated/resources.js: its
// child resources and its methods that are not one-shot calls, each
// forwarding to `run` by its kind; any other method name is a one-shot call
// of its operations module, made at its first use and kept.
function built(node, run, where) {
  if (!Array.isArray(node)) {
    return Object.fromEntries(
      Object.entries(node).map(([name, child]) => [name, built(child, run, `${where}.${name}`)]),
    );
  }
  const [load, methods, children = {}] = node;
  const resource = built(children, run, where);
  for (const method of methods ? methods.split(' ') : []) {
    const [name, kind] = method.split(':');
    resource[name] =
      kind === 'page'
        ? (...args) => run.list(load, name, args)
        : kind === 'stream'
          ? (...args) => run.stream(load, name, args)
          : (...args) => run.help(name, args, kind === 'wait');
  }
  return new Proxy(resource, {
    get(target, name, receiver) {
      if (name in target || typeof name !== 'string' || NOT_METHODS.has(name) || !METHOD_NAME.test(name)) {
        return Reflect.get(target, name, receiver);
      }
      const call = (...args) => run.call(load, name, args, where);
      target[name] = call;
      return call;
    },
  });
}

// Each resource's operations, by the loader of their module: made once, from
// the check helpers (a failed load is tried again at the next call).
const loaded = new Map();

function operationsOf(load) {
  let operations = loaded.get(load);
  if (!operations) {
    operations = load().then((module) => module.default(checks));
    operations.catch(() => loaded.delete(load));
    loaded.set(load, operations);
  }
  return operations;
}

// Each client's options, its calls module core and (from its first
// resource on) its `run`.
const clients = new WeakMap();

const NOT_READY =
  'browser-cloud-sdk is not initialized: call `await init()` (the package\'s default export) once before using a Client';

/** A client of the service. */
export class Client {
  constructor(options) {
    // Read once: later changes to the caller's object do not reach the client.
    const own = typeof options === 'object' && options !== null ? { ...options } : options;
    // An unknown option or a value of the wrong type throws here.
    checkClientOptions(own);
    const callsCore = lastingCore(() => new WasmClient(own ?? {}));
    // Values the page can tell the core accepts (options.js) leave the
    // core's client to the first call, so that constructing one calls no
    // wasm; any others the core judges now, and a bad one throws here.
    // Before init() the wasm glue has no module and throws a TypeError: the
    // client is then made at its first call, so that constructing one during
    // server rendering never throws.
    if (!coreWouldAccept(own)) {
      try {
        callsCore();
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
      }
    }
    clients.set(this, { own, callsCore, run: undefined });
  }

  /** A new client with `options` over this client's own. */
  withOptions(options) {
    return new Client({ ...clients.get(this).own, ...options });
  }

  // The package's own tests: a panic inside the flows module's wasm, at once
  // or inside a future, through the same guard as every helper. Not part of
  // the API.
  static __panicForTests(afterAwait) {
    return flows().then((glue) => guard(() => glue.__panicForTests(afterAwait)));
  }
}

// The resources as getters of every client: each builds its resource (and
// the first, the client's `run`) at its first use on a client, which then
// keeps it as its own property. A client uses a few of them, and building
// them all took a quarter of a millisecond of its first construct
// (BENCHMARKS.md, Start-up).
for (const [name, node] of Object.entries(resources)) {
  Object.defineProperty(Client.prototype, name, {
    configurable: true,
    get() {
      const client = clients.get(this);
      if (client === undefined) return undefined;
      client.run ??= runOf(client);
      const resource = built(node, client.run, `client.${name}`);
      Object.defineProperty(this, name, { value: resource, writable: true, enumerable: true, configurable: true });
      return resource;
    },
  });
}

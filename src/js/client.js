// The JavaScript face of the SDK: the `Client` class with its resource tree,
// and pages and event streams as async iterables. Every method forwards to
// the wasm core (`WasmClient.call` / `.stream`), which validates, sends,
// retries and decodes; nothing here makes those decisions. Copied into the
// package beside the wasm-bindgen glue by scripts/build-pkg.sh.
import { WasmClient } from './browser_cloud_sdk.js';

// A page of a list: `{ items, has_more, next_offset }` from the core, with
// the next page fetched by the same call at the service's next offset.
function page(core, op, id, query, options, reply) {
  return {
    items: reply.items,
    has_more: reply.has_more,
    next_offset: reply.next_offset,
    hasNextPage() {
      return reply.has_more;
    },
    async getNextPage() {
      if (!reply.has_more) throw new Error('no next page: check hasNextPage() first');
      return list(core, op, id, { ...query, offset: reply.next_offset }, options);
    },
    async *[Symbol.asyncIterator]() {
      let current = this;
      for (;;) {
        yield* current.items;
        if (!current.has_more) return;
        current = await current.getNextPage();
      }
    },
  };
}

// A list's promise, usable with `await` (the first page) and `for await` (every item).
function list(core, op, id, query, options) {
  const promise = core.call(op, id, undefined, query, options).then((reply) => page(core, op, id, query, options, reply));
  promise[Symbol.asyncIterator] = async function* () {
    yield* await promise;
  };
  return promise;
}

// An async iterable over a core reader that hands out batches of events
// (or, for a session's watch, of states).
export function events(reader) {
  let batch = [];
  let index = 0;
  let finished = false;
  const stream = {
    async next() {
      while (index >= batch.length) {
        if (finished) return { value: undefined, done: true };
        const next = await reader.next();
        if (next === null || next === undefined) {
          finished = true;
          return { value: undefined, done: true };
        }
        batch = next;
        index = 0;
      }
      return { value: batch[index++], done: false };
    },
    async return() {
      stream.close();
      return { value: undefined, done: true };
    },
    close() {
      batch = [];
      if (!finished) {
        finished = true;
        reader.close();
      }
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  return stream;
}

class Connections {
  #core;
  constructor(core) {
    this.#core = core;
  }
  create(params, options) {
    return this.#core.call('create_connection', undefined, params, undefined, options);
  }
  getOrCreate(params, options) {
    return this.#core.call('get_or_create_connection', undefined, params, undefined, options);
  }
  retrieve(id, options) {
    return this.#core.call('retrieve_connection', id, undefined, undefined, options);
  }
  update(id, params, options) {
    return this.#core.call('update_connection', id, params, undefined, options);
  }
  list(query, options) {
    return list(this.#core, 'list_connections', undefined, query, options);
  }
  delete(id, options) {
    return this.#core.call('delete_connection', id, undefined, undefined, options);
  }
  login(id, params, options) {
    return this.#core.call('login', id, params ?? {}, undefined, options);
  }
  submit(id, params, options) {
    return this.#core.call('submit', id, params, undefined, options);
  }
  follow(id, options) {
    return events(this.#core.stream('follow', id, undefined, options));
  }
  timeline(id, query, options) {
    return list(this.#core, 'timeline', id, query, options);
  }
  exchange(id, params, options) {
    return this.#core.call('exchange', id, params, undefined, options);
  }
  waitForLogin(id, options) {
    return this.#core.call('wait_for_login', id, undefined, undefined, options);
  }
}

class ProjectLimits {
  #core;
  constructor(core) {
    this.#core = core;
  }
  retrieve(id, options) {
    return this.#core.call('retrieve_project_limits', id, undefined, undefined, options);
  }
  update(id, params, options) {
    return this.#core.call('update_project_limits', id, params, undefined, options);
  }
}

class Projects {
  #core;
  constructor(core) {
    this.#core = core;
    this.limits = new ProjectLimits(core);
  }
  create(params, options) {
    return this.#core.call('create_project', undefined, params, undefined, options);
  }
  retrieve(id, options) {
    return this.#core.call('retrieve_project', id, undefined, undefined, options);
  }
  update(id, params, options) {
    return this.#core.call('update_project', id, params, undefined, options);
  }
  list(query, options) {
    return list(this.#core, 'list_projects', undefined, query, options);
  }
  delete(id, options) {
    return this.#core.call('delete_project', id, undefined, undefined, options);
  }
}

class OrganizationLimits {
  #core;
  constructor(core) {
    this.#core = core;
  }
  retrieve(options) {
    return this.#core.call('retrieve_org_limits', undefined, undefined, undefined, options);
  }
  update(params, options) {
    return this.#core.call('update_org_limits', undefined, params, undefined, options);
  }
}

class BrowserLogs {
  #core;
  constructor(core) {
    this.#core = core;
  }
  stream(id, query, options) {
    return events(this.#core.stream('stream_browser_logs', id, query, options));
  }
}

/** A client of the service. */
export class Client {
  constructor(options) {
    const core = new WasmClient(options);
    this.auth = { connections: new Connections(core) };
    this.projects = new Projects(core);
    this.organization = { limits: new OrganizationLimits(core) };
    this.browsers = { logs: new BrowserLogs(core) };
  }
}

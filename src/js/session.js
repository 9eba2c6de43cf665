// `ManagedAuthSession`: one login flow driven from a page that holds no API
// key, through the handoff code of a `hosted_url`. Every method forwards to
// the wasm core (`WasmSession`); `watch()` is an async iterator like the
// client's event streams. A session lives on one instance of the wasm: after
// a panic's restart (recovery.js) its calls reject with SDKPanicError and a
// new session is needed. Copied into the package beside the wasm-bindgen
// glue by scripts/build-pkg.sh. The session runs on the flows module
// (flows.js), which `fromHostedUrl` loads: a page that only completes a login
// needs no `init()`.
import { events } from './events.js';
import { flows, loadedFlows } from './flows.js';
import { readOptions, refused, REQUEST, SESSION, WATCH } from './options.js';
import { guard, liveGeneration, panicError, protect } from './recovery.js';

/** A login flow seen from the page: its state, its prompt, and how to answer it. */
export class ManagedAuthSession {
  #core;
  #born = liveGeneration();
  #connectionId;
  /** Internal: use `ManagedAuthSession.fromHostedUrl`. */
  constructor(core) {
    const WasmSession = loadedFlows()?.WasmSession;
    if (!WasmSession || !(core instanceof WasmSession)) {
      throw new TypeError('use ManagedAuthSession.fromHostedUrl(hostedUrl)');
    }
    this.#core = core;
    this.#connectionId = core.connectionId;
  }
  static async fromHostedUrl(hostedUrl, options) {
    const [others, allowedOrigins] = withoutOrigins(options);
    const read = readOptions(others, SESSION, 'options');
    if (allowedOrigins) read.allowedOrigins = allowedOrigins;
    const glue = await flows();
    return new ManagedAuthSession(await guard(() => glue.WasmSession.open(hostedUrl, read)));
  }
  // Whether the instance this session lives on is still the live one.
  #live() {
    return this.#born === liveGeneration();
  }
  // Async: a panicked instance and bad options reject, as the core's
  // refusals do. `send(core, read)` sends the answer with the options read.
  async #answer(options, send) {
    if (!this.#live()) throw panicError();
    const read = readOptions(options, REQUEST);
    return guard(() => send(this.#core, read));
  }
  get connectionId() {
    return this.#connectionId;
  }
  allows(url) {
    return this.#live() && typeof url === 'string' && protect(() => this.#core.allows(url));
  }
  get state() {
    return this.#live() ? protect(() => this.#core.state()) : undefined;
  }
  get prompt() {
    return this.#live() ? protect(() => this.#core.prompt()) : undefined;
  }
  watch(options) {
    if (!this.#live()) throw panicError();
    const { signal } = readOptions(options, WATCH, 'watchOptions');
    return events(protect(() => this.#core.watch(signal)), undefined, signal);
  }
  submit(params, options) {
    return this.#answer(options, (core, read) => core.submit(params, read));
  }
  submitFields(values, options) {
    return this.#answer(options, (core, read) => core.submitFields(values, read));
  }
  choose(choice, options) {
    return this.#answer(options, (core, read) => core.choose(choice, read));
  }
  close() {
    if (this.#live()) this.#core.close();
  }
}

// `options` without `allowedOrigins`, and it, checked to be an array of
// strings (the core checks each is an origin). The shared option kinds
// hold no array: it is read here, where only a session pays for it.
function withoutOrigins(options) {
  if (options === null || typeof options !== 'object' || options.allowedOrigins == null) return [options, undefined];
  const { allowedOrigins, ...others } = options;
  if (!Array.isArray(allowedOrigins)) throw refused('options.allowedOrigins', 'must be an array of origins');
  allowedOrigins.forEach((origin, index) => {
    if (typeof origin !== 'string') throw refused(`options.allowedOrigins[${index}]`, 'must be a string');
  });
  return [others, [...allowedOrigins]];
}

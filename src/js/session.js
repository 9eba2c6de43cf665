// `ManagedAuthSession`: one login flow driven from a page that holds no API
// key, through the handoff code of a `hosted_url`. Every method forwards to
// the wasm core (`WasmSession`); `watch()` is an async iterator like the
// client's event streams. Copied into the package beside the wasm-bindgen
// glue by scripts/build-pkg.sh.
import { WasmSession } from './browser_cloud_sdk.js';
import { events } from './client.js';

/** A login flow seen from the page: its state, its prompt, and how to answer it. */
export class ManagedAuthSession {
  #core;
  /** Internal: use `ManagedAuthSession.fromHostedUrl`. */
  constructor(core) {
    if (!(core instanceof WasmSession)) throw new TypeError('use ManagedAuthSession.fromHostedUrl(hostedUrl)');
    this.#core = core;
  }
  static async fromHostedUrl(hostedUrl, options) {
    return new ManagedAuthSession(await WasmSession.open(hostedUrl, options));
  }
  get connectionId() {
    return this.#core.connectionId;
  }
  get state() {
    return this.#core.state();
  }
  get prompt() {
    return this.#core.prompt();
  }
  watch(options) {
    return events(this.#core.watch(options));
  }
  submit(params, options) {
    return this.#core.submit('params', params, options);
  }
  submitFields(values, options) {
    return this.#core.submit('fields', values, options);
  }
  choose(choice, options) {
    return this.#core.submit('choice', choice, options);
  }
  close() {
    this.#core.close();
  }
}

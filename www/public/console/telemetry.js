// The browser's telemetry, live (browsers.telemetry.stream), when the SDK
// this page loads has it: the panel stays hidden otherwise. Its call is
// shaped as browsers.logs.stream's: (id, query?, { onProgress }).
import { describeError } from './errors.js';
import { describeStreamProgress } from '../words.js';

// Characters of an event shown on its line; the rest is cut.
const shown = 240;

export class TelemetryPanel {
  #telemetry;
  #parts;
  #stream = null;

  /** `parts`: `{ panel, list, state, progress }` of the markup. */
  constructor(client, parts) {
    this.#telemetry = client.browsers.telemetry;
    this.#parts = parts;
    parts.panel.hidden = typeof this.#telemetry?.stream !== 'function';
  }

  /** Follows `browser`'s telemetry (null: none). */
  use(browser) {
    if (this.#parts.panel.hidden) return;
    this.#stream?.close();
    this.#stream = null;
    this.#parts.list.replaceChildren();
    this.#parts.progress.textContent = '';
    this.#say(browser ? 'Connecting…' : 'Waiting for a browser');
    if (browser) this.#follow(browser.session_id);
  }

  async #follow(id) {
    const onProgress = (progress) => {
      if (this.#stream === stream) this.#parts.progress.textContent = describeStreamProgress(progress, ['event', 'events']);
    };
    const stream = (this.#stream = this.#telemetry.stream(id, undefined, { onProgress }));
    try {
      for await (const event of stream) {
        if (this.#stream !== stream) return;
        this.#say('Live');
        this.#line(event);
      }
      if (this.#stream === stream) this.#say('Ended');
    } catch (error) {
      if (this.#stream !== stream) return;
      this.#say('Stopped');
      this.#line(describeError(error), 'note');
    }
  }

  #say(text) {
    this.#parts.state.textContent = text;
    this.#parts.state.dataset.state = text.replace(/\W/g, '').toLowerCase();
  }

  #line(event, className = '') {
    const list = this.#parts.list;
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
    const item = document.createElement('li');
    item.className = className;
    const text = typeof event === 'string' ? event : JSON.stringify(event);
    item.textContent = text.length > shown ? `${text.slice(0, shown)}…` : text;
    list.append(item);
    if (atBottom) list.scrollTop = list.scrollHeight;
  }
}

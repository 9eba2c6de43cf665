// The browser the console works on: start one (browsers.create), show its
// live view in the sandboxed frame, delete it. The other panels hear each
// change through `onChange(browser | null)`.
//
// The record's browser_live_view_url and cdp_ws_url carry the session's
// token: the first goes only into the frame's src, the second nowhere, and
// neither is ever written as text or logged.
import { showNote, showPage } from '../frames.js';
import { act } from './errors.js';

const clock = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export class SessionPanel {
  #client;
  #parts;
  #onChange;
  browser = null;

  /** `parts`: `{ form, start, remove, state, facts, id, created, message, live }` of the markup. */
  constructor(client, parts, onChange) {
    this.#client = client;
    this.#parts = parts;
    this.#onChange = onChange;
    parts.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#start();
    });
    parts.remove.addEventListener('click', () => this.#delete());
    parts.start.disabled = false;
  }

  async #start() {
    const { start, message } = this.#parts;
    start.disabled = true;
    await act(message, 'Starting a browser…', async () => {
      this.#show(await this.#client.browsers.create());
      return 'The browser runs.';
    });
    start.disabled = Boolean(this.browser);
    // The button pressed is disabled now: focus goes to its counterpart.
    if (this.browser) this.#parts.remove.focus();
  }

  async #delete() {
    const { remove, message } = this.#parts;
    remove.disabled = true;
    await act(message, 'Deleting the browser…', async () => {
      await this.#client.browsers.deleteByID(this.browser.session_id);
      this.#show(null);
      return 'The browser was deleted.';
    });
    remove.disabled = !this.browser;
    if (!this.browser) this.#parts.start.focus();
  }

  #show(browser) {
    const { start, remove, state, facts, id, created, live } = this.#parts;
    this.browser = browser;
    start.disabled = Boolean(browser);
    remove.disabled = !browser;
    facts.hidden = !browser;
    state.textContent = browser ? 'Running' : 'None running';
    state.dataset.state = browser ? 'live' : '';
    if (browser) {
      id.textContent = browser.session_id;
      created.textContent = clock.format(new Date(browser.created_at));
      if (browser.browser_live_view_url) showPage(live, browser.browser_live_view_url);
      else showNote(live, 'This browser is headless: it has no live view.');
    } else {
      showNote(live, 'Start a browser to see its screen here.');
    }
    this.#onChange(browser);
  }
}

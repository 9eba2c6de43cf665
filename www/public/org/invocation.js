// The invocation panel: runs an action of the demo's app
// (invocations.create, asynchronously), follows its events live
// (invocations.follow, which resumes after a cut from the last event's id)
// and shows its status as each state event arrives. The action waits for
// its result; the person reports it (invocations.update), as the app's own
// code would.
import { act, describeError, say } from '../console/errors.js';
import { describeStreamProgress } from '../words.js';

const statusText = { 'not started': 'Not started', queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' };

export class InvocationPanel {
  #client;
  #parts;
  #app = null;
  #stream = null;
  #id = null;

  /** `parts`: `{ facts, form, fields, events, progress, state, finish, succeeded, failed, message }` of the markup. */
  constructor(client, parts) {
    this.#client = client;
    this.#parts = parts;
    parts.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#run();
    });
    parts.succeeded.addEventListener('click', () => this.#report('succeeded'));
    parts.failed.addEventListener('click', () => this.#report('failed'));
  }

  /** Uses `app` (`{ app_name, version, actions }`), deployed in `project` (`{ name }`), the page's. */
  use(app, project) {
    this.#app = app;
    this.#parts.facts.textContent = `The demo’s server deployed ${app.app_name} ${app.version} into ${project.name}; it has ${app.actions.length} actions.`;
    const select = this.#parts.form.elements.action;
    select.replaceChildren(...app.actions.map((name) => new Option(name, name)));
    this.#parts.fields.disabled = false;
  }

  /** Stops following. */
  close() {
    this.#stream?.close();
    this.#stream = null;
    this.#id = null;
    this.#parts.finish.hidden = true;
  }

  /** Starts over, waiting for the app of another project. */
  reset() {
    this.close();
    this.#app = null;
    const { facts, fields, events, progress, message } = this.#parts;
    fields.disabled = true;
    facts.textContent = 'The demo’s server is deploying its app into this project…';
    events.replaceChildren();
    progress.textContent = '';
    say(message, '');
    this.#status('not started');
  }

  async #run() {
    const { form, events, progress, message } = this.#parts;
    const payload = form.elements.payload.value.trim();
    try {
      if (payload) JSON.parse(payload);
    } catch {
      say(message, 'The payload must be JSON, such as {"url":"https://example.com"}.', 'error');
      form.elements.payload.focus();
      return;
    }
    this.close();
    events.replaceChildren();
    progress.textContent = '';
    say(message, 'Starting…');
    let created;
    try {
      created = await this.#client.invocations.create({
        app_name: this.#app.app_name,
        version: this.#app.version,
        action_name: form.elements.action.value,
        payload: payload || undefined,
        async: true,
      });
    } catch (error) {
      say(message, describeError(error), 'error');
      return;
    }
    this.#id = created.id;
    this.#status(created.status);
    say(message, `Invocation ${created.id} started.`, 'done');
    this.#parts.finish.hidden = false;
    this.#follow(created.id);
  }

  async #follow(id) {
    const onProgress = (report) => {
      if (this.#stream === stream) this.#parts.progress.textContent = describeStreamProgress(report, ['event', 'events']);
    };
    const stream = (this.#stream = this.#client.invocations.follow(id, undefined, { onProgress }));
    try {
      for await (const event of stream) {
        if (this.#stream !== stream) return;
        if (event.event === 'invocation_state') this.#status(event.invocation.status);
        this.#line(event);
      }
      if (this.#stream === stream) this.#parts.finish.hidden = true;
    } catch (error) {
      if (this.#stream !== stream) return;
      this.#line(describeError(error), 'note');
    }
  }

  #report(status) {
    const id = this.#id;
    if (!id) return;
    const output = JSON.stringify(status === 'succeeded' ? { done: true } : { error: 'reported as failed' });
    act(this.#parts.message, 'Reporting…', async () => {
      await this.#client.invocations.update(id, { status, output });
      this.#parts.finish.hidden = true;
      this.#parts.form.elements.action.focus();
      return `Reported: ${status}.`;
    });
  }

  #status(status) {
    const state = this.#parts.state;
    state.textContent = statusText[status] ?? status;
    state.dataset.state = { running: 'live', failed: 'stopped', 'not started': 'idle' }[status] ?? status;
  }

  #line(event, className = '') {
    const list = this.#parts.events;
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
    const item = document.createElement('li');
    item.className = className;
    if (typeof event === 'string') {
      item.textContent = event;
    } else {
      const time = document.createElement('time');
      time.dateTime = event.timestamp;
      time.textContent = new Date(event.timestamp).toLocaleTimeString('en-GB');
      const text = event.event === 'invocation_state' ? `status: ${event.invocation.status}` : (event.message ?? event.event);
      item.append(time, Object.assign(document.createElement('span'), { textContent: text }));
    }
    list.append(item);
    if (atBottom) list.scrollTop = list.scrollHeight;
  }
}

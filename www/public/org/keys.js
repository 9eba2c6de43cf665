// The API keys panel: the page's project's keys (apiKeys.list, through the
// proxy), a new one made by the demo's server (server.js), and revocation
// (apiKeys.delete). A new key is shown once, in a read-only field with a
// copy button: it lives in that field alone, and leaves it when the person
// hides it, makes another, or switches project. It is never written to
// storage, a cookie, the console or an address.
import { act, describeError, say } from '../console/errors.js';
import { describePages } from '../words.js';
import { createKey } from './server.js';
import { element } from '../element.js';

export class KeysPanel {
  #client;
  #parts;
  #project = null;

  /** `parts`: `{ form, list, loaded, message, reveal, value, copy, done }` of the markup. */
  constructor(client, parts) {
    this.#client = client;
    this.#parts = parts;
    parts.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#create();
    });
    parts.copy.addEventListener('click', () => this.#copy());
    parts.done.addEventListener('click', () => {
      this.#forget();
      parts.form.elements.name.focus();
    });
    parts.form.querySelector('button').disabled = false;
  }

  /** Lists the keys of `project` (`{ id, name }`). */
  async use(project) {
    this.#project = project;
    this.#forget();
    await this.load();
  }

  /** Reloads the list. */
  async load() {
    const { list, loaded, message } = this.#parts;
    const project = this.#project;
    const rows = [];
    try {
      const onProgress = (report) => (loaded.textContent = describePages(report, ['key read', 'keys read']));
      for await (const key of this.#client.apiKeys.list(undefined, { onProgress })) {
        if (key.project_id === project.id) rows.push(this.#row(key));
      }
    } catch (error) {
      say(message, describeError(error), 'error');
      return;
    }
    if (this.#project !== project) return;
    list.replaceChildren(...rows);
    if (!rows.length) list.append(element('li', { className: 'empty' }, `${project.name} has no key yet.`));
  }

  #row(key) {
    const revoke = element('button', { type: 'button', className: 'secondary small' }, 'Revoke');
    revoke.setAttribute('aria-label', `Revoke ${key.name}`);
    revoke.addEventListener('click', () => this.#revoke(key));
    const facts = element('span', { className: 'muted' }, `${key.masked_key} · made ${new Date(key.created_at).toLocaleDateString('en-GB')}`);
    return element('li', {}, element('span', { className: 'key-name' }, element('strong', {}, key.name), ' ', facts), revoke);
  }

  async #create() {
    const { form, message, reveal, value } = this.#parts;
    const button = form.querySelector('button');
    button.disabled = true;
    this.#forget();
    say(message, 'Your server is making the key…');
    try {
      const made = await createKey(form.elements.name.value);
      value.value = made.key;
      reveal.hidden = false;
      value.focus();
      value.select();
      say(message, `Made ${made.name} (${made.masked_key}).`, 'done');
      await this.load();
    } catch (error) {
      say(message, describeError(error), 'error');
    } finally {
      button.disabled = false;
    }
  }

  async #copy() {
    const { value, message } = this.#parts;
    try {
      await navigator.clipboard.writeText(value.value);
      say(message, 'Copied. Keep it somewhere safe: this page will not show it again.', 'done');
    } catch {
      value.select();
      say(message, 'The browser refused to copy: the key is selected, copy it with the keyboard.', 'error');
    }
  }

  // The key leaves the page: the field empties and hides.
  #forget() {
    this.#parts.value.value = '';
    this.#parts.reveal.hidden = true;
  }

  #revoke(key) {
    act(this.#parts.message, `Revoking ${key.name}…`, async () => {
      await this.#client.apiKeys.delete(key.id);
      await this.load();
      this.#parts.form.elements.name.focus();
      return `Revoked ${key.name}: it no longer works.`;
    });
  }
}

// The browser's files: one folder listed (fs.listFiles), files uploaded into
// it from an <input type=file> (fs.upload), each file downloadable (fs.readFile
// → blob → a link the page clicks) or deletable, folders opened, made and
// deleted.
import { act, say } from './errors.js';

const sizes = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'byte', unitDisplay: 'long' });

// `dir` + `name`, with one slash between.
const join = (dir, name) => `${dir.replace(/\/+$/, '')}/${name}`;
// The folder above `path` ('/' stays '/').
const parent = (path) => path.replace(/\/+$/, '').replace(/\/[^/]*$/, '') || '/';

function button(text, label, onClick) {
  const node = Object.assign(document.createElement('button'), { type: 'button', className: 'secondary small', textContent: text });
  node.setAttribute('aria-label', label);
  node.addEventListener('click', onClick);
  return node;
}

export class FilesPanel {
  #client;
  #parts;
  #browser = null;
  #dir = '/';

  /** `parts`: `{ folderForm, up, list, upload, mkdirForm, message }` of the markup. */
  constructor(client, parts) {
    this.#client = client;
    this.#parts = parts;
    parts.folderForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#open(parts.folderForm.elements.path.value.trim());
    });
    parts.up.addEventListener('click', () => this.#open(parent(this.#dir)));
    parts.upload.addEventListener('change', () => this.#upload());
    parts.mkdirForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#mkdir(parts.mkdirForm.elements.name.value.trim());
    });
  }

  /** Works on `browser` (null: none), from its root folder. */
  use(browser) {
    this.#browser = browser;
    this.#parts.list.replaceChildren();
    say(this.#parts.message, '');
    if (browser) this.#open('/');
  }

  get #id() {
    return this.#browser.session_id;
  }

  async #open(dir) {
    await act(this.#parts.message, `Opening ${dir}…`, async () => {
      const entries = await this.#client.browsers.fs.listFiles(this.#id, { path: dir });
      this.#dir = dir;
      this.#parts.folderForm.elements.path.value = dir;
      this.#render(entries);
      return `${dir}: ${entries.length === 1 ? '1 entry' : `${entries.length} entries`}.`;
    });
  }

  #render(entries) {
    const items = entries.map((entry) => {
      const item = document.createElement('li');
      const name = document.createElement('span');
      name.className = 'file-name';
      name.textContent = entry.is_dir ? `${entry.name}/` : entry.name;
      const size = document.createElement('span');
      size.className = 'muted';
      size.textContent = entry.is_dir ? 'folder' : sizes.format(entry.size_bytes);
      const actions = document.createElement('span');
      actions.className = 'file-actions';
      if (entry.is_dir) {
        actions.append(button('Open', `Open ${entry.name}`, () => this.#open(entry.path)));
      } else {
        actions.append(button('Download', `Download ${entry.name}`, () => this.#download(entry)));
      }
      actions.append(button('Delete', `Delete ${entry.name}`, () => this.#delete(entry)));
      item.append(name, size, actions);
      return item;
    });
    if (!items.length) {
      const empty = document.createElement('li');
      empty.className = 'muted';
      empty.textContent = 'This folder is empty.';
      items.push(empty);
    }
    this.#parts.list.replaceChildren(...items);
  }

  async #upload() {
    const input = this.#parts.upload;
    const files = [...input.files].map((file) => ({ dest_path: join(this.#dir, file.name), file }));
    if (!files.length) return;
    await act(this.#parts.message, 'Uploading…', async () => {
      await this.#client.browsers.fs.upload(this.#id, { files });
      await this.#refresh();
      return `Uploaded ${files.map((file) => file.dest_path).join(', ')}.`;
    });
    input.value = '';
  }

  async #download(entry) {
    await act(this.#parts.message, `Downloading ${entry.name}…`, async () => {
      const response = await this.#client.browsers.fs.readFile(this.#id, { path: entry.path });
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: entry.name });
      link.click();
      // Not revoked at once: the download reads the blob after the click returns.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return `Downloaded ${entry.name}.`;
    });
  }

  async #mkdir(name) {
    const path = join(this.#dir, name);
    await act(this.#parts.message, `Making ${path}…`, async () => {
      await this.#client.browsers.fs.createDirectory(this.#id, { path });
      this.#parts.mkdirForm.elements.name.value = '';
      await this.#refresh();
      return `Made ${path}.`;
    });
  }

  async #delete(entry) {
    const fs = this.#client.browsers.fs;
    await act(this.#parts.message, `Deleting ${entry.path}…`, async () => {
      if (entry.is_dir) await fs.deleteDirectory(this.#id, { path: entry.path });
      else await fs.deleteFile(this.#id, { path: entry.path });
      await this.#refresh();
      return `Deleted ${entry.path}.`;
    });
  }

  async #refresh() {
    this.#render(await this.#client.browsers.fs.listFiles(this.#id, { path: this.#dir }));
  }
}

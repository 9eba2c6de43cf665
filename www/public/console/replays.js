// Recordings of the browser (replays.start / stop / list), each one played
// back in a <video> from its downloaded MP4 (replays.download).
import { act, say } from './errors.js';
import { clearBlob, showBlob } from './media.js';

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

export class ReplaysPanel {
  #client;
  #parts;
  #browser = null;
  #recording = null; // the replay id being recorded

  /** `parts`: `{ start, stop, list, video, message }` of the markup. */
  constructor(client, parts) {
    this.#client = client;
    this.#parts = parts;
    parts.start.addEventListener('click', () => this.#start());
    parts.stop.addEventListener('click', () => this.#stop());
  }

  /** Works on `browser` (null: none). */
  use(browser) {
    this.#browser = browser;
    this.#recording = null;
    this.#buttons();
    this.#parts.list.replaceChildren();
    clearBlob(this.#parts.video);
    say(this.#parts.message, '');
  }

  get #id() {
    return this.#browser.session_id;
  }

  #buttons() {
    this.#parts.start.disabled = Boolean(this.#recording);
    this.#parts.stop.disabled = !this.#recording;
  }

  async #start() {
    await act(this.#parts.message, 'Starting to record…', async () => {
      this.#recording = (await this.#client.browsers.replays.start(this.#id)).replay_id;
      this.#buttons();
      this.#parts.stop.focus();
      return 'Recording…';
    });
  }

  async #stop() {
    await act(this.#parts.message, 'Stopping the recording…', async () => {
      await this.#client.browsers.replays.stop(this.#recording, { id: this.#id });
      this.#recording = null;
      this.#buttons();
      this.#parts.start.focus();
      await this.#list();
      return 'Recorded: play it below.';
    });
  }

  async #list() {
    const replays = await this.#client.browsers.replays.list(this.#id);
    const items = replays.map((replay, index) => {
      const item = document.createElement('li');
      const name = document.createElement('span');
      name.className = 'file-name';
      const label = `Recording ${index + 1}`;
      name.textContent = replay.started_at ? `${label}, ${clock.format(new Date(replay.started_at))}` : label;
      item.append(name);
      if (replay.finished_at) {
        const play = Object.assign(document.createElement('button'), { type: 'button', className: 'secondary small', textContent: 'Play' });
        play.setAttribute('aria-label', `Play ${label}`);
        play.addEventListener('click', () => this.#play(replay.replay_id, label));
        item.append(play);
      }
      return item;
    });
    this.#parts.list.replaceChildren(...items);
  }

  async #play(replayId, label) {
    const video = this.#parts.video;
    await act(this.#parts.message, `Loading ${label}…`, async () => {
      await showBlob(video, await this.#client.browsers.replays.download(replayId, { id: this.#id }));
      video.setAttribute('aria-label', label);
      video.focus();
      return `${label} is ready to play.`;
    });
  }
}

// The live log panel: the supervisor output (chromium) of a sign-in's cloud
// browser, streamed through the same-origin proxy. Lines appear as they come,
// newest at the bottom; the panel says when it connects, reconnects, ends, or
// is closed because the sign-in ended or another one started, and how many
// lines and reconnections the stream has had.
import { describeLogProgress, explain } from './words.js';

const query = { source: 'supervisor', supervisor_process: 'chromium', follow: true };
// After a sign-in ends, the browser's last lines ("chromium stopped") are
// still on their way: the stream gets this long to end by itself.
const lastLinesWait = 2000;
// Reconnections after the SDK's own ones ran out, before the panel gives up.
const reopenings = 3;

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

export class LogPanel {
  #client;
  #list;
  #status;
  #progress;
  #stream;
  #run = 0;
  #open = false;

  /**
   * `list`: the <ol> of lines; `status`: where the panel's state is said;
   * `progress`: where the stream's counts are.
   */
  constructor(client, list, status, progress) {
    this.#client = client;
    this.#list = list;
    this.#status = status;
    this.#progress = progress;
  }

  /** Follows the log of browser session `id`, replacing whatever was shown. */
  open(id) {
    this.close();
    this.#list.replaceChildren();
    this.#progress.textContent = '';
    this.#follow(id, ++this.#run);
  }

  /** The sign-in ended: lets the last lines arrive, then closes. */
  finish() {
    const run = this.#run;
    setTimeout(() => {
      if (run === this.#run && this.#open) this.close('Closed: the sign-in ended.');
    }, lastLinesWait);
  }

  /** Stops following; `why`, when given, is said in the panel. */
  close(why) {
    this.#run++;
    this.#stream?.close();
    if (this.#open && why) this.#end(why, 'Closed');
    this.#open = false;
  }

  async #follow(id, run) {
    this.#open = true;
    // A reopened stream starts over: the lines shown already are skipped.
    let shown = 0;
    for (let attempt = 0; ; attempt++) {
      this.#say(attempt ? 'Reconnecting…' : 'Connecting…');
      // The page's own reopenings count as reconnections too: to the person
      // reading the panel, each is the stream coming back.
      const onProgress = (progress) => {
        if (run !== this.#run) return;
        this.#progress.textContent = describeLogProgress({ ...progress, reconnects: progress.reconnects + attempt });
      };
      const stream = (this.#stream = this.#client.browsers.logs.stream(id, query, { onProgress }));
      let seen = 0;
      try {
        for await (const line of stream) {
          if (run !== this.#run) return;
          this.#say('Live');
          if (attempt && !seen) this.#note('Reconnected.');
          if (++seen > shown) {
            shown = seen;
            this.#line(line);
          }
        }
        if (run === this.#run) this.#end('The log ended: the browser stopped.', 'Ended');
        return;
      } catch (error) {
        if (run !== this.#run) return;
        const retriable = !error.status || error.status >= 500;
        if (!retriable || attempt >= reopenings) return this.#end(`The log stopped: ${explain(error)}`, 'Stopped');
        this.#note('Connection lost: reconnecting…');
        await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
        if (run !== this.#run) return;
      }
    }
  }

  #end(text, state) {
    this.#open = false;
    this.#note(text);
    this.#say(state);
  }

  #say(text) {
    this.#status.textContent = text;
    this.#status.dataset.state = text.replace(/\W/g, '').toLowerCase();
  }

  #append(item) {
    const list = this.#list;
    const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
    list.append(item);
    if (atBottom) list.scrollTop = list.scrollHeight;
  }

  #line({ message, timestamp }) {
    const item = document.createElement('li');
    const time = document.createElement('time');
    time.dateTime = timestamp;
    time.textContent = clock.format(new Date(timestamp));
    item.append(time, ` ${message}`);
    this.#append(item);
  }

  #note(text) {
    const item = document.createElement('li');
    item.className = 'note';
    item.textContent = text;
    this.#append(item);
  }
}

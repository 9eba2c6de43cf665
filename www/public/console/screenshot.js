// A screenshot of the browser's screen (computer.captureScreenshot answers a
// PNG's Response), shown in an <img>.
import { act, say } from './errors.js';
import { clearBlob, showBlob } from './media.js';

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

export class ScreenshotPanel {
  #client;
  #parts;
  #browser = null;

  /** `parts`: `{ take, image, message }` of the markup. */
  constructor(client, parts) {
    this.#client = client;
    this.#parts = parts;
    parts.take.addEventListener('click', () => this.#take());
  }

  /** Works on `browser` (null: none). */
  use(browser) {
    this.#browser = browser;
    clearBlob(this.#parts.image);
    say(this.#parts.message, '');
  }

  async #take() {
    const { take, image, message } = this.#parts;
    take.disabled = true;
    await act(message, 'Taking a screenshot…', async () => {
      const response = await this.#client.browsers.computer.captureScreenshot(this.#browser.session_id);
      const at = clock.format(new Date());
      await showBlob(image, response);
      image.alt = `The browser’s screen at ${at}`;
      return `Screenshot taken at ${at}.`;
    });
    take.disabled = false;
  }
}

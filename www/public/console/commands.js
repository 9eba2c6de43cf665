// Commands in the browser's VM: a one-shot (process.exec, its output when it
// ends) or a live one (process.spawn, its output streamed by
// process.stdoutStream as it comes, fed lines through process.stdin).
// Output goes to one terminal-like <pre role=log>, so a screen reader reads
// each new piece as it arrives.
import { fromBase64, parseLine, toBase64 } from './bytes.js';
import { act, describeError, say } from './errors.js';

export class CommandsPanel {
  #client;
  #parts;
  #browser = null;
  #running = null; // { processId, stream } of the live command

  /** `parts`: `{ execForm, spawnForm, stdinForm, kill, output, message }` of the markup. */
  constructor(client, parts) {
    this.#client = client;
    this.#parts = parts;
    parts.execForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#exec(parts.execForm.elements.line.value);
    });
    parts.spawnForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#spawn(parts.spawnForm.elements.line.value);
    });
    parts.stdinForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const input = parts.stdinForm.elements.line;
      this.#send(`${input.value}\n`);
      input.value = '';
    });
    parts.kill.addEventListener('click', () => this.#kill());
  }

  /** Works on `browser` (null: none); a live command of the last one is let go. */
  use(browser) {
    this.#browser = browser;
    this.#stopFollowing();
    this.#parts.output.textContent = '';
    say(this.#parts.message, '');
  }

  async #exec(line) {
    const { command, args } = parseLine(line);
    const id = this.#browser.session_id;
    await act(this.#parts.message, `Running ${command}…`, async () => {
      const result = await this.#client.browsers.process.exec(id, { command, args });
      this.#write(`$ ${line.trim()}\n`, 'prompt');
      this.#write(new TextDecoder().decode(fromBase64(result.stdout_b64)));
      this.#write(new TextDecoder().decode(fromBase64(result.stderr_b64)), 'stderr');
      return `${command} exited with ${result.exit_code}.`;
    });
  }

  async #spawn(line) {
    const { command, args } = parseLine(line);
    const id = this.#browser.session_id;
    await act(this.#parts.message, `Starting ${command}…`, async () => {
      const { process_id: processId } = await this.#client.browsers.process.spawn(id, { command, args });
      this.#write(`$ ${line.trim()}\n`, 'prompt');
      const stream = this.#client.browsers.process.stdoutStream(processId, { id });
      this.#running = { processId, stream };
      this.#live(true);
      this.#parts.stdinForm.elements.line.focus();
      this.#follow(command, stream);
      return `${command} runs: what you send goes to its input.`;
    });
  }

  async #follow(command, stream) {
    // One decoder per stream: a character split across two chunks stays whole.
    const decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
    try {
      for await (const event of stream) {
        if (event.event === 'exit') {
          say(this.#parts.message, `${command} exited with ${event.exit_code}.`, 'done');
          break;
        }
        const kind = event.stream === 'stderr' ? 'stderr' : 'stdout';
        this.#write(decoders[kind].decode(fromBase64(event.data_b64), { stream: true }), kind);
      }
    } catch (error) {
      if (this.#running?.stream === stream) say(this.#parts.message, describeError(error), 'error');
    }
    if (this.#running?.stream === stream) this.#stopFollowing();
  }

  async #send(text) {
    const { processId } = this.#running;
    const id = this.#browser.session_id;
    // Shown before it is sent: what the process answers may arrive before the call returns.
    this.#write(text, 'stdin');
    try {
      await this.#client.browsers.process.stdin(processId, { id, data_b64: toBase64(text) });
    } catch (error) {
      say(this.#parts.message, describeError(error), 'error');
    }
  }

  async #kill() {
    const { processId } = this.#running;
    const id = this.#browser.session_id;
    try {
      await this.#client.browsers.process.kill(processId, { id, signal: 'TERM' });
    } catch (error) {
      say(this.#parts.message, describeError(error), 'error');
    }
  }

  #stopFollowing() {
    this.#running?.stream.close();
    this.#running = null;
    this.#live(false);
  }

  // One live command at a time: its input form shows, and no other starts.
  #live(running) {
    this.#parts.stdinForm.hidden = !running;
    this.#parts.spawnForm.querySelector('button').disabled = running;
  }

  #write(text, kind = 'stdout') {
    if (!text) return;
    const output = this.#parts.output;
    const atBottom = output.scrollHeight - output.scrollTop - output.clientHeight < 24;
    const piece = document.createElement('span');
    piece.className = kind;
    piece.textContent = text;
    output.append(piece);
    if (atBottom) output.scrollTop = output.scrollHeight;
  }
}

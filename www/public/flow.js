// One sign-in at a time, from the backend's login link to its end: the live
// view and the log open at once, the person chooses where to use the link
// (chooser.js), then either the drop-in element drives the flow here through
// a ManagedAuthSession, or the page follows it while it goes on elsewhere
// (monitor.js). "Try again" asks the backend for a new login, in the same
// place. A new sign-in, or reset(), ends the one before.
import { ManagedAuthSession } from '/pkg/browser_cloud_sdk.js';
import { requestLogin } from './backend.js';
import { chooseWhere } from './chooser.js';
import { followElsewhere } from './monitor.js';
import { showNote, showPage } from './frames.js';
import { explain } from './words.js';

const idle = {
  box: 'Start a login to sign in here.',
  hosted: 'The service’s sign-in page appears here when you choose to use it.',
  live: 'The cloud browser appears here once a login starts.',
};
const hostedNotes = {
  choosing: 'The sign-in link is ready: choose “Use the hosted page” to sign in here.',
  here: 'Not in use: you are signing in with the form on this page (the sign-in link works once).',
  'key-free': 'Not in use: the sign-in link is being used in the key-free page.',
};

function paragraph(text, className) {
  const element = document.createElement('p');
  element.className = className;
  element.textContent = text;
  return element;
}

export class SignIn {
  #parts;
  #run;
  #params;

  /**
   * `parts`: `{ box, hosted, live, element, logs, client, config, onLink }`: the
   * flow's container, the two frame slots, the <managed-auth-login> element,
   * the LogPanel, the proxy Client, the page's config, and a callback told of
   * each new login link.
   */
  constructor(parts) {
    this.#parts = parts;
    parts.element.addEventListener('managed-auth-success', () => parts.logs.finish());
    parts.element.addEventListener('managed-auth-failure', () => parts.logs.finish());
    parts.element.addEventListener('managed-auth-retry', () => this.#retry('here'));
    this.reset();
  }

  /**
   * Starts a login for `{ domain, profile_name }` and resolves once the
   * backend has answered (the sign-in then goes on by itself); rejects when
   * the backend refuses, and nothing changes then. `place` skips the choice.
   */
  async start(params, place) {
    const link = await requestLogin(params);
    this.#params = params;
    this.#run?.abort();
    this.#run = new AbortController();
    const { live, logs, onLink } = this.#parts;
    onLink(link, params);
    showPage(live, link.live_view_url);
    if (link.browser_session_id) logs.open(link.browser_session_id);
    this.#proceed(link, place, this.#run.signal);
  }

  /** Ends the current sign-in (if any) and shows the idle page; `why` is said in the log panel. */
  reset(why) {
    this.#run?.abort();
    this.#run = undefined;
    const { box, hosted, live, logs } = this.#parts;
    logs.close(why);
    box.replaceChildren(paragraph(idle.box, 'empty'));
    showNote(hosted, idle.hosted);
    showNote(live, idle.live);
  }

  async #proceed(link, place, signal) {
    const { box, hosted, config } = this.#parts;
    showNote(hosted, hostedNotes.choosing);
    const chosen = place ?? (await chooseWhere(box, link.hosted_url, config.keyFreePage));
    if (signal.aborted) return;
    if (chosen === 'hosted') showPage(hosted, link.hosted_url);
    else showNote(hosted, hostedNotes[chosen]);
    if (chosen === 'here') await this.#signInHere(link, signal);
    else await this.#followElsewhere(link, chosen, signal);
  }

  async #signInHere(link, signal) {
    const { box, element, config } = this.#parts;
    box.replaceChildren(paragraph('Opening the sign-in…', 'empty'));
    let session;
    try {
      // The session exchanges the link's one-time code for a token scoped to
      // this one connection, and talks to the service directly with it.
      session = await ManagedAuthSession.fromHostedUrl(link.hosted_url, { baseURL: config.service });
    } catch (error) {
      if (!signal.aborted) this.#failed(`The sign-in could not open. ${explain(error)}`, 'here');
      return;
    }
    if (signal.aborted) return session.close();
    signal.addEventListener('abort', () => session.close());
    element.session = session;
    box.replaceChildren(element);
  }

  async #followElsewhere(link, place, signal) {
    const { box, client, logs } = this.#parts;
    const record = await followElsewhere(box, client, link.id, place, signal);
    if (signal.aborted) return;
    logs.finish();
    if (record?.flow_status !== 'SUCCESS') box.append(this.#tryAgain(place));
  }

  #failed(text, place) {
    const message = paragraph(text, 'flow-status');
    message.dataset.outcome = 'failure';
    message.setAttribute('role', 'alert');
    this.#parts.box.replaceChildren(message, this.#tryAgain(place));
    this.#parts.logs.finish();
  }

  #tryAgain(place) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'primary';
    button.textContent = 'Try again';
    button.addEventListener('click', () => this.#retry(place));
    return button;
  }

  // A new login from the backend, in the same place; a refusal is said in the flow's box.
  async #retry(place) {
    try {
      await this.start(this.#params, place);
    } catch (error) {
      this.#failed(`A new sign-in could not start. ${explain(error)}`, place);
    }
  }
}

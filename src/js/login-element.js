// <managed-auth-login>: a drop-in login element for a managed auth session.
// It watches the session, renders what the flow awaits (fields, choices, an
// approval to give elsewhere, the outcome) as an accessible form in its own
// shadow root, and submits through session.submitFields / session.choose.
//
// Plain JavaScript with no imports: it works with any object shaped like
// ManagedAuthSession (state, prompt, watch(), submitFields(), choose(),
// close()) and never loads the wasm package itself. Importing it has no
// effect until defineLoginElement() is called.

// Outside a browser (a server render importing the package) there is no
// HTMLElement: the class is still defined, it just cannot be registered.
const Base = globalThis.HTMLElement ?? class {};

// What each way a flow can end means to the person, in their words: by
// flow_status, then the ways following it can fail.
const ENDINGS = {
  FAILED: { title: 'Sign-in didn’t work', text: 'The sign-in couldn’t be completed.' },
  EXPIRED: { title: 'This sign-in timed out', text: 'It was open too long. Start again to sign in.' },
  CANCELED: { title: 'This sign-in was canceled', text: 'It was stopped before it finished.' },
};
const PROBLEMS = {
  sessionExpired: { title: 'Your sign-in link has expired', text: 'For your security, it only works for a short time.' },
  unreachable: { title: 'We lost touch with the sign-in', text: 'Check your internet connection, then try again.' },
  stopped: { title: 'The sign-in stopped', text: 'It ended before it finished.' },
};

// Legends of the groups of buttons, by PromptChoice.kind.
const GROUPS = {
  choice: 'Choose how to continue',
  mfa_option: 'Choose how to verify it’s you',
  sign_in_option: 'Choose an account',
  sso_button: 'Choose how to sign in',
};

// Input attributes by PromptField.type: codes and numbers take digits
// without a number input's spinner and rounding.
const INPUTS = {
  code: { type: 'text', inputmode: 'numeric', autocomplete: 'one-time-code' },
  number: { type: 'text', inputmode: 'numeric' },
  password: { type: 'password', autocomplete: 'current-password' },
  email: { type: 'email', autocomplete: 'username' },
  tel: { type: 'tel' },
  url: { type: 'url' },
};

const CSS = `
:host {
  --_accent: var(--mal-accent, #2458d3);
  --_radius: var(--mal-radius, 8px);
  --_font: var(--mal-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  --_bg: var(--mal-bg, Canvas);
  --_fg: var(--mal-fg, CanvasText);
  --_muted: var(--mal-muted, color-mix(in srgb, var(--_fg) 70%, var(--_bg)));
  --_danger: var(--mal-danger, #b3261e);
  --_success: var(--mal-success, #1a7f37);
  --_border: var(--mal-border, color-mix(in srgb, var(--_fg) 50%, var(--_bg)));
  --_gap: var(--mal-gap, 1rem);
  display: block;
  max-width: 28rem;
  container-type: inline-size;
  font-family: var(--_font);
  font-size: 1rem;
  line-height: 1.5;
  color: var(--_fg);
}
/* Danger and success stay readable on a dark background too. */
@supports (color: light-dark(#000, #fff)) {
  :host {
    --_danger: var(--mal-danger, light-dark(#b3261e, #ff9a8f));
    --_success: var(--mal-success, light-dark(#1a7f37, #6fdd8b));
  }
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
.card {
  background: var(--_bg);
  color: var(--_fg);
  border: 1px solid color-mix(in srgb, var(--_border) 50%, var(--_bg));
  border-radius: calc(var(--_radius) * 1.5);
  padding: calc(var(--_gap) * 1.5);
  overflow-wrap: anywhere;
}
@container (max-width: 24rem) {
  .card { padding: var(--_gap); }
}
.view, form, fieldset { display: grid; gap: var(--_gap); }
h2 { font-size: 1.25rem; line-height: 1.3; margin: 0; }
h2:focus { outline: none; }
p { margin: 0; }
.intro, .hint, .countdown, .detail { color: var(--_muted); }
.field { display: grid; gap: .25rem; }
label, legend { font-weight: 600; }
.hint { font-size: .9375rem; }
input {
  font: inherit;
  font-size: max(1rem, 16px); /* smaller text makes phones zoom in */
  width: 100%;
  min-height: 2.75rem;
  padding: .5rem .75rem;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_bg);
  color: var(--_fg);
}
input[readonly] { opacity: .7; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; gap: .5rem; }
legend { padding: 0; margin-bottom: .5rem; }
legend.title { margin-bottom: var(--_gap); }
button {
  font: inherit;
  font-weight: 600;
  width: 100%;
  min-height: 2.75rem;
  padding: .5rem 1rem;
  border-radius: var(--_radius);
  cursor: pointer;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: .5rem;
}
.primary {
  background: var(--_accent);
  color: #fff;
  border: 1px solid transparent; /* drawn in forced colors */
}
.choice {
  justify-content: space-between;
  text-align: start;
  background: transparent;
  color: inherit;
  border: 1px solid var(--_border);
}
.choice:hover:not([aria-disabled="true"]) { border-color: var(--_accent); }
.choice .text { display: grid; }
.choice .detail { font-weight: 400; font-size: .9375rem; }
.choice::after { content: "\\203A"; font-size: 1.5rem; line-height: 1; color: var(--_muted); }
.choice.working::after { content: none; }
button[aria-disabled="true"] { cursor: progress; opacity: .75; }
:focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.error {
  color: var(--_danger);
  border-inline-start: 4px solid var(--_danger);
  padding: .25rem 0 .25rem .75rem;
  font-weight: 600;
}
.waiting { display: flex; align-items: center; gap: .75rem; color: var(--_muted); }
.outcome { display: flex; align-items: center; gap: .75rem; }
.icon {
  flex: none;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  color: var(--_bg); /* the mark's colors turn lighter on dark backgrounds */
  font-weight: 700;
  font-size: 1.25rem;
}
.done .icon { background: var(--_success); }
.failed .icon { background: var(--_danger); }
.countdown { font-size: .9375rem; margin-top: var(--_gap); font-variant-numeric: tabular-nums; }
.countdown.soon { color: var(--_danger); font-weight: 600; }
.spinner {
  flex: none;
  width: 1.1em;
  height: 1.1em;
  border: .15em solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: spin .8s linear infinite;
}
.waiting .spinner { width: 1.5rem; height: 1.5rem; color: var(--_accent); }
@keyframes spin { to { transform: rotate(1turn); } }
@keyframes pulse { 50% { opacity: .3; } }
@media (prefers-reduced-motion: reduce) {
  .spinner { animation: pulse 2s ease-in-out infinite; }
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`;

// One style sheet for every instance, made on first use (not at import).
let sheet;
function styleSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

/** An element with attributes (true: present; null/false: absent) and children (strings become text). */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (value != null && value !== false) element.setAttribute(name, value);
  }
  element.append(...children.filter((child) => child != null && child !== false));
  return element;
}

const spinner = () => h('span', { class: 'spinner', 'aria-hidden': 'true' });

/** Seconds as mm:ss. */
function clock(seconds) {
  const two = (n) => String(n).padStart(2, '0');
  return `${two(Math.floor(seconds / 60))}:${two(seconds % 60)}`;
}

/** The session's credentials no longer work: the person has to start again. */
function isExpiredSession(error) {
  return error?.name === 'SessionExpiredError' || error?.code === 'session_expired' || error?.status === 401;
}

/** What identifies a step: a state that differs only in these keeps the form (and what was typed). */
function stepKey(prompt) {
  return JSON.stringify([
    prompt.fields.map((f) => [f.id, f.type, f.label, f.hint, f.required, f.autocomplete]),
    prompt.choices.map((c) => [c.id, c.kind, c.label, c.description, c.masked_destination]),
  ]);
}

export class ManagedAuthLoginElement extends Base {
  #session = null;
  #watch = null; // the iterator from session.watch() this element reads
  #view = null; // the step shown: { key, heading, controls, inputs, error, submit, labels, ... }
  #busy = false; // an answer is on its way: the form must not be sent again
  #ended = false; // success or failure shown and announced
  #retried = false;
  #expiresAt = NaN;
  #tick = 0;
  #warned = false;
  #announcing = new Map();
  #ids = 0;
  #card;
  #step;
  #countdown;
  #timer;
  #status;
  #alert;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [styleSheet()];
    // The timer is labelled and not live: its text changes every second
    // but it is read only when someone moves to it.
    this.#timer = h('span', { role: 'timer', 'aria-live': 'off', 'aria-label': 'Time left to sign in' });
    this.#countdown = h('p', { class: 'countdown', hidden: true }, h('span', { 'aria-hidden': 'true' }, 'Time left '), this.#timer);
    this.#step = h('div', { class: 'step' });
    this.#card = h('div', { class: 'card', hidden: true }, this.#step, this.#countdown);
    // Live regions stay in place from the start, so screen readers notice
    // what is written into them later.
    this.#status = h('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
    this.#alert = h('div', { class: 'visually-hidden', role: 'alert', 'aria-live': 'assertive' });
    root.append(this.#card, this.#status, this.#alert);
  }

  /** The session shown; setting another one stops reading the previous one's watch. */
  get session() {
    return this.#session;
  }

  set session(value) {
    if ((value ?? null) === this.#session) return;
    this.#stop();
    this.#session = value ?? null;
    this.#ended = false;
    this.#retried = false;
    this.#card.hidden = !this.#session;
    if (this.#session) this.#showProgress('Connecting…', null);
    else this.#step.replaceChildren();
    this.#start();
  }

  connectedCallback() {
    // A session set before the element was defined is an own property that
    // hides the accessor: hand it to the accessor.
    if (Object.hasOwn(this, 'session')) {
      const session = this.session;
      delete this.session;
      this.session = session;
    }
    this.#start();
  }

  disconnectedCallback() {
    this.#stop();
  }

  #start() {
    if (!this.isConnected || !this.#session || this.#watch || this.#ended) return;
    this.#watch = this.#session.watch();
    this.#read(this.#session, this.#watch);
  }

  // Closes the watch (the session itself belongs to the app) and the countdown.
  #stop() {
    const watch = this.#watch;
    this.#watch = null;
    watch?.close();
    this.#setExpiry(null);
  }

  async #read(session, watch) {
    try {
      for await (const state of watch) {
        if (watch !== this.#watch) return;
        this.#onState(session, state);
      }
      if (watch === this.#watch && !this.#ended) this.#fail(session.state, null, PROBLEMS.stopped);
    } catch (error) {
      if (watch !== this.#watch || this.#ended) return;
      const cause = error instanceof Error ? error : new Error(String(error));
      this.#fail(session.state, cause, isExpiredSession(error) ? PROBLEMS.sessionExpired : PROBLEMS.unreachable);
    } finally {
      if (watch === this.#watch) this.#watch = null;
    }
  }

  #onState(session, state) {
    const prompt = session.prompt;
    this.#emit('managed-auth-state', { state, prompt });
    if (this.#ended) return;
    const status = prompt?.status ?? state.flow_status ?? null;
    if (status === 'SUCCESS') return this.#succeed(state);
    if (Object.hasOwn(ENDINGS, status)) {
      const ending = ENDINGS[status];
      const text = status === 'FAILED' ? prompt?.error_message || ending.text : ending.text;
      return this.#fail(state, null, { title: ending.title, text });
    }
    this.#setExpiry(prompt?.expires_at ?? null);

    const step = prompt?.step ?? state.flow_step ?? null;
    const answered = this.#busy;
    if (step === 'SUBMITTING') {
      // Keep the answered step on screen, busy, until the site replies.
      if (this.#view?.controls.length) return this.#setBusy(true);
      return this.#showProgress('Checking your details…', null);
    }
    this.#setBusy(false);
    const fields = prompt?.fields ?? [];
    const choices = prompt?.choices ?? [];
    const message = prompt?.external_action_message;
    const error = prompt?.website_error || null;
    const progress = step === 'COMPLETED' ? 'Finishing sign-in…' : 'Opening the sign-in page…';
    const key = fields.length || choices.length ? `input:${stepKey({ fields, choices })}`
      : message ? `external:${message}`
      : `progress:${progress}`;
    if (key === this.#view?.key) {
      // The same step again: after an answer, the site refused it.
      if (answered) this.#clearSecrets();
      this.#showError(error, answered || error !== this.#view.shownError);
    } else if (key.startsWith('input:')) {
      this.#showInput(key, fields, choices, state.domain, error);
    } else if (message) {
      this.#showExternal(key, message, error);
    } else {
      this.#showProgress(progress, error);
    }
  }

  // Views. Each replaces the step's content, announces it, and moves focus.

  #render(view, title, announcement) {
    const hadFocus = this.shadowRoot.activeElement !== null;
    this.#step.replaceChildren(view.content);
    this.#step.removeAttribute('aria-busy');
    this.#view = { controls: [], inputs: [], error: null, shownError: null, ...view };
    this.#busy = false;
    this.#announce(announcement ?? title, false);
    // Into the first field or button of a step that asks for something;
    // to the heading otherwise, if focus was in the element (so it is not lost).
    const target = this.#view.controls[0] ?? (hadFocus ? view.heading : null);
    target?.focus();
  }

  #heading(text) {
    return h('h2', { tabindex: '-1' }, text);
  }

  #errorSlot() {
    return h('p', { class: 'error', id: this.#id('error'), hidden: true });
  }

  #showProgress(title, error) {
    const heading = this.#heading(title);
    const errorSlot = this.#errorSlot();
    const content = h('div', { class: 'view' }, heading, errorSlot, h('p', { class: 'waiting' }, spinner(), 'This takes a few seconds.'));
    this.#render({ key: `progress:${title}`, content, heading, error: errorSlot }, title);
    this.#showError(error, true);
  }

  #showExternal(key, message, error) {
    const title = 'Approve the sign-in';
    const heading = this.#heading(title);
    const errorSlot = this.#errorSlot();
    const content = h('div', { class: 'view' },
      heading,
      errorSlot,
      h('p', {}, message),
      h('p', { class: 'waiting' }, spinner(), 'Waiting for your approval…'));
    this.#render({ key, content, heading, error: errorSlot }, title, `${title}. ${message}`);
    this.#showError(error, true);
  }

  #showInput(key, fields, choices, domain, error) {
    const errorSlot = this.#errorSlot();
    const inputs = [];
    const controls = [];
    const groups = new Map(); // choices by kind, in the order the kinds first appear
    for (const choice of choices) {
      if (!groups.has(choice.kind)) groups.set(choice.kind, []);
      groups.get(choice.kind).push(choice);
    }
    // A step that only asks to pick from one group is titled by that group.
    const single = !fields.length && groups.size === 1;
    const code = fields.some((f) => f.type === 'code');
    const title = code ? 'Enter your verification code' : domain ? `Sign in to ${domain}` : 'Sign in';
    let form = null;
    let submit = null;
    let labels = null; // the submit button's, idle and busy
    if (fields.length) {
      const password = fields.some((f) => f.type === 'password');
      labels = code ? ['Verify', 'Verifying…'] : password ? ['Sign in', 'Signing in…'] : ['Continue', 'Sending…'];
      submit = h('button', { type: 'submit', class: 'primary' }, labels[0]);
      // method="dialog" outside a dialog never navigates: even if the submit
      // handler failed, what was typed would not end up in a URL or a request.
      form = h('form', { method: 'dialog' },
        ...fields.map((field) => this.#field(field, errorSlot.id, inputs)),
        submit);
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        if (this.#busy) return;
        const values = {};
        for (const { field, input } of inputs) {
          if (input.value !== '' || field.required) values[field.id] = input.value;
        }
        this.#send(submit, (session) => session.submitFields(values));
      });
      controls.push(...inputs.map((i) => i.input), submit);
    }
    const fieldsets = [...groups].map(([kind, items]) => {
      const legendText = kind === 'sso_button' && fields.length ? 'Or continue with' : GROUPS[kind] ?? GROUPS.choice;
      const legend = h('legend', { class: single ? 'title' : null }, single ? this.#heading(legendText) : legendText);
      const buttons = items.map((choice) => this.#choiceButton(choice));
      controls.push(...buttons);
      return h('fieldset', {}, legend, ...buttons);
    });
    const heading = single ? fieldsets[0].querySelector('h2') : this.#heading(title);
    const content = h('div', { class: 'view' }, single ? null : heading, errorSlot, form, ...fieldsets);
    this.#render({ key, content, heading, controls, inputs, error: errorSlot, submit, labels }, heading.textContent);
    this.#showError(error, true);
  }

  #field(field, errorId, inputs) {
    const id = this.#id('field');
    const hint = field.hint ? h('p', { class: 'hint', id: `${id}-hint` }, field.hint) : null;
    const kind = INPUTS[field.type] ?? { type: 'text' };
    const input = h('input', {
      id,
      name: field.id,
      type: kind.type,
      inputmode: kind.inputmode,
      autocomplete: field.autocomplete ?? kind.autocomplete,
      required: field.required,
      autocapitalize: 'none',
      spellcheck: 'false',
      'aria-describedby': [hint?.id, errorId].filter(Boolean).join(' '),
    });
    inputs.push({ field, input });
    const label = h('label', { for: id }, field.label, field.required ? null : ' (optional)');
    return h('div', { class: 'field' }, label, hint, input);
  }

  #choiceButton(choice) {
    const id = this.#id('choice');
    const details = [choice.description, choice.masked_destination].filter(Boolean).join(' · ');
    // Named by its content, details included: a name of the label alone
    // would leave out visible text (WCAG 2.5.3, label in name).
    const button = h('button', {
      type: 'button',
      class: 'choice',
      'aria-describedby': details ? `${id}-detail` : null,
    },
    h('span', { class: 'text' },
      h('span', {}, choice.label),
      details ? h('span', { class: 'detail', id: `${id}-detail` }, details) : null));
    button.addEventListener('click', () => {
      if (!this.#busy) this.#send(button, (session) => session.choose(choice));
    });
    return button;
  }

  #succeed(state) {
    this.#end();
    const title = 'You’re signed in';
    const text = state.domain ? `Your ${state.domain} account is connected.` : 'Your account is connected.';
    const heading = this.#heading(title);
    const content = h('div', { class: 'view done' },
      h('div', { class: 'outcome' }, h('span', { class: 'icon', 'aria-hidden': 'true' }, '✓'), heading),
      h('p', {}, text));
    this.#render({ key: 'success', content, heading }, title, `${title}. ${text}`);
    this.#emit('managed-auth-success', { state });
  }

  #fail(state, error, { title, text }) {
    this.#end();
    const heading = this.#heading(title);
    const retry = h('button', { type: 'button', class: 'primary' }, 'Try again');
    // One retry per failure: the app starts a new login and sets a new session.
    retry.addEventListener('click', () => {
      if (this.#retried) return;
      this.#retried = true;
      retry.setAttribute('aria-disabled', 'true');
      retry.replaceChildren(spinner(), 'Starting again…');
      this.#emit('managed-auth-retry', null);
    });
    const content = h('div', { class: 'view failed' },
      h('div', { class: 'outcome' }, h('span', { class: 'icon', 'aria-hidden': 'true' }, '!'), heading),
      h('p', {}, text),
      retry);
    this.#render({ key: 'failure', content, heading }, title, `${title}. ${text}`);
    this.#emit('managed-auth-failure', { state, error });
  }

  #end() {
    this.#ended = true;
    this.#busy = false;
    this.#setExpiry(null);
  }

  // Sends an answer once; the step stays busy until the next state arrives.
  async #send(button, call) {
    const session = this.#session;
    this.#setBusy(true, button);
    this.#showError(null, false);
    this.#announce(button === this.#view.submit ? this.#view.labels[1] : 'Sending your choice…', false);
    try {
      await call(session);
    } catch (error) {
      if (session !== this.#session || this.#ended) return;
      if (isExpiredSession(error)) {
        this.#fail(session.state, error instanceof Error ? error : null, PROBLEMS.sessionExpired);
        return;
      }
      this.#setBusy(false);
      this.#showError('That didn’t go through. Please try again.', true);
    }
  }

  #setBusy(busy, activated) {
    this.#busy = busy;
    const view = this.#view;
    if (!view?.controls.length) return;
    this.#step.setAttribute('aria-busy', String(busy));
    // aria-disabled rather than disabled: a disabled button would drop the
    // focus of the person who just pressed it.
    for (const control of view.controls) {
      if (control.tagName === 'INPUT') control.readOnly = busy;
      else if (busy) control.setAttribute('aria-disabled', 'true');
      else control.removeAttribute('aria-disabled');
    }
    if (activated) view.activated = activated;
    const target = view.activated;
    if (!target) return;
    target.classList.toggle('working', busy);
    if (target === view.submit) {
      target.replaceChildren(...(busy ? [spinner(), view.labels[1]] : [view.labels[0]]));
    } else if (busy) {
      target.append(spinner());
    } else {
      target.querySelector('.spinner')?.remove();
    }
    if (!busy) view.activated = null;
  }

  // After a refused answer: passwords and codes are typed again, so they are
  // emptied, and focus goes to the first empty field.
  #clearSecrets() {
    const inputs = this.#view.inputs;
    for (const { field, input } of inputs) {
      if (field.type === 'password' || field.type === 'code') input.value = '';
    }
    (inputs.find(({ input }) => input.value === '') ?? inputs[0])?.input.focus();
  }

  // The website's (or our) error beside the form; `announce` also says it aloud.
  #showError(text, announce) {
    const slot = this.#view?.error;
    if (!slot) return;
    slot.textContent = text ?? '';
    slot.hidden = !text;
    this.#view.shownError = text ?? null;
    if (text && announce) this.#announce(text, true);
  }

  #setExpiry(expiresAt) {
    const at = expiresAt ? Date.parse(expiresAt) : NaN;
    if (at === this.#expiresAt || (Number.isNaN(at) && Number.isNaN(this.#expiresAt))) return;
    clearTimeout(this.#tick);
    this.#expiresAt = at;
    this.#warned = false;
    this.#countdown.hidden = Number.isNaN(at);
    if (!Number.isNaN(at)) this.#countDown();
  }

  // Writes only the timer's text, then sleeps until the next whole second.
  #countDown() {
    const left = Math.max(0, this.#expiresAt - Date.now());
    const seconds = Math.ceil(left / 1000);
    this.#timer.textContent = clock(seconds);
    this.#countdown.classList.toggle('soon', seconds <= 60);
    if (seconds <= 60 && seconds > 0 && !this.#warned) {
      this.#warned = true;
      this.#announce(seconds > 50 ? 'One minute left to sign in.' : 'Less than a minute left to sign in.', false);
    }
    if (seconds > 0) this.#tick = setTimeout(() => this.#countDown(), (left % 1000 || 1000) + 5);
  }

  // Empties the region first, so the same words said twice are announced twice.
  #announce(text, urgent) {
    const region = urgent ? this.#alert : this.#status;
    clearTimeout(this.#announcing.get(region));
    region.textContent = '';
    this.#announcing.set(region, setTimeout(() => (region.textContent = text), 100));
  }

  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #id(prefix) {
    return `${prefix}-${++this.#ids}`;
  }
}

let baseRegistered = false;

/**
 * Registers the element as `tagName` (default `managed-auth-login`) and
 * returns its class. Calling it again with the same name returns the class
 * registered the first time.
 */
export function defineLoginElement(tagName = 'managed-auth-login') {
  const registered = customElements.get(tagName);
  if (registered === ManagedAuthLoginElement || registered?.prototype instanceof ManagedAuthLoginElement) return registered;
  if (registered) throw new Error(`<${tagName}> is already registered as another element`);
  // A constructor can be registered once: other names get a subclass.
  const element = baseRegistered ? class extends ManagedAuthLoginElement {} : ManagedAuthLoginElement;
  customElements.define(tagName, element);
  baseRegistered = true;
  return element;
}

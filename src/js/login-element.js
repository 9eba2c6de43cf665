// <managed-auth-login>: a drop-in login element for a managed auth session.
// It watches the session, renders what the flow awaits (fields, choices, an
// approval to give elsewhere, the cloud browser's live view, the outcome) as
// an accessible form in its own shadow root, and submits through
// session.submitFields / session.choose.
//
// Plain JavaScript that imports only its own modules: it works with any
// object shaped like ManagedAuthSession (state, prompt, watch(),
// submitFields(), choose(), close(), and optionally allows()) and never loads
// the wasm package itself. Importing it has no effect until
// defineLoginElement() is called.

import { h, spinner } from './login-element/dom.js';
import { allowedLiveView, liveViewFrame } from './login-element/live-view.js';
import { defaultStrings } from './login-element/strings.js';
import { styleSheet } from './login-element/styles.js';

export { defaultStrings };

// Outside a browser (a server render importing the package) there is no
// HTMLElement: the class is still defined, it just cannot be registered.
const Base = globalThis.HTMLElement ?? class {};

// What each way a flow can end means to the person (string keys), by
// flow_status, then the ways following it can fail. `expired` ones get the
// expired screen: Start again rather than Try again.
const ENDINGS = {
  FAILED: { title: 'failedTitle', text: 'failedText' },
  EXPIRED: { title: 'expiredTitle', text: 'expiredText', expired: true },
  CANCELED: { title: 'canceledTitle', text: 'canceledText' },
};
const PROBLEMS = {
  sessionExpired: { title: 'linkExpiredTitle', text: 'linkExpiredText', expired: true },
  unreachable: { title: 'unreachableTitle', text: 'unreachableText' },
  stopped: { title: 'stoppedTitle', text: 'stoppedText' },
};

// Legends of the groups of buttons (string keys), by PromptChoice.kind.
const GROUPS = {
  choice: 'chooseOne',
  mfa_option: 'chooseMfa',
  sign_in_option: 'chooseAccount',
  sso_button: 'chooseSso',
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

/** A state for the app's events: the URLs that carry credentials (the handoff code, the signed live view) left out. */
function publicState(state) {
  if (!state || typeof state !== 'object') return state;
  const { hosted_url: _code, live_view_url: _live, ...rest } = state;
  return rest;
}

/** A language tag Intl accepts, or undefined (Intl's default). */
function validLanguage(tag) {
  try {
    return tag ? Intl.getCanonicalLocales(tag)[0] : undefined;
  } catch {
    return undefined;
  }
}

export class ManagedAuthLoginElement extends Base {
  static observedAttributes = ['lang'];

  #session = null;
  #watch = null; // the iterator from session.watch() this element reads
  #view = null; // the step shown: { key, heading, controls, inputs, error, submit, labels, ... }
  #redraw = null; // draws the step shown again (new strings or language)
  #strings = {};
  #drawnIn = null; // the language the step shown was drawn in, null if drawn out of the page
  #busy = false; // an answer is on its way: the form must not be sent again
  #ended = false; // success or failure shown and announced
  #consented = false;
  #retried = false;
  #liveView = null; // the last live view URL the session allowed, for the fallback
  #expiresAt = NaN;
  #tick = 0;
  #warned = false;
  #announcing = new Map();
  #ids = 0;
  #card;
  #step;
  #countdown;
  #timerLead;
  #timer;
  #status;
  #alert;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [styleSheet()];
    // The timer is labelled and not live: its text changes every second
    // but it is read only when someone moves to it.
    this.#timer = h('span', { role: 'timer', part: 'timer', 'aria-live': 'off' });
    this.#timerLead = h('span', { 'aria-hidden': 'true' });
    this.#countdown = h('p', { class: 'countdown', part: 'countdown', hidden: true }, this.#timerLead, ' ', this.#timer);
    this.#step = h('div', { class: 'step' });
    this.#card = h('div', { class: 'card', part: 'card', hidden: true }, this.#step, this.#countdown);
    // Live regions stay in place from the start, so screen readers notice
    // what is written into them later.
    this.#status = h('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
    this.#alert = h('div', { class: 'visually-hidden', role: 'alert', 'aria-live': 'assertive' });
    root.append(this.#card, this.#status, this.#alert);
    this.#labelTimer();
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
    this.#consented = false;
    this.#liveView = null;
    this.#card.hidden = !this.#session;
    if (!this.#session) {
      this.#redraw = null;
      this.#view = null;
      this.#step.replaceChildren();
    } else if (this.consent) {
      this.#draw(() => this.#showConsent());
    } else {
      this.#draw(() => this.#showProgress('connecting', null));
    }
    this.#start();
  }

  /** Texts by key replacing the English ones (`defaultStrings`); null for English alone. */
  get strings() {
    return this.#strings;
  }

  set strings(value) {
    if (value != null && typeof value !== 'object') {
      throw new TypeError('strings: must be an object of texts by key (a string, or a function of values), or null');
    }
    this.#strings = value ?? {};
    this.#relabel();
  }

  /** Whether the person is asked to agree before the flow is shown (the `consent` attribute). */
  get consent() {
    return this.hasAttribute('consent');
  }

  set consent(value) {
    this.toggleAttribute('consent', Boolean(value));
  }

  attributeChangedCallback() {
    this.#relabel();
  }

  connectedCallback() {
    // A session set before the element was defined is an own property that
    // hides the accessor: hand it to the accessor. Likewise strings.
    for (const name of ['strings', 'session']) {
      if (Object.hasOwn(this, name)) {
        const value = this[name];
        delete this[name];
        this[name] = value;
      }
    }
    // Drawn before it was in the page (focus could not move), or moved under
    // another language: drawn again.
    if (this.#language() !== this.#drawnIn) this.#relabel();
    this.#start();
  }

  disconnectedCallback() {
    this.#stop();
  }

  #start() {
    if (!this.isConnected || !this.#session || this.#watch || this.#ended) return;
    if (this.consent && !this.#consented) return;
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
    this.#emit('managed-auth-state', { state: publicState(state), prompt });
    if (this.#ended) return;
    const status = prompt?.status ?? state.flow_status ?? null;
    if (status === 'SUCCESS') return this.#succeed(state);
    if (Object.hasOwn(ENDINGS, status)) return this.#fail(state, null, ENDINGS[status]);
    this.#setExpiry(prompt?.expires_at ?? null);

    const step = prompt?.step ?? state.flow_step ?? null;
    const answered = this.#busy;
    if (step === 'SUBMITTING') {
      // Keep the answered step on screen, busy, until the site replies.
      if (this.#view?.controls.length) return this.#setBusy(true);
      return this.#draw(() => this.#showProgress('checking', null));
    }
    this.#setBusy(false);
    const fields = prompt?.fields ?? [];
    const choices = prompt?.choices ?? [];
    const message = prompt?.external_action_message || null;
    const error = prompt?.website_error || null;
    const live = allowedLiveView(session, state.live_view_url);
    if (live) this.#liveView = live;
    const external = step === 'AWAITING_EXTERNAL_ACTION' || message;
    const progress = step === 'COMPLETED' ? 'finishing' : 'opening';
    // The live view's URL is no part of a key: a step is the same step
    // whichever signed URL frames it.
    const key = fields.length || choices.length ? `input:${stepKey({ fields, choices })}`
      : external ? `external:${message}:${Boolean(live)}`
      : `progress:${progress}`;
    if (key === this.#view?.key) {
      // The same step again: after an answer, the site refused it.
      if (answered) this.#clearSecrets();
      this.#showError(error, answered || error !== this.#view.shownError);
    } else if (key.startsWith('input:')) {
      this.#draw(() => this.#showInput(key, fields, choices, state.domain, error), true);
    } else if (external) {
      this.#draw(() => this.#showExternal(key, message, live, state.domain, error));
    } else {
      this.#draw(() => this.#showProgress(progress, error));
    }
  }

  // Views. Each replaces the step's content, announces it, and moves focus;
  // #draw keeps how to draw it again in other words.

  #draw(show, keepValues = false) {
    this.#redraw = () => {
      const typed = keepValues ? this.#view?.inputs.map(({ input }) => [input.name, input.value]) : [];
      show();
      for (const [name, value] of typed ?? []) {
        const input = this.#view.inputs.find((i) => i.input.name === name)?.input;
        if (input) input.value = value;
      }
    };
    show();
  }

  // New strings or language: the timer's label and the step shown, again.
  #relabel() {
    this.#labelTimer();
    if (!this.#redraw) return;
    const shownError = this.#view?.shownError;
    this.#redraw();
    if (shownError) this.#showError(shownError, false);
  }

  #labelTimer() {
    this.#timer.setAttribute('aria-label', this.#t('timeLeftLabel'));
    this.#timerLead.textContent = this.#t('timeLeft');
    if (!Number.isNaN(this.#expiresAt)) this.#timer.textContent = this.#clock(Math.ceil(Math.max(0, this.#expiresAt - Date.now()) / 1000));
  }

  #render(view, title, announcement) {
    this.#drawnIn = this.isConnected ? this.#language() : null;
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
    return h('h2', { tabindex: '-1', part: 'heading' }, text);
  }

  // Texts of the service (a site's message, label or error) take dir="auto":
  // on a right-to-left page, an English message still reads left to right.
  #text(text, attributes = {}) {
    return h('p', { part: 'text', ...attributes }, text);
  }

  #button(text, primary = true) {
    return h('button', { type: 'button', class: primary ? 'primary' : 'quiet', part: primary ? 'button primary' : 'button secondary' }, text);
  }

  #errorSlot() {
    return h('p', { class: 'error', part: 'error', id: this.#id('error'), hidden: true });
  }

  #waiting(text) {
    return h('p', { class: 'waiting', part: 'waiting' }, spinner(), text);
  }

  #showProgress(titleKey, error) {
    const title = this.#t(titleKey);
    const heading = this.#heading(title);
    const errorSlot = this.#errorSlot();
    const content = h('div', { class: 'view' }, heading, errorSlot, this.#waiting(this.#t('fewSeconds')));
    this.#render({ key: `progress:${titleKey}`, content, heading, error: errorSlot }, title);
    this.#showError(error, true);
  }

  // Asked only when the app sets `consent`: nothing of the flow is shown,
  // and the session's watch not started, until the person agrees.
  #showConsent() {
    const title = this.#t('consentTitle');
    const heading = this.#heading(title);
    const text = this.#t('consentText', { domain: this.#session?.state?.domain ?? '' });
    const accept = this.#button(this.#t('consentContinue'));
    const decline = this.#button(this.#t('consentCancel'), false);
    accept.addEventListener('click', () => {
      if (this.#consented || this.#ended) return;
      this.#consented = true;
      this.#emit('managed-auth-consent', { accepted: true });
      this.#draw(() => this.#showProgress('connecting', null));
      this.#start();
    });
    decline.addEventListener('click', () => {
      if (this.#consented || this.#ended) return;
      this.#ended = true;
      this.#emit('managed-auth-consent', { accepted: false });
      this.#draw(() => this.#showDeclined());
    });
    const content = h('div', { class: 'view consent' }, heading, this.#text(text), this.#text(this.#t('consentDetail'), { class: 'hint' }), accept, decline);
    this.#render({ key: 'consent', content, heading, controls: [accept, decline] }, title, `${title}. ${text}`);
  }

  #showDeclined() {
    const title = this.#t('declinedTitle');
    const text = this.#t('declinedText');
    const heading = this.#heading(title);
    const content = h('div', { class: 'view' }, heading, this.#text(text), this.#retryButton('startAgain'));
    this.#render({ key: 'declined', content, heading }, title, `${title}. ${text}`);
  }

  // Waiting on something done elsewhere: an approval on a phone, or a person
  // acting in the cloud browser. The service says nothing to tell them apart
  // (both are AWAITING_EXTERNAL_ACTION with a live view), so whenever the
  // session allows the live view it is shown beneath the instructions: a
  // person who must act there can, and one approving on a phone sees the
  // site waiting, which costs them nothing.
  #showExternal(key, message, live, domain, error) {
    const title = this.#t(live ? 'browserTitle' : 'approveTitle');
    const heading = this.#heading(title);
    const errorSlot = this.#errorSlot();
    const said = message ?? (live ? this.#t('browserHint') : null);
    const content = h('div', { class: 'view' },
      heading,
      errorSlot,
      said ? this.#text(said, { dir: message ? 'auto' : null }) : null,
      live && message ? this.#text(this.#t('browserHint'), { class: 'hint' }) : null,
      live ? liveViewFrame(live, this.#t('browserFrame', { domain: domain ?? '' })) : null,
      this.#waiting(this.#t('waitingApproval')));
    this.#render({ key, content, heading, error: errorSlot }, title, said ? `${title}. ${said}` : title);
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
    const title = code ? this.#t('enterCode') : domain ? this.#t('signInTo', { domain }) : this.#t('signIn');
    let form = null;
    let submit = null;
    let labels = null; // the submit button's, idle and busy
    if (fields.length) {
      const password = fields.some((f) => f.type === 'password');
      labels = (code ? ['verify', 'verifying'] : password ? ['signIn', 'signingIn'] : ['continue', 'sending']).map((k) => this.#t(k));
      submit = h('button', { type: 'submit', class: 'primary', part: 'button primary' }, labels[0]);
      // method="dialog" outside a dialog never navigates: even if the submit
      // handler failed, what was typed would not end up in a URL or a request.
      form = h('form', { method: 'dialog', part: 'form' },
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
      const legendText = this.#t(kind === 'sso_button' && fields.length ? 'orContinueWith' : GROUPS[kind] ?? GROUPS.choice);
      const legend = h('legend', { class: single ? 'title' : null, part: 'legend' }, single ? this.#heading(legendText) : legendText);
      const buttons = items.map((choice) => this.#choiceButton(choice));
      controls.push(...buttons);
      return h('fieldset', { part: 'group' }, legend, ...buttons);
    });
    const heading = single ? fieldsets[0].querySelector('h2') : this.#heading(title);
    const content = h('div', { class: 'view' }, single ? null : heading, errorSlot, form, ...fieldsets);
    this.#render({ key, content, heading, controls, inputs, error: errorSlot, submit, labels }, heading.textContent);
    this.#showError(error, true);
  }

  #field(field, errorId, inputs) {
    const id = this.#id('field');
    const hint = field.hint ? h('p', { class: 'hint', part: 'hint', id: `${id}-hint`, dir: 'auto' }, field.hint) : null;
    const kind = INPUTS[field.type] ?? { type: 'text' };
    const input = h('input', {
      id,
      name: field.id,
      type: kind.type,
      part: 'input',
      inputmode: kind.inputmode,
      autocomplete: field.autocomplete ?? kind.autocomplete,
      required: field.required,
      autocapitalize: 'none',
      spellcheck: 'false',
      dir: 'auto', // an address or a code typed on a right-to-left page reads left to right
      'aria-describedby': [hint?.id, errorId].filter(Boolean).join(' '),
    });
    inputs.push({ field, input });
    const label = h('label', { for: id, part: 'label' }, h('bdi', {}, field.label), field.required ? null : ` ${this.#t('optional')}`);
    const box = field.type === 'password' ? this.#passwordBox(input) : input;
    return h('div', { class: 'field' }, label, hint, box);
  }

  // Show/hide: a toggle button beside the input, named by its visible word
  // (its pressed state says whether the password shows). Pressing it changes
  // only the input's type, so the value and the focus (on the button) stay.
  #passwordBox(input) {
    const toggle = h('button', {
      type: 'button',
      class: 'quiet',
      part: 'button secondary toggle',
      'aria-pressed': 'false',
      'aria-controls': input.id,
      title: this.#t('showPassword'),
    }, this.#t('show'));
    toggle.addEventListener('click', () => {
      const shown = input.type === 'password';
      input.type = shown ? 'text' : 'password';
      toggle.setAttribute('aria-pressed', String(shown));
    });
    return h('div', { class: 'secret' }, input, toggle);
  }

  #choiceButton(choice) {
    const id = this.#id('choice');
    // A masked phone number or address reads left to right on any page.
    const masked = choice.masked_destination ? h('bdi', { dir: 'ltr' }, choice.masked_destination) : null;
    const details = [choice.description, masked].filter(Boolean).flatMap((part, i) => (i ? [' · ', part] : [part]));
    // Named by its content, details included: a name of the label alone
    // would leave out visible text (WCAG 2.5.3, label in name).
    const button = h('button', {
      type: 'button',
      class: 'choice',
      part: 'button choice',
      'aria-describedby': details.length ? `${id}-detail` : null,
    },
    h('span', { class: 'text' },
      h('span', { part: 'choice-label', dir: 'auto' }, choice.label),
      details.length ? h('span', { class: 'detail', part: 'choice-detail', id: `${id}-detail` }, ...details) : null));
    button.addEventListener('click', () => {
      if (!this.#busy) this.#send(button, (session) => session.choose(choice));
    });
    return button;
  }

  #succeed(state) {
    this.#end();
    this.#draw(() => {
      const title = this.#t('successTitle');
      const text = this.#t('successText', { domain: state.domain ?? '' });
      const heading = this.#heading(title);
      const content = h('div', { class: 'view done' }, this.#outcome('✓', heading), this.#text(text));
      this.#render({ key: 'success', content, heading }, title, `${title}. ${text}`);
    });
    this.#emit('managed-auth-success', { state: publicState(state) });
  }

  // A failure: what happened, the error code with a copy for support, and a
  // way to start again. `expired` ones get their own screen and Start again.
  #fail(state, error, problem) {
    this.#end();
    const at = new Date();
    const message = state?.flow_status === 'FAILED' ? state?.error_message || null : null;
    const code = (error ? error.code : state?.error_code) || null;
    const fallback = !problem.expired && state?.flow_status === 'FAILED' && this.hasAttribute('live-view-fallback') ? this.#liveView : null;
    this.#draw(() => {
      const title = this.#t(problem.title);
      const text = message ?? this.#t(problem.text);
      const heading = this.#heading(title);
      const said = this.#text(text, { dir: message ? 'auto' : null });
      const content = h('div', { class: `view ${problem.expired ? 'expired' : 'failed'}` },
        this.#outcome(problem.expired ? '!' : '×', heading),
        said,
        problem.expired ? this.#text(this.#t('expiredAt', { time: this.#time(at) }), { class: 'hint' }) : null,
        code && !problem.expired ? this.#report(code, said) : null,
        fallback ? this.#fallback(fallback, state?.domain) : null,
        this.#retryButton(problem.expired ? 'startAgain' : 'tryAgain'));
      this.#render({ key: 'failure', content, heading }, title, `${title}. ${text}`);
    });
    this.#emit('managed-auth-failure', { state: publicState(state), error });
  }

  #outcome(mark, heading) {
    return h('div', { class: 'outcome' }, h('span', { class: 'icon', part: 'icon', 'aria-hidden': 'true' }, mark), heading);
  }

  // One retry per failure: the app starts a new login and sets a new session.
  #retryButton(key) {
    const retry = this.#button(this.#t(key));
    retry.addEventListener('click', () => {
      if (this.#retried) return;
      this.#retried = true;
      retry.setAttribute('aria-disabled', 'true');
      retry.replaceChildren(spinner(), this.#t('startingAgain'));
      this.#emit('managed-auth-retry', null);
    });
    return retry;
  }

  // The code and the message (shown just before it) for support, with a
  // button that copies both; where the clipboard is refused, it selects
  // them for the person to copy.
  #report(code, message) {
    const details = h('p', { part: 'text' }, h('code', { part: 'code' }, this.#t('errorCode', { code })));
    const copy = this.#button(this.#t('copyDetails'), false);
    copy.setAttribute('part', 'button secondary copy');
    copy.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(`${details.textContent}\n${message.textContent}`);
        copy.textContent = this.#t('copied');
        this.#announce(this.#t('copied'), false);
      } catch {
        const range = document.createRange();
        range.setStartBefore(message);
        range.setEndAfter(details);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
        this.#announce(this.#t('copyByHand'), false);
      }
    });
    return h('div', { class: 'report', part: 'report' }, details, copy);
  }

  // Offered by the app (`live-view-fallback`): after a failure, the last
  // live view the session allowed, opened on request, to finish by hand.
  #fallback(url, domain) {
    const open = this.#button(this.#t('fallbackOpen'), false);
    const box = h('div', { class: 'view' }, this.#text(this.#t('fallbackText')), open);
    open.addEventListener('click', () => {
      const frame = liveViewFrame(url, this.#t('browserFrame', { domain: domain ?? '' }));
      open.replaceWith(frame);
      frame.focus();
    });
    return box;
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
    this.#announce(button === this.#view.submit ? this.#view.labels[1] : this.#t('sendingChoice'), false);
    try {
      await call(session);
    } catch (error) {
      if (session !== this.#session || this.#ended) return;
      if (isExpiredSession(error)) {
        this.#fail(session.state, error instanceof Error ? error : null, PROBLEMS.sessionExpired);
        return;
      }
      this.#setBusy(false);
      this.#showError(this.#t('sendFailed'), true);
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
    // Isolated: the bar stays at the page's start, the words read their own way.
    slot.replaceChildren(text ? h('bdi', {}, text) : '');
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
    this.#timer.textContent = this.#clock(seconds);
    this.#countdown.classList.toggle('soon', seconds <= 60);
    if (seconds <= 60 && seconds > 0 && !this.#warned) {
      this.#warned = true;
      const time = seconds > 50 ? this.#number(1, { style: 'unit', unit: 'minute', unitDisplay: 'long' })
        : this.#number(seconds, { style: 'unit', unit: 'second', unitDisplay: 'long' });
      this.#announce(this.#t('timeWarning', { time }), false);
    }
    if (seconds > 0) this.#tick = setTimeout(() => this.#countDown(), (left % 1000 || 1000) + 5);
  }

  // Language: the element's own `lang`, else the closest ancestor's, else the document's.
  #language() {
    return validLanguage(this.closest?.('[lang]')?.getAttribute('lang') || document.documentElement.lang);
  }

  /** Seconds as mm:ss, in the language's digits. */
  #clock(seconds) {
    const two = { minimumIntegerDigits: 2, useGrouping: false };
    return `${this.#number(Math.floor(seconds / 60), two)}:${this.#number(seconds % 60, two)}`;
  }

  #number(value, options) {
    return new Intl.NumberFormat(this.#language(), options).format(value);
  }

  #time(date) {
    return new Intl.DateTimeFormat(this.#language(), { timeStyle: 'short' }).format(date);
  }

  // A text by key: the app's (a string, or a function of `values`), else
  // the English one. An app's function that throws or returns no string
  // falls back to English rather than breaking the element.
  #t(key, values = {}) {
    const pick = (source) => {
      try {
        const text = source?.[key];
        const said = typeof text === 'function' ? text(values) : text;
        return typeof said === 'string' ? said : null;
      } catch {
        return null;
      }
    };
    return pick(this.#strings) ?? pick(defaultStrings);
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

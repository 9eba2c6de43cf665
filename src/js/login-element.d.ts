// Types of the login element, the package entry `browser-cloud-sdk/login-element`.
// The session is typed by its shape: a ManagedAuthSession fits `LoginSession`.
// The prompt's types are the package's own, imported as types only, so the
// element's JavaScript still loads nothing else.
import type { FlowStatus, FlowStep, LoginPrompt, PromptChoice, PromptField } from "./browser_cloud_sdk.js";

export type { FlowStatus, FlowStep, LoginPrompt, PromptChoice, PromptField };

/**
 * The part of an auth connection record (`AuthConnection`) the element reads.
 * The events hand back a copy of the state the session's watch yielded, less
 * the two URLs that carry credentials (`hosted_url`, `live_view_url`).
 */
export interface LoginState {
  /** The connection id. */
  readonly id: string;
  /** The site signed in to; named in the headings ("Sign in to example.com"). */
  readonly domain: string;
  /** The login flow's status; the element ends at anything but IN_PROGRESS. */
  readonly flow_status?: FlowStatus | null;
  /** The login flow's step. */
  readonly flow_step?: FlowStep | null;
  /** Why the flow FAILED, for support: shown with a button that copies it. */
  readonly error_code?: string | null;
  /** The signed live view of the cloud browser: framed only if the session's `allows(url)` says true. */
  readonly live_view_url?: string | null;
}

/** The iterator `watch()` returns: states until the flow ends; `close()` stops it at once. */
export type LoginWatch = AsyncIterableIterator<LoginState> & {
  /** Stops the watch; a pending `next()` resolves as done. */
  close(): void;
};

/**
 * What the element needs of a session: ManagedAuthSession's shape. Any object
 * of this shape works (a test double, a session of your own).
 */
export interface LoginSession {
  /** The latest state; read when the watch ends or fails. */
  readonly state: LoginState | undefined;
  /** What the flow awaits, kept in step with each state the watch yields. */
  readonly prompt: LoginPrompt | undefined;
  /** Yields the current state, then each change; the element closes it when done with it. */
  watch(options?: { signal?: AbortSignal }): LoginWatch;
  /** Values by PromptField.id. */
  submitFields(values: Record<string, string>): Promise<unknown>;
  /** Picks a choice of the current prompt (or its id). */
  choose(choice: PromptChoice | string): Promise<unknown>;
  /** Never called by the element: the app that made the session closes it. */
  close(): void;
  /**
   * Whether `url` (a live view) may be framed: the element frames a live
   * view only when this returns true, so a session without it shows none.
   */
  allows?(url: string): boolean;
}

/** A text: a string, or a function of the values it carries (already formatted by Intl in the element's language). */
export type LoginText<Values> = string | ((values: Values) => string);

/** The value of a text that names the site. */
export interface LoginDomainValues {
  /** The site signed in to, e.g. "example.com"; '' when the state has none. */
  domain: string;
}

/** The value of a text that carries a time, formatted by Intl in the element's language. */
export interface LoginTimeValues {
  /** A duration ("1 minute", "45 seconds") or a time of day ("2:05 PM"). */
  time: string;
}

/** The value of the error code's text. */
export interface LoginCodeValues {
  /** The flow's `error_code`, e.g. "invalid_credentials". */
  code: string;
}

/**
 * Every text of the element, by key: `element.strings` takes any part of it,
 * and English (`defaultStrings`) fills in the rest. A domain is '' when the
 * state has none; a time is formatted by Intl in the element's language
 * (`timeWarning`: "1 minute" or "45 seconds"; `expiredAt`: "2:05 PM").
 */
export interface LoginStrings {
  /** English: 'Connecting…' */
  connecting?: string;
  /** English: 'Opening the sign-in page…' */
  opening?: string;
  /** English: 'Checking your details…' */
  checking?: string;
  /** English: 'Finishing sign-in…' */
  finishing?: string;
  /** English: 'This takes a few seconds.' */
  fewSeconds?: string;
  /** English: 'Before you sign in' */
  consentTitle?: string;
  /** English: (domain ? `A cloud browser will sign in to ${domain} for you.` : 'A cloud browser will sign in for you.') */
  consentText?: LoginText<LoginDomainValues>;
  /** English: 'What you enter here is typed into the site by that browser, and nowhere else.' */
  consentDetail?: string;
  /** English: 'Continue' */
  consentContinue?: string;
  /** English: 'Cancel' */
  consentCancel?: string;
  /** English: 'Sign-in canceled' */
  declinedTitle?: string;
  /** English: 'Nothing was sent.' */
  declinedText?: string;
  /** English: 'Sign in' */
  signIn?: string;
  /** English: `Sign in to ${domain}` */
  signInTo?: LoginText<LoginDomainValues>;
  /** English: 'Enter your verification code' */
  enterCode?: string;
  /** English: '(optional)' */
  optional?: string;
  /** English: 'Show password' */
  showPassword?: string;
  /** English: 'Show' */
  show?: string;
  /** English: 'Signing in…' */
  signingIn?: string;
  /** English: 'Verify' */
  verify?: string;
  /** English: 'Verifying…' */
  verifying?: string;
  /** English: 'Continue' */
  continue?: string;
  /** English: 'Sending…' */
  sending?: string;
  /** English: 'Sending your choice…' */
  sendingChoice?: string;
  /** English: 'That didn’t go through. Please try again.' */
  sendFailed?: string;
  /** English: 'Choose how to continue' */
  chooseOne?: string;
  /** English: 'Choose how to verify it’s you' */
  chooseMfa?: string;
  /** English: 'Choose an account' */
  chooseAccount?: string;
  /** English: 'Choose how to sign in' */
  chooseSso?: string;
  /** English: 'Or continue with' */
  orContinueWith?: string;
  /** English: 'Approve the sign-in' */
  approveTitle?: string;
  /** English: 'Waiting for your approval…' */
  waitingApproval?: string;
  /** English: 'Finish signing in' */
  browserTitle?: string;
  /** English: 'If the site asks for something, do it in the cloud browser below.' */
  browserHint?: string;
  /** English: `Cloud browser signing in to ${domain}` */
  browserFrame?: LoginText<LoginDomainValues>;
  /** English: 'Time left' */
  timeLeft?: string;
  /** English: 'Time left to sign in' */
  timeLeftLabel?: string;
  /** English: `${time} left to sign in.` */
  timeWarning?: LoginText<LoginTimeValues>;
  /** English: 'You’re signed in' */
  successTitle?: string;
  /** English: (domain ? `Your ${domain} account is connected.` : 'Your account is connected.') */
  successText?: LoginText<LoginDomainValues>;
  /** English: 'Sign-in didn’t work' */
  failedTitle?: string;
  /** English: 'The sign-in couldn’t be completed.' */
  failedText?: string;
  /** English: 'This sign-in was canceled' */
  canceledTitle?: string;
  /** English: 'It was stopped before it finished.' */
  canceledText?: string;
  /** English: 'We lost touch with the sign-in' */
  unreachableTitle?: string;
  /** English: 'Check your internet connection, then try again.' */
  unreachableText?: string;
  /** English: 'The sign-in stopped' */
  stoppedTitle?: string;
  /** English: 'It ended before it finished.' */
  stoppedText?: string;
  /** English: 'Try again' */
  tryAgain?: string;
  /** English: 'Starting again…' */
  startingAgain?: string;
  /** English: 'This sign-in timed out' */
  expiredTitle?: string;
  /** English: 'It was open too long. Start again to sign in.' */
  expiredText?: string;
  /** English: 'Your sign-in link has expired' */
  linkExpiredTitle?: string;
  /** English: 'For your security, it only works for a short time.' */
  linkExpiredText?: string;
  /** English: `It ended at ${time}.` */
  expiredAt?: LoginText<LoginTimeValues>;
  /** English: 'Start again' */
  startAgain?: string;
  /** English: `Error code: ${code}` */
  errorCode?: LoginText<LoginCodeValues>;
  /** English: 'Copy details' */
  copyDetails?: string;
  /** English: 'Copied' */
  copied?: string;
  /** English: 'Selected: press Ctrl+C (⌘C on a Mac) to copy.' */
  copyByHand?: string;
  /** English: 'You can finish signing in yourself, in the cloud browser.' */
  fallbackText?: string;
  /** English: 'Open the cloud browser' */
  fallbackOpen?: string;
}

/**
 * The element's texts in English: the fallback of `element.strings`, and a
 * list of every key to translate. French and Arabic ship as modules of their
 * own (`browser-cloud-sdk/login-element/locales/fr`, `.../ar`), so a page
 * loads only the language it imports.
 */
export const defaultStrings: Required<LoginStrings>;

/** Detail of `managed-auth-state`: each state the watch yielded, with the session's prompt for it. */
export interface LoginStateEventDetail {
  /** The state the watch yielded. */
  state: LoginState;
  /** The session's prompt for that state. */
  prompt: LoginPrompt | undefined;
}

/** Detail of `managed-auth-consent`: the person's answer to the consent step (`consent`). */
export interface LoginConsentEventDetail {
  /** True for Continue (the flow is then shown), false for Cancel. */
  accepted: boolean;
}

/** Detail of `managed-auth-success`: the flow reached SUCCESS. */
export interface LoginSuccessEventDetail {
  /** The state that reached SUCCESS. */
  state: LoginState;
}

/**
 * Detail of `managed-auth-failure`. Either the flow ended FAILED, EXPIRED or
 * CANCELED (`error` null; `state` says which, and `error_message` why), or
 * following it failed (`error`: e.g. SessionExpiredError; `state` is the
 * last one known, if any).
 */
export interface LoginFailureEventDetail {
  /** The flow's last known state, if any. */
  state: LoginState | undefined;
  /** Why the flow could not be followed; null when the flow itself ended unsuccessfully. */
  error: Error | null;
}

/**
 * `<managed-auth-login>`: renders a login session's prompt as accessible
 * forms and submits what the person enters through the session.
 *
 * Events (all bubble and are composed, so they cross shadow roots):
 * - `managed-auth-state` ({@link LoginStateEventDetail}): each state.
 * - `managed-auth-success` ({@link LoginSuccessEventDetail}): once, at SUCCESS.
 * - `managed-auth-failure` ({@link LoginFailureEventDetail}): once, when the flow fails, expires,
 *   is canceled, or cannot be followed.
 * - `managed-auth-retry` (detail null): the person pressed "Try again" or "Start again" (once
 *   per failure; the button shows progress until a new `session` is set). Start a new login
 *   and set `session` to its session.
 * - `managed-auth-consent` ({@link LoginConsentEventDetail}): the person's answer to the
 *   consent step (only with `consent`).
 *
 * Attributes:
 * - `lang`: the language of times and numbers (Intl); else the closest ancestor's, else the
 *   document's. Texts come from `strings`. `dir="rtl"` (here or on an ancestor) lays it out
 *   right to left.
 * - `theme`: `light` or `dark` whatever the page's color scheme, `auto` to follow the
 *   system's (prefers-color-scheme); absent, it follows the page's `color-scheme`.
 * - `consent`: ask "A cloud browser will sign in to example.com for you" (Continue / Cancel)
 *   before showing the flow.
 * - `live-view-fallback`: when the flow FAILED, offer the last live view the session allowed,
 *   so the person can finish by hand. Off by default.
 *
 * Steps: a password field has a Show toggle (`aria-pressed`); an external action (an approval
 * elsewhere, or a person acting in the cloud browser: the service does not tell them apart)
 * shows the message, with the live view framed beneath it when the session allows it
 * (sandboxed, no referrer); a FAILED flow shows its `error_code` with "Copy details"; an
 * EXPIRED flow or an expired sign-in link has its own screen with "Start again".
 *
 * Parts, for `::part()`: `card`, `heading`, `text`, `hint`, `form`, `label`, `input`,
 * `button` (every button) with `primary`, `secondary`, `toggle` (show password), `copy` and
 * `choice` (an option; inside it `choice-label`, `choice-detail`), `group` and `legend`
 * (a set of options), `error`, `waiting`, `spinner`, `icon` (success or failure mark),
 * `report` and `code` (the error code), `live-view` (the frame), `countdown`, `timer`.
 *
 * Theming, with CSS custom properties set on the element or any ancestor:
 * - `--mal-accent`: primary button, focus ring, waiting indicator (default #2458d3; text on it is white).
 * - `--mal-radius`: corner radius of inputs and buttons; the card's is 1.5 times it (default 8px).
 * - `--mal-font`: font family (default the system UI font).
 * - `--mal-bg`, `--mal-fg`: card background and text (default the system colors `Canvas`
 *   and `CanvasText`, so they follow the page's `color-scheme`: light or dark).
 * - `--mal-muted`: hints and secondary text (default the text color mixed 70% into the background).
 * - `--mal-danger`: errors, the last minute of the countdown, the failure mark (default #b3261e, lighter on dark).
 * - `--mal-success`: the success mark (default #1a7f37, lighter on dark).
 * - `--mal-border`: input and option borders (default the text color mixed 50% into the background).
 * - `--mal-gap`: spacing between parts (default 1rem).
 * The element is a block at most 28rem wide; set `max-width` on it to change that.
 */
export class ManagedAuthLoginElement extends HTMLElement {
  /**
   * The session shown, null for none. The element calls its `watch()` while
   * connected; setting another session (or null), or removing the element,
   * closes that watch. The session itself is left open.
   */
  get session(): LoginSession | null;
  /** Shows `value` (null or undefined: none), closing the watch of the session shown before. */
  set session(value: LoginSession | null | undefined);
  /** Texts replacing the English ones, by key; the step shown is drawn again in them. */
  get strings(): LoginStrings;
  /** Any part of the texts (null: English alone); throws a TypeError for anything but an object. */
  set strings(value: LoginStrings | null | undefined);
  /** Whether the consent step is asked first: the `consent` attribute. */
  consent: boolean;
}

/**
 * Registers the element as `tagName` (default `managed-auth-login`) and
 * returns its class; called again with the same name, it returns the class
 * registered then. Throws if another element holds the name. Importing the
 * module registers nothing.
 */
export function defineLoginElement(tagName?: string): typeof ManagedAuthLoginElement;

/** The element's events, by type. */
export interface LoginElementEventMap {
  /** Each state the watch yielded. */
  "managed-auth-state": CustomEvent<LoginStateEventDetail>;
  /** Once, when the flow reaches SUCCESS. */
  "managed-auth-success": CustomEvent<LoginSuccessEventDetail>;
  /** Once, when the flow fails, expires, is canceled, or cannot be followed. */
  "managed-auth-failure": CustomEvent<LoginFailureEventDetail>;
  /** The person pressed "Try again" or "Start again": start a new login and set `session` to its session. */
  "managed-auth-retry": CustomEvent<null>;
  /** The person answered the consent step. */
  "managed-auth-consent": CustomEvent<LoginConsentEventDetail>;
}

declare global {
  interface HTMLElementTagNameMap {
    "managed-auth-login": ManagedAuthLoginElement;
  }
  // On any element (the events bubble) and on the document (they are composed).
  interface HTMLElementEventMap extends LoginElementEventMap {}
  interface DocumentEventMap extends LoginElementEventMap {}
}

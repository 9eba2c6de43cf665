// Types of the login element, the package entry `browser-cloud-sdk/login-element`.
// The session is typed by its shape: a ManagedAuthSession fits `LoginSession`.
// The prompt's types are the package's own, imported as types only, so the
// element's JavaScript still loads nothing else.
import type { FlowStatus, FlowStep, LoginPrompt, PromptChoice, PromptField } from "./browser_cloud_sdk.js";

export type { FlowStatus, FlowStep, LoginPrompt, PromptChoice, PromptField };

/**
 * The part of an auth connection record (`AuthConnection`) the element reads.
 * The events hand back the object the session's watch yielded, whole.
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
}

/** Detail of `managed-auth-state`: each state the watch yielded, with the session's prompt for it. */
export interface LoginStateEventDetail {
  /** The state the watch yielded. */
  state: LoginState;
  /** The session's prompt for that state. */
  prompt: LoginPrompt | undefined;
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
 * - `managed-auth-retry` (detail null): the person pressed "Try again" (once per failure;
 *   the button shows progress until a new `session` is set). Start a new login and set
 *   `session` to its session.
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
  /** The person pressed "Try again": start a new login and set `session` to its session. */
  "managed-auth-retry": CustomEvent<null>;
}

declare global {
  interface HTMLElementTagNameMap {
    "managed-auth-login": ManagedAuthLoginElement;
  }
  // On any element (the events bubble) and on the document (they are composed).
  interface HTMLElementEventMap extends LoginElementEventMap {}
  interface DocumentEventMap extends LoginElementEventMap {}
}

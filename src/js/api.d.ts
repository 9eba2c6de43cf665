/** Options of `new Client(options)`. */
export interface ClientOptions {
  /**
   * The bearer token: an API key, or the JWT that `auth.connections.exchange`
   * returns. Never put an API key in a web page: use the handoff (`exchange`)
   * or a same-origin proxy (`credentials`) there.
   */
  apiKey?: string;
  /** The service's base URL. Default: `https://api.onkernel.com`. */
  baseURL?: string;
  /** Scopes every request to this project (sent in the project header). */
  projectID?: string;
  /** Name of the project header. Default `X-Service-Project-Id`; the live service reads `X-Kernel-Project-Id`. */
  projectHeader?: string;
  /** Milliseconds before an attempt is abandoned. Default 60000. */
  timeout?: number;
  /** Retries after the first attempt. Default 2. */
  maxRetries?: number;
  /** Headers sent with every request (they cannot replace `authorization`). */
  defaultHeaders?: Record<string, string>;
  /** A replacement for the global `fetch`, called as `fetch(url, init)` like the global (and like the official SDK's option). */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** `fetch`'s credentials mode: for a same-origin proxy that holds the key, use `same-origin` or `include`. Default `same-origin`, as `fetch`'s own. */
  credentials?: 'omit' | 'same-origin' | 'include';
  /**
   * What carries event streams (`follow`, log streams). `fetch` (the default) sends every header.
   * `eventsource` uses the browser's `EventSource`, for a page whose own server proxies the service
   * and authenticates by cookie: it sends no header, so it is refused with `apiKey`, `projectID` or
   * `defaultHeaders`. Both reconnect after a drop and never deliver an event twice.
   */
  stream?: 'fetch' | 'eventsource';
}

/** Per-request options, the last argument of every method. */
export interface RequestOptions {
  /** Milliseconds before an attempt is abandoned (the client's by default). */
  timeout?: number;
  /** Retries after the first attempt (the client's by default). */
  maxRetries?: number;
  /** Aborts the request, rejecting with `APIUserAbortError`. */
  signal?: AbortSignal;
  /**
   * Streams: milliseconds without a byte (heartbeats count) before the connection counts as stalled:
   * it is reopened while reconnections remain, else the stream fails with `APIConnectionTimeoutError`.
   * Default: the request timeout.
   */
  idleTimeout?: number;
  /**
   * Streams: reconnections in a row after a drop, a stall, a 408, 429 or 5xx (0 turns them off).
   * A connection that delivered events resets the count. Default 5.
   */
  maxReconnects?: number;
}

/** Options of a list method (`list`, `timeline`). */
export interface ListOptions extends RequestOptions {
  /**
   * Called each time a page of the list arrives (the first one, and each one `getNextPage()` or
   * `for await` fetches), with the totals of the pages fetched so far. If it throws, the page's
   * promise (or the `for await`) rejects with what it threw; the client is unaffected.
   */
  onProgress?: (progress: ListProgress) => void;
}

/** What a list's `onProgress` is told each time a page arrives. */
export interface ListProgress {
  /** Pages fetched so far, this one included (1 for the first page). */
  pages: number;
  /** Items in those pages. */
  items: number;
  /** Whether more pages follow this one. */
  hasMore: boolean;
}

/** Options of an event stream (`follow`, `browsers.logs.stream`, `browsers.telemetry.stream`). */
export interface StreamOptions extends RequestOptions {
  /**
   * The id of the last event the caller already has (a `lastEventId` kept from an earlier stream):
   * the first connection sends it as `Last-Event-ID`, events up to it sent again are dropped, and
   * reconnections resume after it until a later event arrives. An `EventSource` cannot send it, so
   * such a stream reads through fetch in either stream mode.
   */
  lastEventId?: string;
  /**
   * Called after each batch of events the stream receives (what one read of the network holds, so
   * a fast stream costs a call per batch rather than per event), and once more when the stream ends
   * by itself, with the totals so far. A reconnection shows in the call after it. If it throws,
   * the stream is closed (its request aborted) and the pending `next()` (or the `for await`)
   * rejects with what it threw.
   */
  onProgress?: (progress: StreamProgress) => void;
}

/** What a stream's `onProgress` is told. */
export interface StreamProgress {
  /** Events received so far (heartbeats are not events; an event a resumed connection repeats counts once). */
  events: number;
  /** Times the stream was opened again after a drop, a stall or a retryable status. */
  reconnects: number;
  /** The id a reconnection resumes after: the SSE `id` of the last event read; undefined without one. */
  lastEventId: string | undefined;
}

/** Options of a download (an operation answering bytes: a file, a zip, a screenshot, a video). */
export interface DownloadOptions extends RequestOptions {
  /**
   * Called as the answer's bytes arrive, once with `loaded: 0` when the response's headers are in,
   * then after each chunk the body's reader takes, the last call at the end of the body. The body is
   * not held whole: a caller that reads `response.body` gets each chunk as it comes. If it throws,
   * the body's stream errors with what it threw.
   */
  onProgress?: (progress: DownloadProgress) => void;
}

/** What a download's `onProgress` is told. */
export interface DownloadProgress {
  /** Bytes of the body received so far. */
  loaded: number;
  /** The body's length as the service announced it (`Content-Length`), or null when it did not. */
  total: number | null;
}

/** Options of `auth.connections.waitForLogin`. */
export interface WaitForLoginOptions {
  /** Milliseconds between reads of the connection. Default 1000. */
  pollInterval?: number;
  /** Stops waiting, rejecting with `APIUserAbortError`. */
  signal?: AbortSignal;
  /**
   * Called after each read of the connection (every `pollInterval`), the last one included. If it
   * throws, the wait stops (no further read is sent) and rejects with what it threw.
   */
  onProgress?: (progress: LoginWaitProgress) => void;
}

/** What `waitForLogin`'s `onProgress` is told after each read of the connection. */
export interface LoginWaitProgress {
  /** The connection as this read found it: `flow_status`, `flow_step`, what the flow awaits. */
  connection: AuthConnection;
  /** Reads of the connection so far, this one included. */
  polls: number;
  /** Milliseconds since the wait began. */
  elapsedMs: number;
}

/** One page of a list; `for await` runs over every item of every page. */
export interface Page<T> extends AsyncIterable<T> {
  /** The items of this page. */
  items: T[];
  /** Whether more items follow (`X-Has-More`). */
  has_more: boolean;
  /** Offset of the next page exactly as the service sent it (`X-Next-Offset`); null when it sent none. */
  next_offset: number | null;
  /** The items of this page (`items`). */
  getPaginatedItems(): T[];
  /** Whether `getNextPage()` has a page to fetch. */
  hasNextPage(): boolean;
  /** Fetches the next page. */
  getNextPage(): Promise<Page<T>>;
  /** This page, then each next page as it is fetched. */
  iterPages(): AsyncGenerator<Page<T>>;
}

/**
 * What an operation returns, as the official SDK's `APIPromise`: await it for the data, or ask for
 * the browser's `Response` beside it. The `Response` is the last attempt's, its body already read
 * by the SDK; in a cross-origin page it shows only the headers the service exposes by CORS.
 */
export interface APIPromise<T> extends Promise<T> {
  /** The data with the `Response` it came in. */
  withResponse(): Promise<WithResponse<T>>;
  /** The `Response` alone, once the call succeeded. */
  asResponse(): Promise<Response>;
}

/** What `APIPromise.withResponse()` resolves with. */
export interface WithResponse<T> {
  /** What awaiting the promise gives. */
  data: T;
  /** The last attempt's `Response`, its body already read. */
  response: Response;
  /** Its `X-Request-Id`; null when the service does not expose it. */
  request_id: string | null;
}

/** What `list()` returns: await it for the first page, or `for await` it for every item. */
export type PagePromise<T> = APIPromise<Page<T>> & AsyncIterable<T>;

/**
 * A stream of server-sent events. A dropped connection is reopened after the last event id, and an
 * event a resumed connection repeats is not delivered twice. `close()` (or leaving a `for await`)
 * aborts it at once, even while a `next()` waits on the network.
 */
export interface EventStream<T> extends AsyncIterableIterator<T> {
  /** Stops the stream and aborts its request; a pending `next()` resolves as done. */
  close(): void;
}

/** Options of `ManagedAuthSession.fromHostedUrl`. */
export interface SessionOptions {
  /** The service's base URL. Default: `https://api.onkernel.com`. */
  baseURL?: string;
  /** Milliseconds before an attempt is abandoned. Default 60000. */
  timeout?: number;
  /** A replacement for the global `fetch`, called as `fetch(url, init)`. */
  fetch?: ClientOptions['fetch'];
  /**
   * What carries the flow's events. A session sends its token in the `Authorization` header,
   * which an `EventSource` cannot send: `eventsource` is refused with a `ValidationError` (path
   * `stream`) before the handoff code is spent. Default `fetch`.
   */
  stream?: 'fetch' | 'eventsource';
  /** Milliseconds between reads of the connection when its event stream fails. Default 2000. */
  pollInterval?: number;
  /**
   * Origins the flow's URLs (the `hosted_url`, a `live_view_url`) may have beside the service's own
   * (`https://onkernel.com`, `https://*.onkernel.com` and the base URL's origin): each
   * `scheme://host[:port]` with no path, `https`, or `http` on a loopback host alone (`localhost`,
   * `127.0.0.1`, `[::1]`); the host may start with `*.` for any of its subdomains. One that is not
   * rejects with `ValidationError` (path `options.allowedOrigins[index]`) before anything is sent.
   */
  allowedOrigins?: string[];
}

/** What a login flow awaits now, normalized from a connection's state for a form to render. */
export interface LoginPrompt {
  /** `flow_status`; null when the connection never started a flow. */
  status: FlowStatus | null;
  /** `flow_step`. */
  step: FlowStep | null;
  /** The fields awaiting values; empty unless the flow is in progress and awaits input. */
  fields: PromptField[];
  /** The choices awaiting selection; empty unless the flow is in progress and awaits a choice. */
  choices: PromptChoice[];
  /** What the person must do elsewhere (approve a push, open a link). */
  external_action_message: string | null;
  /** The error the website shows, e.g. a wrong password. */
  website_error: string | null;
  /** Why the flow failed, with status FAILED. */
  error_message: string | null;
  /** When the flow expires (`flow_expires_at`, RFC 3339). */
  expires_at: string | null;
}

/** A field awaiting a value: a canonical field, or (when the state has none) a discovered one. */
export interface PromptField {
  /** The canonical field's id, or the discovered field's name: the key of its value in `submitFields`. */
  id: string;
  /** The label (the id when the service sent none). */
  label: string;
  /** An `<input>` type; one-time codes (`code`, `totp`) are `code`. */
  type: 'text' | 'email' | 'password' | 'tel' | 'number' | 'url' | 'code';
  /** Help shown near the field; may carry a masked destination ("sent to ***-42"). */
  hint: string | null;
  /** Whether a value is required. */
  required: boolean;
  /** The `autocomplete` token, for password managers and one-time-code autofill. */
  autocomplete: 'username' | 'current-password' | 'one-time-code' | null;
}

/**
 * A choice awaiting selection. Canonical `choices` are preferred; without them, the MFA options,
 * sign-in options and SSO buttons are offered, in that order.
 */
export interface PromptChoice {
  /** What `choose` sends: the choice's id, the MFA option's type, the sign-in option's id, or the SSO button's selector. */
  id: string;
  /** Where the choice comes from. */
  kind: 'choice' | 'mfa_option' | 'sign_in_option' | 'sso_button';
  /** The visible text. */
  label: string;
  /** More context, when the site gives some. */
  description: string | null;
  /** Where a code would be sent (a masked phone number or e-mail), when the choice names one. */
  masked_destination: string | null;
}

/**
 * Loads the SDK's second wasm module now instead of at its first use. `init()` loads the client's
 * calls and event streams; the login-flow helpers (`getOrCreate`, `waitForLogin`) and
 * `ManagedAuthSession` run on a second module, which the first of them loads by itself (from
 * `browser_cloud_sdk_flows_bg.wasm` beside the package's entry), so a page that uses neither never
 * downloads it, and a page that only completes a login needs no `init()`. Call this to download it
 * early, or to hand it the module's URL, `Response`, bytes or compiled `WebAssembly.Module`, as
 * `init()` takes. Loads once; a failed load rejects with an `Error` that names the module's file (its
 * `cause` the browser's error) and is tried again at the next call.
 */
export declare function initFlows(input?: string | URL | Request | Response | BufferSource | WebAssembly.Module): Promise<void>;

/**
 * One login flow, driven from a page that holds no API key. Made from the `hosted_url` your backend
 * got from `login`: the one-time code is exchanged for a token scoped to that connection, kept in
 * memory only (never in storage, a URL, a log or an error). A 401 while the session runs (the token
 * expired) rejects with `SessionExpiredError`.
 */
export declare class ManagedAuthSession {
  private constructor();
  /**
   * Reads the connection id (last path segment) and the one-time handoff `code` (query) from a
   * hosted_url and exchanges the code for a token scoped to that connection. First, before anything is
   * sent, the URL's origin must be the service's or one of `options.allowedOrigins` (see `allows`). A
   * malformed URL, or one on another origin, rejects with `ValidationError` (code `invalid_input`,
   * path `hosted_url`; the message never shows the URL or the code), a used or wrong code with
   * `AuthenticationError`.
   */
  static fromHostedUrl(hostedUrl: string, options?: SessionOptions): Promise<ManagedAuthSession>;
  /** The connection id. */
  readonly connectionId: string;
  /**
   * Whether `url` passes the check the `hosted_url` passed: an absolute URL on the service's origins
   * (`https://onkernel.com`, `https://*.onkernel.com`, the base URL's) or the app's
   * `allowedOrigins`. Ask it before framing a flow's `live_view_url`. false for anything else, and
   * once the session's instance is gone.
   */
  allows(url: string): boolean;
  /**
   * The latest state of the connection: the record (retrieve), with the flow fields of each later
   * `managed_auth_state` event applied. undefined until the first read.
   */
  readonly state: AuthConnection | undefined;
  /** What the flow awaits now, normalized from `state`. undefined until the first read. */
  readonly prompt: LoginPrompt | undefined;
  /**
   * The states: the current one first, then each change, until the flow leaves IN_PROGRESS (the
   * record is then read once more, yielded, and the iteration ends). Follows the flow's events
   * (reconnecting as streams do); if streaming fails with anything but a refused token, polls every
   * `pollInterval`. A refused token rejects with `SessionExpiredError`; a read that fails for
   * another reason (after its retries) rejects with its error. Leaving `for await`, or `close()`
   * on the iterator or on the session, stops it at once; `signal` rejects it with
   * `APIUserAbortError`.
   */
  watch(options?: { signal?: AbortSignal }): AsyncIterableIterator<AuthConnection> & {
    /** Stops the watch; a pending `next()` resolves as done. */
    close(): void;
  };
  /** Exactly `connections.submit`'s params, for this connection. */
  submit(params: SubmitParams, options?: RequestOptions): Promise<SubmitResponse>;
  /**
   * Values by `PromptField.id`: sent as canonical `fields` when the state has `fields`, else as legacy
   * `field_values` (by discovered field name). Reads the state first if none was read yet.
   */
  submitFields(values: Record<string, string>, options?: RequestOptions): Promise<SubmitResponse>;
  /**
   * Picks a `PromptChoice` (or its id) of the current prompt: `selected_choice_id` for a choice,
   * `mfa_option_id` for an MFA option, `sign_in_option_id` for a sign-in option,
   * `sso_button_selector` (with `sso_provider`) for an SSO button. A choice the prompt does not
   * offer now rejects with `ValidationError` (path `choice`) before anything is sent.
   */
  choose(choice: PromptChoice | string, options?: RequestOptions): Promise<SubmitResponse>;
  /** Ends everything the session started (streams, polls, pending waits): watches end, later calls reject. Idempotent. */
  close(): void;
}

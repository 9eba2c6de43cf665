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
  /** A replacement for the global `fetch`, called as `fetch(request)`. */
  fetch?: (request: Request) => Promise<Response>;
  /** `fetch`'s credentials mode: for a same-origin proxy that holds the key, use `same-origin` or `include`. Default `omit`. */
  credentials?: 'omit' | 'same-origin' | 'include';
}

/** Per-request options, the last argument of every method. */
export interface RequestOptions {
  /** Milliseconds before an attempt is abandoned (the client's by default). */
  timeout?: number;
  /** Retries after the first attempt (the client's by default). */
  maxRetries?: number;
  /** Aborts the request, rejecting with `APIUserAbortError`. */
  signal?: AbortSignal;
  /** Streams: milliseconds without a byte (heartbeats count) before failing with a timeout. Default: the request timeout. */
  idleTimeout?: number;
}

/** Options of `auth.connections.waitForLogin`. */
export interface WaitForLoginOptions {
  /** Milliseconds between reads of the connection. Default 1000. */
  pollInterval?: number;
  /** Stops waiting, rejecting with `APIUserAbortError`. */
  signal?: AbortSignal;
}

/** One page of a list; `for await` runs over every item of every page. */
export interface Page<T> extends AsyncIterable<T> {
  /** The items of this page. */
  items: T[];
  /** Whether more items follow (`X-Has-More`). */
  has_more: boolean;
  /** Offset of the next page exactly as the service sent it (`X-Next-Offset`). */
  next_offset: number | undefined;
  /** Whether `getNextPage()` has a page to fetch. */
  hasNextPage(): boolean;
  /** Fetches the next page. */
  getNextPage(): Promise<Page<T>>;
}

/** What `list()` returns: await it for the first page, or `for await` it for every item. */
export type PagePromise<T> = Promise<Page<T>> & AsyncIterable<T>;

/** A stream of server-sent events; `close()` (or leaving a `for await`) aborts it. */
export interface EventStream<T> extends AsyncIterableIterator<T> {
  /** Stops the stream and aborts its request. */
  close(): void;
}

/** Query of `auth.connections.list`. */
export interface ListConnectionsQuery {
  /** Items to skip. */
  offset?: number;
  /** Page size (at least 1). */
  limit?: number;
  /** Only connections for this domain. */
  domain?: string;
  /** Only connections of this profile. */
  profile_name?: string;
  /** Free-text search. */
  query?: string;
}

/** Query of `auth.connections.timeline`. */
export interface TimelineQuery {
  /** Items to skip. */
  offset?: number;
  /** Page size (at least 1). */
  limit?: number;
  /** Only events of this kind. */
  type?: 'login' | 'reauth' | 'health_check';
}

/** Query of `projects.list`. */
export interface ListProjectsQuery {
  /** Items to skip. */
  offset?: number;
  /** Page size (at least 1). */
  limit?: number;
  /** Only the project with this name. */
  name?: string;
  /** Free-text search. */
  query?: string;
}

/** Query of `browsers.logs.stream`: a log file, or a supervised process's output. */
export type LogStreamQuery =
  | { source: 'path'; path: string; follow?: boolean }
  | { source: 'supervisor'; supervisor_process: string; follow?: boolean };

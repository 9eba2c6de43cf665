// The option objects of the SDK's calls, read in JavaScript: a client's, a
// request's, a list's or stream's, `waitForLogin`'s, a login session's and
// its watch's. Each is checked for its known options and their types, and a
// bad one throws a `ValidationError` naming the option and its rule; what
// passed then crosses into the wasm as the object read, whose members the
// wasm reads by the options' names. The values' own rules (a base URL's form, a header's
// characters) are the core's (src/protocol/request/config.rs), which
// `coreWouldAccept` tells ahead of it for the common cases. Copied into the
// package beside the glue by scripts/build-pkg.sh.
import { ValidationError } from './error-classes.js';

const LARGEST_COUNT = 2 ** 32 - 1;

// The kinds of option value, each with its rule (`holds`).
const TEXT = 0;
const COUNT = 1;
const FUNCTION = 2;
const SIGNAL = 3;
const STREAM_MODE = 4;
const CREDENTIALS = 5;
const HEADERS = 6;

// The options each object knows, by kind; no prototype, so that an option
// named `toString` is unknown too.
const CLIENT = {
  __proto__: null,
  baseURL: TEXT,
  apiKey: TEXT,
  projectID: TEXT,
  projectHeader: TEXT,
  timeout: COUNT,
  maxRetries: COUNT,
  defaultHeaders: HEADERS,
  credentials: CREDENTIALS,
  stream: STREAM_MODE,
  fetch: FUNCTION,
};
/** A one-shot call's options. */
export const REQUEST = { __proto__: null, timeout: COUNT, maxRetries: COUNT, idleTimeout: COUNT, maxReconnects: COUNT, signal: SIGNAL };
/** A list's and a stream's options: a request's, and `onProgress`. */
export const PROGRESS = { __proto__: null, ...REQUEST, onProgress: FUNCTION };
/** A stream's options: a list's, and `lastEventId`, the id to resume after. */
export const STREAM = { __proto__: null, ...PROGRESS, lastEventId: TEXT };
/** `waitForLogin`'s options. */
export const WAIT = { __proto__: null, pollInterval: COUNT, signal: SIGNAL, onProgress: FUNCTION };
/** A login session's options. */
export const SESSION = { __proto__: null, baseURL: TEXT, timeout: COUNT, stream: STREAM_MODE, pollInterval: COUNT, fetch: FUNCTION };
/** A session watch's options. */
export const WATCH = { __proto__: null, signal: SIGNAL };

// What a missing options object reads as.
const NONE = Object.freeze({});

/** The `ValidationError` of an option at `path` that breaks `rule`. */
export function refused(path, rule) {
  return new ValidationError(`${path}: ${rule}`, { code: 'invalid_input', path });
}

// The rules of the common kinds, by kind.
const RULES = ['must be a string', 'must be a non-negative integer', 'must be a function', 'must be an AbortSignal'];

// Whether `value`, of option `key` of object `name`, keeps to the rule of
// its kind. One small function, the rules' texts apart: the first
// `new Client()` compiles what it runs (BENCHMARKS.md, Start-up).
function holds(kind, value, name, key) {
  return kind === TEXT
    ? typeof value === 'string'
    : kind === COUNT
      ? Number.isInteger(value) && value >= 0 && value <= LARGEST_COUNT
      : kind === FUNCTION
        ? // `typeof`, not `instanceof Function`: a function from another frame is one too.
          typeof value === 'function'
        : kind === SIGNAL
          ? value instanceof AbortSignal
          : otherBroken(kind, value, name, key) === undefined;
}

// The rule a value of one of the other kinds breaks, or `undefined`.
function otherBroken(kind, value, name, key) {
  switch (kind) {
    case STREAM_MODE:
      if (typeof value !== 'string') return RULES[TEXT];
      return value === 'fetch' || value === 'eventsource' ? undefined : 'must be fetch or eventsource';
    case CREDENTIALS:
      if (typeof value !== 'string') return RULES[TEXT];
      return value === 'omit' || value === 'same-origin' || value === 'include'
        ? undefined
        : 'must be one of omit, same-origin, include';
    default:
      // A record of names and values: not an array or a `Headers`, whose
      // entries are not their headers and would be dropped without a word.
      if (typeof value !== 'object' || Array.isArray(value) || value instanceof Headers) {
        return 'must be an object of header names and values';
      }
      for (const [header, text] of Object.entries(value)) {
        if (typeof text !== 'string') throw refused(`${name}.${key}.${header}`, RULES[TEXT]);
      }
      return undefined;
  }
}

// Checks options object `options`, named `name` in errors, by the kinds
// of `known` (one of the sets above), and gives `read`, if given, each
// option it sets to a good value (`undefined` and `null` mean the default,
// as does a missing object). Throws a `ValidationError` for an object that
// is not one, or at the first of its own enumerable options, in their
// order, that it does not know or whose value is bad.
function check(options, known, name, read) {
  if (options === undefined || options === null) return;
  if (typeof options !== 'object') throw refused(name, 'must be an object');
  for (const key of Object.keys(options)) {
    const kind = known[key];
    if (kind === undefined) throw refused(`${name}.${key}`, 'is not a known option');
    const value = options[key];
    if (value === undefined || value === null) continue;
    if (!holds(kind, value, name, key)) throw refused(`${name}.${key}`, RULES[kind] ?? otherBroken(kind, value, name, key));
    if (read) read[key] = value;
  }
}

/**
 * The options object `options`, named `name` in errors, read by the kinds
 * of `known` (one of the sets above): an object with the options it sets
 * to good values. Throws a `ValidationError` as `check` says.
 */
export function readOptions(options, known, name = 'requestOptions') {
  // Most calls are given none: nothing to allocate.
  if (options === undefined) return NONE;
  const read = {};
  check(options, known, name, read);
  return read;
}

/**
 * Checks client options `own`, a copy the client keeps (their values are
 * read from it later, `null` as `undefined`): throws a `ValidationError`
 * for an unknown option or a value of the wrong type. Builds nothing, for
 * the first `new Client()`'s sake (BENCHMARKS.md, Start-up).
 */
export function checkClientOptions(own) {
  check(own, CLIENT, 'options');
}

// Whether `text` holds URI characters alone (letters, digits and
// `-_.!~*'();/?:@&=+$,#`), which `encodeURI` leaves as they are: visible
// ASCII, inside the core's rule for a header value and a base URL. A
// built-in, where a loop or a regular expression over the text would cost
// the first construct a compilation, and the second V8's tier-up of the
// loop (a probe: 0.1-0.25 ms each).
function uriCharacters(value) {
  try {
    return encodeURI(value) === value;
  } catch {
    // A lone surrogate, which `encodeURI` refuses.
    return false;
  }
}

// Whether `name` is a header name (an RFC 9110 token) other than
// `Authorization`: letters, digits and `-_.!~*'`, the characters
// `encodeURIComponent` leaves as they are but the parentheses.
function headerName(name) {
  return (
    name !== '' &&
    encodeURIComponent(name) === name &&
    !name.includes('(') &&
    !name.includes(')') &&
    name.toLowerCase() !== 'authorization'
  );
}

/**
 * Whether the core's client accepts client options `own` that
 * `checkClientOptions` passed: a yes leaves the core's client to the first
 * call, so that `new Client()` makes no call into the wasm, whose first
 * call makes V8 compile every function the core's constructor runs
 * (BENCHMARKS.md, Start-up). The rules are the core's, narrower for texts;
 * `defaultHeaders` is left to the core. A test holds every yes to the
 * core's verdict.
 */
export function coreWouldAccept(own) {
  if (own === undefined || own === null) return true;
  const { apiKey, projectID, baseURL, projectHeader } = own;
  for (const value of [apiKey, projectID, baseURL]) {
    if (value != null && (value === '' || !uriCharacters(value))) return false;
  }
  if (baseURL != null) {
    // `http(s)://` and a host, or a path on the page's origin (`/`, not
    // `//`); no query or fragment.
    const host = baseURL.startsWith('https://') ? 8 : baseURL.startsWith('http://') ? 7 : 0;
    const wellFormed = host === 0 ? baseURL[0] === '/' && baseURL[1] !== '/' : baseURL.length > host && baseURL[host] !== '/';
    if (!wellFormed || baseURL.includes('?') || baseURL.includes('#')) return false;
  }
  if (projectHeader != null && !headerName(projectHeader)) return false;
  // An EventSource sends no header: the core refuses it beside the options
  // that would need one.
  if (own.stream === 'eventsource' && (apiKey != null || projectID != null)) return false;
  return own.timeout !== 0 && own.defaultHeaders == null;
}

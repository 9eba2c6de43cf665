// The option objects of the SDK's calls, read in JavaScript: a client's, a
// request's, a list's or stream's, `waitForLogin`'s, a login session's and
// its watch's. Each is checked for its known options and their types, and a
// bad one throws a `ValidationError` naming the option and its rule; the
// values then cross into the wasm one by one, which keeps an object reader
// out of the wasm. The values' own rules (a base URL's form, a header's
// characters) are the core's (src/protocol/http/config.rs), which
// `coreWouldAccept` tells ahead of it for the common cases. Copied into the
// package beside the glue by scripts/build-pkg.sh.
import { ValidationError } from './error-classes.js';

const LARGEST_COUNT = 2 ** 32 - 1;

// The rules of option values: each gives `true` for a good value, or the
// rule a bad one breaks.
const text = (value) => typeof value === 'string' || 'must be a string';
const count = (value) => (Number.isInteger(value) && value >= 0 && value <= LARGEST_COUNT) || 'must be a non-negative integer';
// `typeof`, not `instanceof Function`: a function from another frame is one too.
const callable = (value) => typeof value === 'function' || 'must be a function';
const signal = (value) => value instanceof AbortSignal || 'must be an AbortSignal';
const oneOf = (names, rule) => (value) => typeof value !== 'string' ? 'must be a string' : names.includes(value) || rule;
const streamMode = oneOf(['fetch', 'eventsource'], 'must be fetch or eventsource');
// A record of names and values: not an array or a `Headers`, whose entries
// are not their headers and would be dropped without a word.
const headers = (value, path) => {
  if (!isObject(value) || Array.isArray(value) || value instanceof Headers) {
    return 'must be an object of header names and values';
  }
  for (const [name, header] of Object.entries(value)) {
    if (typeof header !== 'string') throw refused(`${path}.${name}`, 'must be a string');
  }
  return true;
};

// The options each object knows, in the order they are checked.
const CLIENT = {
  baseURL: text,
  apiKey: text,
  projectID: text,
  projectHeader: text,
  timeout: count,
  maxRetries: count,
  defaultHeaders: headers,
  credentials: oneOf(['omit', 'same-origin', 'include'], 'must be one of omit, same-origin, include'),
  stream: streamMode,
  fetch: callable,
};
/** A one-shot call's options. */
export const REQUEST = { timeout: count, maxRetries: count, idleTimeout: count, maxReconnects: count, signal };
/** A list's and a stream's options: a request's, and `onProgress`. */
export const PROGRESS = { onProgress: callable, ...REQUEST };
/** `waitForLogin`'s options. */
export const WAIT = { pollInterval: count, signal, onProgress: callable };
/** A helper's options, by the name resources.js gives them. */
export const HELPER_OPTIONS = { requestOptions: REQUEST, waitOptions: WAIT };
/** A login session's options. */
export const SESSION = { baseURL: text, timeout: count, stream: streamMode, pollInterval: count, fetch: callable };
/** A session watch's options. */
export const WATCH = { signal };

function isObject(value) {
  return typeof value === 'object' && value !== null;
}

function refused(path, rule) {
  return new ValidationError(`${path}: ${rule}`, { code: 'invalid_input', path });
}

/**
 * The options object `options`, named `name` in errors, read by the rules of
 * `known` (one of the sets above): an object with the options it sets to
 * good values (`undefined` and `null` mean the default, as does a missing
 * object). Throws a `ValidationError` for an object that is not one, an
 * option it does not know (of its own enumerable ones) or a bad value.
 */
export function readOptions(options, known, name = 'requestOptions') {
  const read = {};
  if (options === undefined || options === null) return read;
  if (!isObject(options)) throw refused(name, 'must be an object');
  // Own enumerable options, each read once.
  const given = {};
  for (const [key, value] of Object.entries(options)) {
    if (!Object.hasOwn(known, key)) throw refused(`${name}.${key}`, 'is not a known option');
    given[key] = value;
  }
  for (const key in known) {
    const value = given[key];
    if (value === undefined || value === null) continue;
    const path = `${name}.${key}`;
    const verdict = known[key](value, path);
    if (verdict !== true) throw refused(path, verdict);
    read[key] = value;
  }
  return read;
}

/**
 * A client's options read (`readOptions`), as the arguments of the core's
 * client: the texts, the counts (`-1` when not set, as every count passed
 * to the core), the default headers as one list of names
 * and values, the credentials, whether streams use `EventSource`, and `fetch`.
 */
export function clientSettings(options) {
  const read = readOptions(options, CLIENT, 'options');
  const pairs = read.defaultHeaders ? Object.entries(read.defaultHeaders).flat() : undefined;
  return {
    read,
    settings: [
      read.baseURL,
      read.apiKey,
      read.projectID,
      read.projectHeader,
      read.timeout ?? -1,
      read.maxRetries ?? -1,
      pairs,
      read.credentials,
      read.stream === 'eventsource',
      read.fetch,
    ],
  };
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
 * Whether the core's client accepts client options `read` (from
 * `clientSettings`): a yes leaves the core's client to the first call, so
 * that `new Client()` makes no call into the wasm, whose first call makes V8
 * compile every function the core's constructor runs (BENCHMARKS.md,
 * Start-up). The rules are the core's, narrower for texts; `defaultHeaders`
 * is left to the core. A test holds every yes to the core's verdict.
 */
export function coreWouldAccept(read) {
  const { baseURL, projectHeader } = read;
  for (const value of [read.apiKey, read.projectID, baseURL]) {
    if (value !== undefined && (value === '' || !uriCharacters(value))) return false;
  }
  if (baseURL !== undefined) {
    // `http(s)://` and a host, or a path on the page's origin (`/`, not
    // `//`); no query or fragment.
    const host = baseURL.startsWith('https://') ? 8 : baseURL.startsWith('http://') ? 7 : 0;
    const wellFormed = host === 0 ? baseURL[0] === '/' && baseURL[1] !== '/' : baseURL.length > host && baseURL[host] !== '/';
    if (!wellFormed || baseURL.includes('?') || baseURL.includes('#')) return false;
  }
  if (projectHeader !== undefined && !headerName(projectHeader)) return false;
  // An EventSource sends no header: the core refuses it beside the options
  // that would need one.
  if (read.stream === 'eventsource' && (read.apiKey !== undefined || read.projectID !== undefined)) return false;
  return read.timeout !== 0 && read.defaultHeaders === undefined;
}

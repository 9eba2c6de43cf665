// Client options that the page can tell, without the wasm core, the core
// accepts: then `new Client()` leaves the core's client to the first call
// and makes no call into the wasm, whose first call makes V8 compile every
// function the core's constructor runs (BENCHMARKS.md, Start-up). The
// rules are the core's (src/js/options and src/protocol/http/config.rs)
// for the options read here, narrower for texts; `defaultHeaders` and any
// bad value are left to the core, which reads them at once and whose error
// names the option and its rule. A test holds every yes to the core's
// verdict. Copied into the package beside the glue by scripts/build-pkg.sh.

const LARGEST_COUNT = 2 ** 32 - 1;

// Whether `text` holds URI characters alone (letters, digits and
// `-_.!~*'();/?:@&=+$,#`), which `encodeURI` leaves as they are: visible
// ASCII, inside the core's rule for a header value and a base URL. A
// built-in, where a loop or a regular expression over the text would cost
// the first construct a compilation, and the second V8's tier-up of the
// loop (a probe: 0.1-0.25 ms each).
function uriCharacters(text) {
  try {
    return encodeURI(text) === text;
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
    typeof name === 'string' &&
    name !== '' &&
    encodeURIComponent(name) === name &&
    !name.includes('(') &&
    !name.includes(')') &&
    name.toLowerCase() !== 'authorization'
  );
}

/**
 * Whether the core accepts client `options` as they are: `undefined`, or an
 * object whose own enumerable options (as the core reads them; `undefined`
 * and `null` mean the default) are all ones read here, with good values.
 */
export function coreWouldAccept(options) {
  if (options === undefined || options === null) return true;
  if (typeof options !== 'object') return false;
  for (const key of Object.keys(options)) {
    const value = options[key];
    if (value === undefined || value === null) continue;
    switch (key) {
      case 'apiKey':
      case 'projectID':
      case 'baseURL': {
        if (typeof value !== 'string' || value === '' || !uriCharacters(value)) return false;
        if (key === 'baseURL') {
          // `http(s)://` and a host, or a path on the page's origin (`/`,
          // not `//`); no query or fragment.
          const host = value.startsWith('https://') ? 8 : value.startsWith('http://') ? 7 : 0;
          const wellFormed = host === 0 ? value[0] === '/' && value[1] !== '/' : value.length > host && value[host] !== '/';
          if (!wellFormed || value.includes('?') || value.includes('#')) return false;
        }
        break;
      }
      case 'timeout':
      case 'maxRetries':
        if (!Number.isInteger(value) || value < (key === 'timeout' ? 1 : 0) || value > LARGEST_COUNT) return false;
        break;
      case 'fetch':
        if (typeof value !== 'function') return false;
        break;
      case 'projectHeader':
        if (!headerName(value)) return false;
        break;
      case 'credentials':
        if (value !== 'omit' && value !== 'same-origin' && value !== 'include') return false;
        break;
      case 'stream':
        // An EventSource sends no header: the core refuses it beside the
        // options that would need one (`defaultHeaders` is never read here).
        if (value !== 'fetch' && (value !== 'eventsource' || options.apiKey != null || options.projectID != null)) {
          return false;
        }
        break;
      default:
        return false;
    }
  }
  return true;
}

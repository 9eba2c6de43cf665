// A large answer's check off the page's thread: a worker (check-worker.js)
// with its own instance of the calls module checks the text's bytes
// against the operation's schema while the page runs `JSON.parse` on the
// text, so a 5 MB list costs the page little more than `json()` would. The
// first large answer starts the worker and is checked on the page, as is
// every answer when no worker can start (no `Worker`, a content security
// policy, a bundler that left the file out). A worker idle for 10 s is
// ended, and its memory with it. Copied into the package beside the glue by
// scripts/build-pkg.sh.
import { __wbg_module } from './browser_cloud_sdk.js';

// From this many characters on, the round trip to the worker costs the page
// less than checking the text itself (BENCHMARKS.md, "The 5 MB list").
const LARGE = 64 * 1024;
const IDLE_MS = 10_000;

let worker;
let ready = false;
let unavailable = false;
let idle;
// The buffer of the last text sent, back from the worker, for the next one.
let spare;
let nextId = 0;
const waiting = new Map();
const encoder = new TextEncoder();

/**
 * `undefined` when the worker does not check `text` (small, no worker
 * ready); else a promise of `text` parsed, parsed here while the worker
 * checks it as a success body of operation `op`, or of `undefined` when the
 * worker finds it invalid: the page's own check (send.js's `judge`) then
 * decides, and names what is wrong.
 */
export function parsedBeside(op, text) {
  const valid = checked(op, text);
  if (!valid) return undefined;
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return Promise.resolve(undefined);
  }
  return valid.then((ok) => (ok ? data : undefined));
}

// The worker's verdict on `text`, or `undefined` when it gives none.
function checked(op, text) {
  if (text.length < LARGE || unavailable) return undefined;
  if (!worker) return start();
  if (!ready) return undefined;
  clearTimeout(idle);
  const id = nextId++;
  const bytes = utf8(text);
  worker.postMessage({ id, op, bytes }, [bytes.buffer]);
  return new Promise((resolve) => waiting.set(id, resolve));
}

// `text` as UTF-8, in the spare buffer when it has room. Encoded here, not
// in the worker: the browser encodes this page's own string at twice the
// speed a worker encodes a copy of it, and the bytes then move without a
// copy. `encodeInto` a buffer that exists costs a fifth of `encode`, which
// allocates one (BENCHMARKS.md, "The 5 MB list").
function utf8(text) {
  let room = spare?.length >= text.length ? spare : new Uint8Array(text.length);
  spare = undefined;
  let { read, written } = encoder.encodeInto(text, room);
  if (read < text.length) {
    // Not all ASCII: room for the longest encoding.
    room = new Uint8Array(text.length * 3);
    ({ written } = encoder.encodeInto(text, room));
  }
  return room.subarray(0, written);
}

function start() {
  const module = __wbg_module();
  if (typeof Worker !== 'function' || !module) {
    unavailable = true;
    return undefined;
  }
  try {
    // Written as bundlers recognise a worker: Vite and webpack emit the file.
    worker = new Worker(new URL('./check-worker.js', import.meta.url), { type: 'module' });
  } catch {
    unavailable = true;
    return undefined;
  }
  worker.onmessage = ({ data }) => {
    if (data === 'ready') ready = true;
    else answer(data);
    if (data.broken) fail();
    else if (waiting.size === 0) rest();
  };
  worker.onerror = fail;
  worker.postMessage(module);
  return undefined;
}

// The worker's verdict, with the buffer it was sent back for the next text.
function answer({ id, valid, buffer }) {
  spare = buffer && new Uint8Array(buffer);
  waiting.get(id)?.(valid);
  waiting.delete(id);
}

// Nothing to check: the worker ends unless another large answer comes.
function rest() {
  clearTimeout(idle);
  idle = setTimeout(stop, IDLE_MS);
}

// A worker that could not load or broke: every check is the page's from now on.
function fail() {
  unavailable = true;
  stop();
}

// Ends the worker; the answers it still owed are checked on the page.
function stop() {
  clearTimeout(idle);
  worker?.terminate();
  worker = undefined;
  ready = false;
  spare = undefined;
  for (const resolve of waiting.values()) resolve(false);
  waiting.clear();
}

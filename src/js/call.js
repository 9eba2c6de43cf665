// One-shot calls (every operation but the streams) and lists' pages: the
// call's arguments read as its operation (generated/operations/) lays them
// out, its body and query checked (faults.js), its request prepared by the
// core (prepared.js), sent by attempt.js, and its answer checked by the
// operation's generated check: one that fails goes to the core with what
// faults.js finds wrong with it. A call that succeeds crosses into the wasm
// at most once and makes no Rust future. Its state lives here, so a panic in
// another call (recovery.js) does not strand it: its next crossing goes to
// the fresh instance. Copied into the package beside the glue by
// scripts/build-pkg.sh.
import { WasmClient } from './browser_cloud_sdk.js';
import { attempt } from './attempt.js';
import { answerFaultOf, faultOf, requestFault } from './faults.js';
import { readOptions } from './options.js';
import { protect } from './recovery.js';

/**
 * The parts of a call of operation `op` from its method's arguments
 * `args`: the path's last parameter comes first; then the bytes of an
 * operation that sends bytes as they are; then, when the operation
 * sends a body or takes a query (or its path has other parameters, which
 * this object holds), an object; then the options. Answers `{ call,
 * options, query }`: `call` is the `CallSpec` the core's `prepare` reads
 * (its query as name and value pairs, and what faults.js found wrong with
 * the body or the query), `options` the options argument, and `query` the
 * query object as given.
 */
export function callOf(op, args) {
  const names = pathParams(op.path);
  let next = 0;
  const last = names.length > 0 ? args[next++] : undefined;
  const contents = op.bytes ? args[next++] : undefined;
  const takesObject = op.body !== undefined || op.query !== undefined || names.length > 1;
  let object = takesObject ? args[next++] : undefined;
  const options = args[next];
  const pathArgs = [];
  if (names.length > 1) {
    // The path's other parameters are members of the object, and not of
    // the body or query it holds.
    const own = object && typeof object === 'object' ? { ...object } : {};
    for (const name of names.slice(0, -1)) {
      pathArgs.push(own[name]);
      delete own[name];
    }
    object = object === undefined ? undefined : own;
  }
  if (names.length > 0) pathArgs.push(last);
  const params = op.body !== undefined ? object : undefined;
  const query = op.query !== undefined ? object : undefined;
  const call = {
    method: op.method,
    path: op.path,
    pathArgs,
    params,
    takesBody: op.body !== undefined,
    bodyOptional: op.bodyOptional,
    pairs: query == null || typeof query !== 'object' ? [] : queryPairs(query),
    stream: op.answer === STREAM,
    accept: op.accept,
  };
  // An upload's params hold files: its operation's `form` (form.js) checks
  // them as they are and keeps them for its multipart body (`call.form()`).
  if (op.form && params != null) op.form(call, op.body, faultOf);
  // A body of bytes goes as it is (`send`); the core reads only that there is one.
  if (op.bytes) {
    call.bytes = contents;
    call.fault = bytesFault(contents);
  }
  call.fault ??= requestFault(op.body, call.params) ?? queryFault(op.query, query);
  return { call, options, query };
}

// What is wrong with the bytes of a body sent as they are: they must be a
// string, a `Blob`, an `ArrayBuffer` or a typed array or `DataView`.
function bytesFault(contents) {
  const ok = typeof contents === 'string' || contents instanceof Blob || contents instanceof ArrayBuffer || ArrayBuffer.isView(contents);
  return ok ? undefined : 'contents\0type\0expected a string, Blob, ArrayBuffer or typed array';
}

/** What an operation answers: nothing, a record, a page, an event stream, bytes. */
export const NOTHING = 0;
export const PAGE = 2;
export const STREAM = 3;
export const BINARY = 4;

/** The names of a path's parameters, in order: `/a/{id}/b/{sub_id}` → `id`, `sub_id`. */
function pathParams(path) {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

// What is wrong with a query, as faults.js names it: the query must be an
// object (none stands for an empty one) of the table's members.
function queryFault(table, query) {
  if (table === undefined) return undefined;
  if (query == null) return requestFault(table, {});
  if (typeof query !== 'object' || Array.isArray(query)) return 'query\0type\0must be an object';
  return requestFault(table, query);
}

// A query's name and value pairs, in the order of its members: a string as
// it is, a number or a boolean as written, each item of an array as a pair
// of its own, each entry of a map as `name[key]` (the service's deepObject
// form); `undefined` and `null` members are left out.
function queryPairs(query) {
  const pairs = [];
  const scalar = (name, item) => {
    if (item !== undefined && item !== null && typeof item !== 'object') pairs.push([name, String(item)]);
  };
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) value.forEach((item) => scalar(name, item));
    else if (value !== null && typeof value === 'object') Object.entries(value).forEach(([key, item]) => scalar(`${name}[${key}]`, item));
    else scalar(name, value);
  }
  return pairs;
}

/**
 * Sends the call `call` of operation `op` (from `callOf`) with the core
 * `core()` gives (made again after a panic's restart), its request from
 * `prepare` (prepared.js), through `fetcher` (the client's `fetch` option)
 * or the global `fetch`, with `options` read by the rules of `known`
 * (options.js); `heard` is told each attempt's `Response`. Resolves with
 * the record, `undefined` (an operation that answers nothing), or a page's
 * `{ items, has_more, next_offset }` (fetched at `offset`); rejects with
 * the SDK's typed errors, an answered one carrying its response's
 * `headers`.
 */
export async function send(core, prepare, fetcher, op, call, options, known, heard, offset) {
  const { timeout, maxRetries, signal, onProgress } = readOptions(options, known);
  const prepared = prepare(call);
  // A template is shared: an upload's request is a copy with its form or bytes.
  const request = call.form ? { ...prepared, body: call.form() } : call.bytes !== undefined ? { ...prepared, body: call.bytes } : prepared;
  let data;
  const { result } = await attempt({
    request,
    signal,
    timeoutMs: timeout ?? request.timeoutMs,
    fetcher,
    heard,
    maxRetries: maxRetries ?? request.maxRetries,
    async judge(response, read) {
      // A download's success is its `Response`, its body unread (counted
      // as it is read, when asked: download.js).
      if (response.ok && op.answer === BINARY) return { result: onProgress ? op.download(response, onProgress) : response };
      // Read as `json()` reads it: decoded by the browser, any ill-formed
      // UTF-8 replaced.
      const text = await read(response.text());
      // A success's verdict is its body's check (the core's success is a
      // 2xx, as `ok` is). A body found invalid goes to the core with its
      // fault, empty when it is not JSON.
      if (!response.ok || op.answer === NOTHING) return { text };
      data = parsed(text);
      if (data === NOT_JSON) return { text, fault: '' };
      const fault = op.check(data) ? undefined : await answerFaultOf(op, data);
      return fault === undefined ? { result: answerOf(op, data, response.headers, offset) } : { text, fault };
    },
  });
  return result;
}

// What `parsed` gives for a text that is not JSON.
const NOT_JSON = Symbol('not JSON');

// `text` parsed, or NOT_JSON.
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

// What a call resolves with, from its body's `data` once checked.
function answerOf(op, data, headers, offset) {
  if (op.answer !== PAGE) return data;
  const page = JSON.parse(
    protect(() => WasmClient.pageOf(offset, headers.get('x-has-more'), headers.get('x-next-offset'))),
  );
  return { items: data, has_more: page.has_more, next_offset: page.next_offset };
}

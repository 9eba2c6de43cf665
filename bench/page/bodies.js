// Canned response bodies, built from the full auth connection fixture.

const encoder = new TextEncoder();

function projects(count) {
  return Array.from({ length: count }, (_, i) => ({
    id: `proj_${i}`,
    name: `Project ${i}`,
    status: i % 7 ? 'active' : 'archived',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-06-01T00:00:00Z',
  }));
}

/**
 * The canned JSON bodies: name -> { text, bytes, list, call }, where `call`
 * names the method both SDKs run on it.
 */
export function jsonBodies(connection) {
  const connections = (count) => Array.from({ length: count }, (_, i) => ({ ...connection, id: `ac_${i}`, profile_name: `p${i}` }));
  // As many connections as make about 5 MB of JSON.
  const large = Math.round(5_000_000 / JSON.stringify(connection).length);
  const bodies = {
    'connection (every field)': { value: connection, list: false, method: 'retrieve' },
    'list of 100 connections': { value: connections(100), list: true, method: 'connections' },
    'list of 100 projects': { value: projects(100), list: true, method: 'projects' },
    [`list of ${large.toLocaleString('en-US')} connections`]: { value: connections(large), list: true, method: 'connections', large: true },
  };
  for (const body of Object.values(bodies)) {
    body.text = JSON.stringify(body.value);
    body.bytes = encoder.encode(body.text);
  }
  return bodies;
}

/** One SSE log event as the service sends it. */
function logEvent(i) {
  const data = { event: 'log', message: `GET /assets/app-${i}.js 200 ${i % 97}ms`, timestamp: '2026-01-01T00:00:00.123Z' };
  return `id: ${i + 1}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** One SSE telemetry event as the service sends it: a console line. */
function telemetryEvent(i) {
  const event = {
    type: 'console_log',
    category: 'console',
    source: { kind: 'cdp', event: 'Runtime.consoleAPICalled' },
    ts: 1767225600000000 + i,
    data: { level: 'log', message: `GET /assets/app-${i}.js 200 ${i % 97}ms` },
  };
  return `id: ${i + 1}\ndata: ${JSON.stringify({ event, seq: i + 1 })}\n\n`;
}

/** The events of each kind of stream, by the benchmark's name of it. */
const EVENTS = { logs: logEvent, telemetry: telemetryEvent };

/**
 * `count` events of stream `kind` (`logs`, the default, or `telemetry`) as
 * SSE bytes cut into `chunkSize`-byte chunks.
 */
export function sseChunks(count, chunkSize, kind = 'logs') {
  const bytes = encoder.encode(Array.from({ length: count }, (_, i) => EVENTS[kind](i)).join(''));
  const chunks = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.slice(at, at + chunkSize));
  return { chunks, bytes: bytes.length };
}

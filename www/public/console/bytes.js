// Text and bytes over the process API, which carries them in base64.

const encoder = new TextEncoder();

/** The UTF-8 bytes of `text`, in base64. */
export function toBase64(text) {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The bytes of base64 `data`. */
export function fromBase64(data) {
  return Uint8Array.from(atob(data ?? ''), (c) => c.charCodeAt(0));
}

/** Splits a command line on spaces: `{ command, args }` (no quoting: the demo's commands need none). */
export function parseLine(line) {
  const [command, ...args] = line.trim().split(/\s+/);
  return { command, args };
}

// Which addresses the demo puts in a frame: https ones, or http ones on this
// computer (the simulator). Anything else (http to another host, javascript:,
// data:, file:, a relative or malformed address) is refused, and the page says
// so instead of showing it. No DOM here: the unit tests import it in Node.

const thisComputer = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether `address` (a string) may be embedded in a frame. */
export function isEmbeddable(address) {
  let url;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || (url.protocol === 'http:' && thisComputer.has(url.hostname));
}

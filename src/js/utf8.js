// A text as UTF-8, for the core's checks (send.js, check-worker.js).
// `encodeInto` costs a third of `encode` for a large text, and less again
// into a buffer kept from the last time (BENCHMARKS.md, "The 5 MB list").
// Copied into the package beside the glue by scripts/build-pkg.sh.

const encoder = new TextEncoder();

/**
 * `text` as UTF-8: a view of `buffer` when it has room, else of a new
 * buffer (whose whole, `view.buffer`, a caller may keep for the next text).
 */
export function utf8(text, buffer) {
  let room = buffer?.length >= text.length ? buffer : new Uint8Array(text.length);
  let { read, written } = encoder.encodeInto(text, room);
  if (read < text.length) {
    // Not all ASCII: room for the longest encoding.
    room = new Uint8Array(text.length * 3);
    ({ written } = encoder.encodeInto(text, room));
  }
  return room.subarray(0, written);
}

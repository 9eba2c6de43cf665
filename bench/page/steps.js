// The steps of a large list's path, each timed on its own with the same
// calls our client makes for it (send.js): the body read out of the Response
// as text, JSON.parse, and the check of the parsed answer (answers.js).
import { answers } from '/pkg/answers.js';
import { cannedJson } from './canned.js';
import { compare } from './measure.js';

// Every result is stored here, so that no step can be optimised away.
let sink;

/** Milliseconds per step for `body`. */
export async function decodeSteps(body) {
  const { bytes, text } = body;
  const fetch = cannedJson(bytes, true);
  const parsed = JSON.parse(text);
  return compare(
    {
      text: async () => {
        sink = await (await fetch()).text();
      },
      parse: async () => {
        sink = JSON.parse(text);
      },
      check: async () => {
        sink = answers.list_connections(parsed);
      },
    },
    { runs: 9, warmup: 2, min: 1 },
  );
}

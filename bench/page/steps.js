// The steps of a large list's path, each timed on its own with the same
// calls our client makes for it (call.js): the body read out of the Response
// as text, JSON.parse, and the check of the parsed answer (the list
// operation's, from its generated operations module).
import { checks } from '/pkg/checks.js';
import operationsOf from '/pkg/generated/operations/auth.connections.js';
import { cannedJson } from './canned.js';
import { compare } from './measure.js';

const list = operationsOf(checks).list;

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
        sink = list.check(parsed);
      },
    },
    { runs: 9, warmup: 2, min: 1 },
  );
}

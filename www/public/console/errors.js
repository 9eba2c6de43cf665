// How the console shows a failed call: the SDK's typed error as it is (its
// class, its code and its message), so a developer trying the API sees what
// their own code would catch. The SDK's messages name no token, and the
// console never puts an address with one in a message.

/** `NotFoundError (not_found): …`, or the message alone for an error the SDK did not make. */
export function describeError(error) {
  const message = error?.message ?? String(error);
  if (!error?.code) return message;
  return `${error.name} (${error.code}): ${message}`;
}

/** Says `text` in the `role=status` paragraph `box`: `kind` is 'done', 'error' or undefined (working). */
export function say(box, text, kind) {
  if (kind) box.dataset.kind = kind;
  else delete box.dataset.kind;
  box.textContent = text;
}

/** Runs `work`, saying `doing` first, then `done` (or what it returns) or the error. */
export async function act(box, doing, work) {
  say(box, doing);
  try {
    const done = await work();
    say(box, done, 'done');
  } catch (error) {
    say(box, describeError(error), 'error');
  }
}

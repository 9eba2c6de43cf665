// The check that a page never exposes a secret: the token its sign-in got
// from the handoff exchange, and the demo's API key, must appear in no
// storage or cookie a page can read (its frames' included), no URL it
// requested or navigated to, and no console message.
import assert from 'node:assert/strict';

/** Collects the tokens that /exchange responses hand to the page or its frames. */
export function captureTokens(page) {
  const tokens = [];
  page.on('response', async (response) => {
    if (/\/auth\/connections\/[^/]+\/exchange$/.test(new URL(response.url()).pathname) && response.ok()) {
      tokens.push((await response.json()).jwt);
    }
  });
  return tokens;
}

// What a script in each of the page's frames can read: its storage and cookies.
async function readable(page) {
  const seen = [];
  for (const frame of page.frames()) seen.push(await readableIn(frame));
  const cookies = await page.context().cookies();
  seen.push(...cookies.filter((cookie) => !cookie.httpOnly).map((cookie) => `${cookie.name}=${cookie.value}`));
  return seen;
}

// What a script in `frame` can read. A frame that navigates while it is
// read (a flow's frames move on as it ends) is read again, in its new
// document; one that has gone has nothing left to run a script in.
async function readableIn(frame) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await frame.evaluate(() => {
        const read = (f) => {
          try {
            return f();
          } catch {
            return '';
          }
        };
        return [
          read(() => JSON.stringify({ ...localStorage })),
          read(() => JSON.stringify({ ...sessionStorage })),
          read(() => document.cookie),
        ].join('\n');
      });
    } catch (error) {
      if (frame.isDetached()) return '';
      if (attempt === 3 || !/Execution context was destroyed/.test(error.message)) throw error;
    }
  }
}

/** Asserts that none of `secrets` (non-empty strings) is anywhere a page could leak it. */
export async function assertNoSecrets(page, secrets) {
  assert.ok(secrets.length > 0 && secrets.every((secret) => typeof secret === 'string' && secret.length > 8), 'secrets to look for');
  const places = {
    'storage or a readable cookie': await readable(page),
    'a requested URL': page.requested,
    'a URL navigated to': page.navigated,
    'the console': page.consoleMessages,
  };
  for (const [place, texts] of Object.entries(places)) {
    for (const secret of secrets) {
      assert.ok(!texts.some((text) => text.includes(secret)), `a secret (${secret.slice(0, 6)}…) in ${place}`);
    }
  }
}

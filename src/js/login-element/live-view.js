// The cloud browser's live view, framed. Its URL is a signed credential to a
// live browser: it goes into the frame's src and nowhere else (no event,
// attribute outside the shadow root, log or error).

import { h } from './dom.js';

/**
 * The URL to frame, or null: the session must vouch for it (`allows(url)`
 * returning true, e.g. an https origin of the service's), and it must be of
 * another origin than the page's, or the sandbox below would not hold.
 */
export function allowedLiveView(session, url) {
  if (typeof url !== 'string' || !url) return null;
  try {
    if (session?.allows?.(url) !== true) return null;
    return new URL(url).origin === globalThis.location?.origin ? null : url;
  } catch {
    return null;
  }
}

/**
 * A sandboxed frame of `url`, titled `title`. The sandbox grants the least a
 * live view needs: its own scripts and origin (a live view is a script-driven
 * viewer talking to its own server) and forms (a person finishing a step).
 * No popups, no navigation of this page, no features beyond the defaults,
 * and no referrer, so the page's address does not reach the live view's server.
 */
export function liveViewFrame(url, title) {
  return h('iframe', {
    class: 'live',
    part: 'live-view',
    src: url,
    title,
    sandbox: 'allow-scripts allow-same-origin allow-forms',
    referrerpolicy: 'no-referrer',
  });
}

// The two frames (the hosted sign-in page and the live view): a frame shows
// an address that passes the check in frame-url.js, or a note saying why it
// shows nothing. Each slot is a <figure> holding an <iframe> and a
// <p class="frame-note">.
import { isEmbeddable } from './frame-url.js';

function parts(slot) {
  return { frame: slot.querySelector('iframe'), note: slot.querySelector('.frame-note') };
}

// Where an address points, without its path and query (a hosted_url's query
// carries the one-time code, which has no place on screen).
function origin(address) {
  try {
    const url = new URL(address);
    return url.host ? `${url.protocol}//${url.host}` : url.protocol;
  } catch {
    return 'an invalid address';
  }
}

/** Shows `text` in the slot instead of a page. */
export function showNote(slot, text, refused = false) {
  const { frame, note } = parts(slot);
  frame.removeAttribute('src');
  frame.hidden = true;
  note.textContent = text;
  note.classList.toggle('refused', refused);
  note.hidden = false;
}

/** Shows the page at `address` in the slot, or refuses it with a visible note. */
export function showPage(slot, address) {
  if (!isEmbeddable(address)) {
    const text = `Not shown: ${origin(address)} is not a secure address. Only https pages, or http pages on this computer, are embedded.`;
    return showNote(slot, text, true);
  }
  const { frame, note } = parts(slot);
  note.hidden = true;
  frame.hidden = false;
  frame.src = address;
}

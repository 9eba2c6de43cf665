// Shows a downloaded Response (a screenshot, a video) in an <img> or <video>
// through a blob: URL, the one the element showed before given back, so
// repeated screenshots and replays do not pile up in memory. The page's
// Content-Security-Policy allows blob: for images and media only.

/** Points `element` at the bytes of `response`. */
export async function showBlob(element, response) {
  const url = URL.createObjectURL(await response.blob());
  if (element.src.startsWith('blob:')) URL.revokeObjectURL(element.src);
  element.src = url;
  element.hidden = false;
}

/** Empties `element` and hides it. */
export function clearBlob(element) {
  if (element.src.startsWith('blob:')) URL.revokeObjectURL(element.src);
  element.removeAttribute('src');
  element.hidden = true;
}

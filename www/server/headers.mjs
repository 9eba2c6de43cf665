// The security headers of the demo's pages, the same from both servers.
// Every response gets nosniff and no referrer; HTML pages also get the
// Content-Security-Policy below.

/**
 * The pages' policy. The service (the simulator) is the only other origin:
 * the pages call it (a ManagedAuthSession talks to it directly with its
 * connection token) and frame its hosted page and live view.
 *  - script-src: the pages' own modules and the SDK; wasm needs
 *    'wasm-unsafe-eval' to compile. No inline script anywhere.
 *  - style-src: style.css only (no inline styles).
 *  - img-src and media-src take blob: for the console's screenshots and
 *    replays, which the page downloads through the SDK and shows from memory.
 *  - default-src 'none': whatever is not named (fonts, other media) is refused.
 */
export function contentSecurityPolicy(serviceOrigin) {
  return [
    "default-src 'none'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "media-src blob:",
    `connect-src 'self' ${serviceOrigin}`,
    `frame-src ${serviceOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers of a response of `contentType`. */
export function securityHeaders(contentType, serviceOrigin) {
  const headers = { 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' };
  if (contentType.startsWith('text/html')) headers['content-security-policy'] = contentSecurityPolicy(serviceOrigin);
  return headers;
}

// The project that the page's requests act on.
//
// The page's project switcher writes its choice in the `demo_project` cookie,
// and this server scopes what the page sends by it: the /api proxy adds the
// project header (x-service-project-id) to a request that has none, and the
// backend's login link starts logins there. Chosen over the Client's
// `projectID` option because the log panel streams through an EventSource,
// which can send cookies but no header (the SDK refuses `stream:
// 'eventsource'` with `projectID`): a cookie scopes the page's calls and its
// streams alike, with one Client. A project id is no secret, so the page may
// read the cookie.

export const projectCookie = 'demo_project';
export const projectHeader = 'x-service-project-id';

/** The project id the request's cookie names, or undefined. */
export function cookieProject(req) {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === projectCookie && value.length) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

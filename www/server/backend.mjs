// The app's backend half of the hosted login, the part that needs the key:
// POST /app/login-link {domain, profile_name} finds or creates the auth
// connection, starts a login in the page's project (see scope.mjs), and hands
// the page only what it needs: the connection id, the one-time hosted_url,
// the live view, when the link expires, and the flow's browser session (for
// its log).
import { readBody } from './body.mjs';
import { caller, reply } from './call.mjs';
import { cookieProject } from './scope.mjs';

export async function loginLink(req, res, service) {
  const { domain, profile_name } = JSON.parse((await readBody(req)).toString() || '{}');
  const call = caller(service, cookieProject(req));
  const created = await call('POST', '/auth/connections', { domain, profile_name });
  if (!created.ok && created.status !== 409) return reply(res, created.status, created.body);
  const id = created.status === 409 ? created.body.existing_id : created.body.id;
  const path = `/auth/connections/${encodeURIComponent(id)}`;
  const login = await call('POST', `${path}/login`, {});
  if (!login.ok) return reply(res, login.status, login.body);
  const connection = await call('GET', path);
  reply(res, 200, {
    id,
    hosted_url: login.body.hosted_url,
    live_view_url: login.body.live_view_url,
    flow_expires_at: login.body.flow_expires_at,
    browser_session_id: connection.body.browser_session_id ?? null,
  });
}

// A sign-in for this page: the app's server starts the login with its key
// and answers the one-time hosted_url (examples/login-server.mjs); the page
// exchanges it for a session scoped to that one login. No key in the page.
import { ManagedAuthSession } from 'browser-cloud-sdk/session';

/** What POST /login-link answers. */
interface LoginLink {
  hosted_url: string;
  service: string;
}

/** Asks the app's server for a login and opens its session. */
export async function startSession(): Promise<ManagedAuthSession> {
  const response = await fetch('/login-link', { method: 'POST' });
  if (!response.ok) throw new Error(`the app's server could not start a sign-in (HTTP ${response.status})`);
  const link: LoginLink = await response.json();
  return ManagedAuthSession.fromHostedUrl(link.hosted_url, { baseURL: link.service });
}

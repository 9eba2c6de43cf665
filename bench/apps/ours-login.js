// The smallest login page using our SDK: a ManagedAuthSession alone, from the
// hosted_url in the page's fragment; it makes no one-shot call, so it never
// calls init(), and it imports the package's session entry
// (browser-cloud-sdk/session), which leaves the client and its module out.
import { ManagedAuthSession } from '../../pkg/login-session.js';

const hostedUrl = new URLSearchParams(location.hash.slice(1)).get('hosted_url');
const session = await ManagedAuthSession.fromHostedUrl(hostedUrl);
for await (const state of session.watch()) {
  console.log(state.flow_step);
  if (state.flow_step === 'AWAITING_INPUT') await session.submitFields({ identifier: 'me', password: 'secret' });
}

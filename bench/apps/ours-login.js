// The smallest login page using our SDK: a ManagedAuthSession from the
// hosted_url in the page's fragment, shown by the <managed-auth-login>
// element, which watches the session and submits what the person enters. It
// makes no one-shot call, so it never calls init(), and it imports the
// package's session entry (browser-cloud-sdk/session) and the element, which
// leave the client and its module out.
import { ManagedAuthSession } from '../../pkg/login-session.js';
import { defineLoginElement } from '../../pkg/login-element.js';

defineLoginElement();
const hostedUrl = new URLSearchParams(location.hash.slice(1)).get('hosted_url');
const element = document.createElement('managed-auth-login');
document.body.append(element);
element.session = await ManagedAuthSession.fromHostedUrl(hostedUrl);

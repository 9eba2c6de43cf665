// The key-free page: completes a login from its hosted_url with a
// ManagedAuthSession and the drop-in element, talking to the service
// directly. The link comes in the fragment (#hosted_url=…, which never
// reaches a server) or from the form. With no backend of its own, "Try again"
// asks for a new link.
// The session loads the SDK's flows module by itself: this page makes no
// one-shot call, so it never calls init() nor loads the calls module, and
// it imports the session entry, which leaves the client's JavaScript out.
import { ManagedAuthSession } from '/pkg/login-session.js';
import { defineLoginElement } from '/pkg/login-element.js';
import { loadConfig } from './backend.js';
import { explain } from './words.js';

const $ = (id) => document.getElementById(id);

function say(text, outcome) {
  const message = document.createElement('p');
  message.className = 'flow-status';
  message.textContent = text;
  if (outcome) message.dataset.outcome = outcome;
  $('flow').replaceChildren(message);
}

// The link from the fragment, read and taken out of the address bar and
// history before anything else runs.
const linkFromFragment = new URLSearchParams(location.hash.slice(1)).get('hosted_url');
if (location.hash) history.replaceState(null, '', location.pathname + location.search);

function askForLink(why) {
  const form = $('link-form');
  form.reset();
  form.hidden = false;
  if (why) say(why, 'failure');
  else $('flow').replaceChildren();
  form.elements.hosted_url.focus();
}

async function main() {
  defineLoginElement();
  const { service } = await loadConfig();
  const element = document.createElement('managed-auth-login');
  let session;

  async function complete(hostedUrl) {
    $('link-form').hidden = true;
    say('Opening the sign-in…');
    session?.close();
    try {
      session = await ManagedAuthSession.fromHostedUrl(hostedUrl, { baseURL: service });
    } catch (error) {
      return askForLink(`This link did not open a sign-in. ${explain(error)} Paste a new link.`);
    }
    element.session = session;
    $('flow').replaceChildren(element);
  }

  element.addEventListener('managed-auth-retry', () => {
    session?.close();
    element.remove();
    askForLink('Ask the app for a new sign-in link, and paste it here.');
  });
  $('link-form').addEventListener('submit', (event) => {
    event.preventDefault();
    complete(event.target.elements.hosted_url.value.trim());
  });

  if (linkFromFragment) complete(linkFromFragment);
  else askForLink();
}

main().catch((error) => {
  $('page-error').hidden = false;
  $('page-error').textContent = explain(error);
});

// The moment between "the login started" and "the person signs in": the
// hosted_url's handoff code works once (the first exchange of it wins), so
// the page asks where to use it: here, with the drop-in element; in the
// service's hosted page, embedded; or in the key-free page, in a new tab.

/** The key-free page's address for `hostedUrl`: in the fragment, which no server and no server log sees. */
function keyFreeAddress(keyFreePage, hostedUrl) {
  const url = new URL('complete.html', keyFreePage);
  url.hash = `hosted_url=${encodeURIComponent(hostedUrl)}`;
  return url.href;
}

function button(text, className, onClick) {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

/**
 * Shows the choices in `box`; resolves with 'here', 'hosted' or 'key-free'.
 * The key-free choice is offered when `keyFreePage` (its server's address) is known.
 */
export function chooseWhere(box, hostedUrl, keyFreePage) {
  return new Promise((resolve) => {
    const intro = document.createElement('p');
    intro.textContent = 'The sign-in link is ready. It works once: choose where to sign in.';
    const choices = document.createElement('div');
    choices.className = 'choices';
    choices.append(
      button('Sign in here', 'primary', () => resolve('here')),
      button('Use the hosted page', 'secondary', () => resolve('hosted')),
    );
    if (keyFreePage) {
      const link = document.createElement('a');
      link.className = 'secondary button';
      link.href = keyFreeAddress(keyFreePage, hostedUrl);
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.textContent = 'Complete it in a key-free page ↗';
      link.addEventListener('click', () => resolve('key-free'));
      choices.append(link);
    }
    box.replaceChildren(intro, choices);
    choices.querySelector('button').focus();
  });
}

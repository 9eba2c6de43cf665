// Small helpers of <managed-auth-login> for building its shadow tree with
// the DOM alone (no innerHTML: it runs under Trusted Types).

/**
 * An element with attributes (true: present; null/false: absent) and
 * children (strings become text nodes).
 */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (value != null && value !== false) element.setAttribute(name, value);
  }
  element.append(...children.filter((child) => child != null && child !== false));
  return element;
}

/** The waiting indicator, hidden from assistive technology (the text beside it says it). */
export const spinner = () => h('span', { class: 'spinner', part: 'spinner', 'aria-hidden': 'true' });

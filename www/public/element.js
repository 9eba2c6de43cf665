// `element(tag, props, ...children)`: a DOM element with its properties set
// and its children appended, for the demo's panels that build lists.

/** A new `tag` element with `props` assigned and `children` appended. */
export function element(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

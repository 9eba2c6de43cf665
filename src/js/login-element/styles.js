// The style sheet of <managed-auth-login>: one for every instance, made on
// first use (not at import). Colors come from the --mal-* custom properties,
// sizes and sides are logical (inline/block), so a right-to-left page reads
// right.

const CSS = `
:host {
  --_accent: var(--mal-accent, #2458d3);
  --_radius: var(--mal-radius, 8px);
  --_font: var(--mal-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  --_bg: var(--mal-bg, Canvas);
  --_fg: var(--mal-fg, CanvasText);
  --_muted: var(--mal-muted, color-mix(in srgb, var(--_fg) 70%, var(--_bg)));
  --_danger: var(--mal-danger, #b3261e);
  --_success: var(--mal-success, #1a7f37);
  --_border: var(--mal-border, color-mix(in srgb, var(--_fg) 50%, var(--_bg)));
  --_gap: var(--mal-gap, 1rem);
  display: block;
  max-width: 28rem;
  container-type: inline-size;
  font-family: var(--_font);
  font-size: 1rem;
  line-height: 1.5;
  color: var(--_fg);
}
/* theme: light or dark whatever the page's scheme; auto follows the system's. */
:host([theme="light"]) { color-scheme: light; }
:host([theme="dark"]) { color-scheme: dark; }
:host([theme="auto"]) { color-scheme: light dark; }
/* Danger and success stay readable on a dark background too. */
@supports (color: light-dark(#000, #fff)) {
  :host {
    --_danger: var(--mal-danger, light-dark(#b3261e, #ff9a8f));
    --_success: var(--mal-success, light-dark(#1a7f37, #6fdd8b));
  }
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
.card {
  background: var(--_bg);
  color: var(--_fg);
  border: 1px solid color-mix(in srgb, var(--_border) 50%, var(--_bg));
  border-radius: calc(var(--_radius) * 1.5);
  padding: calc(var(--_gap) * 1.5);
  overflow-wrap: anywhere;
}
@container (max-width: 24rem) {
  .card { padding: var(--_gap); }
}
.view, form, fieldset { display: grid; gap: var(--_gap); }
h2 { font-size: 1.25rem; line-height: 1.3; margin: 0; }
h2:focus { outline: none; }
p { margin: 0; }
.intro, .hint, .countdown, .detail { color: var(--_muted); }
.field { display: grid; gap: .25rem; }
label, legend { font-weight: 600; }
.hint { font-size: .9375rem; }
input {
  font: inherit;
  font-size: max(1rem, 16px); /* smaller text makes phones zoom in */
  width: 100%;
  min-height: 2.75rem;
  padding: .5rem .75rem;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_bg);
  color: var(--_fg);
}
input[readonly] { opacity: .7; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; gap: .5rem; }
legend { padding: 0; margin-block-end: .5rem; }
legend.title { margin-block-end: var(--_gap); }
button {
  font: inherit;
  font-weight: 600;
  width: 100%;
  min-height: 2.75rem;
  padding: .5rem 1rem;
  border-radius: var(--_radius);
  cursor: pointer;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: .5rem;
}
.primary {
  background: var(--_accent);
  color: #fff;
  border: 1px solid transparent; /* drawn in forced colors */
}
.choice {
  justify-content: space-between;
  text-align: start;
  background: transparent;
  color: inherit;
  border: 1px solid var(--_border);
}
.choice:hover:not([aria-disabled="true"]) { border-color: var(--_accent); }
.choice .text { display: grid; }
.choice .detail { font-weight: 400; font-size: .9375rem; }
/* U+203A is mirrored by the bidi algorithm: it points left on a right-to-left page. */
.choice::after { content: "\\203A"; font-size: 1.5rem; line-height: 1; color: var(--_muted); }
.choice.working::after { content: none; }
button[aria-disabled="true"] { cursor: progress; opacity: .75; }
:focus-visible { outline: 3px solid var(--_accent); outline-offset: 2px; }
.error {
  color: var(--_danger);
  border-inline-start: 4px solid var(--_danger);
  padding-block: .25rem;
  padding-inline: .75rem 0;
  font-weight: 600;
}
.secret { display: flex; gap: .5rem; }
.secret input { flex: 1; min-width: 0; }
.secret button { width: auto; flex: none; }
.quiet {
  background: transparent;
  color: inherit;
  border: 1px solid var(--_border);
}
.report {
  display: grid;
  gap: .5rem;
  padding: .75rem;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
}
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9375rem; }
.live {
  width: 100%;
  height: 24rem;
  max-height: 70vh;
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  background: var(--_bg);
}
.waiting { display: flex; align-items: center; gap: .75rem; color: var(--_muted); }
.outcome { display: flex; align-items: center; gap: .75rem; }
.icon {
  flex: none;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  color: var(--_bg); /* the mark's colors turn lighter on dark backgrounds */
  font-weight: 700;
  font-size: 1.25rem;
}
.done .icon { background: var(--_success); }
.failed .icon { background: var(--_danger); }
.expired .icon { background: var(--_muted); }
.countdown { font-size: .9375rem; margin-block-start: var(--_gap); font-variant-numeric: tabular-nums; }
.countdown.soon { color: var(--_danger); font-weight: 600; }
.spinner {
  flex: none;
  width: 1.1em;
  height: 1.1em;
  border: .15em solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: spin .8s linear infinite;
}
.waiting .spinner { width: 1.5rem; height: 1.5rem; color: var(--_accent); }
@keyframes spin { to { transform: rotate(1turn); } }
@keyframes pulse { 50% { opacity: .3; } }
@media (prefers-reduced-motion: reduce) {
  .spinner { animation: pulse 2s ease-in-out infinite; }
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`;

let sheet;

/** The element's shared CSSStyleSheet (adopted: no inline style a CSP would block). */
export function styleSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

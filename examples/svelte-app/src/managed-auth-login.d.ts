// `<managed-auth-login>` in Svelte's markup, checked by svelte-check: Svelte 5
// sets the props an element has as properties (the session) and the rest as
// attributes (lang, theme), and listens to `on` + the event's name. The
// types are the package's.
import type { HTMLAttributes } from 'svelte/elements';
import type { LoginElementEventMap, LoginSession } from 'browser-cloud-sdk/login-element';

/** A handler attribute for each of the package's events: `onmanaged-auth-success`, ... */
type EventAttributes = { [Type in keyof LoginElementEventMap as `on${Type}`]?: (event: LoginElementEventMap[Type]) => void };

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'managed-auth-login': HTMLAttributes<HTMLElement> &
      EventAttributes & {
        session?: LoginSession | null;
        theme?: 'light' | 'dark' | 'auto';
      };
  }
}

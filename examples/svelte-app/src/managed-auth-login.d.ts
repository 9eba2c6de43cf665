// `<managed-auth-login>` in Svelte's markup, checked by svelte-check: Svelte 5
// sets the props an element has as properties (the session) and the rest as
// attributes (lang, theme), and listens to `on` + the event's name. The
// types are the package's.
import type { HTMLAttributes } from 'svelte/elements';
import type {
  LoginFailureEventDetail,
  LoginSession,
  LoginStateEventDetail,
  LoginSuccessEventDetail,
} from 'browser-cloud-sdk/login-element';

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'managed-auth-login': HTMLAttributes<HTMLElement> & {
      session?: LoginSession | null;
      theme?: 'light' | 'dark' | 'auto';
      'onmanaged-auth-state'?: (event: CustomEvent<LoginStateEventDetail>) => void;
      'onmanaged-auth-success'?: (event: CustomEvent<LoginSuccessEventDetail>) => void;
      'onmanaged-auth-failure'?: (event: CustomEvent<LoginFailureEventDetail>) => void;
      'onmanaged-auth-retry'?: (event: CustomEvent<null>) => void;
    };
  }
}

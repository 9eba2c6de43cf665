// `<managed-auth-login>` in React's JSX: React 19 sets the props an element
// has as properties (the session) and the rest as attributes (lang, theme),
// and listens to `on` + the event's name. The types are the package's.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  LoginFailureEventDetail,
  LoginSession,
  LoginStateEventDetail,
  LoginSuccessEventDetail,
} from 'browser-cloud-sdk/login-element';

/** The element's properties, attributes and events, as JSX props. */
interface ManagedAuthLoginProps extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  session?: LoginSession | null;
  theme?: 'light' | 'dark' | 'auto';
  'onmanaged-auth-state'?: (event: CustomEvent<LoginStateEventDetail>) => void;
  'onmanaged-auth-success'?: (event: CustomEvent<LoginSuccessEventDetail>) => void;
  'onmanaged-auth-failure'?: (event: CustomEvent<LoginFailureEventDetail>) => void;
  'onmanaged-auth-retry'?: (event: CustomEvent<null>) => void;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'managed-auth-login': ManagedAuthLoginProps;
    }
  }
}

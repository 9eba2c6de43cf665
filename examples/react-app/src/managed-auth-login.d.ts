// `<managed-auth-login>` in React's JSX: React 19 sets the props an element
// has as properties (the session) and the rest as attributes (lang, theme),
// and listens to `on` + the event's name. The types are the package's.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { LoginElementEventMap, LoginSession } from 'browser-cloud-sdk/login-element';

/** A handler prop for each of the package's events: `onmanaged-auth-success`, ... */
type EventProps = { [Type in keyof LoginElementEventMap as `on${Type}`]?: (event: LoginElementEventMap[Type]) => void };

/** The element's properties, attributes and events, as JSX props. */
interface ManagedAuthLoginProps extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>, EventProps {
  session?: LoginSession | null;
  theme?: 'light' | 'dark' | 'auto';
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'managed-auth-login': ManagedAuthLoginProps;
    }
  }
}

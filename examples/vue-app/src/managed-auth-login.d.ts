// `<managed-auth-login>` in Vue's templates, checked by vue-tsc: the session
// as a property (`:session.prop`), the attributes, and the events
// (`@managed-auth-success`). The types are the package's.
import type { DefineComponent } from 'vue';
import type {
  LoginFailureEventDetail,
  LoginSession,
  LoginStateEventDetail,
  LoginSuccessEventDetail,
} from 'browser-cloud-sdk/login-element';

/** The element's properties and attributes, as a template sees them. */
interface ManagedAuthLoginProps {
  session?: LoginSession | null;
  lang?: string;
  theme?: 'light' | 'dark' | 'auto';
  onManagedAuthState?: (event: CustomEvent<LoginStateEventDetail>) => void;
  onManagedAuthSuccess?: (event: CustomEvent<LoginSuccessEventDetail>) => void;
  onManagedAuthFailure?: (event: CustomEvent<LoginFailureEventDetail>) => void;
  onManagedAuthRetry?: (event: CustomEvent<null>) => void;
}

declare module 'vue' {
  interface GlobalComponents {
    'managed-auth-login': DefineComponent<ManagedAuthLoginProps>;
  }
}

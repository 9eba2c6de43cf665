// Records, requests and enums of the service, generated from the Rust schema tables
// (`protocol::schema::typescript::render`); regenerate with `UPDATE_TYPES=1 cargo test`.

/** Current authentication status of the profile. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type AuthStatus = "AUTHENTICATED" | "NEEDS_AUTH";

/** Status of the most recent login flow; a flow past `flow_expires_at` is EXPIRED. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type FlowStatus = "IN_PROGRESS" | "SUCCESS" | "FAILED" | "EXPIRED" | "CANCELED";

/** Step of the most recent login flow. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type FlowStep =
  | "DISCOVERING"
  | "AWAITING_INPUT"
  | "AWAITING_EXTERNAL_ACTION"
  | "SUBMITTING"
  | "COMPLETED";

/** Kind of login flow: a first login or an automatic re-authentication. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type FlowType = "LOGIN" | "REAUTH";

/** Machine-readable reason for `can_reauth`. Affirmative: external_credential, cua_has_credential, has_credential, viable_plans_found, no_requirements_recorded, requirements_satisfiable. Negative (a human must complete the login): the others. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type CanReauthReason =
  | "external_credential"
  | "cua_has_credential"
  | "has_credential"
  | "viable_plans_found"
  | "no_requirements_recorded"
  | "requirements_satisfiable"
  | "no_prior_successful_login"
  | "no_credential"
  | "no_viable_plans"
  | "viable_plans_require_external_action"
  | "requires_external_action"
  | "requires_totp_without_secret"
  | "requires_sms_code"
  | "requires_email_code"
  | "requires_customer_input";

/** Kind of a choice awaiting selection. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type ManagedAuthChoiceType =
  | "mfa_method"
  | "sso_provider"
  | "sign_in_method"
  | "auth_method"
  | "identifier_method"
  | "account"
  | "other";

/** Semantic MFA method of a choice (a different set from MFAType). A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type ManagedAuthMFAMethod =
  | "sms"
  | "call"
  | "email"
  | "totp"
  | "push"
  | "password"
  | "passkey"
  | "switch"
  | "other";

/** MFA option type: password is for auth-method selection pages; switch is a generic method-switcher link that names no method. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type MFAType = "sms" | "call" | "email" | "totp" | "push" | "password" | "switch";

/** Input type of a discovered field. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type DiscoveredFieldType =
  | "text"
  | "email"
  | "password"
  | "tel"
  | "number"
  | "url"
  | "code"
  | "totp";

/** Kind of a canonical field awaiting input. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type ManagedAuthFieldType =
  | "identifier"
  | "password"
  | "code"
  | "totp_code"
  | "totp_secret"
  | "text";

/** Status of a project; an archived project is inactive. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type ProjectStatus = "active" | "archived";

/** direct: no proxy regardless of stealth. default: the stealth-derived default (the service's stealth proxy when stealth is true, direct egress when false). A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type ProxyMode = "direct" | "default";

/** Kind of activity a timeline event records. A response may carry a value added to the service after this package was built; it is passed through unchanged. */
export type TimelineEventType = "login" | "reauth" | "health_check";

/** An auth connection: binds one browser profile to one domain and keeps it logged in. The flow fields reflect the most recent login flow and are null when none was started. */
export interface AuthConnection {
  /** Unique identifier of the connection. */
  id: string;
  /** Profile associated with the connection. */
  profile_name: string;
  /** Target domain. */
  domain: string;
  /** Current authentication status. */
  status: AuthStatus;
  /** Whether credentials are saved after every successful login; one-time codes are never saved. */
  save_credentials: boolean;
  /** Whether browser sessions are recorded by default; can be overridden per login. */
  record_session: boolean;
  /** Extra domains valid for the flow besides the primary domain. */
  allowed_domains?: string[];
  /** Whether automatic re-authentication is permitted. */
  auto_reauth?: boolean;
  /** Default browser configuration for login, re-authentication and health-check sessions. */
  browser?: ManagedAuthBrowserConfig;
  /** Browser session driving the current flow; present while a flow is in progress. */
  browser_session_id?: string | null;
  /** @deprecated Use browser.telemetry. */
  browser_telemetry?: BrowserTelemetryRequestConfig | null;
  /** Whether the service can re-authenticate automatically when the session expires. */
  can_reauth?: boolean;
  /** Machine-readable reason for can_reauth. */
  can_reauth_reason?: CanReauthReason;
  /** Choices awaiting selection; preferred over pending_sso_buttons, mfa_options and sign_in_options when present. */
  choices?: ManagedAuthChoice[] | null;
  /** Credential attached to the connection. */
  credential?: CredentialReference;
  /** Fields awaiting input; present when flow_step is AWAITING_INPUT. */
  discovered_fields?: DiscoveredField[] | null;
  /** Machine-readable error; present when flow_status is FAILED. */
  error_code?: string | null;
  /** Error description; present when flow_status is FAILED. */
  error_message?: string | null;
  /** Instructions for the external action; present when flow_step is AWAITING_EXTERNAL_ACTION. */
  external_action_message?: string | null;
  /** Fields awaiting input; preferred over discovered_fields when present. */
  fields?: ManagedAuthField[] | null;
  /** When the current flow expires; null when no flow is in progress. */
  flow_expires_at?: string | null;
  /** Status of the flow. */
  flow_status?: FlowStatus | null;
  /** Step of the flow. */
  flow_step?: FlowStep | null;
  /** Kind of flow. */
  flow_type?: FlowType | null;
  /** Seconds between automatic health checks (300 to 86400). */
  health_check_interval?: number | null;
  /** Whether periodic health checks are enabled; a manual health check works regardless. */
  health_checks?: boolean;
  /** Hosted-login URL; present while a flow is in progress. */
  hosted_url?: string | null;
  /** @deprecated Alias of last_auth_check_at (the last health-check time); use last_auth_check_at. */
  last_auth_at?: string;
  /** When the most recent health check ran, whatever its outcome. */
  last_auth_check_at?: string;
  /** Live browser view for debugging; present while a flow is in progress. */
  live_view_url?: string | null;
  /** Login page URL used to skip discovery. */
  login_url?: string;
  /** MFA method options; present when flow_step is AWAITING_INPUT. */
  mfa_options?: MFAOption[] | null;
  /** SSO buttons available; same presence rule as mfa_options. */
  pending_sso_buttons?: SSOButton[] | null;
  /** URL where the browser landed after a successful login. */
  post_login_url?: string;
  /** @deprecated Read browser.proxy instead. */
  proxy_id?: string;
  /** Non-MFA choices such as account or organization pickers. */
  sign_in_options?: SignInOption[] | null;
  /** SSO provider in use. */
  sso_provider?: string | null;
  /** Error text visible on the website during login. */
  website_error?: string | null;
}

/** Create an auth connection. Omitted fields take the service's defaults. */
export interface AuthConnectionCreateParams {
  /** Domain for authentication. */
  domain: string;
  /** Profile to manage; created automatically if it does not exist. */
  profile_name: string;
  /** Extra domains valid for the flow (login pages that redirect elsewhere need them); widely used identity providers are allowed automatically. */
  allowed_domains?: string[];
  /** Permission to re-authenticate after a scheduled health check finds an expired session; no effect when health_checks is false. Default on create: true. */
  auto_reauth?: boolean;
  /** Default browser configuration. */
  browser?: ManagedAuthBrowserConfig;
  /** @deprecated Use browser.telemetry. */
  browser_telemetry?: BrowserTelemetryRequestConfig | null;
  /** Credential to use. */
  credential?: CredentialReference;
  /** Seconds between health checks, 300 to 86400. Default on create: 3600 or the plan minimum, whichever is larger (Enterprise 300, Startup 1200, Hobbyist 3600, Free 21600). */
  health_check_interval?: number;
  /** Periodic status verification; when false auto_reauth has no effect. Default on create: true. */
  health_checks?: boolean;
  /** Login page URL that skips discovery. */
  login_url?: string;
  /** @deprecated Use browser.proxy. */
  proxy?: ProxyRef;
  /** Record browser sessions by default. Default on create: false. */
  record_session?: boolean;
  /** Save credentials after every successful login. Default on create: true. */
  save_credentials?: boolean;
}

/** Update an auth connection: any create field but domain and profile_name; omitted fields are left unchanged. */
export interface AuthConnectionUpdateParams {
  /** Extra domains valid for the flow (login pages that redirect elsewhere need them); widely used identity providers are allowed automatically. */
  allowed_domains?: string[];
  /** Permission to re-authenticate after a scheduled health check finds an expired session; no effect when health_checks is false. Default on create: true. */
  auto_reauth?: boolean;
  /** Default browser configuration. */
  browser?: ManagedAuthBrowserConfig;
  /** @deprecated Use browser.telemetry. */
  browser_telemetry?: BrowserTelemetryRequestConfig | null;
  /** Credential to use. */
  credential?: CredentialReference;
  /** Seconds between health checks, 300 to 86400. Default on create: 3600 or the plan minimum, whichever is larger (Enterprise 300, Startup 1200, Hobbyist 3600, Free 21600). */
  health_check_interval?: number;
  /** Periodic status verification; when false auto_reauth has no effect. Default on create: true. */
  health_checks?: boolean;
  /** Login page URL that skips discovery. */
  login_url?: string;
  /** @deprecated Use browser.proxy. */
  proxy?: ProxyRef;
  /** Record browser sessions by default. Default on create: false. */
  record_session?: boolean;
  /** Save credentials after every successful login. Default on create: true. */
  save_credentials?: boolean;
}

/** Start a login flow. Omitted fields keep the connection's defaults. */
export interface LoginParams {
  /** Proxy for this login. */
  proxy?: ProxyRef;
  /** Record this login's browser session; overrides the connection default. */
  record_session?: boolean;
  /** Telemetry for this login's browser session. */
  browser_telemetry?: BrowserTelemetryRequestConfig | null;
}

/** A started login flow. */
export interface LoginResponse {
  /** The auth connection's ID. */
  id: string;
  /** Kind of flow. */
  flow_type: FlowType;
  /** When the flow expires. */
  flow_expires_at: string;
  /** Hosted-login page to send the end user to. */
  hosted_url: string;
  /** One-time code a page exchanges for a connection-scoped token; a secret. */
  handoff_code?: string;
  /** Live browser view for debugging. */
  live_view_url?: string;
}

/** Submit input or a selection to the flow in progress. */
export interface SubmitParams {
  /** Values by canonical field id (ManagedAuthField.id). */
  fields?: Record<string, string>;
  /** Values by discovered field name (the older form). */
  field_values?: Record<string, string>;
  /** ID of the selected ManagedAuthChoice. */
  selected_choice_id?: string;
  /** The selected MFA option. */
  mfa_option_id?: string;
  /** ID of the selected SignInOption. */
  sign_in_option_id?: string;
  /** Selector of the SSO button to click. */
  sso_button_selector?: string;
  /** SSO provider to use. */
  sso_provider?: string;
}

/** Whether the submission was accepted. */
export interface SubmitResponse {
  /** Whether the submission was accepted. */
  accepted: boolean;
}

/** The flow's state changed; the members mirror the auth connection record. */
export interface ManagedAuthStateEvent {
  /** Event name. */
  event: "managed_auth_state";
  /** Status of the flow; null when the connection has never started one. */
  flow_status: FlowStatus | null;
  /** Step of the flow; null when the connection has never started one. */
  flow_step: FlowStep | null;
  /** When the state changed. */
  timestamp: string;
  /** Kind of flow. */
  flow_type?: FlowType | null;
  /** Choices awaiting selection; preferred over pending_sso_buttons, mfa_options and sign_in_options when present. */
  choices?: ManagedAuthChoice[] | null;
  /** Fields awaiting input; preferred over discovered_fields when present. */
  fields?: ManagedAuthField[] | null;
  /** Fields awaiting input; present when flow_step is AWAITING_INPUT. */
  discovered_fields?: DiscoveredField[] | null;
  /** MFA method options; present when flow_step is AWAITING_INPUT. */
  mfa_options?: MFAOption[] | null;
  /** SSO buttons available; same presence rule as mfa_options. */
  pending_sso_buttons?: SSOButton[] | null;
  /** Non-MFA choices such as account or organization pickers. */
  sign_in_options?: SignInOption[] | null;
  /** Instructions for the external action; present when flow_step is AWAITING_EXTERNAL_ACTION. */
  external_action_message?: string | null;
  /** Hosted-login URL; present while a flow is in progress. */
  hosted_url?: string | null;
  /** Live browser view for debugging; present while a flow is in progress. */
  live_view_url?: string | null;
  /** Machine-readable error; present when flow_status is FAILED. */
  error_code?: string | null;
  /** Error description; present when flow_status is FAILED. */
  error_message?: string | null;
  /** Error text visible on the website during login. */
  website_error?: string | null;
  /** URL where the browser landed after a successful login. */
  post_login_url?: string;
}

/** An error reported on the event stream. */
export interface FlowErrorEvent {
  /** Event name. */
  event: "error";
  /** The error. */
  error: ErrorRecord;
}

/** Keep-alive; carries nothing else. */
export interface HeartbeatEvent {
  /** Event name. */
  event: "sse_heartbeat";
}

/** One entry of an auth connection's activity timeline. */
export interface TimelineEvent {
  /** Event ID. */
  id: string;
  /** Kind of activity. */
  type: TimelineEventType;
  /** Outcome or status of the activity. */
  status: string;
  /** When it happened. */
  timestamp: string;
  /** Flow step reached. */
  step?: string;
  /** Machine-readable error code. */
  error_code?: string;
  /** Error description. */
  error_message?: string;
  /** Status before this event. */
  previous_status?: string;
  /** Browser session that ran it. */
  browser_session_id?: string;
  /** Recording of the session. */
  replay_id?: string;
  /** Error text visible on the website. */
  website_error?: string;
}

/** Exchange a login's one-time handoff code for a connection-scoped token. */
export interface ExchangeParams {
  /** The handoff code; a secret. */
  code: string;
}

/** A short-lived token scoped to one auth connection. */
export interface ExchangeResponse {
  /** Bearer token for retrieve, follow and submit on that connection; a secret. */
  jwt: string;
}

/** A project: owns its own browsers, profiles, credentials, proxies and pools. */
export interface Project {
  /** Project identifier. */
  id: string;
  /** Name, unique within the organization. */
  name: string;
  /** Project status. */
  status: ProjectStatus;
  /** When the project was created. */
  created_at?: string;
  /** When the project last changed. */
  updated_at?: string;
}

/** Create a project. */
export interface ProjectCreateParams {
  /** Name, unique within the organization. */
  name: string;
}

/** Rename, archive or reactivate a project. */
export interface ProjectUpdateParams {
  /** New name. */
  name?: string;
  /** New status: active or archived. */
  status?: ProjectStatus;
}

/** A project's limit overrides; null means no cap. */
export interface ProjectLimits {
  /** Cap on concurrently running browsers in the project. */
  max_concurrent_sessions?: number | null;
  /** Cap on concurrently running invocations in the project. */
  max_concurrent_invocations?: number | null;
  /** @deprecated Deprecated and read-only: browsers in pools count against max_concurrent_sessions; a request that sets it is refused. */
  max_pooled_sessions?: number | null;
}

/** Set a project's limit overrides; 0 clears a cap, omitted caps are unchanged. */
export interface ProjectLimitsUpdateParams {
  /** Cap on concurrently running browsers; 0 clears it. */
  max_concurrent_sessions?: number;
  /** Cap on concurrently running invocations; 0 clears it. */
  max_concurrent_invocations?: number;
  /** @deprecated Deprecated and read-only: browsers in pools count against max_concurrent_sessions; a request that sets it is refused. */
  max_pooled_sessions?: never;
}

/** The organization's concurrency limit and default per-project cap. */
export interface OrgLimits {
  /** The plan's cap on concurrently running browsers across the organization, pooled ones included; read-only. */
  max_concurrent_sessions?: number | null;
  /** Default per-project cap, for existing and new projects; null means none. */
  default_project_max_concurrent_sessions?: number | null;
}

/** Set the organization's default per-project cap. */
export interface OrgLimitsUpdateParams {
  /** Default per-project cap; 0 clears it. */
  default_project_max_concurrent_sessions?: number;
  /** @deprecated Deprecated and read-only: browsers in pools count against max_concurrent_sessions; a request that sets it is refused. */
  max_pooled_sessions?: never;
}

/** One line of a browser session's log stream. */
export interface LogEvent {
  /** Event name. */
  event: "log";
  /** Log line. */
  message: string;
  /** When the line was logged. */
  timestamp: string;
}

/** The service's error body. */
export interface ErrorRecord {
  /** Machine-readable application error code. */
  code: string;
  /** Human-readable description. */
  message: string;
  /** Further errors, when there are several. */
  details?: ErrorDetail[];
  /** The underlying error. */
  inner_error?: ErrorDetail;
}

/** A lower-level error. */
export interface ErrorDetail {
  /** Lower-level code, for example invalid_input. */
  code?: string;
  /** Description. */
  message?: string;
}

/** The 409 body of create auth connection: a connection already exists for the profile and domain. */
export interface ConflictErrorBody {
  /** Machine-readable application error code. */
  code: string;
  /** Human-readable description. */
  message: string;
  /** ID of the existing connection. */
  existing_id: string;
  /** Further errors, when there are several. */
  details?: ErrorDetail[];
  /** The underlying error. */
  inner_error?: ErrorDetail;
}

/** Browser configuration applied to the sessions created for an auth connection (login, re-authentication, health checks). The service controls profile, headless mode, timeout, start URL, kiosk mode and viewport. */
export interface ManagedAuthBrowserConfig {
  /** Proxy for the connection's browser sessions. Omitted on create: the default derived from stealth; omitted on update or login: the connection default is kept. */
  proxy?: BrowserProxyConfig;
  /** Stealth mode. Default when omitted: true. */
  stealth?: boolean;
  /** Telemetry capture, with the same semantics as on browser create. */
  telemetry?: BrowserTelemetryRequestConfig | null;
}

/** Proxy selection: exactly one of mode, id, name (an empty object is invalid). A selected proxy must be in the same project as the browser; it changes egress only, not stealth or CAPTCHA-solver behavior. */
export type BrowserProxyConfig =
  | {
      /** Proxy mode: direct or default. */
      mode: ProxyMode;
      /** Not allowed with `mode`. */
      id?: never;
      /** Not allowed with `mode`. */
      name?: never;
    }
  | {
      /** Not allowed with `id`. */
      mode?: never;
      /** Proxy ID. */
      id: string;
      /** Not allowed with `id`. */
      name?: never;
    }
  | {
      /** Not allowed with `name`. */
      mode?: never;
      /** Not allowed with `name`. */
      id?: never;
      /** Proxy name; must match exactly one active proxy in the project. */
      name: string;
    };

/** Reference to a proxy in the same project: exactly one of id or name. */
export type ProxyRef =
  | {
      /** Proxy ID. */
      id: string;
      /** Not allowed with `id`. */
      name?: never;
    }
  | {
      /** Not allowed with `name`. */
      id?: never;
      /** Proxy name; a name matching more than one active proxy is refused by the service. */
      name: string;
    };

/** Credential attached to a connection, in exactly one of three forms: `{ name }` (a stored credential), `{ provider, path }` (an item of an external provider), `{ provider, auto: true }` (looked up by domain at the provider). */
export type CredentialReference =
  | {
      /** Name of a stored credential. */
      name: string;
      /** Not allowed with `name`. */
      provider?: never;
      /** Not allowed with `name`. */
      path?: never;
      /** Not allowed with `name`. */
      auto?: never;
    }
  | {
      /** Not allowed with `provider` and `path`. */
      name?: never;
      /** Name of the configured external credential provider. */
      provider: string;
      /** Provider-specific path of the item. */
      path: string;
      /** Not allowed with `provider` and `path`. */
      auto?: never;
    }
  | {
      /** Not allowed with `provider` and `auto`. */
      name?: never;
      /** Name of the configured external credential provider. */
      provider: string;
      /** Not allowed with `provider` and `auto`. */
      path?: never;
      /** true: look the item up by domain at the provider. */
      auto: true;
    };

/** Telemetry capture settings for a browser. */
export interface BrowserTelemetryRequestConfig {
  /** true enables capture (the default set control, connection, system, captcha, with category settings layered on); on update, true resolves the configuration fresh and omitting it merges categories onto the current selection. false stops capture on update and starts none on create, and cannot be combined with category settings. */
  enabled?: boolean;
  /** Category settings: on create layered onto the default set, on update merged onto the current configuration; omitted or empty means the default set. */
  browser?: BrowserTelemetryCategoriesConfig;
  /** Export of captured telemetry; omit to capture without exporting. */
  export?: BrowserTelemetryExportRequestConfig;
}

/** Per-category telemetry settings. */
export interface BrowserTelemetryCategoriesConfig {
  /** Agent-driven actions against the browser. Default: on. */
  control?: BrowserTelemetryCategoryConfig;
  /** Client attach and detach for the CDP proxy and live view. Default: on. */
  connection?: BrowserTelemetryCategoryConfig;
  /** Browser VM health such as out-of-memory kills. Default: on. */
  system?: BrowserTelemetryCategoryConfig;
  /** CAPTCHA solve attempt outcomes. Default: on. */
  captcha?: BrowserTelemetryCategoryConfig;
  /** Console output and uncaught exceptions. Default: off. */
  console?: BrowserTelemetryCategoryConfig;
  /** HTTP request and response metadata; text bodies truncated at 8 KB (JSON, XML, form data) or 4 KB (other text), binary bodies excluded. Default: off. */
  network?: BrowserTelemetryCategoryConfig;
  /** Navigation, DOMContentLoaded, load, layout shifts, LCP. Default: off. */
  page?: BrowserTelemetryCategoryConfig;
  /** Clicks, keydowns, scroll-settled events. Default: off. */
  interaction?: BrowserTelemetryCategoryConfig;
  /** Periodic base64 viewport screenshots; high volume. Default: off. */
  screenshot?: BrowserTelemetryCategoryConfig;
}

/** One telemetry category's setting. */
export interface BrowserTelemetryCategoryConfig {
  /** Whether the category is captured. */
  enabled?: boolean;
}

/** Telemetry export, honored when a browser is created (including the browser a login creates); ignored on browser update. */
export interface BrowserTelemetryExportRequestConfig {
  /** Export to an OTLP destination. */
  otlp?: BrowserTelemetryOTLPExportRequestConfig;
}

/** OTLP export settings. */
export interface BrowserTelemetryOTLPExportRequestConfig {
  /** Destination in the project the request resolves to; requires telemetry capture. Setting it implies enabled. */
  destination?: OTLPDestinationRef;
  /** Whether export is on; false together with a destination is refused. */
  enabled?: boolean;
}

/** Reference to an OTLP export destination: exactly one of id or name. */
export type OTLPDestinationRef =
  | {
      /** Destination ID. */
      id: string;
      /** Not allowed with `id`. */
      name?: never;
    }
  | {
      /** Not allowed with `name`. */
      id?: never;
      /** Destination name. */
      name: string;
    };

/** A canonical choice awaiting selection. */
export interface ManagedAuthChoice {
  /** Stable choice identifier used on submit. */
  id: string;
  /** Choice type. */
  type: ManagedAuthChoiceType;
  /** Human-readable label. */
  label: string;
  /** Captured context. */
  context?: string | null;
  /** Additional context. */
  description?: string | null;
  /** Captured display text. */
  display_text?: string | null;
  /** Masked phone number or e-mail shown for an MFA choice. */
  masked_destination?: string | null;
  /** Semantic MFA method. */
  mfa_type?: ManagedAuthMFAMethod | null;
  /** Selector of the visible choice. */
  observed_selector?: string | null;
}

/** A canonical field awaiting input. */
export interface ManagedAuthField {
  /** Stable identifier used on submit. */
  id: string;
  /** Credential reference name under which the submitted value is stored. */
  ref: string;
  /** Field type. */
  type: ManagedAuthFieldType;
  /** Label. */
  label?: string;
  /** Hint; may include a masked code destination. */
  hint?: string;
  /** Selector of the visible input. */
  observed_selector?: string | null;
  /** The submitted value must replace an existing credential after explicit rejection. Default: false. */
  replace_existing?: boolean;
  /** Whether input is required. Default: true. */
  required?: boolean;
}

/** A field discovered on the login page, awaiting input. */
export interface DiscoveredField {
  /** Field name. */
  name: string;
  /** Input type. */
  type: DiscoveredFieldType;
  /** Label. */
  label: string;
  /** CSS selector of the input. */
  selector: string;
  /** Contextual help near the field. */
  hint?: string;
  /** Placeholder text. */
  placeholder?: string;
  /** Whether input is required. Default: true. */
  required?: boolean;
  /** The MFA option this field belongs to. */
  linked_mfa_type?: MFAType | null;
}

/** An MFA method option. */
export interface MFAOption {
  /** MFA type. */
  type: MFAType;
  /** Visible option text. */
  label: string;
  /** Site instructions. */
  description?: string | null;
  /** Masked destination, if shown. */
  target?: string | null;
}

/** An SSO button available on the login page. */
export interface SSOButton {
  /** XPath selector of the button. */
  selector: string;
  /** Identity provider name. */
  provider: string;
  /** Visible button text. */
  label: string;
}

/** A non-MFA choice such as an account or organization picker. */
export interface SignInOption {
  /** Identifier used to submit the selection. */
  id: string;
  /** Label. */
  label: string;
  /** Description. */
  description?: string | null;
}

/** One event of an auth connection's event stream; the stream ends when flow_status leaves IN_PROGRESS. */
export type FlowEvent = ManagedAuthStateEvent | FlowErrorEvent | HeartbeatEvent;

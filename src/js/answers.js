// Generated from the operation table (src/protocol/http/operation.rs) and the schema
// tables (src/protocol/schema) by `UPDATE_GENERATED=1 cargo test generated`; do not edit.

// Checks of a one-shot operation's success body, parsed, by the operation's
// wire name: what the core's validator checks of a response (types, required
// members, nulls), read off the value `JSON.parse` made. Members the service
// adds pass. A number is judged as the value it parsed to.

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v) => typeof v === 'string';
const isBoolean = (v) => typeof v === 'boolean';
const isArrayOf = (v, item) => Array.isArray(v) && v.every((each) => item(each));
const nullOr = (v, is) => v === null || is(v);
const absentOr = (v, is) => v === undefined || is(v);
const absentNullOr = (v, is) => v == null || is(v);

function BrowserProxyConfig(v) {
  return (
    isObject(v) &&
    absentOr(v.mode, isString) &&
    absentOr(v.id, isString) &&
    absentOr(v.name, isString)
  );
}

function BrowserTelemetryCategoryConfig(v) {
  return (
    isObject(v) &&
    absentOr(v.enabled, isBoolean)
  );
}

function BrowserTelemetryCategoriesConfig(v) {
  return (
    isObject(v) &&
    absentOr(v.control, BrowserTelemetryCategoryConfig) &&
    absentOr(v.connection, BrowserTelemetryCategoryConfig) &&
    absentOr(v.system, BrowserTelemetryCategoryConfig) &&
    absentOr(v.captcha, BrowserTelemetryCategoryConfig) &&
    absentOr(v.console, BrowserTelemetryCategoryConfig) &&
    absentOr(v.network, BrowserTelemetryCategoryConfig) &&
    absentOr(v.page, BrowserTelemetryCategoryConfig) &&
    absentOr(v.interaction, BrowserTelemetryCategoryConfig) &&
    absentOr(v.screenshot, BrowserTelemetryCategoryConfig)
  );
}

function OTLPDestinationRef(v) {
  return (
    isObject(v) &&
    absentOr(v.id, isString) &&
    absentOr(v.name, isString)
  );
}

function BrowserTelemetryOTLPExportRequestConfig(v) {
  return (
    isObject(v) &&
    absentOr(v.destination, OTLPDestinationRef) &&
    absentOr(v.enabled, isBoolean)
  );
}

function BrowserTelemetryExportRequestConfig(v) {
  return (
    isObject(v) &&
    absentOr(v.otlp, BrowserTelemetryOTLPExportRequestConfig)
  );
}

function BrowserTelemetryRequestConfig(v) {
  return (
    isObject(v) &&
    absentOr(v.enabled, isBoolean) &&
    absentOr(v.browser, BrowserTelemetryCategoriesConfig) &&
    absentOr(v.export, BrowserTelemetryExportRequestConfig)
  );
}

function ManagedAuthBrowserConfig(v) {
  return (
    isObject(v) &&
    absentOr(v.proxy, BrowserProxyConfig) &&
    absentOr(v.stealth, isBoolean) &&
    absentNullOr(v.telemetry, BrowserTelemetryRequestConfig)
  );
}

function ManagedAuthChoice(v) {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.type) &&
    isString(v.label) &&
    absentNullOr(v.context, isString) &&
    absentNullOr(v.description, isString) &&
    absentNullOr(v.display_text, isString) &&
    absentNullOr(v.masked_destination, isString) &&
    absentNullOr(v.mfa_type, isString) &&
    absentNullOr(v.observed_selector, isString)
  );
}

function CredentialReference(v) {
  return (
    isObject(v) &&
    absentOr(v.name, isString) &&
    absentOr(v.provider, isString) &&
    absentOr(v.path, isString) &&
    absentOr(v.auto, isBoolean)
  );
}

function DiscoveredField(v) {
  return (
    isObject(v) &&
    isString(v.name) &&
    isString(v.type) &&
    isString(v.label) &&
    isString(v.selector) &&
    absentOr(v.hint, isString) &&
    absentOr(v.placeholder, isString) &&
    absentOr(v.required, isBoolean) &&
    absentNullOr(v.linked_mfa_type, isString)
  );
}

function ManagedAuthField(v) {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.ref) &&
    isString(v.type) &&
    absentOr(v.label, isString) &&
    absentOr(v.hint, isString) &&
    absentNullOr(v.observed_selector, isString) &&
    absentOr(v.replace_existing, isBoolean) &&
    absentOr(v.required, isBoolean)
  );
}

function MFAOption(v) {
  return (
    isObject(v) &&
    isString(v.type) &&
    isString(v.label) &&
    absentNullOr(v.description, isString) &&
    absentNullOr(v.target, isString)
  );
}

function SSOButton(v) {
  return (
    isObject(v) &&
    isString(v.selector) &&
    isString(v.provider) &&
    isString(v.label)
  );
}

function SignInOption(v) {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.label) &&
    absentNullOr(v.description, isString)
  );
}

function AuthConnection(v) {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.profile_name) &&
    isString(v.domain) &&
    isString(v.status) &&
    isBoolean(v.save_credentials) &&
    isBoolean(v.record_session) &&
    absentOr(v.allowed_domains, (v) => isArrayOf(v, isString)) &&
    absentOr(v.auto_reauth, isBoolean) &&
    absentOr(v.browser, ManagedAuthBrowserConfig) &&
    absentNullOr(v.browser_session_id, isString) &&
    absentNullOr(v.browser_telemetry, BrowserTelemetryRequestConfig) &&
    absentOr(v.can_reauth, isBoolean) &&
    absentOr(v.can_reauth_reason, isString) &&
    absentNullOr(v.choices, (v) => isArrayOf(v, ManagedAuthChoice)) &&
    absentOr(v.credential, CredentialReference) &&
    absentNullOr(v.discovered_fields, (v) => isArrayOf(v, DiscoveredField)) &&
    absentNullOr(v.error_code, isString) &&
    absentNullOr(v.error_message, isString) &&
    absentNullOr(v.external_action_message, isString) &&
    absentNullOr(v.fields, (v) => isArrayOf(v, ManagedAuthField)) &&
    absentNullOr(v.flow_expires_at, isString) &&
    absentNullOr(v.flow_status, isString) &&
    absentNullOr(v.flow_step, isString) &&
    absentNullOr(v.flow_type, isString) &&
    absentNullOr(v.health_check_interval, Number.isInteger) &&
    absentOr(v.health_checks, isBoolean) &&
    absentNullOr(v.hosted_url, isString) &&
    absentOr(v.last_auth_at, isString) &&
    absentOr(v.last_auth_check_at, isString) &&
    absentNullOr(v.live_view_url, isString) &&
    absentOr(v.login_url, isString) &&
    absentNullOr(v.mfa_options, (v) => isArrayOf(v, MFAOption)) &&
    absentNullOr(v.pending_sso_buttons, (v) => isArrayOf(v, SSOButton)) &&
    absentOr(v.post_login_url, isString) &&
    absentOr(v.proxy_id, isString) &&
    absentNullOr(v.sign_in_options, (v) => isArrayOf(v, SignInOption)) &&
    absentNullOr(v.sso_provider, isString) &&
    absentNullOr(v.website_error, isString)
  );
}

function LoginResponse(v) {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.flow_type) &&
    isString(v.flow_expires_at) &&
    isString(v.hosted_url) &&
    absentOr(v.handoff_code, isString) &&
    absentOr(v.live_view_url, isString)
  );
}

function SubmitResponse(v) {
  return (
    isObject(v) &&
    isBoolean(v.accepted)
  );
}

function ManagedAuthStateEvent(v) {
  return (
    isObject(v) &&
    isString(v.event) &&
    nullOr(v.flow_status, isString) &&
    nullOr(v.flow_step, isString) &&
    isString(v.timestamp) &&
    absentNullOr(v.flow_type, isString) &&
    absentNullOr(v.choices, (v) => isArrayOf(v, ManagedAuthChoice)) &&
    absentNullOr(v.fields, (v) => isArrayOf(v, ManagedAuthField)) &&
    absentNullOr(v.discovered_fields, (v) => isArrayOf(v, DiscoveredField)) &&
    absentNullOr(v.mfa_options, (v) => isArrayOf(v, MFAOption)) &&
    absentNullOr(v.pending_sso_buttons, (v) => isArrayOf(v, SSOButton)) &&
    absentNullOr(v.sign_in_options, (v) => isArrayOf(v, SignInOption)) &&
    absentNullOr(v.external_action_message, isString) &&
    absentNullOr(v.hosted_url, isString) &&
    absentNullOr(v.live_view_url, isString) &&
    absentNullOr(v.error_code, isString) &&
    absentNullOr(v.error_message, isString) &&
    absentNullOr(v.website_error, isString) &&
    absentOr(v.post_login_url, isString)
  );
}

function ErrorDetail(v) {
  return (
    isObject(v) &&
    absentOr(v.code, isString) &&
    absentOr(v.message, isString)
  );
}

function ErrorRecord(v) {
  return (
    isObject(v) &&
    isString(v.code) &&
    isString(v.message) &&
    absentOr(v.details, (v) => isArrayOf(v, ErrorDetail)) &&
    absentOr(v.inner_error, ErrorDetail)
  );
}

function FlowErrorEvent(v) {
  return (
    isObject(v) &&
    isString(v.event) &&
    ErrorRecord(v.error)
  );
}

function HeartbeatEvent(v) {
  return (
    isObject(v) &&
    isString(v.event)
  );
}

function FlowEvent(v) {
  if (!isObject(v)) return false;
  switch (v.event) {
    case 'managed_auth_state':
      return ManagedAuthStateEvent(v);
    case 'error':
      return FlowErrorEvent(v);
    case 'sse_heartbeat':
      return HeartbeatEvent(v);
    default:
      return isString(v.event);
  }
}

function TimelineEvent(v) {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.type) &&
    isString(v.status) &&
    isString(v.timestamp) &&
    absentOr(v.step, isString) &&
    absentOr(v.error_code, isString) &&
    absentOr(v.error_message, isString) &&
    absentOr(v.previous_status, isString) &&
    absentOr(v.browser_session_id, isString) &&
    absentOr(v.replay_id, isString) &&
    absentOr(v.website_error, isString)
  );
}

function ExchangeResponse(v) {
  return (
    isObject(v) &&
    isString(v.jwt)
  );
}

function Project(v) {
  return (
    isObject(v) &&
    isString(v.id) &&
    isString(v.name) &&
    isString(v.status) &&
    absentOr(v.created_at, isString) &&
    absentOr(v.updated_at, isString)
  );
}

function ProjectLimits(v) {
  return (
    isObject(v) &&
    absentNullOr(v.max_concurrent_sessions, Number.isInteger) &&
    absentNullOr(v.max_concurrent_invocations, Number.isInteger) &&
    absentNullOr(v.max_pooled_sessions, Number.isInteger)
  );
}

function OrgLimits(v) {
  return (
    isObject(v) &&
    absentNullOr(v.max_concurrent_sessions, Number.isInteger) &&
    absentNullOr(v.default_project_max_concurrent_sessions, Number.isInteger)
  );
}

function LogEvent(v) {
  return (
    isObject(v) &&
    isString(v.event) &&
    isString(v.message) &&
    isString(v.timestamp)
  );
}

export const answers = {
  create_connection: AuthConnection,
  retrieve_connection: AuthConnection,
  update_connection: AuthConnection,
  list_connections: (v) => isArrayOf(v, AuthConnection),
  login: LoginResponse,
  submit: SubmitResponse,
  follow: FlowEvent,
  timeline: (v) => isArrayOf(v, TimelineEvent),
  exchange: ExchangeResponse,
  create_project: Project,
  retrieve_project: Project,
  update_project: Project,
  list_projects: (v) => isArrayOf(v, Project),
  retrieve_project_limits: ProjectLimits,
  update_project_limits: ProjectLimits,
  retrieve_org_limits: OrgLimits,
  update_org_limits: OrgLimits,
  stream_browser_logs: LogEvent,
};

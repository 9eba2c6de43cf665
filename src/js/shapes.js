// Generated from the operation table (src/protocol/http/operation.rs) and the schema
// tables (src/protocol/schema) by `UPDATE_GENERATED=1 cargo test generated`; do not edit.

// The schema tables as faults.js reads them. A type is 0 (any string),
// 1 (a non-empty string), 2 (an absolute URI), 3 (a boolean), 4 (a whole
// number), ['i', min, max] (a whole number within bounds; no max: at
// least min), ['e', ...values] (one of a string set), ['l', text] (exactly
// that string), ['a', item] (an array), ['m', value] (an object of free-form
// keys), an object's table { f: fields, r: rules } or a union's { t: tag,
// v: objects by tag value }. A field is [name, type, flags]: 1 required,
// 2 nullable, 8 refused. A rule lists field indexes: ['x', fields] exactly
// one of them; ['f', [fields, mustBeTrue], ...] exactly one of the forms;
// ['n', flag, fields] none of them beside flag=false. Objects only responses
// reach carry no request rules: a response's strings are any strings.

const BrowserProxyConfig = { f: [['mode', ['e', 'direct', 'default']], ['id', 1], ['name', 1]], r: [['x', [0, 1, 2]]] };
const BrowserTelemetryCategoryConfig = { f: [['enabled', 3]] };
const BrowserTelemetryCategoriesConfig = { f: [['control', BrowserTelemetryCategoryConfig], ['connection', BrowserTelemetryCategoryConfig], ['system', BrowserTelemetryCategoryConfig], ['captcha', BrowserTelemetryCategoryConfig], ['console', BrowserTelemetryCategoryConfig], ['network', BrowserTelemetryCategoryConfig], ['page', BrowserTelemetryCategoryConfig], ['interaction', BrowserTelemetryCategoryConfig], ['screenshot', BrowserTelemetryCategoryConfig]] };
const OTLPDestinationRef = { f: [['id', 0], ['name', 0]], r: [['x', [0, 1]]] };
const BrowserTelemetryOTLPExportRequestConfig = { f: [['destination', OTLPDestinationRef], ['enabled', 3]], r: [['n', 1, [0]]] };
const BrowserTelemetryExportRequestConfig = { f: [['otlp', BrowserTelemetryOTLPExportRequestConfig]] };
const BrowserTelemetryRequestConfig = { f: [['enabled', 3], ['browser', BrowserTelemetryCategoriesConfig], ['export', BrowserTelemetryExportRequestConfig]], r: [['n', 0, [1]]] };
const ManagedAuthBrowserConfig = { f: [['proxy', BrowserProxyConfig], ['stealth', 3], ['telemetry', BrowserTelemetryRequestConfig, 2]] };
const CredentialReference = { f: [['name', 0], ['provider', 0], ['path', 0], ['auto', 3]], r: [['f', [[0], []], [[1, 2], []], [[1, 3], [3]]]] };
const ProxyRef = { f: [['id', 0], ['name', 0]], r: [['x', [0, 1]]] };
const AuthConnectionCreateParams = { f: [['domain', 0, 1], ['profile_name', 0, 1], ['allowed_domains', ['a', 0]], ['auto_reauth', 3], ['browser', ManagedAuthBrowserConfig], ['browser_telemetry', BrowserTelemetryRequestConfig, 2], ['credential', CredentialReference], ['health_check_interval', ['i', 300, 86400]], ['health_checks', 3], ['login_url', 2], ['proxy', ProxyRef], ['record_session', 3], ['save_credentials', 3]] };
const ManagedAuthChoice = { f: [['id', 0, 1], ['type', 0, 1], ['label', 0, 1], ['context', 0, 2], ['description', 0, 2], ['display_text', 0, 2], ['masked_destination', 0, 2], ['mfa_type', 0, 2], ['observed_selector', 0, 2]] };
const DiscoveredField = { f: [['name', 0, 1], ['type', 0, 1], ['label', 0, 1], ['selector', 0, 1], ['hint', 0], ['placeholder', 0], ['required', 3], ['linked_mfa_type', 0, 2]] };
const ManagedAuthField = { f: [['id', 0, 1], ['ref', 0, 1], ['type', 0, 1], ['label', 0], ['hint', 0], ['observed_selector', 0, 2], ['replace_existing', 3], ['required', 3]] };
const MFAOption = { f: [['type', 0, 1], ['label', 0, 1], ['description', 0, 2], ['target', 0, 2]] };
const SSOButton = { f: [['selector', 0, 1], ['provider', 0, 1], ['label', 0, 1]] };
const SignInOption = { f: [['id', 0, 1], ['label', 0, 1], ['description', 0, 2]] };
const AuthConnection = { f: [['id', 0, 1], ['profile_name', 0, 1], ['domain', 0, 1], ['status', 0, 1], ['save_credentials', 3, 1], ['record_session', 3, 1], ['allowed_domains', ['a', 0]], ['auto_reauth', 3], ['browser', ManagedAuthBrowserConfig], ['browser_session_id', 0, 2], ['browser_telemetry', BrowserTelemetryRequestConfig, 2], ['can_reauth', 3], ['can_reauth_reason', 0], ['choices', ['a', ManagedAuthChoice], 2], ['credential', CredentialReference], ['discovered_fields', ['a', DiscoveredField], 2], ['error_code', 0, 2], ['error_message', 0, 2], ['external_action_message', 0, 2], ['fields', ['a', ManagedAuthField], 2], ['flow_expires_at', 0, 2], ['flow_status', 0, 2], ['flow_step', 0, 2], ['flow_type', 0, 2], ['health_check_interval', 4, 2], ['health_checks', 3], ['hosted_url', 0, 2], ['last_auth_at', 0], ['last_auth_check_at', 0], ['live_view_url', 0, 2], ['login_url', 0], ['mfa_options', ['a', MFAOption], 2], ['pending_sso_buttons', ['a', SSOButton], 2], ['post_login_url', 0], ['proxy_id', 0], ['sign_in_options', ['a', SignInOption], 2], ['sso_provider', 0, 2], ['website_error', 0, 2]] };
const AuthConnectionUpdateParams = { f: [['allowed_domains', ['a', 0]], ['auto_reauth', 3], ['browser', ManagedAuthBrowserConfig], ['browser_telemetry', BrowserTelemetryRequestConfig, 2], ['credential', CredentialReference], ['health_check_interval', ['i', 300, 86400]], ['health_checks', 3], ['login_url', 2], ['proxy', ProxyRef], ['record_session', 3], ['save_credentials', 3]] };
const LoginParams = { f: [['proxy', ProxyRef], ['record_session', 3], ['browser_telemetry', BrowserTelemetryRequestConfig, 2]] };
const LoginResponse = { f: [['id', 0, 1], ['flow_type', 0, 1], ['flow_expires_at', 0, 1], ['hosted_url', 0, 1], ['handoff_code', 0], ['live_view_url', 0]] };
const SubmitParams = { f: [['fields', ['m', 0]], ['field_values', ['m', 0]], ['selected_choice_id', 0], ['mfa_option_id', 0], ['sign_in_option_id', 0], ['sso_button_selector', 0], ['sso_provider', 0]] };
const SubmitResponse = { f: [['accepted', 3, 1]] };
const ManagedAuthStateEvent = { f: [['event', 0, 1], ['flow_status', 0, 3], ['flow_step', 0, 3], ['timestamp', 0, 1], ['flow_type', 0, 2], ['choices', ['a', ManagedAuthChoice], 2], ['fields', ['a', ManagedAuthField], 2], ['discovered_fields', ['a', DiscoveredField], 2], ['mfa_options', ['a', MFAOption], 2], ['pending_sso_buttons', ['a', SSOButton], 2], ['sign_in_options', ['a', SignInOption], 2], ['external_action_message', 0, 2], ['hosted_url', 0, 2], ['live_view_url', 0, 2], ['error_code', 0, 2], ['error_message', 0, 2], ['website_error', 0, 2], ['post_login_url', 0]] };
const ErrorDetail = { f: [['code', 0], ['message', 0]] };
const ErrorRecord = { f: [['code', 0, 1], ['message', 0, 1], ['details', ['a', ErrorDetail]], ['inner_error', ErrorDetail]] };
const FlowErrorEvent = { f: [['event', 0, 1], ['error', ErrorRecord, 1]] };
const HeartbeatEvent = { f: [['event', 0, 1]] };
const FlowEvent = { t: 'event', v: { managed_auth_state: ManagedAuthStateEvent, error: FlowErrorEvent, sse_heartbeat: HeartbeatEvent } };
const TimelineEvent = { f: [['id', 0, 1], ['type', 0, 1], ['status', 0, 1], ['timestamp', 0, 1], ['step', 0], ['error_code', 0], ['error_message', 0], ['previous_status', 0], ['browser_session_id', 0], ['replay_id', 0], ['website_error', 0]] };
const ExchangeParams = { f: [['code', 1, 1]] };
const ExchangeResponse = { f: [['jwt', 0, 1]] };
const ProjectCreateParams = { f: [['name', 1, 1]] };
const Project = { f: [['id', 0, 1], ['name', 0, 1], ['status', 0, 1], ['created_at', 0], ['updated_at', 0]] };
const ProjectUpdateParams = { f: [['name', 1], ['status', ['e', 'active', 'archived']]] };
const ProjectLimits = { f: [['max_concurrent_sessions', 4, 2], ['max_concurrent_invocations', 4, 2], ['max_pooled_sessions', 4, 2]] };
const ProjectLimitsUpdateParams = { f: [['max_concurrent_sessions', ['i', 0, 4294967295]], ['max_concurrent_invocations', ['i', 0, 4294967295]], ['max_pooled_sessions', ['i', 0, 4294967295], 8]] };
const OrgLimits = { f: [['max_concurrent_sessions', 4, 2], ['default_project_max_concurrent_sessions', 4, 2]] };
const OrgLimitsUpdateParams = { f: [['default_project_max_concurrent_sessions', ['i', 0, 4294967295]], ['max_pooled_sessions', ['i', 0, 4294967295], 8]] };
const LogEvent = { f: [['event', 0, 1], ['message', 0, 1], ['timestamp', 0, 1]] };

// The request body of each operation that sends one.
export const requestTypes = {
  create_connection: AuthConnectionCreateParams,
  update_connection: AuthConnectionUpdateParams,
  login: LoginParams,
  submit: SubmitParams,
  exchange: ExchangeParams,
  create_project: ProjectCreateParams,
  update_project: ProjectUpdateParams,
  update_project_limits: ProjectLimitsUpdateParams,
  update_org_limits: OrgLimitsUpdateParams,
};

// The success body of each operation that answers with one; a stream's, each event.
export const answerTypes = {
  create_connection: AuthConnection,
  retrieve_connection: AuthConnection,
  update_connection: AuthConnection,
  list_connections: ['a', AuthConnection],
  login: LoginResponse,
  submit: SubmitResponse,
  follow: FlowEvent,
  timeline: ['a', TimelineEvent],
  exchange: ExchangeResponse,
  create_project: Project,
  retrieve_project: Project,
  update_project: Project,
  list_projects: ['a', Project],
  retrieve_project_limits: ProjectLimits,
  update_project_limits: ProjectLimits,
  retrieve_org_limits: OrgLimits,
  update_org_limits: OrgLimits,
  stream_browser_logs: LogEvent,
};

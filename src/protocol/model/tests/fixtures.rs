//! Every fixture of `tests/fixtures/` and the type it holds, in the API's
//! description: what the coverage test walks, and where the no-panic test
//! starts its mutations. In an upload's fixture, `true` holds a file's
//! place, as in the text the Rust API writes for an upload's check.

use crate::protocol::schema::*;

use super::fixture;

/// One fixture: its file's name and text, the type it holds, and whether a
/// request sends it (held to every request rule) or an answer brings it.
pub(crate) struct Fixture {
    /// The file's name, without `.json`.
    pub name: &'static str,
    /// The file's text.
    pub text: &'static str,
    /// The type it holds.
    pub ty: Ty,
    /// Sent by a request (else answered).
    pub sent: bool,
}

/// A request sends it.
const SENT: bool = true;
/// An answer brings it.
const ANSWERED: bool = false;

macro_rules! fixtures {
    ($($name:literal: $ty:expr, $sent:expr;)+) => {
        &[$(Fixture {
            name: $name,
            text: fixture!($name),
            ty: $ty,
            sent: $sent,
        }),+]
    };
}

/// Every fixture.
pub(crate) static FIXTURES: &[Fixture] = fixtures! {
    "auth_connection_full": Ty::Object(&AUTH_CONNECTION), ANSWERED;
    "auth_connection_minimal": Ty::Object(&AUTH_CONNECTION), ANSWERED;
    "auth_connection_nulls": Ty::Object(&AUTH_CONNECTION), ANSWERED;
    "auth_connection_unknown": Ty::Object(&AUTH_CONNECTION), ANSWERED;
    "auth_connection_create_full": Ty::Object(&AUTH_CONNECTION_CREATE), SENT;
    "auth_connection_update_full": Ty::Object(&AUTH_CONNECTION_UPDATE), SENT;
    "auth_connection_update_telemetry": Ty::Object(&AUTH_CONNECTION_UPDATE), SENT;
    "login_request": Ty::Object(&LOGIN_PARAMS), SENT;
    "login_response": Ty::Object(&LOGIN_RESPONSE), ANSWERED;
    "submit_request": Ty::Object(&SUBMIT_PARAMS), SENT;
    "submit_response": Ty::Object(&SUBMIT_RESPONSE), ANSWERED;
    "exchange_request": Ty::Object(&EXCHANGE_PARAMS), SENT;
    "exchange_response": Ty::Object(&EXCHANGE_RESPONSE), ANSWERED;
    "flow_event_state": Ty::Union(&FLOW_EVENT), ANSWERED;
    "flow_event_error": Ty::Union(&FLOW_EVENT), ANSWERED;
    "flow_event_heartbeat": Ty::Union(&FLOW_EVENT), ANSWERED;
    "flow_event_unknown": Ty::Union(&FLOW_EVENT), ANSWERED;
    "timeline": Ty::Array(&Ty::Object(&TIMELINE_EVENT)), ANSWERED;
    "projects": Ty::Array(&Ty::Object(&PROJECT)), ANSWERED;
    "project_create_request": Ty::Object(&PROJECT_CREATE), SENT;
    "project_update_request": Ty::Object(&PROJECT_UPDATE), SENT;
    "org_limits": Ty::Object(&ORG_LIMITS), ANSWERED;
    "org_limits_nulls": Ty::Object(&ORG_LIMITS), ANSWERED;
    "org_limits_update_request": Ty::Object(&ORG_LIMITS_UPDATE), SENT;
    "project_limits": Ty::Object(&PROJECT_LIMITS), ANSWERED;
    "project_limits_nulls": Ty::Object(&PROJECT_LIMITS), ANSWERED;
    "project_limits_update_request": Ty::Object(&PROJECT_LIMITS_UPDATE), SENT;
    "log_event": Ty::Object(&LOG_EVENT), ANSWERED;
    "error_record": Ty::Object(&ERROR_RECORD), ANSWERED;
    "error_record_minimal": Ty::Object(&ERROR_RECORD), ANSWERED;
    "error_conflict": Ty::Object(&CONFLICT_ERROR), ANSWERED;
    "error_conflict_full": Ty::Object(&CONFLICT_ERROR), ANSWERED;
    "browser_full": Ty::Object(&BROWSER), ANSWERED;
    "browser_create_full": Ty::Object(&BROWSER_CREATE), SENT;
    "browser_create_profile_id": Ty::Object(&BROWSER_CREATE), SENT;
    "fs_create_directory_request": Ty::Object(&FS_CREATE_DIRECTORY), SENT;
    "fs_delete_directory_request": Ty::Object(&FS_DELETE_DIRECTORY), SENT;
    "fs_delete_file_request": Ty::Object(&FS_DELETE_FILE), SENT;
    "fs_file_info": Ty::Object(&FS_FILE_INFO), ANSWERED;
    "fs_move_request": Ty::Object(&FS_MOVE), SENT;
    "fs_set_file_permissions_request": Ty::Object(&FS_SET_FILE_PERMISSIONS), SENT;
    "fs_upload_request": Ty::Object(&FS_UPLOAD), SENT;
    "computer_batch_request": Ty::Object(&COMPUTER_BATCH), SENT;
    "computer_screenshot_request": Ty::Object(&COMPUTER_CAPTURE_SCREENSHOT), SENT;
    "computer_write_clipboard_request": Ty::Object(&COMPUTER_WRITE_CLIPBOARD), SENT;
    "computer_mouse_position": Ty::Object(&MOUSE_POSITION), ANSWERED;
    "computer_clipboard": Ty::Object(&CLIPBOARD), ANSWERED;
    "computer_cursor_set": Ty::Object(&CURSOR_SET), ANSWERED;
    "replay_start_request": Ty::Object(&REPLAY_START), SENT;
    "replays": Ty::Array(&Ty::Object(&REPLAY)), ANSWERED;
    "process_exec_request": Ty::Object(&PROCESS_EXEC), SENT;
    "process_exec_response": Ty::Object(&PROCESS_EXEC_RESPONSE), ANSWERED;
    "process_kill_request": Ty::Object(&PROCESS_KILL), SENT;
    "process_kill_response": Ty::Object(&PROCESS_KILL_RESPONSE), ANSWERED;
    "process_resize_request": Ty::Object(&PROCESS_RESIZE), SENT;
    "process_resize_response": Ty::Object(&PROCESS_RESIZE_RESPONSE), ANSWERED;
    "process_spawn_request": Ty::Object(&PROCESS_SPAWN), SENT;
    "process_spawn_response": Ty::Object(&PROCESS_SPAWN_RESPONSE), ANSWERED;
    "process_status_running": Ty::Object(&PROCESS_STATUS_RESPONSE), ANSWERED;
    "process_status_exited": Ty::Object(&PROCESS_STATUS_RESPONSE), ANSWERED;
    "process_stdin_request": Ty::Object(&PROCESS_STDIN), SENT;
    "process_stdin_response": Ty::Object(&PROCESS_STDIN_RESPONSE), ANSWERED;
    "process_output_chunk": Ty::Object(&PROCESS_STDOUT_EVENT), ANSWERED;
    "process_output_exit": Ty::Object(&PROCESS_STDOUT_EVENT), ANSWERED;
    "playwright_execute_request": Ty::Object(&PLAYWRIGHT_EXECUTE), SENT;
    "playwright_execute_response": Ty::Object(&PLAYWRIGHT_EXECUTE_RESPONSE), ANSWERED;
    "fs_upload_zip_request": Ty::Object(&FS_UPLOAD_ZIP), SENT;
    "fs_watch_start_request": Ty::Object(&FS_WATCH_START), SENT;
    "fs_watch": Ty::Object(&FS_WATCH), ANSWERED;
    "fs_watch_event": Ty::Object(&FS_WATCH_EVENT), ANSWERED;

    "browser_update_full": Ty::Object(&BROWSER_UPDATE), SENT;
    "fs_upload_request": Ty::Object(&FS_UPLOAD), SENT;
    "telemetry_event": Ty::Object(&TELEMETRY_ENVELOPE), ANSWERED;
    "telemetry_stream_event": Ty::Object(&TELEMETRY_STREAM_EVENT), ANSWERED;
    "browser_curl_request": Ty::Object(&BROWSER_CURL), SENT;
    "browser_curl_response": Ty::Object(&BROWSER_CURL_RESPONSE), ANSWERED;
    "load_extensions_request": Ty::Object(&LOAD_EXTENSIONS), SENT;
    "profile_create_request": Ty::Object(&PROFILE_CREATE), SENT;
    "profile_update_request": Ty::Object(&PROFILE_UPDATE), SENT;
    "proxy_custom": Ty::Object(&PROXY), ANSWERED;
    "proxy_residential": Ty::Object(&PROXY), ANSWERED;
    "proxy_create_custom_request": Ty::Object(&PROXY_CREATE), SENT;
    "proxy_create_residential_request": Ty::Object(&PROXY_CREATE), SENT;
    "proxy_update_request": Ty::Object(&PROXY_UPDATE), SENT;
    "proxy_check_request": Ty::Object(&PROXY_CHECK), SENT;
    "extension_full": Ty::Object(&EXTENSION), ANSWERED;
    "extension_nulls": Ty::Object(&EXTENSION), ANSWERED;
    "extension_upload_request": Ty::Object(&EXTENSION_UPLOAD), SENT;
    "browser_pool_full": Ty::Object(&BROWSER_POOL), ANSWERED;
    "browser_pool_create_request": Ty::Object(&BROWSER_POOL_CREATE), SENT;
    "browser_pool_update_request": Ty::Object(&BROWSER_POOL_UPDATE), SENT;
    "browser_pool_delete_request": Ty::Object(&BROWSER_POOL_DELETE), SENT;
    "browser_pool_acquire_request": Ty::Object(&BROWSER_POOL_ACQUIRE), SENT;
    "browser_pool_release_request": Ty::Object(&BROWSER_POOL_RELEASE), SENT;
    "credential_full": Ty::Object(&CREDENTIAL), ANSWERED;
    "credential_create_request": Ty::Object(&CREDENTIAL_CREATE), SENT;
    "credential_update_request": Ty::Object(&CREDENTIAL_UPDATE), SENT;
    "credential_totp_code": Ty::Object(&CREDENTIAL_TOTP_CODE), ANSWERED;
    "credential_provider_full": Ty::Object(&CREDENTIAL_PROVIDER), ANSWERED;
    "credential_provider_create_request": Ty::Object(&CREDENTIAL_PROVIDER_CREATE), SENT;
    "credential_provider_update_request": Ty::Object(&CREDENTIAL_PROVIDER_UPDATE), SENT;
    "credential_provider_items": Ty::Object(&CREDENTIAL_PROVIDER_ITEMS), ANSWERED;
    "credential_provider_test_result": Ty::Object(&CREDENTIAL_PROVIDER_TEST_RESULT), ANSWERED;
    "app_versions": Ty::Array(&Ty::Object(&APP_VERSION)), ANSWERED;
    "deployment_full": Ty::Object(&DEPLOYMENT), ANSWERED;
    "deployment_create_request": Ty::Object(&DEPLOYMENT_CREATE), SENT;
    "deployment_create_github": Ty::Object(&DEPLOYMENT_CREATE), SENT;
    "deployment_event_state": Ty::Union(&DEPLOYMENT_EVENT), ANSWERED;
    "app_log_event": Ty::Union(&INVOCATION_EVENT), ANSWERED;
    "deployment_event_summary": Ty::Union(&DEPLOYMENT_EVENT), ANSWERED;
    "invocation_full": Ty::Object(&INVOCATION), ANSWERED;
    "invocation_created": Ty::Object(&INVOCATION_CREATED), ANSWERED;
    "invocation_create_request": Ty::Object(&INVOCATION_CREATE), SENT;
    "invocation_update_request": Ty::Object(&INVOCATION_UPDATE), SENT;
    "invocation_event_state": Ty::Union(&INVOCATION_EVENT), ANSWERED;
    "invocation_browsers": Ty::Object(&INVOCATION_BROWSERS), ANSWERED;
    "api_key_full": Ty::Object(&API_KEY), ANSWERED;
    "created_api_key": Ty::Object(&CREATED_API_KEY), ANSWERED;
    "api_key_create_request": Ty::Object(&API_KEY_CREATE), SENT;
    "api_key_update_request": Ty::Object(&API_KEY_UPDATE), SENT;
    "api_key_rotate_request": Ty::Object(&API_KEY_ROTATE), SENT;
    "audit_log_entries": Ty::Array(&Ty::Object(&AUDIT_LOG_ENTRY)), ANSWERED;
};

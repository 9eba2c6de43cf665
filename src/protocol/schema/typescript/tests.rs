use super::render;

const TYPES_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/js/types.d.ts");

#[test]
fn types_d_ts_is_current() {
    let rendered = render();
    if std::env::var_os("UPDATE_TYPES").is_some_and(|v| v == "1") {
        std::fs::write(TYPES_PATH, &rendered).expect("write src/js/types.d.ts");
    }
    let on_disk = std::fs::read_to_string(TYPES_PATH).unwrap_or_default();
    assert!(
        on_disk == rendered,
        "src/js/types.d.ts is stale: run `UPDATE_TYPES=1 cargo test -p browser-cloud-sdk typescript`"
    );
}

#[test]
fn every_public_type_is_declared() {
    let out = render();
    let names = [
        "AuthConnection",
        "AuthConnectionCreateParams",
        "AuthConnectionUpdateParams",
        "LoginParams",
        "LoginResponse",
        "SubmitParams",
        "SubmitResponse",
        "ManagedAuthStateEvent",
        "FlowErrorEvent",
        "HeartbeatEvent",
        "FlowEvent",
        "TimelineEvent",
        "ExchangeParams",
        "ExchangeResponse",
        "Project",
        "ProjectCreateParams",
        "ProjectUpdateParams",
        "ProjectLimits",
        "ProjectLimitsUpdateParams",
        "OrgLimits",
        "OrgLimitsUpdateParams",
        "LogEvent",
        "ErrorRecord",
        "ErrorDetail",
        "ConflictErrorBody",
        "ManagedAuthBrowserConfig",
        "BrowserProxyConfig",
        "ProxyRef",
        "CredentialReference",
        "BrowserTelemetryRequestConfig",
        "BrowserTelemetryCategoriesConfig",
        "BrowserTelemetryCategoryConfig",
        "BrowserTelemetryExportRequestConfig",
        "BrowserTelemetryOTLPExportRequestConfig",
        "OTLPDestinationRef",
        "ManagedAuthChoice",
        "ManagedAuthField",
        "DiscoveredField",
        "MFAOption",
        "SSOButton",
        "SignInOption",
        "AuthStatus",
        "FlowStatus",
        "FlowStep",
        "FlowType",
        "CanReauthReason",
        "ManagedAuthChoiceType",
        "ManagedAuthMFAMethod",
        "MFAType",
        "DiscoveredFieldType",
        "ManagedAuthFieldType",
        "ProjectStatus",
        "ProxyMode",
        "TimelineEventType",
    ];
    for name in names {
        let declared = out.contains(&format!("export interface {name} {{"))
            || out.contains(&format!("export type {name} ="));
        assert!(declared, "{name} is not declared");
    }
}

#[test]
fn no_any_or_unknown_reaches_the_public_surface() {
    let out = render();
    let code = out.lines().filter(|l| !l.trim_start().starts_with("/**"));
    for line in code {
        for word in [
            ": any",
            "<any>",
            "any[]",
            "| any",
            ": unknown",
            "| unknown",
            "object",
        ] {
            assert!(!line.contains(word), "found `{word}` in {line}");
        }
    }
}

#[test]
fn optional_nullable_and_deprecated_fields_are_marked() {
    let out = render();
    assert!(out.contains("\n  id: string;\n"));
    assert!(out.contains("\n  flow_status?: FlowStatus | null;\n"));
    assert!(out.contains("\n  login_url?: string;\n"));
    assert!(out.contains("/** @deprecated Use browser.telemetry. */\n  browser_telemetry?: BrowserTelemetryRequestConfig | null;"));
    assert!(out.contains("@deprecated Read browser.proxy instead. */\n  proxy_id?: string;"));
    assert!(out.contains("\n  max_pooled_sessions?: never;\n"));
    assert_eq!(out.matches("@deprecated").count(), 10);
}

#[test]
fn enums_are_literal_unions_with_the_pass_through_note() {
    let out = render();
    assert!(out.contains("export type AuthStatus = \"AUTHENTICATED\" | \"NEEDS_AUTH\";"));
    assert!(out.contains("export type ProjectStatus = \"active\" | \"archived\";"));
    let status_doc = out
        .lines()
        .find(|l| l.contains("Current authentication status"))
        .unwrap_or("");
    assert!(
        status_doc.contains("passed through unchanged"),
        "{status_doc}"
    );
}

#[test]
fn exactly_one_of_objects_become_unions_of_their_forms() {
    let out = render();
    let credential = out
        .split("export type CredentialReference =")
        .nth(1)
        .unwrap_or("");
    let credential = credential.split(";\n\n").next().unwrap_or("");
    assert_eq!(credential.matches("| {").count(), 3, "{credential}");
    assert!(credential.contains("      auto: true;"));
    assert!(credential.contains("      name?: never;"));
    let proxy = out
        .split("export type BrowserProxyConfig =")
        .nth(1)
        .unwrap_or("");
    let proxy = proxy.split(";\n\n").next().unwrap_or("");
    assert_eq!(proxy.matches("| {").count(), 3, "{proxy}");
    assert!(proxy.contains("      mode: ProxyMode;"));
    assert!(proxy.contains("      /** Not allowed with `mode`. */\n      id?: never;"));
    assert!(credential
        .contains("      /** Not allowed with `provider` and `auto`. */\n      path?: never;"));
    assert!(out.contains(
        "export type FlowEvent = ManagedAuthStateEvent | FlowErrorEvent | HeartbeatEvent;"
    ));
    assert!(out.contains("  event: \"log\";"));
}

//! ManagedAuthBrowserConfig, BrowserProxyConfig, ProxyRef,
//! CredentialReference and the telemetry request configs.

use serde_json::{Map, Value};

use super::at;
use crate::body;
use crate::error::ApiError;

const CATEGORIES: [&str; 9] = [
    "control",
    "connection",
    "system",
    "captcha",
    "console",
    "network",
    "page",
    "interaction",
    "screenshot",
];

/// Validates a browser config; returns it with stealth defaulted to true
/// when the request omits it.
pub fn browser_config(
    map: &Map<String, Value>,
    path: &str,
) -> Result<Map<String, Value>, ApiError> {
    body::only(map, &["proxy", "stealth", "telemetry"], path)?;
    if let Some(proxy) = body::object_at(map, "proxy", path)? {
        browser_proxy(proxy, &at(path, "proxy"))?;
    }
    body::boolean(map, "stealth", path)?;
    match map.get("telemetry") {
        None | Some(Value::Null) => {}
        Some(Value::Object(t)) => telemetry(t, &at(path, "telemetry"))?,
        Some(_) => {
            return Err(ApiError::invalid(
                &at(path, "telemetry"),
                "must be an object or null",
            ))
        }
    }
    Ok(map.clone())
}

fn exactly_one(map: &Map<String, Value>, keys: &[&str], path: &str) -> Result<(), ApiError> {
    let given = keys.iter().filter(|k| map.contains_key(**k)).count();
    if given == 1 {
        Ok(())
    } else {
        Err(ApiError::invalid(
            path,
            &format!("provide exactly one of {}", keys.join(", ")),
        ))
    }
}

/// BrowserProxyConfig: exactly one of mode (direct|default), id, name.
pub fn browser_proxy(map: &Map<String, Value>, path: &str) -> Result<(), ApiError> {
    body::only(map, &["mode", "id", "name"], path)?;
    exactly_one(map, &["mode", "id", "name"], path)?;
    match body::string(map, "mode", path, 0)?.as_deref() {
        None | Some("direct") | Some("default") => {}
        Some(_) => {
            return Err(ApiError::invalid(
                &at(path, "mode"),
                "must be direct or default",
            ))
        }
    }
    body::string(map, "id", path, 1)?;
    body::string(map, "name", path, 1)?;
    Ok(())
}

/// ProxyRef: exactly one of id or name.
pub fn proxy_ref(map: &Map<String, Value>, path: &str) -> Result<(), ApiError> {
    body::only(map, &["id", "name"], path)?;
    exactly_one(map, &["id", "name"], path)?;
    body::string(map, "id", path, 1)?;
    body::string(map, "name", path, 1)?;
    Ok(())
}

/// CredentialReference: {name}, {provider, path} or {provider, auto: true}.
pub fn credential(map: &Map<String, Value>, path: &str) -> Result<Value, ApiError> {
    body::only(map, &["auto", "name", "path", "provider"], path)?;
    let name = body::string(map, "name", path, 1)?;
    let provider = body::string(map, "provider", path, 1)?;
    let item = body::string(map, "path", path, 1)?;
    let auto = body::boolean(map, "auto", path)?;
    let valid = matches!(
        (name, provider, item, auto),
        (Some(_), None, None, None)
            | (None, Some(_), Some(_), None)
            | (None, Some(_), None, Some(true))
    );
    if valid {
        Ok(Value::Object(map.clone()))
    } else {
        Err(ApiError::invalid(
            path,
            "must be {name}, {provider, path} or {provider, auto: true}",
        ))
    }
}

/// BrowserTelemetryRequestConfig.
pub fn telemetry(map: &Map<String, Value>, path: &str) -> Result<(), ApiError> {
    body::only(map, &["enabled", "browser", "export"], path)?;
    let enabled = body::boolean(map, "enabled", path)?;
    if let Some(categories) = body::object_at(map, "browser", path)? {
        let cpath = at(path, "browser");
        body::only(categories, &CATEGORIES, &cpath)?;
        for (name, setting) in categories {
            let spath = at(&cpath, name);
            let setting = setting
                .as_object()
                .ok_or_else(|| ApiError::invalid(&spath, "must be an object"))?;
            body::only(setting, &["enabled"], &spath)?;
            body::boolean(setting, "enabled", &spath)?;
        }
        if enabled == Some(false) && !categories.is_empty() {
            return Err(ApiError::invalid(
                &at(path, "enabled"),
                "false cannot be combined with browser category settings",
            ));
        }
    }
    if let Some(export) = body::object_at(map, "export", path)? {
        let epath = at(path, "export");
        body::only(export, &["otlp"], &epath)?;
        if let Some(otlp) = body::object_at(export, "otlp", &epath)? {
            otlp_export(otlp, &at(&epath, "otlp"), enabled)?;
        }
    }
    Ok(())
}

fn otlp_export(
    map: &Map<String, Value>,
    path: &str,
    capture: Option<bool>,
) -> Result<(), ApiError> {
    body::only(map, &["destination", "enabled"], path)?;
    let enabled = body::boolean(map, "enabled", path)?;
    if let Some(dest) = body::object_at(map, "destination", path)? {
        let dpath = at(path, "destination");
        body::only(dest, &["id", "name"], &dpath)?;
        exactly_one(dest, &["id", "name"], &dpath)?;
        body::string(dest, "id", &dpath, 1)?;
        body::string(dest, "name", &dpath, 1)?;
        if enabled == Some(false) {
            return Err(ApiError::invalid(
                &at(path, "enabled"),
                "false cannot be combined with a destination",
            ));
        }
        if capture == Some(false) {
            return Err(ApiError::invalid(
                &dpath,
                "requires telemetry capture to be enabled",
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn msg(r: Result<impl Sized, ApiError>) -> String {
        match r {
            Ok(_) => panic!("accepted"),
            Err(e) => e.body()["message"].as_str().unwrap().to_string(),
        }
    }

    fn obj(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap()
    }

    #[test]
    fn proxy_needs_exactly_one_of_mode_id_name() {
        assert_eq!(
            msg(browser_proxy(&obj(json!({})), "browser.proxy")),
            "browser.proxy: provide exactly one of mode, id, name"
        );
        assert!(
            browser_proxy(&obj(json!({"mode": "direct", "id": "p"})), "browser.proxy").is_err()
        );
        assert_eq!(
            msg(browser_proxy(
                &obj(json!({"mode": "fast"})),
                "browser.proxy"
            )),
            "browser.proxy.mode: must be direct or default"
        );
        assert!(browser_proxy(&obj(json!({"name": "eu"})), "browser.proxy").is_ok());
    }

    #[test]
    fn credential_accepts_only_the_three_forms() {
        assert!(credential(&obj(json!({"name": "c"})), "credential").is_ok());
        assert!(credential(&obj(json!({"provider": "v", "path": "a/b"})), "credential").is_ok());
        assert!(credential(&obj(json!({"provider": "v", "auto": true})), "credential").is_ok());
        assert!(credential(&obj(json!({"provider": "v"})), "credential").is_err());
        assert!(credential(
            &obj(json!({"name": "c", "provider": "v", "path": "p"})),
            "credential"
        )
        .is_err());
    }

    #[test]
    fn telemetry_rules() {
        assert_eq!(
            msg(telemetry(
                &obj(json!({"enabled": false, "browser": {"console": {"enabled": true}}})),
                "t"
            )),
            "t.enabled: false cannot be combined with browser category settings"
        );
        assert_eq!(
            msg(telemetry(&obj(json!({"browser": {"gpu": {}}})), "t")),
            "t.browser.gpu: unknown property"
        );
        assert_eq!(
            msg(telemetry(
                &obj(json!({"export": {"otlp": {"destination": {"id": "d"}, "enabled": false}}})),
                "t"
            )),
            "t.export.otlp.enabled: false cannot be combined with a destination"
        );
        assert!(telemetry(
            &obj(json!({"export": {"otlp": {"destination": {"name": "d"}}}})),
            "t"
        )
        .is_ok());
    }
}

//! BrowserCreateParams: the settings of a new browser session.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use super::{at, telemetry};
use crate::body;
use crate::error::ApiError;
use crate::world::{BrowserSettings, Ref, References};

const PROPERTIES: [&str; 15] = [
    "chrome_policy",
    "extensions",
    "gpu",
    "headless",
    "invocation_id",
    "kiosk_mode",
    "name",
    "profile",
    "proxy_id",
    "start_url",
    "stealth",
    "tags",
    "telemetry",
    "timeout_seconds",
    "viewport",
];

/// Inactivity timeout bounds, in seconds.
const TIMEOUT: (u64, u64) = (10, 259_200);

/// Most tags a session may carry.
pub(super) const MAX_TAGS: usize = 50;

/// Chrome policies the service manages itself.
const MANAGED_POLICIES: [&str; 4] = [
    "ExtensionInstallForcelist",
    "ProxySettings",
    "RemoteDebuggingAllowed",
    "DeveloperToolsAvailability",
];

/// The telemetry categories captured when capture starts without settings.
pub(super) const DEFAULT_CATEGORIES: [&str; 4] = ["control", "connection", "system", "captcha"];

/// Every telemetry category, in the order the service reports them.
const ALL_CATEGORIES: [&str; 9] = [
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

/// Reads a create request: the new session's settings, and what it names
/// by id or name for the world to resolve.
pub fn create(map: &Map<String, Value>) -> Result<(BrowserSettings, References), ApiError> {
    body::only(map, &PROPERTIES, "")?;
    let defaults = BrowserSettings::default();
    let headless = body::boolean(map, "headless", "")?.unwrap_or(defaults.headless);
    let gpu = body::boolean(map, "gpu", "")?;
    if gpu == Some(true) && headless {
        return Err(ApiError::invalid("gpu", "requires headless=false"));
    }
    let timeout_seconds = match body::count(map, "timeout_seconds", "", TIMEOUT.1)? {
        Some(seconds) if seconds < TIMEOUT.0 => {
            return Err(ApiError::invalid(
                "timeout_seconds",
                &format!("must be an integer from {} to {}", TIMEOUT.0, TIMEOUT.1),
            ))
        }
        Some(seconds) => seconds,
        None => defaults.timeout_seconds,
    };
    let start_url = body::string(map, "start_url", "", 1)?;
    if start_url
        .as_deref()
        .is_some_and(|u| !u.starts_with("http://") && !u.starts_with("https://"))
    {
        return Err(ApiError::invalid(
            "start_url",
            "must be an http or https URL",
        ));
    }
    body::string(map, "invocation_id", "", 1)?;
    let references = references(map)?;
    let settings = BrowserSettings {
        name: body::string(map, "name", "", 1)?,
        headless,
        stealth: body::boolean(map, "stealth", "")?.unwrap_or(defaults.stealth),
        timeout_seconds,
        kiosk_mode: body::boolean(map, "kiosk_mode", "")?,
        gpu,
        start_url,
        tags: tags(map)?,
        chrome_policy: chrome_policy(map)?,
        viewport: viewport(map)?,
        telemetry: telemetry_config(map)?,
        ..BrowserSettings::default()
    };
    Ok((settings, references))
}

/// What the request names by id or name: its profile, proxy and
/// extensions, each checked for shape; the world resolves them.
pub fn references(map: &Map<String, Value>) -> Result<References, ApiError> {
    let profile = match body::object_at(map, "profile", "")? {
        None => None,
        Some(profile) => {
            body::only(profile, &["id", "name", "save_changes"], "profile")?;
            body::boolean(profile, "save_changes", "profile")?;
            Some(one_of_id_or_name(profile, "profile")?)
        }
    };
    let extensions = match map.get("extensions") {
        None | Some(Value::Null) => None,
        Some(Value::Array(items)) => Some(
            items
                .iter()
                .enumerate()
                .map(|(i, item)| {
                    let path = format!("extensions[{i}]");
                    match item {
                        Value::Object(one) => {
                            body::only(one, &["id", "name"], &path)?;
                            one_of_id_or_name(one, &path)
                        }
                        _ => Err(ApiError::invalid(&path, "must be an object")),
                    }
                })
                .collect::<Result<_, _>>()?,
        ),
        Some(_) => return Err(ApiError::invalid("extensions", "must be an array")),
    };
    Ok(References {
        profile,
        proxy: body::string(map, "proxy_id", "", 1)?,
        extensions,
    })
}

/// The id or name of a reference holding exactly one of them.
fn one_of_id_or_name(map: &Map<String, Value>, path: &str) -> Result<Ref, ApiError> {
    let id = body::string(map, "id", path, 1)?;
    let name = body::string(map, "name", path, 1)?;
    match (id, name) {
        (Some(id), None) => Ok(Ref::Id(id)),
        (None, Some(name)) => Ok(Ref::Name(name)),
        _ => Err(ApiError::invalid(path, "provide exactly one of id, name")),
    }
}

/// The request's tags, none when it sets none.
pub(super) fn tags(map: &Map<String, Value>) -> Result<BTreeMap<String, String>, ApiError> {
    let Some(tags) = body::object_at(map, "tags", "")? else {
        return Ok(BTreeMap::new());
    };
    if tags.len() > MAX_TAGS {
        return Err(ApiError::invalid(
            "tags",
            &format!("must hold at most {MAX_TAGS} pairs"),
        ));
    }
    tags.iter()
        .map(|(key, value)| match value {
            Value::String(text) => Ok((key.clone(), text.clone())),
            _ => Err(ApiError::invalid(&at("tags", key), "must be a string")),
        })
        .collect()
}

fn chrome_policy(map: &Map<String, Value>) -> Result<Option<Value>, ApiError> {
    let Some(policy) = body::object_at(map, "chrome_policy", "")? else {
        return Ok(None);
    };
    if let Some(managed) = policy
        .keys()
        .find(|k| MANAGED_POLICIES.contains(&k.as_str()))
    {
        return Err(ApiError::invalid(
            &at("chrome_policy", managed),
            "is managed by the service",
        ));
    }
    Ok(Some(Value::Object(policy.clone())))
}

fn viewport(map: &Map<String, Value>) -> Result<Option<Value>, ApiError> {
    let Some(viewport) = body::object_at(map, "viewport", "")? else {
        return Ok(None);
    };
    body::only(viewport, &["width", "height", "refresh_rate"], "viewport")?;
    window_size(viewport)?;
    Ok(Some(Value::Object(viewport.clone())))
}

/// Checks a viewport's `width`, `height` (both required) and
/// `refresh_rate`: positive integers.
pub(super) fn window_size(viewport: &Map<String, Value>) -> Result<(), ApiError> {
    for key in ["width", "height", "refresh_rate"] {
        let given = body::count(viewport, key, "viewport", u64::from(u32::MAX))?;
        match given {
            Some(0) => return Err(ApiError::invalid(&at("viewport", key), "must be positive")),
            None if key != "refresh_rate" => {
                return Err(ApiError::invalid(&at("viewport", key), "is required"))
            }
            _ => {}
        }
    }
    Ok(())
}

/// The telemetry configuration the session reports: the default set with
/// the request's category settings layered on; `None` when capture does
/// not start.
fn telemetry_config(map: &Map<String, Value>) -> Result<Option<Value>, ApiError> {
    let request = match map.get("telemetry") {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::Object(request)) => request,
        Some(_) => return Err(ApiError::invalid("telemetry", "must be an object or null")),
    };
    telemetry(request, "telemetry")?;
    let enabled = body::boolean(request, "enabled", "telemetry")?;
    let settings = body::object_at(request, "browser", "telemetry")?;
    if enabled == Some(false) || (enabled.is_none() && settings.is_none_or(Map::is_empty)) {
        return Ok(None);
    }
    Ok(layered(|name| DEFAULT_CATEGORIES.contains(&name), settings))
}

/// The configuration with `settings` (a request's `browser` categories)
/// layered onto the categories `base` says are on; `None` when every
/// category ends up off, as capture then does not run.
pub(super) fn layered(
    base: impl Fn(&str) -> bool,
    settings: Option<&Map<String, Value>>,
) -> Option<Value> {
    let setting = |name: &str| {
        settings
            .and_then(|s| s.get(name))
            .and_then(|s| s.get("enabled"))
            .and_then(Value::as_bool)
            .unwrap_or_else(|| base(name))
    };
    let categories: Map<String, Value> = ALL_CATEGORIES
        .iter()
        .map(|name| {
            let mut one = Map::new();
            one.insert("enabled".into(), Value::Bool(setting(name)));
            (name.to_string(), Value::Object(one))
        })
        .collect();
    if categories
        .values()
        .all(|c| c.get("enabled") == Some(&Value::Bool(false)))
    {
        return None;
    }
    let mut config = Map::new();
    config.insert("browser".into(), Value::Object(categories));
    Some(Value::Object(config))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn read(v: Value) -> Result<BrowserSettings, ApiError> {
        create(v.as_object().unwrap()).map(|(settings, _)| settings)
    }

    fn message(v: Value) -> String {
        match read(v) {
            Ok(_) => panic!("accepted"),
            Err(e) => e.body()["message"].as_str().unwrap().to_string(),
        }
    }

    #[test]
    fn an_empty_request_takes_the_defaults() {
        let settings = read(json!({})).unwrap();
        assert_eq!(settings.timeout_seconds, 60);
        assert!(!settings.headless);
        assert!(settings.telemetry.is_none());
    }

    #[test]
    fn each_rule_names_its_field() {
        assert_eq!(
            message(json!({"timeout_seconds": 5})),
            "timeout_seconds: must be an integer from 10 to 259200"
        );
        assert_eq!(
            message(json!({"gpu": true, "headless": true})),
            "gpu: requires headless=false"
        );
        assert_eq!(
            message(json!({"viewport": {"width": 800}})),
            "viewport.height: is required"
        );
        assert_eq!(
            message(json!({"tags": {"a": 1}})),
            "tags.a: must be a string"
        );
        assert_eq!(
            message(json!({"chrome_policy": {"ProxySettings": {}}})),
            "chrome_policy.ProxySettings: is managed by the service"
        );
        assert_eq!(
            message(json!({"start_url": "ftp://x"})),
            "start_url: must be an http or https URL"
        );
        assert_eq!(message(json!({"color": "red"})), "color: unknown property");
    }

    #[test]
    fn references_name_by_id_or_by_name_and_never_both() {
        let (_, named) = create(
            json!({"profile": {"name": "work"}, "proxy_id": "px", "extensions": [{"id": "e1"}, {"name": "adblock"}]})
                .as_object()
                .unwrap(),
        )
        .unwrap();
        assert_eq!(named.profile, Some(Ref::Name("work".into())));
        assert_eq!(named.proxy.as_deref(), Some("px"));
        assert_eq!(
            named.extensions,
            Some(vec![Ref::Id("e1".into()), Ref::Name("adblock".into())])
        );
        assert_eq!(
            message(json!({"profile": {"id": "a", "name": "b"}})),
            "profile: provide exactly one of id, name"
        );
        assert_eq!(
            message(json!({"extensions": [{"id": "a"}, {}]})),
            "extensions[1]: provide exactly one of id, name"
        );
    }

    #[test]
    fn telemetry_layers_settings_onto_the_default_set() {
        let settings = read(json!({"telemetry": {"browser": {"console": {"enabled": true}, "captcha": {"enabled": false}}}})).unwrap();
        let browser = &settings.telemetry.unwrap()["browser"];
        assert_eq!(browser["console"]["enabled"], true);
        assert_eq!(browser["captcha"]["enabled"], false);
        assert_eq!(browser["control"]["enabled"], true);
        assert_eq!(browser["network"]["enabled"], false);
        assert!(read(json!({"telemetry": {"enabled": false}}))
            .unwrap()
            .telemetry
            .is_none());
        assert!(read(json!({"telemetry": {}})).unwrap().telemetry.is_none());
    }
}

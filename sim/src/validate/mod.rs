//! Validation of auth connection create and update requests and browser
//! create and update requests, rule by rule from the spec, with errors
//! naming the field path.

mod browser;
mod browser_create;
mod browser_update;
mod computer;
pub mod process;

pub use browser::{browser_proxy, telemetry};
pub use browser_create::create as browser_create;
pub use browser_create::references as browser_references;
pub use browser_update::update as browser_update;
pub use computer::{action as computer_action, region as screenshot_region, ACTION_TYPES};

use serde_json::{Map, Value};

use crate::body::{self, join};
use crate::error::ApiError;
use crate::world::{Patch, Plan};

/// The properties both create and update accept.
const SETTINGS: [&str; 11] = [
    "allowed_domains",
    "auto_reauth",
    "browser",
    "browser_telemetry",
    "credential",
    "health_check_interval",
    "health_checks",
    "login_url",
    "proxy",
    "record_session",
    "save_credentials",
];

/// A valid create request: domain, profile_name and the settings given.
pub struct Create {
    /// Target domain.
    pub domain: String,
    /// Managed profile.
    pub profile_name: String,
    /// The optional settings.
    pub patch: Patch,
}

/// Reads a create request.
pub fn create(map: &Map<String, Value>, plan: Plan) -> Result<Create, ApiError> {
    let mut allowed = SETTINGS.to_vec();
    allowed.extend(["domain", "profile_name"]);
    body::only(map, &allowed, "")?;
    let domain = body::required_string(map, "domain", "")?;
    let profile_name = body::required_string(map, "profile_name", "")?;
    let patch = settings(map, plan)?;
    Ok(Create {
        domain,
        profile_name,
        patch,
    })
}

/// Reads an update request: any create field but domain and profile_name.
pub fn update(map: &Map<String, Value>, plan: Plan) -> Result<Patch, ApiError> {
    body::only(map, &SETTINGS, "")?;
    settings(map, plan)
}

fn settings(map: &Map<String, Value>, plan: Plan) -> Result<Patch, ApiError> {
    let proxy = body::object_at(map, "proxy", "")?;
    if let Some(proxy) = proxy {
        browser::proxy_ref(proxy, "proxy")?;
    }
    Ok(Patch {
        allowed_domains: domains(map)?,
        auto_reauth: body::boolean(map, "auto_reauth", "")?,
        browser: match body::object_at(map, "browser", "")? {
            Some(b) => Some(browser::browser_config(b, "browser")?),
            None => None,
        },
        browser_telemetry: match map.get("browser_telemetry") {
            None => None,
            Some(Value::Null) => Some(Value::Null),
            Some(Value::Object(t)) => {
                browser::telemetry(t, "browser_telemetry")?;
                Some(Value::Object(t.clone()))
            }
            Some(_) => {
                return Err(ApiError::invalid(
                    "browser_telemetry",
                    "must be an object or null",
                ))
            }
        },
        credential: match body::object_at(map, "credential", "")? {
            Some(c) => Some(browser::credential(c, "credential")?),
            None => None,
        },
        health_check_interval: interval(map, plan)?,
        health_checks: body::boolean(map, "health_checks", "")?,
        login_url: match body::string(map, "login_url", "", 1)? {
            Some(u) if is_http_url(&u) => Some(u),
            Some(_) => {
                return Err(ApiError::invalid(
                    "login_url",
                    "must be an http or https URL",
                ))
            }
            None => None,
        },
        proxy_id: proxy
            .and_then(|p| p.get("id"))
            .and_then(Value::as_str)
            .map(str::to_string),
        record_session: body::boolean(map, "record_session", "")?,
        save_credentials: body::boolean(map, "save_credentials", "")?,
    })
}

fn domains(map: &Map<String, Value>) -> Result<Option<Vec<String>>, ApiError> {
    match map.get("allowed_domains") {
        None => Ok(None),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| match v.as_str() {
                Some(s) if !s.is_empty() => Ok(s.to_string()),
                _ => Err(ApiError::invalid(
                    &format!("allowed_domains[{i}]"),
                    "must be a non-empty string",
                )),
            })
            .collect::<Result<_, _>>()
            .map(Some),
        Some(_) => Err(ApiError::invalid(
            "allowed_domains",
            "must be an array of strings",
        )),
    }
}

fn interval(map: &Map<String, Value>, plan: Plan) -> Result<Option<u32>, ApiError> {
    let Some(v) = map.get("health_check_interval") else {
        return Ok(None);
    };
    let n = v
        .as_u64()
        .filter(|n| (300..=86_400).contains(n))
        .ok_or_else(|| {
            ApiError::invalid(
                "health_check_interval",
                "must be an integer from 300 to 86400",
            )
        })?;
    let min = plan.min_health_check_interval();
    if n < u64::from(min) {
        return Err(ApiError::invalid(
            "health_check_interval",
            &format!("must be at least {min} on the {} plan", plan.name()),
        ));
    }
    Ok(Some(n as u32))
}

fn is_http_url(u: &str) -> bool {
    ["http://", "https://"]
        .iter()
        .any(|s| u.strip_prefix(s).is_some_and(|rest| !rest.is_empty()))
}

/// Path of an item inside a parent, for nested errors.
pub fn at(parent: &str, key: &str) -> String {
    join(parent, key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn create_err(v: Value) -> String {
        match create(v.as_object().unwrap(), Plan::Enterprise) {
            Ok(_) => panic!("accepted {v}"),
            Err(e) => e.body()["message"].as_str().unwrap().to_string(),
        }
    }

    #[test]
    fn requires_domain_and_profile_and_rejects_unknown() {
        assert_eq!(
            create_err(json!({"profile_name": "p"})),
            "domain: is required"
        );
        assert_eq!(
            create_err(json!({"domain": "d"})),
            "profile_name: is required"
        );
        assert_eq!(
            create_err(json!({"domain": "d", "profile_name": "p", "colour": 1})),
            "colour: unknown property"
        );
    }

    #[test]
    fn interval_must_be_in_range_and_at_least_the_plan_minimum() {
        assert_eq!(
            create_err(json!({"domain": "d", "profile_name": "p", "health_check_interval": 60})),
            "health_check_interval: must be an integer from 300 to 86400"
        );
        let free = create(
            json!({"domain": "d", "profile_name": "p", "health_check_interval": 3600})
                .as_object()
                .unwrap(),
            Plan::Free,
        );
        assert_eq!(
            free.err().unwrap().body()["message"],
            "health_check_interval: must be at least 21600 on the free plan"
        );
    }

    #[test]
    fn update_refuses_domain_and_profile_name() {
        let e = update(
            json!({"domain": "x"}).as_object().unwrap(),
            Plan::Enterprise,
        )
        .unwrap_err();
        assert_eq!(e.body()["message"], "domain: unknown property");
    }

    #[test]
    fn login_url_must_be_http() {
        assert_eq!(
            create_err(json!({"domain": "d", "profile_name": "p", "login_url": "ftp://x"})),
            "login_url: must be an http or https URL"
        );
    }
}

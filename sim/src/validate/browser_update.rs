//! BrowserUpdateParams: a change to a running browser session's settings.

use serde_json::{Map, Value};

use super::browser_create::{layered, references, tags, window_size, DEFAULT_CATEGORIES};
use super::telemetry;
use crate::body;
use crate::error::ApiError;
use crate::world::{BrowserSettings, References};

const PROPERTIES: [&str; 7] = [
    "disable_default_proxy",
    "name",
    "profile",
    "proxy_id",
    "tags",
    "telemetry",
    "viewport",
];

/// Reads an update request against the session's `current` settings and
/// answers the settings the session has after it. Omitted and `null`
/// members leave a setting unchanged; an empty `name` clears the name and
/// `{}` the tags. Whether a new name is free is the caller's to check.
/// What it names (a profile, a proxy, `""` to remove the proxy) comes
/// back for the world to resolve; a profile only loads into a session
/// that has none.
pub fn update(
    map: &Map<String, Value>,
    current: &BrowserSettings,
) -> Result<(BrowserSettings, References), ApiError> {
    body::only(map, &PROPERTIES, "")?;
    let map = without_nulls(map);
    body::boolean(&map, "disable_default_proxy", "")?;
    let name = body::string(&map, "name", "", 0)?;
    let proxy = body::string(&map, "proxy_id", "", 0)?;
    let tags = match map.get("tags") {
        None => None,
        Some(_) => Some(tags(&map)?),
    };
    let viewport = match body::object_at(&map, "viewport", "")? {
        None => None,
        Some(viewport) => {
            body::only(
                viewport,
                &["width", "height", "refresh_rate", "force"],
                "viewport",
            )?;
            body::boolean(viewport, "force", "viewport")?;
            window_size(viewport)?;
            let mut size = viewport.clone();
            size.remove("force");
            Some(Value::Object(size))
        }
    };
    let telemetry = match body::object_at(&map, "telemetry", "")? {
        None => current.telemetry.clone(),
        Some(request) => {
            telemetry(request, "telemetry")?;
            telemetry_after(request, current.telemetry.as_ref())?
        }
    };
    let mut named = map.clone();
    named.remove("proxy_id");
    let references = References {
        proxy,
        ..references(&named)?
    };
    if references.profile.is_some() && current.profile.is_some() {
        return Err(ApiError::invalid(
            "profile",
            "only loads into a session that has no profile",
        ));
    }
    let mut after = current.clone();
    if let Some(name) = name {
        after.name = Some(name).filter(|n| !n.is_empty());
    }
    if let Some(tags) = tags {
        after.tags = tags;
    }
    if let Some(viewport) = viewport {
        after.viewport = Some(viewport);
    }
    after.telemetry = telemetry;
    Ok((after, references))
}

/// The request's members but those set to `null`, which change nothing.
fn without_nulls(map: &Map<String, Value>) -> Map<String, Value> {
    map.iter()
        .filter(|(_, value)| !value.is_null())
        .map(|(key, value)| (key.clone(), value.clone()))
        .collect()
}

/// The telemetry configuration after a request's `telemetry`: `{}`
/// changes nothing; `enabled: false` stops capture; `enabled: true`
/// resolves the configuration fresh from the default set plus the
/// request's categories; category settings alone merge onto the current
/// configuration (onto the default set when capture is off). A
/// configuration with every category off stops capture.
fn telemetry_after(
    request: &Map<String, Value>,
    current: Option<&Value>,
) -> Result<Option<Value>, ApiError> {
    let enabled = body::boolean(request, "enabled", "telemetry")?;
    let settings = body::object_at(request, "browser", "telemetry")?;
    let default = |name: &str| DEFAULT_CATEGORIES.contains(&name);
    Ok(match enabled {
        Some(false) => None,
        Some(true) => layered(default, settings),
        None if settings.is_none_or(Map::is_empty) => current.cloned(),
        None => match current {
            None => layered(default, settings),
            Some(config) => layered(
                |name| config["browser"][name]["enabled"] == Value::Bool(true),
                settings,
            ),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn after(v: Value, current: &BrowserSettings) -> Result<BrowserSettings, ApiError> {
        update(v.as_object().unwrap(), current).map(|(settings, _)| settings)
    }

    fn message(v: Value) -> String {
        match after(v, &BrowserSettings::default()) {
            Ok(_) => panic!("accepted"),
            Err(e) => e.body()["message"].as_str().unwrap().to_string(),
        }
    }

    fn named(name: &str) -> BrowserSettings {
        BrowserSettings {
            name: Some(name.into()),
            tags: [("team".to_string(), "x".to_string())].into(),
            ..BrowserSettings::default()
        }
    }

    #[test]
    fn omitted_and_null_members_change_nothing() {
        let current = named("one");
        for body in [
            json!({}),
            json!({"name": null, "tags": null, "telemetry": null, "proxy_id": null}),
        ] {
            let settings = after(body, &current).unwrap();
            assert_eq!(settings.name.as_deref(), Some("one"));
            assert_eq!(settings.tags.len(), 1);
        }
    }

    #[test]
    fn an_empty_name_clears_it_and_tags_are_replaced_whole() {
        let current = named("one");
        assert_eq!(after(json!({"name": ""}), &current).unwrap().name, None);
        assert_eq!(
            after(json!({"name": "two"}), &current)
                .unwrap()
                .name
                .as_deref(),
            Some("two")
        );
        let tags = after(json!({"tags": {"env": "prod"}}), &current)
            .unwrap()
            .tags;
        assert_eq!(tags.len(), 1);
        assert_eq!(tags["env"], "prod");
        assert!(after(json!({"tags": {}}), &current)
            .unwrap()
            .tags
            .is_empty());
    }

    #[test]
    fn each_rule_names_its_field() {
        assert_eq!(message(json!({"name": 3})), "name: must be a string");
        assert_eq!(
            message(json!({"tags": {"a": 1}})),
            "tags.a: must be a string"
        );
        assert_eq!(
            message(json!({"viewport": {"width": 800}})),
            "viewport.height: is required"
        );
        assert_eq!(
            message(json!({"viewport": {"width": 800, "height": 600, "force": "yes"}})),
            "viewport.force: must be a boolean"
        );
        assert_eq!(
            message(json!({"headless": true})),
            "headless: unknown property"
        );
        let loaded = BrowserSettings {
            profile: Some(json!({"id": "p"})),
            ..BrowserSettings::default()
        };
        assert_eq!(
            after(json!({"profile": {"id": "q"}}), &loaded)
                .err()
                .map(|e| e.body()["message"].clone()),
            Some(json!(
                "profile: only loads into a session that has no profile"
            ))
        );
        let (_, named) = update(
            json!({"proxy_id": ""}).as_object().unwrap(),
            &BrowserSettings::default(),
        )
        .unwrap();
        assert_eq!(named.proxy.as_deref(), Some(""));
    }

    #[test]
    fn a_viewport_is_applied_without_force() {
        let settings = after(
            json!({"viewport": {"width": 1024, "height": 768, "force": true}}),
            &BrowserSettings::default(),
        )
        .unwrap();
        assert_eq!(
            settings.viewport,
            Some(json!({"width": 1024, "height": 768}))
        );
    }

    #[test]
    fn telemetry_merges_onto_the_current_configuration() {
        let none = BrowserSettings::default();
        let on = after(json!({"telemetry": {"enabled": true}}), &none).unwrap();
        assert_eq!(
            on.telemetry.as_ref().unwrap()["browser"]["control"]["enabled"],
            true
        );
        let merged = after(
            json!({"telemetry": {"browser": {"console": {"enabled": true}}}}),
            &on,
        )
        .unwrap();
        let browser = &merged.telemetry.as_ref().unwrap()["browser"];
        assert_eq!(browser["console"]["enabled"], true);
        assert_eq!(browser["control"]["enabled"], true);
        let fresh = after(json!({"telemetry": {"enabled": true}}), &merged).unwrap();
        assert_eq!(
            fresh.telemetry.as_ref().unwrap()["browser"]["console"]["enabled"],
            false
        );
        assert_eq!(
            after(json!({"telemetry": {}}), &merged).unwrap().telemetry,
            merged.telemetry
        );
        assert!(after(json!({"telemetry": {"enabled": false}}), &merged)
            .unwrap()
            .telemetry
            .is_none());
        let off = json!({"enabled": false});
        let all_off = after(
            json!({"telemetry": {"browser": {"control": off, "connection": off, "system": off, "captcha": off}}}),
            &on,
        )
        .unwrap();
        assert!(
            all_off.telemetry.is_none(),
            "every category off stops capture"
        );
    }
}

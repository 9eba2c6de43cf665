//! What a browser's settings name in its project: a profile, a proxy and
//! extensions, each by id or by name, resolved as the service resolves
//! them; an auth connection's proxy references resolve here too. Naming
//! one the project does not have is 404 `not_found`, as for any other name
//! the service does not know; a proxy name that matches more than one
//! active proxy is 400 (`service-api.md`, ProxyRef).

use serde_json::{Map, Value};

use super::{BrowserSettings, World};
use crate::error::ApiError;

/// A resource named by its id or by its name.
#[derive(Clone, Debug, PartialEq)]
pub enum Ref {
    /// By id.
    Id(String),
    /// By name.
    Name(String),
}

/// What a create or update request names.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct References {
    /// The profile to load.
    pub profile: Option<Ref>,
    /// The proxy, by id or, failing that, by name; `""` removes it.
    pub proxy: Option<String>,
    /// The extensions to load, in order; `None` leaves them as they are
    /// (an update), an empty list clears them.
    pub extensions: Option<Vec<Ref>>,
}

fn not_found(kind: &str, named: &Ref) -> ApiError {
    let (Ref::Id(text) | Ref::Name(text)) = named;
    ApiError::not_found("not_found", format!("{kind} {text} not found"))
}

impl World {
    /// The record of the profile of `project` that `named` names.
    fn profile_named(&self, project: &str, named: &Ref) -> Result<Value, ApiError> {
        self.profiles
            .iter()
            .filter(|p| p.project_id == project)
            .find(|p| match named {
                Ref::Id(id) => p.id == *id,
                Ref::Name(name) => p.name.as_ref() == Some(name),
            })
            .map(|p| p.to_json())
            .ok_or_else(|| not_found("profile", named))
    }

    /// The id of the active proxy of `project` that `named` names; a name
    /// that more than one active proxy has is 400 at `path`.
    pub fn proxy_named(&self, project: &str, named: &Ref, path: &str) -> Result<String, ApiError> {
        let matching: Vec<_> = self
            .proxies
            .iter()
            .filter(|p| !p.deleted && p.project_id == project)
            .filter(|p| match named {
                Ref::Id(id) => p.id == *id,
                Ref::Name(name) => p.name.as_ref() == Some(name),
            })
            .collect();
        match matching.as_slice() {
            [] => Err(not_found("proxy", named)),
            [one] => Ok(one.id.clone()),
            many => Err(ApiError::invalid(
                path,
                &format!(
                    "the name matches {} active proxies; name it by id",
                    many.len()
                ),
            )),
        }
    }

    /// The id of the active proxy of `project` whose id is `id_or_name`,
    /// else of the one active proxy with that name.
    fn proxy_id_or_name(&self, project: &str, id_or_name: &str) -> Result<String, ApiError> {
        self.proxy_named(project, &Ref::Id(id_or_name.to_string()), "proxy_id")
            .or_else(|_| self.proxy_named(project, &Ref::Name(id_or_name.to_string()), "proxy_id"))
    }

    /// The id of the extension of `project` that `named` names.
    fn extension_named(&self, project: &str, named: &Ref) -> Result<String, ApiError> {
        self.extensions
            .iter()
            .find(|e| {
                e.project_id == project
                    && match named {
                        Ref::Id(id) => e.id == *id,
                        Ref::Name(name) => e.name.as_ref() == Some(name),
                    }
            })
            .map(|e| e.id.clone())
            .ok_or_else(|| not_found("extension", named))
    }

    /// Resolves `references` in `project` into `settings`: the profile's
    /// record, the proxy's id and the extensions' ids. Nothing changes when
    /// one fails.
    pub fn resolve_references(
        &self,
        project: &str,
        references: &References,
        settings: &mut BrowserSettings,
    ) -> Result<(), ApiError> {
        let profile = match &references.profile {
            Some(named) => Some(self.profile_named(project, named)?),
            None => None,
        };
        let proxy = match references.proxy.as_deref() {
            None => None,
            Some("") => Some(None),
            Some(id_or_name) => Some(Some(self.proxy_id_or_name(project, id_or_name)?)),
        };
        let extensions = references
            .extensions
            .as_ref()
            .map(|named| {
                named
                    .iter()
                    .map(|one| self.extension_named(project, one))
                    .collect::<Result<Vec<_>, _>>()
            })
            .transpose()?;
        if let Some(extensions) = extensions {
            settings.extension_ids = extensions;
        }
        if let Some(profile) = profile {
            settings.profile = Some(profile);
        }
        if let Some(proxy) = proxy {
            settings.proxy_id = proxy;
        }
        Ok(())
    }

    /// Resolves the proxies an auth connection's create or update request
    /// names (already checked for shape): the deprecated `proxy` and
    /// `browser.proxy` by `id` or `name`. Answers the id `proxy` resolves
    /// to, if it names one.
    pub fn connection_proxies(
        &self,
        project: &str,
        request: &Map<String, Value>,
    ) -> Result<Option<String>, ApiError> {
        let named = |reference: Option<&Value>, path: &str| -> Result<Option<String>, ApiError> {
            let Some(reference) = reference else {
                return Ok(None);
            };
            let text = |key: &str| reference.get(key).and_then(Value::as_str).map(String::from);
            match (text("id"), text("name")) {
                (Some(id), _) => self.proxy_named(project, &Ref::Id(id), path).map(Some),
                (None, Some(name)) => self.proxy_named(project, &Ref::Name(name), path).map(Some),
                (None, None) => Ok(None),
            }
        };
        named(
            request.get("browser").and_then(|b| b.get("proxy")),
            "browser.proxy",
        )?;
        named(request.get("proxy"), "proxy")
    }
}

//! `CredentialReference`: the credential attached to an auth connection.

use serde::{Deserialize, Serialize};

use super::nullable::not_null;

/// The credential attached to an auth connection, in one of three forms:
/// `{name}` (a stored credential), `{provider, path}` (an item of an
/// external credential provider) or `{provider, auto: true}` (the provider
/// looks the item up by domain).
///
/// The constructors build each form; [`CredentialReference::form`] tells
/// which one a decoded value is. Fields are kept as they are on the wire so a
/// reference the service returns decodes whatever its shape.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[non_exhaustive]
pub struct CredentialReference {
    /// With `provider`: `true` looks the item up by domain at the provider.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub auto: Option<bool>,
    /// Name of a stored credential.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub name: Option<String>,
    /// With `provider`: provider-specific path of the item.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub path: Option<String>,
    /// Name of the configured external credential provider.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[serde(deserialize_with = "not_null")]
    pub provider: Option<String>,
}

/// Which of the three forms a [`CredentialReference`] has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CredentialForm<'a> {
    /// `{name}`: a stored credential selected by name.
    Named(&'a str),
    /// `{provider, path}`: an item of an external provider.
    ProviderPath {
        /// Provider name.
        provider: &'a str,
        /// Provider-specific item path.
        path: &'a str,
    },
    /// `{provider, auto: true}`: the provider looks the item up by domain.
    ProviderAuto(&'a str),
}

impl CredentialReference {
    /// `{name}`: selects a stored credential by name.
    pub fn named(name: impl Into<String>) -> Self {
        Self {
            name: Some(name.into()),
            ..Self::default()
        }
    }

    /// `{provider, path}`: selects an item of an external credential
    /// provider; `path` is provider-specific.
    pub fn provider_path(provider: impl Into<String>, path: impl Into<String>) -> Self {
        Self {
            provider: Some(provider.into()),
            path: Some(path.into()),
            ..Self::default()
        }
    }

    /// `{provider, auto: true}`: looks the item up by domain at the provider.
    pub fn provider_auto(provider: impl Into<String>) -> Self {
        Self {
            provider: Some(provider.into()),
            auto: Some(true),
            ..Self::default()
        }
    }

    /// The form of this reference, or `None` when its fields match none of
    /// the three forms exactly.
    pub fn form(&self) -> Option<CredentialForm<'_>> {
        match (&self.name, &self.provider, &self.path, self.auto) {
            (Some(name), None, None, None) => Some(CredentialForm::Named(name)),
            (None, Some(provider), Some(path), None) => {
                Some(CredentialForm::ProviderPath { provider, path })
            }
            (None, Some(provider), None, Some(true)) => {
                Some(CredentialForm::ProviderAuto(provider))
            }
            _ => None,
        }
    }
}

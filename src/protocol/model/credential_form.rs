//! The three forms of a `CredentialReference`, built and told apart.

use super::CredentialReference;

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
        Self::default().name(name)
    }

    /// `{provider, path}`: selects an item of an external credential
    /// provider; `path` is provider-specific.
    pub fn provider_path(provider: impl Into<String>, path: impl Into<String>) -> Self {
        Self::default().provider(provider).path(path)
    }

    /// `{provider, auto: true}`: looks the item up by domain at the provider.
    pub fn provider_auto(provider: impl Into<String>) -> Self {
        Self::default().provider(provider).auto(true)
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

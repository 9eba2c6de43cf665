//! Which reasons for `can_reauth` say yes.

use super::CanReauthReason;

impl CanReauthReason {
    /// Whether the reason is affirmative (re-authentication is possible);
    /// `false` for negative and unknown reasons.
    pub fn is_affirmative(&self) -> bool {
        matches!(
            self,
            Self::ExternalCredential
                | Self::CuaHasCredential
                | Self::HasCredential
                | Self::ViablePlansFound
                | Self::NoRequirementsRecorded
                | Self::RequirementsSatisfiable
        )
    }
}

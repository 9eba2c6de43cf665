//! Enums of the auth connection record and its login flow.

use super::wire_enum::wire_enum;

wire_enum! {
    /// Current authentication status of an auth connection's profile.
    AuthStatus {
        /// The profile is logged in.
        Authenticated = "AUTHENTICATED",
        /// The profile needs a login (never logged in, or the session expired).
        NeedsAuth = "NEEDS_AUTH",
    }
}

wire_enum! {
    /// Status of the most recent login flow.
    FlowStatus {
        /// The flow is running.
        InProgress = "IN_PROGRESS",
        /// The flow logged in.
        Success = "SUCCESS",
        /// The flow failed; `error_code` and `error_message` say why.
        Failed = "FAILED",
        /// The flow passed `flow_expires_at` and is no longer valid.
        Expired = "EXPIRED",
        /// The flow was canceled.
        Canceled = "CANCELED",
    }
}

wire_enum! {
    /// Step of the most recent login flow.
    FlowStep {
        /// The service is discovering the login page.
        Discovering = "DISCOVERING",
        /// Fields or choices await input from the user.
        AwaitingInput = "AWAITING_INPUT",
        /// An external action (an e-mail link, a push approval) is awaited.
        AwaitingExternalAction = "AWAITING_EXTERNAL_ACTION",
        /// Submitted values are being entered.
        Submitting = "SUBMITTING",
        /// The flow has finished.
        Completed = "COMPLETED",
    }
}

wire_enum! {
    /// Kind of login flow.
    FlowType {
        /// A login started through the API.
        Login = "LOGIN",
        /// An automatic re-authentication after a health check found the
        /// session expired.
        Reauth = "REAUTH",
    }
}

wire_enum! {
    /// Machine-readable reason for `can_reauth`.
    CanReauthReason {
        /// Affirmative: an external credential provider is attached.
        ExternalCredential = "external_credential",
        /// Affirmative: a CUA flow with a stored credential.
        CuaHasCredential = "cua_has_credential",
        /// Affirmative: a stored credential is attached; plan viability is
        /// not checked.
        HasCredential = "has_credential",
        /// Affirmative: at least one stored login plan can be replayed.
        ViablePlansFound = "viable_plans_found",
        /// Affirmative: no recorded credential requirements to fail against.
        NoRequirementsRecorded = "no_requirements_recorded",
        /// Affirmative: recorded requirements can be met by the attached
        /// credential.
        RequirementsSatisfiable = "requirements_satisfiable",
        /// Negative: no prior successful login.
        NoPriorSuccessfulLogin = "no_prior_successful_login",
        /// Negative: no credential is attached.
        NoCredential = "no_credential",
        /// Negative: a credential is attached but no replayable plan exists
        /// yet.
        NoViablePlans = "no_viable_plans",
        /// Negative: stored plans need an external step such as an e-mail
        /// link or push.
        ViablePlansRequireExternalAction = "viable_plans_require_external_action",
        /// Negative: the login requires an external action.
        RequiresExternalAction = "requires_external_action",
        /// Negative: the login requires a TOTP code and no TOTP secret is
        /// stored.
        RequiresTotpWithoutSecret = "requires_totp_without_secret",
        /// Negative: the login requires an SMS code.
        RequiresSmsCode = "requires_sms_code",
        /// Negative: the login requires an e-mail code.
        RequiresEmailCode = "requires_email_code",
        /// Negative: a field or choice is unavailable during unattended
        /// re-authentication.
        RequiresCustomerInput = "requires_customer_input",
    }
}

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

//! The simulated site's behaviour, chosen by the domain's first label, and
//! the fixed things its pages offer: SSO providers and accounts.

/// What the simulated site asks for, by the domain's first label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Site {
    /// Nothing: the password completes the login.
    Plain,
    /// `mfa.`: a one-time code by SMS or authenticator app.
    Mfa,
    /// `push.`: approval of a push notification.
    Push,
    /// `sso.`: no password; the person picks an identity provider.
    Sso,
    /// `accounts.`: after the password, the person picks an account.
    Accounts,
    /// `browser.`: after the password, the person finishes in the cloud
    /// browser itself (its live view).
    Browser,
}

impl Site {
    /// The site's behaviour, from the domain's first label.
    pub fn of(domain: &str) -> Site {
        match domain.split_once('.').map_or("", |(first, _)| first) {
            "mfa" => Site::Mfa,
            "push" => Site::Push,
            "sso" => Site::Sso,
            "accounts" => Site::Accounts,
            "browser" => Site::Browser,
            _ => Site::Plain,
        }
    }
}

/// An identity provider the `sso.` site offers a button for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SsoProvider {
    /// The provider's name (`pending_sso_buttons[].provider`), also the
    /// canonical choice's id.
    pub provider: &'static str,
    /// The button's text.
    pub label: &'static str,
    /// The button's XPath (`pending_sso_buttons[].selector`).
    pub selector: &'static str,
}

/// The SSO buttons of the `sso.` site.
pub const SSO_PROVIDERS: [SsoProvider; 2] = [
    SsoProvider {
        provider: "google",
        label: "Continue with Google",
        selector: "//button[@data-provider='google']",
    },
    SsoProvider {
        provider: "github",
        label: "Continue with GitHub",
        selector: "//button[@data-provider='github']",
    },
];

impl SsoProvider {
    /// The provider named `provider`.
    pub fn by_provider(provider: &str) -> Option<SsoProvider> {
        SSO_PROVIDERS.into_iter().find(|p| p.provider == provider)
    }

    /// The provider whose button is at `selector`.
    pub fn by_selector(selector: &str) -> Option<SsoProvider> {
        SSO_PROVIDERS.into_iter().find(|p| p.selector == selector)
    }
}

/// An account the `accounts.` site lets the person pick (a sign-in option).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Account {
    /// The option's id.
    pub id: &'static str,
    /// Its visible text.
    pub label: &'static str,
    /// More context: the account's e-mail or organization.
    pub description: &'static str,
}

/// The accounts of the `accounts.` site.
pub const ACCOUNTS: [Account; 2] = [
    Account {
        id: "personal",
        label: "Personal account",
        description: "ada@example.com",
    },
    Account {
        id: "work",
        label: "Work account",
        description: "Analytical Engines Ltd",
    },
];

impl Account {
    /// The account with this id.
    pub fn by_id(id: &str) -> Option<Account> {
        ACCOUNTS.into_iter().find(|a| a.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn site_follows_the_first_label() {
        assert_eq!(Site::of("mfa.example.com"), Site::Mfa);
        assert_eq!(Site::of("push.example.com"), Site::Push);
        assert_eq!(Site::of("sso.example.com"), Site::Sso);
        assert_eq!(Site::of("accounts.example.com"), Site::Accounts);
        assert_eq!(Site::of("browser.example.com"), Site::Browser);
        assert_eq!(Site::of("example.com"), Site::Plain);
        assert_eq!(Site::of("ssoexample.com"), Site::Plain);
        assert_eq!(Site::of("browser"), Site::Plain);
    }

    #[test]
    fn providers_and_accounts_are_found_by_what_a_submit_names() {
        let google = SsoProvider::by_provider("google").unwrap();
        assert_eq!(SsoProvider::by_selector(google.selector), Some(google));
        assert_eq!(SsoProvider::by_provider("okta"), None);
        assert_eq!(Account::by_id("work").unwrap().label, "Work account");
        assert_eq!(Account::by_id("nobody"), None);
    }
}

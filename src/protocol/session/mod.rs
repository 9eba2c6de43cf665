//! The managed-auth session, without I/O: everything
//! `ManagedAuthSession` decides, tested on the host.
//!
//! - [`HostedUrl::parse`] reads the connection id and the handoff code from
//!   a `hosted_url`; [`exchange_body`] and [`token_from_exchange`] turn the
//!   code into a token; [`AllowedOrigins`] says whether the URL (and a
//!   flow's live view) is on the service's origin, before the code is spent.
//! - The session's state is the connection record's JSON text;
//!   [`apply_event`] applies each `managed_auth_state` event to it.
//! - [`LoginPrompt::from_state`] says what the flow awaits, for a form;
//!   [`LoginPrompt::to_json`] hands it to JavaScript.
//! - [`fields_body`] and [`choice_body`] build what `submit_fields` and
//!   `choose` send; [`submit_body`] writes any submit params as JSON.
//! - [`WatchPlan`] decides how `watch` goes: read, follow the events, poll
//!   when the stream fails, read once more at the end; [`session_error`]
//!   turns a refused token into `SessionExpired`.
//!
//! States and events are JSON text, as the service sent them: the session
//! never decodes a record into Rust types to pass it on, so the JavaScript
//! build carries no second JSON path.

mod exchange;
mod expired;
mod hosted_url;
mod merge;
mod origins;
mod prompt;
mod prompt_choice;
mod prompt_field;
mod prompt_json;
mod submit;
mod submit_json;
mod watch;

pub use exchange::{exchange_body, token_from_exchange};
pub use expired::session_error;
pub use hosted_url::HostedUrl;
pub use merge::apply_event;
pub use origins::AllowedOrigins;
pub use prompt::LoginPrompt;
pub use prompt_choice::{ChoiceKind, PromptChoice};
pub use prompt_field::{Autocomplete, InputType, PromptField};
pub use submit::{choice_body, fields_body};
pub use submit_json::{submit_body, values_json};
pub use watch::{WatchPlan, WatchStep, DEFAULT_POLL_INTERVAL_MS};

#[cfg(test)]
mod tests;

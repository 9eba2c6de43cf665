//! What every handle of one session shares: a client holding the token, the
//! latest state, and the switch that stops everything the session started.

use std::cell::RefCell;

use js_sys::Function;
use web_sys::AbortController;

use crate::protocol::api::{Answer as Answered, EXCHANGE, FOLLOW, RETRIEVE_CONNECTION, SUBMIT};
use crate::protocol::request::{ClientConfigBuilder, StreamMode};
use crate::protocol::response::Error;
use crate::protocol::session::{
    apply_event, choice_body, exchange_body, fields_body, session_error, token_from_exchange,
    AllowedOrigins, ChoiceKind, HostedUrl, LoginPrompt,
};
use crate::transport::{abort_controller, join_signals};

use super::super::call::Call;
use super::super::events::StreamReader;
use super::super::request_options::RequestOptions;
use super::super::service_client::Client;

/// What a submit sends.
pub(crate) enum Answer {
    /// A submit body (JSON text of `SubmitParams`), sent as it is.
    Params(String),
    /// Values by prompt field id (a JSON object's text), sent in the form
    /// the state calls for.
    Fields(String),
    /// The choice of the current prompt with this id (and of this kind).
    Choice(String, Option<ChoiceKind>),
}

/// One session's connection-scoped client and state. The token lives in the
/// client's configuration only (whose `Debug` prints `***`).
pub(crate) struct SharedSession {
    client: Client,
    connection_id: String,
    /// The origins the flow's URLs may have.
    origins: AllowedOrigins,
    /// The connection record's JSON text, as last read or updated by an event.
    state: RefCell<Option<String>>,
    /// Aborted by `close()`: every request and wait of the session listens.
    stop: AbortController,
}

impl SharedSession {
    /// Reads `hosted_url`, exchanges its code, and keeps the token in a
    /// client built from `config` (whose own key, if any, it replaces).
    /// Every option is checked before the one-time code is spent: the
    /// app's `added` origins (named `{added_path}[index]` in errors), then
    /// the URL's origin against the service's and them; the token goes in
    /// a header, so [`StreamMode::EventSource`] is refused.
    pub(crate) async fn open(
        hosted_url: &str,
        config: ClientConfigBuilder,
        added: (&[String], &str),
        fetch: Option<Function>,
    ) -> Result<Self, Error> {
        let hosted = HostedUrl::parse(hosted_url)?;
        let keyless = config.clone().build()?;
        let origins = AllowedOrigins::for_base_url(keyless.base_url()).add(added.0, added.1)?;
        origins.check_hosted_url(hosted_url)?;
        if keyless.stream_mode() == StreamMode::EventSource {
            return Err(Error::invalid_input(
                "stream",
                "cannot be eventsource for a session: an EventSource cannot send the session's token (use fetch)",
            ));
        }
        // Off wasm32 there is no AbortController, nor a browser to send from.
        let stop = abort_controller().ok_or_else(|| {
            if cfg!(target_arch = "wasm32") {
                Error::connection("AbortController is not available")
            } else {
                Error::unsupported_platform()
            }
        })?;
        let exchange = Call::new(&EXCHANGE)
            .path(&hosted.connection_id)
            .body_text(exchange_body(&hosted.code));
        let keyless = Client::with_fetch(keyless, fetch.clone());
        let answer = keyless
            .execute(&exchange, &RequestOptions::default())
            .await?;
        let token = token_from_exchange(&answer.body)?;
        Ok(SharedSession {
            client: Client::with_fetch(config.api_key(token).build()?, fetch),
            connection_id: hosted.connection_id,
            origins,
            state: RefCell::new(None),
            stop,
        })
    }

    /// The connection's id.
    pub(crate) fn connection_id(&self) -> &str {
        &self.connection_id
    }

    /// Whether `url` is on an origin the flow's URLs may have.
    pub(crate) fn allows(&self, url: &str) -> bool {
        self.origins.allows(url)
    }

    /// The client that holds the token.
    pub(crate) fn client(&self) -> &Client {
        &self.client
    }

    /// The state's JSON text, once read.
    pub(crate) fn state(&self) -> Option<String> {
        self.state.borrow().clone()
    }

    /// What the flow awaits, from the state.
    pub(crate) fn prompt(&self) -> Option<LoginPrompt> {
        LoginPrompt::from_state(self.state.borrow().as_deref()?)
    }

    /// Stops every request, stream and wait of the session, at once and for
    /// good.
    pub(crate) fn close(&self) {
        self.stop.abort();
    }

    /// Whether [`close`](Self::close) was called.
    pub(crate) fn closed(&self) -> bool {
        self.stop.signal().aborted()
    }

    /// `options`, also cancelled when the session closes.
    pub(crate) fn options(&self, mut options: RequestOptions) -> RequestOptions {
        options.signal = Some(join_signals(self.stop.signal(), options.signal.as_ref()));
        options
    }

    /// Reads the record and keeps it as the state; answers its text.
    pub(crate) async fn retrieve(&self, options: &RequestOptions) -> Result<String, Error> {
        let call = Call::new(&RETRIEVE_CONNECTION).path(&self.connection_id);
        let reply = self
            .client
            .execute(&call, options)
            .await
            .map_err(session_error)?;
        let state = String::from_utf8(reply.body)
            .map_err(|_| Error::invalid_response("response body is not UTF-8"))?;
        *self.state.borrow_mut() = Some(state.clone());
        Ok(state)
    }

    /// Applies a flow event to the state: the new state, when the event was
    /// a state event and there was a state to apply it to.
    pub(crate) fn apply(&self, event: &str) -> Option<String> {
        let mut state = self.state.borrow_mut();
        let applied = apply_event(state.as_deref()?, event)?;
        *state = Some(applied.clone());
        Some(applied)
    }

    /// Opens the flow's event stream. Its errors are left as they are: the
    /// watch plan decides what each means.
    pub(crate) async fn follow(&self, options: &RequestOptions) -> Result<StreamReader, Error> {
        let Answered::Stream(stream) = FOLLOW.answer else {
            unreachable!("a flow's follow answers its event stream");
        };
        let call = Call::new(&FOLLOW).path(&self.connection_id);
        let reply = self.client.execute(&call, options).await?;
        Ok(StreamReader::new(
            &self.client,
            &call,
            options,
            reply,
            stream,
        ))
    }

    /// Submits `answer` to the flow; answers the response's bytes. Values
    /// and choices are read against the state (read first if there is none
    /// yet).
    pub(crate) async fn submit(
        &self,
        answer: Answer,
        options: RequestOptions,
    ) -> Result<Vec<u8>, Error> {
        let options = self.options(options);
        let body = match answer {
            Answer::Params(body) => body,
            Answer::Fields(values) => fields_body(&self.current(&options).await?, &values),
            Answer::Choice(id, kind) => choice_body(&self.current(&options).await?, &id, kind)?,
        };
        let call = Call::new(&SUBMIT).path(&self.connection_id).body_text(body);
        let reply = self
            .client
            .execute(&call, &options)
            .await
            .map_err(session_error)?;
        Ok(reply.body)
    }

    /// The state, read first when there is none yet.
    async fn current(&self, options: &RequestOptions) -> Result<String, Error> {
        match self.state() {
            Some(state) => Ok(state),
            None => self.retrieve(options).await,
        }
    }
}

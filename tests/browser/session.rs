//! `ManagedAuthSession` over real HTTP: a page that holds no key drives a
//! login that a backend (the org key) started, through the `hosted_url`:
//! passwords, MFA, push approval, the fallback to polling, an expired token,
//! `close()`, and the token and code kept out of URLs, errors and `Debug`.

use std::collections::BTreeMap;

use browser_cloud_sdk::model::{AuthConnection, AuthStatus, FlowStatus, FlowStep, LoginParams};
use browser_cloud_sdk::protocol::session::{
    Autocomplete, ChoiceKind, InputType, LoginPrompt, PromptChoice,
};
use browser_cloud_sdk::{Client, ClientConfig, Error, ErrorKind, ManagedAuthSession, SessionWatch};
use js_sys::{Array, Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{
    clear_faults, clear_requests, client, connection, control, faults, next, now_ms, requests_to,
    sleep, MFA_CODE, PASSWORD, SIM_URL,
};
use super::streams::{streams_at, until_closed};

/// A login the backend started: its client, the connection id and the
/// `hosted_url` (with its one-time code).
async fn login(domain: &str) -> (Client, String, String) {
    let backend = client();
    let created = connection(&backend, domain).await;
    let login = backend
        .auth()
        .connections()
        .login(&created.id, &LoginParams::default())
        .await
        .unwrap();
    (backend, created.id, login.hosted_url)
}

/// A session of the page (no key) for `hosted_url`.
async fn open(hosted_url: &str) -> ManagedAuthSession {
    ManagedAuthSession::from_hosted_url(hosted_url, ClientConfig::builder().base_url(SIM_URL))
        .await
        .unwrap()
}

/// The next state of the watch; fails the test at its end or on an error.
async fn next_state(watch: &mut SessionWatch) -> AuthConnection {
    next(watch).await.expect("another state").unwrap()
}

/// Reads states until the session's prompt satisfies `done`; answers it.
async fn until(
    watch: &mut SessionWatch,
    session: &ManagedAuthSession,
    done: impl Fn(&LoginPrompt) -> bool,
) -> LoginPrompt {
    loop {
        next_state(watch).await;
        let prompt = session.prompt().expect("a state was read");
        if done(&prompt) {
            return prompt;
        }
    }
}

/// Reads the watch to its end: every state it gave after this point.
async fn to_the_end(watch: &mut SessionWatch) -> Vec<AuthConnection> {
    let mut states = Vec::new();
    while let Some(state) = next(watch).await {
        states.push(state.unwrap());
    }
    states
}

fn values(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn credentials(password: &str) -> BTreeMap<String, String> {
    values(&[("identifier", "user@example.com"), ("password", password)])
}

fn awaits_fields(prompt: &LoginPrompt) -> bool {
    !prompt.fields.is_empty()
}

/// Asserts that the last state is a successful login and the watch gave no
/// state twice in a row.
fn assert_logged_in(states: &[AuthConnection], session: &ManagedAuthSession) {
    let last = states.last().expect("a final state");
    assert_eq!(last.flow_status, Some(FlowStatus::Success));
    assert_eq!(last.flow_step, Some(FlowStep::Completed));
    assert_eq!(
        last.status,
        AuthStatus::Authenticated,
        "the final record is read"
    );
    assert!(
        states.windows(2).all(|pair| pair[0] != pair[1]),
        "each state is a change"
    );
    assert_eq!(session.state().as_ref(), Some(last));
    let prompt = session.prompt().unwrap();
    assert_eq!(prompt.status, Some(FlowStatus::Success));
    assert!(prompt.fields.is_empty() && prompt.choices.is_empty());
}

#[wasm_bindgen_test]
async fn a_session_made_from_a_hosted_url_logs_in_with_a_password() {
    let (backend, id, hosted_url) = login("session.example.com").await;
    let session = open(&hosted_url).await;
    assert_eq!(session.connection_id(), id);
    assert!(
        session.state().is_none() && session.prompt().is_none(),
        "nothing read yet"
    );
    let mut watch = session.watch();
    let first = next_state(&mut watch).await;
    assert_eq!(first.id, id, "the current state first");
    assert_eq!(first.flow_status, Some(FlowStatus::InProgress));
    let prompt = until(&mut watch, &session, awaits_fields).await;
    assert_eq!(prompt.step, Some(FlowStep::AwaitingInput));
    let fields: Vec<_> = prompt
        .fields
        .iter()
        .map(|f| (f.id.as_str(), f.input_type, f.autocomplete))
        .collect();
    assert_eq!(
        fields,
        [
            ("identifier", InputType::Text, Some(Autocomplete::Username)),
            (
                "password",
                InputType::Password,
                Some(Autocomplete::CurrentPassword)
            ),
        ]
    );
    assert!(prompt.expires_at.is_some());
    let answer = session.submit_fields(&credentials(PASSWORD)).await.unwrap();
    assert!(answer.accepted);
    assert_logged_in(&to_the_end(&mut watch).await, &session);
    assert!(next(&mut watch).await.is_none(), "the watch stays over");
    backend.auth().connections().delete(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_wrong_password_shows_the_website_error_then_the_right_one_logs_in() {
    let (backend, id, hosted_url) = login("wrong.example.com").await;
    let session = open(&hosted_url).await;
    let mut watch = session.watch();
    until(&mut watch, &session, awaits_fields).await;
    session
        .submit_fields(&credentials("not-the-password"))
        .await
        .unwrap();
    let retry = until(&mut watch, &session, |p| p.website_error.is_some()).await;
    assert_eq!(retry.website_error.as_deref(), Some("Incorrect password"));
    let retry = match awaits_fields(&retry) {
        true => retry,
        false => until(&mut watch, &session, awaits_fields).await,
    };
    assert_eq!(retry.step, Some(FlowStep::AwaitingInput), "asked again");
    session.submit_fields(&credentials(PASSWORD)).await.unwrap();
    assert_logged_in(&to_the_end(&mut watch).await, &session);
    backend.auth().connections().delete(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn an_mfa_login_takes_a_choice_then_the_code_sent_to_a_masked_phone() {
    let (backend, id, hosted_url) = login("mfa.example.com").await;
    let session = open(&hosted_url).await;
    let mut watch = session.watch();
    until(&mut watch, &session, awaits_fields).await;
    session.submit_fields(&credentials(PASSWORD)).await.unwrap();
    let choose = until(&mut watch, &session, |p| !p.choices.is_empty()).await;
    let sms: PromptChoice = choose
        .choices
        .iter()
        .find(|c| c.id == "sms")
        .cloned()
        .expect("an SMS choice");
    assert_eq!(
        sms.kind,
        ChoiceKind::Choice,
        "canonical choices are preferred"
    );
    assert_eq!(sms.masked_destination.as_deref(), Some("***-***-0142"));
    assert!(session.choose(&sms).await.unwrap().accepted);
    let code = until(&mut watch, &session, awaits_fields).await;
    let field = &code.fields[0];
    assert_eq!(
        (field.id.as_str(), field.input_type),
        ("code", InputType::Code)
    );
    assert_eq!(field.autocomplete, Some(Autocomplete::OneTimeCode));
    assert!(
        field
            .hint
            .as_deref()
            .is_some_and(|h| h.contains("***-***-0142")),
        "{:?}",
        field.hint
    );
    session
        .submit_fields(&values(&[("code", MFA_CODE)]))
        .await
        .unwrap();
    assert_logged_in(&to_the_end(&mut watch).await, &session);
    backend.auth().connections().delete(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_choice_the_flow_does_not_offer_is_refused_before_sending() {
    let (backend, id, hosted_url) = login("refused.example.com").await;
    let session = open(&hosted_url).await;
    let mut watch = session.watch();
    until(&mut watch, &session, awaits_fields).await;
    let made_up = PromptChoice::new(ChoiceKind::Choice, "sms", "Text message");
    clear_requests().await;
    let error = session.choose(&made_up).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::InvalidInput);
    assert_eq!(error.path(), Some("choice"));
    let submits = requests_to("POST", &format!("/auth/connections/{id}/submit")).await;
    assert!(submits.is_empty(), "nothing was sent");
    session.close();
    backend.auth().connections().delete(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_push_login_completes_once_approved_elsewhere() {
    let (backend, id, hosted_url) = login("push.example.com").await;
    let session = open(&hosted_url).await;
    let mut watch = session.watch();
    until(&mut watch, &session, awaits_fields).await;
    session.submit_fields(&credentials(PASSWORD)).await.unwrap();
    let waiting = until(&mut watch, &session, |p| {
        p.step == Some(FlowStep::AwaitingExternalAction)
    })
    .await;
    assert!(
        waiting
            .external_action_message
            .as_deref()
            .is_some_and(|m| m.contains("Approve")),
        "{:?}",
        waiting.external_action_message
    );
    control(&format!("/_sim/connections/{id}/approve"), "{}").await;
    assert_logged_in(&to_the_end(&mut watch).await, &session);
    backend.auth().connections().delete(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn the_watch_polls_the_record_when_the_event_stream_fails() {
    for status in [404, 500] {
        let (backend, id, hosted_url) = login("polled.example.com").await;
        let session = open(&hosted_url).await.poll_interval_ms(100);
        let events = format!("/auth/connections/{id}/events");
        faults(&format!(
            r#"{{"path_prefix":"{events}","error_rate":1,"statuses":[{status}]}}"#
        ))
        .await;
        clear_requests().await;
        let mut watch = session.watch();
        until(&mut watch, &session, awaits_fields).await;
        session.submit_fields(&credentials(PASSWORD)).await.unwrap();
        let states = to_the_end(&mut watch).await;
        clear_faults().await;
        assert_logged_in(&states, &session);
        let opened = requests_to("GET", &events).await.len();
        assert!(opened >= 1, "{status}: the stream was tried");
        let polls = requests_to("GET", &format!("/auth/connections/{id}"))
            .await
            .len();
        assert!(
            polls >= 3,
            "{status}: the record was polled ({polls} reads)"
        );
        backend.auth().connections().delete(&id).await.unwrap();
    }
}

/// Records every `fetch` the page makes (`[url, authorization, body]`)
/// until dropped.
struct FetchRecorder {
    sent: Array,
    restore: Function,
}

impl FetchRecorder {
    fn install() -> Self {
        let install = Function::new_no_args(
            "const real = globalThis.fetch; const sent = [];
             globalThis.fetch = (url, init) => {
               const auth = init && init.headers && init.headers.get ? init.headers.get('authorization') : null;
               sent.push([String(url), auth || '', init && typeof init.body === 'string' ? init.body : '']);
               return real(url, init);
             };
             return [sent, () => { globalThis.fetch = real; }];",
        );
        let pair: Array = install.call0(&JsValue::NULL).unwrap().unchecked_into();
        FetchRecorder {
            sent: pair.get(0).unchecked_into(),
            restore: pair.get(1).unchecked_into(),
        }
    }

    /// Each request as `(url, authorization, body)`.
    fn sent(&self) -> Vec<(String, String, String)> {
        self.sent
            .iter()
            .map(|entry| {
                let part = |i: u32| {
                    Reflect::get_u32(&entry, i)
                        .ok()
                        .and_then(|v| v.as_string())
                        .unwrap_or_default()
                };
                (part(0), part(1), part(2))
            })
            .collect()
    }

    /// The session's token: the bearer of the requests that carry a JWT.
    fn token(&self) -> String {
        self.sent()
            .into_iter()
            .find_map(|(_, auth, _)| {
                auth.strip_prefix("Bearer eyJ")
                    .map(|rest| format!("eyJ{rest}"))
            })
            .expect("a request carried the session's token")
    }
}

impl Drop for FetchRecorder {
    fn drop(&mut self) {
        let _ = self.restore.call0(&JsValue::NULL);
    }
}

/// Fails naming the secret's kind (never its value) when `text` holds it.
fn assert_hidden(text: &str, secret: &str, what: &str) {
    assert!(secret.len() > 8, "{what} is a real value");
    assert!(
        !text.contains(secret),
        "{what} leaked into: {}",
        text.replace(secret, "<secret>")
    );
}

fn shown(error: &Error) -> String {
    format!("{error} {error:?} {}", error.body().unwrap_or_default())
}

#[wasm_bindgen_test]
async fn an_expired_token_ends_the_watch_and_the_submits_with_session_expired() {
    let recorder = FetchRecorder::install();
    let (backend, id, hosted_url) = login("expired.example.com").await;
    let session = open(&hosted_url).await;
    let mut watch = session.watch();
    next_state(&mut watch).await;
    let token = recorder.token();
    // The token lasts 10 simulated minutes.
    control("/_sim/clock", r#"{"advance_seconds":601}"#).await;
    let expired = next(&mut watch).await.expect("an error").unwrap_err();
    assert_eq!(expired.kind(), ErrorKind::SessionExpired);
    assert_eq!(expired.class_name(), "SessionExpiredError");
    assert_eq!(expired.code(), "session_expired");
    assert_eq!(expired.status(), Some(401));
    assert_hidden(&shown(&expired), &token, "the token in SessionExpired");
    assert!(next(&mut watch).await.is_none(), "the watch is over");
    let submitted = session
        .submit_fields(&credentials(PASSWORD))
        .await
        .unwrap_err();
    assert_eq!(submitted.kind(), ErrorKind::SessionExpired);
    let mut again = session.watch();
    let read = next(&mut again).await.expect("an error").unwrap_err();
    assert_eq!(
        read.kind(),
        ErrorKind::SessionExpired,
        "a new watch's first read"
    );
    drop(recorder);
    backend.auth().connections().delete(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn close_ends_a_watch_that_waits_on_the_network_and_everything_else() {
    let (backend, id, hosted_url) = login("closed.example.com").await;
    let session = open(&hosted_url).await;
    let mut watch = session.watch();
    until(&mut watch, &session, awaits_fields).await;
    let events = format!("/auth/connections/{id}/events");
    assert_eq!(
        streams_at(&events).await.0,
        1,
        "the watch follows the events"
    );
    let closer = session.clone();
    wasm_bindgen_futures::spawn_local(async move {
        sleep(300).await;
        closer.close();
    });
    let started = now_ms();
    assert!(next(&mut watch).await.is_none(), "the waiting watch ends");
    let waited = now_ms() - started;
    assert!(
        waited < 1_500.0,
        "it ended at the close, not later: {waited} ms"
    );
    until_closed(&events, 1_000.0).await;
    let later = session
        .submit_fields(&credentials(PASSWORD))
        .await
        .unwrap_err();
    assert_eq!(
        later.kind(),
        ErrorKind::UserAbort,
        "a closed session sends nothing"
    );
    assert!(
        next(&mut session.watch()).await.is_none(),
        "a new watch ends at once"
    );
    session.close();
    backend.auth().connections().delete(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn the_code_and_the_token_stay_out_of_urls_debug_and_errors() {
    let recorder = FetchRecorder::install();
    let (backend, id, hosted_url) = login("secret.example.com").await;
    let code = hosted_url
        .split_once("code=")
        .map(|(_, code)| code.to_owned())
        .expect("a code in the hosted URL");
    let session = open(&hosted_url).await;
    let mut watch = session.watch();
    until(&mut watch, &session, awaits_fields).await;
    session.submit_fields(&credentials(PASSWORD)).await.unwrap();
    let states = to_the_end(&mut watch).await;
    assert_logged_in(&states, &session);
    let token = recorder.token();
    let reused =
        ManagedAuthSession::from_hosted_url(&hosted_url, ClientConfig::builder().base_url(SIM_URL))
            .await
            .unwrap_err();
    assert_eq!(
        reused.kind(),
        ErrorKind::Authentication,
        "a code works once"
    );
    assert_hidden(
        &shown(&reused),
        &code,
        "the code in the error of a reused code",
    );
    let malformed = hosted_url.replace("/hosted/", "/").replace(&id, "");
    let refused =
        ManagedAuthSession::from_hosted_url(&malformed, ClientConfig::builder().base_url(SIM_URL))
            .await
            .unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::InvalidInput);
    assert_hidden(
        &shown(&refused),
        &code,
        "the code in a malformed URL's error",
    );
    let debug = format!("{session:?} {:?} {:?}", session.state(), session.prompt());
    assert!(debug.contains(&id), "Debug shows the session: {debug}");
    assert_hidden(&debug, &token, "the token in Debug");
    assert_hidden(&debug, &code, "the code in Debug");
    let sent = recorder.sent();
    let exchange = sent
        .iter()
        .find(|(url, _, _)| url.ends_with("/exchange"))
        .expect("the exchange request");
    assert!(exchange.2.contains(&code), "the code travels in the body");
    assert!(exchange.1.is_empty(), "the exchange needs no bearer");
    for (url, _, _) in &sent {
        assert_hidden(url, &token, "the token in a URL");
        assert_hidden(url, &code, "the code in a URL");
    }
    drop(recorder);
    backend.auth().connections().delete(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_hosted_url_off_the_services_origins_is_refused_before_its_code_is_spent() {
    let (backend, id, hosted_url) = login("origin.example.com").await;
    let code = hosted_url
        .split_once("code=")
        .map(|(_, code)| code.to_owned())
        .expect("a code in the hosted URL");
    let rest = hosted_url
        .strip_prefix(SIM_URL)
        .expect("the simulator hosts the page");
    // The simulator's own address under its other loopback name: another
    // origin, over http.
    let other_name = if SIM_URL.contains("127.0.0.1") {
        SIM_URL.replace("127.0.0.1", "localhost")
    } else {
        SIM_URL.replace("localhost", "127.0.0.1")
    };
    let config = || ClientConfig::builder().base_url(SIM_URL);
    for url in [
        format!("https://phish.example{rest}"),
        format!("{other_name}{rest}"),
    ] {
        let refused = ManagedAuthSession::from_hosted_url(&url, config())
            .await
            .unwrap_err();
        assert_eq!(refused.kind(), ErrorKind::InvalidInput, "{url}");
        assert_eq!(refused.path(), Some("hosted_url"));
        assert_hidden(&shown(&refused), &code, "the code in a refused URL's error");
        assert_hidden(&shown(&refused), rest, "the URL in its error");
    }
    let bad = vec!["http://phish.example".to_owned()];
    let refused = ManagedAuthSession::from_hosted_url_allowing(&hosted_url, config(), &bad)
        .await
        .unwrap_err();
    assert_eq!(refused.path(), Some("allowed_origins[0]"));
    let exchange = format!("/auth/connections/{id}/exchange");
    assert!(
        requests_to("POST", &exchange).await.is_empty(),
        "the simulator saw no exchange"
    );
    let added = vec![other_name.clone()];
    let session = ManagedAuthSession::from_hosted_url_allowing(
        &format!("{other_name}{rest}"),
        config(),
        &added,
    )
    .await
    .expect("an origin the app adds passes, and the unspent code works");
    assert_eq!(requests_to("POST", &exchange).await.len(), 1);
    assert!(session.allows(&format!("{SIM_URL}/live/b_1")));
    assert!(session.allows(&format!("{other_name}/live/b_1")));
    assert!(session.allows("https://live.onkernel.com/browser/b_1?jwt=x"));
    assert!(!session.allows("https://phish.example/live/b_1"));
    assert!(!session.allows("http://live.onkernel.com/browser/b_1"));
    session.close();
    backend.auth().connections().delete(&id).await.unwrap();
}

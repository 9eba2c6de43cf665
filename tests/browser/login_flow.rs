//! Login flows over real HTTP: login, submit (password and MFA), follow,
//! timeline, exchange and wait_for_login.

use browser_cloud_sdk::model::{
    AuthStatus, ExchangeParams, FlowEvent, FlowStatus, FlowStep, FlowType, LoginParams,
    SubmitParams, TimelineEventType,
};
use browser_cloud_sdk::protocol::model::TimelineQuery;
use browser_cloud_sdk::{Client, ClientConfig, ErrorKind, WaitOptions};
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::AbortController;

use super::common::{
    abort_after, awaiting_input, clear_requests, client, client_with_key, connection, credentials,
    flow_ended, login_awaiting_input, next, now_ms, poll_until, requests_to, MFA_CODE, SIM_URL,
};

#[wasm_bindgen_test]
async fn login_answers_hosted_url_live_view_handoff_code_and_expiry() {
    let client = client();
    let created = connection(&client, "login.example.com").await;
    let connections = client.auth().connections();
    let login = connections
        .login(&created.id, &LoginParams::default())
        .await
        .unwrap();
    assert_eq!(login.id, created.id);
    assert_eq!(login.flow_type, FlowType::Login);
    let code = login.handoff_code.clone().expect("a handoff code");
    assert!(!code.is_empty());
    assert_eq!(
        login.hosted_url,
        format!("{SIM_URL}/hosted/{}?code={code}", created.id)
    );
    let live = login.live_view_url.clone().expect("a live view URL");
    assert!(live.starts_with(&format!("{SIM_URL}/live/")), "{live}");
    assert!(
        login.flow_expires_at.ends_with('Z'),
        "a date-time: {}",
        login.flow_expires_at
    );
    let read = connections.retrieve(&created.id).await.unwrap();
    assert_eq!(read.flow_status, Some(FlowStatus::InProgress));
    assert_eq!(
        read.flow_expires_at.as_deref(),
        Some(login.flow_expires_at.as_str())
    );
    connections.delete(&created.id).await.unwrap();
}

#[wasm_bindgen_test]
async fn submit_with_the_correct_password_drives_the_flow_to_success() {
    let client = client();
    let awaiting = login_awaiting_input(&client, "submit.example.com").await;
    let connections = client.auth().connections();
    let fields: Vec<_> = awaiting
        .fields
        .unwrap_or_default()
        .into_iter()
        .map(|f| f.id)
        .collect();
    assert_eq!(fields, ["identifier", "password"], "the site asks for both");
    let answer = connections
        .submit(&awaiting.id, &credentials())
        .await
        .unwrap();
    assert!(answer.accepted);
    let done = poll_until(&client, &awaiting.id, flow_ended).await;
    assert_eq!(done.flow_status, Some(FlowStatus::Success));
    assert_eq!(done.flow_step, Some(FlowStep::Completed));
    assert_eq!(done.status, AuthStatus::Authenticated);
}

#[wasm_bindgen_test]
async fn an_mfa_site_completes_after_a_method_choice_and_the_code() {
    let client = client();
    let created = login_awaiting_input(&client, "mfa.example.com").await;
    let connections = client.auth().connections();
    connections
        .submit(&created.id, &credentials())
        .await
        .unwrap();
    let choose = poll_until(&client, &created.id, |c| c.choices.is_some()).await;
    let choices: Vec<_> = choose
        .choices
        .unwrap_or_default()
        .into_iter()
        .map(|c| c.id)
        .collect();
    assert!(choices.contains(&"sms".to_owned()), "{choices:?}");
    connections
        .submit(
            &created.id,
            &SubmitParams::default().selected_choice_id("sms"),
        )
        .await
        .unwrap();
    let code = poll_until(&client, &created.id, |c| {
        c.fields
            .as_ref()
            .is_some_and(|f| f.iter().any(|f| f.id == "code"))
    })
    .await;
    assert_eq!(code.flow_status, Some(FlowStatus::InProgress));
    let params = SubmitParams::default().fields([("code".to_owned(), MFA_CODE.to_owned())].into());
    connections.submit(&created.id, &params).await.unwrap();
    let done = poll_until(&client, &created.id, flow_ended).await;
    assert_eq!(done.flow_status, Some(FlowStatus::Success));
    assert_eq!(done.status, AuthStatus::Authenticated);
}

#[wasm_bindgen_test]
async fn follow_yields_state_events_until_the_flow_ends() {
    let client = client();
    let created = connection(&client, "follow.example.com").await;
    let connections = client.auth().connections();
    connections
        .login(&created.id, &LoginParams::default())
        .await
        .unwrap();
    let mut events = connections.follow(&created.id).await.unwrap();
    let mut steps = Vec::new();
    let mut submitted = false;
    while let Some(event) = next(&mut events).await {
        let FlowEvent::ManagedAuthState(state) = event.unwrap() else {
            continue;
        };
        if state.flow_step == Some(FlowStep::AwaitingInput) && !submitted {
            connections
                .submit(&created.id, &credentials())
                .await
                .unwrap();
            submitted = true;
        }
        let (Some(status), Some(step)) = (state.flow_status, state.flow_step) else {
            panic!("a connection with a flow has a status and a step");
        };
        steps.push((status, step));
    }
    assert!(submitted, "the stream showed AWAITING_INPUT: {steps:?}");
    assert_eq!(
        steps.first(),
        Some(&(FlowStatus::InProgress, FlowStep::Discovering)),
        "the first event is the state at once"
    );
    assert!(
        steps.contains(&(FlowStatus::InProgress, FlowStep::Submitting)),
        "{steps:?}"
    );
    assert_eq!(
        steps.last(),
        Some(&(FlowStatus::Success, FlowStep::Completed)),
        "the stream ends with the flow"
    );
}

#[wasm_bindgen_test]
async fn timeline_lists_the_steps_of_a_finished_login() {
    let client = client();
    let created = login_awaiting_input(&client, "timeline.example.com").await;
    let connections = client.auth().connections();
    connections
        .submit(&created.id, &credentials())
        .await
        .unwrap();
    poll_until(&client, &created.id, flow_ended).await;
    let query = TimelineQuery::default().r#type(TimelineEventType::Login);
    let page = connections.timeline(&created.id, &query).await.unwrap();
    let steps: Vec<_> = page
        .items
        .iter()
        .filter_map(|e| e.step.as_deref())
        .collect();
    assert_eq!(
        steps,
        ["DISCOVERING", "AWAITING_INPUT", "SUBMITTING", "COMPLETED"]
    );
    assert!(page
        .items
        .iter()
        .all(|e| e.r#type == TimelineEventType::Login));
    assert_eq!(
        page.items.last().map(|e| e.status.as_str()),
        Some("SUCCESS")
    );
}

#[wasm_bindgen_test]
async fn exchange_gives_a_token_for_that_connection_only() {
    let client = client();
    let mine = connection(&client, "exchange.example.com").await;
    let other = connection(&client, "exchange.example.com").await;
    let connections = client.auth().connections();
    let login = connections
        .login(&mine.id, &LoginParams::default())
        .await
        .unwrap();
    let code = login.handoff_code.expect("a handoff code");
    let token = connections
        .exchange(&mine.id, &ExchangeParams::new(code))
        .await
        .unwrap();
    let page = client_with_key(&token.jwt);
    let read = page.auth().connections().retrieve(&mine.id).await.unwrap();
    assert_eq!(read.id, mine.id, "the token reads its own connection");
    let error = page
        .auth()
        .connections()
        .retrieve(&other.id)
        .await
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::PermissionDenied);
    assert_eq!(error.status(), Some(403));
    connections.delete(&mine.id).await.unwrap();
}

#[wasm_bindgen_test]
async fn wait_for_login_polls_until_the_flow_ends() {
    let client = client();
    let created = login_awaiting_input(&client, "wait.example.com").await;
    let connections = client.auth().connections();
    connections
        .submit(&created.id, &credentials())
        .await
        .unwrap();
    let path = format!("/auth/connections/{}", created.id);
    clear_requests().await;
    let options = WaitOptions::default().poll_interval_ms(50);
    let done = connections
        .wait_for_login(&created.id, &options)
        .await
        .unwrap();
    assert_eq!(done.flow_status, Some(FlowStatus::Success));
    assert_eq!(done.status, AuthStatus::Authenticated);
    let reads = requests_to("GET", &path).await.len();
    assert!(
        reads >= 2,
        "it read the connection while SUBMITTING, then again: {reads}"
    );
}

#[wasm_bindgen_test]
async fn an_abort_ends_wait_for_login_without_sitting_out_the_poll_interval() {
    let client = client();
    let created = connection(&client, "waitabort.example.com").await;
    let connections = client.auth().connections();
    connections
        .login(&created.id, &LoginParams::default())
        .await
        .unwrap();
    let controller = AbortController::new().unwrap();
    abort_after(&controller, 300);
    let options = WaitOptions::default()
        .poll_interval_ms(5_000)
        .signal(controller.signal());
    let started = now_ms();
    let result = connections.wait_for_login(&created.id, &options).await;
    let elapsed = now_ms() - started;
    assert_eq!(result.unwrap_err().kind(), ErrorKind::UserAbort);
    assert!(
        elapsed < 4000.0,
        "it stopped during the 5 s pause: {elapsed} ms"
    );
    connections.delete(&created.id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_page_without_a_key_completes_the_login_with_the_handoff_code() {
    let backend = client();
    let created = connection(&backend, "handoff.example.com").await;
    let login = backend
        .auth()
        .connections()
        .login(&created.id, &LoginParams::default())
        .await
        .unwrap();
    let code = login.handoff_code.expect("a handoff code");
    let anonymous = Client::new(ClientConfig::builder().base_url(SIM_URL).build().unwrap());
    let params = ExchangeParams::new(code);
    let token = anonymous
        .auth()
        .connections()
        .exchange(&created.id, &params)
        .await
        .unwrap();
    let page = client_with_key(&token.jwt);
    let connections = page.auth().connections();
    poll_until(&page, &created.id, awaiting_input).await;
    assert!(
        connections
            .submit(&created.id, &credentials())
            .await
            .unwrap()
            .accepted
    );
    let mut events = connections.follow(&created.id).await.unwrap();
    let mut last = None;
    while let Some(event) = next(&mut events).await {
        if let FlowEvent::ManagedAuthState(state) = event.unwrap() {
            last = state.flow_status;
        }
    }
    assert_eq!(
        last,
        Some(FlowStatus::Success),
        "the page saw the login succeed"
    );
}

#[wasm_bindgen_test]
async fn following_a_connection_that_never_logged_in_gives_one_state_without_a_flow() {
    let client = client();
    let created = connection(&client, "idle.example.com").await;
    let mut events = client
        .auth()
        .connections()
        .follow(&created.id)
        .await
        .unwrap();
    let mut states = Vec::new();
    while let Some(event) = next(&mut events).await {
        if let FlowEvent::ManagedAuthState(state) = event.unwrap() {
            states.push((state.flow_status, state.flow_step));
        }
    }
    assert_eq!(states, [(None, None)], "one state, no flow, then the end");
}

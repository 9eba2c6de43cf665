//! Progress of long operations over real HTTP: the pages and items a page
//! stream fetched, the events, reconnections and last id of a stream cut
//! by the simulator, and each read `wait_for_login` reports.

use std::cell::RefCell;
use std::rc::Rc;

use browser_cloud_sdk::model::{FlowStatus, FlowStep};
use browser_cloud_sdk::protocol::model::{ListConnectionsQuery, LogStreamQuery};
use browser_cloud_sdk::{ListProgress, WaitOptions};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{
    clear_faults, clear_requests, client, connection, credentials, faults, login_awaiting_input,
    next, requests_to, unique,
};
use super::logs::{start_browser, stop_browser, write_lines, LOG};
use super::streams::last_event_ids;

fn totals(progress: &ListProgress) -> (u32, u64, bool) {
    (progress.pages, progress.items, progress.has_more)
}

#[wasm_bindgen_test]
async fn a_page_stream_counts_the_pages_and_items_it_fetched() {
    let client = client();
    let domain = format!("{}.example.com", unique("progress"));
    for _ in 0..5 {
        connection(&client, &domain).await;
    }
    let query = ListConnectionsQuery::default().limit(2).domain(domain);
    let first = client.auth().connections().list(&query).await.unwrap();
    let mut stream = first.into_stream();
    let mut seen = vec![totals(stream.progress())];
    let mut items = 0;
    while let Some(item) = next(&mut stream).await {
        item.unwrap();
        items += 1;
        let now = totals(stream.progress());
        if seen.last() != Some(&now) {
            seen.push(now);
        }
    }
    assert_eq!(seen, [(1, 2, true), (2, 4, true), (3, 5, false)]);
    assert_eq!(items, 5, "the last totals count every item yielded");
}

#[wasm_bindgen_test]
async fn a_stream_cut_every_150_events_counts_its_events_reconnections_and_last_id() {
    let browser = start_browser().await;
    let path = format!("/browsers/{browser}/logs/stream");
    let lines: Vec<String> = (1..=1_000).map(|n| format!("line-{n:04}")).collect();
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    write_lines(&browser, &format!("\"path\":\"{LOG}\""), &lines).await;
    faults(&format!(
        "{{\"sse_cut_after_events\":150,\"sse_retry_ms\":5,\"path_prefix\":\"{path}\"}}"
    ))
    .await;
    clear_requests().await;
    let query = LogStreamQuery::file(LOG);
    let mut stream = client()
        .browsers()
        .logs()
        .stream(&browser, &query)
        .await
        .unwrap();
    let mut received = 0;
    while let Some(event) = next(&mut stream).await {
        event.unwrap();
        received += 1;
        assert!(
            stream.progress().events >= received,
            "an event is counted once it arrives"
        );
    }
    clear_faults().await;
    let progress = stream.progress();
    let resumed = last_event_ids(&path).await.into_iter().flatten().count();
    assert_eq!(progress.events, 1_000);
    assert_eq!(
        progress.reconnects, 6,
        "one reconnection after each of the 6 cuts"
    );
    assert_eq!(progress.reconnects as usize, resumed, "each one resumed");
    // The browser's own "chromium started" is line 1 of its log: the file's
    // lines are 2 to 1001.
    assert_eq!(progress.last_event_id.as_deref(), Some("1001"));
    stop_browser(&browser).await;
}

#[wasm_bindgen_test]
async fn wait_for_login_reports_each_read_the_last_with_the_final_record() {
    let client = client();
    let created = login_awaiting_input(&client, "progress.example.com").await;
    let connections = client.auth().connections();
    connections
        .submit(&created.id, &credentials())
        .await
        .unwrap();
    clear_requests().await;
    let reports = Rc::new(RefCell::new(Vec::new()));
    let heard = reports.clone();
    let options = WaitOptions::default()
        .poll_interval_ms(50)
        .on_progress(move |progress| {
            let connection = &progress.connection;
            heard.borrow_mut().push((
                progress.polls,
                progress.elapsed_ms,
                connection.flow_status.clone(),
                connection.flow_step.clone(),
            ));
        });
    let done = connections
        .wait_for_login(&created.id, &options)
        .await
        .unwrap();
    let reads = requests_to("GET", &format!("/auth/connections/{}", created.id)).await;
    let reports = reports.borrow();
    assert!(
        reports.len() >= 2,
        "a read while SUBMITTING, then the end: {reports:?}"
    );
    assert_eq!(reports.len(), reads.len(), "one report per read");
    let polls: Vec<u32> = reports.iter().map(|report| report.0).collect();
    assert_eq!(polls, (1..=reports.len() as u32).collect::<Vec<_>>());
    assert!(
        reports.windows(2).all(|pair| pair[0].1 <= pair[1].1),
        "the time waited only grows"
    );
    let (_, _, first_status, first_step) = &reports[0];
    assert_eq!(
        (first_status, first_step),
        (&Some(FlowStatus::InProgress), &Some(FlowStep::Submitting))
    );
    let (_, _, last_status, last_step) = reports.last().unwrap();
    assert_eq!(
        (last_status, last_step),
        (&done.flow_status, &done.flow_step)
    );
    assert_eq!(done.flow_status, Some(FlowStatus::Success));
}

//! A browser session's screen, mouse, keyboard and clipboard over real
//! HTTP: a screenshot is a PNG of the screen's size (or the region's) that
//! changes after an action; the mouse goes where it is moved; a batch runs
//! in order, a bad action refused before sending or by the service, named.

use browser_cloud_sdk::model::{
    BrowserCreateParams, BrowserViewport, ComputerAction, ComputerBatchParams,
    ComputerCaptureScreenshotParams, ComputerClickMouseAction, ComputerClickMouseParams,
    ComputerDragMouseParams, ComputerMoveMouseAction, ComputerMoveMouseParams,
    ComputerPressKeyParams, ComputerScreenshotRegion, ComputerScrollParams,
    ComputerSetCursorVisibilityParams, ComputerTypeTextAction, ComputerTypeTextParams,
    ComputerWriteClipboardParams, DragMouseButton, MouseButton,
};
use browser_cloud_sdk::{Client, ErrorKind};
use wasm_bindgen_test::wasm_bindgen_test;

use super::common::{client, requests_to};

/// A running browser with a 320 × 200 screen.
async fn browser(client: &Client) -> String {
    let params = BrowserCreateParams::default().viewport(BrowserViewport::new(320, 200));
    client.browsers().create(&params).await.unwrap().session_id
}

/// A PNG's width and height, from its signature and `IHDR` chunk.
fn png_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(png[..8], [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]);
    assert_eq!(&png[12..16], b"IHDR");
    let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    (word(16), word(20))
}

#[wasm_bindgen_test]
async fn a_screenshot_is_a_png_of_the_screen_and_changes_after_an_action() {
    let client = client();
    let id = browser(&client).await;
    let computer = client.browsers().computer();
    let whole = ComputerCaptureScreenshotParams::default();
    let before = computer.capture_screenshot(&id, &whole).await.unwrap();
    assert_eq!(png_size(&before), (320, 200));
    computer
        .move_mouse(&id, &ComputerMoveMouseParams::new(40, 50))
        .await
        .unwrap();
    let position = computer.get_mouse_position(&id).await.unwrap();
    assert_eq!((position.x, position.y), (40, 50));
    let after = computer.capture_screenshot(&id, &whole).await.unwrap();
    assert_eq!(png_size(&after), (320, 200));
    assert_ne!(after, before, "the cursor and the band moved on");
    let region = ComputerScreenshotRegion::new(10, 20, 30, 40);
    let part = computer
        .capture_screenshot(&id, &whole.region(region))
        .await
        .unwrap();
    assert_eq!(png_size(&part), (20, 10));
    let hidden = computer
        .set_cursor_visibility(&id, &ComputerSetCursorVisibilityParams::new(true))
        .await
        .unwrap();
    assert!(hidden.ok);
    client.browsers().delete_by_id(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn clicks_keys_scrolls_drags_and_the_clipboard_reach_the_session() {
    let client = client();
    let id = browser(&client).await;
    let computer = client.browsers().computer();
    computer
        .click_mouse(
            &id,
            &ComputerClickMouseParams::new(5, 6)
                .button(MouseButton::Right)
                .num_clicks(2),
        )
        .await
        .unwrap();
    computer
        .type_text(&id, &ComputerTypeTextParams::new("hello"))
        .await
        .unwrap();
    computer
        .press_key(&id, &ComputerPressKeyParams::new(vec!["Ctrl+a".into()]))
        .await
        .unwrap();
    computer
        .scroll(&id, &ComputerScrollParams::new(7, 8).delta_y(-3))
        .await
        .unwrap();
    let drag = ComputerDragMouseParams::new(vec![vec![1, 1], vec![30, 40]])
        .button(DragMouseButton::Middle);
    computer.drag_mouse(&id, &drag).await.unwrap();
    let position = computer.get_mouse_position(&id).await.unwrap();
    assert_eq!((position.x, position.y), (30, 40), "the drag ended there");
    computer
        .write_clipboard(&id, &ComputerWriteClipboardParams::new("copied"))
        .await
        .unwrap();
    assert_eq!(computer.read_clipboard(&id).await.unwrap().text, "copied");
    client.browsers().delete_by_id(&id).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_batch_runs_in_order_and_a_bad_action_is_named() {
    let client = client();
    let id = browser(&client).await;
    let computer = client.browsers().computer();
    let move_to = |x, y| {
        ComputerAction::MoveMouse(ComputerMoveMouseAction::new(ComputerMoveMouseParams::new(
            x, y,
        )))
    };
    let click = |x| {
        ComputerAction::ClickMouse(ComputerClickMouseAction::new(
            ComputerClickMouseParams::new(x, 1),
        ))
    };
    let typed = ComputerAction::TypeText(ComputerTypeTextAction::new(ComputerTypeTextParams::new(
        "ab",
    )));
    let batch = ComputerBatchParams::new(vec![move_to(10, 10), typed.clone(), move_to(12, 13)]);
    computer.batch(&id, &batch).await.unwrap();
    let position = computer.get_mouse_position(&id).await.unwrap();
    assert_eq!((position.x, position.y), (12, 13), "the last move ran last");
    let off_screen = ComputerBatchParams::new(vec![move_to(20, 20), click(999), move_to(1, 1)]);
    let error = computer.batch(&id, &off_screen).await.unwrap_err();
    assert_eq!(error.kind(), ErrorKind::BadRequest);
    assert!(
        error.message().contains("actions[1].click_mouse.x"),
        "{}",
        error.message()
    );
    let position = computer.get_mouse_position(&id).await.unwrap();
    assert_eq!(
        (position.x, position.y),
        (20, 20),
        "it stopped at the click"
    );
    let path = format!("/browsers/{id}/computer/batch");
    let sent = requests_to("POST", &path).await.len();
    let zero_clicks = ComputerAction::ClickMouse(ComputerClickMouseAction::new(
        ComputerClickMouseParams::new(1, 1).num_clicks(0),
    ));
    let refused = computer
        .batch(&id, &ComputerBatchParams::new(vec![typed, zero_clicks]))
        .await
        .unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::InvalidInput);
    assert_eq!(refused.path(), Some("actions[1].click_mouse.num_clicks"));
    assert_eq!(refused.rule(), Some("range"));
    assert_eq!(
        requests_to("POST", &path).await.len(),
        sent,
        "nothing was sent"
    );
    client.browsers().delete_by_id(&id).await.unwrap();
}

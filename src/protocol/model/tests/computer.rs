//! A batch of computer actions and the replays' records: each action
//! decodes to its variant by its `type` and encodes back with its
//! parameters under the member of the same name; a recording still
//! running has no `finished_at`.

use serde_json::json;

use super::{fixture, round_trip, value};
use crate::protocol::model::*;

#[test]
fn a_batch_decodes_each_action_by_its_type_and_round_trips() {
    let (batch, encoded) = round_trip::<ComputerBatchParams>(fixture!("computer_batch_request"));
    assert_eq!(encoded, value(fixture!("computer_batch_request")));
    let kinds: Vec<&str> = batch
        .actions
        .iter()
        .map(|action| match action {
            ComputerAction::MoveMouse(_) => "move_mouse",
            ComputerAction::ClickMouse(_) => "click_mouse",
            ComputerAction::TypeText(_) => "type_text",
            ComputerAction::PressKey(_) => "press_key",
            ComputerAction::Scroll(_) => "scroll",
            ComputerAction::DragMouse(_) => "drag_mouse",
            ComputerAction::SetCursor(_) => "set_cursor",
            ComputerAction::Sleep(_) => "sleep",
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "move_mouse",
            "click_mouse",
            "type_text",
            "press_key",
            "scroll",
            "drag_mouse",
            "set_cursor",
            "sleep"
        ]
    );
    let ComputerAction::Scroll(scroll) = &batch.actions[4] else {
        panic!("a scroll");
    };
    assert_eq!(scroll.scroll.delta_x, Some(-2), "a delta may be negative");
}

#[test]
fn an_action_built_in_rust_is_sent_tagged_with_its_parameters() {
    let click = ComputerAction::ClickMouse(ComputerClickMouseAction::new(
        ComputerClickMouseParams::new(3, 4).button(MouseButton::Back),
    ));
    assert_eq!(
        serde_json::to_value(&click).unwrap(),
        json!({"type": "click_mouse", "click_mouse": {"x": 3, "y": 4, "button": "back"}})
    );
}

#[test]
fn replays_decode_with_a_running_one_unfinished() {
    let (replays, encoded) = round_trip::<Vec<Replay>>(fixture!("replays"));
    assert_eq!(encoded, value(fixture!("replays")));
    assert!(replays[0].finished_at.is_some());
    assert_eq!(replays[1].finished_at, None);
    assert_eq!(replays[1].replay_view_url, None);
}

//! Driving a browser session's screen, mouse and keyboard: what each
//! action of `browsers.computer` sends and answers.

use crate::schema::{
    field, ts_name, value, Bounds, Doc, EnumDef, ObjectDef, Ty, UnionDef, NON_NEGATIVE, REQUIRED,
};

/// A point on the screen, in pixels from its top-left corner.
const COORDINATE: Ty = NON_NEGATIVE;

/// A size or a count of at least one.
const AT_LEAST_ONE: Ty = Ty::Integer(&Bounds {
    min: 1,
    max: u32::MAX as i64,
});

/// Milliseconds to wait or to take.
const MILLISECONDS: Ty = NON_NEGATIVE;

/// Wheel units, negative one way and positive the other.
const WHEEL_UNITS: Ty = Ty::Integer(&Bounds {
    min: i32::MIN as i64,
    max: i32::MAX as i64,
});

/// Key symbols, as xdotool names them.
const KEYS: Ty = Ty::Array(&Ty::NonEmptyStr);

const HOLD_KEYS_DOC: &str = "Modifier keys held down while the action runs.";

/// The buttons a click may press.
pub static MOUSE_BUTTON: EnumDef = EnumDef {
    name: ts_name("MouseButton"),
    doc: Doc::new("A mouse button."),
    values: &[
        value("left", "The primary button."),
        value("right", "The secondary button."),
        value("middle", "The wheel's button."),
        value("back", "The side button that goes back."),
        value("forward", "The side button that goes forward."),
    ],
};

/// The buttons a drag may hold.
pub static DRAG_BUTTON: EnumDef = EnumDef {
    name: ts_name("DragMouseButton"),
    doc: Doc::new("A mouse button a drag holds down."),
    values: &[
        value("left", "The primary button."),
        value("middle", "The wheel's button."),
        value("right", "The secondary button."),
    ],
};

/// What a click does with its button.
pub static CLICK_TYPE: EnumDef = EnumDef {
    name: ts_name("ClickType"),
    doc: Doc::new("What a click does with its button."),
    values: &[
        value("down", "Presses the button and keeps it pressed."),
        value("up", "Releases the button."),
        value("click", "Presses and releases the button."),
    ],
};

/// Body of a mouse click.
pub static COMPUTER_CLICK_MOUSE: ObjectDef = ObjectDef {
    name: ts_name("ComputerClickMouseParams"),
    doc: Doc::new("A mouse click at a point of the screen (a point off it is refused)."),
    fields: &[
        field(
            "x",
            COORDINATE,
            REQUIRED,
            "Horizontal position of the click.",
        ),
        field("y", COORDINATE, REQUIRED, "Vertical position of the click."),
        field(
            "button",
            Ty::Enum(&MOUSE_BUTTON),
            0,
            "The button to click. Default: left.",
        ),
        field(
            "click_type",
            Ty::Enum(&CLICK_TYPE),
            0,
            "Press, release, or both. Default: click.",
        ),
        field("hold_keys", KEYS, 0, HOLD_KEYS_DOC),
        field(
            "num_clicks",
            AT_LEAST_ONE,
            0,
            "How many times to click. Default: 1.",
        ),
    ],
    rules: &[],
};

/// Body of a mouse drag.
pub static COMPUTER_DRAG_MOUSE: ObjectDef = ObjectDef {
    name: ts_name("ComputerDragMouseParams"),
    doc: Doc::new("A drag: a button held down along a path of points, each on the screen."),
    fields: &[
        field(
            "path",
            Ty::Array(&Ty::Array(&COORDINATE)),
            REQUIRED,
            "The `[x, y]` points to pass through, in order; at least two.",
        ),
        field(
            "button",
            Ty::Enum(&DRAG_BUTTON),
            0,
            "The button held down. Default: left.",
        ),
        field(
            "delay",
            MILLISECONDS,
            0,
            "Milliseconds between pressing the button and the first move.",
        ),
        field(
            "duration_ms",
            MILLISECONDS,
            0,
            "Milliseconds the whole smooth drag takes; omitted: from the path's length.",
        ),
        field("hold_keys", KEYS, 0, HOLD_KEYS_DOC),
        field(
            "smooth",
            Ty::Bool,
            0,
            "Move along curves as a hand would, rather than straight steps; \
             `steps_per_segment` and `step_delay_ms` then do not apply.",
        ),
        field(
            "step_delay_ms",
            MILLISECONDS,
            0,
            "Milliseconds between two steps of the drag.",
        ),
        field(
            "steps_per_segment",
            AT_LEAST_ONE,
            0,
            "Steps between two points of the path.",
        ),
    ],
    rules: &[],
};

/// Body of a mouse move.
pub static COMPUTER_MOVE_MOUSE: ObjectDef = ObjectDef {
    name: ts_name("ComputerMoveMouseParams"),
    doc: Doc::new(
        "A move of the mouse cursor to a point of the screen (a point off it is refused).",
    ),
    fields: &[
        field("x", COORDINATE, REQUIRED, "Horizontal position to move to."),
        field("y", COORDINATE, REQUIRED, "Vertical position to move to."),
        field(
            "duration_ms",
            MILLISECONDS,
            0,
            "Milliseconds the smooth move takes; omitted: from the distance.",
        ),
        field("hold_keys", KEYS, 0, HOLD_KEYS_DOC),
        field(
            "smooth",
            Ty::Bool,
            0,
            "Move along a curve as a hand would, rather than jump.",
        ),
    ],
    rules: &[],
};

/// Body of a key press.
pub static COMPUTER_PRESS_KEY: ObjectDef = ObjectDef {
    name: ts_name("ComputerPressKeyParams"),
    doc: Doc::new("Keys pressed in turn."),
    fields: &[
        field(
            "keys",
            KEYS,
            REQUIRED,
            "The keys, as X11 key symbols (`Return`, `F5`) or combinations of them \
             (`Ctrl+Shift+Tab`); at least one.",
        ),
        field(
            "duration",
            MILLISECONDS,
            0,
            "Milliseconds each key is held down; omitted or 0: tapped.",
        ),
        field("hold_keys", KEYS, 0, HOLD_KEYS_DOC),
    ],
    rules: &[],
};

/// Body of a scroll.
pub static COMPUTER_SCROLL: ObjectDef = ObjectDef {
    name: ts_name("ComputerScrollParams"),
    doc: Doc::new(
        "A turn of the mouse wheel at a point of the screen (a point off it is refused).",
    ),
    fields: &[
        field(
            "x",
            COORDINATE,
            REQUIRED,
            "Horizontal position of the scroll.",
        ),
        field(
            "y",
            COORDINATE,
            REQUIRED,
            "Vertical position of the scroll.",
        ),
        field(
            "delta_x",
            WHEEL_UNITS,
            0,
            "Wheel units to scroll sideways: right when positive, left when negative.",
        ),
        field(
            "delta_y",
            WHEEL_UNITS,
            0,
            "Wheel units to scroll up or down: down when positive, up when negative.",
        ),
        field("hold_keys", KEYS, 0, HOLD_KEYS_DOC),
    ],
    rules: &[],
};

/// Body of a cursor visibility change.
pub static COMPUTER_SET_CURSOR: ObjectDef = ObjectDef {
    name: ts_name("ComputerSetCursorVisibilityParams"),
    doc: Doc::new("Whether the mouse cursor shows."),
    fields: &[field(
        "hidden",
        Ty::Bool,
        REQUIRED,
        "`true` hides the cursor, `false` shows it.",
    )],
    rules: &[],
};

/// Body of typing.
pub static COMPUTER_TYPE_TEXT: ObjectDef = ObjectDef {
    name: ts_name("ComputerTypeTextParams"),
    doc: Doc::new("Text typed as keystrokes."),
    fields: &[
        field("text", Ty::Str, REQUIRED, "The text to type."),
        field(
            "delay",
            MILLISECONDS,
            0,
            "Milliseconds between two keystrokes.",
        ),
    ],
    rules: &[],
};

/// Body of a clipboard write.
pub static COMPUTER_WRITE_CLIPBOARD: ObjectDef = ObjectDef {
    name: ts_name("ComputerWriteClipboardParams"),
    doc: Doc::new("Text to put on the clipboard."),
    fields: &[field(
        "text",
        Ty::Str,
        REQUIRED,
        "The clipboard's new text.",
    )],
    rules: &[],
};

/// A pause within a batch.
pub static COMPUTER_SLEEP: ObjectDef = ObjectDef {
    name: ts_name("ComputerSleepParams"),
    doc: Doc::new("A pause between two actions of a batch."),
    fields: &[field(
        "duration_ms",
        MILLISECONDS,
        REQUIRED,
        "Milliseconds to wait.",
    )],
    rules: &[],
};

/// One action of a batch: its `type` and, under the member of the same
/// name, its parameters.
macro_rules! action {
    ($name:ident, $ts:literal, $tag:literal, $params:expr, $doc:literal) => {
        #[doc = $doc]
        pub static $name: ObjectDef = ObjectDef {
            name: ts_name($ts),
            doc: Doc::new($doc),
            fields: &[
                field("type", Ty::Literal($tag), REQUIRED, "The action."),
                field($tag, Ty::Object($params), REQUIRED, "Its parameters."),
            ],
            rules: &[],
        };
    };
}

action!(
    CLICK_MOUSE_ACTION,
    "ComputerClickMouseAction",
    "click_mouse",
    &COMPUTER_CLICK_MOUSE,
    "A mouse click, within a batch."
);
action!(
    MOVE_MOUSE_ACTION,
    "ComputerMoveMouseAction",
    "move_mouse",
    &COMPUTER_MOVE_MOUSE,
    "A mouse move, within a batch."
);
action!(
    TYPE_TEXT_ACTION,
    "ComputerTypeTextAction",
    "type_text",
    &COMPUTER_TYPE_TEXT,
    "Typing, within a batch."
);
action!(
    PRESS_KEY_ACTION,
    "ComputerPressKeyAction",
    "press_key",
    &COMPUTER_PRESS_KEY,
    "A key press, within a batch."
);
action!(
    SCROLL_ACTION,
    "ComputerScrollAction",
    "scroll",
    &COMPUTER_SCROLL,
    "A scroll, within a batch."
);
action!(
    DRAG_MOUSE_ACTION,
    "ComputerDragMouseAction",
    "drag_mouse",
    &COMPUTER_DRAG_MOUSE,
    "A mouse drag, within a batch."
);
action!(
    SET_CURSOR_ACTION,
    "ComputerSetCursorAction",
    "set_cursor",
    &COMPUTER_SET_CURSOR,
    "A cursor visibility change, within a batch."
);
action!(
    SLEEP_ACTION,
    "ComputerSleepAction",
    "sleep",
    &COMPUTER_SLEEP,
    "A pause, within a batch."
);

/// One action of a batch, chosen by its `type`.
pub static COMPUTER_ACTION: UnionDef = UnionDef {
    name: ts_name("ComputerAction"),
    doc: Doc::new(
        "One action of a batch: `type` names it, and the member of the same name holds \
         its parameters (`{ type: 'click_mouse', click_mouse: { x, y } }`).",
    ),
    tag: "type",
    variants: &[
        ("click_mouse", &CLICK_MOUSE_ACTION),
        ("move_mouse", &MOVE_MOUSE_ACTION),
        ("type_text", &TYPE_TEXT_ACTION),
        ("press_key", &PRESS_KEY_ACTION),
        ("scroll", &SCROLL_ACTION),
        ("drag_mouse", &DRAG_MOUSE_ACTION),
        ("set_cursor", &SET_CURSOR_ACTION),
        ("sleep", &SLEEP_ACTION),
    ],
};

/// Body of a batch.
pub static COMPUTER_BATCH: ObjectDef = ObjectDef {
    name: ts_name("ComputerBatchParams"),
    doc: Doc::new("Actions run one after another in a single request."),
    fields: &[field(
        "actions",
        Ty::Array(&Ty::Union(&COMPUTER_ACTION)),
        REQUIRED,
        "The actions, in the order they run; the first that fails stops the batch.",
    )],
    rules: &[],
};

/// A part of the screen.
pub static SCREENSHOT_REGION: ObjectDef = ObjectDef {
    name: ts_name("ComputerScreenshotRegion"),
    doc: Doc::new("A rectangle of the screen, in pixels; it must lie within the screen."),
    fields: &[
        field("height", AT_LEAST_ONE, REQUIRED, "Its height."),
        field("width", AT_LEAST_ONE, REQUIRED, "Its width."),
        field(
            "x",
            COORDINATE,
            REQUIRED,
            "Horizontal position of its top-left corner.",
        ),
        field(
            "y",
            COORDINATE,
            REQUIRED,
            "Vertical position of its top-left corner.",
        ),
    ],
    rules: &[],
};

/// Body of a screenshot.
pub static COMPUTER_CAPTURE_SCREENSHOT: ObjectDef = ObjectDef {
    name: ts_name("ComputerCaptureScreenshotParams"),
    doc: Doc::new("What a screenshot captures."),
    fields: &[field(
        "region",
        Ty::Object(&SCREENSHOT_REGION),
        0,
        "The part of the screen to capture; omitted: all of it.",
    )],
    rules: &[],
};

/// Where the mouse is.
pub static MOUSE_POSITION: ObjectDef = ObjectDef {
    name: ts_name("ComputerGetMousePositionResponse"),
    doc: Doc::new("Where the mouse cursor is."),
    fields: &[
        field("x", COORDINATE, REQUIRED, "Its horizontal position."),
        field("y", COORDINATE, REQUIRED, "Its vertical position."),
    ],
    rules: &[],
};

/// The clipboard's text.
pub static CLIPBOARD: ObjectDef = ObjectDef {
    name: ts_name("ComputerReadClipboardResponse"),
    doc: Doc::new("What the clipboard holds."),
    fields: &[field("text", Ty::Str, REQUIRED, "The clipboard's text.")],
    rules: &[],
};

/// The answer of a cursor visibility change.
pub static CURSOR_SET: ObjectDef = ObjectDef {
    name: ts_name("ComputerSetCursorVisibilityResponse"),
    doc: Doc::new("The cursor's visibility was set."),
    fields: &[field("ok", Ty::Bool, REQUIRED, "`true` once it is set.")],
    rules: &[],
};

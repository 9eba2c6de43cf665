//! A browser session's screen, mouse, keyboard and clipboard.

use super::{object, operations, Method, OperationDef};
use crate::records::{
    CLIPBOARD, COMPUTER_BATCH, COMPUTER_CAPTURE_SCREENSHOT, COMPUTER_CLICK_MOUSE,
    COMPUTER_DRAG_MOUSE, COMPUTER_MOVE_MOUSE, COMPUTER_PRESS_KEY, COMPUTER_SCROLL,
    COMPUTER_SET_CURSOR, COMPUTER_TYPE_TEXT, COMPUTER_WRITE_CLIPBOARD, CURSOR_SET, MOUSE_POSITION,
};

operations! {
    COMPUTER_BATCH_ACTIONS = op("browsers.computer", "batch", Post, "/browsers/{id}/computer/batch",
        "Runs actions one after another in one request; the first that fails stops the rest.")
        .body(&object(&COMPUTER_BATCH));
    CAPTURE_SCREENSHOT = op("browsers.computer", "captureScreenshot", Post, "/browsers/{id}/computer/screenshot",
        "Takes a screenshot of the session's screen, or of a region of it: a PNG image's bytes (in JavaScript, the `Response` whose body they are).")
        .optional_body(&object(&COMPUTER_CAPTURE_SCREENSHOT))
        .downloads("image/png");
    CLICK_MOUSE = op("browsers.computer", "clickMouse", Post, "/browsers/{id}/computer/click_mouse",
        "Clicks a mouse button at a point of the screen.")
        .body(&object(&COMPUTER_CLICK_MOUSE));
    DRAG_MOUSE = op("browsers.computer", "dragMouse", Post, "/browsers/{id}/computer/drag_mouse",
        "Drags the mouse along a path of points, a button held down.")
        .body(&object(&COMPUTER_DRAG_MOUSE));
    GET_MOUSE_POSITION = op("browsers.computer", "getMousePosition", Post, "/browsers/{id}/computer/get_mouse_position",
        "Tells where the mouse cursor is.")
        .answers(&object(&MOUSE_POSITION));
    MOVE_MOUSE = op("browsers.computer", "moveMouse", Post, "/browsers/{id}/computer/move_mouse",
        "Moves the mouse cursor to a point of the screen.")
        .body(&object(&COMPUTER_MOVE_MOUSE));
    PRESS_KEY = op("browsers.computer", "pressKey", Post, "/browsers/{id}/computer/press_key",
        "Presses keys, or key combinations, in turn.")
        .body(&object(&COMPUTER_PRESS_KEY));
    READ_CLIPBOARD = op("browsers.computer", "readClipboard", Post, "/browsers/{id}/computer/clipboard/read",
        "Reads the text on the session's clipboard.")
        .answers(&object(&CLIPBOARD));
    SCROLL = op("browsers.computer", "scroll", Post, "/browsers/{id}/computer/scroll",
        "Turns the mouse wheel at a point of the screen.")
        .body(&object(&COMPUTER_SCROLL));
    SET_CURSOR_VISIBILITY = op("browsers.computer", "setCursorVisibility", Post, "/browsers/{id}/computer/cursor",
        "Hides or shows the mouse cursor.")
        .body(&object(&COMPUTER_SET_CURSOR))
        .answers(&object(&CURSOR_SET));
    TYPE_TEXT = op("browsers.computer", "typeText", Post, "/browsers/{id}/computer/type",
        "Types text as keystrokes.")
        .body(&object(&COMPUTER_TYPE_TEXT));
    WRITE_CLIPBOARD = op("browsers.computer", "writeClipboard", Post, "/browsers/{id}/computer/clipboard/write",
        "Puts text on the session's clipboard.")
        .body(&object(&COMPUTER_WRITE_CLIPBOARD));
}

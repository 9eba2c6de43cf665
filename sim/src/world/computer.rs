//! A browser session's screen, mouse, keyboard and clipboard: what the
//! computer actions change, and the screenshot that shows it.

use serde_json::{json, Value};

use crate::png;

/// The screen's size when the session was created without a viewport: the
/// image's default.
pub const DEFAULT_SCREEN: (u32, u32) = (1920, 1080);

/// Rows at the top of the screen whose colour tells how many actions ran.
const BAND_HEIGHT: u32 = 16;
/// The colours of a screenshot: the page, the cursor, the typed-text bar,
/// then the band's eight colours.
const PALETTE: [[u8; 3]; 11] = [
    [245, 245, 245],
    [0, 0, 0],
    [90, 90, 90],
    [230, 25, 75],
    [60, 180, 75],
    [255, 225, 25],
    [0, 130, 200],
    [245, 130, 48],
    [145, 30, 180],
    [70, 240, 240],
    [240, 50, 230],
];
const CURSOR: u8 = 1;
const TYPED_BAR: u8 = 2;
const FIRST_BAND: u8 = 3;
/// Pixels of the typed-text bar per character typed.
const PIXELS_PER_CHARACTER: u32 = 4;

/// One action, read and checked.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A click at a point (which the mouse moves to).
    Click {
        /// Where.
        at: (u32, u32),
        /// `left`, `right`…
        button: String,
        /// `down`, `up` or `click`.
        click_type: String,
        /// How many times.
        clicks: u32,
    },
    /// A move of the mouse.
    Move {
        /// Where to.
        to: (u32, u32),
    },
    /// Text typed.
    Type {
        /// The text.
        text: String,
    },
    /// Keys pressed.
    Press {
        /// The key symbols.
        keys: Vec<String>,
    },
    /// A wheel turn at a point (which the mouse moves to).
    Scroll {
        /// Where.
        at: (u32, u32),
        /// Wheel units sideways and down.
        delta: (i64, i64),
    },
    /// A drag along a path; the mouse ends at its last point.
    Drag {
        /// The points.
        path: Vec<(u32, u32)>,
        /// The button held.
        button: String,
    },
    /// The cursor hidden or shown.
    SetCursor {
        /// Hidden.
        hidden: bool,
    },
    /// A pause (recorded; the simulator does not wait).
    Sleep {
        /// Milliseconds.
        duration_ms: u64,
    },
}

impl Action {
    /// The action as the simulator's control surface shows it.
    pub fn to_json(&self) -> Value {
        match self {
            Action::Click {
                at,
                button,
                click_type,
                clicks,
            } => json!({"type": "click_mouse", "x": at.0, "y": at.1, "button": button,
                "click_type": click_type, "num_clicks": clicks}),
            Action::Move { to } => json!({"type": "move_mouse", "x": to.0, "y": to.1}),
            Action::Type { text } => json!({"type": "type_text", "text": text}),
            Action::Press { keys } => json!({"type": "press_key", "keys": keys}),
            Action::Scroll { at, delta } => json!({"type": "scroll", "x": at.0, "y": at.1,
                "delta_x": delta.0, "delta_y": delta.1}),
            Action::Drag { path, button } => json!({"type": "drag_mouse",
                "path": path.iter().map(|p| [p.0, p.1]).collect::<Vec<_>>(), "button": button}),
            Action::SetCursor { hidden } => json!({"type": "set_cursor", "hidden": hidden}),
            Action::Sleep { duration_ms } => json!({"type": "sleep", "duration_ms": duration_ms}),
        }
    }
}

/// A rectangle of the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Region {
    /// Left edge.
    pub x: u32,
    /// Top edge.
    pub y: u32,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
}

/// A session's screen, mouse, keyboard and clipboard.
#[derive(Clone, Debug)]
pub struct Computer {
    /// The screen's width and height, in pixels.
    pub screen: (u32, u32),
    /// Where the mouse is.
    pub mouse: (u32, u32),
    /// Whether the cursor is hidden.
    pub cursor_hidden: bool,
    /// The clipboard's text.
    pub clipboard: String,
    /// Every text typed, in order.
    pub typed: String,
    /// Every action done, in order.
    pub actions: Vec<Action>,
}

impl Computer {
    /// A screen of `screen` pixels, the mouse at its centre.
    pub fn new(screen: (u32, u32)) -> Computer {
        Computer {
            screen,
            mouse: (screen.0 / 2, screen.1 / 2),
            cursor_hidden: false,
            clipboard: String::new(),
            typed: String::new(),
            actions: Vec::new(),
        }
    }

    /// Does `action` (already checked against the screen) and records it.
    pub fn apply(&mut self, action: Action) {
        match &action {
            Action::Click { at, .. } | Action::Scroll { at, .. } => self.mouse = *at,
            Action::Move { to } => self.mouse = *to,
            Action::Drag { path, .. } => {
                if let Some(last) = path.last() {
                    self.mouse = *last;
                }
            }
            Action::Type { text } => self.typed.push_str(text),
            Action::SetCursor { hidden } => self.cursor_hidden = *hidden,
            Action::Press { .. } | Action::Sleep { .. } => {}
        }
        self.actions.push(action);
    }

    /// The screen's colour index at `(x, y)`.
    fn pixel(&self, x: u32, y: u32) -> u8 {
        let (mx, my) = self.mouse;
        if !self.cursor_hidden && y >= my && x >= mx && y - my < 12 && x - mx <= (y - my) / 2 {
            return CURSOR;
        }
        if y < BAND_HEIGHT {
            return FIRST_BAND + (self.actions.len() % 8) as u8;
        }
        let typed = self.typed.chars().count() as u32;
        if y < BAND_HEIGHT + 4 && x < typed.saturating_mul(PIXELS_PER_CHARACTER) {
            return TYPED_BAR;
        }
        0
    }

    /// A PNG screenshot of `region` (checked to lie within the screen), or
    /// of the whole screen.
    pub fn screenshot(&self, region: Option<Region>) -> Vec<u8> {
        let r = region.unwrap_or(Region {
            x: 0,
            y: 0,
            width: self.screen.0,
            height: self.screen.1,
        });
        png::encode(r.width, r.height, &PALETTE, |x, y| {
            self.pixel(r.x + x, r.y + y)
        })
    }

    /// What the control surface shows of it.
    pub fn to_json(&self) -> Value {
        json!({
            "screen": {"width": self.screen.0, "height": self.screen.1},
            "mouse": {"x": self.mouse.0, "y": self.mouse.1},
            "cursor_hidden": self.cursor_hidden,
            "clipboard": self.clipboard,
            "typed": self.typed,
            "actions": self.actions.iter().map(Action::to_json).collect::<Vec<_>>(),
        })
    }
}

//! Reading the computer actions' bodies, rule by rule, with errors naming
//! the field path: a point must lie on the screen.

use serde_json::{Map, Value};

use crate::body::{self, join};
use crate::error::ApiError;
use crate::world::{Action, Region};

/// The action types a batch may hold, each the member naming its
/// parameters.
pub const ACTION_TYPES: [&str; 8] = [
    "click_mouse",
    "move_mouse",
    "type_text",
    "press_key",
    "scroll",
    "drag_mouse",
    "set_cursor",
    "sleep",
];

const MOUSE_BUTTONS: [&str; 5] = ["left", "right", "middle", "back", "forward"];
const DRAG_BUTTONS: [&str; 3] = ["left", "middle", "right"];
const CLICK_TYPES: [&str; 3] = ["down", "up", "click"];

/// Reads the parameters of the action `kind` (one of [`ACTION_TYPES`]) at
/// `parent`, for a screen of `screen` pixels.
pub fn action(
    kind: &str,
    map: &Map<String, Value>,
    parent: &str,
    screen: (u32, u32),
) -> Result<Action, ApiError> {
    match kind {
        "click_mouse" => {
            body::only(
                map,
                &["x", "y", "button", "click_type", "hold_keys", "num_clicks"],
                parent,
            )?;
            keys(map, "hold_keys", parent, false)?;
            Ok(Action::Click {
                at: point(map, parent, screen)?,
                button: choice(map, "button", parent, &MOUSE_BUTTONS)?,
                click_type: choice(map, "click_type", parent, &CLICK_TYPES)?,
                clicks: integer(map, "num_clicks", parent, 1, u32::MAX.into())?.unwrap_or(1) as u32,
            })
        }
        "move_mouse" => {
            body::only(
                map,
                &["x", "y", "duration_ms", "hold_keys", "smooth"],
                parent,
            )?;
            milliseconds(map, "duration_ms", parent)?;
            keys(map, "hold_keys", parent, false)?;
            body::boolean(map, "smooth", parent)?;
            Ok(Action::Move {
                to: point(map, parent, screen)?,
            })
        }
        "type_text" => {
            body::only(map, &["text", "delay"], parent)?;
            milliseconds(map, "delay", parent)?;
            Ok(Action::Type {
                text: text(map, "text", parent)?,
            })
        }
        "press_key" => {
            body::only(map, &["keys", "duration", "hold_keys"], parent)?;
            milliseconds(map, "duration", parent)?;
            keys(map, "hold_keys", parent, false)?;
            Ok(Action::Press {
                keys: keys(map, "keys", parent, true)?.unwrap_or_default(),
            })
        }
        "scroll" => {
            body::only(map, &["x", "y", "delta_x", "delta_y", "hold_keys"], parent)?;
            keys(map, "hold_keys", parent, false)?;
            let wheel = |key| integer(map, key, parent, i32::MIN.into(), i32::MAX.into());
            Ok(Action::Scroll {
                at: point(map, parent, screen)?,
                delta: (
                    wheel("delta_x")?.unwrap_or(0),
                    wheel("delta_y")?.unwrap_or(0),
                ),
            })
        }
        "drag_mouse" => drag(map, parent, screen),
        "set_cursor" => {
            body::only(map, &["hidden"], parent)?;
            let hidden = body::boolean(map, "hidden", parent)?
                .ok_or_else(|| ApiError::invalid(&join(parent, "hidden"), "is required"))?;
            Ok(Action::SetCursor { hidden })
        }
        _ => {
            body::only(map, &["duration_ms"], parent)?;
            let duration_ms = milliseconds(map, "duration_ms", parent)?
                .ok_or_else(|| ApiError::invalid(&join(parent, "duration_ms"), "is required"))?;
            Ok(Action::Sleep { duration_ms })
        }
    }
}

fn drag(map: &Map<String, Value>, parent: &str, screen: (u32, u32)) -> Result<Action, ApiError> {
    body::only(
        map,
        &[
            "path",
            "button",
            "delay",
            "duration_ms",
            "hold_keys",
            "smooth",
            "step_delay_ms",
            "steps_per_segment",
        ],
        parent,
    )?;
    for key in ["delay", "duration_ms", "step_delay_ms"] {
        milliseconds(map, key, parent)?;
    }
    integer(map, "steps_per_segment", parent, 1, u32::MAX.into())?;
    keys(map, "hold_keys", parent, false)?;
    body::boolean(map, "smooth", parent)?;
    let at = join(parent, "path");
    let points = match map.get("path") {
        None => return Err(ApiError::invalid(&at, "is required")),
        Some(Value::Array(points)) if points.len() >= 2 => points,
        Some(Value::Array(_)) => return Err(ApiError::invalid(&at, "must hold at least 2 points")),
        Some(_) => return Err(ApiError::invalid(&at, "must be an array")),
    };
    let mut path = Vec::with_capacity(points.len());
    for (i, point) in points.iter().enumerate() {
        let here = format!("{at}[{i}]");
        let pair = match point {
            Value::Array(pair) if pair.len() == 2 => pair,
            _ => return Err(ApiError::invalid(&here, "must be an [x, y] pair")),
        };
        let x = on_screen(&pair[0], &format!("{here}[0]"), screen.0)?;
        let y = on_screen(&pair[1], &format!("{here}[1]"), screen.1)?;
        path.push((x, y));
    }
    Ok(Action::Drag {
        path,
        button: choice(map, "button", parent, &DRAG_BUTTONS)?,
    })
}

/// The `region` of a screenshot, if given; it must lie within the screen.
pub fn region(map: &Map<String, Value>, screen: (u32, u32)) -> Result<Option<Region>, ApiError> {
    body::only(map, &["region"], "")?;
    let Some(region) = body::object_at(map, "region", "")? else {
        return Ok(None);
    };
    body::only(region, &["height", "width", "x", "y"], "region")?;
    let side = |key: &str, min: i64, max: u32| -> Result<u32, ApiError> {
        integer(region, key, "region", min, max.into())?
            .map(|n| n as u32)
            .ok_or_else(|| ApiError::invalid(&join("region", key), "is required"))
    };
    let (x, y) = (side("x", 0, screen.0 - 1)?, side("y", 0, screen.1 - 1)?);
    let width = side("width", 1, screen.0 - x)?;
    let height = side("height", 1, screen.1 - y)?;
    Ok(Some(Region {
        x,
        y,
        width,
        height,
    }))
}

/// The required `x` and `y` of `map`, on the screen.
fn point(
    map: &Map<String, Value>,
    parent: &str,
    screen: (u32, u32),
) -> Result<(u32, u32), ApiError> {
    let coordinate = |key: &str, size: u32| {
        let at = join(parent, key);
        map.get(key)
            .ok_or_else(|| ApiError::invalid(&at, "is required"))
            .and_then(|value| on_screen(value, &at, size))
    };
    Ok((coordinate("x", screen.0)?, coordinate("y", screen.1)?))
}

/// `value` as a coordinate along a side of `size` pixels.
fn on_screen(value: &Value, at: &str, size: u32) -> Result<u32, ApiError> {
    match value.as_u64() {
        Some(n) if n < u64::from(size) => Ok(n as u32),
        _ => Err(ApiError::invalid(
            at,
            &format!(
                "must be an integer from 0 to {} (the screen's edge)",
                size - 1
            ),
        )),
    }
}

/// An optional whole number from `min` to `max`.
fn integer(
    map: &Map<String, Value>,
    key: &str,
    parent: &str,
    min: i64,
    max: i64,
) -> Result<Option<i64>, ApiError> {
    match map.get(key) {
        None => Ok(None),
        Some(value) => match value.as_i64() {
            Some(n) if (min..=max).contains(&n) => Ok(Some(n)),
            _ => Err(ApiError::invalid(
                &join(parent, key),
                &format!("must be an integer from {min} to {max}"),
            )),
        },
    }
}

fn milliseconds(
    map: &Map<String, Value>,
    key: &str,
    parent: &str,
) -> Result<Option<u64>, ApiError> {
    body::count(map, key, parent, u32::MAX.into())
}

/// A required string, `""` allowed.
fn text(map: &Map<String, Value>, key: &str, parent: &str) -> Result<String, ApiError> {
    body::string(map, key, parent, 0)?
        .ok_or_else(|| ApiError::invalid(&join(parent, key), "is required"))
}

/// One of `values`, the first when omitted.
fn choice(
    map: &Map<String, Value>,
    key: &str,
    parent: &str,
    values: &[&str],
) -> Result<String, ApiError> {
    match map.get(key) {
        None => Ok(values[0].to_owned()),
        Some(Value::String(s)) if values.contains(&s.as_str()) => Ok(s.clone()),
        Some(_) => Err(ApiError::invalid(
            &join(parent, key),
            &format!("must be one of {}", values.join(", ")),
        )),
    }
}

/// An array of key symbols, each non-empty; `required` ones must hold one.
fn keys(
    map: &Map<String, Value>,
    key: &str,
    parent: &str,
    required: bool,
) -> Result<Option<Vec<String>>, ApiError> {
    let at = join(parent, key);
    let items = match map.get(key) {
        None if required => return Err(ApiError::invalid(&at, "is required")),
        None => return Ok(None),
        Some(Value::Array(items)) if required && items.is_empty() => {
            return Err(ApiError::invalid(&at, "must hold at least 1 key"))
        }
        Some(Value::Array(items)) => items,
        Some(_) => return Err(ApiError::invalid(&at, "must be an array")),
    };
    items
        .iter()
        .enumerate()
        .map(|(i, item)| match item {
            Value::String(s) if !s.is_empty() => Ok(s.clone()),
            _ => Err(ApiError::invalid(
                &format!("{at}[{i}]"),
                "must be a non-empty key name",
            )),
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn read(kind: &str, value: Value) -> Result<Action, String> {
        let map = value.as_object().cloned().unwrap();
        action(kind, &map, "p", (100, 50))
            .map_err(|e| e.body()["message"].as_str().unwrap().to_owned())
    }

    #[test]
    fn points_off_the_screen_and_unknown_buttons_are_named() {
        assert_eq!(
            read("click_mouse", json!({"x": 100, "y": 0})).unwrap_err(),
            "p.x: must be an integer from 0 to 99 (the screen's edge)"
        );
        assert_eq!(
            read("click_mouse", json!({"x": 1, "y": 1, "button": "thumb"})).unwrap_err(),
            "p.button: must be one of left, right, middle, back, forward"
        );
        assert_eq!(
            read("drag_mouse", json!({"path": [[1, 1]]})).unwrap_err(),
            "p.path: must hold at least 2 points"
        );
        assert_eq!(
            read("drag_mouse", json!({"path": [[1, 1], [2]]})).unwrap_err(),
            "p.path[1]: must be an [x, y] pair"
        );
        assert_eq!(
            read("press_key", json!({"keys": []})).unwrap_err(),
            "p.keys: must hold at least 1 key"
        );
        assert_eq!(
            read("scroll", json!({"x": 1, "y": 1, "delta_y": 1.5})).unwrap_err(),
            "p.delta_y: must be an integer from -2147483648 to 2147483647"
        );
    }

    #[test]
    fn a_region_must_lie_within_the_screen() {
        let map = |v: Value| v.as_object().cloned().unwrap();
        let inside = region(
            &map(json!({"region": {"x": 90, "y": 40, "width": 10, "height": 10}})),
            (100, 50),
        );
        assert_eq!(
            inside.unwrap(),
            Some(Region {
                x: 90,
                y: 40,
                width: 10,
                height: 10
            })
        );
        let over = region(
            &map(json!({"region": {"x": 90, "y": 0, "width": 11, "height": 1}})),
            (100, 50),
        );
        assert_eq!(
            over.unwrap_err().body()["message"],
            "region.width: must be an integer from 1 to 10"
        );
    }
}

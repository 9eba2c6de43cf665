//! The bodies of the process routes: what a command runs with, a signal, a
//! terminal size, bytes for standard input.

use std::collections::BTreeMap;

use serde_json::{Map, Value};

use crate::body::{boolean, only, required_string, string};
use crate::error::ApiError;
use crate::world::{Context, SIGNALS};

/// A command to run, as exec and spawn read it.
#[derive(Debug)]
pub struct Command {
    /// The program.
    pub command: String,
    /// Its arguments.
    pub args: Vec<String>,
    /// What it runs with.
    pub context: Context,
    /// Its time limit in milliseconds, if any.
    pub timeout_ms: Option<u64>,
}

const EXEC_FIELDS: &[&str] = &[
    "command",
    "args",
    "as_root",
    "as_user",
    "cwd",
    "env",
    "timeout_sec",
];

const SPAWN_FIELDS: &[&str] = &[
    "command",
    "allocate_tty",
    "args",
    "as_root",
    "as_user",
    "cols",
    "cwd",
    "env",
    "rows",
    "timeout_sec",
];

/// An exec request's command.
pub fn exec(map: &Map<String, Value>) -> Result<Command, ApiError> {
    only(map, EXEC_FIELDS, "")?;
    command(map, None)
}

/// A spawn request's command; with `allocate_tty` it has a terminal of
/// `cols` by `rows` (80 by 24 unless they say).
pub fn spawn(map: &Map<String, Value>) -> Result<Command, ApiError> {
    only(map, SPAWN_FIELDS, "")?;
    let cols = terminal_size(map, "cols")?;
    let rows = terminal_size(map, "rows")?;
    let terminal = boolean(map, "allocate_tty", "")?
        .unwrap_or(false)
        .then(|| (cols.unwrap_or(80), rows.unwrap_or(24)));
    command(map, terminal)
}

fn command(map: &Map<String, Value>, terminal: Option<(u64, u64)>) -> Result<Command, ApiError> {
    let command = required_string(map, "command", "")?;
    let args = match map.get("args") {
        None => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, item)| match item {
                Value::String(s) => Ok(s.clone()),
                _ => Err(ApiError::invalid(&format!("args[{i}]"), "must be a string")),
            })
            .collect::<Result<_, _>>()?,
        Some(_) => return Err(ApiError::invalid("args", "must be an array")),
    };
    let as_root = boolean(map, "as_root", "")?.unwrap_or(false);
    let as_user = nullable_string(map, "as_user")?;
    if as_root && as_user.is_some() {
        return Err(ApiError::invalid("as_user", "is not allowed with as_root"));
    }
    let user = match (as_root, as_user) {
        (true, _) => "root".to_owned(),
        (false, Some(user)) => user,
        (false, None) => "kernel".to_owned(),
    };
    let cwd = match nullable_string(map, "cwd")? {
        None => format!("/home/{user}").replace("/home/root", "/root"),
        Some(cwd) if cwd.starts_with('/') => cwd,
        Some(_) => return Err(ApiError::invalid("cwd", "must be an absolute path")),
    };
    let mut env = BTreeMap::from([
        ("HOME".to_owned(), cwd.clone()),
        ("PATH".to_owned(), "/usr/local/bin:/usr/bin:/bin".to_owned()),
        ("USER".to_owned(), user.clone()),
    ]);
    match map.get("env") {
        None => {}
        Some(Value::Object(vars)) => {
            for (key, value) in vars {
                let Value::String(value) = value else {
                    return Err(ApiError::invalid(&format!("env.{key}"), "must be a string"));
                };
                env.insert(key.clone(), value.clone());
            }
        }
        Some(_) => return Err(ApiError::invalid("env", "must be an object")),
    }
    let timeout_ms = match map.get("timeout_sec") {
        None | Some(Value::Null) => None,
        Some(value) => match value.as_u64() {
            Some(n) if n >= 1 => Some(n * 1000),
            _ => {
                return Err(ApiError::invalid(
                    "timeout_sec",
                    "must be a whole number of seconds, at least 1",
                ))
            }
        },
    };
    Ok(Command {
        command,
        args,
        context: Context {
            cwd,
            env,
            user,
            terminal,
        },
        timeout_ms,
    })
}

/// A string member that may be `null` (none).
fn nullable_string(map: &Map<String, Value>, key: &str) -> Result<Option<String>, ApiError> {
    match map.get(key) {
        Some(Value::Null) => Ok(None),
        _ => string(map, key, "", 1),
    }
}

/// A terminal's columns or rows: a whole number from 1 to 65535.
fn terminal_size(map: &Map<String, Value>, key: &str) -> Result<Option<u64>, ApiError> {
    match map.get(key) {
        None => Ok(None),
        Some(value) => match value.as_u64() {
            Some(n) if (1..=65_535).contains(&n) => Ok(Some(n)),
            _ => Err(ApiError::invalid(
                key,
                "must be a whole number from 1 to 65535",
            )),
        },
    }
}

/// A kill request's signal, as its number.
pub fn signal(map: &Map<String, Value>) -> Result<i64, ApiError> {
    only(map, &["signal"], "")?;
    let name = required_string(map, "signal", "")?;
    SIGNALS
        .iter()
        .find(|(known, _)| *known == name)
        .map(|(_, number)| *number)
        .ok_or_else(|| ApiError::invalid("signal", "must be one of TERM, KILL, INT, HUP"))
}

/// A resize request's (columns, rows).
pub fn resize(map: &Map<String, Value>) -> Result<(u64, u64), ApiError> {
    only(map, &["cols", "rows"], "")?;
    let required =
        |key| terminal_size(map, key)?.ok_or_else(|| ApiError::invalid(key, "is required"));
    Ok((required("cols")?, required("rows")?))
}

/// A stdin request's bytes.
pub fn stdin(map: &Map<String, Value>) -> Result<Vec<u8>, ApiError> {
    only(map, &["data_b64"], "")?;
    let text = string(map, "data_b64", "", 0)?
        .ok_or_else(|| ApiError::invalid("data_b64", "is required"))?;
    crate::base64::decode(&text).ok_or_else(|| ApiError::invalid("data_b64", "must be base64"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn message(error: ApiError) -> String {
        error.body()["message"].as_str().unwrap().to_owned()
    }

    fn map(value: Value) -> Map<String, Value> {
        value.as_object().cloned().unwrap()
    }

    #[test]
    fn a_bad_command_body_names_its_field() {
        for (body, expected) in [
            (json!({}), "command: is required"),
            (
                json!({"command": ""}),
                "command: must be at least 1 characters long",
            ),
            (
                json!({"command": "ls", "args": [1]}),
                "args[0]: must be a string",
            ),
            (
                json!({"command": "ls", "cwd": "tmp"}),
                "cwd: must be an absolute path",
            ),
            (
                json!({"command": "ls", "timeout_sec": 0}),
                "timeout_sec: must be a whole number of seconds, at least 1",
            ),
            (
                json!({"command": "ls", "env": {"A": 1}}),
                "env.A: must be a string",
            ),
            (
                json!({"command": "ls", "rows": 1}),
                "rows: unknown property",
            ),
        ] {
            assert_eq!(message(exec(&map(body)).unwrap_err()), expected);
        }
        let tty = spawn(&map(
            json!({"command": "sh", "allocate_tty": true, "cols": 100}),
        ))
        .unwrap();
        assert_eq!(tty.context.terminal, Some((100, 24)));
    }

    #[test]
    fn signals_sizes_and_bytes_are_checked() {
        assert_eq!(signal(&map(json!({"signal": "TERM"}))).unwrap(), 15);
        assert_eq!(
            message(signal(&map(json!({"signal": "STOP"}))).unwrap_err()),
            "signal: must be one of TERM, KILL, INT, HUP"
        );
        assert_eq!(
            message(resize(&map(json!({"cols": 0, "rows": 2}))).unwrap_err()),
            "cols: must be a whole number from 1 to 65535"
        );
        assert_eq!(stdin(&map(json!({"data_b64": "aGkK"}))).unwrap(), b"hi\n");
        assert_eq!(
            message(stdin(&map(json!({"data_b64": "a"}))).unwrap_err()),
            "data_b64: must be base64"
        );
    }
}

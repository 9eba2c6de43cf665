//! `POST /browsers/{id}/playwright/execute`. The simulator runs no
//! Playwright. It runs code made only of `console.log(…)`,
//! `console.error(…)` and `return …` statements whose values are literals
//! (JSON, or a string in single quotes): their text goes to stdout and
//! stderr, the returned value to `result`. Any other code is answered
//! `success: false`, its `error` saying the simulator cannot run it.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{json, Value};

use super::process::running;
use crate::body::{self, only, required_string};
use crate::error::ApiError;
use crate::extract::{ApiKey, Scoped};
use crate::state::AppState;

/// The Playwright route.
pub fn router() -> Router<AppState> {
    Router::new().route("/browsers/{id}/playwright/execute", post(execute))
}

/// What running a piece of code gave.
#[derive(Debug, Default, PartialEq)]
struct Ran {
    stdout: String,
    stderr: String,
    result: Option<Value>,
}

/// A literal's value: JSON, or a string in single quotes.
fn literal(text: &str) -> Option<Value> {
    let text = text.trim();
    if let Some(inner) = text.strip_prefix('\'').and_then(|t| t.strip_suffix('\'')) {
        return (!inner.contains('\'')).then(|| Value::String(inner.to_owned()));
    }
    serde_json::from_str(text).ok()
}

/// A value as `console.log` prints it: a string as it is, anything else
/// as JSON.
fn printed(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

/// The statements of `code`: split at newlines and at semicolons outside
/// quotes.
fn statements(code: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut start, mut quote) = (0, None);
    for (at, c) in code.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '\n' | ';') => {
                out.push(code[start..at].trim());
                start = at + 1;
            }
            (None, _) => {}
        }
    }
    out.push(code[start..].trim());
    out
}

/// Runs `code` if it is made only of statements the simulator runs.
fn run(code: &str) -> Result<Ran, String> {
    let mut ran = Ran::default();
    for statement in statements(code) {
        if statement.is_empty() || statement.starts_with("//") {
            continue;
        }
        let call = |name: &str| {
            statement
                .strip_prefix(name)
                .and_then(|rest| rest.strip_prefix('('))
                .and_then(|rest| rest.strip_suffix(')'))
                .and_then(literal)
        };
        if let Some(value) = call("console.log") {
            ran.stdout.push_str(&format!("{}\n", printed(&value)));
        } else if let Some(value) = call("console.error") {
            ran.stderr.push_str(&format!("{}\n", printed(&value)));
        } else if let Some(value) = statement.strip_prefix("return ").and_then(literal) {
            ran.result = Some(value);
            return Ok(ran);
        } else {
            return Err(format!(
                "the simulator runs no Playwright: it runs only console.log, console.error \
                 and return of literal values, not `{statement}`"
            ));
        }
    }
    Ok(ran)
}

async fn execute(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Scoped { project, .. }: Scoped<ApiKey>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let map = body::object(&bytes)?;
    only(&map, &["code", "timeout_sec"], "")?;
    let code = required_string(&map, "code", "")?;
    if let Some(timeout) = map.get("timeout_sec") {
        if timeout.as_u64().is_none_or(|n| n < 1) {
            return Err(ApiError::invalid(
                "timeout_sec",
                "must be a whole number of seconds, at least 1",
            ));
        }
    }
    running(&state.world(), &project, &id)?;
    let answer = match run(&code) {
        Ok(ran) => {
            let mut answer = json!({"success": true, "stdout": ran.stdout, "stderr": ran.stderr});
            if let Some(result) = ran.result {
                answer["result"] = result;
            }
            answer
        }
        Err(error) => json!({"success": false, "error": error, "stdout": "", "stderr": ""}),
    };
    Ok(Json(answer).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_returns_and_console_output_run() {
        let ran =
            run("console.log('hi');\nconsole.error({\"a\": 1})\nreturn [1, \"two\"];").unwrap();
        assert_eq!(ran.stdout, "hi\n");
        assert_eq!(ran.stderr, "{\"a\":1}\n");
        assert_eq!(ran.result, Some(json!([1, "two"])));
        assert_eq!(run("// nothing").unwrap(), Ran::default());
        let quoted = run("console.log('a;b'); return \"c;d\"").unwrap();
        assert_eq!(
            (quoted.stdout.as_str(), quoted.result),
            ("a;b\n", Some(json!("c;d")))
        );
    }

    #[test]
    fn anything_else_is_refused_naming_the_statement() {
        let error = run("await page.goto('https://example.com')").unwrap_err();
        assert!(
            error.contains("`await page.goto('https://example.com')`"),
            "{error}"
        );
        assert!(run("return 1 + 1").is_err(), "no arithmetic");
    }
}

//! The query of the browser log stream and its rules.

use super::error::Error;
use crate::protocol::setters::setters;

/// Which log of a browser session to stream.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LogSource {
    /// A log file, by its path in the browser VM (`source=path&path=...`).
    Path(String),
    /// A supervised process's output, by process name
    /// (`source=supervisor&supervisor_process=...`).
    Supervisor(String),
}

/// Query of `GET /browsers/{id}/logs/stream`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct LogStreamQuery {
    /// The log to stream.
    pub source: LogSource,
    /// Keep streaming new lines as they are written.
    pub follow: Option<bool>,
}

impl LogStreamQuery {
    /// A query of the log `source`, read to its current end (set
    /// [`follow`](Self::follow) to keep streaming new lines).
    pub fn new(source: LogSource) -> Self {
        Self {
            source,
            follow: None,
        }
    }

    /// Checks the rules: the path or process name is not empty.
    pub fn validate(&self) -> Result<(), Error> {
        match &self.source {
            LogSource::Path(path) if path.is_empty() => {
                Err(Error::invalid_input("path", "must not be empty"))
            }
            LogSource::Supervisor(name) if name.is_empty() => Err(Error::invalid_input(
                "supervisor_process",
                "must not be empty",
            )),
            _ => Ok(()),
        }
    }

    /// The query string pairs: `source`, then `path` or
    /// `supervisor_process`, then `follow` when set.
    pub fn to_pairs(&self) -> Vec<(&'static str, String)> {
        let mut pairs = Vec::with_capacity(3);
        match &self.source {
            LogSource::Path(path) => {
                pairs.push(("source", "path".to_owned()));
                pairs.push(("path", path.clone()));
            }
            LogSource::Supervisor(name) => {
                pairs.push(("source", "supervisor".to_owned()));
                pairs.push(("supervisor_process", name.clone()));
            }
        }
        if let Some(follow) = self.follow {
            pairs.push(("follow", if follow { "true" } else { "false" }.to_owned()));
        }
        pairs
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::json::{parse, Value};

    fn json(text: &str) -> Value<'_> {
        parse(text.as_bytes()).unwrap_or_else(|e| panic!("{e}"))
    }

    fn refused<T: std::fmt::Debug>(result: Result<T, Error>) -> (String, String) {
        match result {
            Ok(value) => panic!("accepted {value:?}"),
            Err(error) => {
                assert_eq!(error.code(), "invalid_input");
                let path = error.path().unwrap_or_default().to_owned();
                (path, error.message().to_owned())
            }
        }
    }

    #[test]
    fn unknown_keys_are_refused_by_name() {
        let text = r#"{"source":"path","path":"/a","tail":1}"#;
        let (path, message) = refused(LogStreamQuery::from_json(&json(text)));
        assert_eq!(path, "tail");
        assert!(message.contains("unknown property"), "{message}");
    }

    #[test]
    fn log_stream_by_path_or_process() {
        let query = LogStreamQuery::from_json(&json(
            r#"{"source":"path","path":"/var/log/x.log","follow":true}"#,
        ));
        let query = query.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(query.source, LogSource::Path("/var/log/x.log".to_owned()));
        assert_eq!(
            query.to_pairs(),
            [
                ("source", "path".to_owned()),
                ("path", "/var/log/x.log".to_owned()),
                ("follow", "true".to_owned())
            ]
        );
        let query = LogStreamQuery::from_json(&json(
            r#"{"source":"supervisor","supervisor_process":"chrome"}"#,
        ));
        let query = query.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            query.to_pairs(),
            [
                ("source", "supervisor".to_owned()),
                ("supervisor_process", "chrome".to_owned())
            ]
        );
    }

    #[test]
    fn log_stream_rules_name_the_offending_key() {
        let cases = [
            ("{}", "source"),
            ("null", "source"),
            (r#"{"source":"file"}"#, "source"),
            (r#"{"source":5}"#, "source"),
            (r#"{"source":"path"}"#, "path"),
            (r#"{"source":"path","path":""}"#, "path"),
            (
                r#"{"source":"path","path":"/a","supervisor_process":"c"}"#,
                "supervisor_process",
            ),
            (r#"{"source":"supervisor"}"#, "supervisor_process"),
            (
                r#"{"source":"supervisor","supervisor_process":""}"#,
                "supervisor_process",
            ),
            (
                r#"{"source":"supervisor","supervisor_process":"c","path":"/a"}"#,
                "path",
            ),
            (r#"{"source":"path","path":"/a","follow":"yes"}"#, "follow"),
        ];
        for (text, key) in cases {
            let (path, message) = refused(LogStreamQuery::from_json(&json(text)));
            assert_eq!(path, key, "{text}: {message}");
        }
    }

    #[test]
    fn log_stream_validate_refuses_empty_names() {
        let query = LogStreamQuery {
            source: LogSource::Supervisor(String::new()),
            follow: None,
        };
        assert_eq!(refused(query.validate()).0, "supervisor_process");
    }
}

setters!(LogStreamQuery { follow: bool });

//! Building the query of a browser's log stream: a file or a process.

use super::{LogFileStreamQuery, LogProcessStreamQuery, LogStreamQuery};

impl LogStreamQuery {
    /// The log file at `path` in the browser VM, read to its current end
    /// (set [`follow`](Self::follow) to keep streaming new lines).
    pub fn file(path: impl Into<String>) -> Self {
        Self::Path(LogFileStreamQuery::new(path))
    }

    /// The output of the supervised process `name`, read to its current end.
    pub fn process(name: impl Into<String>) -> Self {
        Self::Supervisor(LogProcessStreamQuery::new(name))
    }

    /// The same query, keeping the stream open for new lines when `follow`.
    #[must_use]
    pub fn follow(self, follow: bool) -> Self {
        match self {
            Self::Path(query) => Self::Path(query.follow(follow)),
            Self::Supervisor(query) => Self::Supervisor(query.follow(follow)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_reads_a_file_or_a_process() {
        let text = |query: &LogStreamQuery| serde_json::to_string(query).expect("encodes");
        assert_eq!(
            text(&LogStreamQuery::file("/var/log/app.log").follow(true)),
            r#"{"source":"path","path":"/var/log/app.log","follow":true}"#
        );
        assert_eq!(
            text(&LogStreamQuery::process("chromium")),
            r#"{"source":"supervisor","supervisor_process":"chromium"}"#
        );
    }
}

//! The watches of a session's directories: each keeps every change it
//! saw, numbered from 1 in order, so that its event stream resumes after
//! any of them.

use serde_json::{json, Value};

use super::fs::{base_name, parent, within};
use crate::error::ApiError;
use crate::ids;

/// What happened at a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChangeKind {
    /// It came into being.
    Create,
    /// A file's contents were written.
    Write,
    /// It was deleted.
    Delete,
    /// It was moved away.
    Rename,
}

/// One change a watch saw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Change {
    /// What happened.
    pub kind: ChangeKind,
    /// Where.
    pub path: String,
    /// Whether it is a directory.
    pub is_dir: bool,
}

impl Change {
    /// The event's data, as the stream sends it.
    pub fn to_json(&self) -> Value {
        let kind = match self.kind {
            ChangeKind::Create => "CREATE",
            ChangeKind::Write => "WRITE",
            ChangeKind::Delete => "DELETE",
            ChangeKind::Rename => "RENAME",
        };
        json!({
            "path": self.path,
            "type": kind,
            "is_dir": self.is_dir,
            "name": base_name(&self.path),
        })
    }
}

/// A watch of one directory.
#[derive(Debug)]
pub struct Watch {
    /// Its id.
    pub id: String,
    /// The directory watched.
    pub path: String,
    /// Whether changes anywhere below it count, not only its entries'.
    pub recursive: bool,
    /// Every change seen, in order: a change's index plus one is its
    /// event id.
    pub changes: Vec<Change>,
    /// Whether it was stopped: it sees nothing more and its streams end.
    pub stopped: bool,
}

impl Watch {
    /// Whether a change at `path` is one this watch sees.
    fn sees(&self, path: &str) -> bool {
        if self.stopped || path == self.path {
            return false;
        }
        if self.recursive {
            within(path, &self.path)
        } else {
            parent(path) == self.path
        }
    }
}

/// A session's watches.
#[derive(Debug, Default)]
pub struct Watches {
    all: Vec<Watch>,
}

impl Watches {
    /// Starts watching directory `path`; answers the watch's id.
    pub fn start(&mut self, path: String, recursive: bool) -> String {
        let id = ids::token("watch_", 16);
        self.all.push(Watch {
            id: id.clone(),
            path,
            recursive,
            changes: Vec::new(),
            stopped: false,
        });
        id
    }

    /// The watch `id`, stopped or not.
    pub fn get(&self, id: &str) -> Result<&Watch, ApiError> {
        self.all
            .iter()
            .find(|w| w.id == id)
            .ok_or_else(|| ApiError::not_found("not_found", format!("watch {id} not found")))
    }

    /// Stops the watch `id`; one stopped already is not found.
    pub fn stop(&mut self, id: &str) -> Result<(), ApiError> {
        let watch = self
            .all
            .iter_mut()
            .find(|w| w.id == id && !w.stopped)
            .ok_or_else(|| ApiError::not_found("not_found", format!("watch {id} not found")))?;
        watch.stopped = true;
        Ok(())
    }

    /// Stops every watch (the session stopped).
    pub fn stop_all(&mut self) {
        self.all.iter_mut().for_each(|w| w.stopped = true);
    }

    /// Tells every watch that sees `path` of a change there.
    pub fn tell(&mut self, kind: ChangeKind, path: &str, is_dir: bool) {
        for watch in self.all.iter_mut().filter(|w| w.sees(path)) {
            watch.changes.push(Change {
                kind,
                path: path.to_owned(),
                is_dir,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(watches: &Watches, id: &str) -> Vec<String> {
        let changes = &watches.get(id).unwrap().changes;
        changes.iter().map(|c| c.path.clone()).collect()
    }

    #[test]
    fn a_watch_sees_its_entries_or_with_recursive_everything_below() {
        let mut watches = Watches::default();
        let flat = watches.start("/a".into(), false);
        let deep = watches.start("/a".into(), true);
        watches.tell(ChangeKind::Create, "/a/x", false);
        watches.tell(ChangeKind::Create, "/a/b/y", false);
        watches.tell(ChangeKind::Create, "/ab", false);
        watches.tell(ChangeKind::Delete, "/a", true);

        assert_eq!(paths(&watches, &flat), ["/a/x"]);
        assert_eq!(paths(&watches, &deep), ["/a/x", "/a/b/y"]);
        watches.stop(&flat).unwrap();
        assert!(watches.stop(&flat).is_err(), "stopped already");
        watches.tell(ChangeKind::Write, "/a/x", false);
        assert_eq!(
            paths(&watches, &flat).len(),
            1,
            "a stopped watch sees nothing"
        );
        assert_eq!(
            watches.get(&deep).unwrap().changes[2].to_json(),
            json!({"path": "/a/x", "type": "WRITE", "is_dir": false, "name": "x"})
        );
    }
}

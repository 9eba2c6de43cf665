//! A browser session's file system, kept in memory: files and directories
//! by absolute path, each with its mode and modification time. Every
//! change is told to the session's watches (`fs_watch.rs`).

use std::collections::BTreeMap;

use serde_json::{json, Value};

use super::fs_watch::{ChangeKind, Watches};
use crate::clock::Millis;
use crate::error::ApiError;
use crate::timefmt::rfc3339;
use crate::zip::Entry;

/// The mode of a file written without one.
pub const FILE_MODE: u32 = 0o644;
/// The mode of a directory made without one.
pub const DIR_MODE: u32 = 0o755;

/// What a path holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contents {
    /// A file's bytes.
    File(Vec<u8>),
    /// A directory (its entries are the paths below it).
    Dir,
}

/// One file or directory.
#[derive(Clone, Debug)]
pub struct Node {
    /// What it holds.
    pub contents: Contents,
    /// Its permission bits (`0o644`).
    pub mode: u32,
    /// When it was last modified.
    pub mod_time: Millis,
}

impl Node {
    fn is_dir(&self) -> bool {
        self.contents == Contents::Dir
    }
}

/// A session's file system and the watches of its directories.
#[derive(Default)]
pub struct FileSystem {
    /// Every file and directory but the root, by absolute path.
    nodes: BTreeMap<String, Node>,
    /// The watches of its directories.
    pub watches: Watches,
}

/// The absolute path `path` names, cleaned (`//`, `.` and `..` resolved,
/// no trailing slash), or a refusal naming `field`.
pub fn clean(path: &str, field: &str) -> Result<String, ApiError> {
    if path.is_empty() {
        return Err(ApiError::invalid(field, "is required"));
    }
    if !path.starts_with('/') {
        return Err(ApiError::invalid(field, "must be an absolute path"));
    }
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            part => parts.push(part),
        }
    }
    Ok(format!("/{}", parts.join("/")))
}

/// The directory `path` is in (`/` for the root's entries).
pub fn parent(path: &str) -> &str {
    match path.rfind('/') {
        Some(0) | None => "/",
        Some(at) => &path[..at],
    }
}

/// The last part of `path` (`/` for the root).
pub fn base_name(path: &str) -> &str {
    match path.rfind('/') {
        Some(at) if path.len() > 1 => &path[at + 1..],
        _ => "/",
    }
}

/// Whether `path` is `dir` or below it.
pub fn within(path: &str, dir: &str) -> bool {
    dir == "/" || path == dir || path.strip_prefix(dir).is_some_and(|r| r.starts_with('/'))
}

/// A mode given as an octal string (`644`, `0755`).
pub fn mode(text: &str, field: &str) -> Result<u32, ApiError> {
    let valid = (1..=4).contains(&text.len()) && text.bytes().all(|b| (b'0'..=b'7').contains(&b));
    match valid.then(|| u32::from_str_radix(text, 8)) {
        Some(Ok(mode)) => Ok(mode),
        _ => Err(ApiError::invalid(
            field,
            "must be an octal mode of one to four digits (644)",
        )),
    }
}

/// `ls -l`'s text of a mode: `drwxr-xr-x`, `-rw-r--r--`.
fn mode_text(is_dir: bool, mode: u32) -> String {
    let mut text = String::from(if is_dir { "d" } else { "-" });
    for shift in [6, 3, 0] {
        let bits = mode >> shift;
        text.push(if bits & 4 != 0 { 'r' } else { '-' });
        text.push(if bits & 2 != 0 { 'w' } else { '-' });
        text.push(if bits & 1 != 0 { 'x' } else { '-' });
    }
    text
}

fn not_found(path: &str) -> ApiError {
    ApiError::not_found("not_found", format!("{path} not found"))
}

impl FileSystem {
    /// The node at `path` (the root is a directory of its own).
    fn node(&self, path: &str) -> Option<Node> {
        if path == "/" {
            return Some(Node {
                contents: Contents::Dir,
                mode: DIR_MODE,
                mod_time: 0,
            });
        }
        self.nodes.get(path).cloned()
    }

    /// The directory at `path`, or the error naming `field` when it is
    /// missing (404) or a file (400).
    pub fn require_dir(&self, path: &str, field: &str) -> Result<(), ApiError> {
        match self.node(path) {
            None => Err(not_found(path)),
            Some(node) if !node.is_dir() => Err(ApiError::invalid(field, "is not a directory")),
            Some(_) => Ok(()),
        }
    }

    /// Every file's bytes by its path: what the simulated commands of a
    /// process read (world/process_commands.rs).
    pub fn files(&self) -> BTreeMap<String, Vec<u8>> {
        self.nodes
            .iter()
            .filter_map(|(path, node)| match &node.contents {
                Contents::File(bytes) => Some((path.clone(), bytes.clone())),
                Contents::Dir => None,
            })
            .collect()
    }

    /// The bytes of the file at `path`.
    pub fn read(&self, path: &str) -> Result<Vec<u8>, ApiError> {
        match self.node(path).map(|n| n.contents) {
            None => Err(not_found(path)),
            Some(Contents::Dir) => Err(ApiError::invalid("path", "is a directory")),
            Some(Contents::File(bytes)) => Ok(bytes),
        }
    }

    /// Makes the directory `path` and any parent it lacks; one already
    /// there is kept. A file in the way is a conflict.
    pub fn make_dirs(&mut self, path: &str, mode: u32, now: Millis) -> Result<(), ApiError> {
        let mut at = String::new();
        for part in path.split('/').filter(|p| !p.is_empty()) {
            at.push('/');
            at.push_str(part);
            match self.nodes.get(&at) {
                Some(node) if node.is_dir() => {}
                Some(_) => {
                    return Err(ApiError::conflict(
                        "conflict",
                        format!("{at} is a file, not a directory"),
                    ))
                }
                None => {
                    self.insert(at.clone(), Contents::Dir, mode, now);
                    self.watches.tell(ChangeKind::Create, &at, true);
                }
            }
        }
        Ok(())
    }

    fn insert(&mut self, path: String, contents: Contents, mode: u32, now: Millis) {
        let node = Node {
            contents,
            mode,
            mod_time: now,
        };
        self.nodes.insert(path, node);
    }

    /// Writes `bytes` as the whole of the file at `path`, making it (and its
    /// parents) if missing; `mode`, when given, becomes its mode.
    pub fn write(
        &mut self,
        path: &str,
        bytes: Vec<u8>,
        mode: Option<u32>,
        now: Millis,
    ) -> Result<(), ApiError> {
        match self.nodes.get_mut(path) {
            _ if path == "/" => Err(ApiError::conflict("conflict", "/ is a directory")),
            Some(node) if node.is_dir() => Err(ApiError::conflict(
                "conflict",
                format!("{path} is a directory"),
            )),
            Some(node) => {
                node.contents = Contents::File(bytes);
                node.mode = mode.unwrap_or(node.mode);
                node.mod_time = now;
                self.watches.tell(ChangeKind::Write, path, false);
                Ok(())
            }
            None => {
                self.make_dirs(parent(path), DIR_MODE, now)?;
                let mode = mode.unwrap_or(FILE_MODE);
                self.insert(path.to_owned(), Contents::File(bytes), mode, now);
                self.watches.tell(ChangeKind::Create, path, false);
                Ok(())
            }
        }
    }

    /// Deletes the file at `path` (a directory is refused).
    pub fn delete_file(&mut self, path: &str) -> Result<(), ApiError> {
        if self.node(path).ok_or_else(|| not_found(path))?.is_dir() {
            return Err(ApiError::invalid(
                "path",
                "is a directory (deleteDirectory deletes one)",
            ));
        }
        self.nodes.remove(path);
        self.watches.tell(ChangeKind::Delete, path, false);
        Ok(())
    }

    /// Deletes the directory at `path` and everything below it (a file,
    /// and the root, are refused).
    pub fn delete_dir(&mut self, path: &str) -> Result<(), ApiError> {
        if path == "/" {
            return Err(ApiError::invalid("path", "the root cannot be deleted"));
        }
        self.require_dir(path, "path")?;
        // Deepest first, as a recursive delete removes them.
        let doomed: Vec<(String, bool)> = self
            .nodes
            .iter()
            .filter(|(at, _)| within(at, path))
            .map(|(at, node)| (at.clone(), node.is_dir()))
            .rev()
            .collect();
        for (at, is_dir) in doomed {
            self.nodes.remove(&at);
            self.watches.tell(ChangeKind::Delete, &at, is_dir);
        }
        Ok(())
    }

    /// Moves what is at `src` (and everything below it) to `dest`, making
    /// `dest`'s parents; something at `dest` already is a conflict.
    pub fn rename(&mut self, src: &str, dest: &str, now: Millis) -> Result<(), ApiError> {
        if src == "/" {
            return Err(ApiError::invalid("src_path", "the root cannot be moved"));
        }
        let is_dir = self.node(src).ok_or_else(|| not_found(src))?.is_dir();
        if self.node(dest).is_some() {
            return Err(ApiError::conflict(
                "conflict",
                format!("{dest} already exists"),
            ));
        }
        if within(dest, src) {
            return Err(ApiError::invalid("dest_path", "is inside src_path"));
        }
        self.make_dirs(parent(dest), DIR_MODE, now)?;
        let moved: Vec<String> = self
            .nodes
            .keys()
            .filter(|at| within(at, src))
            .cloned()
            .collect();
        for at in moved {
            if let Some(node) = self.nodes.remove(&at) {
                self.nodes
                    .insert(format!("{dest}{}", &at[src.len()..]), node);
            }
        }
        self.watches.tell(ChangeKind::Rename, src, is_dir);
        self.watches.tell(ChangeKind::Create, dest, is_dir);
        Ok(())
    }

    /// Sets the mode of `path` (the simulated session has one user: an
    /// owner or group given is accepted and not kept).
    pub fn set_mode(&mut self, path: &str, mode: u32) -> Result<(), ApiError> {
        if path == "/" {
            return Err(ApiError::invalid("path", "the root's mode is fixed"));
        }
        let node = self.nodes.get_mut(path).ok_or_else(|| not_found(path))?;
        node.mode = mode;
        Ok(())
    }

    /// The description of `path`, as `fileInfo` answers it.
    pub fn info(&self, path: &str) -> Result<Value, ApiError> {
        let node = self.node(path).ok_or_else(|| not_found(path))?;
        Ok(describe(path, &node))
    }

    /// The descriptions of the entries of directory `path`, by name.
    pub fn list(&self, path: &str) -> Result<Vec<Value>, ApiError> {
        self.require_dir(path, "path")?;
        Ok(self
            .nodes
            .iter()
            .filter(|(at, _)| at.as_str() != path && parent(at) == path)
            .map(|(at, node)| describe(at, node))
            .collect())
    }

    /// Everything below directory `path`, each by its path from within it
    /// (a directory's ending in `/`), with a file's bytes: what its zip
    /// archive holds.
    pub fn tree(&self, path: &str) -> Result<Vec<Entry>, ApiError> {
        self.require_dir(path, "path")?;
        let skip = if path == "/" { 1 } else { path.len() + 1 };
        Ok(self
            .nodes
            .iter()
            .filter(|(at, _)| at.as_str() != path && within(at, path))
            .map(|(at, node)| match &node.contents {
                Contents::Dir => (format!("{}/", &at[skip..]), None),
                Contents::File(bytes) => (at[skip..].to_owned(), Some(bytes.clone())),
            })
            .collect())
    }
}

/// A node's description: `FsFileInfo`.
fn describe(path: &str, node: &Node) -> Value {
    let size = match &node.contents {
        Contents::File(bytes) => bytes.len(),
        Contents::Dir => 0,
    };
    json!({
        "is_dir": node.is_dir(),
        "mod_time": rfc3339(node.mod_time),
        "mode": mode_text(node.is_dir(), node.mode),
        "name": base_name(path),
        "path": path,
        "size_bytes": size,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_cleaned_and_must_be_absolute() {
        assert_eq!(clean("/a//b/./c/", "p").unwrap(), "/a/b/c");
        assert_eq!(clean("/a/../../b", "p").unwrap(), "/b");
        assert_eq!(clean("/", "p").unwrap(), "/");
        assert!(clean("a/b", "p").is_err());
        assert!(clean("", "p").is_err());
        assert_eq!((parent("/a/b"), parent("/a")), ("/a", "/"));
        assert_eq!((base_name("/a/b"), base_name("/")), ("b", "/"));
        assert!(within("/a/b", "/a") && !within("/ab", "/a") && within("/x", "/"));
    }

    #[test]
    fn modes_are_octal_and_shown_as_ls_shows_them() {
        assert_eq!(mode("644", "m").unwrap(), 0o644);
        assert_eq!(mode("0755", "m").unwrap(), 0o755);
        for bad in ["", "8", "rwx", "12345", "-1"] {
            assert!(mode(bad, "m").is_err(), "{bad}");
        }
        assert_eq!(mode_text(true, 0o755), "drwxr-xr-x");
        assert_eq!(mode_text(false, 0o640), "-rw-r-----");
    }

    #[test]
    fn writing_makes_parents_and_a_move_carries_the_subtree() {
        let mut fs = FileSystem::default();
        fs.write("/a/b/c.txt", b"hi".to_vec(), None, 5).unwrap();
        assert!(fs.require_dir("/a/b", "p").is_ok());
        assert_eq!(fs.list("/a").unwrap()[0]["name"], "b");
        fs.rename("/a", "/z/y", 6).unwrap();
        assert_eq!(fs.read("/z/y/b/c.txt").unwrap(), b"hi");
        assert!(fs.node("/a").is_none());
        assert_eq!(fs.rename("/z", "/z/y/q", 7).unwrap_err().status(), 400);
        fs.write("/f", Vec::new(), None, 8).unwrap();
        assert_eq!(fs.rename("/f", "/z", 9).unwrap_err().status(), 409);
        assert_eq!(
            fs.write("/z", Vec::new(), None, 9).unwrap_err().status(),
            409
        );
        assert_eq!(fs.make_dirs("/f/g", DIR_MODE, 9).unwrap_err().status(), 409);
    }

    #[test]
    fn deletes_keep_files_and_directories_apart() {
        let mut fs = FileSystem::default();
        fs.write("/d/e/f", b"x".to_vec(), None, 1).unwrap();
        assert_eq!(fs.delete_file("/d").unwrap_err().status(), 400);
        assert_eq!(fs.delete_dir("/d/e/f").unwrap_err().status(), 400);
        assert_eq!(fs.delete_file("/nope").unwrap_err().status(), 404);
        fs.delete_dir("/d").unwrap();
        assert!(fs.tree("/").unwrap().is_empty());
    }
}

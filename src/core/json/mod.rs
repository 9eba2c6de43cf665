//! json (filled in by its own change).

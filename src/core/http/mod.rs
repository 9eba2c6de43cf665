//! http (filled in by its own change).

//! validate (filled in by its own change).

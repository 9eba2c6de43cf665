use core::fmt;

/// Why a byte sequence is not valid JSON, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// Byte offset in the input where the problem was found.
    pub offset: usize,
    /// What is wrong, in a few words.
    pub reason: &'static str,
}

impl JsonError {
    pub(crate) const fn new(offset: usize, reason: &'static str) -> Self {
        JsonError { offset, reason }
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid JSON at byte {}: {}", self.offset, self.reason)
    }
}

impl std::error::Error for JsonError {}

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

impl JsonError {
    /// `invalid JSON at byte {offset}: {reason}`, the `Display` text, built
    /// without the formatting machinery.
    pub(crate) fn message(&self) -> String {
        let mut text = String::from("invalid JSON at byte ");
        super::write_u64(&mut text, self.offset as u64);
        text + ": " + self.reason
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for JsonError {}

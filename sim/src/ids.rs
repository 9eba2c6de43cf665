//! Identifiers and secrets: random, unguessable, with a readable prefix.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};

/// A fresh random 64-bit value from the process's random hasher keys.
pub fn random_u64() -> u64 {
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_u64(0x9e37_79b9_7f4a_7c15);
    hasher.finish()
}

/// `prefix` followed by `n` lower-case base-36 characters.
pub fn token(prefix: &str, n: usize) -> String {
    const ALPHABET: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut out = String::with_capacity(prefix.len() + n);
    out.push_str(prefix);
    let mut bits = random_u64();
    for i in 0..n {
        if i % 12 == 0 {
            bits = random_u64();
        }
        out.push(char::from(ALPHABET[(bits % 36) as usize]));
        bits /= 36;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_have_prefix_length_and_differ() {
        let a = token("conn_", 20);
        let b = token("conn_", 20);
        assert!(a.starts_with("conn_"));
        assert_eq!(a.len(), 25);
        assert_ne!(a, b);
    }
}

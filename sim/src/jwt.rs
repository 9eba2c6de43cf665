//! Handoff JWTs: opaque to the simulator (it looks them up), but shaped
//! like real JWTs so clients treat them as such.

use serde_json::json;

use crate::clock::Millis;
use crate::ids;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Unpadded base64url.
pub fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk.first().copied().unwrap_or(0),
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

/// A JWT for `connection_id` expiring at `expires_at` (ms).
pub fn mint(connection_id: &str, expires_at: Millis) -> String {
    let header = json!({"alg": "HS256", "typ": "JWT"}).to_string();
    let claims =
        json!({"sub": connection_id, "scope": "auth_connection", "exp": expires_at / 1000})
            .to_string();
    let signature = ids::token("", 43);
    format!(
        "{}.{}.{}",
        base64url(header.as_bytes()),
        base64url(claims.as_bytes()),
        base64url(signature.as_bytes())
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_matches_known_vectors() {
        assert_eq!(base64url(b""), "");
        assert_eq!(base64url(b"f"), "Zg");
        assert_eq!(base64url(b"fo"), "Zm8");
        assert_eq!(base64url(b"foo"), "Zm9v");
        assert_eq!(base64url(&[0xfb, 0xff]), "-_8");
    }

    #[test]
    fn minted_tokens_have_three_parts_and_differ() {
        let a = mint("conn_1", 1_000_000);
        assert_eq!(a.split('.').count(), 3);
        assert!(a.starts_with("eyJ"));
        assert_ne!(a, mint("conn_1", 1_000_000));
    }
}

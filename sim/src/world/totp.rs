//! RFC 6238 time-based one-time codes: HMAC-SHA1 over 30 s steps, six
//! digits, from a base32 secret.

use crate::clock::Millis;

/// Seconds each code lasts.
pub const STEP_SECONDS: u64 = 30;

/// The bytes of a base32 secret (RFC 4648 alphabet; case, spaces, dashes
/// and padding ignored), or None when it holds another character.
pub fn decode_base32(text: &str) -> Option<Vec<u8>> {
    let mut bits: u64 = 0;
    let mut held = 0;
    let mut out = Vec::new();
    for c in text.chars().filter(|c| !matches!(c, ' ' | '-' | '=')) {
        let value = match c.to_ascii_uppercase() {
            c @ 'A'..='Z' => c as u64 - 'A' as u64,
            c @ '2'..='7' => c as u64 - '2' as u64 + 26,
            _ => return None,
        };
        bits = (bits << 5) | value;
        held += 5;
        if held >= 8 {
            held -= 8;
            out.push((bits >> held) as u8);
            bits &= (1 << held) - 1;
        }
    }
    Some(out)
}

fn hmac_sha1(key: &[u8], message: &[u8]) -> [u8; 20] {
    let mut block = [0u8; 64];
    if key.len() > 64 {
        block[..20].copy_from_slice(&sha1_smol::Sha1::from(key).digest().bytes());
    } else {
        block[..key.len()].copy_from_slice(key);
    }
    let pad = |byte: u8| block.map(|b| b ^ byte);
    let mut inner = sha1_smol::Sha1::new();
    inner.update(&pad(0x36));
    inner.update(message);
    let mut outer = sha1_smol::Sha1::new();
    outer.update(&pad(0x5c));
    outer.update(&inner.digest().bytes());
    outer.digest().bytes()
}

/// The code of `secret` at Unix time `seconds`, with `digits` digits.
pub fn code_at(secret: &[u8], seconds: u64, digits: u32) -> String {
    let mac = hmac_sha1(secret, &(seconds / STEP_SECONDS).to_be_bytes());
    let offset = (mac[19] & 0x0f) as usize;
    let binary = u32::from_be_bytes([
        mac[offset],
        mac[offset + 1],
        mac[offset + 2],
        mac[offset + 3],
    ]) & 0x7fff_ffff;
    format!(
        "{:0width$}",
        binary % 10u32.pow(digits),
        width = digits as usize
    )
}

/// The six-digit code at `now`, and when it expires.
pub fn current(secret: &[u8], now: Millis) -> (String, Millis) {
    let seconds = now / 1000;
    let expires = (seconds / STEP_SECONDS + 1) * STEP_SECONDS * 1000;
    (code_at(secret, seconds, 6), expires)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 Appendix B, the SHA1 column.
    #[test]
    fn the_rfc_test_vectors() {
        let secret = b"12345678901234567890";
        for (time, code) in [
            (59, "94287082"),
            (1_111_111_109, "07081804"),
            (1_111_111_111, "14050471"),
            (1_234_567_890, "89005924"),
            (2_000_000_000, "69279037"),
            (20_000_000_000, "65353130"),
        ] {
            assert_eq!(code_at(secret, time, 8), code, "at {time}");
        }
    }

    #[test]
    fn base32_of_the_rfc_secret() {
        assert_eq!(
            decode_base32("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ").unwrap(),
            b"12345678901234567890"
        );
        assert_eq!(decode_base32("gezd gnbv").unwrap(), b"12345");
        assert!(decode_base32("not base32!").is_none());
    }

    #[test]
    fn a_code_expires_at_the_end_of_its_step() {
        let (code, expires) = current(b"12345678901234567890", 59_000);
        assert_eq!(code, "287082");
        assert_eq!(expires, 60_000);
    }
}

//! Standard base64 (RFC 4648, with padding): how the process routes carry
//! bytes in JSON.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// `bytes` in base64.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// The bytes base64 text `text` stands for; `None` when it is not base64.
pub fn decode(text: &str) -> Option<Vec<u8>> {
    let text = text.as_bytes();
    if !text.len().is_multiple_of(4) {
        return None;
    }
    let mut out = Vec::with_capacity(text.len() / 4 * 3);
    for (index, quad) in text.chunks(4).enumerate() {
        let last = index == text.len() / 4 - 1;
        let pad = quad.iter().rev().take_while(|b| **b == b'=').count();
        if pad > 2 || (pad > 0 && !last) {
            return None;
        }
        let mut n = 0u32;
        for (i, b) in quad[..4 - pad].iter().enumerate() {
            let value = ALPHABET.iter().position(|a| a == b)? as u32;
            n |= value << (18 - 6 * i);
        }
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..4 - pad]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_length_and_byte() {
        let bytes: Vec<u8> = (0..=255).collect();
        for len in 0..10 {
            let text = encode(&bytes[..len]);
            assert_eq!(decode(&text).as_deref(), Some(&bytes[..len]), "{text}");
        }
        assert_eq!(decode(&encode(&bytes)), Some(bytes));
        assert_eq!(encode(b"hello world\n"), "aGVsbG8gd29ybGQK");
    }

    #[test]
    fn anything_else_is_refused() {
        for bad in ["a", "aGk", "a=Gk", "aG==aGk=", "aG!=", "a==="] {
            assert_eq!(decode(bad), None, "{bad}");
        }
    }
}

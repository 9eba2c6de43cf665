//! Deterministic random inputs for the never-panics tests: raw bytes, and
//! JSON texts built from random values (strings with escapes, numbers,
//! nesting past the depth limit).

/// A small xorshift generator: reproducible, dependency-free.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }

    pub(crate) fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// Random bytes, biased towards JSON punctuation so the scanner gets far.
    pub(crate) fn bytes(&mut self, max_len: usize) -> Vec<u8> {
        const PIECES: &[u8] = b"{}[]\",:\\-0123456789.eEtrufalsn \n\xff\xc3\xa9";
        let len = self.below(max_len + 1);
        (0..len)
            .map(|_| {
                if self.below(4) == 0 {
                    self.next() as u8
                } else {
                    PIECES[self.below(PIECES.len())]
                }
            })
            .collect()
    }

    /// A random JSON text; `keys` seeds object member names so that schema
    /// fields are hit as well as unknown ones.
    pub(crate) fn json(&mut self, keys: &[&str], depth: usize) -> String {
        let mut out = String::new();
        self.value(&mut out, keys, depth);
        out
    }

    fn value(&mut self, out: &mut String, keys: &[&str], depth: usize) {
        let choice = if depth == 0 {
            self.below(5)
        } else {
            self.below(7)
        };
        match choice {
            0 => out.push_str("null"),
            1 => out.push_str(if self.below(2) == 0 { "true" } else { "false" }),
            2 => {
                out.push_str(["0", "-1", "300", "86400", "1.5", "1e400", "-0.0e-2"][self.below(7)])
            }
            3 | 4 => {
                let s = [
                    "",
                    "a",
                    "https://x.test/p",
                    "AUTHENTICATED",
                    "direct",
                    "mfa_method",
                    "\u{e9}",
                    "login",
                    "error",
                    "sse_heartbeat",
                    "managed_auth_state",
                ][self.below(11)];
                super::write_string(out, s);
                if self.below(8) == 0 {
                    out.pop();
                    out.push_str("\\ud800\\u00e9\\\"\"");
                }
            }
            5 => {
                out.push('[');
                for i in 0..self.below(4) {
                    if i > 0 {
                        out.push(',');
                    }
                    self.value(out, keys, depth - 1);
                }
                out.push(']');
            }
            _ => {
                out.push('{');
                for i in 0..self.below(6) {
                    if i > 0 {
                        out.push(',');
                    }
                    let key = if keys.is_empty() || self.below(6) == 0 {
                        "unknown"
                    } else {
                        keys[self.below(keys.len())]
                    };
                    super::write_string(out, key);
                    out.push(':');
                    self.value(out, keys, depth - 1);
                }
                out.push('}');
            }
        }
    }
}

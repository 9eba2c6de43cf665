/// A JSON number as written in the input (its grammar already checked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonNumber<'a> {
    /// The number's text, ASCII by its grammar.
    raw: &'a [u8],
}

/// A JSON number read as a whole number, exactly: every number of the
/// service is one, so the wasm build needs no floating-point parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Integer {
    /// A whole number within `i64` (`300`, `3e2`, `300.0`, `-0`).
    Fits(i64),
    /// A whole number beyond `i64` that is still finite (`1e300`).
    Beyond,
    /// A fraction (`1.5`), or too large to be finite (`1e400`).
    Not,
}

/// More digits than the largest finite `f64` (about 1.8e308) has.
const MAX_FINITE_DIGITS: i64 = 309;

impl<'a> JsonNumber<'a> {
    pub(crate) const fn new(raw: &'a [u8]) -> Self {
        JsonNumber { raw }
    }

    /// The number as written.
    pub fn as_str(&self) -> &'a str {
        // RFC 8259 numbers are ASCII.
        core::str::from_utf8(self.raw).unwrap_or_default()
    }

    /// The value as JavaScript's `JSON.parse` would read it (out-of-range
    /// magnitudes become infinities, as there).
    #[cfg(test)]
    pub fn as_f64(&self) -> f64 {
        // The scanner only yields RFC 8259 numbers, which `f64` always parses.
        core::str::from_utf8(self.raw)
            .ok()
            .and_then(|raw| raw.parse().ok())
            .unwrap_or(f64::NAN)
    }

    /// The value as a whole number, read from the digits in one pass
    /// without rounding or allocating.
    #[cfg_attr(optimize_hot, optimize(speed))]
    pub fn integer(&self) -> Integer {
        let text = self.raw;
        // The digits from the first to the last non-zero one, as a number
        // (`None` past u64) and a count; the zeros after them; the digits
        // after the point.
        let (mut magnitude, mut significant) = (Some(0u64), 0i64);
        let (mut zeros, mut fraction) = (0i64, 0i64);
        let (mut in_fraction, mut exponent_at) = (false, text.len());
        for (i, &b) in text.iter().enumerate() {
            match b {
                b'-' => {}
                b'.' => in_fraction = true,
                b'e' | b'E' => {
                    exponent_at = i;
                    break;
                }
                _ => {
                    fraction += i64::from(in_fraction);
                    if b == b'0' {
                        zeros += i64::from(significant > 0);
                        continue;
                    }
                    let step = u32::try_from(zeros + 1)
                        .ok()
                        .and_then(|z| 10u64.checked_pow(z));
                    magnitude = magnitude
                        .zip(step)
                        .and_then(|(m, step)| m.checked_mul(step))
                        .and_then(|m| m.checked_add(u64::from(b.saturating_sub(b'0'))));
                    significant += zeros + 1;
                    zeros = 0;
                }
            }
        }
        if significant == 0 {
            return Integer::Fits(0);
        }
        let exponent = exponent_of(text.get(exponent_at..).unwrap_or_default());
        let scale = exponent.saturating_add(zeros).saturating_sub(fraction);
        // The last significant digit is not 0: a negative scale leaves a fraction.
        if scale < 0 || significant.saturating_add(scale) > MAX_FINITE_DIGITS {
            return Integer::Not;
        }
        let value = u32::try_from(scale)
            .ok()
            .and_then(|scale| magnitude?.checked_mul(10u64.checked_pow(scale)?));
        let value = match value {
            Some(m) if self.raw.first() == Some(&b'-') => 0i64.checked_sub_unsigned(m),
            Some(m) => i64::try_from(m).ok(),
            None => None,
        };
        value.map_or(Integer::Beyond, Integer::Fits)
    }
}

/// The exponent part (`e+12`, `E-3`, or nothing), saturating.
fn exponent_of(part: &[u8]) -> i64 {
    let (negative, digits) = match part.get(1..).unwrap_or_default() {
        [b'-', rest @ ..] => (true, rest),
        [b'+', rest @ ..] => (false, rest),
        rest => (false, rest),
    };
    let value = digits.iter().fold(0i64, |v, d| {
        v.saturating_mul(10)
            .saturating_add(i64::from(d.saturating_sub(b'0')))
    });
    if negative {
        -value
    } else {
        value
    }
}

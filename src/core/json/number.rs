/// A JSON number as written in the input (its grammar already checked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JsonNumber<'a> {
    raw: &'a str,
}

impl<'a> JsonNumber<'a> {
    pub(crate) const fn new(raw: &'a str) -> Self {
        JsonNumber { raw }
    }

    /// The number's text exactly as it appears in the input.
    pub fn raw(&self) -> &'a str {
        self.raw
    }

    /// The value as JavaScript's `JSON.parse` would read it (out-of-range
    /// magnitudes become infinities, as there).
    pub fn as_f64(&self) -> f64 {
        // The scanner only yields RFC 8259 numbers, which `f64` always parses.
        self.raw.parse().unwrap_or(f64::NAN)
    }

    /// Whether the value is a whole, finite number (`300` and `3e2` are,
    /// `1.5` and `1e400` are not).
    pub fn is_integer(&self) -> bool {
        let v = self.as_f64();
        v.is_finite() && v.fract() == 0.0
    }
}

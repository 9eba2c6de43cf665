//! Cutting an input into chunks, the way a network would.

/// Splits `input` into a chunk-size pattern (its first byte says how many
/// pattern bytes follow) and the payload, then cuts the payload into chunks
/// of the pattern's sizes (1 to 32 bytes, repeating).
pub fn split(input: &[u8]) -> (Vec<&[u8]>, &[u8]) {
    let Some((&count, rest)) = input.split_first() else {
        return (Vec::new(), input);
    };
    let count = usize::from(count % 8).min(rest.len());
    let (pattern, payload) = rest.split_at(count);
    let mut chunks = Vec::new();
    let mut rest = payload;
    let mut sizes = pattern.iter().cycle();
    while !rest.is_empty() {
        let size = sizes
            .next()
            .map_or(rest.len(), |&b| usize::from(b % 32) + 1);
        let (chunk, tail) = rest.split_at(size.min(rest.len()));
        chunks.push(chunk);
        rest = tail;
    }
    (chunks, payload)
}

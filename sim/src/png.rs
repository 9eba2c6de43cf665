//! A small PNG encoder for the simulated screenshots: an 8-bit palette
//! image, its pixel rows in zlib stored (uncompressed) blocks, each chunk
//! with its CRC-32.

/// The eight bytes every PNG file starts with.
pub const SIGNATURE: [u8; 8] = [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A];

/// The PNG file of a `width` × `height` image whose pixel at `(x, y)` is
/// the colour `palette[pixel(x, y)]`.
pub fn encode(
    width: u32,
    height: u32,
    palette: &[[u8; 3]],
    pixel: impl Fn(u32, u32) -> u8,
) -> Vec<u8> {
    let mut raw = Vec::with_capacity(((width + 1) * height) as usize);
    for y in 0..height {
        raw.push(0);
        raw.extend((0..width).map(|x| pixel(x, y)));
    }
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    header.extend_from_slice(&[8, 3, 0, 0, 0]);
    let mut file = SIGNATURE.to_vec();
    chunk(&mut file, b"IHDR", &header);
    chunk(&mut file, b"PLTE", &palette.concat());
    chunk(&mut file, b"IDAT", &zlib_stored(&raw));
    chunk(&mut file, b"IEND", &[]);
    file
}

/// Appends a chunk: its length, its type, its data and their CRC-32.
fn chunk(file: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    file.extend_from_slice(&(data.len() as u32).to_be_bytes());
    let start = file.len();
    file.extend_from_slice(kind);
    file.extend_from_slice(data);
    let crc = crc32(&file[start..]);
    file.extend_from_slice(&crc.to_be_bytes());
}

/// `data` as a zlib stream of stored blocks, with its Adler-32.
fn zlib_stored(data: &[u8]) -> Vec<u8> {
    let mut out = vec![0x78, 0x01];
    let mut blocks = data.chunks(0xFFFF).peekable();
    if blocks.peek().is_none() {
        out.extend_from_slice(&[1, 0, 0, 0xFF, 0xFF]);
    }
    while let Some(block) = blocks.next() {
        out.push(u8::from(blocks.peek().is_none()));
        let len = block.len() as u16;
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(block);
    }
    out.extend_from_slice(&adler32(data).to_be_bytes());
    out
}

/// The CRC-32 (IEEE 802.3, reflected) of `bytes`.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

/// The Adler-32 checksum of `bytes`.
fn adler32(bytes: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in bytes {
        a = (a + u32::from(byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    (b << 16) | a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checksums_match_their_known_values() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(adler32(b"Wikipedia"), 0x11E6_0398);
    }

    #[test]
    fn a_large_image_spans_several_stored_blocks() {
        let png = encode(300, 300, &[[0, 0, 0], [255, 255, 255]], |x, _| {
            (x % 2) as u8
        });
        assert_eq!(png[..8], SIGNATURE);
        assert_eq!(&png[12..16], b"IHDR");
        assert_eq!(u32::from_be_bytes(png[16..20].try_into().unwrap()), 300);
        let raw: usize = 301 * 300;
        let blocks = raw.div_ceil(0xFFFF);
        let idat = 2 + raw + 5 * blocks + 4;
        let expected = 8 + (12 + 13) + (12 + 6) + (12 + idat) + 12;
        assert_eq!(png.len(), expected);
        assert_eq!(&png[png.len() - 8..png.len() - 4], b"IEND");
    }
}

//! Archives of the formats a profile is downloaded in: a ustar archive of
//! regular files, and that archive in a zstd frame of raw (stored) blocks.

/// One block of a tar archive.
const BLOCK: usize = 512;
/// The largest block a zstd frame may hold.
const ZSTD_BLOCK: usize = 128 * 1024;
/// A zstd frame's magic number.
const ZSTD_MAGIC: u32 = 0xFD2F_B528;

/// The ustar archive of `files`, each `(name, bytes)`, mode 0644.
pub fn write(files: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = Vec::new();
    for (name, bytes) in files {
        let mut header = [0u8; BLOCK];
        header[..name.len()].copy_from_slice(name.as_bytes());
        put_octal(&mut header[100..108], 0o644);
        put_octal(&mut header[108..116], 0);
        put_octal(&mut header[116..124], 0);
        put_octal(&mut header[124..136], bytes.len() as u64);
        put_octal(&mut header[136..148], 0);
        header[156] = b'0';
        header[257..263].copy_from_slice(b"ustar\0");
        header[263..265].copy_from_slice(b"00");
        header[148..156].fill(b' ');
        let sum: u64 = header.iter().map(|&b| u64::from(b)).sum();
        put_octal(&mut header[148..155], sum);
        out.extend_from_slice(&header);
        out.extend_from_slice(bytes);
        out.resize(out.len().div_ceil(BLOCK) * BLOCK, 0);
    }
    out.resize(out.len() + 2 * BLOCK, 0);
    out
}

/// `bytes` as one zstd frame of raw blocks, its content size stated.
pub fn zstd_stored(bytes: &[u8]) -> Vec<u8> {
    let mut out = ZSTD_MAGIC.to_le_bytes().to_vec();
    // Four-byte content size, single segment, no checksum, no dictionary.
    out.push(0b1010_0000);
    out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
    let mut chunks = bytes.chunks(ZSTD_BLOCK).peekable();
    if chunks.peek().is_none() {
        out.extend_from_slice(&[1, 0, 0]);
    }
    while let Some(chunk) = chunks.next() {
        let last = u32::from(chunks.peek().is_none());
        let header = (chunk.len() as u32) << 3 | last;
        out.extend_from_slice(&header.to_le_bytes()[..3]);
        out.extend_from_slice(chunk);
    }
    out
}

/// Writes `value` in octal, zero-padded, NUL-terminated, into `field`.
fn put_octal(field: &mut [u8], value: u64) {
    let digits = format!("{value:0width$o}", width = field.len() - 1);
    field[..digits.len()].copy_from_slice(digits.as_bytes());
    field[field.len() - 1] = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tar_entry_is_a_header_then_its_padded_bytes_then_two_empty_blocks() {
        let archive = write(&[("a.txt", b"hello")]);
        assert_eq!(archive.len(), 4 * BLOCK);
        assert_eq!(&archive[..5], b"a.txt");
        assert_eq!(&archive[124..135], b"00000000005");
        assert_eq!(&archive[BLOCK..BLOCK + 5], b"hello");
    }

    #[test]
    fn a_zstd_frame_holds_the_bytes_in_one_last_raw_block() {
        let frame = zstd_stored(b"abc");
        assert_eq!(&frame[..4], &[0x28, 0xB5, 0x2F, 0xFD]);
        assert_eq!(&frame[5..9], &3u32.to_le_bytes());
        assert_eq!(&frame[9..12], &[3 << 3 | 1, 0, 0]);
        assert_eq!(&frame[12..], b"abc");
    }
}

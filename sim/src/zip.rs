//! The names in a zip archive, read from its central directory: enough to
//! tell whether an upload is an archive and what it holds. Nothing is
//! decompressed and no checksum is checked.

/// The end of central directory record's signature.
const END_SIGNATURE: [u8; 4] = *b"PK\x05\x06";
/// A central directory entry's signature.
const ENTRY_SIGNATURE: [u8; 4] = *b"PK\x01\x02";
/// The end record's size without its comment.
const END_SIZE: usize = 22;
/// A central directory entry's size before its name.
const ENTRY_SIZE: usize = 46;

fn u16_at(bytes: &[u8], at: usize) -> Option<usize> {
    let b = bytes.get(at..at + 2)?;
    Some(usize::from(u16::from_le_bytes([b[0], b[1]])))
}

fn u32_at(bytes: &[u8], at: usize) -> Option<usize> {
    let b = bytes.get(at..at + 4)?;
    usize::try_from(u32::from_le_bytes([b[0], b[1], b[2], b[3]])).ok()
}

/// The names of the entries of the zip archive `bytes`, in the central
/// directory's order; `None` when `bytes` is not a zip archive.
pub fn entry_names(bytes: &[u8]) -> Option<Vec<String>> {
    // The end record is last, followed only by its comment (< 64 KiB).
    let earliest = bytes.len().saturating_sub(END_SIZE + usize::from(u16::MAX));
    let end = (earliest..=bytes.len().checked_sub(END_SIZE)?)
        .rev()
        .find(|&at| bytes[at..at + 4] == END_SIGNATURE)?;
    let count = u16_at(bytes, end + 10)?;
    let mut at = u32_at(bytes, end + 16)?;
    let mut names = Vec::with_capacity(count);
    for _ in 0..count {
        if bytes.get(at..at + 4)? != ENTRY_SIGNATURE {
            return None;
        }
        let name_len = u16_at(bytes, at + 28)?;
        let extra_len = u16_at(bytes, at + 30)?;
        let comment_len = u16_at(bytes, at + 32)?;
        let name = bytes.get(at + ENTRY_SIZE..at + ENTRY_SIZE + name_len)?;
        names.push(String::from_utf8_lossy(name).into_owned());
        at += ENTRY_SIZE + name_len + extra_len + comment_len;
    }
    Some(names)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stored (uncompressed) archive of `files`, as a zip tool writes one
    /// (checksums left 0: nothing here reads them).
    fn archive(files: &[(&str, &[u8])]) -> Vec<u8> {
        let mut out = Vec::new();
        let mut directory = Vec::new();
        for (name, data) in files {
            let offset = out.len() as u32;
            let (n, size) = (name.len() as u16, data.len() as u32);
            out.extend(b"PK\x03\x04\x14\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00");
            out.extend(size.to_le_bytes());
            out.extend(size.to_le_bytes());
            out.extend(n.to_le_bytes());
            out.extend(0u16.to_le_bytes());
            out.extend(name.as_bytes());
            out.extend(*data);
            directory.extend(
                b"PK\x01\x02\x14\x00\x14\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00",
            );
            directory.extend(size.to_le_bytes());
            directory.extend(size.to_le_bytes());
            directory.extend(n.to_le_bytes());
            directory.extend([0; 12]);
            directory.extend(offset.to_le_bytes());
            directory.extend(name.as_bytes());
        }
        let start = out.len() as u32;
        let count = files.len() as u16;
        out.extend(&directory);
        out.extend(b"PK\x05\x06\x00\x00\x00\x00");
        out.extend(count.to_le_bytes());
        out.extend(count.to_le_bytes());
        out.extend((directory.len() as u32).to_le_bytes());
        out.extend(start.to_le_bytes());
        out.extend(0u16.to_le_bytes());
        out
    }

    #[test]
    fn names_are_read_in_order() {
        let zip = archive(&[("manifest.json", b"{}"), ("js/background.js", b"1")]);
        assert_eq!(
            entry_names(&zip),
            Some(vec!["manifest.json".into(), "js/background.js".into()])
        );
        assert_eq!(entry_names(&archive(&[])), Some(vec![]));
    }

    #[test]
    fn other_bytes_are_no_archive() {
        assert_eq!(entry_names(b""), None);
        assert_eq!(entry_names(b"not a zip archive at all, just text"), None);
        let mut cut = archive(&[("manifest.json", b"{}")]);
        cut.truncate(cut.len() - 30);
        assert_eq!(entry_names(&cut), None);
    }
}

//! Zip archives (APPNOTE 6.3), as far as the routes need them: writing one
//! of stored (uncompressed) entries, and reading one whose entries are
//! stored or deflated (the file system's), or only the names its central
//! directory lists (an extension's: nothing decompressed or checked).

use std::io::Read;

use flate2::read::DeflateDecoder;

/// One entry: its name (a directory's ends in `/`) and a file's bytes.
pub type Entry = (String, Option<Vec<u8>>);

const LOCAL: u32 = 0x0403_4b50;
const CENTRAL: u32 = 0x0201_4b50;
const END: u32 = 0x0605_4b50;
/// Bit 11 of the flags: the names are UTF-8.
const UTF8: u16 = 1 << 11;
/// The DOS date of 1980-01-01: day 1, month 1, year 0.
const DOS_EPOCH: u16 = 1 << 5 | 1;
/// Version 2.0: what reading deflate and directories needs.
const VERSION: u16 = 20;
/// The high byte of "version made by" for Unix.
const UNIX: u16 = 3 << 8;

/// The archive of `entries`, each stored as it is.
pub fn write(entries: &[Entry]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut central = Vec::new();
    for (name, bytes) in entries {
        let data = bytes.as_deref().unwrap_or(&[]);
        let crc = crc32fast::hash(data);
        let offset = out.len() as u32;
        let head = |out: &mut Vec<u8>, signature: u32| {
            put32(out, signature);
            if signature == CENTRAL {
                // Made on Unix: the external attributes hold a mode.
                put16(out, UNIX | VERSION);
            }
            // Stored, at 00:00 on 1980-01-01 (the first DOS date).
            for value in [VERSION, UTF8, 0, 0, DOS_EPOCH] {
                put16(out, value);
            }
            for value in [crc, data.len() as u32, data.len() as u32] {
                put32(out, value);
            }
            put16(out, name.len() as u16);
            put16(out, 0);
        };
        head(&mut out, LOCAL);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(data);
        head(&mut central, CENTRAL);
        let external = if bytes.is_none() {
            0o40755 << 16 | 0x10
        } else {
            0o100644 << 16
        };
        for value in [0u16, 0, 0] {
            put16(&mut central, value);
        }
        put32(&mut central, external);
        put32(&mut central, offset);
        central.extend_from_slice(name.as_bytes());
    }
    let start = out.len() as u32;
    let size = central.len() as u32;
    out.extend_from_slice(&central);
    put32(&mut out, END);
    for value in [0, 0, entries.len() as u16, entries.len() as u16] {
        put16(&mut out, value);
    }
    put32(&mut out, size);
    put32(&mut out, start);
    put16(&mut out, 0);
    out
}

/// The entries of `archive`, in its central directory's order, or what is
/// wrong with it.
pub fn read(archive: &[u8]) -> Result<Vec<Entry>, String> {
    let end = (0..archive.len().saturating_sub(21))
        .rev()
        .find(|&at| u32_at(archive, at) == Some(END))
        .ok_or("no end of central directory: not a zip archive")?;
    let count = u16_at(archive, end + 10).ok_or("truncated")?;
    let mut at = u32_at(archive, end + 16).ok_or("truncated")? as usize;
    let mut entries = Vec::new();
    for _ in 0..count {
        if u32_at(archive, at) != Some(CENTRAL) {
            return Err("a central directory entry is malformed".into());
        }
        let field16 = |offset: usize| u16_at(archive, at + offset).ok_or("truncated");
        let field32 = |offset: usize| u32_at(archive, at + offset).ok_or("truncated");
        let method = field16(10)?;
        let crc = field32(16)?;
        let size = field32(20)? as usize;
        let (name_len, extra_len, comment_len) = (
            field16(28)? as usize,
            field16(30)? as usize,
            field16(32)? as usize,
        );
        let local = field32(42)? as usize;
        let name = archive
            .get(at + 46..at + 46 + name_len)
            .ok_or("truncated")?;
        let name = String::from_utf8(name.to_vec()).map_err(|_| "an entry's name is not UTF-8")?;
        at += 46 + name_len + extra_len + comment_len;
        if name.ends_with('/') {
            entries.push((name, None));
            continue;
        }
        if u32_at(archive, local) != Some(LOCAL) {
            return Err(format!("{name}: its local header is malformed"));
        }
        let skip = 30
            + u16_at(archive, local + 26).ok_or("truncated")? as usize
            + u16_at(archive, local + 28).ok_or("truncated")? as usize;
        let data = archive
            .get(local + skip..local + skip + size)
            .ok_or_else(|| format!("{name}: truncated"))?;
        let bytes = match method {
            0 => data.to_vec(),
            8 => {
                let mut bytes = Vec::new();
                DeflateDecoder::new(data)
                    .read_to_end(&mut bytes)
                    .map_err(|e| format!("{name}: {e}"))?;
                bytes
            }
            other => {
                return Err(format!(
                    "{name}: compression method {other} is not supported"
                ))
            }
        };
        if crc32fast::hash(&bytes) != crc {
            return Err(format!("{name}: its CRC-32 does not match"));
        }
        entries.push((name, Some(bytes)));
    }
    Ok(entries)
}

fn put16(out: &mut Vec<u8>, value: u16) {
    out.extend_from_slice(&value.to_le_bytes());
}

fn put32(out: &mut Vec<u8>, value: u32) {
    out.extend_from_slice(&value.to_le_bytes());
}

fn u16_at(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(bytes.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

/// The names of the entries of the zip archive `bytes`, in the central
/// directory's order; `None` when `bytes` is not a zip archive.
pub fn entry_names(bytes: &[u8]) -> Option<Vec<String>> {
    // The end record is last, followed only by its comment (< 64 KiB).
    let earliest = bytes.len().saturating_sub(22 + usize::from(u16::MAX));
    let end = (earliest..=bytes.len().checked_sub(22)?)
        .rev()
        .find(|&at| u32_at(bytes, at) == Some(END))?;
    let count = u16_at(bytes, end + 10)?;
    let mut at = u32_at(bytes, end + 16)? as usize;
    let mut names = Vec::with_capacity(usize::from(count));
    for _ in 0..count {
        if u32_at(bytes, at)? != CENTRAL {
            return None;
        }
        let field = |offset: usize| u16_at(bytes, at + offset).map(usize::from);
        let (name_len, extra_len, comment_len) = (field(28)?, field(30)?, field(32)?);
        let name = bytes.get(at + 46..at + 46 + name_len)?;
        names.push(String::from_utf8_lossy(name).into_owned());
        at += 46 + name_len + extra_len + comment_len;
    }
    Some(names)
}

#[cfg(test)]
mod tests {
    use super::*;
    use flate2::write::DeflateEncoder;
    use flate2::Compression;
    use std::io::Write;

    #[test]
    fn what_is_written_reads_back() {
        let entries = vec![
            ("sub/".to_owned(), None),
            ("sub/a.txt".to_owned(), Some(b"alpha".to_vec())),
            ("é.bin".to_owned(), Some(vec![0, 255, 1])),
        ];
        assert_eq!(read(&write(&entries)).unwrap(), entries);
        assert_eq!(read(&write(&[])).unwrap(), []);
    }

    #[test]
    fn a_deflated_entry_is_inflated_and_its_crc_checked() {
        let text = b"hello hello hello hello".to_vec();
        let mut encoder = DeflateEncoder::new(Vec::new(), Compression::default());
        encoder.write_all(&text).unwrap();
        let deflated = encoder.finish().unwrap();
        // A stored archive of the deflated bytes, then marked deflated.
        let mut archive = write(&[("h.txt".to_owned(), Some(deflated.clone()))]);
        let crc = crc32fast::hash(&text).to_le_bytes();
        let central = archive.len() - 22 - (46 + 5);
        for header in [0, central] {
            let shift = if header == 0 { 0 } else { 2 };
            archive[header + 8 + shift] = 8;
            archive[header + 14 + shift..header + 18 + shift].copy_from_slice(&crc);
        }
        assert_eq!(read(&archive).unwrap(), [("h.txt".to_owned(), Some(text))]);
        archive[30 + 5] ^= 0xff;
        assert!(read(&archive).is_err(), "a damaged entry is refused");
    }

    #[test]
    fn anything_else_is_refused() {
        assert!(read(b"").is_err());
        assert!(read(b"PK\x03\x04 not really").is_err());
        let mut cut = write(&[("a".to_owned(), Some(b"abc".to_vec()))]);
        cut.drain(10..20);
        assert!(read(&cut).is_err());
    }
}

#[cfg(test)]
mod entry_names_tests {
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

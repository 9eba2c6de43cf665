//! Reading a `multipart/form-data` body (RFC 7578): its parts' names, file
//! names and bytes, enough for the uploads the service takes.

use crate::error::ApiError;

/// One part of a form.
#[derive(Debug, PartialEq, Eq)]
pub struct Part {
    /// The part's name (`files[0][dest_path]`).
    pub name: String,
    /// The file name it was sent with, for a file.
    pub file_name: Option<String>,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// The boundary of a `multipart/form-data` content type.
pub fn boundary(content_type: &str) -> Result<String, ApiError> {
    let mut params = content_type.split(';');
    let media = params.next().unwrap_or("").trim();
    if !media.eq_ignore_ascii_case("multipart/form-data") {
        return Err(ApiError::invalid(
            "",
            "the body must be multipart/form-data",
        ));
    }
    params
        .filter_map(|param| param.trim().split_once('='))
        .find(|(key, _)| key.trim().eq_ignore_ascii_case("boundary"))
        .map(|(_, value)| value.trim().trim_matches('"').to_owned())
        .filter(|value| !value.is_empty())
        .ok_or_else(|| ApiError::invalid("", "the multipart body names no boundary"))
}

/// The parts of `body`, whose parts `boundary` separates.
pub fn parts(body: &[u8], boundary: &str) -> Result<Vec<Part>, ApiError> {
    let malformed = || ApiError::invalid("", "the multipart body is malformed");
    let delimiter = format!("--{boundary}");
    let mut sections = split(body, delimiter.as_bytes());
    // Before the first delimiter: a preamble, ignored.
    sections.next();
    let mut out = Vec::new();
    for section in sections {
        if section.starts_with(b"--") {
            return Ok(out);
        }
        let section = section.strip_prefix(b"\r\n").ok_or_else(malformed)?;
        let section = section.strip_suffix(b"\r\n").ok_or_else(malformed)?;
        let split_at = find(section, b"\r\n\r\n").ok_or_else(malformed)?;
        let head = std::str::from_utf8(&section[..split_at]).map_err(|_| malformed())?;
        let disposition = head
            .split("\r\n")
            .filter_map(|line| line.split_once(':'))
            .find(|(name, _)| name.trim().eq_ignore_ascii_case("content-disposition"))
            .map(|(_, value)| value)
            .ok_or_else(malformed)?;
        out.push(Part {
            name: parameter(disposition, "name").ok_or_else(malformed)?,
            file_name: parameter(disposition, "filename"),
            bytes: section[split_at + 4..].to_vec(),
        });
    }
    Err(malformed())
}

/// The quoted parameter `key` of a `Content-Disposition` value.
fn parameter(disposition: &str, key: &str) -> Option<String> {
    disposition
        .split(';')
        .filter_map(|param| param.trim().split_once('='))
        .find(|(name, _)| name.trim() == key)
        .map(|(_, value)| value.trim().trim_matches('"').to_owned())
}

/// The pieces of `haystack` between occurrences of `needle`.
fn split<'a>(haystack: &'a [u8], needle: &'a [u8]) -> impl Iterator<Item = &'a [u8]> {
    let mut rest = Some(haystack);
    std::iter::from_fn(move || {
        let text = rest?;
        match find(text, needle) {
            Some(at) => {
                rest = Some(&text[at + needle.len()..]);
                Some(&text[..at])
            }
            None => {
                rest = None;
                Some(text)
            }
        }
    })
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_form_reads_as_its_parts() {
        let body = b"preamble\r\n--XY\r\nContent-Disposition: form-data; name=\"files[0][dest_path]\"\r\n\r\n/tmp/a\r\n--XY\r\nContent-Disposition: form-data; name=\"files[0][file]\"; filename=\"blob\"\r\nContent-Type: application/octet-stream\r\n\r\nA\r\nB\r\n--XY--\r\n";
        let parts = parts(body, &boundary("multipart/form-data; boundary=XY").unwrap()).unwrap();
        assert_eq!(parts.len(), 2);
        assert_eq!(parts[0].name, "files[0][dest_path]");
        assert_eq!(parts[0].bytes, b"/tmp/a");
        assert_eq!(parts[1].file_name.as_deref(), Some("blob"));
        assert_eq!(parts[1].bytes, b"A\r\nB");
    }

    #[test]
    fn other_bodies_are_refused() {
        assert!(boundary("application/json").is_err());
        assert!(boundary("multipart/form-data").is_err());
        assert!(parts(b"--XY\r\nno headers\r\n--XY--", "XY").is_err());
        assert!(parts(b"--XY\r\n", "XY").is_err());
    }
}

//! Spelling one name in each language's convention.

/// The words of a name written in any case: `deleteByID` → `delete by id`,
/// `AWAITING_INPUT` → `awaiting input`, `totp-code` → `totp code`.
pub fn words(name: &str) -> Vec<String> {
    let chars: Vec<char> = name.chars().collect();
    let mut words = Vec::new();
    let mut word = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_ascii_alphanumeric() {
            if !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
            continue;
        }
        let previous = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1);
        // A capital starts a word after a small letter or a digit, and
        // ends a run of capitals when a small letter follows (`IDValue`).
        let starts = c.is_ascii_uppercase()
            && match previous {
                Some(p) if p.is_ascii_lowercase() || p.is_ascii_digit() => true,
                Some(p) if p.is_ascii_uppercase() => next.is_some_and(|n| n.is_ascii_lowercase()),
                _ => false,
            };
        if starts && !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
        word.push(c.to_ascii_lowercase());
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// `snake_case`.
pub fn snake(name: &str) -> String {
    words(name).join("_")
}

/// `camelCase`.
pub fn camel(name: &str) -> String {
    let pascal = pascal(name);
    let mut chars = pascal.chars();
    match chars.next() {
        Some(first) => first.to_ascii_lowercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

/// `PascalCase`; a name that would start with a digit gets a `V` before it.
pub fn pascal(name: &str) -> String {
    let mut out: String = words(name)
        .iter()
        .map(|word| {
            let mut chars = word.chars();
            match chars.next() {
                Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
                None => String::new(),
            }
        })
        .collect();
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, 'V');
    }
    out
}

/// `SCREAMING_SNAKE_CASE`.
pub fn screaming(name: &str) -> String {
    snake(name).to_ascii_uppercase()
}

/// A Rust identifier for `name`: a keyword gets `r#`.
pub fn rust_ident(name: &str) -> String {
    const KEYWORDS: &[&str] = &[
        "as", "async", "await", "box", "break", "const", "continue", "crate", "dyn", "else",
        "enum", "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod",
        "move", "mut", "pub", "ref", "return", "static", "struct", "super", "trait", "true",
        "type", "unsafe", "use", "where", "while", "yield", "gen", "try",
    ];
    if KEYWORDS.contains(&name) {
        format!("r#{name}")
    } else {
        name.to_owned()
    }
}

/// `text` with its first letter in lower case.
pub fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `text` as a JSON (and JavaScript) string literal.
pub fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `text` as a single-quoted JavaScript string literal.
pub fn js_quoted(text: &str) -> String {
    format!("'{}'", text.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// `text` wrapped into lines of at most `width` characters, each starting
/// with `prefix`.
pub fn wrapped(text: &str, prefix: &str, width: usize) -> String {
    let mut out = String::new();
    for paragraph in text.split('\n') {
        let mut line = String::from(prefix);
        let mut empty = true;
        for word in paragraph.split_whitespace() {
            if !empty && line.len() + 1 + word.len() > width {
                out.push_str(line.trim_end());
                out.push('\n');
                line = String::from(prefix);
                empty = true;
            }
            if !empty {
                line.push(' ');
            }
            line.push_str(word);
            empty = false;
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_change_case() {
        assert_eq!(snake("deleteByID"), "delete_by_id");
        assert_eq!(snake("getOrCreate"), "get_or_create");
        assert_eq!(snake("IDValue"), "id_value");
        assert_eq!(pascal("AWAITING_INPUT"), "AwaitingInput");
        assert_eq!(pascal("sse_heartbeat"), "SseHeartbeat");
        assert_eq!(pascal("totp-code"), "TotpCode");
        assert_eq!(pascal("2fa"), "V2fa");
        assert_eq!(camel("id_or_name"), "idOrName");
        assert_eq!(screaming("createConnection"), "CREATE_CONNECTION");
        assert_eq!(rust_ident("type"), "r#type");
        assert_eq!(rust_ident("name"), "name");
    }

    #[test]
    fn text_wraps_at_the_width() {
        assert_eq!(
            wrapped("one two three four", "/// ", 14),
            "/// one two\n/// three four\n"
        );
        assert_eq!(wrapped("", "/// ", 10), "///\n");
    }
}

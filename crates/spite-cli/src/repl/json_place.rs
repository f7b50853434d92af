//! Where a JSON file's value is wrong, in the file's own terms: serde says
//! only "a value is missing or of the wrong kind at line 11, column 4" (in
//! English, with no name); this finds the value at that place and the field
//! that holds it, so a player is told "the move 'h9 c1x' at line 11" or
//! "payoff_size is "ten"".

use crate::words::{tr, with};

/// A value in a JSON text and the field it belongs to.
#[derive(Debug, PartialEq, Eq)]
pub struct Place {
    /// The key the value is under, or the key of the array it is in.
    pub field: Option<String>,
    /// The value as written (a string with its quotes), at most 40
    /// characters.
    pub value: String,
    /// Its line, from 1.
    pub line: usize,
}

/// The value a data error of serde_json at `line` and `column` (both from 1,
/// the column counting the bytes read on the line) is about: the value
/// written just before that place. `None` when there is no such value
/// (a field missing, a list where a number should be).
pub fn place(text: &str, line: usize, column: usize) -> Option<Place> {
    // The line the error names may be past the value's own.
    let start_of_line: usize = text
        .split_inclusive('\n')
        .take(line.checked_sub(1)?)
        .map(str::len)
        .sum();
    let mut end = (start_of_line + column).min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    // serde_json may have read on past the value to the next delimiter.
    let mut before = text[..end].trim_end();
    let start = loop {
        if let Some(start) = value_start(before) {
            break start;
        }
        let shorter = before.strip_suffix([',', ']', '}'])?;
        before = shorter.trim_end();
    };
    let value: String = before[start..].chars().take(40).collect();
    Some(Place {
        field: field_of(&text[..start]),
        value,
        line: 1 + text[..start].matches('\n').count(),
    })
}

/// Why a saved game's `text` cannot be read, where serde_json's error `e`
/// says, as a reason: a move or a field's value named with its line, else
/// the place's line and column.
pub fn saved_file_words(text: &str, e: serde_json::Error) -> String {
    let placed = e
        .is_data()
        .then(|| place(text, e.line(), e.column()))
        .flatten();
    match placed {
        Some(Place {
            field: Some(field),
            value,
            line,
        }) => {
            let (id, name) = match field.as_str() {
                "moves" => ("ui-file-bad-move", "move"),
                _ => ("ui-file-bad-value", "value"),
            };
            let args = [
                (name, value.into()),
                ("field", field.chars().take(40).collect::<String>().into()),
                ("line", line.into()),
            ];
            tr(id, &args)
        }
        _ => with(|w| w.json_reason(&e)),
    }
}

/// Where the value that `text` ends with starts: a string (from its
/// opening quote) or a number, `true`, `false` or `null`.
fn value_start(text: &str) -> Option<usize> {
    if let Some(inner) = text.strip_suffix('"') {
        let bytes = inner.as_bytes();
        let mut i = inner.len();
        while i > 0 {
            i -= 1;
            if bytes[i] == b'"' {
                let backslashes = bytes[..i].iter().rev().take_while(|&&b| b == b'\\').count();
                if backslashes % 2 == 0 {
                    return Some(i);
                }
            }
        }
        return None;
    }
    let scalar = |c: char| c.is_ascii_alphanumeric() || "+-.".contains(c);
    let start = text.trim_end_matches(scalar).len();
    (start < text.len()).then_some(start)
}

/// The field a value starting after `text` belongs to: the key just before
/// it, else the key of the array it is an element of.
fn field_of(text: &str) -> Option<String> {
    // The key each open object or array was given, innermost last.
    let mut open: Vec<Option<String>> = Vec::new();
    let mut key: Option<String> = None;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => {
                let mut escaped = false;
                let mut end = text.len();
                for (j, d) in chars.by_ref() {
                    match d {
                        _ if escaped => escaped = false,
                        '\\' => escaped = true,
                        '"' => {
                            end = j;
                            break;
                        }
                        _ => {}
                    }
                }
                let rest = text.get(end + 1..).unwrap_or("");
                key = rest
                    .trim_start()
                    .starts_with(':')
                    .then(|| text[i + 1..end].to_string());
            }
            '{' | '[' => open.push(key.take()),
            '}' | ']' => {
                open.pop();
                key = None;
            }
            ',' => key = None,
            _ => {}
        }
    }
    key.or_else(|| open.last().cloned().flatten())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error_place<T: serde::de::DeserializeOwned + std::fmt::Debug>(text: &str) -> Option<Place> {
        let e = serde_json::from_str::<T>(text).unwrap_err();
        assert!(e.is_data(), "{e}");
        let found = place(text, e.line(), e.column());
        assert!(found.is_some(), "{e} in {text:?}");
        found
    }

    #[test]
    fn a_wrong_value_is_found_with_its_field() {
        let rules = error_place::<spite_core::Rules>(r#"{"payoff_size":"ten"}"#).unwrap();
        assert_eq!(
            rules,
            Place {
                field: Some("payoff_size".into()),
                value: "\"ten\"".into(),
                line: 1
            }
        );
        let pretty = "{\n  \"players\": 3,\n  \"kings_wild\": 7\n}";
        let wild = error_place::<spite_core::Rules>(pretty).unwrap();
        assert_eq!(wild.field.as_deref(), Some("kings_wild"));
        assert_eq!((wild.value.as_str(), wild.line), ("7", 3));
    }

    #[test]
    fn a_bad_element_is_named_by_its_array() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)] // read for its errors
        struct Game {
            name: String,
            moves: Vec<spite_core::Move>,
        }
        let text = "{\"name\": \"a \\\"b\\\" c\",\n \"moves\": [\n  \"h1 c1\",\n  \"h9 c1x\"\n ]}";
        let bad = error_place::<Game>(text).unwrap();
        assert_eq!(bad.field.as_deref(), Some("moves"));
        assert_eq!((bad.value.as_str(), bad.line), ("\"h9 c1x\"", 4));
    }

    #[test]
    fn garbage_places_give_nothing_and_never_panic() {
        assert_eq!(place("", 1, 0), None);
        assert_eq!(place("{}", 9, 99), None);
        assert_eq!(place("\"é", 1, 2), None);
        assert!(place("[1, 2]", 1, 5).is_some());
    }
}

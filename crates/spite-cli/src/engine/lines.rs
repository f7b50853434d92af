//! Reading request lines as raw bytes with a length cap, so that binary
//! garbage, invalid UTF-8 or a line of many megabytes costs bounded memory
//! and is answered with an error instead of ending the session.

use std::io::{self, BufRead};

/// One line of input, without its line ending.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// A line no longer than the cap (a trailing `\r` removed).
    Text(Vec<u8>),
    /// A line longer than the cap: it was read to its end and thrown away.
    /// Holds its length in bytes.
    TooLong(u64),
}

/// Reads the next line, keeping at most `max` bytes of it. Returns `None` at
/// the end of input. A last line without a newline still counts.
pub fn read_line<R: BufRead>(input: &mut R, max: usize) -> io::Result<Option<Line>> {
    let mut kept: Vec<u8> = Vec::new();
    let mut total: u64 = 0;
    let mut seen_any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            // End of input: a pending unterminated line is still a request.
            if !seen_any {
                return Ok(None);
            }
            return Ok(Some(finish(kept, total, max)));
        }
        seen_any = true;
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (&available[..at], true),
            None => (available, false),
        };
        total += chunk.len() as u64;
        // Keep bytes only while the line still fits; past the cap, count them.
        if kept.len() + chunk.len() <= max {
            kept.extend_from_slice(chunk);
        } else {
            kept.clear();
            kept.shrink_to(0);
        }
        let used = chunk.len() + usize::from(done);
        input.consume(used);
        if done {
            return Ok(Some(finish(kept, total, max)));
        }
    }
}

fn finish(mut kept: Vec<u8>, total: u64, max: usize) -> Line {
    if total > max as u64 {
        return Line::TooLong(total);
    }
    if kept.last() == Some(&b'\r') {
        kept.pop();
    }
    Line::Text(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_lines(input: &[u8], max: usize) -> Vec<Line> {
        // A tiny buffer makes lines span many reads.
        let mut reader = io::BufReader::with_capacity(3, input);
        let mut out = vec![];
        while let Some(line) = read_line(&mut reader, max).unwrap() {
            out.push(line);
        }
        out
    }

    #[test]
    fn splits_lines_and_strips_crlf() {
        assert_eq!(
            all_lines(b"ab\r\n\ncd", 10),
            vec![
                Line::Text(b"ab".to_vec()),
                Line::Text(vec![]),
                Line::Text(b"cd".to_vec())
            ]
        );
        assert_eq!(all_lines(b"", 10), vec![]);
        assert_eq!(all_lines(b"x\n", 10), vec![Line::Text(b"x".to_vec())]);
    }

    #[test]
    fn long_lines_are_skipped_whole_and_the_next_line_survives() {
        let mut input = vec![b'x'; 50];
        input.extend_from_slice(b"\n0123456789\n");
        input.extend(vec![b'y'; 11]);
        assert_eq!(
            all_lines(&input, 10),
            vec![
                Line::TooLong(50),
                Line::Text(b"0123456789".to_vec()),
                Line::TooLong(11)
            ]
        );
    }

    #[test]
    fn binary_bytes_pass_through_untouched() {
        let input = [0xFF, 0x00, 0xC3, b'\n', 0x80];
        assert_eq!(
            all_lines(&input, 10),
            vec![Line::Text(vec![0xFF, 0x00, 0xC3]), Line::Text(vec![0x80])]
        );
    }
}

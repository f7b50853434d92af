//! Invite codes, seat tokens and seeds, all from the operating system's
//! random source.
//!
//! An invite code is 12 characters of a 32-letter alphabet without `0`,
//! `O`, `1` and `I` (60 bits), written in three groups of four
//! (`K7QM-XW3D-PZ9R`). With 10,000 live rooms, one guess finds a room with
//! probability 10,000 / 2^60 ≈ 1e-14; under the per-connection rate limit
//! and the connection cap (and connections closed after a few wrong codes)
//! that is centuries of guessing. A seat token is 128 random bits in hex;
//! the server keeps only its SHA-256.

use sha2::{Digest, Sha256};

/// The letters of an invite code: no 0/O, no 1/I.
pub const ALPHABET: &[u8; 32] = b"23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/// Letters in a code.
pub const CODE_LEN: usize = 12;

/// Random bytes from the OS.
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).expect("the operating system's random source failed");
    b
}

/// A random match seed.
pub fn random_seed() -> u64 {
    u64::from_le_bytes(random_bytes::<8>())
}

/// A new invite code, `XXXX-XXXX-XXXX`.
pub fn new_code() -> String {
    let bytes = random_bytes::<CODE_LEN>();
    let mut out = String::with_capacity(CODE_LEN + 2);
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 && i % 4 == 0 {
            out.push('-');
        }
        // 256 is a multiple of 32: no bias.
        out.push(ALPHABET[usize::from(b % 32)] as char);
    }
    out
}

/// A code as typed, in its canonical form (`XXXX-XXXX-XXXX`), or `None`
/// if it cannot be one. Case, spaces and dashes do not matter.
pub fn normalise(typed: &str) -> Option<String> {
    if typed.len() > 64 {
        return None;
    }
    let letters: Vec<u8> = typed
        .bytes()
        .filter(|b| !matches!(b, b'-' | b' '))
        .map(|b| b.to_ascii_uppercase())
        .collect();
    if letters.len() != CODE_LEN || !letters.iter().all(|b| ALPHABET.contains(b)) {
        return None;
    }
    let mut out = String::with_capacity(CODE_LEN + 2);
    for (i, &b) in letters.iter().enumerate() {
        if i > 0 && i % 4 == 0 {
            out.push('-');
        }
        out.push(b as char);
    }
    Some(out)
}

/// A new seat token: 128 random bits, in lower-case hex.
pub fn new_token() -> String {
    random_bytes::<16>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The SHA-256 of a token, in hex: what the server keeps.
pub fn hash_token(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_readable_and_read_back() {
        for _ in 0..100 {
            let code = new_code();
            assert_eq!(code.len(), 14);
            assert!(!code.contains(['0', 'O', '1', 'I']));
            assert_eq!(
                normalise(&code.to_lowercase().replace('-', " ")),
                Some(code)
            );
        }
        assert_eq!(normalise("abcd-efgh-jk"), None);
        assert_eq!(normalise("OOOO-OOOO-OOOO"), None);
        assert_ne!(new_code(), new_code());
    }

    #[test]
    fn tokens_are_128_bits_and_hashed() {
        let t = new_token();
        assert_eq!(t.len(), 32);
        assert_eq!(hash_token(&t).len(), 64);
        assert_ne!(hash_token(&t), hash_token(&new_token()));
    }
}

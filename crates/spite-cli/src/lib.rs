//! The library half of the `spite` binary: the JSON-lines engine protocol,
//! so that tests and the fuzz targets can drive a whole engine session
//! without a process, and the reading of move text it shares with the
//! terminal game. The terminal game, replay and arena live in the binary
//! (`main.rs`).

pub mod engine;
pub mod movetext;

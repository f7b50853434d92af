//! The library half of the `spite` binary: the JSON-lines engine protocol,
//! so that tests and the fuzz targets can drive a whole engine session
//! without a process. The terminal game, replay and arena live in the
//! binary (`main.rs`).

pub mod engine;

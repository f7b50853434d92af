//! The library half of the `spite` binary: the JSON-lines engine protocol,
//! so that tests and the fuzz targets can drive a whole engine session
//! without a process. Move text is read by spite-core
//! (`PlayerView::parse_move`), the same for every frontend. The terminal
//! game, replay and arena live in the binary (`main.rs`).

pub mod engine;

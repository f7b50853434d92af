//! libFuzzer target: see `spite_fuzz::server_frame` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| spite_fuzz::server_frame(data));

//! libFuzzer target: see `spite_fuzz::view_json` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| spite_fuzz::view_json(data));

//! libFuzzer target: see `spite_fuzz::saved_game` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| spite_fuzz::saved_game(data));

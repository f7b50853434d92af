//! libFuzzer target: see `spite_fuzz::notation` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| spite_fuzz::notation(data));

//! libFuzzer target: see `spite_fuzz::rules_file` for what it checks.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| spite_fuzz::rules_file(data));

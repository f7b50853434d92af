//! Every kept fuzz input (`fuzz/corpus/TARGET/`, a small corpus each target
//! grew, and `fuzz/regressions/TARGET/`, every input that ever failed) run
//! through its target's checks on stable, so CI needs no nightly.

use std::fs;
use std::path::Path;

#[test]
fn every_kept_input_passes_its_target() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut ran = 0;
    for (name, check) in spite_fuzz::TARGETS {
        let mut per_target = 0;
        for folder in ["corpus", "regressions"] {
            let dir = root.join(folder).join(name);
            let Ok(entries) = fs::read_dir(&dir) else {
                continue;
            };
            let mut files: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
            files.sort();
            for file in files {
                let data = fs::read(&file).expect("a kept input is readable");
                let outcome = std::panic::catch_unwind(|| check(&data));
                assert!(outcome.is_ok(), "{name}: {} fails", file.display());
                per_target += 1;
            }
        }
        assert!(per_target > 0, "no kept inputs for target {name}");
        ran += per_target;
    }
    eprintln!("{ran} kept inputs passed");
}

//! Placeholder: filled in by its owner.

/// Options of this command.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ReplayArgs {}

pub fn run(_args: ReplayArgs) -> Result<(), String> {
    Err("not built yet".into())
}

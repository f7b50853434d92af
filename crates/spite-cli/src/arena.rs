//! Placeholder: filled in by its owner.

/// Options of this command.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ArenaArgs {}

pub fn run(_args: ArenaArgs) -> Result<(), String> {
    Err("not built yet".into())
}

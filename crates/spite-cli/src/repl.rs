//! Placeholder: filled in by its owner.

/// Options of this command.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct PlayArgs {}

pub fn run(_args: PlayArgs) -> Result<(), String> {
    Err("not built yet".into())
}

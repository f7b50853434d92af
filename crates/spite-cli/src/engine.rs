//! Placeholder: filled in by its owner.

/// Options of this command.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct EngineArgs {}

pub fn run(_args: EngineArgs) -> Result<(), String> {
    Err("not built yet".into())
}

//! Seeds: one from the clock for a match nobody asked to repeat, and the one
//! scheme every frontend uses to seed its computer players.

use spite_core::derive_seed;

/// Mixed into the match seed for the computer players, so that their
/// choices are not correlated with the deal ("SPITE_AI").
pub const BOT_SALT: u64 = 0x5350_4954_455F_4149;

/// A seed from the clock and the process id: a new deal every time.
pub fn clock_seed() -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    derive_seed(
        nanos as u64 ^ (nanos >> 64) as u64,
        u64::from(std::process::id()),
    )
}

/// The seed of a computer player's decision: game `game_index` (0-based) of
/// the match seeded `match_seed`, after `moves_played` moves of that game.
///
/// It depends on nothing else (not on the frontend, the thread, undo
/// history or whether the match was saved and loaded), so the same match
/// seed and the same person moves give the same match everywhere.
pub fn bot_seed(match_seed: u64, game_index: u64, moves_played: u64) -> u64 {
    derive_seed(derive_seed(match_seed ^ BOT_SALT, game_index), moves_played)
}

//! `spite ladder` (a preset's leaderboard, with your own place) and
//! `spite identity` (your transfer code, and taking one typed on another
//! device): one request each, on the async client. The key kept here is
//! registered (this terminal's own: a player even if the answer that
//! first made it one was lost); a code typed is only identified.

use std::time::Duration;

use spite_server::client::{Board, Client, ClientError, Identity};
use spite_server::protocol::{LeaderboardEntry, PlayerRating};

use super::autosave::data_dir;
use super::play_online::{DEFAULT_SERVER, url_of};
use super::player_key::{PlayerKeys, compact, transfer_code};
use super::quick_match::preset;
use super::style::{TermStyle, glued};
use crate::words::{t, tr};

/// Options of `spite ladder`.
#[derive(Debug, Clone, clap::Args)]
pub struct LadderArgs {
    /// The server's address (default: 127.0.0.1:7878).
    #[arg(value_name = "ADDR")]
    pub addr: Option<String>,
    /// The rules preset.
    #[arg(long, value_name = "g4a|classic", value_parser = ["g4a", "classic"], default_value = "g4a")]
    pub rules: String,
    /// Language: en, nl, ms, pt or bg (default: the system's, else English).
    #[arg(long, value_name = "CODE")]
    pub lang: Option<String>,
}

/// Options of `spite identity`.
#[derive(Debug, Clone, clap::Args)]
pub struct IdentityArgs {
    /// The server's address (default: 127.0.0.1:7878).
    #[arg(value_name = "ADDR")]
    pub addr: Option<String>,
    /// A transfer code shown on another device: play as that player here.
    #[arg(long, value_name = "CODE")]
    pub key: Option<String>,
    /// Language: en, nl, ms, pt or bg (default: the system's, else English).
    #[arg(long, value_name = "CODE")]
    pub lang: Option<String>,
}

/// A line of prose, folded to the terminal's width.
fn say(line: &str) {
    println!("{}", TermStyle::detect(false).fold(line));
}

/// How long one request may take.
const ANSWER: Duration = Duration::from_secs(15);

/// Runs one request on a runtime of its own.
fn ask<T>(
    server: &str,
    request: impl AsyncFnOnce(&mut Client) -> Result<T, ClientError>,
) -> Result<T, (Option<spite_server::protocol::ErrorCode>, String)> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| (None, e.to_string()))?;
    let url = url_of(server);
    let asked = runtime.block_on(async {
        tokio::time::timeout(ANSWER, async {
            let mut client = Client::connect(&url).await?;
            let answer = request(&mut client).await;
            client.close().await;
            answer
        })
        .await
    });
    match asked {
        Ok(Ok(answer)) => Ok(answer),
        Ok(Err(ClientError::Refused { code, message })) => Err((Some(code), message)),
        Ok(Err(e)) => Err((None, e.to_string())),
        Err(_) => Err((None, "the server did not answer in time".into())),
    }
}

fn failed((code, message): (Option<spite_server::protocol::ErrorCode>, String)) -> String {
    super::online::failed_words(code, &message)
}

/// The key kept for `server`, and where keys are kept.
fn kept(server: &str) -> (Option<PlayerKeys>, Option<String>) {
    let keys = data_dir().map(|d| PlayerKeys::in_dir(&d));
    let key = keys.as_ref().and_then(|k| k.load(server));
    (keys, key)
}

/// `spite ladder [ADDR]`.
pub fn ladder(args: LadderArgs) -> Result<(), String> {
    let server = args.addr.unwrap_or_else(|| DEFAULT_SERVER.into());
    let rules = preset(&args.rules);
    let (_, key) = kept(&server);
    let board: Board = ask(&server, async |c: &mut Client| {
        if let Some(key) = &key {
            c.register(key, None).await?;
        }
        c.leaderboard(rules).await
    })
    .map_err(failed)?;
    say(&tr("ui-ladder-title", &[("rules", rules.as_str().into())]));
    if board.top.is_empty() {
        say(&t("ui-ladder-empty"));
    } else {
        println!("{}", header());
        for entry in &board.top {
            println!("{}", row(entry));
        }
    }
    match &board.you {
        Some(you) if !board.top.contains(you) => {
            say(&t("ui-ladder-you"));
            println!("{}", row(you));
        }
        Some(_) => {}
        None if key.is_some() => say(&t("ui-ladder-you-unrated")),
        None => say(&tr("ui-ladder-no-key", &[("server", server.into())])),
    }
    Ok(())
}

/// The name column; with rank, rating ± deviation and games a row is 75
/// columns at most.
const NAME: usize = 40;

fn header() -> String {
    format!(
        "{:>5}  {:<NAME$}  {:>15}  {:>9}",
        "#",
        t("ui-ladder-name"),
        t("ui-ladder-rating"),
        t("ui-ladder-games"),
    )
}

fn row(entry: &LeaderboardEntry) -> String {
    let name = entry.name.clone().unwrap_or_else(|| t("ui-ladder-no-name"));
    // A name of 40 characters fits; wider ones (East Asian) are cut.
    let name: String = name.chars().take(NAME).collect();
    format!(
        "{:>5}  {:<NAME$}  {:>15}  {:>9}",
        entry.rank,
        name,
        rating(entry.rating, entry.deviation),
        entry.games
    )
}

/// "1662 ± 290".
fn rating(rating: f64, deviation: f64) -> String {
    format!("{:.0} ± {:.0}", rating, deviation)
}

/// `spite identity [ADDR] [--key CODE]`.
pub fn identity(args: IdentityArgs) -> Result<(), String> {
    let server = args.addr.unwrap_or_else(|| DEFAULT_SERVER.into());
    let (keys, key) = kept(&server);
    if let Some(typed) = args.key {
        return take_key(&server, keys, key, &typed);
    }
    let Some(key) = key else {
        say(&tr("ui-identity-none", &[("server", server.into())]));
        return Ok(());
    };
    say(&tr(
        "ui-identity-code",
        &[
            ("server", server.clone().into()),
            ("code", glued(&transfer_code(&key)).into()),
        ],
    ));
    say(&t("ui-identity-secret"));
    match ask(&server, async |c: &mut Client| c.register(&key, None).await) {
        Ok(identity) => tell(&identity),
        Err(e) => say(&failed(e)),
    }
    Ok(())
}

/// Takes a transfer code typed here: checked with the server first (a
/// plain `identify`, which a key the server does not know fails), so
/// that a mistyped code replaces nothing and makes nobody.
fn take_key(
    server: &str,
    keys: Option<PlayerKeys>,
    old: Option<String>,
    typed: &str,
) -> Result<(), String> {
    let key = compact(typed);
    let identity = ask(server, async |c: &mut Client| {
        c.identify(Some(&key), None).await
    })
    .map_err(|e| tr("ui-identity-refused", &[("reason", failed(e).into())]))?;
    let Some(keys) = keys else {
        return Err(t("ui-match-no-data-dir"));
    };
    if let Some(old) = old.filter(|o| *o != key) {
        // The key it replaces is shown once more: it may be the only copy.
        say(&tr(
            "ui-identity-replaced",
            &[("code", glued(&transfer_code(&old)).into())],
        ));
    }
    let path = keys
        .store(server, &key)
        .map_err(|e| super::disk::io_reason(&e))?;
    say(&tr(
        "ui-identity-taken",
        &[("file", path.display().to_string().into())],
    ));
    tell(&identity);
    Ok(())
}

/// Your name and ratings, as the server knows them.
fn tell(identity: &Identity) {
    let name = identity
        .name
        .clone()
        .unwrap_or_else(|| t("ui-ladder-no-name"));
    say(&tr("ui-identity-name", &[("name", name.into())]));
    for PlayerRating {
        rules,
        rating: r,
        deviation,
        games,
    } in &identity.ratings
    {
        let line = tr(
            "ui-identity-rating",
            &[
                ("rules", rules.as_str().into()),
                ("rating", rating(*r, *deviation).into()),
                ("games", (*games).into()),
            ],
        );
        say(&line);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ladder_line_fits_80_columns() {
        let entry = LeaderboardEntry {
            rank: 10000,
            name: Some("N".repeat(60)),
            rating: 2999.6,
            deviation: 349.7,
            games: 123456,
        };
        let line = row(&entry);
        assert!(line.chars().count() <= 80, "{line}");
        assert!(line.contains("3000 ± 350"), "{line}");
        assert!(header().chars().count() <= 80);
    }
}

//! `spite match`: quick match from the terminal. The player's key is made
//! here on first rated use and kept ([`PlayerKeys`]) before the server
//! hears of it, then registered with every seek (a new player the first
//! time, the same one after, even if an answer was lost); the wait is told as the server
//! tells it (place in line, when the computer will be offered), the
//! computer's offer is asked as a plain yes or no, and Ctrl-C gives up the
//! seek. Once seated, the game is the online game of `spite join`.

use std::io::IsTerminal;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use spite_server::client::{
    Command, Commands, Connect, RemoteClient, Update, new_player_key, spawn_online,
};
use spite_server::protocol::{ErrorCode, Preset, ServerMessage};

use super::autosave::data_dir;
use super::input::Input;
use super::keys::{Keys, Reader};
use super::online::{Keep, OnlineGame, failed_words};
use super::play_online::{DEFAULT_SERVER, friend_backoff, lines, url_of};
use super::player_key::{PlayerKeys, transfer_code};
use super::seat_token::SeatTokens;
use super::style::{TermStyle, glued};
use super::{game::is_yes, interrupt};
use crate::words::{t, tr};

/// Options of `spite match`.
#[derive(Debug, Clone, clap::Args)]
pub struct QuickMatchArgs {
    /// The server's address (default: 127.0.0.1:7878).
    #[arg(value_name = "ADDR")]
    pub addr: Option<String>,
    /// The rules preset.
    #[arg(long, value_name = "g4a|classic", value_parser = ["g4a", "classic"], default_value = "g4a")]
    pub rules: String,
    /// A match that changes no rating.
    #[arg(long)]
    pub casual: bool,
    #[command(flatten)]
    pub seat: super::play_online::SeatArgs,
}

/// How often the wait looks at Ctrl-C and the answer to the offer.
const TICK: Duration = Duration::from_millis(100);

/// The preset of `--rules` (clap allows only the two).
pub fn preset(name: &str) -> Preset {
    Preset::parse(name).unwrap_or(Preset::G4a)
}

/// `spite match [ADDR]`.
pub fn quick_match(args: QuickMatchArgs) -> Result<(), String> {
    let server = args.addr.clone().unwrap_or_else(|| DEFAULT_SERVER.into());
    let style = TermStyle::detect(args.seat.no_color);
    let home = data_dir();
    let keys = home.as_ref().map(|d| PlayerKeys::in_dir(d));
    let mut key = keys.as_ref().and_then(|k| k.load(&server));
    if key.is_none() && !args.casual {
        key = Some(make_key(keys.as_ref(), &server, style));
    }
    let rules = preset(&args.rules);
    let connect = Connect::Seek {
        key,
        name: args.seat.name.clone(),
        rules,
        rated: !args.casual,
    };
    let (commands, updates) = spawn_online(url_of(&server), connect, friend_backoff(), None);
    interrupt::catch(std::io::stdin().is_terminal());
    let mut reader = Reader::start(lines(style));
    let mut wait = Wait {
        commands: &commands,
        offered: false,
        rules,
        rated: !args.casual,
        style,
    };
    let Some(seated) = wait.until_seated(&updates, &mut reader)? else {
        println!("{}", style.fold(&t("ui-match-cancelled")));
        return Ok(());
    };
    if wait.offered {
        // The question is still on the line being typed: its answer
        // would go to the game.
        wait.say(&t("ui-match-person-came"));
    }
    // The seat and all after it go to the game, as `spite join`'s.
    let (tx, rx) = mpsc::channel();
    let _ = tx.send(seated);
    std::thread::spawn(move || {
        while let Ok(update) = updates.recv() {
            if tx.send(update).is_err() {
                return;
            }
        }
    });
    let client = RemoteClient::new(commands, rx);
    let keep = Keep {
        tokens: home.as_ref().map(|d| SeatTokens::in_dir(d)),
        server: server.clone(),
        hosted: None,
    };
    let stdout = std::io::stdout();
    let mut session = OnlineGame::new(stdout.lock(), style, client, keep);
    session.sit_down()?;
    session.keep_token();
    session.play_with(&mut reader);
    Ok(())
}

/// A new player key for `server`, kept first (its file written before
/// the server hears of it), and its transfer code shown once here too.
fn make_key(keys: Option<&PlayerKeys>, server: &str, style: TermStyle) -> String {
    let key = new_player_key();
    let kept = match keys {
        Some(keys) => keys
            .store(server, &key)
            .map_err(|e| super::disk::io_reason(&e)),
        None => Err(t("ui-match-no-data-dir")),
    };
    let line = match kept {
        Ok(path) => tr(
            "ui-match-key-kept",
            &[("file", path.display().to_string().into())],
        ),
        Err(reason) => tr("ui-match-key-not-kept", &[("reason", reason.into())]),
    };
    let code = transfer_code(&key);
    for line in [
        line,
        tr("ui-match-transfer-code", &[("code", glued(&code).into())]),
    ] {
        println!("{}", style.fold(&line));
    }
    key
}

/// The wait in the pool.
struct Wait<'a> {
    commands: &'a Commands,
    /// The computer was offered, and the question asked.
    offered: bool,
    rules: Preset,
    rated: bool,
    style: TermStyle,
}

impl Wait<'_> {
    /// Tells the wait until `seated` (returned), or `None` when the player
    /// gave up (Ctrl-C; the connection is closed, which leaves the pool).
    fn until_seated(
        &mut self,
        updates: &mpsc::Receiver<Update>,
        reader: &mut Reader,
    ) -> Result<Option<Update>, String> {
        loop {
            if interrupt::take() {
                self.commands.send(Command::Leave);
                return Ok(None);
            }
            if self.offered {
                match reader.answer(Duration::ZERO) {
                    Some(Input::Line(line)) => self.answer_offer(&line),
                    Some(Input::Interrupted) => {
                        self.commands.send(Command::Leave);
                        return Ok(None);
                    }
                    Some(_) => self.offered = false,
                    None => {}
                }
            }
            let update = match updates.recv_timeout(TICK) {
                Ok(update) => update,
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => return Err(t("ui-online-no-connection")),
            };
            match update {
                Update::Server(msg) => match *msg {
                    ServerMessage::Seated { .. } => return Ok(Some(Update::Server(msg))),
                    msg => self.told(msg, reader),
                },
                Update::Failed { code, message } => return Err(self.failed(code, &message)),
                Update::Link(_) => {}
            }
        }
    }

    /// What the server said while we wait.
    fn told(&mut self, msg: ServerMessage, reader: &mut Reader) {
        match msg {
            ServerMessage::Seeking {
                position,
                computer_in,
                ..
            } => {
                let kind = if self.rated {
                    "ui-match-rated"
                } else {
                    "ui-match-casual"
                };
                let line = tr(
                    "ui-match-seeking",
                    &[
                        ("rules", self.rules.as_str().into()),
                        ("kind", t(kind).into()),
                        ("position", position.into()),
                        ("seconds", computer_in.into()),
                    ],
                );
                self.say(&line);
                self.say(&t("ui-match-ctrl-c"));
            }
            ServerMessage::ComputerOffer { level, .. } => {
                let level = tr("level-name", &[("level", level.name().into())]);
                self.say(&tr("ui-match-computer-offer", &[("level", level.into())]));
                reader.ask(&(t("ui-match-computer-question") + " "), true);
                self.offered = true;
            }
            _ => {}
        }
    }

    fn answer_offer(&mut self, line: &str) {
        self.offered = false;
        if is_yes(line) {
            self.commands.send(Command::AcceptComputer);
            self.say(&t("ui-match-computer-taken"));
        } else {
            self.say(&t("ui-match-still-waiting"));
        }
    }

    /// A line, folded to the terminal's width.
    fn say(&self, line: &str) {
        println!("{}", self.style.fold(line));
    }

    /// Why there is no seat.
    fn failed(&self, code: Option<ErrorCode>, message: &str) -> String {
        tr(
            "ui-match-cannot",
            &[("reason", failed_words(code, message).into())],
        )
    }
}

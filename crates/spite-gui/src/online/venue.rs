//! What a seat of an online room provides its session: the connection's
//! state and the first connection tried again, the seat's token kept,
//! the room's finished games counted, what a review asked of the server
//! listens to (kept for the app), the room's bars and questions.

use egui::{Context, Ui};
use spite_ai::Level;
use spite_core::Seat;
use spite_server::client::RemoteClient;
use spite_table::client::{Client, Happening};

use super::dialog::{self as online_ui, OnlineCommand};
use super::tokens::SavedSeat;
use super::{LinkState, Online};
use crate::face::TableFace;
use crate::panels::{self, Command, Panels};
use crate::review::Heard;
use crate::session::{Session, Venue};
use crate::stats::Stats;

impl Venue for Online {
    type Client = RemoteClient;
    /// Only this seat is played here.
    fn yours(client: &RemoteClient) -> Vec<Seat> {
        client.state().seat.into_iter().collect()
    }
    fn reachable(&self) -> bool {
        self.link == LinkState::Connected
    }
    fn names_draws(_client: &Self::Client) -> bool {
        true
    }
    const HERE: bool = false;
    fn before_poll(&mut self, client: &mut RemoteClient) {
        if self.first.due() {
            *client = self.first.spawn(&self.url);
        }
    }
    fn after_poll(&mut self, client: &RemoteClient) {
        self.keep_token(client);
        self.ask_rating_after(client);
    }
    fn heard(&mut self, happening: &Happening) {
        match happening {
            Happening::Seated { .. } | Happening::Reconnected => self.link = LinkState::Connected,
            Happening::Reconnecting { attempt, .. } => {
                // The server's review stops with the connection.
                self.review_heard.push(Heard::Gone);
                self.link = LinkState::Reconnecting { attempt: *attempt }
            }
            Happening::Lost { message } => {
                self.review_heard.push(Heard::Gone);
                self.link = LinkState::Lost(message.clone());
            }
            Happening::RematchOffered { .. } => self.rematch_cancelled = None,
            Happening::Reaction { seat, reaction } => self.heard.heard(*seat, *reaction),
            Happening::RematchCancelled { seat, left } => {
                self.rematch_cancelled = Some((*seat, *left));
            }
            // A new match: its end is still to be seen.
            Happening::RematchStarted => self.match_seen = false,
            // For a review asked of the server (the app hands them in).
            Happening::Review(news) => self.review_heard.push(Heard::News(news.clone())),
            Happening::ServerRefused { code, .. } => self.review_heard.push(Heard::Refused(*code)),
            Happening::Closed => self.review_heard.push(Heard::Gone),
            Happening::Failed { code, message } => {
                // Not reached (no refusal from the server): it may not be
                // there yet, so try again, as a dropped connection does.
                let again = match code {
                    None => self.first.failed(),
                    Some(_) => None,
                };
                self.link = match again {
                    Some(attempt) => LinkState::Waiting { attempt },
                    None => LinkState::Failed {
                        code: *code,
                        message: message.clone(),
                    },
                };
            }
            _ => {}
        }
    }
    fn earlier_log(s: &mut Session<Online>) -> Option<(Vec<crate::session::LogLine>, String)> {
        let code = s.table().code().map(str::to_owned);
        s.venue.earlier_log.take()?.for_room(code.as_deref())
    }
    fn wait_reason(s: &Session<Online>) -> Option<String> {
        (!s.connected()).then(|| s.t("ui-net-offline"))
    }
    fn count(s: &mut Session<Online>, stats: &mut Stats, _level: Level) {
        if let Some(m) = s.finished_games() {
            stats.record_online(&m, &crate::persist::today());
        }
    }
    fn takes_enter(s: &Session<Online>) -> bool {
        s.finished_shown().is_some() && s.screen.anims.is_empty()
    }
    fn go_on(s: &mut Session<Online>, _seed: u64) -> bool {
        if Online::takes_enter(s) {
            s.continue_game();
            true
        } else {
            false
        }
    }
    const DEALS: bool = false;
    fn seen_match_end(s: &mut Session<Online>) {
        s.venue.match_seen = true;
        s.continue_game();
    }
    fn hosts_unfinished(s: &Session<Online>) -> bool {
        s.host().is_some() && s.match_unfinished()
    }
    /// The server, the room and the game's number in its match.
    fn log_id(s: &Session<Online>) -> egui::Id {
        egui::Id::unique(("log", s.url(), s.table().code(), s.client().state().game))
    }
    /// The menu bar, the room bar under it (the invite code, the seats),
    /// then the status line.
    fn bars(s: &Session<Online>, ui: &mut Ui, p: &mut Panels<'_>) {
        let asked = online_ui::top_bar(ui, s, p.windows);
        p.commands.extend(asked.map(Command::Online));
        let asked = online_ui::room_bar(ui, s);
        p.commands.extend(asked.map(Command::Online));
        let (text, refusal) = online_ui::status_text(s);
        panels::status_line(ui, text, refusal, p);
        // Windows stay between the bars: the invite code and the status
        // line stay readable.
        p.area = ui.available_rect_before_wrap();
    }
    /// Another person's undo to answer, the game's and the match's end, a
    /// connection lost, and the questions before leaving or closing.
    fn questions(s: &Session<Online>, ctx: &Context, p: &mut Panels<'_>) {
        let mut asked: Vec<OnlineCommand> = online_ui::questions(ctx, s, p.reviewing)
            .into_iter()
            .collect();
        asked.extend(super::quick::waiting(ctx, s));
        if p.windows.confirm_leave {
            asked.extend(online_ui::confirm_leave(ctx, s));
        }
        if p.windows.confirm_quit {
            asked.extend(online_ui::confirm_quit(ctx, s));
        }
        p.commands.extend(asked.into_iter().map(Command::Online));
    }
}

impl Online {
    /// Writes the seat's token once the seat is taken, so a restart comes
    /// back to it. A seat taken again (*Back to my room*, a join by the
    /// code of a seat held here) is told no token by the server: the one
    /// it came back with is kept, and marked to resume all the same.
    fn keep_token(&mut self, client: &RemoteClient) {
        let room = client.online();
        if self.kept_for.is_some() && self.kept_for.as_deref() == room.code() {
            return;
        }
        let token = room.token().or(self.first.rejoin_token());
        let (Some(store), Some(code), Some(token), Some(seat)) =
            (&self.store, room.code(), token, room.seat())
        else {
            return;
        };
        let saved = SavedSeat {
            server: self.url.clone(),
            code: code.to_owned(),
            token: token.to_owned(),
            seat,
            hosted: self.host.as_ref().map(|h| h.addr().to_string()),
        };
        // A failed write is tried again at the next poll.
        if store.remember(saved).is_ok() {
            self.kept_for = Some(code.to_owned());
        }
    }
}

impl Online {
    /// The player key this quick match identifies with, if any.
    pub fn seek_key(&self) -> Option<&str> {
        self.first.seek_key()
    }

    /// Once a rated match is over, asks the server for the player's
    /// rating now, to show under the match's end.
    fn ask_rating_after(&mut self, client: &RemoteClient) {
        if let Some(asked) = &mut self.rating_after {
            asked.answer();
            return;
        }
        let rated = self.seek.is_some_and(|s| s.rated);
        let key = self.seek_key().map(str::to_owned);
        if let (true, Some(_), Some(key)) = (rated, client.online().match_end(), key) {
            let wake = self.first.wake();
            self.rating_after = Some(super::ask::register(&self.url, key, wake));
        }
    }
}

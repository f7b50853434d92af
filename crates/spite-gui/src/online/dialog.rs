//! The "Play online" dialog (host a room with the server inside the app,
//! or join one by address and code) and the panels of an online game: the
//! room bar (code, address, who is here), the status line, the question
//! when another person asks to take a move back, the match's end.

use egui::{Align2, Context, RichText, Ui, Vec2};
use spite_ai::Level;
use spite_core::Rules;
use spite_server::client::{Presence, presence_of};
use spite_server::protocol::{Preset, Reaction, RulesSpec, SeatKind, SeatSpec};

use super::tokens::SavedSeat;
use super::{LinkState, Online};
use crate::face::TableFace;
use crate::lang::Words;
use crate::panels::Windows;
use crate::session::Session;

/// How long a person may be away before the computer plays for them, in
/// a room this window hosts with that choice.
pub const TAKEOVER_SECS: u32 = 120;

/// Host or join.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Host,
    Join,
    /// Quick match: someone new, found by the server.
    Quick,
}

/// The dialog's fields, kept while the app runs.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineForm {
    pub mode: Mode,
    pub name: String,
    /// Host: run the server inside the app (else create the room on the
    /// server at `address`, which runs already).
    pub host_here: bool,
    /// Host: listen on every interface (a LAN) rather than this machine only.
    pub lan: bool,
    /// Host: the computer plays for a person away longer than
    /// [`TAKEOVER_SECS`], until they come back.
    pub takeover: bool,
    /// Host: listed in the server's open rooms, for anyone to take a
    /// free seat.
    pub open: bool,
    /// Host: the port (7878 by default; 0 lets the system choose).
    pub port: String,
    /// Host: the rules preset.
    pub preset: &'static str,
    pub players: u8,
    /// Host: who plays each seat after yours (`None`: a person).
    pub others: Vec<Option<Level>>,
    pub payoff: u8,
    pub match_target: u32,
    /// Join, Quick match and Host on a server: the server's address
    /// (`HOST:PORT`, or `ws://…/ws`).
    pub address: String,
    /// Join: the invite code.
    pub code: String,
    /// Quick match: the rules preset.
    pub quick_rules: Preset,
    /// Quick match: a rated match (else casual).
    pub rated: bool,
    /// Quick match: a transfer code typed from another device.
    pub typed_key: String,
}

impl Default for OnlineForm {
    fn default() -> OnlineForm {
        let g4a = Rules::g4a();
        OnlineForm {
            mode: Mode::Host,
            name: String::new(),
            host_here: true,
            lan: false,
            takeover: true,
            open: false,
            port: "7878".into(),
            preset: "g4a",
            players: 2,
            others: vec![None],
            payoff: g4a.payoff_size,
            match_target: g4a.match_target,
            address: String::new(),
            code: String::new(),
            quick_rules: Preset::G4a,
            rated: true,
            typed_key: String::new(),
        }
    }
}

/// Where a hosted room is made.
#[derive(Clone, Debug, PartialEq)]
pub enum HostOn {
    /// The server inside the app, started on `addr`.
    Here {
        addr: std::net::SocketAddr,
        /// Deals every room of the server from this seed (tests that need
        /// the same game every run); `None`, as the dialog asks, deals
        /// from a secret random one.
        deal_seed: Option<u64>,
    },
    /// A server that runs already, at this WebSocket URL (`spite serve`,
    /// as `spite host --server` uses one).
    Server(String),
}

/// What the dialog asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineCommand {
    /// Create a room and sit in it: on the server inside the app, or on
    /// one that runs elsewhere (`on`).
    Host {
        on: HostOn,
        rules: RulesSpec,
        seats: Vec<SeatSpec>,
        name: Option<String>,
        /// Seconds away before the computer plays a person's seat.
        takeover_after: Option<u32>,
        /// Listed in the open rooms for anyone to take a free seat.
        open: bool,
    },
    /// Join room `code` on the server at `url`.
    Join {
        url: String,
        code: String,
        name: Option<String>,
    },
    /// Quick match on the server at `url`: seek, wait, sit where paired.
    Seek {
        url: String,
        rules: Preset,
        rated: bool,
        name: Option<String>,
    },
    /// Take the computer quick match offered.
    AcceptComputer,
    /// After the match's end: offer a rematch, or accept the one offered.
    Rematch,
    /// Accept (`true`) or decline the rematch offered.
    AnswerRematch(bool),
    /// Send a reaction to the others at the table.
    React(Reaction),
    /// Mute (`true`) or unmute a seat's reactions.
    Mute(u8, bool),
    /// Leave the online game for the local one.
    Leave,
    /// The menu's Leave: a question first while the match is unfinished.
    AskLeave,
    /// The question before leaving (or quitting) answered no.
    StayOnline,
    /// The question before quitting while hosting answered yes: the window
    /// closes, and its next start brings the room back.
    Quit,
    /// Take back our last move (asks the others).
    Undo,
    /// Answer another person's request to take a move back.
    AnswerUndo(bool),
    /// Go on from the finished game's table to the next game.
    ContinueGame,
    /// The game-over screen's Statistics.
    ShowStatistics,
    /// The game-over (or match-over) screen's Review: that game of the
    /// match (from 1), reviewed by the server from this seat.
    Review(usize),
    Hint,
    /// The match-over screen was closed.
    SeenMatchEnd,
}

impl OnlineCommand {
    /// `SPITE_GUI_ONLINE`'s value: `host` or `host:PORT` (a room on
    /// 127.0.0.1 for you, a friend and the easy computer), or
    /// `join:HOST:PORT:CODE`.
    pub fn from_env(v: &str) -> Option<OnlineCommand> {
        let v = v.trim();
        if let Some(rest) = v.strip_prefix("join:") {
            let (addr, code) = rest.rsplit_once(':')?;
            return OnlineForm {
                mode: Mode::Join,
                address: addr.into(),
                code: code.into(),
                ..OnlineForm::default()
            }
            .join()
            .ok();
        }
        let port = match v.strip_prefix("host") {
            Some("") => "7878",
            Some(p) => p.strip_prefix(':')?,
            None => return None,
        };
        OnlineForm {
            port: port.into(),
            players: 3,
            others: vec![None, Some(Level::Easy)],
            ..OnlineForm::default()
        }
        .host()
        .ok()
    }
}

impl OnlineForm {
    /// The rules to host with.
    pub fn rules(&self) -> Rules {
        let base = spite_table::preset(self.preset).unwrap_or_else(Rules::g4a);
        Rules {
            players: self.players,
            payoff_size: self.payoff,
            match_target: self.match_target,
            ..base
        }
    }

    /// Seats to host with: yours first, then the others as chosen.
    pub fn seats(&self) -> Vec<SeatSpec> {
        let mut seats = vec![SeatSpec::Person];
        for i in 1..usize::from(self.players) {
            seats.push(match self.others.get(i - 1).copied().flatten() {
                Some(level) => SeatSpec::Computer { level },
                None => SeatSpec::Person,
            });
        }
        seats
    }

    pub(super) fn name(&self) -> Option<String> {
        let n = self.name.trim();
        (!n.is_empty()).then(|| n.chars().take(40).collect())
    }

    /// What the Host button asks for, or why it cannot (a `ui-*` id): a
    /// room on the server inside the app, or on the server at `address`.
    pub fn host(&self) -> Result<OnlineCommand, &'static str> {
        let on = if self.host_here {
            let port: u16 = self.port.trim().parse().map_err(|_| "ui-net-bad-port")?;
            let ip = if self.lan {
                std::net::Ipv4Addr::UNSPECIFIED
            } else {
                std::net::Ipv4Addr::LOCALHOST
            };
            HostOn::Here {
                addr: (ip, port).into(),
                deal_seed: None,
            }
        } else {
            HostOn::Server(server_url(&self.address).ok_or("ui-net-bad-address")?)
        };
        let rules = self.rules();
        rules.validate().map_err(|_| "ui-net-bad-rules")?;
        Ok(OnlineCommand::Host {
            on,
            rules: RulesSpec::Custom(rules),
            seats: self.seats(),
            name: self.name(),
            takeover_after: self.takeover.then_some(TAKEOVER_SECS),
            open: self.open,
        })
    }

    /// What the Join button asks for, or why it cannot (a `ui-*` id).
    pub fn join(&self) -> Result<OnlineCommand, &'static str> {
        let url = server_url(&self.address).ok_or("ui-net-bad-address")?;
        let code = self.code.trim();
        if code.is_empty() {
            return Err("ui-net-need-code");
        }
        Ok(OnlineCommand::Join {
            url,
            code: code.to_owned(),
            name: self.name(),
        })
    }
}

/// A server's WebSocket URL from what a person typed: `HOST:PORT`,
/// `HOST` (port 7878), or a whole `ws://` or `wss://` URL.
pub fn server_url(typed: &str) -> Option<String> {
    let t = typed.trim();
    if t.is_empty() || t.contains(char::is_whitespace) {
        return None;
    }
    if let Some(rest) = t.strip_prefix("ws://").or_else(|| t.strip_prefix("wss://")) {
        if rest.is_empty() {
            return None;
        }
        return Some(if rest.contains('/') {
            t.to_owned()
        } else {
            format!("{t}/ws")
        });
    }
    if t.contains('/') {
        return None;
    }
    // A bare IPv6 address has colons of its own: only [..]:port has a port.
    let has_port = match t.rsplit_once(':') {
        Some((host, port)) => {
            !host.is_empty()
                && port.parse::<u16>().is_ok()
                && (!host.contains(':') || host.ends_with(']'))
        }
        None => false,
    };
    Some(if has_port {
        format!("ws://{t}/ws")
    } else {
        format!("ws://{t}:7878/ws")
    })
}

/// The dialog itself (the app opens it from the menu bar).
pub fn dialog(
    ctx: &Context,
    w: &Words,
    form: &mut OnlineForm,
    open: &mut bool,
    problem: Option<&str>,
    hosted: Option<&SavedSeat>,
    social: &mut super::social::Social,
) -> Option<OnlineCommand> {
    let mut command = None;
    let t = |id: &str| w.tr(id, &[]);
    let mut still_open = *open;
    egui::Window::new(t("ui-net-title"))
        .id(egui::Id::unique("online-window"))
        .open(&mut still_open)
        .collapsible(false)
        .default_width(380.0)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut form.mode, Mode::Host, t("ui-net-host"));
                ui.selectable_value(&mut form.mode, Mode::Join, t("ui-net-join"));
                ui.selectable_value(&mut form.mode, Mode::Quick, t("ui-quick-tab"));
            });
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(t("ui-net-your-name"));
                ui.add(egui::TextEdit::singleline(&mut form.name).desired_width(160.0));
            });
            let wanted = match form.mode {
                Mode::Host => back_to_room(ui, w, hosted)
                    .map(Ok)
                    .or_else(|| host_fields(ui, w, form)),
                Mode::Join => join_fields(ui, w, form)
                    .or_else(|| super::open_rooms::listed(ui, w, form, social)),
                Mode::Quick => super::quick::quick_fields(ui, w, form, social),
            };
            match wanted {
                Some(Ok(c)) => command = Some(c),
                Some(Err(id)) => {
                    ui.colored_label(ui.visuals().warn_fg_color, t(id));
                }
                None => {}
            }
            if let Some(p) = problem {
                ui.colored_label(ui.visuals().warn_fg_color, p);
            }
        });
    *open = still_open && command.is_none();
    command
}

/// The room this app hosted last, offered first: its server starts here
/// again and the seat is taken again, so friends waiting in it play on.
fn back_to_room(ui: &mut Ui, w: &Words, hosted: Option<&SavedSeat>) -> Option<OnlineCommand> {
    let seat = hosted?;
    let address = seat.hosted.as_deref().unwrap_or_default();
    let mut command = None;
    ui.group(|ui| {
        ui.label(w.tr(
            "ui-net-back-about",
            &[
                ("code", seat.code.as_str().into()),
                ("address", address.into()),
            ],
        ));
        if ui.button(w.tr("ui-net-back-button", &[])).clicked() {
            command = Some(OnlineCommand::Join {
                url: seat.server.clone(),
                code: seat.code.clone(),
                name: None,
            });
        }
    });
    ui.separator();
    command
}

fn host_fields(
    ui: &mut Ui,
    w: &Words,
    form: &mut OnlineForm,
) -> Option<Result<OnlineCommand, &'static str>> {
    let t = |id: &str| w.tr(id, &[]);
    ui.horizontal(|ui| {
        ui.selectable_value(&mut form.host_here, true, t("ui-net-host-here"));
        ui.selectable_value(&mut form.host_here, false, t("ui-net-host-on-server"));
    });
    if form.host_here {
        ui.label(t("ui-net-host-about"));
    } else {
        ui.label(t("ui-net-host-on-server-about"));
        address_field(ui, w, form);
    }
    ui.horizontal(|ui| {
        ui.label(t("ui-settings-preset"));
        for name in Rules::PRESETS {
            // Selected while the rules are the preset's own; choosing it
            // brings its pay-off pile and match target back.
            let preset = spite_table::preset(name).unwrap_or_else(Rules::g4a);
            let own = form.preset == name
                && form.payoff == preset.payoff_size
                && form.match_target == preset.match_target;
            if ui.selectable_label(own, name).clicked() {
                form.preset = name;
                form.payoff = preset.payoff_size;
                form.match_target = preset.match_target;
            }
        }
    });
    // What is hosted, in words ("g4a rules · pay-off pile of 5").
    ui.weak(crate::words::rules_words(w, &form.rules()));
    ui.horizontal(|ui| {
        ui.label(t("ui-settings-players"));
        let mut n = form.players;
        ui.add(egui::Slider::new(&mut n, 2..=6));
        if n != form.players {
            form.players = n;
            form.others.resize(usize::from(n) - 1, None);
        }
    });
    let level_name = |l: Level| w.tr("level-name", &[("level", l.name().into())]);
    for (i, other) in form.others.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            ui.label(w.tr("ui-settings-seat", &[("seat", (i + 2).into())]));
            ui.selectable_value(other, None, t("ui-net-seat-friend"));
            let level = other.unwrap_or(Level::Medium);
            ui.selectable_value(other, Some(level), t("ui-settings-seat-computer"));
            if let Some(l) = other {
                egui::ComboBox::from_id_salt(("online-level", i))
                    .selected_text(level_name(*l))
                    .show_ui(ui, |ui| {
                        for choice in Level::PLAYABLE {
                            ui.selectable_value(l, choice, level_name(choice));
                        }
                    });
            }
        });
    }
    ui.horizontal(|ui| {
        ui.label(t("ui-settings-payoff"));
        ui.add(egui::Slider::new(&mut form.payoff, 5..=30));
    });
    ui.horizontal(|ui| {
        ui.label(t("ui-settings-match-to"));
        ui.add(egui::Slider::new(&mut form.match_target, 1..=200));
    });
    // Where the app's own server listens: nothing to say of another's.
    if form.host_here {
        ui.horizontal(|ui| {
            ui.label(t("ui-net-port"));
            ui.add(egui::TextEdit::singleline(&mut form.port).desired_width(60.0));
        });
        ui.checkbox(&mut form.lan, t("ui-net-lan"));
    }
    ui.checkbox(
        &mut form.takeover,
        w.tr("ui-net-takeover", &[("count", (TAKEOVER_SECS / 60).into())]),
    );
    ui.checkbox(&mut form.open, t("web-open-room"));
    ui.button(t("ui-net-host-button"))
        .clicked()
        .then(|| form.host())
}

/// The server's address field of Join and Quick match.
pub(super) fn address_field(ui: &mut Ui, w: &Words, form: &mut OnlineForm) {
    ui.horizontal(|ui| {
        ui.label(w.tr("ui-net-address", &[]));
        let hint = example(w, "192.168.1.20:7878");
        let width = example_width(ui, &hint);
        ui.add(
            egui::TextEdit::singleline(&mut form.address)
                .hint_text(hint)
                .desired_width(width),
        );
    });
}

fn join_fields(
    ui: &mut Ui,
    w: &Words,
    form: &mut OnlineForm,
) -> Option<Result<OnlineCommand, &'static str>> {
    let t = |id: &str| w.tr(id, &[]);
    ui.label(t("ui-net-join-about"));
    address_field(ui, w, form);
    ui.horizontal(|ui| {
        ui.label(t("ui-net-code"));
        let hint = example(w, "K7QM-XW3D-PZ9R");
        let width = example_width(ui, &hint);
        ui.add(
            egui::TextEdit::singleline(&mut form.code)
                .hint_text(hint)
                .desired_width(width),
        );
    });
    ui.button(t("ui-net-join-button"))
        .clicked()
        .then(|| form.join())
}

/// A field wide enough for its whole example (never cut), and at least
/// as wide as the other fields.
fn example_width(ui: &Ui, hint: &RichText) -> f32 {
    let galley = egui::WidgetText::from(hint.clone()).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Body,
    );
    (galley.size().x + 12.0).max(180.0)
}

/// An empty field's example, worded and set in italics so it is not
/// taken for a value already filled in.
fn example(w: &Words, text: &str) -> RichText {
    RichText::new(w.tr("ui-net-example", &[("example", text.into())])).italics()
}

/// The room bar under the menu: the invite code and the address to give a
/// friend (copyable), and every seat with who plays it now.
pub fn room_bar(ui: &mut Ui, s: &Session<Online>) -> Option<OnlineCommand> {
    let mut command = None;
    egui::Panel::top("online-room").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            if let Some(code) = s.table().code() {
                ui.label(s.tr("ui-net-room-code", &[("code", code.into())]));
                if ui.small_button(s.t("ui-net-copy")).clicked() {
                    ui.ctx().copy_text(code.to_owned());
                }
            }
            if let Some(h) = s.host() {
                let addr = super::host::address_for_friends(h.addr());
                ui.label(s.tr("ui-net-address-is", &[("address", addr.as_str().into())]));
                if ui.small_button(s.t("ui-net-copy")).clicked() {
                    ui.ctx().copy_text(addr);
                }
                super::invite::button(ui, s);
            }
            ui.separator();
            for (seat, info) in s.table().seat_infos().iter().enumerate() {
                let seat = seat as u8;
                let name = s.seat_name(seat);
                if info.kind == SeatKind::Computer {
                    // A computer's name says what it is.
                    ui.label(name);
                    continue;
                }
                let id = match presence_of(info) {
                    Presence::Here => "ui-net-seat-here",
                    Presence::Away => "ui-net-seat-away",
                    Presence::ComputerPlays => "ui-net-seat-taken-over",
                    Presence::Free => "ui-net-seat-free",
                };
                ui.label(s.tr(id, &[("name", name.into())]));
                command = command
                    .take()
                    .or(super::reactions::beside_seat(ui, s, seat));
            }
            command = command.take().or(super::reactions::buttons(ui, s));
        });
    });
    command
}

/// The status line's words for an online seat: a notice, the connection's
/// trouble, who is playing, the game's end, or what to do.
pub fn status_text(s: &Session<Online>) -> (String, bool) {
    match s.link() {
        LinkState::Reconnecting { attempt } => {
            return (
                s.tr("ui-net-reconnecting", &[("attempt", (*attempt).into())]),
                true,
            );
        }
        LinkState::Waiting { attempt } => {
            return (
                s.tr("ui-net-waiting", &[("attempt", (*attempt).into())]),
                true,
            );
        }
        LinkState::Lost(_) => return (s.t("ui-net-lost"), true),
        LinkState::Failed { .. } => return (s.t("ui-net-failed"), true),
        LinkState::Connecting => return (s.t("ui-net-connecting"), false),
        LinkState::Connected => {}
    }
    if let Some(n) = s.notice() {
        return (n.text.clone(), n.refusal);
    }
    if s.table().match_end().is_some() {
        return (s.match_words().unwrap_or_default(), false);
    }
    if let Some(seat) = s.other_shown_playing() {
        let name = s.seat_name(seat);
        return (
            s.tr("ui-status-computer-playing", &[("name", name.into())]),
            false,
        );
    }
    let Some(view) = s.view() else {
        return (s.t("ui-net-connecting"), false);
    };
    if view.status().is_over() {
        return (s.result_words(view.status()), false);
    }
    if s.waiting_for_server() {
        return (s.t("ui-net-sending"), false);
    }
    (crate::panels::own_turn_words(s, &view, s.selected()), false)
}

/// The questions over an online table: another person's undo to answer,
/// the match's end, a connection that failed. A game's and the match's
/// end wait under a review's window (`reviewing`).
pub fn questions(ctx: &Context, s: &Session<Online>, reviewing: bool) -> Option<OnlineCommand> {
    let mut command = None;
    if let Some(u) = s.table().pending_undo()
        && s.table().must_answer_undo()
    {
        let name = s.seat_name(u.seat);
        egui::Window::new(s.t("ui-net-undo-title"))
            .id(egui::Id::unique("online-undo-window"))
            .collapsible(false)
            .resizable(false)
            .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
            .show(ctx, |ui| {
                ui.label(s.tr("ui-net-undo-question", &[("name", name.as_str().into())]));
                ui.horizontal(|ui| {
                    if ui.button(s.t("ui-net-undo-allow")).clicked() {
                        command = Some(OnlineCommand::AnswerUndo(true));
                    }
                    if ui.button(s.t("ui-net-undo-refuse")).clicked() {
                        command = Some(OnlineCommand::AnswerUndo(false));
                    }
                });
            });
    }
    if let Some(f) = s.finished_shown()
        && !reviewing
        && s.screen.anims.is_empty()
        && crate::win::landed(ctx)
    {
        let screen = crate::panels::ResultScreen {
            waiting: s.turn_waiting_words(),
            review: Some(s.t("ui-review-button")),
            ..crate::panels::ResultScreen::of(s, f, s.speed)
        };
        match crate::panels::result_window(ctx, s.ui(), &screen) {
            Some(crate::panels::ResultAnswer::Next) => {
                command = Some(OnlineCommand::ContinueGame);
            }
            Some(crate::panels::ResultAnswer::Statistics) => {
                command = Some(OnlineCommand::ShowStatistics);
            }
            Some(crate::panels::ResultAnswer::Review) => {
                command = Some(OnlineCommand::Review(f.number));
            }
            _ => {}
        }
    }
    let rematch_asked = s.table().must_answer_rematch();
    if s.table().match_end().is_some()
        && (!s.venue.match_seen || rematch_asked)
        && !reviewing
        && s.screen.anims.is_empty()
    {
        egui::Window::new(s.t("ui-result-match-over"))
            .id(egui::Id::unique("online-match-over-window"))
            .collapsible(false)
            .resizable(false)
            .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
            .show(ctx, |ui| {
                // The last game's end, over its final table.
                let last = s
                    .view()
                    .map(|v| s.result_words(v.status()))
                    .unwrap_or_default();
                if !last.is_empty() {
                    ui.label(RichText::new(last).heading());
                }
                if let Some(won) = s.match_words() {
                    ui.label(RichText::new(won).heading().strong());
                }
                ui.strong(s.t("ui-result-match-score"));
                egui::Grid::new("online-scores").show(ui, |ui| {
                    for (side, pts) in s.table().score().iter().enumerate() {
                        ui.label(s.side_name(side as u8));
                        ui.label(s.tr("ui-result-points", &[("count", (*pts).into())]));
                        ui.end_row();
                    }
                });
                super::quick::rating_after(ui, s);
                command = command.take().or(super::rematch::rematch(ui, s));
                ui.horizontal(|ui| {
                    if ui.button(s.t("ui-ok")).clicked() {
                        command = Some(OnlineCommand::SeenMatchEnd);
                    }
                    if ui.button(s.t("ui-net-leave")).clicked() {
                        command = Some(OnlineCommand::Leave);
                    }
                    // The match's last game.
                    let last = s.client().state().results.len();
                    if last > 0 && ui.button(s.t("ui-review-button")).clicked() {
                        command = Some(OnlineCommand::Review(last));
                    }
                });
            });
    }
    if let LinkState::Failed { .. } | LinkState::Lost(_) = s.link() {
        // The server's refusal in the player's words; without one (the
        // server was not reached) plain words, then the system's own, as
        // they came, for a bug report.
        let (title, said, why) = match s.link() {
            LinkState::Failed {
                code: Some(code), ..
            } => (s.t("ui-net-failed"), Some(s.refusal_words(*code)), None),
            LinkState::Failed { message, .. } => (
                s.t("ui-net-failed"),
                Some(s.tr("ui-net-unreachable", &[("url", s.url().into())])),
                Some(message.clone()),
            ),
            LinkState::Lost(message) => (s.t("ui-net-failed"), None, Some(message.clone())),
            _ => (String::new(), None, None),
        };
        egui::Window::new(title)
            .id(egui::Id::unique("online-failed-window"))
            .collapsible(false)
            .resizable(false)
            .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
            .show(ctx, |ui| {
                if let Some(said) = said {
                    ui.label(said);
                }
                if let Some(why) = why {
                    ui.label(RichText::new(why).monospace().small().weak());
                }
                if ui.button(s.t("ui-net-leave")).clicked() {
                    command = Some(OnlineCommand::Leave);
                }
            });
    }
    command
}

/// The question before leaving an online match that is not over: the seat
/// is kept (the invite code brings the player back), and a window hosting
/// the room stops its server with it.
pub fn confirm_leave(ctx: &Context, s: &Session<Online>) -> Option<OnlineCommand> {
    let mut command = None;
    egui::Window::new(s.t("ui-net-leave-title"))
        .id(egui::Id::unique("online-leave-window"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(s.t("ui-net-leave-text"));
            if s.host().is_some() {
                ui.label(s.t("ui-net-leave-host-text"));
            }
            ui.horizontal_wrapped(|ui| {
                let key = crate::keys::yes_letter(s.ui());
                if ui
                    .button(s.tr("ui-net-leave-yes", &[("key", key.into())]))
                    .clicked()
                {
                    command = Some(OnlineCommand::Leave);
                }
                if ui.button(s.t("ui-confirm-new-no")).clicked() {
                    command = Some(OnlineCommand::StayOnline);
                }
            });
        });
    command
}

/// The question before quitting while this window hosts an unfinished
/// match: the friends' game stops with the window's server, and waits for
/// the window to open again (it brings the room back by itself).
pub fn confirm_quit(ctx: &Context, s: &Session<Online>) -> Option<OnlineCommand> {
    let mut command = None;
    egui::Window::new(s.t("ui-net-quit-title"))
        .id(egui::Id::unique("online-quit-window"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(s.t("ui-net-quit-text"));
            ui.horizontal_wrapped(|ui| {
                let key = crate::keys::yes_letter(s.ui());
                if ui
                    .button(s.tr("ui-net-quit-yes", &[("key", key.into())]))
                    .clicked()
                {
                    command = Some(OnlineCommand::Quit);
                }
                if ui.button(s.t("ui-confirm-new-no")).clicked() {
                    command = Some(OnlineCommand::StayOnline);
                }
            });
        });
    command
}

/// The menu bar of an online game: the same windows as a local game's
/// (no New game: the server deals), Leave in place of Play online.
pub fn top_bar(ui: &mut Ui, s: &Session<Online>, windows: &mut Windows) -> Option<OnlineCommand> {
    let mut command = None;
    egui::Panel::top("menu").show(ui, |ui| {
        let wide = crate::layout::is_wide(ui.ctx());
        let name = |full: &str, short: &str| if wide { s.t(full) } else { s.t(short) };
        ui.horizontal(|ui| {
            use crate::toolbar::{self as bar, button};
            bar::slim(ui);
            let leave = name("ui-net-leave", "ui-net-leave-short");
            if button(ui, bar::LEAVE, &leave, false).clicked() {
                command = Some(OnlineCommand::AskLeave);
            }
            let undo = name("ui-net-undo", "ui-menu-undo-short");
            if button(ui, bar::UNDO, &undo, false).clicked() {
                command = Some(OnlineCommand::Undo);
            }
            let hint = name("ui-menu-hint", "ui-menu-hint-short");
            if button(ui, bar::HINT, &hint, false).clicked() {
                command = Some(OnlineCommand::Hint);
            }
            crate::panels::window_toggles(ui, s.ui(), windows, wide);
            let help = name("ui-menu-help", "ui-menu-help-short");
            bar::toggle(ui, &mut windows.help, bar::HELP, &help, !wide);
            // The match is known once the seat's view has come (before
            // that there is no target to show, only nothing).
            let Some(view) = s.table().view() else {
                return;
            };
            ui.separator();
            // A finished game on screen is the one named, with the score
            // after it (not after a later game that ended behind it).
            let state = s.client().state();
            let game = state.shown_game();
            let scores: Vec<(String, u32)> = state
                .shown_score()
                .iter()
                .enumerate()
                .map(|(side, &pts)| (s.side_name(side as u8), pts))
                .collect();
            let target = view.rules().match_target;
            let whole = crate::panels::score_words(s.ui(), game, target, &scores);
            crate::panels::score_label(ui, s.ui(), game, target, whole);
        });
    });
    command
}

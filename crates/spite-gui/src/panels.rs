//! The panels and windows around the table: menu bar, status line, move
//! log, help, settings, rules, statistics, and the hand-over, game-over and
//! match-over screens.

use egui::{Align, Align2, Context, Layout, RichText, Ui, Vec2};
use spite_ai::Level;
use spite_core::{PlayerView, Rank, Rules, Source};

use crate::face::TableFace;
use crate::game::Game;
use crate::lang::{Language, Words};
use crate::local::Local;
use crate::online::dialog::OnlineCommand;
use crate::session::LogLine;
use crate::session::Session;
use crate::settings::{Settings, Speed, seat_players};
use crate::stats::Stats;
use spite_table::client::FinishedGame;
use spite_table::{Player, partnership_possible, preset};

/// Which windows are open.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Windows {
    pub help: bool,
    pub settings: bool,
    pub rules: bool,
    pub stats: bool,
    pub log: bool,
    /// The log as a window over the table, in narrow windows.
    pub log_popup: bool,
    pub confirm_new: bool,
    /// The "Play online" dialog.
    pub online: bool,
    /// The question is about Settings' "Start a new match with these
    /// rules": yes applies the edited settings first.
    pub new_with_draft: bool,
    /// The question before leaving an unfinished online match.
    pub confirm_leave: bool,
    /// The question before quitting while this window hosts an unfinished
    /// online match (Ctrl+Q, the window's close button).
    pub confirm_quit: bool,
    /// Rules was opened since it was last drawn: it starts at the top.
    pub rules_opened: bool,
    /// The first-turn guide, at this step.
    pub guide: Option<usize>,
}

impl Windows {
    /// Esc: every floating window and question closes (the side log, part
    /// of the table, stays).
    pub fn close_all(&mut self) {
        self.help = false;
        self.settings = false;
        self.rules = false;
        self.stats = false;
        self.log_popup = false;
        self.confirm_new = false;
        self.new_with_draft = false;
        self.online = false;
        self.confirm_leave = false;
        self.confirm_quit = false;
        self.guide = None;
    }
}

/// What a panel asks of the app: gathered while the panels are drawn and
/// applied once after (the panels never hold the app itself).
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// New game: the next one, or a question before abandoning the match.
    NewGame,
    Undo,
    Hint,
    /// Settings' "Start a new match with these rules".
    NewMatchWithDraft,
    /// The question "abandon this match?" answered yes.
    ConfirmNewMatch,
    /// The question answered no.
    DeclineNewMatch,
    /// The person handed the screen is ready.
    Reveal,
    /// Next game (or a new match once this one is over).
    NextGame,
    /// The game-over screen's Rematch: the match again with the same
    /// settings (asked first, as the match is not over).
    Rematch,
    /// Opens the statistics.
    ShowStatistics,
    /// Reviews the local game just finished (its game-over screen's
    /// Review).
    ReviewFinished,
    /// Reviews a game kept with the statistics.
    Review(Box<crate::review::KeptGame>),
    /// Settings' language chosen: applies at once and is kept.
    SetLanguage(Language),
    /// Opens (or closes) the "Play online" dialog.
    PlayOnline,
    /// What an online game's bars and questions asked.
    Online(OnlineCommand),
}

/// What the panels draw and may edit, lent by the app for one frame.
pub struct Panels<'a> {
    /// The local match (on the screen, or waiting under an online game).
    pub session: &'a Session<Local>,
    /// The game on the screen: the rules and log shown are its, and
    /// Settings offers only what applies to it.
    pub game: &'a dyn Game,
    pub settings: &'a mut Settings,
    /// The settings as being edited, applied by "Start a new match".
    pub draft: &'a mut Settings,
    pub stats: &'a Stats,
    pub windows: &'a mut Windows,
    pub problems: &'a mut Vec<String>,
    /// What the panels asked this frame.
    pub commands: Vec<Command>,
    /// The window's area between the bars (the menu, the room's, the status
    /// line): floating windows stay in it, so none covers the menu's
    /// buttons or what the status line says.
    pub area: egui::Rect,
    /// Sound was wanted and there is no audio output: Settings says so.
    pub no_audio: bool,
    /// A game is being reviewed: its window is over the game-over screen,
    /// which waits.
    pub reviewing: bool,
}

/// The menu bar, a slim toolbar (`crate::toolbar`): one line at every
/// width (it never wraps, so the table below never moves); in a narrow
/// window the buttons drop their key hints, the windows' toggles show
/// only their icons, and the game's number, last, is cut short with "…"
/// (hover shows the whole score line). Each side's points are beside its
/// seat on the table.
pub fn top_bar(ui: &mut Ui, p: &mut Panels<'_>) {
    use crate::toolbar::{self as bar, button};
    egui::Panel::top("menu").show(ui, |ui| {
        let wide = crate::layout::is_wide(ui.ctx());
        let s = p.session;
        let name = |full: &str, short: &str| if wide { s.t(full) } else { s.t(short) };
        ui.horizontal(|ui| {
            bar::slim(ui);
            let new = name("ui-menu-new-game-key", "ui-menu-new-game");
            if button(ui, bar::NEW_GAME, &new, false).clicked() {
                p.commands.push(Command::NewGame);
            }
            let undo = name("ui-menu-undo", "ui-menu-undo-short");
            if button(ui, bar::UNDO, &undo, false).clicked() {
                p.commands.push(Command::Undo);
            }
            let hint = name("ui-menu-hint", "ui-menu-hint-short");
            if button(ui, bar::HINT, &hint, false).clicked() {
                p.commands.push(Command::Hint);
            }
            let online = name("ui-menu-online", "ui-menu-online-short");
            if button(ui, bar::ONLINE, &online, !wide).clicked() {
                p.commands.push(Command::PlayOnline);
            }
            window_toggles(ui, s.ui(), p.windows, wide);
            let help = name("ui-menu-help", "ui-menu-help-short");
            bar::toggle(ui, &mut p.windows.help, bar::HELP, &help, !wide);
            ui.separator();
            let m = s.match_();
            score_label(
                ui,
                s.ui(),
                m.game_number(),
                m.rules().match_target,
                score_line(s),
            );
        });
    });
}

/// A menu button's words with its key when there is room: "Rules (F4)".
pub fn with_key(w: &Words, id: &str, key: egui::Key, wide: bool) -> String {
    let label = w.tr(id, &[]);
    if !wide {
        return label;
    }
    w.tr(
        "ui-menu-key",
        &[
            ("label", label.into()),
            ("key", crate::keys::name(key).into()),
        ],
    )
}

/// The menu's Settings, Rules, Statistics and Log buttons (a local and an
/// online game's alike): icons with words and keys when there is room,
/// icons alone (words on hover) when not.
pub fn window_toggles(ui: &mut Ui, w: &Words, windows: &mut Windows, wide: bool) {
    use crate::keys;
    use crate::toolbar::{self as bar, toggle};
    let was_open = windows.rules;
    let narrow = !wide;
    let words = |id: &str, key: egui::Key| with_key(w, id, key, wide);
    let settings = words("ui-menu-settings", keys::SETTINGS);
    toggle(ui, &mut windows.settings, bar::SETTINGS, &settings, narrow);
    let rules = words("ui-menu-rules", keys::RULES);
    toggle(ui, &mut windows.rules, bar::RULES, &rules, narrow);
    windows.rules_opened |= windows.rules && !was_open;
    let stats = words("ui-menu-statistics", keys::STATS);
    toggle(ui, &mut windows.stats, bar::STATS, &stats, narrow);
    let log = words("ui-menu-log", keys::LOG);
    if wide {
        toggle(ui, &mut windows.log, bar::LOG, &log, narrow);
    } else {
        toggle(ui, &mut windows.log_popup, bar::LOG, &log, narrow);
    }
}

/// "Game 2 · to 50 · You 12 – Computer 30".
pub fn score_line(s: &Session<Local>) -> String {
    let m = s.match_();
    let scores = m
        .scores()
        .iter()
        .enumerate()
        .map(|(side, &pts)| (s.side_name(side as u8), pts))
        .collect::<Vec<_>>();
    score_words(s.ui(), m.game_number(), m.rules().match_target, &scores)
}

/// "Game 2 · match to 50 · You 12 – Computer 30" (`scores`: each side's
/// name and points).
pub fn score_words(w: &Words, game: usize, target: u32, scores: &[(String, u32)]) -> String {
    let scores = scores
        .iter()
        .map(|(name, pts)| format!("{name} {pts}"))
        .collect::<Vec<_>>()
        .join(" – ");
    w.tr(
        "ui-score-line",
        &[
            ("game", game.max(1).into()),
            ("target", target.into()),
            ("scores", scores.into()),
        ],
    )
}

/// The menu bar's end: the game's number and the match's target, short
/// enough never to be cut (each side's points are beside its seat on the
/// table); hovering shows the whole score line.
pub fn score_label(ui: &mut Ui, w: &Words, game: usize, target: u32, whole: String) {
    let short = w.tr(
        "ui-score-game",
        &[("game", game.max(1).into()), ("target", target.into())],
    );
    ui.add(egui::Label::new(short).truncate())
        .on_hover_text(whole);
}

/// The line under the table: a refusal, a hint, or whose turn it is.
pub fn status_text(s: &Session<Local>) -> (String, bool) {
    if let Some(n) = s.notice() {
        return (n.text.clone(), n.refusal);
    }
    // What the player sees: the computer playing until its last card has
    // landed, though the engine may be moves ahead.
    if let Some(seat) = s.other_shown_playing() {
        return (playing(s, seat), false);
    }
    if let Some(seat) = s.handover() {
        let name = s.seat_name(seat);
        return (
            s.tr("ui-status-pass-screen", &[("name", name.into())]),
            false,
        );
    }
    let words = s.view().map(|view| turn_words(s, &view, s.selected()));
    (words.unwrap_or_default(), false)
}

/// The status line for `view` (one seat's view of a game of `s`'s table)
/// with `selected` held: the result once the game is over, who is
/// playing, or what the person to move may do.
pub fn turn_words(s: &Session<Local>, view: &PlayerView, selected: Option<Source>) -> String {
    let status = view.status();
    if status.is_over() {
        return s.result_words(status);
    }
    let seat = view.to_move();
    if s.is_computer(seat) {
        return playing(s, seat);
    }
    let who = if s.humans() == 1 {
        s.t("ui-status-your-turn")
    } else {
        s.tr(
            "ui-status-whose-turn",
            &[("name", s.seat_name(seat).into())],
        )
    };
    pick_words(s.ui(), &who, view, selected)
}

/// The status line of an online seat whose turn it is (one person at this
/// screen: "Your turn").
pub fn own_turn_words(s: &dyn TableFace, view: &PlayerView, selected: Option<Source>) -> String {
    pick_words(s.ui(), &s.tr("ui-status-your-turn", &[]), view, selected)
}

/// What `who` (to move in `view`) may do with `selected` held.
fn pick_words(w: &Words, who: &str, view: &PlayerView, selected: Option<Source>) -> String {
    let who = || ("who", who.into());
    let lights_up = |from: Source| view.legal_moves().iter().any(|m| m.from == from);
    match selected {
        // Nothing lights up: say why rather than ask for a highlighted pile.
        Some(from) if !lights_up(from) => {
            let card = view.card_at(from).map_or_else(
                || w.tr("ui-status-this-card", &[]),
                |c| w.tr("ui-status-the-card", &[("card", c.pretty().into())]),
            );
            let needs: Vec<String> = (0..view.rules().centre_piles)
                .map(|c| view.centre_needs(c).face().to_string())
                .collect();
            w.tr(
                "ui-status-cannot-play-now",
                &[
                    who(),
                    ("card", card.into()),
                    ("needs", and_list(w, &needs).into()),
                ],
            )
        }
        Some(_) => w.tr("ui-status-pick-target", &[who()]),
        None => w.tr("ui-status-pick-card", &[who()]),
    }
}

/// "Computer is playing… (Space: at once)".
fn playing(s: &Session<Local>, seat: u8) -> String {
    s.tr(
        "ui-status-computer-playing",
        &[("name", s.seat_name(seat).into())],
    )
}

/// "8", "8 and 2", "8, 2 and 2".
fn and_list(w: &Words, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => w.tr(
            "ui-list-and",
            &[
                ("first", rest.join(&w.tr("list-separator", &[])).into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}

pub fn status_bar(ui: &mut Ui, p: &mut Panels<'_>) {
    let (text, refusal) = status_text(p.session);
    status_line(ui, text, refusal, p);
}

/// The status line's height: room for two lines always, so the table does
/// not jump when a long message (a hint, a refusal) wraps.
pub const STATUS_HEIGHT: f32 = 44.0;

/// The status line under the table (a local or an online one), with the
/// animation speed one click away at its start.
pub fn status_line(ui: &mut Ui, text: String, refusal: bool, p: &mut Panels<'_>) {
    egui::Panel::bottom("status")
        .min_size(STATUS_HEIGHT)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                speed_button(ui, p.game.ui(), &mut p.settings.speed);
                let rich = RichText::new(text).size(15.0);
                let rich = if refusal {
                    rich.color(ui.visuals().warn_fg_color).strong()
                } else {
                    rich
                };
                ui.add(egui::Label::new(rich).wrap());
            });
        });
    p.draft.speed = p.settings.speed;
}

/// The animation speed, a click choosing the next faster one (after
/// instant, slow again).
fn speed_button(ui: &mut Ui, w: &Words, speed: &mut Speed) {
    let icon = match speed {
        Speed::Instant => "⚡",
        Speed::Fast => "⏩",
        Speed::Normal => "▶",
        Speed::Slow => "🐢",
    };
    let text = format!("{icon} {}", speed.name(w));
    let hover = w.tr("ui-speed-button-hover", &[]);
    if ui.small_button(text).on_hover_text(hover).clicked() {
        *speed = match speed {
            Speed::Slow => Speed::Normal,
            Speed::Normal => Speed::Fast,
            Speed::Fast => Speed::Instant,
            Speed::Instant => Speed::Slow,
        };
    }
}

fn log_contents(ui: &mut Ui, p: &Panels<'_>) {
    // Lines appear as their moves land on the table.
    let s = p.game;
    log_lines(ui, s.ui(), s.log_id(), s.shown_log(), |seat| {
        s.seat_name(seat)
    });
}

/// The move log, newest turn first (`name`: a seat's name). `game` tells this game from every other
/// (its seed and number, its room): which turns are folded is remembered
/// under it, so a turn folded in one game never starts folded in another
/// game that reaches the same turn number, even after a restart (egui
/// keeps the folds in `app.ron`).
pub fn log_lines(
    ui: &mut Ui,
    w: &Words,
    game: egui::Id,
    log: &[LogLine],
    name: impl Fn(u8) -> String,
) {
    // A solid scroll bar beside the text: a floating one is drawn over the
    // ends of the wrapped lines.
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    egui::ScrollArea::vertical()
        .auto_shrink(false)
        .show(ui, |ui| {
            scrolled(ui, |ui| {
                if log.is_empty() {
                    ui.weak(w.tr("ui-log-empty", &[]));
                }
                // Newest turn first, so the last turn's moves are at the top;
                // the last three start open.
                let turns = crate::session::turns(log);
                let open_from = turns.len().saturating_sub(3);
                for (i, &(start, lines)) in turns.iter().enumerate().rev() {
                    let t = lines.first().map_or(0, |l| l.turn);
                    let who = lines.first().map(|l| name(l.seat)).unwrap_or_default();
                    let head = w.tr("ui-log-turn", &[("turn", t.into()), ("name", who.into())]);
                    egui::CollapsingHeader::new(head)
                        .id_salt(game.with(("turn", t, start)))
                        .default_open(i >= open_from)
                        .show(ui, |ui| {
                            for l in lines {
                                ui.add(egui::Label::new(&l.text).wrap());
                            }
                        });
                }
            })
        });
}

/// A scroll area's contents, marked as scrolled for screen readers and
/// the layout tests (egui gives a scroll area no node of its own): what
/// lies past the area's edges is hidden by it, not cut.
pub fn scrolled<R>(ui: &mut Ui, add: impl FnOnce(&mut Ui) -> R) -> R {
    let role = egui::UiBuilder::new().accessibility_role(egui::accesskit::Role::ScrollView);
    ui.scope_builder(role, add).inner
}

/// The side log's width, margins included.
pub const LOG_WIDTH: f32 = 240.0;

pub fn log_panel(ui: &mut Ui, p: &mut Panels<'_>) {
    // One width whatever the lines say, so the table beside it never
    // shifts between turns (long lines wrap instead).
    egui::Panel::right("log")
        .resizable(false)
        .exact_size(LOG_WIDTH)
        .show(ui, |ui| {
            ui.heading(p.session.t("ui-log-title"));
            log_contents(ui, p);
        });
}

/// The narrowest the log pop-up is made to fit in the felt beside the
/// table (its frame included).
const LOG_BESIDE: f32 = 180.0;

pub fn log_window(ctx: &Context, p: &mut Panels<'_>) {
    let mut open = p.windows.log_popup;
    // In the felt the table leaves free on its right, where that is wide
    // enough (a narrow window's table of two leaves about 210 px), so it
    // covers no card; else over the table's top right corner.
    let margin = 8.0;
    let free = crate::table_ui::extent(ctx).map(|t| p.area.max.x - t.max.x - 2.0 * margin);
    let (width, top, height) = match free {
        // As tall as the felt allows (less its title bar and frame).
        Some(w) if w >= LOG_BESIDE => (w.min(LOG_WIDTH), margin, p.area.height() - 64.0),
        _ => (LOG_WIDTH, 40.0, 300.0),
    };
    // The frame's margins and stroke are outside the contents' size.
    let inner = width - 2.0 * ctx.global_style().spacing.window_margin.leftf() - 2.0;
    egui::Window::new(p.session.t("ui-log-title"))
        .id(egui::Id::unique("log-window"))
        .constrain_to(p.area)
        .open(&mut open)
        .default_size(Vec2::new(inner, height.max(160.0)))
        .max_width(inner)
        .anchor(Align2::RIGHT_TOP, Vec2::new(-margin, top))
        .show(ctx, |ui| log_contents(ui, p));
    p.windows.log_popup = open;
}

/// The floating windows a local and an online game share: help, settings,
/// rules, statistics, and notices about the saved files.
pub fn windows(ctx: &Context, p: &mut Panels<'_>) {
    help(ctx, p);
    settings(ctx, p);
    rules(ctx, p);
    stats(ctx, p);
    problems(ctx, p);
    guide(ctx, p);
}

/// The questions over the table (abandon the match?, pass the screen, game
/// over): drawn after what the other windows asked is done, so a question
/// a window raised shows in the same frame.
pub fn questions(ctx: &Context, p: &mut Panels<'_>) {
    confirm_new(ctx, p);
    handover(ctx, p);
    game_over(ctx, p);
}

fn help(ctx: &Context, p: &mut Panels<'_>) {
    let mut open = p.windows.help;
    let s = p.session;
    egui::Window::new(s.t("ui-help-title"))
        .id(egui::Id::unique("help-window"))
        .constrain_to(p.area)
        .open(&mut open)
        .default_width(420.0)
        .show(ctx, |ui| {
            // A small window scrolls the keys rather than grow over the
            // status line; the note and the guide's button under them stay
            // in sight (the room kept for them: three lines and a button).
            let foot = 4.0 * ui.text_style_height(&egui::TextStyle::Body) + 24.0;
            egui::ScrollArea::vertical()
                .max_height((ui.available_height() - foot).max(foot))
                .show(ui, |ui| {
                    scrolled(ui, |ui| {
                        egui::Grid::new("keys").striped(true).show(ui, |ui| {
                            for (k, what) in crate::keys::shortcuts(s.ui(), !p.game.deals()) {
                                ui.label(RichText::new(k).monospace().strong());
                                ui.label(what);
                                ui.end_row();
                            }
                        });
                    })
                });
            ui.separator();
            ui.label(s.t("ui-help-targets"));
            if ui.button(s.t("ui-guide-open")).clicked() {
                p.windows.guide = Some(0);
            }
        });
    p.windows.help = open;
}

/// The first-turn guide, while it is open.
fn guide(ctx: &Context, p: &mut Panels<'_>) {
    let Some(step) = p.windows.guide else {
        return;
    };
    match crate::guide::window(ctx, p.session.ui(), step) {
        Some(crate::guide::GuideAnswer::Step(n)) => p.windows.guide = Some(n),
        Some(crate::guide::GuideAnswer::Close) => p.windows.guide = None,
        None => {}
    }
}

/// Settings: what applies now (language, the computer's level, speed,
/// theme, sound), then the next local match's rules and seats; during an
/// online game only what applies to it, and a note why.
fn settings(ctx: &Context, p: &mut Panels<'_>) {
    let mut open = p.windows.settings;
    let s = p.session;
    egui::Window::new(s.t("ui-settings-title"))
        .id(egui::Id::unique("settings-window"))
        .constrain_to(p.area)
        .open(&mut open)
        .default_width(360.0)
        .show(ctx, |ui| {
            settings_now(ui, p);
            ui.separator();
            if !p.game.deals() {
                let note = RichText::new(s.t("ui-settings-online-note")).weak();
                ui.add(egui::Label::new(note).wrap());
            } else {
                next_match(ui, s, p.draft, &mut p.commands);
            }
        });
    p.windows.settings = open;
}

/// The settings that apply at once, kept in the draft too so a new match
/// from Settings keeps them.
fn settings_now(ui: &mut Ui, p: &mut Panels<'_>) {
    let s = p.session;
    ui.heading(s.t("ui-settings-now"));
    language_choice(ui, s, &mut p.commands);
    // The computer's level is the local match's; an online room's seats
    // are its own.
    if p.game.deals() {
        level_choice(ui, s, &mut p.settings.level);
    }
    looks_and_sound(ui, s, p.settings, p.no_audio);
    p.draft.level = p.settings.level;
    p.draft.speed = p.settings.speed;
    p.draft.dark = p.settings.dark;
    p.draft.felt = p.settings.felt;
    p.draft.back = p.settings.back;
    p.draft.sound = p.settings.sound;
}

/// The language list: a choice applies at once (by command, the app
/// tells everything again).
fn language_choice(ui: &mut Ui, s: &Session<Local>, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.label(s.t("ui-settings-language"));
        let current = s.language();
        egui::ComboBox::from_id_salt("language")
            .selected_text(current.native_name())
            .show_ui(ui, |ui| {
                for l in Language::ALL {
                    if ui.selectable_label(l == current, l.native_name()).clicked() && l != current
                    {
                        commands.push(Command::SetLanguage(l));
                    }
                }
            });
    });
}

fn level_choice(ui: &mut Ui, s: &Session<Local>, level: &mut Level) {
    let level_name = |l: Level| s.tr("level-name", &[("level", l.name().into())]);
    ui.horizontal(|ui| {
        ui.label(s.t("ui-settings-level"));
        egui::ComboBox::from_id_salt("level")
            .selected_text(level_name(*level))
            .show_ui(ui, |ui| {
                for l in Level::PLAYABLE {
                    ui.selectable_value(level, l, level_name(l));
                }
            });
    });
}

/// Animation speed, light or dark, the felt and the card backs, sound on
/// or off.
fn looks_and_sound(ui: &mut Ui, s: &Session<Local>, settings: &mut Settings, no_audio: bool) {
    ui.horizontal_wrapped(|ui| {
        ui.label(s.t("ui-settings-animation"));
        for sp in Speed::ALL {
            ui.selectable_value(&mut settings.speed, sp, sp.name(s.ui()));
        }
    });
    // The theme, the felt and the backs share a wrapped row: a row each
    // would not fit the window between the bars at 800x600.
    ui.horizontal_wrapped(|ui| {
        // Each word whole on a row: a label split over two rows would
        // run into the buttons beside it.
        ui.add(egui::Label::new(s.t("ui-settings-theme")).extend());
        ui.selectable_value(&mut settings.dark, false, s.t("ui-settings-theme-light"));
        ui.selectable_value(&mut settings.dark, true, s.t("ui-settings-theme-dark"));
        use crate::look::{Back, Felt};
        let felt = |f: Felt| s.t(&format!("ui-felt-{}", f.code()));
        let felt_label = s.t("ui-settings-felt");
        list_choice(
            ui,
            "felt",
            &felt_label,
            &mut settings.felt,
            &Felt::ALL,
            felt,
        );
        let back = |b: Back| s.t(&format!("ui-back-{}", b.code()));
        let back_label = s.t("ui-settings-back");
        list_choice(
            ui,
            "back",
            &back_label,
            &mut settings.back,
            &Back::ALL,
            back,
        );
    });
    let sound = format!(
        "{} ({})",
        s.t("ui-settings-sound"),
        crate::keys::name(crate::keys::SOUND)
    );
    ui.checkbox(&mut settings.sound, sound);
    if settings.sound && no_audio {
        ui.weak(s.t("ui-sound-no-device"));
    }
}

/// A word, whole on its row, and a drop-down list of `all` named by
/// `name`, choosing `current`.
fn list_choice<T: Copy + PartialEq>(
    ui: &mut Ui,
    id: &str,
    label: &str,
    current: &mut T,
    all: &[T],
    name: impl Fn(T) -> String,
) {
    ui.add(egui::Label::new(label).extend());
    egui::ComboBox::from_id_salt(id)
        .selected_text(name(*current))
        .show_ui(ui, |ui| {
            for &item in all {
                ui.selectable_value(current, item, name(item));
            }
        });
}

/// The next local match, as edited in `d`: its rules and seats, and the
/// button that starts it once they add up.
fn next_match(ui: &mut Ui, s: &Session<Local>, d: &mut Settings, commands: &mut Vec<Command>) {
    ui.heading(s.t("ui-settings-next-match"));
    preset_choice(ui, s, &mut d.rules);
    seat_choices(ui, s, d);
    rule_choices(ui, s, &mut d.rules);
    start_button(ui, s, d, commands);
}

/// A preset replaces the rules, keeping the seats' count and partnership.
fn preset_choice(ui: &mut Ui, s: &Session<Local>, rules: &mut Rules) {
    ui.horizontal(|ui| {
        ui.label(s.t("ui-settings-preset"));
        let current = crate::words::preset_of(rules);
        for name in Rules::PRESETS {
            if ui.selectable_label(current == Some(name), name).clicked()
                && let Some(r) = preset(name)
            {
                *rules = Rules {
                    players: rules.players,
                    partnership: rules.partnership,
                    ..r
                };
            }
        }
    });
}

/// How many play, in partnerships or not, and who sits in each seat.
fn seat_choices(ui: &mut Ui, s: &Session<Local>, d: &mut Settings) {
    ui.horizontal(|ui| {
        ui.label(s.t("ui-settings-players"));
        let mut n = d.rules.players;
        ui.add(egui::Slider::new(&mut n, 2..=6));
        if n != d.rules.players {
            d.rules.players = n;
            if !partnership_possible(n) {
                d.rules.partnership = false;
            }
            d.seats = seat_players(&d.seats, usize::from(n), d.level);
        }
    });
    ui.add_enabled(
        partnership_possible(d.rules.players),
        egui::Checkbox::new(&mut d.rules.partnership, s.t("ui-settings-partnerships")),
    );
    let computer = Player::Computer(d.level);
    for (i, player) in d.seats.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            ui.label(s.tr("ui-settings-seat", &[("seat", (i + 1).into())]));
            ui.selectable_value(player, Player::Person, s.t("ui-settings-seat-person"));
            ui.selectable_value(player, computer, s.t("ui-settings-seat-computer"));
        });
    }
}

/// The piles' sizes, kings, the refill and the match's target.
fn rule_choices(ui: &mut Ui, s: &Session<Local>, rules: &mut Rules) {
    ui.horizontal(|ui| {
        ui.label(s.t("ui-settings-payoff"));
        ui.add(egui::Slider::new(&mut rules.payoff_size, 5..=30));
    });
    ui.horizontal(|ui| {
        ui.label(s.t("ui-settings-centre-piles"));
        ui.add(egui::Slider::new(&mut rules.centre_piles, 1..=8));
    });
    ui.checkbox(&mut rules.kings_wild, s.t("ui-settings-kings-wild"));
    let hand = rules.hand_size;
    ui.checkbox(
        &mut rules.refill_empty_hand,
        s.tr("ui-settings-refill", &[("hand", hand.into())]),
    );
    ui.horizontal(|ui| {
        ui.label(s.t("ui-settings-match-to"));
        let target = rules.match_target;
        let suffix = s.tr("ui-settings-points-suffix", &[("count", target.into())]);
        ui.add(egui::Slider::new(&mut rules.match_target, 1..=200).suffix(suffix));
    });
    if !rules.kings_wild {
        rules.complete_at = Rank::KING;
    }
}

/// "Start a new match with these rules", enabled once the rules add up and
/// a person plays; why not, in a warning colour.
fn start_button(ui: &mut Ui, s: &Session<Local>, d: &Settings, commands: &mut Vec<Command>) {
    let check = d.rules.validate();
    if let Err(e) = &check {
        let why = s
            .words()
            .render(&spite_table::Message::Refused(spite_table::Refusal::Rules(
                e.clone(),
            )));
        ui.colored_label(ui.visuals().warn_fg_color, why);
    }
    let humans = d.seats.iter().filter(|&&p| p == Player::Person).count();
    if humans == 0 {
        ui.colored_label(ui.visuals().warn_fg_color, s.t("ui-settings-need-a-person"));
    }
    if ui
        .add_enabled(
            check.is_ok() && humans > 0,
            egui::Button::new(s.t("ui-settings-start")),
        )
        .clicked()
    {
        commands.push(Command::NewMatchWithDraft);
    }
}

fn rules(ctx: &Context, p: &mut Panels<'_>) {
    let mut open = p.windows.rules;
    egui::Window::new(p.session.t("ui-rules-title"))
        .id(egui::Id::unique("rules-window"))
        .constrain_to(p.area)
        .open(&mut open)
        .default_width(440.0)
        .show(ctx, |ui| {
            // The rules in force, explained by the table: the online
            // room's while an online game is on the screen.
            // A solid bar, always shown, says there is more below; each
            // opening starts at the top (the offset is not kept).
            ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
            let mut area = egui::ScrollArea::vertical()
                .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible);
            if p.windows.rules_opened {
                area = area.vertical_scroll_offset(0.0);
            }
            area.show(ui, |ui| {
                let text = p.game.rules_text();
                if let Some((heading, lines)) = text.split_first() {
                    ui.label(RichText::new(heading).strong());
                    for line in lines {
                        ui.label(format!("• {line}"));
                    }
                }
            });
        });
    p.windows.rules = open;
    p.windows.rules_opened = false;
}

fn stats(ctx: &Context, p: &mut Panels<'_>) {
    let mut open = p.windows.stats;
    let tt = p.session;
    let w = tt.ui();
    egui::Window::new(tt.t("ui-stats-title"))
        .id(egui::Id::unique("stats-window"))
        .constrain_to(p.area)
        .open(&mut open)
        .show(ctx, |ui| {
            if p.stats.levels.is_empty() && p.stats.online.is_empty() {
                ui.label(tt.t("ui-stats-none"));
                return;
            }
            let (vs_computer, people) = p.stats.split();
            if !vs_computer.is_empty() {
                ui.strong(tt.t("ui-stats-against-computer"));
                let rows = vs_computer
                    .into_iter()
                    .map(|(table, s)| (crate::stats::table_words(w, table), s));
                one_person_rows(ui, "stats", "ui-stats-table", w, rows);
            }
            if !people.is_empty() {
                ui.add_space(8.0);
                ui.strong(tt.t("ui-stats-people"));
                egui::Grid::new("stats-people")
                    .striped(true)
                    .show(ui, |ui| {
                        for h in [
                            "ui-stats-table",
                            "ui-stats-games",
                            "ui-stats-drawn",
                            "ui-stats-games-won-by",
                            "ui-stats-matches-won-by",
                        ] {
                            ui.strong(tt.t(h));
                        }
                        ui.end_row();
                        let list = |m: &std::collections::BTreeMap<String, u32>| {
                            if m.is_empty() {
                                "–".to_owned()
                            } else {
                                m.iter()
                                    .map(|(who, n)| {
                                        format!(
                                            "{} {n}",
                                            spite_table::Render::side(
                                                w,
                                                &crate::lang::side_of_key(who)
                                            )
                                        )
                                    })
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            }
                        };
                        for (table, s) in people {
                            ui.label(crate::stats::table_words(w, table));
                            ui.label(s.games().to_string());
                            ui.label(s.games_drawn.to_string());
                            ui.label(list(&s.wins));
                            ui.label(list(&s.match_wins));
                            ui.end_row();
                        }
                    });
            }
            if !p.stats.online.is_empty() {
                ui.add_space(8.0);
                ui.strong(tt.t("ui-stats-online"));
                let rows = p
                    .stats
                    .online
                    .iter()
                    .map(|(kind, s)| (crate::stats::online_words(w, kind), s));
                one_person_rows(ui, "stats-online", "ui-stats-table", w, rows);
            }
            // By rules and the best game fold (closed at first), so the
            // window stays short beside the game-over screen at 800x600.
            if !p.stats.presets.is_empty() {
                ui.add_space(8.0);
                let wide = ui.min_rect().width();
                egui::CollapsingHeader::new(RichText::new(tt.t("ui-stats-by-rules")).strong())
                    .id_salt("stats-by-rules")
                    .show(ui, |ui| {
                        let rows = p
                            .stats
                            .presets
                            .iter()
                            .map(|(preset, s)| (crate::stats::preset_words(w, preset), s));
                        one_person_rows(ui, "stats-rules", "ui-stats-rules-column", w, rows);
                        if let Some(best) = p.stats.best() {
                            // As wide as the tables, wrapping if it must.
                            ui.add_space(6.0);
                            ui.set_max_width(wide);
                            let line =
                                format!("{} {}", tt.t("ui-stats-best-game-title"), best.words(w));
                            ui.add(egui::Label::new(RichText::new(line).strong()).wrap());
                        }
                    });
            }
            crate::review::kept_list(ui, w, &p.stats.games, &mut p.commands);
        });
    p.windows.stats = open;
}

/// A grid of one person's counts per table: games won, lost and drawn,
/// matches won and lost, the best run of games won.
/// Rows of one person's results; `first`: the first column's heading (a
/// table, or the rules).
fn one_person_rows<'s>(
    ui: &mut Ui,
    id: &str,
    first: &str,
    w: &Words,
    rows: impl Iterator<Item = (String, &'s crate::stats::LevelStats)>,
) {
    egui::Grid::new(id).striped(true).show(ui, |ui| {
        for h in [
            first,
            "ui-stats-games-won",
            "ui-stats-lost",
            "ui-stats-drawn",
            "ui-stats-matches-won",
            "ui-stats-lost",
            "ui-stats-best-streak",
        ] {
            ui.strong(w.tr(h, &[]));
        }
        ui.end_row();
        for (name, s) in rows {
            ui.label(name);
            // The games won with their share: "7 · 58%".
            match s.win_percent() {
                Some(pct) => ui.label(w.tr(
                    "ui-stats-won-share",
                    &[("count", s.games_won.into()), ("percent", pct.into())],
                )),
                None => ui.label(s.games_won.to_string()),
            };
            for n in [s.games_lost, s.games_drawn, s.matches_won, s.matches_lost] {
                ui.label(n.to_string());
            }
            ui.label(w.tr(
                "ui-stats-streaks",
                &[("best", s.best_streak.into()), ("now", s.streak.into())],
            ));
            ui.end_row();
            // The last games under the table's name.
            if !s.recent.is_empty() {
                recent_chart(ui, w, &s.recent);
                ui.end_row();
            }
        }
    });
}

/// The last games as a strip of small squares, oldest first: green won,
/// red lost, grey drawn (its words for a screen reader and on hover).
fn recent_chart(ui: &mut Ui, w: &Words, recent: &str) {
    let side = 7.0;
    let size = Vec2::new((side + 1.0) * crate::stats::RECENT as f32, side);
    let (rect, r) = ui.allocate_exact_size(size, egui::Sense::hover());
    let words = w.tr(
        "ui-stats-recent",
        &[
            ("won", recent.matches('W').count().into()),
            ("lost", recent.matches('L').count().into()),
            ("drawn", recent.matches('D').count().into()),
        ],
    );
    let r = r.on_hover_text(words.clone());
    r.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &words));
    for (i, c) in recent.chars().enumerate() {
        let colour = match c {
            'W' => egui::Color32::from_rgb(70, 190, 100),
            'L' => egui::Color32::from_rgb(215, 80, 70),
            _ => egui::Color32::GRAY,
        };
        let at = rect.left_top() + Vec2::new(i as f32 * (side + 1.0), 0.0);
        ui.painter().rect_filled(
            egui::Rect::from_min_size(at, Vec2::splat(side)),
            2.0,
            colour,
        );
    }
}

fn problems(ctx: &Context, p: &mut Panels<'_>) {
    if p.problems.is_empty() {
        return;
    }
    egui::Window::new(p.session.t("ui-saved-state-title"))
        .id(egui::Id::unique("problems-window"))
        .constrain_to(p.area)
        .collapsible(false)
        .anchor(Align2::CENTER_TOP, Vec2::new(0.0, 60.0))
        .show(ctx, |ui| {
            for problem in p.problems.iter() {
                ui.label(problem);
            }
            if ui.button(p.session.t("ui-ok")).clicked() {
                p.problems.clear();
            }
        });
}

fn confirm_new(ctx: &Context, p: &mut Panels<'_>) {
    if !p.windows.confirm_new {
        return;
    }
    let s = p.session;
    egui::Window::new(s.t("ui-confirm-new-title"))
        .id(egui::Id::unique("confirm-new-window"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(if p.windows.new_with_draft {
                s.t("ui-confirm-new-draft-text")
            } else if s.match_().game().is_over() {
                // The game-over screen's Rematch.
                s.t("ui-confirm-rematch-text")
            } else {
                s.t("ui-confirm-new-text")
            });
            ui.horizontal_wrapped(|ui| {
                let key = crate::keys::yes_letter(s.ui());
                if ui
                    .button(s.tr("ui-confirm-new-yes", &[("key", key.into())]))
                    .clicked()
                {
                    p.commands.push(Command::ConfirmNewMatch);
                }
                if ui.button(s.t("ui-confirm-new-no")).clicked() {
                    p.commands.push(Command::DeclineNewMatch);
                }
            });
        });
}

fn handover(ctx: &Context, p: &mut Panels<'_>) {
    if p.session.humans() < 2 {
        return;
    }
    let Some(seat) = p.session.handover() else {
        return;
    };
    let s = p.session;
    let name = || ("name", s.seat_name(seat).into());
    egui::Window::new(s.t("ui-handover-title"))
        .id(egui::Id::unique("handover-window"))
        .collapsible(false)
        .resizable(false)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(RichText::new(s.tr("ui-handover-pass-to", &[name()])).heading());
            ui.label(s.t("ui-handover-hidden"));
            if ui.button(s.tr("ui-handover-show", &[name()])).clicked() {
                p.commands.push(Command::Reveal);
            }
        });
}

fn game_over(ctx: &Context, p: &mut Panels<'_>) {
    if p.reviewing {
        return;
    }
    let s = p.session;
    // After the computer's last card and the winning card's flight.
    let Some(f) = &s.client().state().finished else {
        return;
    };
    if !s.screen.anims.is_empty() || !crate::win::landed(ctx) {
        return;
    }
    let screen = ResultScreen {
        // Mid-match: the match again from nothing, same settings (asked
        // first); once it is over, the main button already deals it.
        rematch: (!f.match_over).then(|| s.t("ui-result-rematch")),
        review: Some(s.t("ui-review-button")),
        ..ResultScreen::of(s, f, p.settings.speed)
    };
    match result_window(ctx, s.ui(), &screen) {
        Some(ResultAnswer::Next) => p.commands.push(Command::NextGame),
        Some(ResultAnswer::Rematch) => p.commands.push(Command::Rematch),
        Some(ResultAnswer::Statistics) => p.commands.push(Command::ShowStatistics),
        Some(ResultAnswer::Review) => p.commands.push(Command::ReviewFinished),
        None => {}
    }
}

/// What the game-over screen's buttons asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultAnswer {
    Next,
    Rematch,
    Statistics,
    Review,
}

/// What a game-over screen tells, the same for a local and an online game.
pub struct ResultScreen {
    pub title: String,
    /// How the game ended (a drawn game's sentence says why).
    pub result: String,
    /// Who won the match, once it is over.
    pub match_won: Option<String>,
    /// Each side's name and match points.
    pub scores: Vec<(String, u32)>,
    /// Each side's match points before this game, counted up from as the
    /// window opens (`None`: shown at once, as at instant speed).
    pub before: Option<Vec<u32>>,
    pub target: u32,
    /// Online: the next game already waits for this seat.
    pub waiting: Option<String>,
    pub button: String,
    /// The Rematch button's words, when offered (a local match not over).
    pub rematch: Option<String>,
    /// The Review button's words, when offered (a local game reviewed
    /// here, an online one by its server).
    pub review: Option<String>,
}

impl ResultScreen {
    /// The screen of the client's finished game `f`, local or online
    /// alike: how it ended, the match's winner once it is over, each
    /// side's points (counted up at `speed`).
    pub fn of(s: &(impl TableFace + ?Sized), f: &FinishedGame, speed: Speed) -> ResultScreen {
        let (status, rules) = (f.status(), f.view.rules());
        let id = |over: &'static str, not: &'static str| s.t(if f.match_over { over } else { not });
        ResultScreen {
            title: id("ui-result-match-over", "ui-result-game-over"),
            result: s.result_words(status),
            match_won: s.match_words().filter(|_| f.match_over),
            scores: f
                .score
                .iter()
                .enumerate()
                .map(|(side, &pts)| (s.side_name(side as u8), pts))
                .collect(),
            before: crate::win::scores_before(status, rules, &f.score, speed),
            target: rules.match_target,
            waiting: None,
            button: id("ui-result-play-again", "ui-result-next-game"),
            rematch: None,
            review: None,
        }
    }
}

/// The game-over screen over the finished table, beside the winning card
/// resting in the middle (never over it); which button was pressed.
pub fn result_window(ctx: &Context, w: &Words, screen: &ResultScreen) -> Option<ResultAnswer> {
    let mut pressed = None;
    let window = egui::Window::new(screen.title.as_str())
        .id(egui::Id::unique("game-over-window"))
        .collapsible(false)
        .resizable(false);
    let window = match crate::win::resting(ctx) {
        // On the side of the card with more room, on the table (never
        // over the side log).
        Some((card, table)) => {
            let window = window.constrain_to(table);
            let y = card.center().y;
            if table.right() - card.right() >= card.left() - table.left() {
                window
                    .pivot(Align2::LEFT_CENTER)
                    .fixed_pos(egui::pos2(card.right() + 24.0, y))
            } else {
                window
                    .pivot(Align2::RIGHT_CENTER)
                    .fixed_pos(egui::pos2(card.left() - 24.0, y))
            }
        }
        // No card to sit beside (a draw, a match resumed at its end): at
        // the table's bottom, over the hand no longer in play, never over
        // the centre piles and the pay-off piles' counts.
        None => match crate::win::ended_on(ctx) {
            Some(table) => window
                .constrain_to(table)
                .pivot(Align2::CENTER_BOTTOM)
                .fixed_pos(table.center_bottom() - Vec2::new(0.0, 6.0)),
            None => window.anchor(Align2::CENTER_CENTER, Vec2::ZERO),
        },
    };
    window.show(ctx, |ui| {
        ui.with_layout(Layout::top_down(Align::Center), |ui| {
            ui.label(RichText::new(screen.result.as_str()).heading());
            if let Some(won) = &screen.match_won {
                ui.label(RichText::new(won.as_str()).heading().strong());
            }
            ui.separator();
            // The match's points, said as such: a game's own points
            // are in the sentence above.
            ui.strong(w.tr("ui-result-match-score", &[]));
            let after: Vec<u32> = screen.scores.iter().map(|(_, pts)| *pts).collect();
            let shown = match &screen.before {
                Some(before) => crate::win::counted(ctx, before, &after),
                None => after,
            };
            egui::Grid::new("scores").show(ui, |ui| {
                for ((name, _), pts) in screen.scores.iter().zip(shown) {
                    ui.label(name.as_str());
                    ui.label(w.tr("ui-result-points", &[("count", pts.into())]));
                    ui.end_row();
                }
            });
            ui.label(w.tr("ui-result-match-to", &[("target", screen.target.into())]));
            if let Some(waiting) = &screen.waiting {
                ui.label(RichText::new(waiting.as_str()).strong());
            }
            if ui.button(screen.button.as_str()).clicked() {
                pressed = Some(ResultAnswer::Next);
            }
            ui.horizontal(|ui| {
                if let Some(rematch) = &screen.rematch
                    && ui.button(rematch.as_str()).clicked()
                {
                    pressed = Some(ResultAnswer::Rematch);
                }
                if ui.button(w.tr("ui-menu-statistics", &[])).clicked() {
                    pressed = Some(ResultAnswer::Statistics);
                }
                if let Some(review) = &screen.review
                    && ui.button(review.as_str()).clicked()
                {
                    pressed = Some(ResultAnswer::Review);
                }
            });
        });
    });
    pressed
}

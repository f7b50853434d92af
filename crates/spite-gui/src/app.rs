//! The eframe application: owns the session, settings and statistics;
//! each frame takes in what the game on the screen has done, handles keys
//! and draws the panels and the table.

use egui::{Key, Modifiers, Ui};
use spite_core::{Source, Target};

use crate::face::TableFace;
use crate::game::Game;
use crate::keys;
use crate::lang::Language;
use crate::layout::is_wide;
use crate::local::Local;
use crate::online::Online;
use crate::online::dialog::{self as online_ui, OnlineCommand, OnlineForm};
use crate::online::left_logs::LeftLog;
use crate::online::tokens::SeatStore;
pub use crate::panels::Windows;
use crate::panels::{self, Command, Panels};
use crate::persist;
use crate::session::Session;
use crate::settings::Settings;
use crate::sound::Speaker;
use crate::stats::Stats;
use crate::table_ui::{self, Drag};
use crate::timing::{FrameTiming, TimingMode};
use online::{server_data, waker};
use spite_table::{Player, clock_seed};

/// The id under which eframe keeps the app's storage.
pub const APP_ID: &str = "spite-gui";

pub struct SpiteApp {
    pub session: Session<Local>,
    pub settings: Settings,
    /// The settings as being edited, applied by "Start a new match".
    pub draft: Settings,
    pub stats: Stats,
    pub windows: Windows,
    /// Messages about the saved state, shown until dismissed.
    pub problems: Vec<String>,
    /// Where the match, statistics and settings are written (`None`: not
    /// saved, as in most tests).
    store: Option<persist::Store>,
    /// What was last written, so each file is written when it changes.
    written: Written,
    pub drag: Option<Drag>,
    theme_dark: Option<bool>,
    /// Set by `SPITE_GUI_TIMING`: when the program started; the time to
    /// the first frame and then frame times are reported, then the window
    /// closes.
    pub timing: Option<(std::time::Instant, TimingMode)>,
    frame_timing: Option<FrameTiming>,
    /// A demonstration table: nothing is written to storage.
    pub no_save: bool,
    /// The window title last set (it names the rules in force).
    title: String,
    /// `--lang`: the language for this run, until one is chosen in the
    /// settings.
    pub forced_lang: Option<Language>,
    /// The system's language (the locale), when neither `--lang` nor the
    /// settings choose one.
    pub system_lang: Language,
    /// The online game on the screen, if any (the local match waits
    /// underneath, unchanged).
    pub online: Option<Session<Online>>,
    /// The "Play online" dialog's fields.
    pub online_form: OnlineForm,
    /// Why hosting or joining could not start, shown in the dialog.
    pub online_problem: Option<String>,
    /// The logs of the online rooms left while the window runs.
    left_logs: crate::online::left_logs::LeftLogs,
    /// The player keys, ratings and leaderboard of quick match.
    pub social: crate::online::social::Social,
    /// For waking the window from the connection's thread.
    ctx: egui::Context,
    /// The window is closing: no question holds it back any more.
    closing: bool,
    /// The window's area between the bars (floating windows stay in it).
    between_bars: egui::Rect,
    /// Plays the table's sounds while `settings.sound` is on.
    pub speaker: Speaker,
    /// Sound was just turned on: whether the audio output opened is still
    /// to be said.
    sound_check: bool,
    /// The local match's moves while its person could play, last frame:
    /// a move of theirs since moves the first-turn guide on.
    guide_mark: Option<usize>,
    /// The game being looked back at, in its window (closing it stops
    /// the review).
    pub review: Option<crate::review::Reviewing>,
    /// How hard a review thinks (tests make it small).
    pub review_options: spite_ai::ReviewOptions,
}

/// What the files on disk hold, to write each only when it changes.
#[derive(Default)]
struct Written {
    /// The session's revision last written (`None`: never written).
    session: Option<u64>,
    stats: Option<(Stats, usize)>,
    settings: Option<Settings>,
    /// The online room's log last written: its room and length.
    online_log: Option<(String, usize)>,
    /// A write failed: said once, not every frame.
    failed: bool,
}

impl SpiteApp {
    /// The app as eframe creates it: resumes what the data directory holds
    /// (or, the first time, what an earlier version left in eframe's storage).
    pub fn new(cc: &eframe::CreationContext<'_>) -> SpiteApp {
        match persist::Store::for_app(APP_ID) {
            Some(store) => SpiteApp::with_store(store, cc.storage, &cc.egui_ctx),
            None => {
                let mut app = SpiteApp::from_loaded(persist::Loaded::fresh(), &cc.egui_ctx);
                app.problems.push(app.session.t("ui-no-data-folder"));
                app
            }
        }
    }

    /// The app saving to and resuming from `store`, with `legacy` the
    /// storage an earlier version kept the match in.
    pub fn with_store(
        store: persist::Store,
        legacy: Option<&dyn eframe::Storage>,
        ctx: &egui::Context,
    ) -> SpiteApp {
        let loaded = store.load(legacy);
        let mut app = SpiteApp::from_loaded(loaded, ctx);
        let eframe_problem = store.check_eframe_file(app.session.ui());
        app.problems.extend(eframe_problem);
        // An online game open when the app last closed: back to its seat.
        let lang = app.language();
        match Session::resume(
            SeatStore::new(store.dir()),
            Some(server_data(&store)),
            lang,
            Some(waker(ctx)),
        ) {
            Some(Ok(online)) => app.online = Some(online),
            Some(Err(why)) => app.problems.push(
                app.session
                    .tr("ui-net-host-failed", &[("reason", why.into())]),
            ),
            None => {}
        }
        let keys = crate::online::player_keys::PlayerKeys::new(store.dir());
        app.social = crate::online::social::Social::new(Some(keys), ctx);
        app.store = Some(store);
        app
    }

    /// Builds the app from what was loaded, saving nothing (tests).
    pub fn from_loaded(loaded: persist::Loaded, ctx: &egui::Context) -> SpiteApp {
        SpiteApp::from_loaded_dealing(loaded, ctx, clock_seed())
    }

    /// [`SpiteApp::from_loaded`], a match started here (none was kept)
    /// dealt from `seed`.
    pub fn from_loaded_dealing(
        loaded: persist::Loaded,
        ctx: &egui::Context,
        seed: u64,
    ) -> SpiteApp {
        let mut settings = loaded.settings;
        let settings_name = settings.online_name.clone();
        // A newcomer: no match kept, the guide never shown. The guide
        // opens over their first match (once).
        let newcomer = loaded.session.is_none() && !settings.guide_seen;
        // A match started on opening (a newcomer's, or one in place of a
        // damaged file, told in a notice) lets the person move first: the
        // computer never plays behind the guide or the notice.
        let session = match loaded.session {
            Some(s) => s,
            None => crate::guide::first_match(&settings, seed, 64),
        };
        settings.guide_seen |= newcomer;
        let speaker = Speaker::new(settings.sound);
        let mut app = SpiteApp {
            session,
            draft: settings.clone(),
            settings,
            stats: loaded.stats,
            windows: Windows {
                log: true,
                guide: newcomer.then_some(0),
                ..Windows::default()
            },
            problems: loaded.problems,
            store: None,
            written: Written::default(),
            drag: None,
            theme_dark: None,
            timing: None,
            frame_timing: None,
            no_save: false,
            title: String::new(),
            forced_lang: None,
            system_lang: Language::detect(),
            online: None,
            online_form: OnlineForm {
                name: settings_name.clone(),
                ..OnlineForm::default()
            },
            online_problem: None,
            left_logs: Default::default(),
            social: crate::online::social::Social::new(None, ctx),
            ctx: ctx.clone(),
            closing: false,
            between_bars: egui::Rect::EVERYTHING,
            speaker,
            sound_check: false,
            guide_mark: None,
            review: None,
            review_options: spite_ai::ReviewOptions::DEFAULT,
        };
        app.sync_language();
        app
    }

    /// The window's language: `--lang`'s, else the settings', else the
    /// system's.
    pub fn language(&self) -> Language {
        self.settings.language(self.forced_lang, self.system_lang)
    }

    /// Puts every word on the screen in [`SpiteApp::language`].
    pub fn sync_language(&mut self) {
        let lang = self.language();
        // The local match too while it waits under an online game: its
        // words are the window's notices.
        self.session.set_language(lang);
        if let Some(online) = &mut self.online {
            online.set_language(lang);
        }
    }

    /// The language chosen in the settings: applies at once, and is kept
    /// (it wins over `--lang` from now on).
    pub fn set_language(&mut self, lang: Language) {
        self.settings.language = Some(lang.code().to_owned());
        self.draft.language = self.settings.language.clone();
        self.forced_lang = None;
        self.sync_language();
    }

    /// An app around a given session (tests).
    pub fn with_session(
        session: Session<Local>,
        settings: Settings,
        ctx: &egui::Context,
    ) -> SpiteApp {
        let loaded = persist::Loaded {
            session: Some(session),
            settings,
            ..persist::Loaded::fresh()
        };
        SpiteApp::from_loaded(loaded, ctx)
    }

    /// Starts a new match with the current settings.
    pub fn new_match(&mut self) {
        self.session = new_session(&self.settings, clock_seed());
        self.sync_language();
        self.drag = None;
    }

    /// New game (`N`, the menu): the next game once this one is over,
    /// otherwise a question before the match is abandoned.
    pub fn ask_new_game(&mut self) {
        if self.session.match_().game().is_over() {
            self.next_game();
        } else {
            self.windows.confirm_new = true;
            self.windows.new_with_draft = false;
        }
    }

    /// Settings' "Start a new match with these rules": asks first, as New
    /// game does, unless nothing would be lost (the match is over, or not a
    /// card has been played).
    pub fn ask_new_match_with_draft(&mut self) {
        let m = self.session.match_();
        let nothing_to_lose =
            m.is_over() || (m.results().is_empty() && m.record().moves.is_empty());
        if nothing_to_lose {
            self.start_draft_match();
        } else {
            self.windows.confirm_new = true;
            self.windows.new_with_draft = true;
        }
    }

    /// The question answered yes.
    pub fn confirm_new_match(&mut self) {
        let with_draft = self.windows.new_with_draft;
        self.windows.confirm_new = false;
        self.windows.new_with_draft = false;
        if with_draft {
            self.start_draft_match();
        } else {
            self.new_match();
        }
    }

    /// The question answered no (or `Esc`): the match goes on. Rules
    /// edited for the next match stay in Settings, and the player is told
    /// so, as they might think them lost.
    pub fn decline_new_match(&mut self) {
        self.windows.confirm_new = false;
        if std::mem::take(&mut self.windows.new_with_draft) {
            let kept = self.session.t("ui-confirm-new-draft-kept");
            self.session.set_notice(kept, false);
        }
    }

    /// A new match with the settings as edited.
    fn start_draft_match(&mut self) {
        let mut s = self.draft.clone();
        s.normalise();
        self.settings = s;
        self.new_match();
        // The new table is what the player wants to see now.
        self.windows.settings = false;
    }

    /// Deals the next game, or a new match once this one is over.
    pub fn next_game(&mut self) {
        self.session.next_game(clock_seed());
        self.drag = None;
    }

    /// Whether this window runs the server of an online match that is not
    /// over: closing it stops the friends' game.
    pub fn hosting_unfinished(&self) -> bool {
        self.game_ref().hosts_unfinished()
    }

    /// Ctrl+Q: the window closes, unless it hosts an unfinished match:
    /// then the question first, as Leave asks.
    pub fn ask_quit(&mut self) {
        if self.hosting_unfinished() {
            self.windows.confirm_quit = true;
        } else {
            self.close_window();
        }
    }

    /// Closes the window, with no more questions.
    fn close_window(&mut self) {
        self.closing = true;
        self.ctx.send_viewport_cmd(egui::ViewportCommand::Close);
    }

    /// Whether the window is closing (asked and answered, or nothing to ask).
    pub fn closing(&self) -> bool {
        self.closing
    }

    /// The window's close button while hosting: held back for the question.
    fn hold_close(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested())
            && !self.closing
            && self.hosting_unfinished()
        {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.windows.confirm_quit = true;
        }
    }

    /// The first-turn guide follows the player: the move it describes,
    /// made, moves it on (see `guide::after_move`).
    fn guide_follows(&mut self) {
        let moves = &self.session.match_().record().moves;
        if let (Some(step), Some(before)) = (self.windows.guide, self.guide_mark)
            && let Some(&mv) = moves.get(before)
            && self.online.is_none()
        {
            self.windows.guide = crate::guide::after_move(step, mv);
        }
        self.guide_mark = self.session.can_act().then_some(moves.len());
    }

    /// The computers play at the settings' level; finished games are counted.
    fn level_and_outcomes(&mut self) {
        let level = self.settings.level;
        self.game().set_level(level);
        // Games just finished go into the statistics, each once (an
        // online room's through reconnections and restarts too).
        shown(&mut self.session, &mut self.online).count(&mut self.stats, level);
    }

    /// The local match's games just finished go into the statistics
    /// before the match and the statistics are written.
    fn count_outcomes(&mut self) {
        Game::count(&mut self.session, &mut self.stats, self.settings.level);
    }

    /// Writes what changed to the app's own files: the match after every
    /// move, then the statistics (which say which games they count), then
    /// the settings.
    pub fn write_changes(&mut self) {
        if self.no_save {
            return;
        }
        if self.store.is_none() {
            return;
        }
        self.count_outcomes();
        let Some(store) = &self.store else {
            return;
        };
        let mut errors = vec![];
        if self.written.session != Some(self.session.revision()) {
            match store.save_match(&self.session) {
                Ok(()) => self.written.session = Some(self.session.revision()),
                Err(e) => errors.push(
                    self.session
                        .tr("ui-save-what-match", &[("reason", e.to_string().into())]),
                ),
            }
        }
        let counted = self.session.counted();
        let stats_written = self
            .written
            .stats
            .as_ref()
            .is_some_and(|(s, c)| *s == self.stats && *c == counted);
        if !stats_written {
            match store.save_stats(&self.stats, &self.session) {
                Ok(()) => self.written.stats = Some((self.stats.clone(), counted)),
                Err(e) => errors.push(
                    self.session
                        .tr("ui-save-what-stats", &[("reason", e.to_string().into())]),
                ),
            }
        }
        // The open room's log, for the next start (best effort: without
        // it the log starts from where the room stands).
        if let Some(o) = &self.online
            && let Some(mark) = LeftLog::mark(o)
            && self.written.online_log.as_ref() != Some(&mark)
            && LeftLog::of(o).is_some_and(|left| left.write(store.dir()).is_ok())
        {
            self.written.online_log = Some(mark);
        }
        if self.written.settings.as_ref() != Some(&self.settings) {
            match store.save_settings(&self.settings) {
                Ok(()) => self.written.settings = Some(self.settings.clone()),
                Err(e) => errors.push(
                    self.session
                        .tr("ui-save-what-settings", &[("reason", e.to_string().into())]),
                ),
            }
        }
        if !errors.is_empty() && !self.written.failed {
            self.written.failed = true;
            let what = match errors.as_slice() {
                [rest @ .., last] if !rest.is_empty() => self.session.tr(
                    "ui-list-and",
                    &[
                        ("first", rest.join(&self.session.t("list-separator")).into()),
                        ("last", last.as_str().into()),
                    ],
                ),
                _ => errors.join(""),
            };
            let dir = store.dir().display().to_string();
            self.problems.push(self.session.tr(
                "ui-could-not-save",
                &[("what", what.into()), ("file", dir.into())],
            ));
        }
    }

    /// Sound on or off (the `M` key), said on the status line; kept with
    /// the settings.
    pub fn toggle_sound(&mut self) {
        self.settings.sound = !self.settings.sound;
        self.draft.sound = self.settings.sound;
        let id = if self.settings.sound {
            "ui-sound-on"
        } else {
            "ui-sound-off"
        };
        let text = self.session.t(id);
        self.game().set_notice(text, false);
    }

    /// Plays the sounds of what happened since the last frame, once each
    /// (silently dropped while sound is off). Sound just turned on (`M`,
    /// Settings) opens the audio output at once, so that a machine with
    /// none says so on the status line rather than "Sound on." alone.
    fn play_sounds(&mut self) {
        let sounds = self.game().take_sounds();
        if self.settings.sound && !self.speaker.is_on() {
            self.speaker.set_on(true);
            self.speaker.open();
            self.sound_check = true;
        }
        self.speaker.set_on(self.settings.sound);
        self.speaker.play(&sounds);
        if self.sound_check && self.settings.sound {
            match self.speaker.device() {
                crate::sound::Device::Missing(_) => {
                    self.sound_check = false;
                    let text = self.session.t("ui-sound-no-device");
                    self.game().set_notice(text, false);
                }
                crate::sound::Device::Open => self.sound_check = false,
                // Being opened on its thread: it wakes no frame, so look
                // again shortly.
                _ => self
                    .ctx
                    .request_repaint_after(std::time::Duration::from_millis(50)),
            }
        }
    }

    pub fn ask_hint(&mut self) {
        self.game().ask_hint();
    }

    /// Undo: the local table's, or a request to the online room.
    pub fn undo(&mut self) {
        self.game().undo();
    }

    /// The game on the screen: an online seat while one is open (the
    /// local match waits underneath, unchanged), else the local match.
    pub fn game(&mut self) -> &mut dyn Game {
        shown(&mut self.session, &mut self.online)
    }

    /// The game on the screen, to read.
    pub fn game_ref(&self) -> &dyn Game {
        shown_ref(&self.session, &self.online)
    }

    /// The keys (`keys.rs`): the window's, then the game's, then the
    /// cards'. A text field being typed in takes them all.
    fn keyboard(&mut self, ctx: &egui::Context) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        // Ctrl+Q: close the window (everything is saved as it changes, and
        // once more on closing); a host is asked first.
        if ctx.input_mut(|i| i.consume_key(Modifiers::COMMAND, keys::QUIT)) {
            self.ask_quit();
            return;
        }
        // A question's yes: its key follows the language (`Y` works too).
        let asked =
            self.windows.confirm_new || self.windows.confirm_leave || self.windows.confirm_quit;
        if asked && keys::yes_pressed(ctx, self.session.ui()) {
            if self.windows.confirm_new {
                self.confirm_new_match();
            } else if self.windows.confirm_leave {
                self.online_command(OnlineCommand::Leave);
            } else {
                self.online_command(OnlineCommand::Quit);
            }
            return;
        }
        self.window_keys(ctx);
        self.game_keys(ctx);
        self.card_keys(ctx);
    }

    /// The window's own keys: its windows, sound, Escape.
    fn window_keys(&mut self, ctx: &egui::Context) {
        let pressed = |k: Key| ctx.input_mut(|i| i.consume_key(Modifiers::NONE, k));
        if pressed(keys::HELP)
            || ctx.input_mut(|i| i.consume_key(Modifiers::SHIFT, Key::Slash))
            || pressed(Key::Questionmark)
        {
            self.windows.help = !self.windows.help;
        }
        if pressed(keys::LOG) {
            if is_wide(ctx) {
                self.windows.log = !self.windows.log;
            } else {
                self.windows.log_popup = !self.windows.log_popup;
            }
        }
        if pressed(keys::SETTINGS) {
            self.windows.settings = !self.windows.settings;
        }
        if pressed(keys::RULES) {
            self.windows.rules = !self.windows.rules;
            self.windows.rules_opened |= self.windows.rules;
        }
        if pressed(keys::STATS) {
            self.windows.stats = !self.windows.stats;
        }
        if pressed(keys::SOUND) {
            self.toggle_sound();
        }
        if pressed(Key::Escape) {
            self.review = None;
            self.drag = None;
            self.game().deselect();
            if self.windows.confirm_new {
                self.decline_new_match();
            }
            self.windows.close_all();
            self.problems.clear();
        }
    }

    /// The game's keys: Enter, New game, Hint, Undo.
    fn game_keys(&mut self, ctx: &egui::Context) {
        let pressed = |k: Key| ctx.input_mut(|i| i.consume_key(Modifiers::NONE, k));
        // Enter (or Space) closes a notice about the saved files first,
        // as its OK button does.
        if !self.problems.is_empty() && keys::CONTINUE.into_iter().any(pressed) {
            self.problems.clear();
        }
        // Space while the others play: the rest of their turn at once.
        let asked = self.windows.confirm_new;
        if !asked && self.game_ref().others_playing() && pressed(keys::HURRY) {
            self.game().hurry();
        }
        // Enter (or Space): yes to the question, else on from a finished
        // game (or, at a hot-seat table, to the person handed the screen).
        if self.game_ref().takes_enter() && keys::CONTINUE.into_iter().any(pressed) {
            if self.windows.confirm_new {
                self.confirm_new_match();
            } else if self.game().go_on(clock_seed()) {
                self.drag = None;
            }
        }
        if self.game_ref().deals() && pressed(keys::NEW_GAME) {
            self.ask_new_game();
        }
        if pressed(keys::HINT) {
            self.ask_hint();
        }
        if pressed(keys::UNDO)
            || ctx.input_mut(|i| i.consume_key(Modifiers::COMMAND, keys::UNDO_CTRL))
        {
            self.undo();
        }
    }

    /// The cards' keys: a hand card, a pay-off or a side pile picked up,
    /// a side or centre pile to put it on.
    fn card_keys(&mut self, ctx: &egui::Context) {
        let pressed = |k: Key| ctx.input_mut(|i| i.consume_key(Modifiers::NONE, k));
        for (i, k) in keys::HAND.into_iter().enumerate() {
            if pressed(k) {
                // The slot as shown: a card played this turn leaves its
                // slot empty, and the others keep their keys.
                self.drag = None;
                self.game().select_slot(i);
            }
        }
        if pressed(keys::PAYOFF) {
            self.pick(Source::Payoff);
        }
        if pressed(keys::PARTNER_PAYOFF) {
            self.pick(Source::PartnerPayoff);
        }
        // Side piles: a target when a hand card is held, else a source.
        for (i, k) in keys::SIDE.into_iter().enumerate() {
            if pressed(k) {
                let speed = self.settings.speed;
                match self.game().selected() {
                    Some(Source::Hand(_)) => {
                        self.game()
                            .drop_held(Some(Target::Side(i as u8)), None, speed);
                    }
                    _ => self.pick(Source::Side(i as u8)),
                }
            }
        }
        for (i, k) in keys::CENTRE.into_iter().enumerate() {
            if pressed(k) {
                let speed = self.settings.speed;
                self.game()
                    .drop_held(Some(Target::Centre(i as u8)), None, speed);
            }
        }
    }

    /// Keyboard pick: pressing the key of the held card puts it down.
    fn pick(&mut self, src: Source) {
        self.drag = None;
        self.game().select(src);
    }

    /// What decides which overlay screens show: when it changes, the new
    /// screen needs a second frame.
    fn screen_key(&self) -> (usize, usize, bool, Option<u8>) {
        let m = self.session.match_();
        (
            m.record().moves.len(),
            m.game_number(),
            m.game().is_over(),
            self.session.handover(),
        )
    }

    /// What the panels draw and edit, lent for one frame.
    fn panels(&mut self) -> Panels<'_> {
        let no_audio = self.settings.sound
            && matches!(self.speaker.device(), crate::sound::Device::Missing(_));
        Panels {
            session: &self.session,
            game: shown_ref(&self.session, &self.online),
            settings: &mut self.settings,
            draft: &mut self.draft,
            stats: &self.stats,
            windows: &mut self.windows,
            problems: &mut self.problems,
            commands: vec![],
            area: self.between_bars,
            no_audio,
            reviewing: self.review.is_some(),
        }
    }

    /// Does what a panel asked.
    fn apply(&mut self, command: Command) {
        match command {
            Command::NewGame => self.ask_new_game(),
            Command::Undo => self.undo(),
            Command::PlayOnline => self.windows.online = !self.windows.online,
            Command::Hint => self.ask_hint(),
            Command::NewMatchWithDraft => self.ask_new_match_with_draft(),
            Command::ConfirmNewMatch => self.confirm_new_match(),
            Command::DeclineNewMatch => self.decline_new_match(),
            Command::Reveal => self.session.reveal(),
            Command::NextGame => self.next_game(),
            Command::Rematch => {
                self.windows.confirm_new = true;
                self.windows.new_with_draft = false;
            }
            Command::ShowStatistics => self.windows.stats = true,
            Command::ReviewFinished => {
                let table = self.session.table_kind(self.settings.level).label();
                if let Some(game) = crate::review::finished(&self.session, table) {
                    self.open_review(game);
                }
            }
            Command::Review(game) => self.open_review(*game),
            Command::SetLanguage(lang) => self.set_language(lang),
            Command::Online(c) => self.online_command(c),
        }
    }

    /// Starts reviewing `game` in its window, in place of any review open.
    pub fn open_review(&mut self, game: crate::review::KeptGame) {
        self.review = Some(crate::review::Reviewing::start(
            game,
            self.review_options,
            &self.ctx,
        ));
    }

    /// The "Play online" dialog, when open.
    fn draw_online_dialog(&mut self, ctx: &egui::Context) {
        let w = crate::lang::words(self.language());
        crate::online::quick::board_window(ctx, &w, &mut self.social);
        if !self.windows.online {
            return;
        }
        // Read while the dialog is open only (the window sleeps when idle).
        let hosted = self.last_hosted();
        if let Some(c) = online_ui::dialog(
            ctx,
            &w,
            &mut self.online_form,
            &mut self.windows.online,
            self.online_problem.as_deref(),
            hosted.as_ref(),
            &mut self.social,
        ) {
            self.online_command(c);
        }
    }

    /// The panels, the table and any open windows; sets `moving` while a
    /// card is in flight. What the panels ask is done once they are drawn.
    fn draw(&mut self, ui: &mut Ui, now: f64, moving: &mut bool) {
        let ctx = ui.ctx().clone();
        let wide = is_wide(&ctx);
        let mut p = self.panels();
        let game = p.game;
        game.bars(ui, &mut p);
        if p.windows.log && wide {
            panels::log_panel(ui, &mut p);
        }
        let (mut commands, area) = (p.commands, p.area);
        self.between_bars = area;
        let (look, speed) = (self.settings.look(), self.settings.speed);
        let game = shown(&mut self.session, &mut self.online);
        egui::CentralPanel::no_frame().show(ui, |ui| {
            if game.ready() {
                *moving = table_ui::show(ui, game, &mut self.drag, now, look, speed);
            }
        });
        let mut p = self.panels();
        if p.windows.log_popup && !wide {
            panels::log_window(&ctx, &mut p);
        }
        panels::windows(&ctx, &mut p);
        commands.append(&mut p.commands);
        if let Some(r) = &mut self.review
            && !crate::review::show(&ctx, self.session.ui(), r, self.between_bars)
        {
            self.review = None;
        }
        for c in commands {
            self.apply(c);
        }
        let mut p = self.panels();
        let game = p.game;
        game.questions(&ctx, &mut p);
        for c in p.commands {
            self.apply(c);
        }
    }

    fn apply_theme(&mut self, ctx: &egui::Context) {
        if self.theme_dark != Some(self.settings.dark) {
            self.theme_dark = Some(self.settings.dark);
            ctx.set_theme(if self.settings.dark {
                egui::Theme::Dark
            } else {
                egui::Theme::Light
            });
        }
    }
}

/// A new match from the settings; falls back to the default rules if the
/// settings' rules cannot be dealt (they are normalised, so this is rare).
pub fn new_session(settings: &Settings, seed: u64) -> Session<Local> {
    let computer = Player::Computer(settings.level);
    let seats: Vec<Player> = settings
        .seats
        .iter()
        .map(|p| match p {
            Player::Computer(_) => computer,
            other => *other,
        })
        .collect();
    Session::new(settings.rules, &seats, seed).unwrap_or_else(|_| {
        Session::new(spite_core::Rules::g4a(), &[Player::Person, computer], seed)
            .expect("the g4a preset always deals")
    })
}

/// "Spite & Malice · classic rules": the title bar names the rules in force.
pub fn window_title(w: &crate::lang::Words, rules: &spite_core::Rules) -> String {
    format!("Spite & Malice · {}", crate::words::rules_words(w, rules))
}

/// The game on the screen, from the app's two fields, so the rest of the
/// app stays free to lend.
fn shown<'a>(
    local: &'a mut Session<Local>,
    online: &'a mut Option<Session<Online>>,
) -> &'a mut dyn Game {
    match online {
        Some(o) => o,
        None => local,
    }
}

fn shown_ref<'a>(local: &'a Session<Local>, online: &'a Option<Session<Online>>) -> &'a dyn Game {
    match online {
        Some(o) => o,
        None => local,
    }
}

impl eframe::App for SpiteApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        let ctx = ui.ctx().clone();
        self.apply_theme(&ctx);
        self.sync_language();
        // The rules in force: the online room's while it is on the screen
        // (the local match's until the room's have come).
        let rules = self
            .game_ref()
            .rules_in_force()
            .unwrap_or(*self.session.rules());
        let title = window_title(self.session.ui(), &rules);
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
        self.hold_close(&ctx);
        let windows_before = self.windows.clone();
        let problems_before = self.problems.len();
        let screen_before = self.screen_key();
        let now = ctx.input(|i| i.time);
        let speed = self.settings.speed;
        // The local computers wake the window when they have moved, so it
        // sleeps while they think (each new match's client starts without).
        if !self.session.client().wakes() {
            self.session.venue_client_mut().set_wake(waker(&ctx));
        }
        self.game().poll(speed);
        self.hear_review();
        self.guide_follows();
        self.level_and_outcomes();
        self.game().tick(now);
        self.keyboard(&ctx);
        let frame_start = std::time::Instant::now();
        if let Some((t0, mode)) = self.timing.take() {
            // Measurement switch for docs/performance.md: see docs/gui.md.
            eprintln!(
                "first frame after {:.0} ms",
                t0.elapsed().as_secs_f64() * 1000.0
            );
            if mode == TimingMode::NoLog {
                self.windows.log = false;
            }
            self.frame_timing = Some(FrameTiming::new(mode));
        }

        let blank = self
            .frame_timing
            .as_ref()
            .is_some_and(|t| t.mode == TimingMode::Blank);
        let mut moving = false;
        if !blank {
            self.draw(ui, now, &mut moving);
            self.draw_online_dialog(&ctx);
        }
        self.play_sounds();
        // Repaint only while something moves or the computer is playing;
        // otherwise the window sleeps until input arrives.
        if moving || self.game_ref().sliding() {
            ctx.request_repaint();
        }
        self.write_changes();
        if let Some(ft) = &mut self.frame_timing {
            if ft.record(frame_start.elapsed()) {
                self.frame_timing = None;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            } else {
                ctx.request_repaint();
            }
        }
        // A window opened or closed this frame needs one more frame to be
        // laid out and shown.
        if self.windows != windows_before
            || self.problems.len() != problems_before
            || self.screen_key() != screen_before
        {
            ctx.request_repaint();
        }
    }

    /// eframe's storage keeps only the window's geometry; the match,
    /// statistics and settings are in the app's own files, written as they
    /// change. Once those exist the copies an earlier version kept here go.
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.write_changes();
        if self.store.as_ref().is_some_and(|s| s.has_match()) {
            for key in [
                persist::MATCH_KEY,
                persist::TABLE_KEY,
                persist::SETTINGS_KEY,
                persist::STATS_KEY,
            ] {
                if storage.get_string(key).is_some() {
                    storage.remove_string(key);
                }
            }
        }
    }

    /// The felt is the window's clear colour rather than a shape painted
    /// over it: a software renderer then skips filling the table's whole
    /// area once more each frame (about a third of a frame's cost on
    /// llvmpipe; docs/performance.md).
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        let look = crate::look::Look {
            dark: visuals.dark_mode,
            ..self.settings.look()
        };
        table_ui::felt(look).0.to_normalized_gamma_f32()
    }

    fn auto_save_interval(&self) -> std::time::Duration {
        std::time::Duration::from_secs(5)
    }
}

mod online;
#[cfg(test)]
mod tests;

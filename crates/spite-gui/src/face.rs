//! What the table drawing (`table_ui`) and the gestures need from the seat
//! on the screen: a [`crate::session::Session`], whose game is played
//! here or on a server. The table is drawn and the gestures taken by the
//! same code whatever the venue; what is written once over
//! [`TableFace::client`] lives here.

use spite_core::{Move, PlayerView, Source, Target};
use spite_table::Message;
use spite_table::client::{Client, Intent};

use crate::anim::{AnimQueue, Place, Return, ReturnFrom, Returns};
use crate::lang::{Arg, Words};
use crate::screen::Screen;
use crate::session::{Notice, Refused};
use crate::settings::Speed;

/// One seat's table as the screen shows it.
pub trait TableFace {
    /// What the screen adds to the seat's game: words, held card, notice,
    /// hint, log, slides.
    fn screen(&self) -> &Screen;
    fn screen_mut(&mut self) -> &mut Screen;
    /// The game, here or on a server, through spite-table's interface.
    fn client(&self) -> &dyn Client;
    fn client_mut(&mut self) -> &mut dyn Client;
    /// Whether a computer's move or a hint is being worked out.
    fn thinking(&self) -> bool {
        self.client().state().thinking
    }
    /// Whether a hint was asked for and has not come.
    fn hint_pending(&self) -> bool {
        self.screen().hint_asked
    }
    /// The window's own words.
    fn ui(&self) -> &Words {
        &self.screen().ui
    }
    /// A `ui-*` message with no arguments.
    fn t(&self, id: &str) -> String {
        self.ui().tr(id, &[])
    }
    /// A `ui-*` message with arguments.
    fn tr(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.ui().tr(id, args)
    }
    /// The renderer every sentence about the game comes from.
    fn words(&self) -> &dyn spite_table::Render {
        self.screen().words.as_ref()
    }
    /// A message on the status line (`refusal`: in the warning colour).
    fn set_notice(&mut self, text: String, refusal: bool) {
        self.screen_mut().set_notice(text, refusal);
    }
    fn clear_notice(&mut self) {
        self.screen_mut().notice = None;
    }
    /// The sounds of what happened since last asked, each once: moves
    /// made here, and the others' cards that have landed.
    fn take_sounds(&mut self) -> Vec<crate::sound::Sound> {
        self.screen_mut().take_sounds()
    }
    /// The whole move log.
    fn log(&self) -> &[crate::session::LogLine] {
        &self.screen().log
    }
    /// The move log as far as the player has seen the moves land.
    fn shown_log(&self) -> &[crate::session::LogLine] {
        self.screen().shown_log()
    }
    /// The seat on the screen.
    fn viewer(&self) -> u8 {
        self.client().state().seat.unwrap_or(0)
    }
    /// The viewer's view of the game now: a finished game's last table
    /// until the player goes on (the match's last table is the game's);
    /// `None` before an online seat's view has come.
    fn view(&self) -> Option<PlayerView> {
        let state = self.client().state();
        match (&state.finished, &state.view) {
            (Some(done), _) if !done.match_over => Some(done.view.clone()),
            (_, view) => view.clone(),
        }
    }
    /// The table as the player has seen it so far: before the sliding
    /// card's move while it slides, after it once it has landed, the game
    /// itself when nothing slides.
    fn shown_view(&self) -> Option<PlayerView> {
        match self.anims().front() {
            Some((sl, t)) if t >= 1.0 => sl.after.clone().or_else(|| Some(sl.before.clone())),
            Some((sl, _)) => Some(sl.before.clone()),
            None => self.view(),
        }
    }
    /// Whose turn the table shows (the ▶ marker): the mover of the card
    /// sliding, until its last card has landed, else the seat to move; no
    /// one's over a finished game.
    fn shown_turn(&self) -> Option<u8> {
        if let Some((sl, _)) = self.anims().front() {
            return Some(sl.before.to_move());
        }
        let state = self.client().state();
        if state.finished.as_ref().is_some_and(|f| !f.match_over) {
            return None;
        }
        let v = state.view.as_ref()?;
        (!v.status().is_over()).then(|| v.to_move())
    }
    /// A seat's name, rendered: "You", "Computer 2".
    fn seat_name(&self, seat: u8) -> String {
        self.words().name(&self.client().state().name(seat))
    }
    /// The match points of the side `seat` plays for: after the finished
    /// game on screen, while one is (a later game may have ended behind it).
    fn points(&self, seat: u8) -> Option<u32> {
        let state = self.client().state();
        let side = state.rules()?.side_of(seat);
        state.shown_score().get(usize::from(side)).copied()
    }
    /// Whether the viewer's hand is on show (a hot-seat table hides it
    /// between people).
    fn revealed(&self) -> bool {
        !self.client().state().hidden
    }
    /// Whether there is a table to draw (an online seat: once seated and
    /// its view has come).
    fn ready(&self) -> bool {
        let state = self.client().state();
        state.view.is_some() && state.seat.is_some()
    }
    /// A scoring side's name: a seat, or a partnership "You & Computer 2".
    fn side_name(&self, side: u8) -> String {
        let state = self.client().state();
        match (&state.seats, state.rules()) {
            (Some(seats), Some(rules)) => self.words().side(&seats.side(rules, side)),
            _ => String::new(),
        }
    }
    /// How a game ended, in words ("You win the game, …"); empty while it
    /// is played.
    fn result_words(&self, status: spite_core::Status) -> String {
        let state = self.client().state();
        let (Some(seats), Some(rules)) = (&state.seats, state.rules()) else {
            return String::new();
        };
        spite_table::result_message(seats, rules, status)
            .map(|m| self.words().render(&m))
            .unwrap_or_default()
    }
    /// Who won the match, in words, once it is over.
    fn match_words(&self) -> Option<String> {
        let state = self.client().state();
        let side = state.match_end.as_ref()?.winner?;
        let winner = state.seats.as_ref()?.side(state.rules()?, side);
        Some(self.words().render(&Message::MatchWon { winner }))
    }
    /// The rules in force, explained, a heading and one line each (none
    /// before an online seat's view has come).
    fn rules_text(&self) -> Vec<String> {
        let rules = self.client().state().rules();
        rules.map_or_else(Vec::new, |r| {
            self.words().render_all(&spite_table::explain(r))
        })
    }
    /// The card held.
    fn selected(&self) -> Option<Source> {
        self.screen().selected
    }
    /// The hint's move, outlined.
    fn hint_move(&self) -> Option<Move> {
        self.screen().hint
    }
    /// Whether the person at the screen may act now.
    fn can_act(&self) -> bool;
    /// Whether the game waits for the person at this screen, so the last
    /// card that slid need not rest before they play.
    fn turn_at_screen(&self) -> bool;
    /// Whether the others' turn is on the table: their cards sliding, or
    /// another seat to move in a game going on (a click or Space hurries
    /// it).
    fn others_playing(&self) -> bool {
        if !self.anims().is_empty() {
            return true;
        }
        let state = self.client().state();
        state.finished.is_none()
            && state
                .view
                .as_ref()
                .is_some_and(|v| !v.status().is_over() && !v.is_my_turn())
    }
    /// Hurries the others' turn: the cards still to slide land at once,
    /// and the rest of the turn lands as it is played, until the turn
    /// comes back to this screen. Whether there was a turn to hurry.
    fn hurry(&mut self) -> bool {
        if !self.others_playing() {
            return false;
        }
        let screen = self.screen_mut();
        screen.anims.land_all();
        screen.hurried = true;
        // "Wait: the computer is playing" answered a click; this one is
        // answered by the turn itself.
        if screen.notice.as_ref().is_some_and(|n| n.until_turn) {
            screen.notice = None;
        }
        true
    }
    /// Advances the slides to `now` (seconds) and drops a "wait" refusal
    /// once the person may act.
    fn tick(&mut self, now: f64) {
        if self.screen().hurried && !self.others_playing() {
            self.screen_mut().hurried = false;
        }
        self.anims_mut().current(now);
        // The others' last card has landed on this screen's turn.
        if self.turn_at_screen() {
            self.anims_mut().end_rest();
        }
        if self.notice().is_some_and(|n| n.until_turn) && self.can_act() {
            self.clear_notice();
        }
    }
    /// The status line's message, if any.
    fn notice(&self) -> Option<&Notice> {
        self.screen().notice.as_ref()
    }
    /// The cards sliding across the table.
    fn anims(&self) -> &AnimQueue {
        &self.screen().anims
    }
    fn anims_mut(&mut self) -> &mut AnimQueue {
        &mut self.screen_mut().anims
    }
    /// Refused cards going home.
    fn returns_mut(&mut self) -> &mut Returns {
        &mut self.screen_mut().returns
    }
    /// Picks up (or puts down, if already held) the card at `from`.
    fn select(&mut self, from: Source) -> bool;
    /// Picks up (or puts down) the hand card in slot `slot` (from 0, as
    /// shown: a card played this turn leaves its slot empty).
    fn select_slot(&mut self, slot: usize) -> bool {
        if let Some(view) = self.shown_view() {
            self.screen_mut().hand_slots.update(&view);
        }
        let (index, laid_out) = {
            let slots = &self.screen().hand_slots;
            (slots.index(slot), slots.len())
        };
        match index {
            Some(i) => self.select(Source::Hand(i)),
            // Past the hand as the game holds it: the game says why.
            None if slot >= laid_out => self.select(Source::Hand(slot as u8)),
            None => {
                if self.can_act() {
                    let text = self.tr("ui-no-hand-card", &[("slot", (slot + 1).into())]);
                    self.set_notice(text, true);
                } else {
                    self.select(Source::Hand(slot as u8));
                }
                false
            }
        }
    }
    /// Puts the held card down (Esc); a hint goes with it, outline and
    /// words, so nothing stays pointing at a move the player set aside.
    fn deselect(&mut self) {
        let screen = self.screen_mut();
        screen.selected = None;
        if screen.hint.take().is_some() {
            screen.notice = None;
        }
    }
    /// Lets the held card go on `to` (`None`: on no pile); whether a move
    /// was made (or sent).
    fn drop_held(
        &mut self,
        to: Option<Target>,
        released_at: Option<egui::Pos2>,
        speed: Speed,
    ) -> bool;

    /// Where the held card may go.
    fn legal_targets(&self) -> Vec<Target> {
        let Some(from) = self.selected() else {
            return vec![];
        };
        if !self.can_act() {
            return vec![];
        }
        self.view().map_or_else(Vec::new, |view| {
            view.legal_moves()
                .iter()
                .filter(|m| m.from == from)
                .map(|m| m.to)
                .collect()
        })
    }
}

/// What the shared gestures change on a seat (both kinds of table
/// implement it; the gestures themselves are written once, below).
pub(crate) trait Hold: TableFace {
    fn set_selected(&mut self, from: Option<Source>) {
        self.screen_mut().selected = from;
    }
    fn put_notice(&mut self, notice: Option<Notice>) {
        self.screen_mut().notice = notice;
    }
    /// Why nothing can be picked up now, in words.
    fn wait_reason(&self) -> String;
    /// Refuses input that came while the person may not act, with one
    /// clear reason that goes away when they may.
    fn refuse_waiting(&mut self) -> Refused {
        let text = self.wait_reason();
        self.put_notice(Some(Notice {
            text,
            refusal: true,
            until_turn: true,
        }));
        Refused::Waiting
    }
}

/// Asks the game for a hint for the seat on the screen, worked out off the
/// drawing thread (the status line says so meanwhile, or why not).
pub(crate) fn ask_hint(s: &mut (impl Hold + ?Sized)) {
    if !s.can_act() {
        s.refuse_waiting();
        return;
    }
    match s.client_mut().send(Intent::Hint) {
        Ok(()) => {
            s.screen_mut().hint_asked = true;
            s.set_notice(s.t("ui-hint-thinking"), false);
        }
        Err(refusal) => {
            let text = s.words().render(&Message::Refused(refusal));
            refuse(s, text);
        }
    }
}

/// The hint asked for, come: its card picked up and its move outlined, its
/// words on the status line (dropped if the seat may not act now).
pub(crate) fn hinted(s: &mut (impl Hold + ?Sized), message: &Message) {
    if !std::mem::take(&mut s.screen_mut().hint_asked) || !s.can_act() {
        return;
    }
    if let Message::Hint { mv, .. } = message {
        s.screen_mut().hint = Some(*mv);
        s.set_selected(Some(mv.from));
    }
    let text = s.words().render(message);
    s.set_notice(text, false);
}

/// A refusal on the status line, in the warning colour.
pub(crate) fn refuse(s: &mut (impl Hold + ?Sized), text: String) {
    s.put_notice(Some(Notice {
        text,
        refusal: true,
        until_turn: false,
    }));
}

/// Picks up (or puts down, if already held) the card at `from`.
pub(crate) fn pick_up(s: &mut (impl Hold + ?Sized), from: Source) -> bool {
    s.returns_mut().clear();
    if !s.can_act() {
        s.refuse_waiting();
        return false;
    }
    if s.selected() == Some(from) {
        s.set_selected(None);
        return false;
    }
    match s.view().and_then(|v| v.card_at(from)) {
        Some(card) if !card.is_unknown() => {
            s.set_selected(Some(from));
            s.put_notice(None);
            true
        }
        _ => {
            let what = match from {
                Source::Hand(i) => s.tr("ui-no-hand-card", &[("slot", (i + 1).into())]),
                Source::Payoff => s.tr("ui-empty-payoff", &[]),
                Source::PartnerPayoff => s.tr("ui-empty-partner-payoff", &[]),
                Source::Side(i) => s.tr("ui-empty-side", &[("pile", (i + 1).into())]),
            };
            refuse(s, what);
            false
        }
    }
}

/// The held card is let go: on `to` (`None`: on no pile at all), by a drag
/// released with the card's corner at `released_at`, or by a click or key;
/// `play` makes the move. A refused card slides back home at `speed` with
/// the reason beside it; the game is unchanged.
pub(crate) fn let_go<S: Hold + ?Sized, R>(
    s: &mut S,
    to: Option<Target>,
    released_at: Option<egui::Pos2>,
    speed: Speed,
    play: impl FnOnce(&mut S, Move) -> Result<R, Refused>,
) -> Result<R, Refused> {
    if !s.can_act() {
        // One answer to any key or click while another seat plays.
        s.set_selected(None);
        return Err(s.refuse_waiting());
    }
    let held = s.selected();
    let view = s.view();
    let card = held
        .zip(view.as_ref())
        .and_then(|(from, v)| v.card_at(from));
    let result = match (to, held) {
        (Some(t), Some(from)) => play(s, Move::new(from, t)),
        (Some(_), None) => {
            refuse(s, s.tr("ui-pick-card-first", &[]));
            Err(Refused::NothingHeld)
        }
        (None, _) => {
            if held.is_some() {
                s.set_selected(None);
                refuse(s, s.tr("ui-drop-on-a-pile", &[]));
            }
            Err(Refused::NoPile)
        }
    };
    // Refused with the card put down: send it home, the reason beside it.
    if let (Err(_), Some(from), Some(card)) = (&result, held, card)
        && s.selected().is_none()
    {
        let viewer = s.viewer();
        let start = match (released_at, to) {
            (Some(p), _) => Some(ReturnFrom::Point(p)),
            (None, Some(t)) => Some(ReturnFrom::Place(Place::target(viewer, t))),
            (None, None) => None,
        };
        let why = s.notice().map(|n| n.text.clone());
        if let (Some(start), Some(why), Some(view)) = (start, why, view) {
            let home = Place::source(viewer, from, view.partner());
            s.returns_mut()
                .start(Return::new(card, start, home, why), speed.return_secs());
        }
    }
    result
}

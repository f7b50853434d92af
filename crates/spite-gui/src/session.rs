//! The table's logic, with no drawing: the match, who sits where, whose view
//! is shown, what is selected, what the computer is asked, the move log and
//! the animation queue. The window only draws this and forwards gestures.

use serde::{Deserialize, Serialize};
use spite_ai::Level;
use spite_core::{
    Event, Events, Match, Move, PlayerView, Rules, RulesError, SavedGame, Source, Status, Target,
};

use crate::anim::{AnimQueue, Place, Return, ReturnFrom, Returns, Slide};
use crate::settings::{SeatKind, Speed, seat_kinds};
use crate::stats::{Finished, Outcome, TableKind};
use crate::words::{card_name, cards, source_words, target_words};
use crate::worker::{Answer, Job};

/// A short message on the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    /// A refusal (shown in a warning colour) rather than information.
    pub refusal: bool,
    /// "Wait: the computer is playing": stale, and dropped, once the
    /// person may act.
    pub until_turn: bool,
}

/// One line of the move log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogLine {
    pub turn: u32,
    pub seat: u8,
    pub text: String,
}

/// What is kept beside the match when the window closes.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct TableSave {
    pub seats: Vec<SeatKind>,
    pub viewer: u8,
    pub revealed: bool,
    pub log: Vec<LogLine>,
    pub counted: usize,
    pub bot_seed: u64,
    /// Moves at the end of the record that undo could take back (none of
    /// them revealed a card), so undo works after a restart too.
    pub undoable: usize,
}

pub struct Session {
    m: Match,
    seats: Vec<SeatKind>,
    /// The seat whose view is on the screen.
    viewer: u8,
    /// Whether the viewer's hand may be shown (hot-seat hides it between turns).
    revealed: bool,
    selected: Option<Source>,
    notice: Option<Notice>,
    hint: Option<Move>,
    log: Vec<LogLine>,
    pub anims: AnimQueue,
    /// A refused card sliding back to where it was picked up.
    pub returns: Returns,
    /// Every job gets a new ticket; answers to older tickets are ignored.
    ticket: u64,
    pending_move: Option<u64>,
    pending_hint: Option<u64>,
    /// Results already counted in the statistics.
    counted: usize,
    bot_seed: u64,
    /// Bumped by everything that changes what is saved: the window writes
    /// the match when it changes.
    revision: u64,
}

impl Session {
    /// A new match with these rules and seats.
    pub fn new(rules: Rules, seats: &[SeatKind], seed: u64) -> Result<Session, RulesError> {
        let m = Match::new(rules, seed)?;
        Ok(Session::with_match(m, seats, seed ^ 0x5EED_B075))
    }

    /// A session around an existing match (tests use set-up positions).
    pub fn with_match(m: Match, seats: &[SeatKind], bot_seed: u64) -> Session {
        let seats = seat_kinds(seats, usize::from(m.rules().players));
        let viewer = first_human(&seats);
        let mut s = Session {
            m,
            seats,
            viewer,
            revealed: true,
            selected: None,
            notice: None,
            hint: None,
            log: vec![],
            anims: AnimQueue::default(),
            returns: Returns::default(),
            ticket: 0,
            pending_move: None,
            pending_hint: None,
            counted: 0,
            bot_seed,
            revision: 0,
        };
        s.revealed = s.humans() == 1;
        s.counted = s.m.results().len();
        s
    }

    /// Restores a saved match and table, with the moves that could be taken
    /// back before still undoable.
    pub fn restore(saved: &SavedGame, table: TableSave) -> Result<Session, String> {
        let m = Match::load(saved).map_err(|e| e.to_string())?;
        let m = with_undo(saved, table.undoable).unwrap_or(m);
        let players = m.rules().players;
        let mut s = Session::with_match(m, &table.seats, table.bot_seed);
        if table.viewer < players && s.seats[usize::from(table.viewer)] == SeatKind::Human {
            s.viewer = table.viewer;
        }
        s.revealed = s.humans() == 1 || table.revealed;
        s.log = table.log;
        s.counted = table.counted.min(s.m.results().len());
        Ok(s)
    }

    pub fn save(&self) -> (SavedGame, TableSave) {
        (
            self.m.save(),
            TableSave {
                seats: self.seats.clone(),
                viewer: self.viewer,
                revealed: self.revealed,
                log: self.log.clone(),
                counted: self.counted,
                bot_seed: self.bot_seed,
                undoable: self.m.undoable(),
            },
        )
    }

    /// Changes whenever what `save` returns may have changed.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Finished games of this match the statistics count already.
    pub fn counted(&self) -> usize {
        self.counted
    }

    /// Sets how many finished games the statistics count (from the
    /// statistics file, which may lag the match file by a game).
    pub fn set_counted(&mut self, games: usize) {
        self.counted = games.min(self.m.results().len());
    }

    pub fn match_(&self) -> &Match {
        &self.m
    }
    pub fn rules(&self) -> &Rules {
        self.m.rules()
    }
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }
    pub fn viewer(&self) -> u8 {
        self.viewer
    }
    /// Whether the viewer's hand is on show.
    pub fn revealed(&self) -> bool {
        self.revealed
    }
    pub fn selected(&self) -> Option<Source> {
        self.selected
    }
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }
    pub fn set_notice(&mut self, text: impl Into<String>, refusal: bool) {
        self.notice = Some(Notice {
            text: text.into(),
            refusal,
            until_turn: false,
        });
    }

    /// Refuses input that came while the person may not act, with one
    /// clear reason that goes away when they may.
    fn refuse_waiting(&mut self) -> String {
        let why = self.wait_reason();
        self.notice = Some(Notice {
            text: why.clone(),
            refusal: true,
            until_turn: true,
        });
        why
    }

    /// Advances the animation clock to `now` (seconds) and drops a "wait"
    /// refusal once the person may act.
    pub fn tick(&mut self, now: f64) {
        self.anims.current(now);
        if self.notice.as_ref().is_some_and(|n| n.until_turn) && self.can_act() {
            self.notice = None;
        }
    }

    /// The seat the player sees playing for the computer: the mover of the
    /// card sliding now, else the computer whose turn it is.
    pub fn computer_shown_playing(&self) -> Option<u8> {
        if let Some((sl, _)) = self.anims.front() {
            return Some(sl.before.to_move());
        }
        let g = self.m.game();
        (!g.is_over() && self.is_computer(g.to_move())).then(|| g.to_move())
    }

    /// Whose turn the table shows (the ▶ marker): the computer's until its
    /// last card has landed and rested, even when the engine is ahead.
    pub fn shown_turn(&self) -> Option<u8> {
        if let Some((sl, _)) = self.anims.front() {
            return Some(sl.before.to_move());
        }
        let g = self.m.game();
        (!g.is_over()).then(|| g.to_move())
    }

    /// The table as the player sees it: before the sliding card's move while
    /// it slides, after it once it has landed, the game itself when nothing
    /// slides.
    pub fn shown_view(&self) -> PlayerView {
        match self.anims.front() {
            Some((sl, t)) if t >= 1.0 => sl.after.clone().unwrap_or_else(|| sl.before.clone()),
            Some((sl, _)) => sl.before.clone(),
            None => self.view(),
        }
    }

    /// The move log as far as the player has seen the moves land.
    pub fn shown_log(&self) -> &[LogLine] {
        let n = match self.anims.front() {
            Some((sl, t)) if t >= 1.0 => sl.log_after,
            Some((sl, _)) => sl.log_before,
            None => self.log.len(),
        };
        &self.log[..n.min(self.log.len())]
    }
    pub fn clear_notice(&mut self) {
        self.notice = None;
    }
    pub fn hint_move(&self) -> Option<Move> {
        self.hint
    }
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }
    pub fn thinking(&self) -> bool {
        self.pending_move.is_some()
    }
    pub fn hint_pending(&self) -> bool {
        self.pending_hint.is_some()
    }

    /// The viewer's view of the game: all the UI ever draws from.
    pub fn view(&self) -> PlayerView {
        self.m.game().observation(self.viewer)
    }

    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|&&k| k == SeatKind::Human).count()
    }

    pub fn is_computer(&self, seat: u8) -> bool {
        self.seats.get(usize::from(seat)) == Some(&SeatKind::Computer)
    }

    /// What the table calls a seat: "You", "Computer", "Player 2", "Computer 1".
    pub fn seat_name(&self, seat: u8) -> String {
        let kind = self.seats.get(usize::from(seat)).copied();
        let same_kind = |k| self.seats.iter().filter(|&&s| s == k).count();
        let ordinal = |k| {
            self.seats[..usize::from(seat)]
                .iter()
                .filter(|&&s| s == k)
                .count()
                + 1
        };
        match kind {
            Some(SeatKind::Human) if self.humans() == 1 => "You".into(),
            Some(SeatKind::Human) => format!("Player {}", ordinal(SeatKind::Human)),
            Some(SeatKind::Computer) if same_kind(SeatKind::Computer) == 1 => "Computer".into(),
            Some(SeatKind::Computer) => format!("Computer {}", ordinal(SeatKind::Computer)),
            None => format!("Seat {}", seat + 1),
        }
    }

    /// The name of a scoring side: a seat, or a partnership "You & Computer 2".
    pub fn side_name(&self, side: u8) -> String {
        if self.rules().partnership {
            format!("{} & {}", self.seat_name(side), self.seat_name(side + 2))
        } else {
            self.seat_name(side)
        }
    }

    /// Whether a person at the screen may act now: their turn, their hand
    /// shown, the computer's cards finished sliding.
    pub fn can_act(&self) -> bool {
        let v = self.view();
        v.is_my_turn() && self.revealed && self.anims.is_empty() && self.pending_move.is_none()
    }

    /// The person who must take the screen before play goes on, if any.
    pub fn handover(&self) -> Option<u8> {
        let g = self.m.game();
        let seat = g.to_move();
        let waiting = !g.is_over()
            && !self.is_computer(seat)
            && (seat != self.viewer || !self.revealed)
            && self.anims.is_empty();
        waiting.then_some(seat)
    }

    /// The person who was handed the screen says they are ready.
    pub fn reveal(&mut self) {
        if let Some(seat) = self.handover() {
            self.viewer = seat;
            self.revealed = true;
            self.revision += 1;
            self.notice = None;
        }
    }

    /// Why nothing can be picked up now, in words.
    fn wait_reason(&self) -> String {
        let g = self.m.game();
        if let Some(seat) = self.computer_shown_playing() {
            let name = self.seat_name(seat);
            let who = if name == "Computer" {
                "the computer".to_string()
            } else {
                name
            };
            format!("Wait: {who} is playing.")
        } else if g.is_over() {
            "The game is over.".into()
        } else if !self.revealed {
            "Your hand is hidden: show it first.".into()
        } else {
            format!("It is {}'s turn.", self.seat_name(g.to_move()))
        }
    }

    /// Picks up (or puts down, if already held) the card at `from`.
    pub fn select(&mut self, from: Source) -> bool {
        self.returns.clear();
        if !self.can_act() {
            self.refuse_waiting();
            return false;
        }
        if self.selected == Some(from) {
            self.selected = None;
            return false;
        }
        let view = self.view();
        match view.card_at(from) {
            Some(card) if !card.is_unknown() => {
                self.selected = Some(from);
                self.notice = None;
                true
            }
            _ => {
                let what = match from {
                    Source::Hand(i) => format!("Your hand has no card {}.", i + 1),
                    other => format!("Your {} is empty.", source_words(other)),
                };
                self.set_notice(what, true);
                false
            }
        }
    }

    pub fn deselect(&mut self) {
        self.selected = None;
    }

    /// Where the held card may go.
    pub fn legal_targets(&self) -> Vec<Target> {
        let Some(from) = self.selected else {
            return vec![];
        };
        if !self.can_act() {
            return vec![];
        }
        self.view()
            .legal_moves()
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect()
    }

    /// The held card is dropped on `to` (by a click or a drag).
    pub fn drop_on(&mut self, to: Target) -> Result<Events, String> {
        let Some(from) = self.selected else {
            let msg = "Pick a card first: your hand, pay-off pile or a side pile.".to_string();
            self.set_notice(msg.clone(), true);
            return Err(msg);
        };
        self.play(Move::new(from, to))
    }

    /// The held card is let go: on `to` (`None`: on no pile at all), by a
    /// drag released with the card's corner at `released_at`, or by a click
    /// or key. A refused card slides back home at `speed` with the reason
    /// beside it; the game is unchanged.
    pub fn drop_held(
        &mut self,
        to: Option<Target>,
        released_at: Option<egui::Pos2>,
        speed: Speed,
    ) -> Result<Events, String> {
        if !self.can_act() {
            // One answer to any key or click while the computer plays.
            self.selected = None;
            return Err(self.refuse_waiting());
        }
        let held = self.selected;
        let view = self.view();
        let card = held.and_then(|from| view.card_at(from));
        let result = match to {
            Some(t) => self.drop_on(t),
            None => {
                let msg = "Drop the card on a centre pile or one of your side piles.".to_string();
                if held.is_some() {
                    self.selected = None;
                    self.set_notice(msg.clone(), true);
                }
                Err(msg)
            }
        };
        // Refused with the card put down: send it home.
        if let (Err(why), Some(from), Some(card)) = (&result, held, card)
            && self.selected.is_none()
        {
            let start = match (released_at, to) {
                (Some(p), _) => Some(ReturnFrom::Point(p)),
                (None, Some(t)) => Some(ReturnFrom::Place(Place::target(self.viewer, t))),
                (None, None) => None,
            };
            if let Some(start) = start {
                let home = Place::source(self.viewer, from, view.partner());
                self.returns.start(
                    Return::new(card, start, home, why.clone()),
                    speed.return_secs(),
                );
            }
        }
        result
    }

    /// A person at the screen plays `mv`. A refused move changes nothing
    /// and says why.
    pub fn play(&mut self, mv: Move) -> Result<Events, String> {
        if !self.can_act() {
            return Err(self.refuse_waiting());
        }
        let view = self.view();
        if let Err(e) = view.check(mv) {
            let why = capitalise(&e.to_string());
            self.set_notice(why.clone(), true);
            self.selected = None;
            return Err(why);
        }
        let seat = self.viewer;
        let turn = self.m.game().turn();
        match self.m.play(mv) {
            Ok(events) => {
                self.returns.clear();
                self.selected = None;
                self.hint = None;
                self.notice = None;
                self.after_move(seat, turn, &events);
                Ok(events)
            }
            Err(e) => {
                let why = capitalise(&e.to_string());
                self.set_notice(why.clone(), true);
                Err(why)
            }
        }
    }

    /// Takes back the last move of this turn, within the rules' limits.
    pub fn undo(&mut self) {
        if !self.can_act() {
            self.refuse_waiting();
            return;
        }
        match self.m.undo() {
            Ok(mv) => {
                self.revision += 1;
                self.returns.clear();
                self.selected = None;
                self.hint = None;
                if let Some(pos) = self.log.iter().rposition(|l| l.seat == self.viewer) {
                    self.log.truncate(pos);
                }
                let what = match self.view().card_at(mv.from) {
                    Some(c) if !c.is_unknown() => format!("the {}", c.pretty()),
                    _ => "the card".to_string(),
                };
                self.set_notice(
                    format!(
                        "Took back {what} from your {} to {}.",
                        source_words(mv.from),
                        target_words(mv.to)
                    ),
                    false,
                );
            }
            Err(e) => self.set_notice(format!("Cannot undo: {e}."), true),
        }
    }

    /// The job to give the worker now, if any: the computer's next move, once
    /// it is a computer's turn and no move is being thought about.
    pub fn computer_job(&mut self, level: Level) -> Option<Job> {
        let g = self.m.game();
        if g.is_over() || !self.is_computer(g.to_move()) || self.pending_move.is_some() {
            return None;
        }
        // Do not think too far ahead of what the player has seen.
        if self.anims.len() > 2 {
            return None;
        }
        let seat = g.to_move();
        self.ticket += 1;
        self.pending_move = Some(self.ticket);
        let seed = spite_core::derive_seed(self.bot_seed, self.m.record().moves.len() as u64)
            ^ u64::from(self.m.game_number() as u32) << 32;
        Some(Job::Move {
            ticket: self.ticket,
            level,
            view: g.observation(seat),
            seed,
        })
    }

    /// Asks for a hint for the viewer.
    pub fn hint_job(&mut self) -> Option<Job> {
        if !self.can_act() {
            self.refuse_waiting();
            return None;
        }
        self.ticket += 1;
        self.pending_hint = Some(self.ticket);
        self.set_notice("Thinking of a hint…", false);
        Some(Job::Hint {
            ticket: self.ticket,
            view: self.view(),
        })
    }

    /// Takes an answer from the worker. Stale answers (from before a new
    /// game or an undo) are dropped.
    pub fn accept(&mut self, answer: Answer, speed: Speed) {
        match answer {
            Answer::Move { ticket, seat, mv } => {
                if self.pending_move != Some(ticket) {
                    return;
                }
                self.pending_move = None;
                let g = self.m.game();
                if g.is_over() || g.to_move() != seat || !self.is_computer(seat) {
                    return;
                }
                let legal = g.observation(seat).legal_moves();
                // A bot that failed or chose an illegal move must not stall the
                // game: it plays its first legal move instead.
                let mv = match mv {
                    Some(mv) if legal.contains(&mv) => mv,
                    _ => match legal.first() {
                        Some(&mv) => mv,
                        None => return,
                    },
                };
                let before = self.view();
                let turn = g.turn();
                if let Ok(events) = self.m.play(mv) {
                    let log_before = self.log.len();
                    self.after_move(seat, turn, &events);
                    let after = self.view();
                    for e in &events {
                        if let Event::Played { seat, mv, card, .. } = *e {
                            let partner = self.rules().partner(seat);
                            let slide = Slide::new(
                                card,
                                Place::source(seat, mv.from, partner),
                                Place::target(seat, mv.to),
                                before.clone(),
                            )
                            .landing(
                                after.clone(),
                                log_before,
                                self.log.len(),
                            );
                            self.anims
                                .push(slide, speed.slide_secs(), speed.pause_secs());
                        }
                    }
                }
            }
            Answer::Hint { ticket, hint } => {
                if self.pending_hint != Some(ticket) {
                    return;
                }
                self.pending_hint = None;
                if !self.can_act() {
                    return;
                }
                match hint {
                    Some((mv, reason)) => {
                        let view = self.view();
                        let card = view.card_at(mv.from).map(card_name).unwrap_or_default();
                        self.hint = Some(mv);
                        self.selected = Some(mv.from);
                        self.set_notice(
                            format!(
                                "Hint: play the {card} from your {} to {}. {}",
                                source_words(mv.from),
                                target_words(mv.to),
                                capitalise(&reason)
                            ),
                            false,
                        );
                    }
                    None => self.set_notice("No hint right now.", false),
                }
            }
        }
    }

    /// Log lines and screen changes after a move by `seat`.
    fn after_move(&mut self, seat: u8, turn_before: u32, events: &Events) {
        self.revision += 1;
        // Lines belong to the turn the move was made in, until the turn passes.
        let mut turn = turn_before;
        let mut line_seat = seat;
        for e in events {
            let text = self.event_words(seat, e);
            if let Event::TurnPassed { seat: s } = *e {
                if !self.is_computer(seat) && self.humans() > 1 {
                    // Hot-seat: hide the hand until the next person is ready.
                    self.revealed = false;
                }
                turn = self.m.game().turn();
                line_seat = s;
                // Old refusals ("wait, the computer is playing") are stale now.
                self.notice = None;
            }
            self.log.push(LogLine {
                turn,
                seat: line_seat,
                text,
            });
        }
    }

    /// One event of a move by `mover`, in words, as the move log says it.
    pub fn event_words(&self, mover: u8, e: &Event) -> String {
        let name = self.seat_name(mover);
        match *e {
            Event::Played {
                mv,
                card,
                counts_as,
                ..
            } => {
                let wild = match counts_as {
                    Some(r) if card.is_king() && r.number() != 13 => {
                        format!(" (as {})", r.name())
                    }
                    _ => String::new(),
                };
                if mv.is_discard() {
                    format!(
                        "{name} discarded {} to {}; turn over",
                        card.pretty(),
                        target_words(mv.to)
                    )
                } else {
                    format!(
                        "{name}: {} from {} to {}{wild}",
                        card.pretty(),
                        source_words(mv.from),
                        target_words(mv.to)
                    )
                }
            }
            Event::PayoffTurned { seat: s, card } => {
                format!(
                    "{} pay-off pile shows {}",
                    possessive(&self.seat_name(s)),
                    card.pretty()
                )
            }
            Event::PileCompleted { centre } => {
                format!("Centre pile {} complete", centre + 1)
            }
            Event::StockShuffled { stock } => {
                format!("Stock reshuffled: {}", cards(usize::from(stock)))
            }
            Event::Drew { seat: s, count } => {
                format!("{} drew {}", self.seat_name(s), cards(usize::from(count)))
            }
            Event::TurnPassed { seat: s } => {
                format!("{} turn", possessive(&self.seat_name(s)))
            }
            Event::GameOver { result } => self.result_words(result),
        }
    }

    /// "You won: 14 points", "Drawn: …".
    pub fn result_words(&self, result: Status) -> String {
        match result {
            Status::Won { winner, points } => {
                let side = self.rules().side_of(winner);
                let who = self.side_name(side);
                let verb = if who == "You" { "win" } else { "wins" };
                let verb = if self.rules().partnership {
                    "win"
                } else {
                    verb
                };
                format!("{who} {verb} the game: {points} points")
            }
            Status::Drawn => {
                "Drawn game: a card had to be drawn and the stock was empty, so nobody scores"
                    .into()
            }
            Status::Playing => "The game goes on".into(),
        }
    }

    /// Deals the next game of the match (or, if the match is over, a new
    /// match with the same rules and seats).
    pub fn next_game(&mut self, seed: u64) {
        if self.m.is_over() {
            if let Ok(m) = Match::new(*self.m.rules(), seed) {
                self.m = m;
                self.counted = 0;
            }
        } else if self.m.next_game().is_err() {
            return;
        }
        self.reset_table();
    }

    /// Clears everything tied to the game just finished.
    fn reset_table(&mut self) {
        self.revision += 1;
        self.log.clear();
        self.anims.clear();
        self.returns.clear();
        self.selected = None;
        self.hint = None;
        self.notice = None;
        self.pending_move = None;
        self.pending_hint = None;
        self.ticket += 1;
        if self.humans() > 1 {
            self.revealed = false;
        }
    }

    /// Games finished since last asked, for the statistics: who won (by
    /// seat or partnership name), how it went for the person when only one
    /// plays, and the match's winner when the game ended the match.
    pub fn take_outcomes(&mut self) -> Vec<Finished> {
        let results = self.m.results();
        let rules = *self.rules();
        let one_person = self.humans() == 1;
        let me = rules.side_of(self.viewer);
        let mut out = vec![];
        for (i, r) in results.iter().enumerate().skip(self.counted) {
            let winner = match r.result {
                Status::Won { winner, .. } => Some(rules.side_of(winner)),
                _ => None,
            };
            let outcome = one_person.then_some(match winner {
                Some(side) if side == me => Outcome::Won,
                Some(_) => Outcome::Lost,
                None => Outcome::Drawn,
            });
            let ends_match = i + 1 == results.len() && self.m.is_over();
            let match_side = ends_match.then(|| self.m.winner()).flatten();
            out.push(Finished {
                winner: winner.map(|side| self.side_name(side)),
                outcome,
                match_winner: match_side.map(|side| self.side_name(side)),
                match_won: (one_person && ends_match).then_some(match_side == Some(me)),
            });
        }
        if self.counted != results.len() {
            self.counted = results.len();
            self.revision += 1;
        }
        out
    }

    /// The kind of table this is, for the statistics.
    pub fn table_kind(&self, level: Level) -> TableKind {
        let rules = self.rules();
        TableKind {
            players: rules.players,
            partnership: rules.partnership,
            people: self.humans() as u8,
            level,
        }
    }
}

/// The saved match rebuilt with its last `undoable` moves replayed through
/// `Match::play`, which keeps them undoable exactly when the rules allow
/// (a move that revealed a card never is). `None` when that does not
/// rebuild the same game.
fn with_undo(saved: &SavedGame, undoable: usize) -> Option<Match> {
    let moves = &saved.game.moves;
    if undoable == 0 || undoable > moves.len() {
        return None;
    }
    let mut earlier = saved.clone();
    let keep = moves.len() - undoable;
    earlier.game.moves.truncate(keep);
    let mut m = Match::load(&earlier).ok()?;
    for &mv in &moves[keep..] {
        m.play(mv).ok()?;
    }
    (m.undoable() == undoable).then_some(m)
}

/// "Your", "Computer's".
pub fn possessive(name: &str) -> String {
    if name == "You" {
        "Your".into()
    } else {
        format!("{name}'s")
    }
}

fn first_human(seats: &[SeatKind]) -> u8 {
    seats
        .iter()
        .position(|&k| k == SeatKind::Human)
        .unwrap_or(0) as u8
}

/// Error texts from the engine begin in lower case; a status line does not.
pub fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => {
            let mut t: String = f.to_uppercase().collect();
            t.push_str(c.as_str());
            if !t.ends_with('.') && !t.ends_with('?') && !t.ends_with('!') {
                t.push('.');
            }
            t
        }
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::near_end_match;
    use crate::worker::run_job;
    use spite_core::Rank;
    use std::collections::HashMap;

    fn vs_computer(seed: u64) -> Session {
        Session::new(Rules::g4a(), &[SeatKind::Human, SeatKind::Computer], seed).unwrap()
    }

    /// A session where the person is to move.
    fn my_turn() -> Session {
        for seed in 0.. {
            let s = vs_computer(seed);
            if s.match_().game().to_move() == 0 {
                return s;
            }
        }
        unreachable!()
    }

    #[test]
    fn picking_a_card_lights_up_exactly_its_legal_targets() {
        let mut s = my_turn();
        assert!(s.can_act());
        assert!(s.select(Source::Hand(0)));
        let legal: Vec<Target> = s
            .view()
            .legal_moves()
            .iter()
            .filter(|m| m.from == Source::Hand(0))
            .map(|m| m.to)
            .collect();
        assert_eq!(s.legal_targets(), legal);
        // Every side pile takes a hand card.
        for p in 0..4 {
            assert!(s.legal_targets().contains(&Target::Side(p)));
        }
        // Clicking the same card again puts it down.
        assert!(!s.select(Source::Hand(0)));
        assert_eq!(s.selected(), None);
        assert!(s.legal_targets().is_empty());
    }

    #[test]
    fn an_illegal_drop_is_refused_with_a_reason_and_changes_nothing() {
        let mut s =
            Session::with_match(near_end_match(), &[SeatKind::Human, SeatKind::Computer], 1);
        let before = s.match_().game().clone();
        // The 5 of spades cannot start an empty centre pile.
        assert!(s.select(Source::Hand(0)));
        let err = s.drop_on(Target::Centre(0)).unwrap_err();
        assert_eq!(err, "The 5 cannot go on centre pile 1, which needs an ace.");
        assert_eq!(s.notice().unwrap().text, err);
        assert!(s.notice().unwrap().refusal);
        assert_eq!(s.match_().game().state(), before.state());
        assert!(s.match_().record().moves.is_empty());
        // Pay-off cards never go to side piles.
        assert!(s.select(Source::Payoff));
        assert!(
            s.drop_on(Target::Side(0))
                .unwrap_err()
                .starts_with("Pay-off cards may only")
        );
        assert_eq!(s.match_().game().state(), before.state());
    }

    #[test]
    fn a_refused_drop_slides_home_at_the_chosen_speed() {
        let mut s =
            Session::with_match(near_end_match(), &[SeatKind::Human, SeatKind::Computer], 1);
        let before = s.match_().game().state();
        let five = s.view().hand()[0];
        // Clicked onto a centre pile: the card slides back from that pile.
        assert!(s.select(Source::Hand(0)));
        let err = s
            .drop_held(Some(Target::Centre(0)), None, Speed::Normal)
            .unwrap_err();
        let (ret, t) = s.returns.current(100.0).expect("the card slides home");
        assert_eq!(t, 0.0);
        assert_eq!(ret.card, five);
        assert_eq!(ret.reason, err);
        assert_eq!(ret.from, ReturnFrom::Place(Place::Centre(0)));
        assert_eq!(ret.to, Place::Hand { seat: 0, slot: 0 });
        assert!(
            s.returns
                .current(100.001 + Speed::Normal.return_secs())
                .is_none()
        );
        assert_eq!(s.match_().game().state(), before);
        assert_eq!(s.selected(), None);
        // Dragged and let go on the felt: it slides back from where it was let go.
        assert!(s.select(Source::Payoff));
        let at = egui::pos2(40.0, 50.0);
        s.drop_held(None, Some(at), Speed::Slow).unwrap_err();
        assert!(s.notice().unwrap().refusal);
        let (ret, _) = s.returns.current(0.0).unwrap();
        assert_eq!(ret.from, ReturnFrom::Point(at));
        assert_eq!(ret.to, Place::Payoff(0));
        // Picking up again brings the card home at once.
        assert!(s.select(Source::Hand(1)));
        assert!(s.returns.is_empty());
        // Instant speed: refused just the same, with no slide.
        s.drop_held(Some(Target::Centre(1)), None, Speed::Instant)
            .unwrap_err();
        assert!(s.returns.is_empty());
        assert_eq!(s.match_().game().state(), before);
        // A legal drop plays and leaves nothing sliding back.
        assert!(s.select(Source::Payoff));
        s.drop_held(Some(Target::Centre(0)), None, Speed::Normal)
            .expect("the ace starts a centre pile");
        assert!(s.returns.is_empty());
    }

    #[test]
    fn nothing_can_be_picked_up_during_the_computers_turn() {
        let mut s = my_turn();
        // Discard to end the turn.
        let discard = *s
            .view()
            .legal_moves()
            .iter()
            .find(|m| m.is_discard())
            .unwrap();
        s.play(discard).unwrap();
        assert_eq!(s.match_().game().to_move(), 1);
        assert!(!s.can_act());
        assert!(!s.select(Source::Hand(0)));
        assert_eq!(s.notice().unwrap().text, "Wait: the computer is playing.");
        assert!(s.play(discard).is_err());
    }

    #[test]
    fn the_computer_plays_its_whole_turn_through_jobs_and_answers() {
        let mut s = my_turn();
        let discard = *s
            .view()
            .legal_moves()
            .iter()
            .find(|m| m.is_discard())
            .unwrap();
        s.play(discard).unwrap();
        let mut bots = HashMap::new();
        let mut moves = 0;
        while s.match_().game().to_move() == 1 && !s.match_().game().is_over() {
            let job = s
                .computer_job(Level::Easy)
                .expect("the computer is to move");
            // Only one question at a time.
            assert!(s.computer_job(Level::Easy).is_none());
            if let Job::Move { view, .. } = &job {
                assert_eq!(view.seat(), 1, "the computer sees only its own view");
            }
            let answer = run_job(job, &mut bots);
            s.accept(answer, Speed::Normal);
            moves += 1;
            assert!(moves < 200);
        }
        assert!(moves >= 1);
        assert!(!s.anims.is_empty(), "the computer's cards slide");
        assert!(!s.can_act(), "the person waits until the slides end");
        assert!(s.log().iter().any(|l| l.seat == 1));
        let mut now = 0.0;
        while s.anims.current(now).is_some() {
            now += 0.1;
        }
        assert!(s.can_act() || s.match_().game().is_over());
    }

    /// The person discards; the computer then plays its whole turn in the
    /// engine (two or three moves, all it may think ahead of the screen),
    /// its cards queued to slide at `speed`, none shown yet; the first such
    /// deal that also satisfies `want`.
    fn computer_turn_queued(speed: Speed, want: impl Fn(&Session) -> bool) -> Session {
        for seed in 0..2000 {
            let mut s = vs_computer(seed);
            if s.match_().game().to_move() != 0 {
                continue;
            }
            let discard = *s
                .view()
                .legal_moves()
                .iter()
                .find(|m| m.is_discard())
                .expect("a hand card can always be discarded");
            s.play(discard).expect("legal");
            let mut bots = HashMap::new();
            while let Some(job) = s.computer_job(Level::Easy) {
                s.accept(run_job(job, &mut bots), speed);
            }
            let g = s.match_().game();
            if s.anims.len() >= 2 && g.to_move() == 0 && !g.is_over() && want(&s) {
                return s;
            }
        }
        panic!("no deal in 2000 gives such a turn")
    }

    #[test]
    fn while_the_computers_cards_slide_the_table_shows_its_turn() {
        let mut s = computer_turn_queued(Speed::Normal, |_| true);
        assert_eq!(s.match_().game().to_move(), 0, "the engine is ahead");
        s.tick(0.0);
        // The status, the marker and the log follow what is seen.
        assert_eq!(s.shown_turn(), Some(1));
        let (text, refusal) = crate::panels::status_text(&s);
        assert_eq!((text.as_str(), refusal), ("Computer is playing…", false));
        let first = s
            .anims
            .front()
            .map(|(sl, _)| sl.log_before)
            .expect("a slide");
        assert_eq!(s.shown_log().len(), first);
        assert!(
            s.shown_log()
                .iter()
                .all(|l| !l.text.starts_with("Computer:")),
            "no move of the computer's is told before it is seen: {:?}",
            s.shown_log()
        );
        assert!(
            !s.shown_log().iter().any(|l| l.text.starts_with("You drew")),
            "nor what it leads to"
        );
        // Any input gets one clear answer and changes nothing.
        let state = s.match_().game().state();
        assert!(!s.select(Source::Hand(0)));
        let wait = "Wait: the computer is playing.";
        assert_eq!(s.notice().map(|n| n.text.as_str()), Some(wait));
        assert_eq!(
            s.drop_held(Some(Target::Centre(0)), None, Speed::Normal),
            Err(wait.into())
        );
        assert_eq!(s.notice().map(|n| n.text.as_str()), Some(wait));
        s.undo();
        assert_eq!(s.notice().map(|n| n.text.as_str()), Some(wait));
        assert_eq!(s.selected(), None);
        assert_eq!(s.match_().game().state(), state);
        // The first card lands: its lines appear, the table shows its result.
        let (slide, _) = s.anims.front().expect("a slide");
        let (landed_log, after) = (slide.log_after, slide.after.clone());
        s.tick(Speed::Normal.slide_secs() + 0.01);
        assert_eq!(s.shown_log().len(), landed_log);
        assert_eq!(Some(s.shown_view()), after);
        assert_eq!(
            s.shown_turn(),
            Some(1),
            "still the computer's turn on screen"
        );
        // Every card landed and rested: the person's turn, the wait
        // refusal gone, the whole log shown.
        let mut now = 0.0;
        while !s.anims.is_empty() {
            now += 0.05;
            s.tick(now);
        }
        assert_eq!(s.shown_turn(), Some(0));
        assert!(s.notice().is_none(), "the wait refusal is stale");
        let (text, _) = crate::panels::status_text(&s);
        assert!(text.starts_with("Your turn: click or drag"), "{text}");
        assert_eq!(s.shown_log(), s.log());
        assert_eq!(s.shown_view(), s.view());
    }

    #[test]
    fn a_centre_label_under_a_sliding_card_changes_when_it_lands() {
        // A computer turn with a card to a centre pile.
        let to_centre = |s: &Session| {
            s.anims
                .iter()
                .position(|sl| matches!(sl.to, Place::Centre(_)))
        };
        let mut s = computer_turn_queued(Speed::Slow, |s| to_centre(s).is_some());
        let i = to_centre(&s).expect("chosen so");
        let mut now = 0.0;
        s.tick(now);
        for _ in 0..i {
            now += Speed::Slow.slide_secs() + Speed::Slow.pause_secs() + 0.01;
            s.tick(now);
        }
        let (sl, t) = s.anims.front().expect("the slide to the centre");
        assert!(t < 1.0);
        let Place::Centre(c) = sl.to else {
            panic!("chosen as a centre move")
        };
        let before = s.shown_view().centre_needs(c);
        s.tick(now + Speed::Slow.slide_secs() + 0.01);
        let after = s.shown_view().centre_needs(c);
        assert_ne!(
            before, after,
            "the pile needs the next rank once the card is on it"
        );
    }

    #[test]
    fn stale_or_bad_answers_do_not_move_the_game() {
        let mut s = my_turn();
        let before = s.match_().record().moves.len();
        s.accept(
            Answer::Move {
                ticket: 99,
                seat: 1,
                mv: None,
            },
            Speed::Instant,
        );
        assert_eq!(s.match_().record().moves.len(), before);
        // A failed bot still moves, legally, on its own ticket.
        let discard = *s
            .view()
            .legal_moves()
            .iter()
            .find(|m| m.is_discard())
            .unwrap();
        s.play(discard).unwrap();
        let Some(Job::Move { ticket, .. }) = s.computer_job(Level::Easy) else {
            panic!("the computer is to move");
        };
        s.accept(
            Answer::Move {
                ticket,
                seat: 1,
                mv: None,
            },
            Speed::Instant,
        );
        assert_eq!(s.match_().record().moves.len(), before + 2);
    }

    #[test]
    fn hot_seat_hides_the_hand_between_turns() {
        let mut s = Session::new(Rules::g4a(), &[SeatKind::Human, SeatKind::Human], 5).unwrap();
        let first = s.match_().game().to_move();
        assert_eq!(s.handover(), Some(first));
        assert!(!s.can_act());
        s.reveal();
        assert_eq!(s.viewer(), first);
        assert!(s.can_act());
        let discard = *s
            .view()
            .legal_moves()
            .iter()
            .find(|m| m.is_discard())
            .unwrap();
        s.play(discard).unwrap();
        let next = 1 - first;
        assert!(!s.revealed());
        assert_eq!(s.handover(), Some(next));
        s.reveal();
        assert_eq!(s.viewer(), next);
        assert_eq!(s.seat_name(0), "Player 1");
    }

    #[test]
    fn hot_seat_games_are_counted_by_the_winners_name() {
        let mut s = Session::with_match(near_end_match(), &[SeatKind::Human, SeatKind::Human], 1);
        assert_eq!(
            s.table_kind(Level::Easy).label(),
            "2 people",
            "no computer, no level"
        );
        s.reveal();
        s.play(Move::new(Source::Payoff, Target::Centre(0)))
            .unwrap();
        assert_eq!(
            s.take_outcomes(),
            vec![Finished {
                winner: Some("Player 1".into()),
                outcome: None,
                match_winner: None,
                match_won: None,
            }]
        );
        let s = Session::new(
            Rules {
                players: 4,
                partnership: true,
                ..Rules::g4a()
            },
            &[
                SeatKind::Human,
                SeatKind::Computer,
                SeatKind::Computer,
                SeatKind::Computer,
            ],
            5,
        )
        .unwrap();
        assert_eq!(s.table_kind(Level::Medium).label(), "Partnership · medium");
    }

    #[test]
    fn winning_scores_and_counts_once() {
        let mut s =
            Session::with_match(near_end_match(), &[SeatKind::Human, SeatKind::Computer], 1);
        s.play(Move::new(Source::Payoff, Target::Centre(0)))
            .unwrap();
        let g = s.match_().game();
        assert_eq!(
            g.status(),
            Status::Won {
                winner: 0,
                points: 10
            }
        );
        assert_eq!(s.match_().scores(), vec![10, 0]);
        assert_eq!(
            s.take_outcomes(),
            vec![Finished {
                winner: Some("You".into()),
                outcome: Some(Outcome::Won),
                match_winner: None,
                match_won: None,
            }]
        );
        assert!(s.take_outcomes().is_empty());
        assert!(
            s.log()
                .last()
                .unwrap()
                .text
                .contains("You win the game: 10 points")
        );
        s.next_game(3);
        assert!(!s.match_().game().is_over());
        assert_eq!(s.match_().game_number(), 2);
        assert!(s.log().is_empty());
    }

    /// Issue 15: the last pay-off card that also completes a centre pile
    /// (classic: a king on ace to queen) crashed the table's labels and was
    /// lost on restart.
    #[test]
    fn a_winning_king_that_completes_its_pile_ends_the_game_with_the_pile_empty() {
        use crate::table_ui::{centre_caption, centre_label, payoff_label};
        let mut s = Session::with_match(
            crate::testing::classic_winning_king_match(),
            &[SeatKind::Human, SeatKind::Computer],
            1,
        );
        assert_eq!(s.view().centre(0).len(), 12);
        let events = s
            .play(Move::new(Source::Payoff, Target::Centre(0)))
            .expect("the king is legal");
        let kinds: Vec<&str> = events
            .iter()
            .map(|e| match e {
                Event::Played { .. } => "played",
                Event::PileCompleted { .. } => "completed",
                Event::GameOver { .. } => "over",
                _ => "other",
            })
            .collect();
        assert_eq!(kinds, ["played", "completed", "over"]);
        let won = Status::Won {
            winner: 0,
            points: 3,
        };
        assert_eq!(s.match_().game().status(), won);
        // Every seat's table reads without a panic, the pile empty.
        for seat in 0..2 {
            let view = s.match_().game().observation(seat);
            assert_eq!(centre_label(&view, 0), "Centre pile 1: empty, needs an ace");
            assert_eq!(centre_caption(&view, 0), "needs A");
            assert_eq!(payoff_label(&view, 0, "pay-off"), "pay-off: empty");
        }
        assert_eq!(
            crate::panels::status_text(&s),
            ("You win the game: 3 points.".to_string(), false)
        );
        let told: Vec<&str> = s.log().iter().map(|l| l.text.as_str()).collect();
        assert_eq!(
            told,
            [
                "You: K♥ from pay-off pile to centre pile 1",
                "Centre pile 1 complete",
                "You win the game: 3 points"
            ]
        );
        // What is saved is the finished game, and it comes back finished.
        let (saved, table) = s.save();
        let back = Session::restore(&saved, table).expect("a won game loads");
        assert_eq!(back.match_().game().status(), won);
        assert_eq!(back.match_().record().moves.len(), 1);
        assert!(back.view().centre(0).is_empty());
        assert_eq!(back.match_().scores(), vec![3, 0]);
        assert_eq!(back.log(), s.log());
    }

    #[test]
    fn save_and_restore_give_the_same_table() {
        let mut s = my_turn();
        let mv = s.view().legal_moves()[0];
        s.play(mv).unwrap();
        let (saved, table) = s.save();
        let text = saved.to_json();
        let back = Session::restore(&SavedGame::from_json(&text).unwrap(), table).unwrap();
        assert_eq!(back.match_().game().state(), s.match_().game().state());
        assert_eq!(back.log(), s.log());
        assert_eq!(back.viewer(), s.viewer());
    }

    #[test]
    fn undo_takes_back_a_move_that_revealed_nothing() {
        let mut s =
            Session::with_match(near_end_match(), &[SeatKind::Human, SeatKind::Computer], 1);
        // Nothing to undo yet.
        s.undo();
        assert!(s.notice().unwrap().refusal);
        // A wild king from... the hand holds none; play the queen? It does
        // not fit either. Discarding ends the turn, which cannot be undone.
        let discard = Move::new(Source::Hand(4), Target::Side(0));
        s.play(discard).unwrap();
        assert_eq!(s.match_().game().to_move(), 1);
        assert_eq!(
            s.view().side(0, 0).last().map(|c| c.rank()),
            Some(Rank::QUEEN)
        );
    }

    #[test]
    fn undo_says_in_words_what_was_taken_back() {
        let seats = [SeatKind::Human, SeatKind::Computer];
        // The first seeded deal where we start with a hand card that fits.
        let (mut s, mv) = (0..500)
            .filter_map(|seed| {
                let s = Session::new(Rules::g4a(), &seats, seed).ok()?;
                let mv = s.view().legal_moves().iter().copied().find(|m| {
                    matches!(m.from, Source::Hand(_)) && matches!(m.to, Target::Centre(_))
                })?;
                (s.match_().game().to_move() == 0).then_some((s, mv))
            })
            .next()
            .expect("some deal starts with an ace or king in our hand");
        let card = s.view().card_at(mv.from).expect("the hand card is there");
        let hand = s.view().hand().to_vec();
        s.play(mv).unwrap();
        s.undo();
        let Target::Centre(c) = mv.to else {
            unreachable!("chosen as a centre move")
        };
        let n = s.notice().expect("undo says what it did");
        assert!(!n.refusal);
        assert_eq!(
            n.text,
            format!(
                "Took back the {} from your hand to centre pile {}.",
                card.pretty(),
                c + 1
            )
        );
        assert_eq!(s.view().hand(), &hand[..]);
    }

    #[test]
    fn seats_and_partnerships_are_named_for_the_table() {
        let rules = Rules {
            players: 4,
            partnership: true,
            ..Rules::g4a()
        };
        let seats = [
            SeatKind::Human,
            SeatKind::Computer,
            SeatKind::Computer,
            SeatKind::Computer,
        ];
        let s = Session::new(rules, &seats, 2).unwrap();
        assert_eq!(s.seat_name(0), "You");
        assert_eq!(s.seat_name(2), "Computer 2");
        assert_eq!(s.side_name(0), "You & Computer 2");
        assert_eq!(s.side_name(1), "Computer 1 & Computer 3");
        assert_eq!(
            s.result_words(Status::Won {
                winner: 2,
                points: 7
            }),
            "You & Computer 2 win the game: 7 points"
        );
        assert!(
            s.result_words(Status::Drawn)
                .contains("a card had to be drawn and the stock was empty")
        );
        assert_eq!(possessive("You"), "Your");
        assert_eq!(possessive("Computer"), "Computer's");
    }
}

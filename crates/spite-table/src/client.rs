//! One interface for every frontend, whatever the game is: a [`Client`].
//!
//! A frontend draws a [`ClientState`] (one seat's view of the game and how
//! it was reached, the seats, the score, a finished game, an undo asked
//! for, a hint), sends [`Intent`]s (a move, an undo, an answer, a hint, the
//! next game, leaving) and tells the [`Happening`]s it polls. Whether the
//! game runs here ([`LocalClient`]: a [`crate::Table`] with its computer
//! players on a worker thread) or on a server (spite-server's
//! `RemoteClient`) is chosen when the client is made; the frontend never
//! knows which, as a boardgame.io client does not know whether its master
//! is local or remote.
//!
//! Everything is data: narration is [`Message`]s, refusals are
//! [`Refusal`]s, and words are made by a renderer at the edge.

use std::time::Duration;

use spite_core::{Card, Event, GameResult, Move, PlayerView, Rules, Seat, Status};

use crate::driver::score_message;
use crate::error_code::ErrorCode;
use crate::message::{Message, Refusal};
use crate::reaction::Reaction;
use crate::seats::{SeatName, Seats};

pub use crate::local::LocalClient;
pub use crate::wake::SharedWake;

/// A wake-up a client calls from its own thread when something has come
/// to poll (a window's repaint request).
pub type Wake = Box<dyn Fn() + Send>;

/// A game one seat plays, here or on a server: what every frontend drives.
///
/// A synchronous frontend calls [`Client::poll`] once a frame (a window) or
/// [`Client::wait`] in its loop (a terminal), tells what happened, and
/// draws [`Client::state`].
pub trait Client {
    /// The game as this seat sees it now.
    fn state(&self) -> &ClientState;

    /// Asks for something. A request that cannot be granted now (another
    /// seat's turn, an illegal move, nothing to take back) is refused at once
    /// with the reason and changes nothing; what a granted request does
    /// comes as [`Happening`]s and a new state at the next poll.
    fn send(&mut self, intent: Intent) -> Result<(), Refusal>;

    /// What happened since the last poll, without waiting.
    fn poll(&mut self) -> Vec<Happening>;

    /// What happened, waiting up to `timeout` for something if nothing has
    /// yet (a computer's move, a server's message).
    fn wait(&mut self, timeout: Duration) -> Vec<Happening>;

    /// Whether the client calls its wake-up when something comes to poll,
    /// so a window may sleep meanwhile instead of polling every frame.
    fn wakes(&self) -> bool {
        false
    }
}

/// What a player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Play this move (read typed text with [`crate::read_move`]).
    Play(Move),
    /// Take back your last move of this turn (online, the other people
    /// must agree).
    Undo,
    /// Agree (`true`) or not to another person's undo.
    AnswerUndo(bool),
    /// Suggest a move, with a reason.
    Hint,
    /// Go on from a finished game: to the next game (or to its end, if it
    /// ended too meanwhile), or, once the match is over, away from its
    /// last table.
    NextGame,
    /// Leave the table (online, the seat stays yours to come back to).
    Leave,
    /// Once the match is over (online): offer the others a rematch, or
    /// accept the one offered. When every person has accepted, the new
    /// room's match is dealt and this client plays it (a
    /// [`Happening::Seated`] that is not `again`).
    Rematch,
    /// Accept (`true`) or decline the rematch offered.
    AnswerRematch(bool),
    /// Send a reaction to the other players (online; at a table here there
    /// is nobody to tell, and it does nothing).
    React(Reaction),
    /// Look back at finished game `game` (from 1) of this match from your
    /// seat: the server judges each of your decisions and the news comes
    /// as [`Happening::Review`], a decision at a time. Online only; at a
    /// table here a frontend reviews the game's record itself
    /// (`spite_ai::review_game`) and this is refused.
    Review {
        /// The game's number in the match, from 1.
        game: usize,
    },
}

/// The news of a review asked for with [`Intent::Review`], in order: one
/// `Started`, a `Decision` for each of your decisions as it is judged,
/// one `Done`.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewNews {
    /// The review of game `game` began: its `moves` moves (every seat's)
    /// are gone through.
    Started {
        /// The game reviewed, from 1.
        game: usize,
        /// Its moves, for progress.
        moves: u32,
    },
    /// One of your decisions judged, marked or not.
    Decision {
        /// The game reviewed, from 1.
        game: usize,
        /// The game's moves judged so far (of `Started`'s `moves`).
        reviewed: u32,
        /// The decision: chances, mark, the better turn and why.
        turn: Box<spite_ai::TurnReview>,
        /// The card each of `turn.played` took, as your seat saw it then
        /// (`None`: not seen before it was played).
        played_cards: Vec<Option<Card>>,
        /// The card each of `turn.best` would take.
        best_cards: Vec<Option<Card>>,
    },
    /// The review is whole.
    Done {
        /// The game reviewed, from 1.
        game: usize,
        /// Your accuracy in it, 0 to 100.
        accuracy: f32,
        /// Your decisions judged.
        decisions: u32,
    },
}

/// One thing that happened, to tell or to react to.
#[derive(Clone, Debug, PartialEq)]
pub enum Happening {
    /// Narration, in order: a move, a draw, a turn, a game's end, the
    /// score, a take-back, a hint.
    Told(Message),
    /// The state changed: draw it again.
    Changed,
    /// `seat` asks to take back `mv`; `waiting_for` must agree;
    /// `you_answer`: your answer is awaited.
    UndoAsked {
        /// Who asks.
        seat: Seat,
        /// The move.
        mv: Move,
        /// The seats still to agree.
        waiting_for: Vec<Seat>,
        /// Whether you are asked.
        you_answer: bool,
    },
    /// The undo asked for will not happen: `by` declined (`None`: a move
    /// came first).
    UndoDeclined {
        /// Who declined.
        by: Option<Seat>,
    },
    /// `by` offers a rematch; `waiting_for` must accept; `you_answer`:
    /// your answer is awaited.
    RematchOffered {
        /// Who offered.
        by: Seat,
        /// The people still to accept.
        waiting_for: Vec<Seat>,
        /// Whether you are asked.
        you_answer: bool,
    },
    /// The rematch offered will not happen: `seat` declined, or left
    /// (`left`).
    RematchCancelled {
        /// Who declined or left.
        seat: Seat,
        /// Whether they left rather than declined.
        left: bool,
    },
    /// Everyone accepted the rematch: the new room's match follows (its
    /// `Seated`, then its state).
    RematchStarted,
    /// News of the review you asked for ([`Intent::Review`]).
    Review(ReviewNews),
    /// Another seat's person reacted (not told for a seat you muted).
    Reaction {
        /// Who.
        seat: Seat,
        /// What.
        reaction: Reaction,
    },
    /// A seat's person came or went, or the computer took over.
    Presence {
        /// The seat.
        seat: Seat,
        /// Who plays it now.
        now: Presence,
    },
    /// You sit at your seat (online): at first, or `again` after the
    /// connection came back (a request that left before may have been
    /// lost with it: nothing is awaited any more).
    Seated {
        /// Whether this seat was sat at before (a reconnect).
        again: bool,
    },
    /// The server refused a request that left here (nothing changed):
    /// `code` for a renderer to word in the player's language; `message`
    /// the server's own text, for a log.
    ServerRefused {
        /// Why, as a code.
        code: ErrorCode,
        /// The server's sentence (English).
        message: String,
    },
    /// The connection dropped; trying again (`attempt` from 1) in `wait_ms`.
    Reconnecting {
        /// The try about to be made, from 1.
        attempt: u32,
        /// Milliseconds before it.
        wait_ms: u64,
    },
    /// Connected again, back at the seat.
    Reconnected,
    /// The connection is gone for good after play began (the tries ran
    /// out, or the seat was refused on coming back); nothing more will
    /// happen.
    Lost {
        /// Why, in the server's or the system's words.
        message: String,
    },
    /// The first connection failed: the server could not be reached, or
    /// it refused the room or the seat (`code`); nothing more will happen.
    Failed {
        /// The server's refusal, if it was one.
        code: Option<ErrorCode>,
        /// Why, in the server's or the system's words.
        message: String,
    },
    /// The connection ended without a word (its thread is gone, or a
    /// request could not be handed to it); nothing more will happen.
    Closed,
}

impl Happening {
    /// `happened`, in order, with one [`Happening::Changed`] at the end if
    /// it had any: what [`Client::poll`] returns.
    pub fn in_order(mut happened: Vec<Happening>) -> Vec<Happening> {
        let before = happened.len();
        happened.retain(|h| *h != Happening::Changed);
        if happened.len() != before {
            happened.push(Happening::Changed);
        }
        happened
    }
}

/// Who is at a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Its player is here (a computer always is).
    Here,
    /// Its person has gone (the seat waits for them).
    Away,
    /// The computer plays it while its person is away.
    ComputerPlays,
    /// Nobody has taken it yet.
    Free,
}

/// The move that led to the view, told as the viewer received it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastMove {
    /// Who moved.
    pub seat: Seat,
    /// The move.
    pub mv: Move,
    /// Whether the computer played it.
    pub by_computer: bool,
    /// What happened, as this seat sees it: its own draws name their cards,
    /// everyone else's is a count.
    pub events: Vec<Event>,
}

/// An undo waiting for the other people's agreement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UndoAsked {
    /// Who asks.
    pub seat: Seat,
    /// The move to take back.
    pub mv: Move,
    /// The seats still to agree.
    pub waiting_for: Vec<Seat>,
}

/// A rematch waiting for the people to accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RematchAsked {
    /// Who offered.
    pub by: Seat,
    /// The people still to accept.
    pub waiting_for: Vec<Seat>,
}

/// A game that has ended, kept as its last table stood until the player
/// goes on ([`Intent::NextGame`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    /// The game's number, from 1.
    pub number: usize,
    /// This seat's view of the final table.
    pub view: PlayerView,
    /// Match points per side once the game was scored.
    pub score: Vec<u32>,
    /// Whether the game ended the match.
    pub match_over: bool,
}

impl FinishedGame {
    /// How the game ended.
    pub fn status(&self) -> Status {
        self.view.status()
    }
}

/// How the match ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchEnd {
    /// The side that won (`None`: nobody, a match stopped).
    pub winner: Option<u8>,
    /// The match seed, revealed at the end.
    pub seed: Option<u64>,
}

/// The game as one seat sees it: everything a frontend draws.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClientState {
    /// Your seat, once seated.
    pub seat: Option<Seat>,
    /// Who plays each seat and what to call them ("You", a name, "Computer").
    pub seats: Option<Seats>,
    /// Who is at each seat, seat by seat.
    pub presence: Vec<Presence>,
    /// Your view of the current game (online, the next game's while a
    /// finished one is kept: draw [`ClientState::shown_view`]).
    pub view: Option<PlayerView>,
    /// The move that led to `view`, if one did (not a deal, an undo or a
    /// whole room).
    pub last: Option<LastMove>,
    /// The current game's number, from 1.
    pub game: usize,
    /// Match points per side.
    pub score: Vec<u32>,
    /// The games finished so far.
    pub results: Vec<GameResult>,
    /// A game that ended, until the player goes on (online, a game that
    /// ended meanwhile is the next one kept).
    pub finished: Option<FinishedGame>,
    /// How the match ended, once it has.
    pub match_end: Option<MatchEnd>,
    /// An undo waiting for agreement.
    pub undo: Option<UndoAsked>,
    /// A rematch offered, waiting for the people to accept (online).
    pub rematch: Option<RematchAsked>,
    /// The last hint, until the table moves on.
    pub hint: Option<Message>,
    /// A request has left and its answer has not come yet (online): ask
    /// nothing more until it has.
    pub awaiting: bool,
    /// A computer's move or a hint is being worked out (here, on the
    /// worker): a frontend that reads lines waits for it before the next
    /// prompt, so what it tells stays in the order it happened.
    pub thinking: bool,
    /// Whether the game can be reached (always, here).
    pub connected: bool,
    /// At a hot-seat table whose screen is handed over: the person who
    /// must take the screen before play goes on.
    pub handover: Option<Seat>,
    /// The hand on the screen is hidden (a hot-seat table between people).
    pub hidden: bool,
}

impl ClientState {
    /// The view to draw: the finished game's final table while it is kept,
    /// else the current game.
    pub fn shown_view(&self) -> Option<&PlayerView> {
        match &self.finished {
            Some(done) => Some(&done.view),
            None => self.view.as_ref(),
        }
    }

    /// The number of the game to name: the finished game's while it is
    /// kept (a later game may already be followed behind it), else the
    /// current game's.
    pub fn shown_game(&self) -> usize {
        self.finished.as_ref().map_or(self.game, |f| f.number)
    }

    /// The match points per side to show: after the finished game while
    /// it is kept (not after a later game that ended behind it), else now.
    pub fn shown_score(&self) -> &[u32] {
        self.finished.as_ref().map_or(&self.score, |f| &f.score)
    }

    /// The rules in force.
    pub fn rules(&self) -> Option<&Rules> {
        self.view.as_ref().map(PlayerView::rules)
    }

    /// Whether you may move now: your turn, in a game going on, no finished
    /// game to go on from, no answer awaited, the screen yours.
    pub fn my_turn(&self) -> bool {
        self.finished.is_none()
            && self.match_end.is_none()
            && !self.awaiting
            && self.handover.is_none()
            && self
                .view
                .as_ref()
                .is_some_and(|v| v.is_my_turn() && !v.status().is_over())
    }

    /// Whether your answer to a rematch offered is awaited.
    pub fn must_answer_rematch(&self) -> bool {
        self.rematch
            .as_ref()
            .is_some_and(|r| self.seat.is_some_and(|s| r.waiting_for.contains(&s)))
    }

    /// Whether your answer to an undo is awaited.
    pub fn must_answer_undo(&self) -> bool {
        matches!((&self.undo, self.seat), (Some(u), Some(me)) if u.waiting_for.contains(&me))
    }

    /// What the table calls `seat`.
    pub fn name(&self, seat: Seat) -> SeatName {
        self.seats
            .as_ref()
            .map_or(SeatName::Seat(seat.saturating_add(1)), |s| s.name(seat))
    }

    /// The score as a message.
    pub fn score_message(&self) -> Option<Message> {
        let (seats, rules) = (self.seats.as_ref()?, self.rules()?);
        Some(score_message(seats, rules, &self.score))
    }

    /// Why you may not move now, as a table refuses it (`None`: you may).
    /// Before the first view (a client still connecting) the table is one
    /// this seat has not caught up with: [`Refusal::Stale`].
    pub fn refusal_to_move(&self) -> Option<Refusal> {
        let Some(view) = self.view.as_ref() else {
            return Some(Refusal::Stale);
        };
        if self.match_end.is_some() && self.finished.is_none() {
            Some(Refusal::MatchOver)
        } else if self.finished.is_some() || view.status().is_over() {
            Some(Refusal::GameOver)
        } else if !view.is_my_turn() {
            Some(Refusal::NotYourTurn {
                to_move: self.name(view.to_move()),
            })
        } else {
            None
        }
    }

    /// Why `mv` may not be played now (`None`: it may).
    pub fn refusal_to_play(&self, mv: Move) -> Option<Refusal> {
        if let Some(refusal) = self.refusal_to_move() {
            return Some(refusal);
        }
        let view = self.view.as_ref()?;
        view.check(mv).err().map(|error| Refusal::Illegal {
            mv,
            card: view.card_at(mv.from),
            error,
        })
    }
}

/// The refusals every [`Client`] makes the same way, checked on `c` at
/// its seat's turn with no undo pending (a frontend's own client can be
/// checked with it too): a move no rule allows, an answer to an undo nobody
/// asked, the next game while this one goes on and a review of the game
/// being played are refused, each with its reason, and change nothing.
/// `Err` says which was not.
pub fn check_refusals<C: Client + ?Sized>(c: &mut C) -> Result<(), String> {
    let before = c.state().clone();
    if !before.my_turn() {
        return Err("not this seat's turn: nothing to check".into());
    }
    let illegal = Move {
        from: spite_core::Source::Hand(0),
        to: spite_core::Target::Side(9),
    };
    type Expected = fn(&Result<(), Refusal>) -> bool;
    let checks: [(Intent, &str, Expected); 4] = [
        (Intent::Play(illegal), "an illegal move", |a| {
            matches!(a, Err(Refusal::Illegal { .. }))
        }),
        (Intent::AnswerUndo(true), "an answer to no undo", |a| {
            matches!(a, Err(Refusal::Undo(spite_core::UndoError::Nothing)))
        }),
        (Intent::NextGame, "the next game mid-game", |a| {
            matches!(a, Err(Refusal::GameNotOver))
        }),
        (
            Intent::Review { game: before.game },
            "a review of the game being played",
            |a| matches!(a, Err(Refusal::Review)),
        ),
    ];
    for (intent, what, expected) in checks {
        let answer = c.send(intent);
        if !expected(&answer) {
            return Err(format!("{what} was answered {answer:?}"));
        }
        if c.state() != &before {
            return Err(format!("{what} changed the state"));
        }
    }
    Ok(())
}

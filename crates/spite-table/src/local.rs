//! The [`Client`] of a game played here: a [`Table`] and its computer
//! players, who think on a worker thread so a window or a terminal never
//! waits on them. Determinism is the table's: every computer decision is
//! seeded from the match seed and the moves, whichever thread runs it.
//!
//! A hot-seat table's screen is either the person to move's at once (a
//! terminal, which hands itself over in its own words), or handed over
//! ([`LocalClient::handing_over`]): the hand is hidden once a person's turn
//! ends and the screen stays with them until the next person takes it
//! ([`LocalClient::take_screen`]), as a window shows it.

use std::sync::mpsc;
use std::time::Duration;

use spite_ai::Level;
use spite_core::{Event, Seat, UndoError};

use crate::bot::{BotAnswer, BotJob, HintJob, Ticket};
use crate::client::{
    Client, ClientState, FinishedGame, Happening, Intent, LastMove, MatchEnd, Presence, SharedWake,
    Wake,
};
use crate::driver::{Next, Played, Table, TableError};
use crate::message::{Message, Refusal};
use crate::seats::Player;

/// Work for the worker thread.
enum Job {
    Bot(BotJob),
    Hint(HintJob),
}

/// The worker's answers.
enum Answer {
    Bot(BotAnswer),
    Hint(Ticket, Message),
}

/// A game against the computer, run here. With several people at one
/// screen (a hot-seat table), the client's seat is the person to move (the
/// last one while a computer plays), and moves are told without anyone's
/// drawn cards: the screen may be someone else's.
pub struct LocalClient {
    table: Table,
    /// The seat played and drawn: fixed, or in a hot-seat game the person
    /// to move (the person who has the screen, when it is handed over).
    me: Seat,
    /// At a hot-seat table: the screen is handed from person to person
    /// ([`LocalClient::handing_over`]) rather than the person to move's.
    hands_over: bool,
    /// Whether the hand of the person who has the screen is on show.
    shown: bool,
    state: ClientState,
    /// `None` once the player has left: the worker stops with it.
    jobs: Option<mpsc::Sender<Job>>,
    answers: mpsc::Receiver<Answer>,
    /// Jobs sent whose answers have not come back.
    out_for: usize,
    /// Called by the worker after each answer it sends
    /// ([`LocalClient::set_wake`]).
    wake: SharedWake,
    /// Whether a computer's move, and a hint, is being worked out for the
    /// table as it is (set again when the computers' level changes).
    bot_asked: bool,
    hint_asked: bool,
    /// The player has left: nothing more is asked or played.
    left: bool,
    /// What happened since the last poll.
    happened: Vec<Happening>,
}

impl LocalClient {
    /// Plays `table` from seat `me`'s view (at a hot-seat table, from the
    /// view of the person to move): welcomes the player, and starts the
    /// computers if one is to move.
    pub fn new(table: Table, me: Seat) -> LocalClient {
        LocalClient::start(table, me, None)
    }

    /// Plays `table` from the view of whoever has its screen: at a hot-seat
    /// table, `screen` keeps it (its hand on show if `shown`) until the
    /// person to move takes it ([`LocalClient::take_screen`]), and a
    /// person's hand is hidden once their turn ends and at each new game;
    /// at any other table, as [`LocalClient::new`] plays `screen`.
    pub fn handing_over(table: Table, screen: Seat, shown: bool) -> LocalClient {
        LocalClient::start(table, screen, Some(shown))
    }

    /// `shown`: `Some` when the screen is handed over, whether its hand is
    /// on show.
    fn start(table: Table, me: Seat, shown: Option<bool>) -> LocalClient {
        let (jobs, worker_jobs) = mpsc::channel::<Job>();
        let (worker_answers, answers) = mpsc::channel();
        let wake = SharedWake::default();
        let worker_wake = wake.clone();
        // The worker ends when `jobs` is dropped (the client is left or
        // gone); a job's answer for a client that is gone is dropped.
        let spawned = std::thread::Builder::new()
            .name("spite-computer".into())
            .spawn(move || {
                for job in worker_jobs {
                    let answer = match job {
                        Job::Bot(job) => Answer::Bot(job.run()),
                        Job::Hint(job) => {
                            let (ticket, message) = job.run();
                            Answer::Hint(ticket, message)
                        }
                    };
                    if worker_answers.send(answer).is_err() {
                        return;
                    }
                    worker_wake.call();
                }
            });
        let hands_over = shown.is_some() && table.seats().is_hotseat();
        let shown = !hands_over || shown.unwrap_or(true);
        let mut client = LocalClient {
            table,
            me,
            hands_over,
            shown,
            state: ClientState::default(),
            // Without a worker thread the jobs run where they are asked for.
            jobs: spawned.is_ok().then_some(jobs),
            answers,
            out_for: 0,
            wake,
            bot_asked: false,
            hint_asked: false,
            left: false,
            happened: Vec::new(),
        };
        client.tell(client.table.welcome());
        client.tell(client.table.opening());
        // A table whose game is over already (a loaded or resumed match)
        // is a finished game to go on from, as one ended here is.
        client.keep_finished();
        client.refresh();
        client.computers();
        client
    }

    /// The table being played.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Runs `wake` on the worker thread after each computer move or hint
    /// it works out (a window's repaint request), so a frontend that draws
    /// only when something changes need not poll while the computer
    /// thinks ([`Client::wakes`]).
    pub fn set_wake(&mut self, wake: Wake) {
        self.wake.set(wake);
    }

    /// The computers play at `level` from their next move on; a move or a
    /// hint being worked out for the table as it was is asked again.
    pub fn set_level(&mut self, level: Level) {
        let mut changed = false;
        for seat in 0..self.table.rules().players {
            if self.table.seats().level(seat).is_some_and(|l| l != level) {
                // The table's tickets change: answers on their way go stale.
                self.table.set_player(seat, Player::Computer(level));
                changed = true;
            }
        }
        if !changed {
            return;
        }
        if self.bot_asked {
            self.computers();
        }
        if self.hint_asked
            && let Ok(job) = self.table.hint_job(self.me)
        {
            self.run(Job::Hint(job));
        }
    }

    /// The person handed the screen (see [`ClientState::handover`]) takes
    /// it: their hand is shown and they may play.
    pub fn take_screen(&mut self) {
        if let Some(seat) = self.handover() {
            self.me = seat;
            self.shown = true;
            self.refresh();
        }
    }

    /// The person who must take the screen before play goes on.
    fn handover(&self) -> Option<Seat> {
        match self.table.next() {
            Next::Person(seat) if self.hands_over && (seat != self.me || !self.shown) => Some(seat),
            _ => None,
        }
    }

    /// Whose eyes the narration is for: nobody's in particular at a
    /// hot-seat table.
    fn reader(&self) -> Option<Seat> {
        (!self.table.seats().is_hotseat()).then_some(self.me)
    }

    fn tell(&mut self, message: Message) {
        self.happened.push(Happening::Told(message));
    }

    /// The state drawn from the table (what only the client keeps, the
    /// last move, a finished game, a hint, stays).
    fn refresh(&mut self) {
        if self.table.seats().is_hotseat()
            && !self.hands_over
            && let Next::Person(seat) = self.table.next()
        {
            self.me = seat;
        }
        let handover = self.handover();
        let t = &self.table;
        let m = t.match_();
        let s = &mut self.state;
        s.seat = Some(self.me);
        s.seats = Some(t.seats().clone());
        s.presence = vec![Presence::Here; t.seats().len()];
        s.view = Some(t.view(self.me));
        s.game = t.game_number();
        s.score = m.scores();
        s.results = m.results().to_vec();
        s.match_end = m.is_over().then(|| MatchEnd {
            winner: m.winner(),
            seed: Some(t.seed()),
        });
        s.connected = true;
        s.handover = handover;
        s.hidden = !self.shown;
        self.happened.push(Happening::Changed);
    }

    /// A move played: told to this seat, kept as the last move, and a game
    /// it ended kept until the player goes on.
    fn played(&mut self, played: &Played) {
        for message in self.table.narrate(played, self.reader()) {
            self.tell(message);
        }
        self.state.last = Some(LastMove {
            seat: played.seat,
            mv: played.mv,
            by_computer: !self.table.seats().player(played.seat).is_person()
                || played.bot_failure.is_some(),
            events: played.events_seen_by(self.reader()).to_vec(),
        });
        self.state.hint = None;
        // A person's turn has ended: the screen is for the next one.
        let passed = played
            .events
            .iter()
            .any(|e| matches!(e, Event::TurnPassed { .. }));
        if self.hands_over && passed && self.table.seats().player(played.seat).is_person() {
            self.shown = false;
        }
        self.keep_finished();
        self.refresh();
    }

    /// A game that has ended, kept until the player goes on.
    fn keep_finished(&mut self) {
        if matches!(self.table.next(), Next::GameOver | Next::MatchOver) {
            self.state.finished = Some(FinishedGame {
                number: self.table.game_number(),
                view: self.table.view(self.me),
                score: self.table.match_().scores(),
                match_over: self.table.match_().is_over(),
            });
        }
    }

    /// Sends the computer to move, if one is, to the worker.
    fn computers(&mut self) {
        if self.left {
            return;
        }
        if let Some(job) = self.table.bot_job() {
            self.bot_asked = true;
            self.run(Job::Bot(job));
        }
    }

    fn run(&mut self, job: Job) {
        match &self.jobs {
            Some(jobs) => match jobs.send(job) {
                Ok(()) => self.out_for += 1,
                Err(mpsc::SendError(job)) => self.answer(run_here(job)),
            },
            None => self.answer(run_here(job)),
        }
        self.state.thinking = self.out_for > 0;
    }

    /// Takes in a worker's answer; one for a table that has moved on is
    /// dropped.
    fn answer(&mut self, answer: Answer) {
        match answer {
            Answer::Bot(answer) => {
                if let Ok(played) = self.table.apply_bot(answer) {
                    self.bot_asked = false;
                    self.played(&played);
                    self.computers();
                }
            }
            Answer::Hint(ticket, message) => {
                if self.table.is_current(ticket) {
                    self.hint_asked = false;
                    self.state.hint = Some(message.clone());
                    self.tell(message);
                    self.happened.push(Happening::Changed);
                }
            }
        }
    }

    /// Takes in one answer that has come (or comes within `wait`), if
    /// nothing else is waiting to be told: each poll tells one step of the
    /// game, so a frontend draws and tells the table as that step left it.
    fn take_answer(&mut self, wait: Option<Duration>) {
        if !self.happened.is_empty() || self.out_for == 0 {
            return;
        }
        let answer = match wait {
            Some(timeout) => self.answers.recv_timeout(timeout).ok(),
            None => self.answers.try_recv().ok(),
        };
        if let Some(answer) = answer {
            self.out_for -= 1;
            if !self.left {
                self.answer(answer);
            }
        }
        self.state.thinking = self.out_for > 0;
    }

    fn refused(&self, error: &TableError) -> Refusal {
        match self.table.refusal(error) {
            Message::Refused(refusal) => refusal,
            // `Table::refusal` makes nothing else.
            _ => Refusal::Stale,
        }
    }

    fn go_on(&mut self) -> Result<(), Refusal> {
        let Some(done) = &self.state.finished else {
            return Err(Refusal::GameNotOver);
        };
        if !done.match_over {
            self.table.next_game().map_err(|e| self.refused(&e))?;
            self.state.last = None;
            self.tell(self.table.opening());
            // Each game starts with the hand hidden until it is taken.
            self.shown = !self.hands_over;
        }
        self.state.finished = None;
        self.refresh();
        self.computers();
        Ok(())
    }
}

/// A job run on the calling thread (the worker could not be started).
fn run_here(job: Job) -> Answer {
    match job {
        Job::Bot(job) => Answer::Bot(job.run()),
        Job::Hint(job) => {
            let (ticket, message) = job.run();
            Answer::Hint(ticket, message)
        }
    }
}

impl Client for LocalClient {
    fn state(&self) -> &ClientState {
        &self.state
    }

    fn send(&mut self, intent: Intent) -> Result<(), Refusal> {
        let me = self.me;
        if self.left {
            return Err(Refusal::Stale);
        }
        // Nothing is played or asked from a hand not on show.
        if let (Some(seat), Intent::Play(_) | Intent::Undo | Intent::Hint) =
            (self.handover(), intent)
        {
            return Err(Refusal::NotYourTurn {
                to_move: self.table.seats().name(seat),
            });
        }
        match intent {
            Intent::Play(mv) => {
                let played = self.table.play(me, mv).map_err(|e| self.refused(&e))?;
                self.played(&played);
                self.computers();
            }
            Intent::Undo => {
                let undone = self.table.undo(me).map_err(|e| self.refused(&e))?;
                self.tell(self.table.took_back(&undone));
                self.state.last = None;
                self.state.hint = None;
                self.refresh();
            }
            // Here nobody asks another person to agree.
            Intent::AnswerUndo(_) => return Err(Refusal::Undo(UndoError::Nothing)),
            Intent::Hint => {
                let job = self.table.hint_job(me).map_err(|e| self.refused(&e))?;
                self.hint_asked = true;
                self.run(Job::Hint(job));
            }
            Intent::NextGame => self.go_on()?,
            Intent::Leave => {
                self.left = true;
                self.jobs = None;
            }
            // A rematch is the server's; a table here starts again from
            // its frontend's own menu.
            Intent::Rematch | Intent::AnswerRematch(_) => return Err(Refusal::Rematch),
            // Nobody online to tell.
            Intent::React(_) => {}
            // The frontend holds the record here and reviews it itself.
            Intent::Review { .. } => return Err(Refusal::Review),
        }
        Ok(())
    }

    fn wakes(&self) -> bool {
        // Without a worker the jobs ran where they were asked for: nothing
        // is ever waited for.
        self.jobs.is_none() || self.wake.is_set()
    }

    fn poll(&mut self) -> Vec<Happening> {
        self.take_answer(None);
        Happening::in_order(std::mem::take(&mut self.happened))
    }

    fn wait(&mut self, timeout: Duration) -> Vec<Happening> {
        self.take_answer(Some(timeout));
        Happening::in_order(std::mem::take(&mut self.happened))
    }
}

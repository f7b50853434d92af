//! The animation queue: cards the computer (or a person across the table)
//! played, sliding one after another from source to target. Each slide keeps
//! the view from before its move, so the table shows the move happening
//! rather than its result. Time is passed in, so this is tested without a
//! window.

use std::collections::VecDeque;

use spite_core::{Card, Event, PlayerView, Source, Target};

use crate::sound::Sound;

/// A place on the table a card can be drawn at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Hand { seat: u8, slot: u8 },
    Payoff(u8),
    Side { seat: u8, pile: u8 },
    Centre(u8),
    Stock,
}

impl Place {
    /// Where a move by `seat` from `from` takes its card.
    pub fn source(seat: u8, from: Source, partner: Option<u8>) -> Place {
        match from {
            Source::Hand(slot) => Place::Hand { seat, slot },
            Source::Payoff => Place::Payoff(seat),
            Source::PartnerPayoff => Place::Payoff(partner.unwrap_or(seat)),
            Source::Side(pile) => Place::Side { seat, pile },
        }
    }

    /// Where a move by `seat` to `to` puts its card.
    pub fn target(seat: u8, to: Target) -> Place {
        match to {
            Target::Centre(c) => Place::Centre(c),
            Target::Side(pile) => Place::Side { seat, pile },
        }
    }
}

/// One card sliding across the table.
#[derive(Clone, Debug)]
pub struct Slide {
    pub card: Card,
    pub from: Place,
    pub to: Place,
    /// The table as the viewer saw it just before this move.
    pub before: PlayerView,
    /// The table just after it, shown once the card has landed.
    pub after: Option<PlayerView>,
    /// The move log's length before and after this move: its lines are
    /// revealed when the card lands.
    pub log_before: usize,
    pub log_after: usize,
    /// The move's sounds, heard as the card lands.
    pub sounds: Vec<Sound>,
    slide_secs: f64,
    pause_secs: f64,
    started: Option<f64>,
}

impl Slide {
    pub fn new(card: Card, from: Place, to: Place, before: PlayerView) -> Slide {
        Slide {
            card,
            from,
            to,
            before,
            after: None,
            log_before: 0,
            log_after: 0,
            sounds: vec![],
            slide_secs: 0.0,
            pause_secs: 0.0,
            started: None,
        }
    }

    /// What the table shows once the card has landed: the view after the
    /// move, and the move log up to `log_after` lines (`log_before` while
    /// the card is on its way).
    pub fn landing(mut self, after: PlayerView, log_before: usize, log_after: usize) -> Slide {
        self.after = Some(after);
        self.log_before = log_before;
        self.log_after = log_after;
        self
    }
}

/// Slides waiting to be shown, first in first out.
#[derive(Clone, Debug, Default)]
pub struct AnimQueue {
    slides: VecDeque<Slide>,
    /// The front slide's progress when `current` last looked.
    progress: f32,
    /// Sounds of the cards that have landed, not yet taken.
    landed: Vec<Sound>,
}

impl AnimQueue {
    /// Queues a slide for each card another seat played in `events`, the
    /// table shown as `before` until it lands and `after` then, the move
    /// log's lines from `log.0` to `log.1` revealed and `sounds` heard as
    /// it lands; each slides for `secs.0` and rests `secs.1`.
    pub fn push_played(
        &mut self,
        events: &[Event],
        (before, after): (&PlayerView, &PlayerView),
        log: (usize, usize),
        sounds: Vec<Sound>,
        secs: (f64, f64),
    ) {
        let mut sounds = Some(sounds);
        for e in events {
            if let Event::Played { seat, mv, card, .. } = *e {
                let partner = after.rules().partner(seat);
                let mut slide = Slide::new(
                    card,
                    Place::source(seat, mv.from, partner),
                    Place::target(seat, mv.to),
                    before.clone(),
                )
                .landing(after.clone(), log.0, log.1);
                slide.sounds = sounds.take().unwrap_or_default();
                self.push(slide, secs.0, secs.1);
            }
        }
        // No card moved: the sounds are heard at once.
        self.landed.extend(sounds.into_iter().flatten());
    }

    /// The sounds of the cards landed since last asked, each once.
    pub fn take_landed(&mut self) -> Vec<Sound> {
        std::mem::take(&mut self.landed)
    }

    /// How many of a move log's `len` lines the player has seen land: the
    /// lines of a card still sliding wait for it.
    pub fn log_shown(&self, len: usize) -> usize {
        let n = match self.front() {
            Some((sl, t)) if t >= 1.0 => sl.log_after,
            Some((sl, _)) => sl.log_before,
            None => len,
        };
        n.min(len)
    }

    /// Queues a slide lasting `slide_secs`, then resting `pause_secs`. A zero
    /// duration (instant speed) queues nothing: its sounds are heard at once.
    pub fn push(&mut self, mut slide: Slide, slide_secs: f64, pause_secs: f64) {
        if slide_secs <= 0.0 && pause_secs <= 0.0 {
            self.landed.append(&mut slide.sounds);
            return;
        }
        slide.slide_secs = slide_secs.max(0.0);
        slide.pause_secs = pause_secs.max(0.0);
        self.slides.push_back(slide);
    }

    /// Advances to `now` (seconds) and returns the slide on show with its
    /// progress from 0 to 1 (1 while resting after the slide).
    pub fn current(&mut self, now: f64) -> Option<(&Slide, f32)> {
        loop {
            let front = self.slides.front_mut()?;
            let start = *front.started.get_or_insert(now);
            let elapsed = now - start;
            if elapsed >= front.slide_secs {
                // Landed (heard once, even when no frame showed it land).
                self.landed.append(&mut front.sounds);
            }
            if elapsed >= front.slide_secs + front.pause_secs {
                self.slides.pop_front();
                continue;
            }
            break;
        }
        let front = self.slides.front()?;
        let elapsed = now - front.started.unwrap_or(now);
        let t = if front.slide_secs > 0.0 {
            (elapsed / front.slide_secs).clamp(0.0, 1.0) as f32
        } else {
            1.0
        };
        self.progress = t;
        Some((front, t))
    }

    /// The slide on show and its progress as of the last `current`, without
    /// advancing the clock (0 for a slide not yet shown).
    pub fn front(&self) -> Option<(&Slide, f32)> {
        let front = self.slides.front()?;
        let t = if front.started.is_some() {
            self.progress
        } else {
            0.0
        };
        Some((front, t))
    }

    pub fn is_empty(&self) -> bool {
        self.slides.is_empty()
    }

    /// Ends the rest after the last card once it has landed. The rest lets
    /// a card be seen before the next one slides; when the person's turn
    /// has come there is no next one, and the table already shows their
    /// turn (the drawn cards, the log), so they may act at once.
    pub fn end_rest(&mut self) {
        if self.slides.len() == 1 && self.front().is_some_and(|(_, t)| t >= 1.0) {
            self.slides.clear();
        }
    }

    pub fn len(&self) -> usize {
        self.slides.len()
    }

    /// The slides waiting, the one on show first.
    pub fn iter(&self) -> impl Iterator<Item = &Slide> {
        self.slides.iter()
    }

    /// Lands every card still to slide at once (the player hurried the
    /// others' turn): the table shows the last one's result, and their
    /// sounds are heard now.
    pub fn land_all(&mut self) {
        for mut slide in self.slides.drain(..) {
            self.landed.append(&mut slide.sounds);
        }
    }

    /// Drops every slide (new game, skip), and their sounds.
    pub fn clear(&mut self) {
        self.slides.clear();
        self.landed.clear();
    }
}

/// Where a refused card starts its way back.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ReturnFrom {
    /// The pile it was clicked onto (or keyed to).
    Place(Place),
    /// The top-left corner of the card where the pointer let it go.
    Point(egui::Pos2),
}

/// A card the rules refused, sliding back to where it was picked up, with
/// the reason shown beside it. The game itself is untouched.
#[derive(Clone, Debug, PartialEq)]
pub struct Return {
    pub card: Card,
    pub from: ReturnFrom,
    pub to: Place,
    pub reason: String,
    secs: f64,
    started: Option<f64>,
}

impl Return {
    pub fn new(card: Card, from: ReturnFrom, to: Place, reason: impl Into<String>) -> Return {
        Return {
            card,
            from,
            to,
            reason: reason.into(),
            secs: 0.0,
            started: None,
        }
    }
}

/// At most one refused card on its way back: a newer refusal replaces it.
#[derive(Clone, Debug, Default)]
pub struct Returns {
    current: Option<Return>,
}

impl Returns {
    /// Starts `ret`, lasting `secs`; zero (instant speed) shows no slide,
    /// and drops any older one, so the card is home at once.
    pub fn start(&mut self, mut ret: Return, secs: f64) {
        if secs > 0.0 {
            ret.secs = secs;
            self.current = Some(ret);
        } else {
            self.current = None;
        }
    }

    /// Advances to `now` (seconds): the card on its way back and its
    /// progress from 0 (where it was let go) to 1 (home), or nothing once
    /// it is home.
    pub fn current(&mut self, now: f64) -> Option<(&Return, f32)> {
        let r = self.current.as_mut()?;
        let start = *r.started.get_or_insert(now);
        let t = (now - start) / r.secs;
        if t >= 1.0 {
            self.current = None;
            return None;
        }
        let r = self.current.as_ref()?;
        Some((r, t.clamp(0.0, 1.0) as f32))
    }

    /// Where the returning card will land, while it is on its way.
    pub fn homing(&self) -> Option<Place> {
        self.current.as_ref().map(|r| r.to)
    }

    pub fn is_empty(&self) -> bool {
        self.current.is_none()
    }

    /// The card is home at once (a new pick, a move, a new game).
    pub fn clear(&mut self) {
        self.current = None;
    }
}

/// Eases a slide so cards start and stop gently.
pub fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Where a card sliding from `from` to `to` is drawn at eased progress `k`:
/// its corner and its size both move, so a card from another seat's smaller
/// piles grows to the centre's size on the way instead of jumping to it.
pub fn slide_rect(from: egui::Rect, to: egui::Rect, k: f32) -> egui::Rect {
    egui::Rect::from_min_size(
        from.min + (to.min - from.min) * k,
        from.size() + (to.size() - from.size()) * k,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_core::{Game, Rules};

    fn slide() -> Slide {
        let g = Game::new(Rules::g4a(), 1).unwrap();
        let card = g.hand(0)[0];
        Slide::new(
            card,
            Place::Hand { seat: 0, slot: 0 },
            Place::Centre(0),
            g.observation(0),
        )
    }

    #[test]
    fn a_sliding_card_changes_size_smoothly_from_its_pile_to_the_target() {
        use egui::{Rect, pos2, vec2};
        let small = Rect::from_min_size(pos2(500.0, 40.0), vec2(40.0, 56.0));
        let big = Rect::from_min_size(pos2(100.0, 300.0), vec2(80.0, 112.0));
        assert_eq!(
            slide_rect(small, big, 0.0),
            small,
            "starts as the pile's card"
        );
        assert_eq!(
            slide_rect(small, big, 1.0),
            big,
            "ends as the target's card"
        );
        let half = slide_rect(small, big, 0.5);
        assert_eq!(half.size(), vec2(60.0, 84.0));
        assert_eq!(half.min, pos2(300.0, 170.0));
    }

    #[test]
    fn slides_play_one_after_another() {
        let mut q = AnimQueue::default();
        q.push(slide(), 1.0, 0.5);
        q.push(slide(), 1.0, 0.5);
        assert_eq!(q.len(), 2);
        let (_, t) = q.current(10.0).unwrap();
        assert_eq!(t, 0.0);
        let (_, t) = q.current(10.5).unwrap();
        assert!((t - 0.5).abs() < 1e-6);
        let (_, t) = q.current(11.2).unwrap();
        assert_eq!(t, 1.0, "resting after the slide");
        assert_eq!(q.len(), 2);
        // The first slide ends at 11.5; the second starts when first asked.
        let (_, t) = q.current(11.6).unwrap();
        assert_eq!(t, 0.0);
        assert_eq!(q.len(), 1);
        assert!(q.current(13.2).is_none());
        assert!(q.is_empty());
    }

    #[test]
    fn a_moves_sounds_are_heard_once_as_its_card_lands() {
        let mut q = AnimQueue::default();
        let mut first = slide();
        first.sounds = vec![Sound::Slide, Sound::YourTurn];
        q.push(first, 1.0, 0.5);
        let mut second = slide();
        second.sounds = vec![Sound::PlayCentre];
        q.push(second, 1.0, 0.5);
        q.current(10.0);
        q.current(10.9);
        assert_eq!(q.take_landed(), vec![], "still sliding");
        q.current(11.0);
        assert_eq!(q.take_landed(), vec![Sound::Slide, Sound::YourTurn]);
        q.current(11.2);
        assert_eq!(q.take_landed(), vec![], "heard once, not every frame");
        // No frame saw the second card land: it is heard all the same.
        q.current(11.6);
        assert!(q.current(20.0).is_none());
        assert_eq!(q.take_landed(), vec![Sound::PlayCentre]);
        // At instant speed nothing slides and the sounds are heard at once.
        let mut instant = slide();
        instant.sounds = vec![Sound::Win];
        q.push(instant, 0.0, 0.0);
        assert_eq!(q.take_landed(), vec![Sound::Win]);
        // A new game drops the sounds of cards that never landed.
        let mut dropped = slide();
        dropped.sounds = vec![Sound::Loss];
        q.push(dropped, 1.0, 0.5);
        q.clear();
        assert!(q.current(30.0).is_none());
        assert_eq!(q.take_landed(), vec![]);
    }

    #[test]
    fn instant_speed_queues_nothing() {
        let mut q = AnimQueue::default();
        q.push(slide(), 0.0, 0.0);
        assert!(q.is_empty());
        assert!(q.current(0.0).is_none());
    }

    fn refused(reason: &str) -> Return {
        let g = Game::new(Rules::g4a(), 1).unwrap();
        Return::new(
            g.hand(0)[0],
            ReturnFrom::Place(Place::Centre(1)),
            Place::Hand { seat: 0, slot: 0 },
            reason,
        )
    }

    #[test]
    fn a_refused_card_slides_home_and_stops() {
        let mut r = Returns::default();
        r.start(refused("needs a 3"), 0.25);
        assert_eq!(r.homing(), Some(Place::Hand { seat: 0, slot: 0 }));
        // The clock starts when the slide is first shown.
        let (ret, t) = r.current(5.0).unwrap();
        assert_eq!((ret.reason.as_str(), t), ("needs a 3", 0.0));
        let (_, t) = r.current(5.125).unwrap();
        assert!((t - 0.5).abs() < 1e-6, "{t}");
        assert!(r.current(5.25).is_none(), "home after its time");
        assert!(r.is_empty());
        assert_eq!(r.homing(), None);
    }

    #[test]
    fn a_new_refusal_replaces_the_old_and_instant_shows_none() {
        let mut r = Returns::default();
        r.start(refused("first"), 1.0);
        r.current(0.0);
        r.start(refused("second"), 1.0);
        // The new one starts from its beginning.
        let (ret, t) = r.current(0.9).unwrap();
        assert_eq!((ret.reason.as_str(), t), ("second", 0.0));
        r.start(refused("instant"), 0.0);
        assert!(r.is_empty() && r.current(0.9).is_none());
        r.start(refused("third"), 1.0);
        r.clear();
        assert!(r.current(0.0).is_none());
    }

    #[test]
    fn easing_keeps_the_ends() {
        assert_eq!(ease(0.0), 0.0);
        assert_eq!(ease(1.0), 1.0);
        assert!(ease(0.25) < 0.25 && ease(0.75) > 0.75);
    }
}

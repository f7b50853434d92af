//! Keeping the match in progress in the autosave after every move, and
//! resuming a match left unfinished (`resume`, `spite --resume`).

use crate::words::{t, tr};
use std::io::Write;

use super::autosave::{Autosave, Unfinished};
use super::local::LocalGame;

impl<W: Write> LocalGame<W> {
    /// Keeps every move of the match in `autosave` from now on.
    pub fn autosave_to(&mut self, autosave: Autosave) {
        self.venue.autosave = Some(autosave);
    }

    /// Keeps no autosave, and `resume` says `why`.
    pub fn no_autosave(&mut self, why: String) {
        self.venue.autosave = None;
        self.venue.no_autosave = why;
    }

    /// Makes `run` begin with the autosaved match instead of a new one.
    pub fn resume_first(&mut self) {
        self.venue.resume_first = true;
    }

    /// The match in progress to the autosave (or, once it is over, the
    /// autosave removed). Does nothing before this match's first move by a
    /// person, so an unfinished match from last time stays until then.
    pub(super) fn keep(&mut self) {
        if !self.venue.autosave_armed {
            return;
        }
        let Some(autosave) = &self.venue.autosave else {
            return;
        };
        let kept = if self.m().is_over() {
            autosave.clear()
        } else {
            autosave.write(self.m(), self.venue.setup.people, self.venue.setup.level)
        };
        if let Err(e) = kept
            && !self.venue.autosave_failed
        {
            self.venue.autosave_failed = true;
            self.refuse(&tr(
                "ui-repl-not-autosaved",
                &[("reason", e.to_string().into())],
            ));
        }
    }

    /// The start of `run`: the match (resumed if asked), its introduction
    /// and opening. Returns the line offering to resume a match left
    /// unfinished, to be shown before the first prompt.
    pub(super) fn start(&mut self) -> Option<String> {
        let mut resumed = None;
        let mut refusal = None;
        if self.venue.resume_first {
            match self.unfinished() {
                Ok(u) => resumed = Some(self.take_up(u)),
                Err(e) => refusal = Some(tr("ui-repl-new-match-dealt", &[("reason", e.into())])),
            }
        }
        if let Some(line) = refusal {
            self.refuse(&line);
        }
        self.intro();
        if let Some(line) = resumed {
            self.say(line);
        }
        self.opening();
        if self.venue.resume_first {
            return None;
        }
        let autosave = self.venue.autosave.as_ref()?;
        match autosave.read() {
            Ok(None) => None,
            Ok(Some(u)) => Some(tr(
                "ui-repl-offer-resume",
                &[
                    ("game", u.m.game_number().into()),
                    ("turn", u.m.game().turn().into()),
                ],
            )),
            Err(e) => Some(self.style.warn(&tr(
                "ui-repl-offer-damaged",
                &[("reason", e.to_string().into())],
            ))),
        }
    }

    /// `resume`: continues the match left unfinished, in place of this one.
    pub(super) fn resume(&mut self) {
        let u = match self.unfinished() {
            Ok(u) => u,
            Err(e) => {
                self.refuse(&tr("ui-repl-current-game-goes-on", &[("reason", e.into())]));
                return;
            }
        };
        // Nothing is asked: once a person has moved, the autosave holds this
        // match and `unfinished` refuses. What is replaced here has no
        // person's move to lose: a fresh deal (perhaps with the computer's
        // opening moves) or a match just loaded from its file.
        let line = self.take_up(u);
        self.intro();
        self.say(line);
        self.opening();
    }

    /// The autosaved match, if there is one to resume; else why not.
    fn unfinished(&self) -> Result<Unfinished, String> {
        let Some(autosave) = &self.venue.autosave else {
            return Err(self.venue.no_autosave.clone());
        };
        match autosave.read() {
            Ok(None) => Err(t("ui-repl-nothing-to-resume")),
            // The autosave holds this very match.
            Ok(Some(_)) if self.venue.autosave_armed => Err(t("ui-repl-already-resumed")),
            Ok(Some(u)) => Ok(u),
            Err(e) => Err(tr(
                "ui-repl-cannot-resume",
                &[("reason", e.to_string().into())],
            )),
        }
    }

    /// Seats the players of an unfinished match and plays on from where it
    /// was left; returns the line that says so.
    fn take_up(&mut self, u: Unfinished) -> String {
        self.venue.setup.people = u.people;
        self.venue.setup.level = u.level;
        self.replace_match(u.m);
        // The autosave holds this match: its moves go on there.
        self.venue.autosave_armed = true;
        tr(
            "ui-repl-resumed",
            &[
                ("game", self.m().game_number().into()),
                ("turn", self.m().game().turn().into()),
            ],
        )
    }

    /// The last words: where an unfinished match is kept.
    pub(super) fn farewell(&mut self) {
        if self.venue.autosave_armed
            && !self.venue.autosave_failed
            && !self.m().is_over()
            && let Some(autosave) = &self.venue.autosave
        {
            let line = tr(
                "ui-repl-kept-in",
                &[("file", autosave.path().display().to_string().into())],
            );
            self.say(line);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use spite_ai::Level;
    use spite_core::Rules;

    use super::super::local::MatchChoices;
    use super::super::style::TermStyle;
    use super::super::typist::{Typist, line};
    use super::*;

    fn session(seed: u64, autosave: &Autosave) -> LocalGame<Vec<u8>> {
        let setup = MatchChoices {
            rules: Rules::g4a(),
            people: 1,
            level: Level::Easy,
        };
        let mut s = LocalGame::new(setup, seed, Vec::new(), TermStyle::PLAIN).unwrap();
        s.autosave_to(autosave.clone());
        s
    }

    fn temp_autosave(tag: &str) -> (PathBuf, Autosave) {
        let dir = std::env::temp_dir().join(format!("spite-resume-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let autosave = Autosave::at(dir.join("data").join("autosave.json"));
        (dir, autosave)
    }

    fn text(s: &LocalGame<Vec<u8>>) -> String {
        String::from_utf8(s.out.clone()).unwrap()
    }

    #[test]
    fn a_match_left_unfinished_is_resumed_where_it_was() {
        let (dir, autosave) = temp_autosave("resumed");
        let mut a = session(3, &autosave);
        a.play(&mut Typist::new([
            line("h1 s1"),
            line("h1 s1"),
            line("quit"),
        ]));
        assert!(text(&a).contains("This match is kept in"), "{}", text(&a));
        let kept = std::fs::read(autosave.path()).expect("an autosave was written");

        // Started with other options: the offer, and nothing replaced while
        // no person has moved (the computer may have played first).
        let mut b = session(77, &autosave);
        b.venue.setup.level = Level::Hard;
        let mut typist = Typist::new([line("score"), line("resume"), line("quit")]);
        b.play(&mut typist);
        let out = text(&b);
        assert!(!out.contains("lost unless saved"), "{out}");
        assert!(out.contains("You left a match unfinished"), "{out}");
        assert!(out.contains("Resumed the match left unfinished"), "{out}");
        assert_eq!(b.table().seed(), 3);
        assert_eq!(b.m().record().moves, a.m().record().moves);
        assert_eq!(b.m().game(), a.m().game());
        assert_eq!(
            b.venue.setup.level,
            Level::Easy,
            "the computer players are as they were"
        );
        assert_eq!(std::fs::read(autosave.path()).unwrap(), kept);

        // --resume, then a move: the autosave follows the resumed match.
        let mut c = session(78, &autosave);
        c.resume_first();
        c.play(&mut Typist::new([
            line("h1 s1"),
            line("resume"),
            line("quit"),
        ]));
        let out = text(&c);
        assert!(out.contains("Resumed the match left unfinished"), "{out}");
        assert!(
            out.contains("This is the match kept in the autosave"),
            "{out}"
        );
        assert!(c.m().record().moves.len() > a.m().record().moves.len());
        let now = autosave.read().unwrap().expect("still unfinished");
        assert_eq!(now.m.record().moves, c.m().record().moves);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_new_match_replaces_the_kept_one_only_when_a_person_moves() {
        let (dir, autosave) = temp_autosave("replaced");
        let mut a = session(3, &autosave);
        a.play(&mut Typist::new([line("h1 s1"), line("quit")]));
        // `new` keeps the old match until a move of the new one...
        let mut typist = Typist::new([
            line("new 9"),
            line("y"),
            line("resume"),
            line("y"),
            line("quit"),
        ]);
        let mut b = session(4, &autosave);
        b.resume_first();
        b.play(&mut typist);
        assert!(
            typist
                .prompts
                .iter()
                .any(|p| p.contains("'resume' brings this one back")),
            "{:?}",
            typist.prompts
        );
        assert_eq!(
            b.table().seed(),
            3,
            "resume after new brought the old match back"
        );
        // ...and a move of the new one replaces it.
        let mut c = session(5, &autosave);
        c.play(&mut Typist::new([line("h1 s1"), line("quit")]));
        let kept = autosave.read().unwrap().expect("unfinished");
        assert_eq!(kept.m.save().seed, 5);
        assert_eq!(kept.m.record().moves, c.m().record().moves);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_damaged_autosave_is_reported_and_a_new_match_is_played() {
        let (dir, autosave) = temp_autosave("damaged");
        std::fs::create_dir_all(autosave.path().parent().unwrap()).unwrap();
        std::fs::write(autosave.path(), b"{\"format\": \"spite-autosave\", \"ver").unwrap();
        let mut a = session(6, &autosave);
        a.resume_first();
        a.play(&mut Typist::new([
            line("resume"),
            line("h1 s1"),
            line("quit"),
        ]));
        let out = text(&a);
        assert!(
            out.contains("The match left unfinished cannot be resumed")
                && out.contains("is damaged")
                && out.contains("A new match is dealt."),
            "{out}"
        );
        assert!(out.contains("The current game goes on."), "{out}");
        assert_eq!(a.table().seed(), 6);
        let kept = autosave.read().unwrap().expect("replaced by the new match");
        assert_eq!(kept.m.record().moves, a.m().record().moves);
        std::fs::remove_dir_all(dir).unwrap();
    }
}

//! What the screen adds to a seat's game, local or online alike: the words
//! it is told in, the card held, the status line's notice, the hint's
//! outline, the move log, the cards sliding and going home, the sounds not
//! yet heard. Every [`crate::session::Session`] holds one, whatever its
//! venue.

use spite_core::{Move, Source};
use spite_table::Render;

use crate::anim::{AnimQueue, Returns};
use crate::lang::{Language, Words};
use crate::session::{LogLine, Notice};
use crate::sound::Sound;

pub struct Screen {
    /// Every sentence about the game, in the window's language.
    pub words: Box<dyn Render>,
    /// The window's own words, in the same language as `words`.
    pub ui: Words,
    pub selected: Option<Source>,
    pub notice: Option<Notice>,
    pub hint: Option<Move>,
    /// A hint was asked for and has not come.
    pub hint_asked: bool,
    pub log: Vec<LogLine>,
    pub anims: AnimQueue,
    /// A refused card sliding back to where it was picked up.
    pub returns: Returns,
    /// Sounds of the moves made at this screen, not yet taken (the
    /// others' are heard as their cards land, from `anims`).
    pub sounds: Vec<Sound>,
    /// Where the hand's cards sit within a turn (a played card's slot
    /// stays empty).
    pub hand_slots: crate::hand_slots::HandSlots,
    /// The piles the others' last moves touched and the cards drawn into
    /// the hand, marked on the table for a moment.
    pub marks: crate::marks::Marks,
    /// The player hurried the others' turn (a click, Space): their cards
    /// land at once until the turn comes back to this screen.
    pub hurried: bool,
}

impl Screen {
    /// A screen with nothing on it yet, told in `lang`.
    pub fn new(lang: Language) -> Screen {
        Screen {
            words: Box::new(crate::lang::words(lang)),
            ui: crate::lang::words(lang),
            selected: None,
            notice: None,
            hint: None,
            hint_asked: false,
            log: vec![],
            anims: AnimQueue::default(),
            returns: Returns::default(),
            sounds: vec![],
            hurried: false,
            marks: crate::marks::Marks::default(),
            hand_slots: crate::hand_slots::HandSlots::default(),
        }
    }

    /// Both renderers in `lang` from now on.
    pub fn set_language(&mut self, lang: Language) {
        self.words = Box::new(crate::lang::words(lang));
        self.ui = crate::lang::words(lang);
    }

    /// A message on the status line (`refusal`: in the warning colour).
    pub fn set_notice(&mut self, text: impl Into<String>, refusal: bool) {
        self.notice = Some(Notice {
            text: text.into(),
            refusal,
            until_turn: false,
        });
    }

    /// The sounds of what happened since last asked, each once: moves
    /// made here, and the others' cards that have landed.
    pub fn take_sounds(&mut self) -> Vec<Sound> {
        let mut out = std::mem::take(&mut self.sounds);
        out.extend(self.anims.take_landed());
        out
    }

    /// The move log as far as the player has seen the moves land.
    pub fn shown_log(&self) -> &[LogLine] {
        &self.log[..self.anims.log_shown(self.log.len())]
    }
}

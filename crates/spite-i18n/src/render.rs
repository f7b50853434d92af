//! The Fluent renderer: every [`Message`] through the `.ftl` files.
//!
//! The code decides which message a piece of data needs and passes every
//! grammatical form a translation may want as an argument (a seat's name as
//! the subject of a sentence and as a possessor, its kind for agreement, a
//! rank with and without its article, counts as numbers for plurals); the
//! `.ftl` file decides the words and their order.

use std::sync::Arc;

use spite_core::{
    Card, CompletedPiles, LoadError, MAX_CENTRE_PILES, MAX_HAND, MAX_SEATS, Malformed, Move,
    MoveParseError, Rank, RuleError, RulesError, RulesParseError, SIDE_PILES, Slot, Source, Target,
    UndoError,
};
use spite_table::{
    CardText, HintPlan, HintWhy, Message, Plain, Refusal, Render, RuleChange, RuleLine, RulesName,
    SeatLabel, SeatName, Side,
};

use crate::bundle::{Arg, Bundles};
use crate::language::Language;

/// The renderer in one language, showing cards with `C` (as
/// [`spite_table::English`] does). Cheap to clone.
#[derive(Clone)]
pub struct Fluent<C = Plain> {
    bundles: Arc<Bundles>,
    cards: C,
    moves: MoveText,
}

/// How a move is told in a hint, a move taken back and a refusal: as the
/// terminal's player types it (`h3 c1`), or, where moves are made with
/// cards and piles (a window), in words ("5♠ from hand to centre pile 1").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MoveText {
    /// The notation (`h3 c1`): the terminal, and spite-table's English.
    #[default]
    Notation,
    /// Cards and piles in words (the `*-words` messages).
    Words,
}

impl<C> std::fmt::Debug for Fluent<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fluent")
            .field("language", &self.bundles.lang)
            .finish()
    }
}

type Args = Vec<(&'static str, Arg)>;

impl Fluent<Plain> {
    /// `lang` with plain card notation (`5H`).
    pub fn plain(lang: Language) -> Fluent<Plain> {
        Fluent::new(lang, Plain)
    }
}

impl<C: CardText> Fluent<C> {
    /// `lang`, showing cards with `cards` (plain `5H`, symbols `5♥`, a
    /// frontend's own styling).
    pub fn new(lang: Language, cards: C) -> Fluent<C> {
        Fluent {
            bundles: Bundles::new(lang, false),
            cards,
            moves: MoveText::Notation,
        }
    }

    /// Same, recording every id formatted and its arguments' names.
    #[cfg(test)]
    pub(crate) fn recording(lang: Language, cards: C) -> Fluent<C> {
        Fluent {
            bundles: Bundles::new(lang, true),
            cards,
            moves: MoveText::Notation,
        }
    }

    #[cfg(test)]
    pub(crate) fn bundles(&self) -> &Bundles {
        &self.bundles
    }

    /// The same language showing cards another way.
    pub fn with_cards<D: CardText>(&self, cards: D) -> Fluent<D> {
        Fluent {
            bundles: Arc::clone(&self.bundles),
            cards,
            moves: self.moves,
        }
    }

    /// The same, telling moves as `moves` says (a window: in words).
    pub fn with_moves(mut self, moves: MoveText) -> Fluent<C> {
        self.moves = moves;
        self
    }

    /// The language spoken.
    pub fn language(&self) -> Language {
        self.bundles.lang
    }

    /// Any message of the `.ftl` files by id, e.g. a frontend's own
    /// `ui-menu-new-game`, with its arguments:
    /// `tr("ui-status-cards-left", &[("count", 3.into())])`. A message
    /// missing from this language comes in English; one missing everywhere
    /// (or missing an argument) shows its id, and the problem is kept for
    /// [`Fluent::take_errors`].
    pub fn tr(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.bundles.format(id, args)
    }

    /// Why a saved game cannot be loaded, as a reason without a final full
    /// stop: a damaged file says where its text breaks (line and column),
    /// a newer file which format it has, a bad move which rule it breaks.
    pub fn load_error(&self, e: &LoadError) -> String {
        match e {
            LoadError::Json(json) => self.json("load-error-json", json),
            LoadError::Format(found) => {
                self.t("load-error-format", vec![("found", found.clone().into())])
            }
            LoadError::MissingField(field) => {
                self.t("load-error-missing-field", vec![("field", (*field).into())])
            }
            LoadError::Version { found, reads } => self.t(
                "load-error-version",
                vec![("found", (*found).into()), ("reads", (*reads).into())],
            ),
            LoadError::Rules(error) => self.t(
                "load-error-rules",
                vec![("reason", self.rules_error(error).into())],
            ),
            LoadError::Setup(_) => self.t("load-error-setup", vec![]),
            LoadError::Move { index, mv, error } => self.t(
                "load-error-move",
                vec![
                    ("index", (*index).into()),
                    ("move", mv.to_string().into()),
                    ("reason", self.rule_reason(error).into()),
                ],
            ),
            LoadError::Match(_) => self.t("load-error-match", vec![]),
        }
    }

    /// Why a rules file or a `--rules` value is refused: its JSON, or rules
    /// that cannot be dealt.
    pub fn rules_parse_error(&self, e: &RulesParseError) -> String {
        match e {
            RulesParseError::Json(json) => self.json("rules-parse-error-json", json),
            RulesParseError::Invalid(error) => self.rules_error(error),
        }
    }

    /// Why a rule set cannot be dealt, as a reason without a final stop.
    pub fn rules_reason(&self, e: &RulesError) -> String {
        self.rules_error(e)
    }

    /// Message `id` with where and how a JSON text breaks as its reason
    /// (a damaged file's technical detail, in the player's words).
    fn json(&self, id: &str, e: &serde_json::Error) -> String {
        let reason = self.json_reason(e);
        self.t(id, vec![("reason", reason.into())])
    }

    /// Where and how a JSON text breaks (`the text breaks off at line 3,
    /// column 7`): the technical detail of any damaged file, in the
    /// player's words.
    pub fn json_reason(&self, e: &serde_json::Error) -> String {
        let how = if e.is_eof() {
            "json-error-eof"
        } else if e.is_data() {
            "json-error-data"
        } else {
            "json-error-syntax"
        };
        self.t(
            how,
            vec![("line", e.line().into()), ("column", e.column().into())],
        )
    }

    /// Whether message `id` exists (in this language, or in English behind
    /// it): for words looked up by an id made from data, like a clap
    /// argument's help (`ui-cli-play-seed`).
    pub fn has(&self, id: &str) -> bool {
        self.bundles.has(id)
    }

    /// The problems met since the last call (a message or an argument
    /// missing): empty when every translation is complete.
    pub fn take_errors(&self) -> Vec<String> {
        self.bundles.take_errors()
    }

    fn t(&self, id: &str, args: Args) -> String {
        self.bundles.format(id, &args)
    }

    fn card(&self, card: Card) -> String {
        self.cards.card(card)
    }

    /// The seat's kind (for agreement), number and given name.
    fn seat_args(name: &SeatName) -> Args {
        let (kind, number, given) = match name {
            SeatName::You => ("you", 0, ""),
            SeatName::Player(n) => ("player", *n, ""),
            SeatName::Computer(n) => ("computer", n.unwrap_or(0), ""),
            SeatName::Seat(n) => ("seat", *n, ""),
            SeatName::Named(s) => ("named", 0, s.as_str()),
        };
        vec![
            ("kind", kind.into()),
            ("number", number.into()),
            ("name", given.into()),
        ]
    }

    fn kind(name: &SeatName) -> Arg {
        Self::seat_args(name).swap_remove(0).1
    }

    /// The seat as the subject of a sentence: "You", "Computer 2" (pt "O
    /// computador").
    fn subject(&self, name: &SeatName) -> String {
        self.t("seat-subject", Self::seat_args(name))
    }

    /// The seat as a possessor: "Computer's" (pt "do computador").
    fn possessor(&self, name: &SeatName) -> String {
        self.t("seat-possessor", Self::seat_args(name))
    }

    /// `who` (subject form) and `kind` for a sentence about a seat.
    fn who(&self, name: &SeatName) -> Args {
        vec![
            ("who", self.subject(name).into()),
            ("kind", Self::kind(name)),
        ]
    }

    /// `whose` (possessor form) and `kind`.
    fn whose(&self, name: &SeatName) -> Args {
        vec![
            ("whose", self.possessor(name).into()),
            ("kind", Self::kind(name)),
        ]
    }

    /// `side` and `side-kind` (you, one, with-you, several).
    fn side(&self, side: &Side) -> Args {
        self.side_as(side, Self::subject)
    }

    /// A side named as in a list of points ("Компютър 1: 0"), not as the
    /// subject of a sentence ("Компютърът печели").
    fn side_named(&self, side: &Side) -> Args {
        self.side_as(side, Self::name)
    }

    fn side_as(&self, side: &Side, one_seat: fn(&Self, &SeatName) -> String) -> Args {
        let (text, kind) = match side.0.as_slice() {
            [one] => (
                one_seat(self, one),
                if one.is_you() { "you" } else { "one" },
            ),
            names => (
                self.join_partners(names.iter().map(|n| self.name(n))),
                if names.iter().any(SeatName::is_you) {
                    "with-you"
                } else {
                    "several"
                },
            ),
        };
        vec![("side", text.into()), ("side-kind", kind.into())]
    }

    fn join_partners(&self, names: impl Iterator<Item = String>) -> String {
        names
            .reduce(|a, b| {
                self.t(
                    "join-partners",
                    vec![("first", a.into()), ("second", b.into())],
                )
            })
            .unwrap_or_default()
    }

    /// A rank's forms: `prefix` (the number, 1 to 13), `prefix-name`,
    /// `prefix-the` (with the definite article), `prefix-a` (indefinite).
    fn rank(&self, prefix: &'static str, rank: Rank, out: &mut Args) {
        let n = vec![("rank", rank.number().into())];
        let (name, the, a) = match prefix {
            "rank" => ("rank-name", "rank-the", "rank-a"),
            "needs" => ("needs-name", "needs-the", "needs-a"),
            _ => ("card-rank-name", "card-rank-the", "card-rank-a"),
        };
        out.push((prefix, rank.number().into()));
        out.push((name, self.t("rank-name", n.clone()).into()));
        out.push((the, self.t("rank-the", n.clone()).into()));
        out.push((a, self.t("rank-a", n).into()));
    }

    /// "from hand", "from side pile 2" (pt "da mão").
    fn from(&self, from: Source) -> String {
        let (source, pile) = source_args(from);
        self.t(
            "move-from",
            vec![("source", source.into()), ("pile", pile.into())],
        )
    }

    /// A move in words ("5♠ from hand to centre pile 1"), with "a card"
    /// where the card is not known; and whether it is a discard.
    pub fn move_words(&self, mv: Move, card: Option<Card>) -> (String, &'static str) {
        let card = match card.filter(|c| !c.is_unknown()) {
            Some(c) => self.card(c),
            None => self.t("move-words-a-card", vec![]),
        };
        let (target, index) = match mv.to {
            Target::Centre(i) => ("centre", i),
            Target::Side(i) => ("side", i),
        };
        let words = self.t(
            "move-words",
            vec![
                ("card", card.into()),
                ("from", self.from(mv.from).into()),
                ("target", target.into()),
                ("index", (u32::from(index) + 1).into()),
            ],
        );
        (words, target)
    }

    fn level(&self, level: spite_ai::Level) -> String {
        self.t("level-name", vec![("level", level.name().into())])
    }

    fn rules_name(&self, name: &RulesName, skip_target: bool) -> String {
        let changes: Vec<String> = name
            .changes
            .iter()
            .filter(|c| !(skip_target && matches!(c, RuleChange::MatchTarget(_))))
            .map(|c| self.change(*c))
            .collect();
        if changes.is_empty() {
            self.t("rules-preset", vec![("preset", name.preset.into())])
        } else {
            self.t(
                "rules-changed",
                vec![
                    ("preset", name.preset.into()),
                    ("changes", self.list(changes).into()),
                ],
            )
        }
    }

    /// Items joined by the language's list separator (", ").
    fn list(&self, items: Vec<String>) -> String {
        items.join(&self.t("list-separator", vec![]))
    }

    /// "A, B and C": the items joined by the list separator, the last by
    /// the language's "and" (`join-and`).
    pub fn and_list(&self, items: &[String]) -> String {
        self.last_joined(items, "join-and")
    }

    /// "A, B or C", as [`Fluent::and_list`] with the language's "or".
    pub fn or_list(&self, items: &[String]) -> String {
        self.last_joined(items, "join-or")
    }

    fn last_joined(&self, items: &[String], id: &str) -> String {
        match items.split_last() {
            Some((last, rest)) if !rest.is_empty() => self.t(
                id,
                vec![
                    ("first", self.list(rest.to_vec()).into()),
                    ("second", last.clone().into()),
                ],
            ),
            Some((last, _)) => last.clone(),
            None => String::new(),
        }
    }

    fn change(&self, c: RuleChange) -> String {
        let count = |id: &str, n: u32| self.t(id, vec![("count", n.into())]);
        match c {
            RuleChange::Players(n) => count("change-players", n.into()),
            RuleChange::Partnership(true) => self.t("change-partnership", vec![]),
            RuleChange::Partnership(false) => self.t("change-no-partnership", vec![]),
            RuleChange::PayoffSize(n) => count("change-payoff", n.into()),
            RuleChange::HandSize(n) => count("change-hand", n.into()),
            RuleChange::CentrePiles(n) => count("change-centre-piles", n.into()),
            RuleChange::KingsWild(true) => self.t("change-kings-wild", vec![]),
            RuleChange::KingsWild(false) => self.t("change-kings-not-wild", vec![]),
            RuleChange::CompleteAt(r) => {
                let mut args = Args::new();
                self.rank("rank", r, &mut args);
                self.t("change-complete-at", args)
            }
            RuleChange::CompletedPiles(CompletedPiles::ShuffleIntoStock) => {
                self.t("change-completed-shuffled", vec![])
            }
            RuleChange::CompletedPiles(CompletedPiles::SetAside) => {
                self.t("change-completed-set-aside", vec![])
            }
            RuleChange::RefillEmptyHand(true) => self.t("change-refill", vec![]),
            RuleChange::RefillEmptyHand(false) => self.t("change-no-refill", vec![]),
            RuleChange::MatchTarget(n) => count("change-match-target", n),
        }
    }

    fn refusal(&self, refusal: &Refusal) -> String {
        match refusal {
            Refusal::NotYourTurn { to_move } if to_move.is_you() => {
                self.t("refused-you-are-to-move", vec![])
            }
            Refusal::NotYourTurn { to_move } => {
                self.t("refused-not-your-turn", self.whose(to_move))
            }
            Refusal::NotAPerson { seat } => self.t("refused-not-a-person", self.who(seat)),
            Refusal::GameOver => self.t("refused-game-over", vec![]),
            Refusal::MatchOver => self.t("refused-match-over", vec![]),
            Refusal::GameNotOver => self.t("refused-game-not-over", vec![]),
            Refusal::Illegal { mv, card, error } if self.moves == MoveText::Words => self.t(
                "refused-illegal-words",
                vec![
                    ("move", self.move_words(*mv, *card).0.into()),
                    ("reason", self.rule_reason(error).into()),
                ],
            ),
            Refusal::Illegal { mv, card, error } => {
                let mut args = vec![
                    ("move", mv.to_string().into()),
                    ("reason", self.rule_reason(error).into()),
                ];
                match card.filter(|c| !c.is_unknown()) {
                    Some(c) => {
                        args.push(("card", self.card(c).into()));
                        self.t("refused-illegal", args)
                    }
                    None => self.t("refused-illegal-no-card", args),
                }
            }
            Refusal::Rule(error) => capitalised(&self.t(
                "refused-rule",
                vec![("reason", self.rule_reason(error).into())],
            )),
            Refusal::NotAMove { text, error } => self.not_a_move(text, error),
            Refusal::Undo(UndoError::Nothing) => self.t("refused-undo-nothing", vec![]),
            Refusal::Undo(UndoError::Revealed { mv, reason }) => {
                let id = match reason {
                    spite_core::Revealed::PayoffCard => "revealed-payoff-card",
                    spite_core::Revealed::Drew => "revealed-drew",
                    spite_core::Revealed::TurnEnded => "revealed-turn-ended",
                    spite_core::Revealed::GameEnded => "revealed-game-ended",
                };
                let (id_words, mv) = match self.moves {
                    MoveText::Notation => ("refused-undo-revealed", mv.to_string()),
                    MoveText::Words => {
                        ("refused-undo-revealed-words", self.move_words(*mv, None).0)
                    }
                };
                self.t(
                    id_words,
                    vec![("move", mv.into()), ("reason", self.t(id, vec![]).into())],
                )
            }
            Refusal::Stale => self.t("refused-stale", vec![]),
            Refusal::Rematch => self.t("refused-rematch", vec![]),
            Refusal::Review => self.t("refused-review", vec![]),
            Refusal::Rules(error) => self.t(
                "refused-rules",
                vec![("reason", self.rules_error(error).into())],
            ),
        }
    }

    /// Why a typed line is not a move, by kind of mistake.
    fn not_a_move(&self, text: &str, error: &MoveParseError) -> String {
        match error {
            MoveParseError::NotAMove(Malformed::Unknown { word, .. }) => self.t(
                "refused-not-a-move-shape",
                vec![("text", word.clone().into())],
            ),
            MoveParseError::NotAMove(_) => self.t(
                "refused-not-a-move",
                vec![("reason", self.move_mistake(error).into())],
            ),
            MoveParseError::NotHeld { card } => self.t(
                "refused-no-such-card",
                vec![("card", self.card(*card).into())],
            ),
            MoveParseError::NoSuchSlot { .. } | MoveParseError::NoSuchPile { .. } => self.t(
                "refused-illegal-no-card",
                vec![
                    ("move", text.to_string().into()),
                    ("reason", self.move_mistake(error).into()),
                ],
            ),
        }
    }

    /// Why the rules refuse a move, as a reason without a final full stop.
    pub fn rule_reason(&self, e: &RuleError) -> String {
        match e {
            RuleError::GameOver => self.t("rule-error-game-over", vec![]),
            RuleError::OutOfTurn { .. } => self.t("rule-error-not-your-turn", vec![]),
            RuleError::NoHandCard { slot, len, .. } => self.t(
                "rule-error-no-hand-card",
                vec![("slot", (*slot).into()), ("count", (*len).into())],
            ),
            RuleError::NoCentrePile { pile, piles } => self.t(
                "rule-error-no-centre-pile",
                vec![("pile", (*pile).into()), ("count", (*piles).into())],
            ),
            RuleError::NoSidePile { pile } => self.t(
                "rule-error-no-side-pile",
                vec![("pile", (*pile).into()), ("count", SIDE_PILES.into())],
            ),
            RuleError::EmptySide { pile } => {
                self.t("rule-error-empty-side", vec![("pile", (*pile).into())])
            }
            RuleError::EmptyPayoff { .. } => self.t("rule-error-empty-payoff", vec![]),
            RuleError::EmptyPartnerPayoff { .. } => {
                self.t("rule-error-empty-partner-payoff", vec![])
            }
            RuleError::NoPartner => self.t("rule-error-no-partner", vec![]),
            RuleError::PayoffToSide => self.t("rule-error-payoff-to-side", vec![]),
            RuleError::SideToSide => self.t("rule-error-side-to-side", vec![]),
            RuleError::DoesNotFit {
                card,
                centre,
                needs,
            } => {
                let mut args = vec![("centre", (*centre).into())];
                self.rank("card-rank", card.rank(), &mut args);
                self.rank("needs", *needs, &mut args);
                self.t("rule-error-does-not-fit", args)
            }
            RuleError::Unknown => self.t("rule-error-unknown", vec![]),
        }
    }

    fn rules_error(&self, e: &RulesError) -> String {
        let n = |id: &str, count: u32, max: usize| {
            self.t(id, vec![("count", count.into()), ("max", max.into())])
        };
        match e {
            RulesError::Players(c) => n("rules-error-players", (*c).into(), MAX_SEATS),
            RulesError::NoSuchSeat(s) => {
                self.t("rules-error-no-such-seat", vec![("seat", (*s).into())])
            }
            RulesError::Partnership(c) => n("rules-error-partnership", (*c).into(), 4),
            RulesError::EmptyPayoff => self.t("rules-error-empty-payoff", vec![]),
            RulesError::HandSize(c) => n("rules-error-hand-size", (*c).into(), MAX_HAND),
            RulesError::CentrePiles(c) => {
                n("rules-error-centre-piles", (*c).into(), MAX_CENTRE_PILES)
            }
            RulesError::CompleteAt(r) => {
                let mut args = Args::new();
                self.rank("rank", *r, &mut args);
                self.t("rules-error-complete-at", args)
            }
            RulesError::KingsStuck => self.t("rules-error-kings-stuck", vec![]),
            RulesError::MatchTarget => self.t("rules-error-match-target", vec![]),
            RulesError::TooFewCards {
                decks,
                cards,
                players,
                payoff,
                hand,
            } => self.t(
                "rules-error-too-few-cards",
                vec![
                    ("decks", (*decks).into()),
                    ("cards", (*cards).into()),
                    ("players", (*players).into()),
                    ("payoff", (*payoff).into()),
                    ("hand", (*hand).into()),
                ],
            ),
        }
    }

    /// Why a text is not a move this seat can make, as a reason without a
    /// final full stop, with the table's sizes (the typed words and the
    /// notation stay as they are): "your hand has no card h6; it holds 5
    /// cards". The engine protocol answers with it (in English).
    pub fn move_mistake(&self, e: &MoveParseError) -> String {
        // The slot or pile number of a word like `h6` (or `h9999…`).
        let number = |word: &str| word.get(1..).unwrap_or_default().to_string();
        let text = |word: &str| -> Args { vec![("text", word.to_string().into())] };
        let targets = |word: &str, piles: u8| -> Args {
            vec![
                ("text", word.to_string().into()),
                ("centres", piles.into()),
                ("sides", SIDE_PILES.into()),
            ]
        };
        match e {
            MoveParseError::NotAMove(m) => match m {
                Malformed::Empty => self.t("parse-error-shape", vec![]),
                Malformed::Unknown {
                    word,
                    hand,
                    partner,
                } => self.t(
                    "parse-error-unknown",
                    vec![
                        ("text", word.clone().into()),
                        ("hand", (*hand).into()),
                        ("partner", if *partner { "yes" } else { "no" }.into()),
                        ("sides", SIDE_PILES.into()),
                    ],
                ),
                Malformed::NoTarget { word } => self.t("parse-error-no-target", text(word)),
                Malformed::Words { text: typed, words } => self.t(
                    "parse-error-words",
                    vec![("text", typed.clone().into()), ("count", (*words).into())],
                ),
                Malformed::Reversed {
                    word,
                    swapped: None,
                } => self.t("parse-error-reversed", text(word)),
                Malformed::Reversed {
                    word,
                    swapped: Some(swapped),
                } => self.t(
                    "parse-error-reversed-swap",
                    vec![
                        ("text", word.clone().into()),
                        ("swapped", swapped.clone().into()),
                    ],
                ),
                Malformed::SourceAsTarget { word, piles } => {
                    self.t("parse-error-source-as-target", targets(word, *piles))
                }
                Malformed::NotATarget { word, piles } => {
                    self.t("parse-error-target", targets(word, *piles))
                }
            },
            MoveParseError::NoSuchSlot {
                slot: Slot::Hand,
                word,
                count,
            } => self.t(
                "rule-error-no-hand-card",
                vec![("slot", number(word).into()), ("count", (*count).into())],
            ),
            MoveParseError::NoSuchSlot {
                slot: Slot::Side,
                word,
                count,
            } => self.t(
                "rule-error-no-side-pile",
                vec![("pile", number(word).into()), ("count", (*count).into())],
            ),
            MoveParseError::NoSuchPile { word, piles } => self.t(
                "rule-error-no-centre-pile",
                vec![("pile", number(word).into()), ("count", (*piles).into())],
            ),
            MoveParseError::NotHeld { card } => self.t(
                "parse-error-not-held",
                vec![("card", self.card(*card).into())],
            ),
        }
    }

    /// A rank as a hint names it: its face ("4", "K"), or "the card".
    fn hint_rank(&self, rank: Option<Rank>) -> String {
        match rank {
            Some(r) => self.cards.rank(r),
            None => self.t("hint-the-card", vec![]),
        }
    }

    /// Only why a plan is good ("it moves cards on while keeping your side
    /// piles in order"), for where its moves are already told in words (a
    /// review's better turn).
    pub fn hint_why(&self, plan: &HintPlan) -> String {
        self.hint_reason(&HintPlan {
            steps: Vec::new(),
            more: false,
            discard: None,
            why: plan.why,
        })
    }

    /// The hint's plan and why in words, without the move itself: "play 8
    /// from your pay-off pile to centre pile 1, …: your pay-off 8 goes next".
    pub fn hint_reason(&self, plan: &HintPlan) -> String {
        let mut steps: Vec<String> = plan
            .steps
            .iter()
            .map(|s| {
                let (source, pile) = source_args(s.from);
                let from = self.t(
                    "hint-from",
                    vec![("source", source.into()), ("pile", pile.into())],
                );
                self.t(
                    "hint-step",
                    vec![
                        ("card", self.hint_rank(s.rank).into()),
                        ("from", from.into()),
                        ("centre", (u32::from(s.centre) + 1).into()),
                    ],
                )
            })
            .collect();
        if plan.more {
            steps.push(self.t("hint-more", vec![]));
        }
        let steps = steps.join(&self.t("hint-then", vec![]));
        let line = match (&plan.discard, plan.steps.is_empty()) {
            (None, true) => String::new(),
            (None, false) => self.t("hint-play", vec![("steps", steps.into())]),
            (Some(d), empty) => {
                let mut args = vec![
                    ("card", self.hint_rank(d.rank).into()),
                    ("pile", (u32::from(d.pile) + 1).into()),
                ];
                if empty {
                    self.t("hint-discard", args)
                } else {
                    args.push(("steps", steps.into()));
                    self.t("hint-play-and-discard", args)
                }
            }
        };
        let why = match plan.why {
            HintWhy::Wins => self.t("hint-why-wins", vec![]),
            HintWhy::PayoffNow { rank } => self.t(
                "hint-why-payoff-now",
                vec![("card", self.hint_rank(rank).into())],
            ),
            HintWhy::PayoffNext { rank } => self.t(
                "hint-why-payoff-next",
                vec![("card", self.hint_rank(rank).into())],
            ),
            HintWhy::PartnerPayoffNow { rank } => self.t(
                "hint-why-partner-payoff-now",
                vec![("card", self.hint_rank(rank).into())],
            ),
            HintWhy::PartnerPayoffNext { rank } => self.t(
                "hint-why-partner-payoff-next",
                vec![("card", self.hint_rank(rank).into())],
            ),
            HintWhy::EmptiesHand { cards } => self.t(
                "hint-why-empties-hand",
                vec![("count", u32::from(cards).into())],
            ),
            HintWhy::PlaysOutHand => self.t("hint-why-plays-out-hand", vec![]),
            HintWhy::BlocksOpponent { rank } => self.t(
                "hint-why-blocks-opponent",
                vec![("card", self.hint_rank(rank).into())],
            ),
            HintWhy::HelpsOpponent { rank } => self.t(
                "hint-why-helps-opponent",
                vec![("card", self.hint_rank(rank).into())],
            ),
            HintWhy::KeepsKing => self.t("hint-why-keeps-king", vec![]),
            HintWhy::NothingCloser => self.t("hint-why-nothing-closer", vec![]),
            HintWhy::KeepsOrder => self.t("hint-why-keeps-order", vec![]),
        };
        if line.is_empty() {
            // Nothing left to plan (a hint that is its move alone): the
            // reason on its own, with no empty plan before it.
            return why;
        }
        self.t(
            "hint-reason",
            vec![("plan", line.into()), ("why", why.into())],
        )
    }

    fn rule_line(&self, line: &RuleLine) -> String {
        let count = |id: &str, name: &'static str, n: u32| self.t(id, vec![(name, n.into())]);
        match line {
            // The preset alone when nothing changes it: "rules" is said once.
            RuleLine::Heading { name } if name.changes.is_empty() => {
                self.t("rule-heading", vec![("rules", name.preset.into())])
            }
            RuleLine::Heading { name } => self.t(
                "rule-heading",
                vec![("rules", self.rules_name(name, false).into())],
            ),
            RuleLine::Aim { partnership: false } => self.t("rule-aim", vec![]),
            RuleLine::Aim { partnership: true } => self.t("rule-aim-partnership", vec![]),
            RuleLine::Deal {
                players,
                decks,
                payoff,
                hand,
                centre,
            } => self.t(
                "rule-deal",
                vec![
                    ("players", (*players).into()),
                    ("decks", (*decks).into()),
                    ("payoff", (*payoff).into()),
                    ("hand", (*hand).into()),
                    ("centre", (*centre).into()),
                ],
            ),
            RuleLine::Partners => self.t("rule-partners", vec![]),
            RuleLine::TurnStart { hand } => count("rule-turn-start", "hand", (*hand).into()),
            RuleLine::Sources => self.t("rule-sources", vec![]),
            RuleLine::Build { complete_at } => {
                let mut args = Args::new();
                self.rank("rank", *complete_at, &mut args);
                self.t("rule-build", args)
            }
            RuleLine::Kings { wild: true } => self.t("rule-kings-wild", vec![]),
            RuleLine::Kings { wild: false } => self.t("rule-kings-not-wild", vec![]),
            RuleLine::Completed {
                complete_at,
                completed,
            } => {
                let mut args = Args::new();
                self.rank("rank", *complete_at, &mut args);
                match completed {
                    CompletedPiles::ShuffleIntoStock => self.t("rule-completed-shuffled", args),
                    CompletedPiles::SetAside => self.t("rule-completed-set-aside", args),
                }
            }
            RuleLine::Discard => self.t("rule-discard", vec![]),
            RuleLine::EmptyHand { refill: true, hand } => {
                count("rule-empty-hand-refill", "hand", (*hand).into())
            }
            RuleLine::EmptyHand { refill: false, .. } => self.t("rule-empty-hand-ends", vec![]),
            RuleLine::Win { partnership: false } => self.t("rule-win", vec![]),
            RuleLine::Win { partnership: true } => self.t("rule-win-partnership", vec![]),
            RuleLine::Drawn { set_aside: false } => self.t("rule-drawn", vec![]),
            RuleLine::Drawn { set_aside: true } => self.t("rule-drawn-set-aside", vec![]),
            RuleLine::Match { target } => count("rule-match", "target", *target),
        }
    }
}

/// `plan` without its first move `mv` (its first centre play, or its
/// discard when it plays nothing to the centre), for a line that has told
/// `mv` already.
fn plan_after(plan: &HintPlan, mv: Move) -> HintPlan {
    let mut rest = plan.clone();
    match (rest.steps.first(), mv.to) {
        (Some(step), Target::Centre(centre)) if step.from == mv.from && step.centre == centre => {
            rest.steps.remove(0);
            // "then more" says nothing once the listed plays are gone.
            if rest.steps.is_empty() {
                rest.more = false;
            }
        }
        (None, Target::Side(pile)) if rest.discard.is_some_and(|d| d.pile == pile) => {
            rest.discard = None;
        }
        _ => {}
    }
    rest
}

/// A source's kind (hand, payoff, partner, side) and side pile number
/// (1-based; 0 for the others).
fn source_args(from: Source) -> (&'static str, u32) {
    match from {
        Source::Hand(_) => ("hand", 0),
        Source::Payoff => ("payoff", 0),
        Source::PartnerPayoff => ("partner", 0),
        Source::Side(i) => ("side", u32::from(i) + 1),
    }
}

impl<C: CardText> Render for Fluent<C> {
    fn side(&self, side: &Side) -> String {
        self.join_partners(side.0.iter().map(|n| self.name(n)))
    }

    fn name(&self, name: &SeatName) -> String {
        self.t("seat-name", Self::seat_args(name))
    }

    fn label(&self, label: &SeatLabel) -> String {
        match label.level {
            Some(level) => self.t(
                "seat-label",
                vec![
                    ("seat", self.name(&label.name).into()),
                    ("level", self.level(level).into()),
                ],
            ),
            None => self.name(&label.name),
        }
    }

    fn render(&self, message: &Message) -> String {
        match message {
            Message::Played {
                who,
                card,
                from,
                centre,
                counts_as,
            } => {
                let mut args = self.who(who);
                args.extend([
                    ("card", self.card(*card).into()),
                    ("from", self.from(*from).into()),
                    ("centre", (u32::from(*centre) + 1).into()),
                ]);
                match counts_as {
                    Some(r) if card.is_king() && *r != Rank::KING => {
                        args.push(("counts-as", self.cards.rank(*r).into()));
                        self.t("played-wild", args)
                    }
                    _ => self.t("played", args),
                }
            }
            Message::Discarded { who, card, pile } => {
                let mut args = self.who(who);
                args.extend([
                    ("card", self.card(*card).into()),
                    ("pile", (u32::from(*pile) + 1).into()),
                ]);
                self.t("discarded", args)
            }
            Message::PayoffTurned { whose, card } => {
                let mut args = self.whose(whose);
                args.push(("card", self.card(*card).into()));
                self.t("payoff-turned", args)
            }
            Message::PileCompleted { centre, completed } => {
                let args = vec![("centre", (u32::from(*centre) + 1).into())];
                match completed {
                    CompletedPiles::ShuffleIntoStock => self.t("pile-completed-shuffled", args),
                    CompletedPiles::SetAside => self.t("pile-completed-set-aside", args),
                }
            }
            Message::StockShuffled { stock } => {
                self.t("stock-shuffled", vec![("count", (*stock).into())])
            }
            Message::Drew { who, count, cards } => {
                let mut args = self.who(who);
                args.push(("count", (*count).into()));
                if cards.is_empty() {
                    self.t("drew", args)
                } else {
                    let shown: Vec<String> = cards.iter().map(|&c| self.card(c)).collect();
                    args.push(("cards", shown.join(" ").into()));
                    self.t("drew-cards", args)
                }
            }
            Message::TurnStarts { whose } => self.t("turn-starts", self.whose(whose)),
            Message::GameWon { winner, points } => {
                let mut args = self.side(winner);
                args.push(("points", (*points).into()));
                self.t("game-won", args)
            }
            Message::GameDrawn => self.t("game-drawn", vec![]),
            Message::GameStarts {
                number,
                first,
                resumed,
            } => {
                let args = vec![
                    ("number", (*number).into()),
                    ("first", self.subject(first).into()),
                    ("kind", Self::kind(first)),
                ];
                self.t(
                    if *resumed {
                        "game-resumed"
                    } else {
                        "game-starts"
                    },
                    args,
                )
            }
            Message::Score { target, sides } => {
                let each: Vec<String> = sides
                    .iter()
                    .map(|(side, points)| {
                        let mut args = self.side_named(side);
                        args.push(("points", (*points).into()));
                        self.t("score-side", args)
                    })
                    .collect();
                self.t(
                    "score",
                    vec![
                        ("target", (*target).into()),
                        ("sides", self.list(each).into()),
                    ],
                )
            }
            Message::MatchWon { winner } => self.t("match-won", self.side(winner)),
            Message::Welcome {
                rules,
                target,
                seed,
                sides,
            } => {
                let sides: Vec<String> = sides
                    .iter()
                    .map(|side| self.join_partners(side.iter().map(|l| self.label(l))))
                    .collect();
                let mut args = vec![
                    ("rules", self.rules_name(rules, true).into()),
                    ("target", (*target).into()),
                    // Digits as they are: a seed is copied, never read aloud.
                    ("seed", seed.to_string().into()),
                ];
                match sides.split_first() {
                    Some((first, rest)) if !rest.is_empty() => {
                        let others = self.and_list(rest);
                        args.push(("first", first.into()));
                        args.push(("others", others.into()));
                        self.t("welcome-against", args)
                    }
                    _ => self.t("welcome", args),
                }
            }
            Message::MoveOption {
                mv,
                card,
                counts_as,
            } => {
                let card_text = match card {
                    Some(c) if !c.is_unknown() => self.card(*c),
                    _ => "?".into(),
                };
                match mv.to {
                    Target::Centre(centre) => {
                        let mut args = vec![
                            ("card", card_text.into()),
                            ("from", self.from(mv.from).into()),
                            ("centre", (u32::from(centre) + 1).into()),
                        ];
                        match (card, counts_as) {
                            (Some(c), Some(r)) if c.is_king() && *r != Rank::KING => {
                                args.push(("counts-as", self.cards.rank(*r).into()));
                                self.t("move-option-wild", args)
                            }
                            _ => self.t("move-option", args),
                        }
                    }
                    Target::Side(pile) => self.t(
                        "move-option-discard",
                        vec![
                            ("card", card_text.into()),
                            ("pile", (u32::from(pile) + 1).into()),
                        ],
                    ),
                }
            }
            Message::Hint { mv, card, plan } if self.moves == MoveText::Words => {
                let (words, target) = self.move_words(*mv, *card);
                // The move is told in words already: the plan goes on from it
                // ("play K♠ … to centre pile 1 - play A from hand …"), where
                // the whole plan would tell the move twice.
                let rest = plan_after(plan, *mv);
                self.t(
                    "hint-words",
                    vec![
                        ("move", words.into()),
                        ("target", target.into()),
                        ("reason", self.hint_reason(&rest).into()),
                    ],
                )
            }
            Message::Hint { mv, card, plan } => {
                let mut args = vec![
                    ("move", mv.to_string().into()),
                    ("reason", self.hint_reason(plan).into()),
                ];
                let id = match card.filter(|c| !c.is_unknown()) {
                    Some(c) => {
                        args.push(("card", self.card(c).into()));
                        "hint"
                    }
                    None => "hint-no-card",
                };
                self.t(id, args)
            }
            Message::NoHint => self.t("no-hint", vec![]),
            Message::TookBack { who, mv, card } if self.moves == MoveText::Words => {
                let mut args = self.who(who);
                args.push(("move", self.move_words(*mv, *card).0.into()));
                self.t("took-back-words", args)
            }
            Message::TookBack { who, mv, card } => {
                let mut args = self.who(who);
                args.push(("move", mv.to_string().into()));
                match card.filter(|c| !c.is_unknown()) {
                    Some(c) => {
                        args.push(("card", self.card(c).into()));
                        self.t("took-back", args)
                    }
                    None => self.t("took-back-no-card", args),
                }
            }
            Message::BotFailed { who, tried, played } => {
                let mut args = self.who(who);
                args.push(("played", played.to_string().into()));
                match tried {
                    Some(tried) => {
                        args.push(("tried", tried.to_string().into()));
                        self.t("bot-failed-tried", args)
                    }
                    None => self.t("bot-failed", args),
                }
            }
            Message::Refused(refusal) => self.refusal(refusal),
            Message::Rule(line) => self.rule_line(line),
        }
    }
}

/// `s` with its first letter in upper case (a reason that starts a sentence).
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

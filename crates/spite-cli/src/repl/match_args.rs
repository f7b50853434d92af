//! The options that shape a match, shared by `spite play` and `spite host`
//! (rules, players, partners, people, the computer's strength, target),
//! and the one reading of them into the match's choices; every refusal is
//! in the player's language.

use clap::ValueEnum;
use spite_ai::Level;
use spite_core::{CompletedPiles, Rules, RulesParseError};

use super::disk::io_reason;
use super::local::MatchChoices;
use crate::words::{self, t, tr};

/// The match's options. Their help is in the `.ftl` files, per command
/// (`ui-cli-play-people`, `ui-cli-host-people`), as each command's seats
/// differ: `play` seats people at this terminal, `host` across the network.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct MatchArgs {
    /// Rules: a preset (g4a, classic) or a JSON rules file.
    #[arg(long, value_name = "g4a|classic|FILE.json")]
    pub rules: Option<String>,
    /// Number of players, 2 to 6.
    #[arg(long, value_name = "N", value_parser = crate::help::number_in::<u8>(2, Some(6)))]
    pub players: Option<u8>,
    /// The partnership game: four players, partners opposite.
    #[arg(long)]
    pub partners: bool,
    /// How many seats are people (the first ones); the rest are computers.
    #[arg(long, value_name = "N", value_parser = crate::help::number_in::<u8>(1, Some(6)))]
    pub people: Option<u8>,
    /// Strength of the computer players.
    #[arg(long, value_name = "LEVEL", value_enum, default_value_t)]
    pub opponent: Opponent,
    /// Points that win the match.
    #[arg(long, value_name = "POINTS", value_parser = crate::help::number_in::<u32>(1, None))]
    pub target: Option<u32>,
}

impl MatchArgs {
    /// The match these options ask for. `unsaid_people` is how many seats
    /// are people when `--people` does not say, given the rules.
    pub fn choices(
        &self,
        unsaid_people: impl FnOnce(&Rules) -> u8,
    ) -> Result<MatchChoices, String> {
        let mut rules = match &self.rules {
            Some(arg) => rules_from_arg(arg)?,
            None => Rules::g4a(),
        };
        // The partnership game is for four, so `--partners` alone means
        // four players (with another `--players` the rules refuse it,
        // saying why).
        if self.partners {
            rules.partnership = true;
            rules.players = 4;
        }
        if let Some(players) = self.players {
            rules.players = players;
        }
        if let Some(target) = self.target {
            rules.match_target = target;
        }
        rules
            .validate()
            .map_err(|e| words::with(|w| w.rules_reason(&e)))?;
        let people = match self.people {
            Some(n) if n > rules.players => {
                return Err(tr(
                    "ui-cli-people-too-many",
                    &[("count", n.into()), ("players", rules.players.into())],
                ));
            }
            Some(n) => n,
            None => unsaid_people(&rules),
        };
        Ok(MatchChoices {
            rules,
            people,
            level: self.opponent.level(),
        })
    }
}

/// How strong the computer players are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Opponent {
    Easy,
    #[default]
    Medium,
    Hard,
    Expert,
    /// Uniformly random legal moves (a benchmark baseline).
    #[value(hide = true)]
    Random,
    /// Plays to the centre whenever it can (a benchmark baseline).
    #[value(hide = true)]
    Naive,
}

impl Opponent {
    pub fn level(self) -> Level {
        let name = self
            .to_possible_value()
            .expect("no opponent value is skipped")
            .get_name()
            .to_string();
        name.parse()
            .expect("every opponent name is a spite-ai level (checked by a test)")
    }
}

/// The rules named on the command line: a preset, or a JSON file.
fn rules_from_arg(arg: &str) -> Result<Rules, String> {
    if let Some(rules) = spite_table::preset(arg) {
        return Ok(rules);
    }
    let text = std::fs::read_to_string(arg).map_err(|e| {
        if e.kind() == std::io::ErrorKind::NotFound {
            tr(
                "ui-cli-not-rules",
                &[
                    ("arg", arg.into()),
                    ("presets", Rules::PRESETS.join(", ").into()),
                ],
            )
        } else {
            tr(
                "ui-cli-cannot-read-rules",
                &[("file", arg.into()), ("reason", io_reason(&e).into())],
            )
        }
    })?;
    text.parse::<Rules>().map_err(|e| {
        let reason = match &e {
            RulesParseError::Json(json) => unknown_field(json).or_else(|| wrong_value(&text, json)),
            RulesParseError::Invalid(_) => None,
        };
        let reason = reason.unwrap_or_else(|| words::with(|w| w.rules_parse_error(&e)));
        tr(
            "ui-cli-rules-refused",
            &[("file", arg.into()), ("reason", reason.into())],
        )
    })
}

/// A rules file's unknown field (a typo: `payof_size`) named, with the
/// fields there are; `None` for any other error.
fn unknown_field(e: &serde_json::Error) -> Option<String> {
    // serde's own words: "unknown field `payof_size`, expected one of …".
    let message = e.to_string();
    let (_, rest) = message.split_once("unknown field `")?;
    let (field, _) = rest.split_once('`')?;
    let known = serde_json::to_value(Rules::g4a()).ok()?;
    let known: Vec<&str> = known.as_object()?.keys().map(String::as_str).collect();
    Some(tr(
        "ui-cli-rules-unknown-field",
        &[
            ("field", field.chars().take(40).collect::<String>().into()),
            ("known", known.join(", ").into()),
        ],
    ))
}

/// A rules file's field of the wrong kind (`{"payoff_size": "ten"}`) named,
/// with what it must be; `None` for any other error.
fn wrong_value(text: &str, e: &serde_json::Error) -> Option<String> {
    use serde_json::Value;
    let place = super::json_place::place(text, e.line(), e.column())?;
    let field = place.field?;
    // The value found is the one at fault only if it is refused alone.
    let alone = format!(
        "{{{}: {}}}",
        serde_json::to_string(&field).ok()?,
        place.value
    );
    if serde_json::from_str::<Rules>(&alone).is_ok() {
        return None;
    }
    let example = serde_json::to_value(Rules::g4a())
        .ok()?
        .get(&field)?
        .clone();
    let kind = match (&example, field.as_str()) {
        (Value::Bool(_), _) => t("ui-cli-rules-kind-bool"),
        (Value::Number(n), _) => tr(
            "ui-cli-rules-kind-number",
            &[("example", n.to_string().into())],
        ),
        (_, "complete_at") => t("ui-cli-rules-kind-rank"),
        (_, "completed_piles") => {
            let choices = [CompletedPiles::ShuffleIntoStock, CompletedPiles::SetAside]
                .map(|c| serde_json::to_string(&c).unwrap_or_default());
            tr(
                "ui-cli-rules-kind-choice",
                &[("choices", choices.join(", ").into())],
            )
        }
        _ => return None,
    };
    Some(tr(
        "ui-cli-rules-wrong-value",
        &[
            ("field", field.chars().take(40).collect::<String>().into()),
            ("value", place.value.into()),
            ("kind", kind.into()),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use spite_i18n::Language;

    /// A value of the wrong kind is named with its field and what it must
    /// be, in the player's language.
    #[test]
    fn a_rules_field_of_the_wrong_kind_is_named() {
        let dir = std::env::temp_dir().join(format!("spite-rules-kind-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (text, english) in [
            (
                r#"{"payoff_size":"ten"}"#,
                r#"payoff_size is "ten", but it must be a whole number, like 20"#,
            ),
            (
                "{\n  \"kings_wild\": \"yes\"\n}",
                r#"kings_wild is "yes", but it must be true or false"#,
            ),
            (
                r#"{"complete_at": "X"}"#,
                r#"complete_at is "X", but it must be a rank in quotes"#,
            ),
            (
                r#"{"completed_piles": 3}"#,
                r#"completed_piles is 3, but it must be one of "shuffle_into_stock", "set_aside""#,
            ),
        ] {
            let path = dir.join("rules.json");
            std::fs::write(&path, text).unwrap();
            let arg = path.to_str().unwrap();
            let refused = words::speaking(Language::English, || rules_from_arg(arg)).unwrap_err();
            assert!(refused.contains(english), "{refused}");
            let bulgarian =
                words::speaking(Language::Bulgarian, || rules_from_arg(arg)).unwrap_err();
            assert!(bulgarian.contains("трябва да бъде"), "{bulgarian}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn every_opponent_is_a_level_and_every_playable_level_an_opponent() {
        for o in Opponent::value_variants() {
            let _ = o.level();
        }
        for level in Level::PLAYABLE {
            assert!(
                Opponent::value_variants()
                    .iter()
                    .any(|o| o.level() == level),
                "{level} cannot be chosen with --opponent"
            );
        }
    }

    /// `--people` beyond the players is refused in the player's
    /// language, whichever command reads the options.
    #[test]
    fn too_many_people_are_refused_in_the_players_language() {
        let args = MatchArgs {
            players: Some(3),
            people: Some(5),
            ..MatchArgs::default()
        };
        let english = words::speaking(Language::English, || args.choices(|_| 2)).unwrap_err();
        assert_eq!(english, "--people 5 is more than the 3 players");
        let bulgarian = words::speaking(Language::Bulgarian, || args.choices(|_| 2)).unwrap_err();
        assert_eq!(bulgarian, "--people 5 е повече от 3 играчи");
    }

    #[test]
    fn partners_alone_means_four_and_with_other_players_is_refused() {
        let partners = MatchArgs {
            partners: true,
            ..MatchArgs::default()
        };
        let setup = partners.choices(|_| 1).unwrap();
        assert!(setup.rules.partnership);
        assert_eq!(setup.rules.players, 4);
        let three = MatchArgs {
            players: Some(3),
            ..partners
        };
        let refused = words::speaking(Language::Bulgarian, || three.choices(|_| 1)).unwrap_err();
        assert!(refused.contains("партньори"), "{refused}");
    }

    /// Without `--people`, the command says how many seats are people.
    #[test]
    fn the_unsaid_people_are_the_commands_to_choose() {
        let args = MatchArgs {
            players: Some(5),
            opponent: Opponent::Hard,
            ..MatchArgs::default()
        };
        let setup = args.choices(|rules| rules.players - 1).unwrap();
        assert_eq!(setup.people, 4);
        assert_eq!(setup.level, Level::Hard);
        let said = MatchArgs {
            people: Some(3),
            ..args
        };
        assert_eq!(said.choices(|_| 1).unwrap().people, 3);
    }
}

//! The languages, and choosing one: from `--lang`, or from the system
//! locale.

use std::fmt;
use std::str::FromStr;

use unic_langid::LanguageIdentifier;

/// A language the game speaks. English is the fallback.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    /// English (`en`), the fallback and the source language.
    #[default]
    English,
    /// Dutch (`nl`).
    Dutch,
    /// Malay (`ms`).
    Malay,
    /// Portuguese (`pt`).
    Portuguese,
    /// Bulgarian (`bg`).
    Bulgarian,
}

/// The environment variables that choose the language on POSIX systems, in
/// the order they are looked at (`LANGUAGE` is a colon-separated list of
/// preferences; the others hold one locale such as `nl_BE.UTF-8`).
pub const LOCALE_VARIABLES: [&str; 4] = ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"];

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 5] = [
        Language::English,
        Language::Dutch,
        Language::Malay,
        Language::Portuguese,
        Language::Bulgarian,
    ];

    /// The language's code, as `--lang` takes it and the `i18n/<code>/`
    /// folder is named: `en`, `nl`, `ms`, `pt`, `bg`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Dutch => "nl",
            Language::Malay => "ms",
            Language::Portuguese => "pt",
            Language::Bulgarian => "bg",
        }
    }

    /// The language's name in itself, for a language menu: "Nederlands".
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Dutch => "Nederlands",
            Language::Malay => "Bahasa Melayu",
            Language::Portuguese => "Português",
            Language::Bulgarian => "Български",
        }
    }

    /// The language as a Unicode language identifier.
    pub fn identifier(self) -> LanguageIdentifier {
        self.code()
            .parse()
            .expect("the codes are valid identifiers")
    }

    /// The language a locale names, if the game speaks it. Takes what
    /// people and systems write: `pt`, `pt-BR`, `pt_BR`, `nl_BE.UTF-8`,
    /// `bg_BG@euro`, `ms-Latn-MY`, `Nederlands`; any case. Only the
    /// language matters: every Portuguese is Portuguese. `C`, `POSIX` and
    /// languages the game does not speak are `None`.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let locale = locale.trim();
        if let Some(l) = Language::ALL
            .into_iter()
            .find(|l| l.native_name().eq_ignore_ascii_case(locale))
        {
            return Some(l);
        }
        // Drop the POSIX codeset and modifier: `nl_BE.UTF-8@euro` -> `nl_BE`.
        let tag = locale.split(['.', '@']).next().unwrap_or("");
        let id: LanguageIdentifier = tag.replace('_', "-").parse().ok()?;
        let available: Vec<LanguageIdentifier> =
            Language::ALL.iter().map(|l| l.identifier()).collect();
        let chosen = fluent_langneg::negotiate_languages(
            &[id],
            &available,
            None,
            fluent_langneg::NegotiationStrategy::Lookup,
        );
        let chosen = chosen.first()?;
        Language::ALL
            .into_iter()
            .find(|l| l.identifier() == **chosen)
    }

    /// The language the environment asks for, read through `var` (give it
    /// `|name| std::env::var(name).ok()`; tests give it a table). Looks at
    /// [`LOCALE_VARIABLES`] in order, as gettext does: the first
    /// preference of `LANGUAGE` the game speaks, else the first set one of
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` (an empty variable is unset). A
    /// locale of `C` or `POSIX` in the first set variable means English; a
    /// language the game does not speak is passed over for the next
    /// variable. `None` when nothing set names a language the game speaks.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Option<Language> {
        let set = |name: &str| var(name).filter(|v| !v.trim().is_empty());
        // gettext ignores LANGUAGE when the locale is C.
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(&set);
        if let Some(l) = &locale {
            let plain = l.split(['.', '@']).next().unwrap_or("");
            if plain == "C" || plain == "POSIX" {
                return Some(Language::English);
            }
        }
        if let Some(list) = set("LANGUAGE")
            && let Some(l) = list.split(':').find_map(Language::from_locale)
        {
            return Some(l);
        }
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(set)
            .find_map(|v| Language::from_locale(&v))
    }

    /// The language of this system: the environment's choice
    /// ([`Language::from_vars`]), else the system's preferred locales
    /// (`sys-locale`: what Windows and macOS settings say), else English.
    pub fn detect() -> Language {
        Language::from_vars(|name| std::env::var(name).ok())
            .or_else(|| sys_locale::get_locales().find_map(|l| Language::from_locale(&l)))
            .unwrap_or_default()
    }

    /// The language for a frontend: `--lang`'s value when given (an error
    /// naming the languages if it is not one), else [`Language::detect`].
    pub fn choose(lang: Option<&str>) -> Result<Language, UnknownLanguage> {
        match lang {
            Some(text) => text.parse(),
            None => Ok(Language::detect()),
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A `--lang` value that names no language the game speaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLanguage(pub String);

impl fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<&str> = Language::ALL.iter().map(|l| l.code()).collect();
        write!(
            f,
            "unknown language '{}': choose one of {}",
            self.0,
            codes.join(", ")
        )
    }
}

impl std::error::Error for UnknownLanguage {}

impl FromStr for Language {
    type Err = UnknownLanguage;

    /// A `--lang` value: a code (`nl`), a locale (`pt-BR`, `nl_BE.UTF-8`)
    /// or a native name (`Nederlands`).
    fn from_str(s: &str) -> Result<Language, UnknownLanguage> {
        Language::from_locale(s).ok_or_else(|| UnknownLanguage(s.to_string()))
    }
}

//! Choosing the language: `--lang` values and the environment.

use spite_i18n::{Language, UnknownLanguage};

/// Environment variables and their values.
type Env<'a> = &'a [(&'a str, &'a str)];

fn vars(table: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let table: Vec<(String, String)> = table
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    move |name| {
        table
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    }
}

#[test]
fn lang_values_take_codes_locales_and_native_names() {
    for (text, lang) in [
        ("en", Language::English),
        ("nl", Language::Dutch),
        ("ms", Language::Malay),
        ("pt", Language::Portuguese),
        ("bg", Language::Bulgarian),
        ("NL", Language::Dutch),
        ("pt-BR", Language::Portuguese),
        ("pt_PT", Language::Portuguese),
        ("nl_BE.UTF-8", Language::Dutch),
        ("bg_BG@euro", Language::Bulgarian),
        ("ms-Latn-MY", Language::Malay),
        ("en-GB", Language::English),
        (" nl ", Language::Dutch),
        ("Nederlands", Language::Dutch),
        ("português", Language::Portuguese),
        ("Български", Language::Bulgarian),
    ] {
        assert_eq!(text.parse::<Language>(), Ok(lang), "{text}");
    }
    for text in ["de", "fr_FR.UTF-8", "", "C", "xx-YY", "!!"] {
        assert_eq!(
            text.parse::<Language>(),
            Err(UnknownLanguage(text.to_string())),
            "{text}"
        );
    }
    let e = "de".parse::<Language>().unwrap_err().to_string();
    assert_eq!(e, "unknown language 'de': choose one of en, nl, ms, pt, bg");
}

#[test]
fn every_language_round_trips_through_its_code() {
    for lang in Language::ALL {
        assert_eq!(lang.code().parse::<Language>(), Ok(lang));
        assert_eq!(lang.to_string(), lang.code());
        assert_eq!(lang.identifier().to_string(), lang.code());
        assert_eq!(Language::choose(Some(lang.code())), Ok(lang));
    }
    assert_eq!(Language::default(), Language::English);
    assert!(Language::choose(Some("klingon")).is_err());
}

#[test]
fn the_environment_is_read_as_gettext_reads_it() {
    let cases: &[(Env<'_>, Option<Language>)] = &[
        (&[], None),
        (&[("LANG", "nl_NL.UTF-8")], Some(Language::Dutch)),
        (&[("LANG", "nl_BE.UTF-8")], Some(Language::Dutch)),
        (&[("LANG", "pt_BR.UTF-8")], Some(Language::Portuguese)),
        // LC_ALL over LC_MESSAGES over LANG.
        (
            &[("LANG", "nl_NL.UTF-8"), ("LC_MESSAGES", "bg_BG.UTF-8")],
            Some(Language::Bulgarian),
        ),
        (
            &[("LC_MESSAGES", "bg_BG.UTF-8"), ("LC_ALL", "ms_MY.UTF-8")],
            Some(Language::Malay),
        ),
        // LANGUAGE first, its first language the game speaks.
        (
            &[("LANGUAGE", "de:pt_BR:nl"), ("LANG", "nl_NL.UTF-8")],
            Some(Language::Portuguese),
        ),
        // A language the game does not speak: the next variable decides.
        (
            &[("LC_ALL", "de_DE.UTF-8"), ("LANG", "bg_BG.UTF-8")],
            Some(Language::Bulgarian),
        ),
        (&[("LANG", "de_DE.UTF-8")], None),
        // An empty variable is unset.
        (
            &[("LC_ALL", ""), ("LANG", "ms_MY.UTF-8")],
            Some(Language::Malay),
        ),
        // The C locale is English, and LANGUAGE is ignored under it.
        (&[("LANG", "C.UTF-8")], Some(Language::English)),
        (
            &[("LANGUAGE", "nl"), ("LC_ALL", "POSIX")],
            Some(Language::English),
        ),
        (&[("LANGUAGE", "bg")], Some(Language::Bulgarian)),
    ];
    for (table, lang) in cases {
        assert_eq!(Language::from_vars(vars(table)), *lang, "{table:?}");
    }
}

#[test]
fn detection_always_answers() {
    // Whatever this machine says, some language comes back.
    assert!(Language::ALL.contains(&Language::detect()));
    assert!(Language::choose(None).is_ok());
}

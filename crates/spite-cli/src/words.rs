//! The terminal's language: chosen once at start-up (`--lang`, or the
//! system's locale through [`Language::choose`]), then every sentence the
//! terminal prints comes through [`tr`] (the frontends' own `ui-*` messages
//! of `spite-i18n`) or through the one [`spite_table::Render`] the REPL
//! holds (a [`spite_i18n::Fluent`] in the same language).
//!
//! What stays the same in every language: the move notation and command
//! words typed, saved files, the engine protocol and the arena's JSON.

use std::cell::RefCell;
use std::sync::OnceLock;

use spite_i18n::Fluent;
pub use spite_i18n::{Arg, Language};
use spite_table::Plain;

static LANGUAGE: OnceLock<Language> = OnceLock::new();

thread_local! {
    /// The words of [`language`], made on first use (again if a test
    /// changes this thread's language).
    static WORDS: RefCell<Option<Fluent<Plain>>> = const { RefCell::new(None) };
}

#[cfg(test)]
thread_local! {
    static TEST_LANGUAGE: std::cell::Cell<Option<Language>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` with this thread speaking `lang` (tests draw the same table in
/// every language in one process).
#[cfg(test)]
pub fn speaking<R>(lang: Language, f: impl FnOnce() -> R) -> R {
    let before = TEST_LANGUAGE.with(|l| l.replace(Some(lang)));
    let result = f();
    TEST_LANGUAGE.with(|l| l.set(before));
    result
}

/// Chooses the terminal's language from a `--lang` value or the system's
/// locale; an unknown value is refused with a message naming the languages.
/// The first choice made stays (a process speaks one language).
pub fn choose(lang: Option<&str>) -> Result<Language, String> {
    let chosen = Language::choose(lang).map_err(|e| {
        let known: Vec<String> = Language::ALL
            .iter()
            .map(|l| format!("{} {}", l.code(), l.native_name()))
            .collect();
        format!("{e} ({})", known.join(", "))
    })?;
    Ok(*LANGUAGE.get_or_init(|| chosen))
}

/// The language the terminal speaks: English until one is chosen.
pub fn language() -> Language {
    #[cfg(test)]
    if let Some(lang) = TEST_LANGUAGE.with(std::cell::Cell::get) {
        return lang;
    }
    LANGUAGE.get().copied().unwrap_or_default()
}

/// The `ui-*` message `id` in the terminal's language, with its arguments.
pub fn tr(id: &str, args: &[(&str, Arg)]) -> String {
    with(|w| w.tr(id, args))
}

/// Why a saved game cannot be loaded, in the terminal's language.
pub fn load_error(e: &spite_core::LoadError) -> String {
    with(|w| w.load_error(e))
}

/// `f` given the terminal's renderer, for the reasons it words from data
/// (a rules file's, a load's).
pub fn with<R>(f: impl FnOnce(&Fluent<Plain>) -> R) -> R {
    WORDS.with(|words| {
        let lang = language();
        if words.borrow().as_ref().is_none_or(|w| w.language() != lang) {
            *words.borrow_mut() = Some(Fluent::plain(lang));
        }
        // Shared, so that `f` may word more through this module.
        let words = words.borrow();
        f(words.as_ref().expect("made just above"))
    })
}

/// [`tr`] without arguments.
pub fn t(id: &str) -> String {
    tr(id, &[])
}

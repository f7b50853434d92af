//! The translations, embedded in the binary, and looking a message up.

use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::language::Language;

/// The `.ftl` source of `lang`, as embedded in the binary.
pub fn source(lang: Language) -> &'static str {
    match lang {
        Language::English => include_str!("../i18n/en/spite.ftl"),
        Language::Dutch => include_str!("../i18n/nl/spite.ftl"),
        Language::Malay => include_str!("../i18n/ms/spite.ftl"),
        Language::Portuguese => include_str!("../i18n/pt/spite.ftl"),
        Language::Bulgarian => include_str!("../i18n/bg/spite.ftl"),
    }
}

/// An argument of a message: text, or a number (numbers choose plural
/// forms).
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Text shown as it is.
    Text(String),
    /// A number: shown in digits, and choosing the plural form.
    Number(f64),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64);

type Bundle = FluentBundle<FluentResource>;

/// Ids formatted, each with the names of the arguments it was given.
pub(crate) type Log = BTreeSet<(String, Vec<String>)>;

fn bundle(lang: Language) -> Bundle {
    let resource = match FluentResource::try_new(source(lang).to_string()) {
        Ok(r) => r,
        // Keep what parsed: the tests insist every file parses cleanly.
        Err((r, _)) => r,
    };
    let mut bundle = FluentBundle::new_concurrent(vec![lang.identifier()]);
    // Terminals and the log have no use for bidi isolation marks.
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .unwrap_or_else(|_| unreachable!("one resource has no clashes with itself"));
    bundle
}

/// The bundles of one language, with English behind it for anything
/// missing, and the problems met while formatting.
pub(crate) struct Bundles {
    pub(crate) lang: Language,
    main: Bundle,
    fallback: Option<Bundle>,
    errors: Mutex<Vec<String>>,
    /// Every id formatted and the arguments it was given (tests only).
    pub(crate) log: Option<Mutex<Log>>,
}

impl Bundles {
    pub(crate) fn new(lang: Language, record: bool) -> Arc<Bundles> {
        Arc::new(Bundles {
            lang,
            main: bundle(lang),
            fallback: (lang != Language::English).then(|| bundle(Language::English)),
            errors: Mutex::new(Vec::new()),
            log: record.then(|| Mutex::new(BTreeSet::new())),
        })
    }

    fn error(&self, e: String) {
        if let Ok(mut errors) = self.errors.lock()
            && errors.len() < 1000
        {
            errors.push(e);
        }
    }

    pub(crate) fn take_errors(&self) -> Vec<String> {
        self.errors
            .lock()
            .map(|mut e| std::mem::take(&mut *e))
            .unwrap_or_default()
    }

    /// Whether this language (or English behind it) has message `id`.
    pub(crate) fn has(&self, id: &str) -> bool {
        std::iter::once(&self.main)
            .chain(&self.fallback)
            .any(|b| b.has_message(id))
    }

    /// Message `id` with `args`; on a problem the English text, else the
    /// id itself, and the problem is kept for [`Bundles::take_errors`].
    pub(crate) fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        if let Some(log) = &self.log
            && let Ok(mut log) = log.lock()
        {
            let mut names: Vec<String> = args.iter().map(|(n, _)| n.to_string()).collect();
            names.sort();
            log.insert((id.to_string(), names));
        }
        let mut fluent_args = FluentArgs::new();
        for (name, arg) in args {
            match arg {
                Arg::Text(s) => fluent_args.set(*name, FluentValue::from(s.clone())),
                Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
            }
        }
        let mut first_error = None;
        for bundle in std::iter::once(&self.main).chain(&self.fallback) {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                first_error
                    .get_or_insert_with(|| format!("{}: no message {id}", bundle.locales[0]));
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
            if errors.is_empty() {
                if let Some(e) = first_error {
                    self.error(e);
                }
                return text.into_owned();
            }
            first_error.get_or_insert_with(|| format!("{}: {id}: {errors:?}", bundle.locales[0]));
        }
        if let Some(e) = first_error {
            self.error(e);
        }
        id.to_string()
    }
}

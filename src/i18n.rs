//! The reader's language: English, Dutch or German, on Project Fluent.
//!
//! Every sentence tenscore prints lives in `locales/LANG/AREA.ftl`, one file per area of the
//! program, in each of the three languages. A message id starts with its file's name (`table-rank`
//! is in `table.ftl`), so a lookup reads only the one file it needs, and parses only the message
//! it asks for, in the language in use: start-up pays for the messages a command prints, not for
//! the other messages, areas or languages.
//!
//! The language is chosen once a process, before the command line is read ([`choose`]):
//! `--lang`, else `TENSCORE_LANG`, else the system locale (LC_ALL, LC_MESSAGES, LANG), else
//! English. It is the reader's, never stored with a match. Output for machines (`--json` keys
//! and ids) stays English; the sentences in it follow the language.

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Mutex, OnceLock, PoisonError};

pub use fluent_bundle::{FluentArgs, FluentValue};

pub mod dates;
mod resources;
#[cfg(test)]
mod scan;

use resources::RESOURCES;

/// The languages tenscore speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    En,
    Nl,
    De,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Nl, Lang::De];

    /// The code `--lang` takes: `en`, `nl`, `de`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nl => "nl",
            Lang::De => "de",
        }
    }

    /// `--lang` and `TENSCORE_LANG`: a code, in any case.
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(code.trim()))
    }

    /// A system locale (`nl_NL.UTF-8`, `de-AT`, `en_GB`); `None` for one tenscore does not
    /// speak (`fr_FR`, `C`, `POSIX`).
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let language = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default();
        Lang::parse(language)
    }

    fn index(self) -> usize {
        self as usize
    }

    fn from_index(index: u8) -> Lang {
        match index {
            1 => Lang::Nl,
            2 => Lang::De,
            _ => Lang::En,
        }
    }
}

/// The language of this process; English until [`set`].
static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// A language for this thread only: tests render the same thing in several languages.
    static OVERRIDE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Speaks `lang` from now on, in every thread.
pub fn set(lang: Lang) {
    CURRENT.store(lang.index() as u8, Ordering::Relaxed);
}

/// The language in use.
pub fn current() -> Lang {
    OVERRIDE
        .with(Cell::get)
        .unwrap_or_else(|| Lang::from_index(CURRENT.load(Ordering::Relaxed)))
}

/// Runs `f` speaking `lang` on this thread (tests).
pub fn with<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = OVERRIDE.with(|o| o.replace(Some(lang)));
    let result = f();
    OVERRIDE.with(|o| o.set(before));
    result
}

/// An unknown `--lang` or `TENSCORE_LANG`: the value given, and whether the environment gave it
/// (a setting the user did not type on this command line, so the error names it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLanguage(pub String, pub Source);

/// Where a language code came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Flag,
    Environment,
}

impl std::fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "unknown language '{}'", self.0)
    }
}

/// The language a command line asks for: the last `--lang CODE` or `--lang=CODE` before `--`,
/// else `TENSCORE_LANG` (`env` reads the environment), else the system locale, else English.
/// A code tenscore does not speak is refused; a system locale it does not speak is English.
pub fn choose(
    args: &[std::ffi::OsString],
    env: impl Fn(&str) -> Option<String>,
) -> Result<Lang, UnknownLanguage> {
    let mut asked: Option<String> = None;
    let mut words = args.iter().skip(1).map(|arg| arg.to_str());
    while let Some(word) = words.next() {
        match word {
            Some("--") => break,
            Some("--lang") => asked = words.next().flatten().map(str::to_string),
            Some(word) => {
                if let Some(code) = word.strip_prefix("--lang=") {
                    asked = Some(code.to_string());
                }
            }
            None => {}
        }
    }
    let asked = (asked.map(|code| (code, Source::Flag))).or_else(|| {
        (env("TENSCORE_LANG").filter(|v| !v.is_empty())).map(|c| (c, Source::Environment))
    });
    if let Some((code, source)) = asked {
        return Lang::parse(&code).ok_or(UnknownLanguage(code, source));
    }
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| env(name).filter(|v| !v.is_empty()))
        .or_else(sys_locale::get_locale);
    Ok(locale
        .as_deref()
        .and_then(Lang::from_locale)
        .unwrap_or(Lang::En))
}

type Bundle = fluent_bundle::concurrent::FluentBundle<fluent_bundle::FluentResource>;

/// One message in the index build.rs writes of a file: byte offsets of its id (start, end), the
/// end of its source (which starts with the id), and its text when it is plain (start, end;
/// 0 and 0 when it is not).
type Indexed = (u32, u32, u32, u32, u32);

/// One area's messages in one language. A message is found in its file by the index the build
/// wrote, and parsed the first time it is asked for, alone: a command prints a few of a file's
/// messages, and parsing (or even indexing) the whole file cost more than the rest of a quick
/// command. A message that is one line of plain text is not parsed at all.
struct Area {
    /// What every id in the file starts with, before a `-`.
    prefix: &'static str,
    /// The file's text in English, Dutch and German.
    text: [&'static str; 3],
    /// Each file's messages, sorted by id.
    index: [&'static [Indexed]; 3],
    /// The messages with placeables parsed so far, per language.
    bundles: [OnceLock<Mutex<Bundle>>; 3],
}

/// A message as its file has it.
enum Found {
    /// One line with no placeable: its text.
    Plain(&'static str),
    /// Its source, for Fluent to parse.
    Source(&'static str),
}

impl Area {
    const fn new(
        prefix: &'static str,
        text: [&'static str; 3],
        index: [&'static [Indexed]; 3],
    ) -> Area {
        Area {
            prefix,
            text,
            index,
            bundles: [OnceLock::new(), OnceLock::new(), OnceLock::new()],
        }
    }

    /// Message `id` in `lang`'s file, if it has it.
    fn find(&self, lang: Lang, id: &str) -> Option<Found> {
        let text = self.text[lang.index()];
        let slice = |from: u32, to: u32| text.get(from as usize..to as usize);
        let index = self.index[lang.index()];
        let at = index
            .binary_search_by(|&(start, end, ..)| slice(start, end).unwrap_or_default().cmp(id))
            .ok()?;
        let (start, _, end, plain_start, plain_end) = index[at];
        match plain_end {
            0 => slice(start, end).map(Found::Source),
            _ => slice(plain_start, plain_end).map(Found::Plain),
        }
    }

    /// Message `id` in `lang`, with `args`; `None` when the file lacks it.
    fn format(&self, lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
        let source = match self.find(lang, id)? {
            Found::Plain(text) => return Some(text.to_string()),
            Found::Source(source) => source,
        };
        let bundle = self.bundles[lang.index()].get_or_init(|| Mutex::new(new_bundle(lang)));
        let mut bundle = bundle.lock().unwrap_or_else(PoisonError::into_inner);
        if !bundle.has_message(id) {
            // The files are checked by the tests (`every_file_parses`); a broken message at
            // run time keeps what could be read of it.
            let resource = match fluent_bundle::FluentResource::try_new(source.to_string()) {
                Ok(resource) | Err((resource, _)) => resource,
            };
            let _ = bundle.add_resource(resource);
        }
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        debug_assert!(errors.is_empty(), "message '{id}': {errors:?}");
        Some(text.into_owned())
    }
}

fn new_bundle(lang: Lang) -> Bundle {
    let langid: unic_langid::LanguageIdentifier = match lang {
        Lang::En => unic_langid::langid!("en"),
        Lang::Nl => unic_langid::langid!("nl"),
        Lang::De => unic_langid::langid!("de"),
    };
    let mut bundle = Bundle::new_concurrent(vec![langid]);
    // Placeables are printed as they are: Unicode isolation marks would reach the terminal and
    // the JSON (names are made terminal-safe where they are shown).
    bundle.set_use_isolating(false);
    bundle
}

/// The area whose file holds `id`: the longest prefix it starts with, followed by `-`.
fn area_of(id: &str) -> Option<&'static Area> {
    RESOURCES
        .iter()
        .filter(|area| {
            id.strip_prefix(area.prefix)
                .is_some_and(|rest| rest.starts_with('-'))
        })
        .max_by_key(|area| area.prefix.len())
}

/// Message `id` in the language in use, with `args`; in English when the language lacks it, and
/// the id itself when no file has it (the tests make sure neither happens).
pub fn message(id: &str, args: Option<&FluentArgs<'_>>) -> String {
    let Some(area) = area_of(id) else {
        debug_assert!(false, "no message file for '{id}'");
        return id.to_string();
    };
    let lang = current();
    [lang, Lang::En]
        .into_iter()
        .find_map(|lang| area.format(lang, id, args))
        .unwrap_or_else(|| {
            debug_assert!(false, "no message '{id}'");
            id.to_string()
        })
}

/// A decimal number as the language writes it: `30.5` in English, `30,5` in Dutch and German.
pub fn decimal(value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    match current() {
        Lang::En => text,
        Lang::Nl | Lang::De => text.replace('.', ","),
    }
}

/// [`decimal`] rounded as a person checking by hand rounds: an exact half away from zero (0.125
/// shows as 0.13, 1.125 as 1.13, where `format!` rounds a half to even: 0.12). The figures
/// shown so are fractions (shares of thirds, quarters, eighths, their sums and averages), so
/// a value a hair from a half, as binary fractions leave it, is taken for the half.
pub fn decimal_half_away(value: f64, places: usize) -> String {
    decimal(half_away(value, places), places)
}

/// [`decimal_half_away`] with '.' as the decimal point whatever the language, and no thousands
/// separators: the figures as shown, for a file a spreadsheet reads (a CSV).
pub fn plain_half_away(value: f64, places: usize) -> String {
    format!("{:.places$}", half_away(value, places))
}

/// `value` rounded to `places` decimals, an exact half (or a hair from one) away from zero;
/// `value` itself when that would not be finite.
fn half_away(value: f64, places: usize) -> f64 {
    let scale = 10f64.powi(i32::try_from(places).unwrap_or(i32::MAX));
    let scaled = value * scale;
    let rounded = (scaled + 1e-9_f64.copysign(scaled)).round() / scale;
    match rounded.is_finite() {
        // No "-0.00" for a value that rounds to nothing.
        true if rounded == 0.0 => 0.0,
        true => rounded,
        false => value,
    }
}

/// What the operating system answered a file's read or write, in the reader's language: the
/// common answers in words of the language; in English, and for any other answer, the system's
/// own words ("No such file or directory (os error 2)").
pub fn os_reason(error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    if current() == Lang::En {
        return error.to_string();
    }
    let id = match error.kind() {
        ErrorKind::NotFound => "os-not-found",
        ErrorKind::PermissionDenied => "os-permission-denied",
        ErrorKind::AlreadyExists => "os-already-exists",
        ErrorKind::StorageFull => "os-storage-full",
        ErrorKind::QuotaExceeded => "os-quota-exceeded",
        ErrorKind::ReadOnlyFilesystem => "os-read-only",
        ErrorKind::IsADirectory => "os-is-a-directory",
        ErrorKind::NotADirectory => "os-not-a-directory",
        ErrorKind::FileTooLarge => "os-too-large",
        ErrorKind::BrokenPipe => "os-broken-pipe",
        // `read_to_string` of a file that is not UTF-8: "stream did not contain valid UTF-8".
        ErrorKind::InvalidData if error.to_string().contains("UTF-8") => "os-not-utf8",
        _ => return error.to_string(),
    };
    message(id, None)
}

/// Message `id` in the language in use: `t!("table-rank")`, or with variables,
/// `t!("under10-call-failed", caller = name, points = 7)`. Numbers select plurals; text is
/// printed as given.
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::i18n::message($id, None)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $crate::i18n::Arg::from($value).0); )+
        $crate::i18n::message($id, Some(&args))
    }};
}

/// A value a message can take: text or a number.
pub struct Arg(pub FluentValue<'static>);

impl From<f64> for Arg {
    fn from(value: f64) -> Arg {
        Arg(FluentValue::from(value))
    }
}

/// Fluent's numbers are f64, which holds every integer up to 2^53 exactly; a larger one (a count
/// typed as 18446744073709551615) goes as its digits, or it would be printed rounded
/// (18446744073709552000). Such a count selects the `other` plural, as it would anyway.
const EXACT_IN_F64: f64 = 9_007_199_254_740_992.0;

macro_rules! integer_args {
    ($($ty:ty),*) => {$(
        impl From<$ty> for Arg {
            fn from(value: $ty) -> Arg {
                let float = value as f64;
                if float.abs() < EXACT_IN_F64 {
                    Arg(FluentValue::from(float))
                } else {
                    Arg(FluentValue::from(value.to_string()))
                }
            }
        }
    )*};
}
integer_args!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg(FluentValue::from(value))
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Arg {
        Arg(FluentValue::from(value.clone()))
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg(FluentValue::from(value.to_string()))
    }
}

#[cfg(test)]
mod tests;

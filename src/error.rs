//! The one error type of the command line: a kind that decides the exit code, the problem, and a
//! hint that says what would be legal or what to do instead. The layers below speak their own
//! errors (ops' [`OpError`], the export writer's [`SinkError`], render's [`RenderError`], the
//! store's and the games'); this file is the one place they are put in words and given a kind.

use std::fmt;
use std::process::ExitCode;
use std::sync::{PoisonError, RwLock};

use crate::exchange::SinkError;
use crate::games::{RuleViolation, SeamError, ViolationKind};
use crate::i18n::{Arg, FluentArgs};
use crate::ops::{OpError, Said, SaidArg};
use crate::render::RenderError;
use crate::store::{StoreError, UrlError};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// A database or file problem: exit 1.
    Runtime,
    /// Another tenscore held the file's write lock longer than the busy timeout: exit 1, as
    /// [`ErrorKind::Runtime`]; told apart so that `play` can offer to write again.
    Busy,
    /// The input cannot be read or does not fit the match: exit 2.
    Usage,
    /// Well-formed, but against the rules of the game: exit 3.
    Rule,
    /// Standard output was closed by the reader: not an error for the user.
    ClosedPipe,
    /// A `check` verdict "not legal", already printed on standard output: exit 3, nothing more.
    Verdict,
    /// Standard output could not be written (a full disk, an I/O error): exit 1.
    Output,
    /// Ctrl-C in `play`: what was kept is already said; exit 130, as a shell reports SIGINT.
    Interrupted,
    /// A refusal `play` said already before it stopped (its match is gone): nothing more is
    /// printed, and the exit code is the refusal's own.
    Said(u8),
    /// The change was committed, but its report could not be written: a warning on standard
    /// error and exit 0, so that a script never records it twice.
    SavedUnreported,
}

#[derive(Debug)]
pub struct CliError {
    pub kind: ErrorKind,
    pub problem: String,
    pub hint: Option<String>,
}

impl CliError {
    pub fn usage(problem: impl Into<String>, hint: impl Into<String>) -> Self {
        CliError {
            kind: ErrorKind::Usage,
            problem: problem.into(),
            hint: Some(hint.into()),
        }
    }

    pub fn rule(problem: impl Into<String>, hint: impl Into<String>) -> Self {
        CliError {
            kind: ErrorKind::Rule,
            problem: problem.into(),
            hint: Some(hint.into()),
        }
    }

    pub fn runtime(problem: impl Into<String>, hint: Option<String>) -> Self {
        CliError {
            kind: ErrorKind::Runtime,
            problem: problem.into(),
            hint,
        }
    }

    /// A `check` verdict of "not legal" that was already printed.
    pub fn verdict() -> Self {
        CliError {
            kind: ErrorKind::Verdict,
            problem: String::new(),
            hint: None,
        }
    }

    /// Ctrl-C stopped `play`, which already said what was kept.
    pub fn interrupted() -> Self {
        CliError {
            kind: ErrorKind::Interrupted,
            problem: String::new(),
            hint: None,
        }
    }

    /// This error, said already: printed no more, with its exit code.
    pub fn said(self) -> Self {
        CliError {
            kind: ErrorKind::Said(self.code()),
            ..self
        }
    }

    /// Standard output failed while printing the answer (not a closed pipe).
    pub fn output(e: &std::io::Error) -> Self {
        CliError {
            kind: ErrorKind::Output,
            problem: crate::t!("error-output", reason = e.to_string()),
            hint: None,
        }
    }

    /// This error after the change was committed: only the report is missing.
    pub fn after_commit(self) -> Self {
        match self.kind {
            ErrorKind::Output => CliError {
                kind: ErrorKind::SavedUnreported,
                problem: self.problem,
                hint: Some(crate::t!("error-saved")),
            },
            _ => self,
        }
    }

    /// This error after a file was written whole (`export -o`): only the note saying so is
    /// missing, so it is a warning and the exit 0 (running the export again gains nothing).
    pub fn after_file_written(self, file: &str) -> Self {
        match self.kind {
            ErrorKind::Output => CliError {
                kind: ErrorKind::SavedUnreported,
                problem: self.problem,
                hint: Some(crate::t!(
                    "error-file-written",
                    file = crate::render::sanitize(file).to_string()
                )),
            },
            _ => self,
        }
    }

    /// What the message starts with on standard error.
    pub fn label(&self) -> String {
        match self.kind {
            ErrorKind::SavedUnreported => crate::t!("error-label-warning"),
            _ => crate::t!("error-label-error"),
        }
    }

    /// Already reported on standard output: print nothing more.
    pub fn is_silent(&self) -> bool {
        matches!(
            self.kind,
            ErrorKind::ClosedPipe
                | ErrorKind::Verdict
                | ErrorKind::Interrupted
                | ErrorKind::Said(_)
        )
    }

    pub fn exit_code(&self) -> ExitCode {
        ExitCode::from(self.code())
    }

    fn code(&self) -> u8 {
        match self.kind {
            ErrorKind::ClosedPipe | ErrorKind::SavedUnreported => 0,
            ErrorKind::Verdict => 3,
            ErrorKind::Runtime | ErrorKind::Busy | ErrorKind::Output => 1,
            ErrorKind::Usage => 2,
            ErrorKind::Rule => 3,
            ErrorKind::Interrupted => 130,
            ErrorKind::Said(code) => code,
        }
    }
}

/// One line: the problem, then the fix.
impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let problem = crate::games::names::safe_text(&self.problem);
        match &self.hint {
            // A problem that ends asking "did you mean pig10?" takes the hint after a space:
            // "?;" reads as a typo.
            Some(hint) if !hint.is_empty() => match problem.ends_with('?') {
                true => write!(f, "{problem} {}", crate::games::names::safe_text(hint)),
                false => write!(f, "{problem}; {}", crate::games::names::safe_text(hint)),
            },
            _ => f.write_str(&problem),
        }
    }
}

impl From<RuleViolation> for CliError {
    fn from(v: RuleViolation) -> Self {
        CliError {
            kind: match v.kind {
                ViolationKind::Malformed => ErrorKind::Usage,
                ViolationKind::AgainstRules => ErrorKind::Rule,
            },
            problem: v.problem,
            hint: Some(v.legal),
        }
    }
}

impl From<SeamError> for CliError {
    fn from(e: SeamError) -> Self {
        CliError::from(&e)
    }
}

impl From<&SeamError> for CliError {
    fn from(e: &SeamError) -> Self {
        match e {
            SeamError::Violation(v) => v.clone().into(),
            stored @ SeamError::Stored { .. } => CliError::runtime(stored.to_string(), None),
        }
    }
}

/// Where to look, after a write the league server may have kept, when the write made no match
/// of its own to look at: `look` is the command after `tenscore` and its `--db` (`None` for a
/// command whose repetition says it was done and changes nothing); the store's own hint names
/// `history`, which shows matches only.
pub fn unsettled_look(e: OpError, look: Option<&str>) -> CliError {
    let unsettled = match &e {
        OpError::Store(StoreError::Unsettled {
            match_id: None, db, ..
        }) => Some(crate::store::spaced(db.as_deref())),
        _ => None,
    };
    let mut error = CliError::from(e);
    if let Some(db) = unsettled {
        error.hint = Some(match look {
            Some(look) => crate::t!(
                "error-server-unsettled-hint-look",
                command = format!("tenscore{db} {look}")
            ),
            None => crate::t!("error-server-unsettled-hint-again"),
        });
    }
    error
}

impl From<StoreError> for CliError {
    fn from(e: StoreError) -> Self {
        CliError::from(&e)
    }
}

impl From<&StoreError> for CliError {
    fn from(e: &StoreError) -> Self {
        let kind = match e {
            StoreError::Busy(_) => ErrorKind::Busy,
            // A name taken is input that does not fit what is stored.
            StoreError::SeriesTaken { .. } => ErrorKind::Usage,
            // A path through a file: what was typed cannot name a database.
            StoreError::FileInTheWay { .. } => ErrorKind::Usage,
            _ => ErrorKind::Runtime,
        };
        CliError {
            kind,
            hint: e.hint(),
            problem: e.to_string(),
        }
    }
}

/// A malformed server URL in `--db` or `TENSCORE_DB` (or a bad PGPORT): input that cannot be
/// read, exit 2. Its text never holds the password.
impl From<UrlError> for CliError {
    fn from(e: UrlError) -> Self {
        CliError::usage(e.problem(), e.hint())
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError::from(&e)
    }
}

impl From<&std::io::Error> for CliError {
    fn from(e: &std::io::Error) -> Self {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            return CliError {
                kind: ErrorKind::ClosedPipe,
                problem: String::new(),
                hint: None,
            };
        }
        CliError::runtime(e.to_string(), None)
    }
}

/// The `--db ...` words a command named in an operation's hint repeats (see
/// [`name_db_in_hints`]).
static HINTS_DB: RwLock<Option<String>> = RwLock::new(None);

/// `db`: the `--db ...` words a command needs to find this database again, when it does (the
/// command line's, `Context::db_words`): every hint of ops that names a command to type here
/// says it as `tenscore{ $db } ...`. Set once a command line is read; ops never see it.
pub fn name_db_in_hints(db: Option<String>) {
    *HINTS_DB.write().unwrap_or_else(PoisonError::into_inner) = db;
}

/// A message of ops in the reader's words; a message given as a variable is worded first.
pub fn words(said: &Said) -> String {
    let db = HINTS_DB.read().unwrap_or_else(PoisonError::into_inner);
    words_naming(said, &crate::store::spaced(db.as_deref()))
}

/// [`words`], with `db` (" --db PATH", or nothing) where a hint's command repeats `--db`.
fn words_naming(said: &Said, db: &str) -> String {
    let mut args = FluentArgs::new();
    args.set("db", Arg::from(db).0);
    for (name, value) in &said.args {
        let value = match value {
            SaidArg::Text(text) => Arg::from(text.as_str()),
            SaidArg::Number(number) => Arg::from(*number),
            SaidArg::Said(inner) => Arg::from(words_naming(inner, db)),
        };
        args.set(*name, value.0);
    }
    crate::i18n::message(said.id, Some(&args))
}

/// An operation's error, in words, with the exit code its kind has: a match, player or round
/// not found and input that does not fit exit 2, a rule broken 3, a failure of the file 1.
impl From<&OpError> for CliError {
    fn from(e: &OpError) -> Self {
        match e {
            OpError::NotFound { problem, hint } | OpError::Usage { problem, hint } => {
                CliError::usage(words(problem), words(hint))
            }
            OpError::Rule { problem, hint } => CliError::rule(words(problem), words(hint)),
            OpError::Failed { problem, hint } => {
                CliError::runtime(words(problem), hint.as_ref().map(words))
            }
            OpError::Game(e) => e.into(),
            OpError::Store(e) => e.into(),
            OpError::Sink(e) => e.into(),
        }
    }
}

/// An operation's error as the command line says it: the problem, then the fix.
impl fmt::Display for OpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        CliError::from(self).fmt(f)
    }
}

impl From<OpError> for CliError {
    fn from(e: OpError) -> Self {
        CliError::from(&e)
    }
}

/// An export's writer stopped: a closed pipe ends quietly, anything else is a runtime error.
impl From<&SinkError> for CliError {
    fn from(e: &SinkError) -> Self {
        match e {
            SinkError::Write(e) if e.kind() == std::io::ErrorKind::BrokenPipe => e.into(),
            SinkError::Write(e) => CliError::runtime(
                crate::t!("table-export-failed", error = e.to_string()),
                None,
            ),
            SinkError::Json(reason) => {
                CliError::runtime(crate::t!("table-export-json-failed", error = reason), None)
            }
            SinkError::Csv(reason) => {
                CliError::runtime(crate::t!("table-export-failed", error = reason), None)
            }
            SinkError::Game(e) => e.into(),
        }
    }
}

impl From<SinkError> for CliError {
    fn from(e: SinkError) -> Self {
        CliError::from(&e)
    }
}

/// A view that could not be made: a stored round its game cannot read, or a chart not drawn.
impl From<RenderError> for CliError {
    fn from(e: RenderError) -> Self {
        match e {
            RenderError::Game(e) => e.into(),
            RenderError::Chart(reason) => CliError::runtime(
                crate::t!("table-chart-failed", error = reason),
                Some(crate::t!("table-chart-nothing-written")),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_busy_store_is_told_apart_from_other_runtime_errors_and_exits_1() {
        let busy = CliError::from(StoreError::Busy("database is locked".into()));
        assert_eq!(busy.kind, ErrorKind::Busy);
        assert_eq!(busy.exit_code(), ExitCode::from(1));
        assert_eq!(
            busy.to_string(),
            "the database is locked by another program (another tenscore, a backup or a database \
             browser), so nothing was written; try again once it is done"
        );
        let other = CliError::from(StoreError::Query("no such table".into()));
        assert_eq!(other.kind, ErrorKind::Runtime);
    }

    #[test]
    fn each_kind_of_op_error_is_worded_here_with_the_exit_code_of_its_kind() {
        let no_match = || {
            OpError::not_found(
                crate::said!("error-no-match", id = 7),
                crate::said!("error-no-match-hint"),
            )
        };
        assert!(no_match().is_refusal());
        let cli = CliError::from(no_match());
        assert_eq!(
            (cli.kind, cli.exit_code()),
            (ErrorKind::Usage, ExitCode::from(2))
        );
        assert_eq!(
            cli.to_string(),
            "there is no match 7 in this database; leave MATCH out for the most recent \
             unfinished match, or check --db"
        );
        assert_eq!(no_match().to_string(), cli.to_string());
        let rule = OpError::rule(
            crate::said!("error-start-new"),
            crate::said!("error-see-it", id = 2),
        );
        assert!(rule.is_refusal());
        assert_eq!(CliError::from(rule).exit_code(), ExitCode::from(3));
        let failed = OpError::failed(crate::said!("error-new-unread"), None);
        assert!(!failed.is_refusal());
        assert_eq!(CliError::from(failed).kind, ErrorKind::Runtime);
        let busy = OpError::from(StoreError::Busy("database is locked".into()));
        assert!(busy.is_busy() && !busy.is_refusal());
        assert_eq!(CliError::from(busy).kind, ErrorKind::Busy);
    }

    #[test]
    fn a_message_given_as_a_variable_is_worded_in_the_same_language() {
        use crate::i18n::{Lang, with};
        let said = crate::said!(
            "error-import-line",
            number = 3,
            file = "old.jsonl",
            problem = crate::said!("error-import-not-utf8")
        );
        for lang in [Lang::En, Lang::Nl, Lang::De] {
            let expected = with(lang, || {
                crate::t!(
                    "error-import-line",
                    number = 3,
                    file = "old.jsonl",
                    problem = crate::t!("error-import-not-utf8")
                )
            });
            assert_eq!(with(lang, || words(&said)), expected);
        }
        assert_eq!(
            with(Lang::En, || words(&said)),
            "line 3 of old.jsonl cannot be imported: it is not UTF-8 text"
        );
    }
}

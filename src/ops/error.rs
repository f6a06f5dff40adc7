//! What an operation refuses or fails on, typed: its kind, and what happened as a message id with
//! its variables ([`Said`]), not yet in words. The command layer words it and picks the exit code
//! in one place (`src/error.rs`); `play` tells a refusal from a failure by the variant.

use crate::exchange::SinkError;
use crate::games::{RuleViolation, SeamError};
use crate::store::StoreError;

/// A message of the locale files by id, with its variables: what happened, to be put in the
/// reader's words above ops.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    pub id: &'static str,
    pub args: Vec<(&'static str, SaidArg)>,
}

/// A variable of a [`Said`]: text (a name, a game's word, a reason from a library), a number, or
/// another message (worded in the same language).
#[derive(Clone, Debug, PartialEq)]
pub enum SaidArg {
    Text(String),
    Number(f64),
    Said(Box<Said>),
}

impl Said {
    pub fn new(id: &'static str) -> Said {
        Said {
            id,
            args: Vec::new(),
        }
    }

    /// This message with variable `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<SaidArg>) -> Said {
        self.args.push((name, value.into()));
        self
    }
}

/// A [`Said`] written as `t!` is: `said!("error-no-match", id = 3)`.
#[macro_export]
macro_rules! said {
    ($id:expr) => {
        $crate::ops::Said::new($id)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::ops::Said::new($id)$(.with(stringify!($name), $value))+
    };
}

macro_rules! number_args {
    ($($ty:ty),*) => {$(
        impl From<$ty> for SaidArg {
            fn from(value: $ty) -> SaidArg {
                SaidArg::Number(value as f64)
            }
        }
    )*};
}
number_args!(i32, i64, u32, u64, usize);

impl From<String> for SaidArg {
    fn from(value: String) -> SaidArg {
        SaidArg::Text(value)
    }
}

impl From<&str> for SaidArg {
    fn from(value: &str) -> SaidArg {
        SaidArg::Text(value.to_string())
    }
}

impl From<Said> for SaidArg {
    fn from(value: Said) -> SaidArg {
        SaidArg::Said(Box::new(value))
    }
}

/// Why an operation wrote nothing.
#[derive(Debug)]
pub enum OpError {
    /// What was named is not here: a match, a player, an unfinished match to mean (exit 2).
    NotFound { problem: Said, hint: Said },
    /// Input that cannot be read or does not fit the match or the file (exit 2).
    Usage { problem: Said, hint: Said },
    /// Well-formed, but against a rule of the game or of the match as it stands (exit 3).
    Rule { problem: Said, hint: Said },
    /// The database or a file did not do what was asked of it (exit 1).
    Failed { problem: Said, hint: Option<Said> },
    /// A game's own verdict on what was typed, or a stored round its game cannot read.
    Game(SeamError),
    /// The store's own error, passed through (a busy file among them).
    Store(StoreError),
    /// An export's writer stopped.
    Sink(SinkError),
}

impl OpError {
    pub fn not_found(problem: Said, hint: Said) -> OpError {
        OpError::NotFound { problem, hint }
    }

    pub fn usage(problem: Said, hint: Said) -> OpError {
        OpError::Usage { problem, hint }
    }

    pub fn rule(problem: Said, hint: Said) -> OpError {
        OpError::Rule { problem, hint }
    }

    pub fn failed(problem: Said, hint: Option<Said>) -> OpError {
        OpError::Failed { problem, hint }
    }

    /// A refusal of what was typed (nothing is wrong with the file): `play` says it and asks
    /// again, where a failure ends the session.
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            OpError::NotFound { .. }
                | OpError::Usage { .. }
                | OpError::Rule { .. }
                | OpError::Game(SeamError::Violation(_))
        )
    }

    /// Refused because the match is no longer in the file (its club night's round was drawn
    /// again, at another terminal): `play` cannot go on with it.
    pub fn is_gone(&self) -> bool {
        matches!(self, OpError::NotFound { problem, .. }
            if matches!(problem.id, "error-match-withdrawn" | "error-no-match"))
    }

    /// Refused because another terminal changed the match while this one's entry was typed.
    pub fn is_moved(&self) -> bool {
        matches!(self, OpError::Rule { problem, .. } if problem.id == "error-moved-meanwhile")
    }

    /// Another tenscore held the file's write lock longer than the busy timeout.
    pub fn is_busy(&self) -> bool {
        matches!(self, OpError::Store(StoreError::Busy(_)))
    }

    /// The disk holding the file (or the league server's) is full: nothing was written, and the
    /// same step can be taken again once there is space.
    pub fn is_disk_full(&self) -> bool {
        matches!(self, OpError::Store(StoreError::DiskFull { .. }))
    }

    /// The league server could not be reached, or the line to it broke before a write's COMMIT
    /// went out (or the server rolled it back): nothing was written, and the same step can be
    /// taken again once the server answers.
    pub fn is_line_down(&self) -> bool {
        matches!(self, OpError::Store(e) if e.is_line_down())
    }
}

impl From<StoreError> for OpError {
    fn from(e: StoreError) -> Self {
        OpError::Store(e)
    }
}

impl From<SeamError> for OpError {
    fn from(e: SeamError) -> Self {
        OpError::Game(e)
    }
}

impl From<RuleViolation> for OpError {
    fn from(e: RuleViolation) -> Self {
        OpError::Game(SeamError::Violation(e))
    }
}

impl From<SinkError> for OpError {
    fn from(e: SinkError) -> Self {
        OpError::Sink(e)
    }
}

//! `tenscore rules under10`: the rules text in the reader's language, one message per section of
//! `locales/LANG/rules-under10.ftl`, in order, a blank line between sections.

use crate::t;

/// The sections, in the order they are read.
pub(super) const SECTIONS: [&str; 17] = [
    "rules-under10-title",
    "rules-under10-markers",
    "rules-under10-aim",
    "rules-under10-round",
    "rules-under10-combinations",
    "rules-under10-call",
    "rules-under10-failed-call",
    "rules-under10-luck",
    "rules-under10-bonus-cards",
    "rules-under10-hand-limit",
    "rules-under10-halving",
    "rules-under10-end",
    "rules-under10-starter",
    "rules-under10-ranking",
    "rules-under10-notation",
    "rules-under10-entering",
    "rules-under10-check",
];

/// The whole text: headings in capitals on their own line, indented table rows and examples.
pub(super) fn text() -> String {
    let mut text = SECTIONS.map(|id| t!(id)).join("\n\n");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests;

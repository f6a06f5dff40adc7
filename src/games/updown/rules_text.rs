//! The words of `tenscore rules updown`.

use crate::t;

/// The messages of `tenscore rules updown`, in order: the sections are separated by a blank
/// line, the messages of a section (a heading, its rules) follow each other line by line.
pub(super) const RULES: &[&[&str]] = &[
    &["rules-updown-title"],
    &["rules-updown-markers"],
    &["rules-updown-aim-heading", "rules-updown-aim"],
    &[
        "rules-updown-rounds-heading",
        "rules-updown-rounds-schedule",
        "rules-updown-rounds-trump",
    ],
    &[
        "rules-updown-bidding-heading",
        "rules-updown-bidding-turn",
        "rules-updown-bidding-any-order",
        "rules-updown-bidding-hook",
    ],
    &[
        "rules-updown-play-heading",
        "rules-updown-play-follow",
        "rules-updown-play-revoke",
        "rules-updown-play-winner",
        "rules-updown-play-example",
        "rules-updown-play-check",
    ],
    &[
        "rules-updown-scoring-heading",
        "rules-updown-scoring-exact",
        "rules-updown-scoring-best",
    ],
    &["rules-updown-end-heading", "rules-updown-end"],
    &["rules-updown-keyboard", "rules-updown-keyboard-refused"],
];

/// The rules in the reader's language, house rulings and conventions marked.
pub(super) fn rules_text() -> String {
    let sections: Vec<String> = RULES
        .iter()
        .map(|section| {
            section
                .iter()
                .map(|&id| t!(id))
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect();
    sections.join("\n\n") + "\n"
}

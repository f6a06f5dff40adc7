//! A `--db` value that is no server URL tenscore reads but looks like a server address: a scheme
//! one or two letters off `postgres` (`postgress://`, `postgre://`, `pg://`), any other
//! `SCHEME://...@...`, `postgres:/...@...` or `postgres//...@...` (the `://` a character short), or
//! `USER:PASSWORD@HOST/...` without a scheme. None of them can be meant as a
//! file name, and taking one for a path would print it whole, password and all: each is refused
//! at once (exit 2), shown with its password as `***`.

use super::{SERVER_FORM, UrlError};
use crate::t;

/// Why `text` (not a `postgres://` URL) is refused instead of taken for a file, if it is.
pub(super) fn refused(text: &str) -> Option<UrlError> {
    if let Some((scheme, rest)) = scheme_and_rest(text) {
        if close_to_postgres(scheme) {
            return Some(UrlError {
                problem: t!(
                    "error-url-scheme-typo",
                    scheme = scheme,
                    url = format!("{scheme}://{}", hidden(rest))
                ),
                hint: t!(
                    "error-url-scheme-typo-hint",
                    url = format!("postgres://{}", hidden(rest))
                ),
            });
        }
        if rest.contains('@') {
            return Some(not_a_file(format!("{scheme}://{}", hidden(rest))));
        }
        return None;
    }
    if let Some(refusal) = separator_slip(text) {
        return Some(refusal);
    }
    let colon = text.find(':')?;
    let user = &text[..colon];
    let after = &text[colon + 1..];
    // `USER:PASSWORD@HOST`: a user without path separators, a password not starting like a path
    // (`C:\...` is a Windows drive), then an `@`.
    if user.is_empty() || user.contains(['/', '\\']) || after.starts_with(['/', '\\']) {
        return None;
    }
    after.contains('@').then(|| not_a_file(hidden(text)))
}

/// `postgres:/...@...` or `postgres//...@...`: a server URL with a user whose `://` lost a
/// slash or its colon. Taken for a path it would be shown whole, password and all; without an
/// `@` (`postgres:/league`) it stays a file name.
fn separator_slip(text: &str) -> Option<UrlError> {
    let end = text.find([':', '/'])?;
    let (scheme, after) = text.split_at(end);
    let rest = (after.starts_with(":/") && !after.starts_with("://"))
        .then(|| &after[2..])
        .or_else(|| after.strip_prefix("//"))?;
    let well_formed = scheme.chars().all(|c| c.is_ascii_alphabetic());
    if !well_formed || !close_to_postgres(scheme) || !rest.contains('@') {
        return None;
    }
    let separator = &after[..after.len() - rest.len()];
    Some(UrlError {
        problem: t!(
            "error-url-separator-typo",
            url = format!("{scheme}{separator}{}", hidden(rest))
        ),
        hint: t!(
            "error-url-scheme-typo-hint",
            url = format!("postgres://{}", hidden(rest))
        ),
    })
}

fn not_a_file(shown: String) -> UrlError {
    UrlError {
        problem: t!("error-url-not-a-file", url = shown),
        hint: t!("error-url-not-a-file-hint", form = SERVER_FORM),
    }
}

/// `SCHEME` and what follows `SCHEME://`, when `text` starts that way (a scheme is a letter,
/// then letters, digits, `+`, `-` or `.`).
fn scheme_and_rest(text: &str) -> Option<(&str, &str)> {
    let (scheme, rest) = text.split_once("://")?;
    let mut chars = scheme.chars();
    let well_formed = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    well_formed.then_some((scheme, rest))
}

/// Whether a scheme is a slip for `postgres` or `postgresql`: at most two edits from either
/// (`postgress`, `postgre`, `postgrs`, `postgresq`), or one of the short names people use for it.
fn close_to_postgres(scheme: &str) -> bool {
    let scheme = scheme.to_ascii_lowercase();
    matches!(scheme.as_str(), "pg" | "pgsql" | "psql")
        || ["postgres", "postgresql"]
            .iter()
            .any(|known| edit_distance(&scheme, known) <= 2)
}

/// Levenshtein distance: the fewest single-character insertions, deletions and substitutions
/// that turn `a` into `b`.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != *cb);
            current.push(substitution.min(previous[j + 1] + 1).min(current[j] + 1));
        }
        previous = current;
    }
    previous[b.len()]
}

/// `USER:PASSWORD@REST` with the password as `***`: everything from the first `:` to the last
/// `@` counts as the password (generously: a password may hold a `/`, `:` or `@`).
pub(super) fn hidden(text: &str) -> String {
    let Some(at) = text.rfind('@') else {
        return text.to_string();
    };
    match text[..at].find(':') {
        Some(colon) => format!("{}:***{}", &text[..colon], &text[at..]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scheme_close_to_postgres_is_a_slip() {
        for slip in [
            "postgress",
            "postgre",
            "postgrs",
            "postgresq",
            "Postgresl",
            "pg",
            "psql",
        ] {
            assert!(close_to_postgres(slip), "{slip}");
        }
        for other in ["http", "mysql", "file", "sqlite", "post"] {
            assert!(!close_to_postgres(other), "{other}");
        }
        assert_eq!(edit_distance("postgress", "postgres"), 1);
        assert_eq!(edit_distance("", "pg"), 2);
    }

    #[test]
    fn a_server_address_a_slash_or_colon_short_is_a_slip_only_with_a_user() {
        for slip in ["postgres:/ann:pw@club/league", "Postgres//ann@club/league"] {
            assert!(separator_slip(slip).is_some(), "{slip}");
        }
        for file in [
            "postgres:/league",
            "postgres//league.db",
            "postgres/ann@club.db",
            "mysql:/ann:pw@club/league",
            "./postgres:/ann:pw@club",
        ] {
            assert!(separator_slip(file).is_none(), "{file}");
        }
    }

    #[test]
    fn the_password_is_hidden_from_the_first_colon_to_the_last_at() {
        assert_eq!(
            hidden("league:SECRETPW@club/league"),
            "league:***@club/league"
        );
        assert_eq!(hidden("ann:a@b:c@club"), "ann:***@club");
        assert_eq!(hidden("ann@club/league"), "ann@club/league");
        assert_eq!(hidden("club/league"), "club/league");
    }
}

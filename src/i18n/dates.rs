//! Days and times as the reader's language writes them: `2026-11-29 10:23` in English,
//! `29-11-2026 10:23` in Dutch, `29.11.2026 10:23` in German. Every date shown to people goes
//! through here; JSON keeps RFC 3339 and the CSV export ISO days, which machines read alike.

use chrono::{DateTime, Datelike, Local, NaiveDate, NaiveDateTime, Timelike};

/// A stored instant (UTC, RFC 3339) in local time; `None` when it does not read.
pub fn in_local_time(stored: &str) -> Option<DateTime<Local>> {
    DateTime::parse_from_rfc3339(stored)
        .ok()
        .map(|t| t.with_timezone(&Local))
}

/// A day with its year: `2026-11-29`, `29-11-2026`, `29.11.2026`.
pub fn day(date: NaiveDate) -> String {
    crate::t!(
        "table-date",
        year = format!("{:04}", date.year()),
        month = two_digits(date.month()),
        day = two_digits(date.day())
    )
}

/// A day of this year, its year left out: `11-29`, `29-11`, `29.11.`.
pub fn day_this_year(date: NaiveDate) -> String {
    crate::t!(
        "table-day-this-year",
        month = two_digits(date.month()),
        day = two_digits(date.day())
    )
}

/// A day with its year and the time of day: `2026-11-29 10:23`, `29.11.2026 10:23`.
pub fn day_and_time(at: NaiveDateTime) -> String {
    format!("{} {}", day(at.date()), time(at))
}

/// A day of this year and the time of day: `11-29 10:23`, `29.11. 10:23`.
pub fn day_this_year_and_time(at: NaiveDateTime) -> String {
    format!("{} {}", day_this_year(at.date()), time(at))
}

/// The time of day, 24 hours, in every language: `10:23`.
fn time(at: NaiveDateTime) -> String {
    format!("{:02}:{:02}", at.hour(), at.minute())
}

fn two_digits(n: u32) -> String {
    format!("{n:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, with};

    #[test]
    fn each_language_writes_a_day_its_own_way() {
        let at = NaiveDate::from_ymd_opt(2026, 11, 29)
            .and_then(|d| d.and_hms_opt(10, 23, 59))
            .unwrap();
        let shown = |lang| {
            with(lang, || {
                [
                    day(at.date()),
                    day_this_year(at.date()),
                    day_and_time(at),
                    day_this_year_and_time(at),
                ]
            })
        };
        assert_eq!(
            shown(Lang::En),
            ["2026-11-29", "11-29", "2026-11-29 10:23", "11-29 10:23"]
        );
        assert_eq!(
            shown(Lang::Nl),
            ["29-11-2026", "29-11", "29-11-2026 10:23", "29-11 10:23"]
        );
        assert_eq!(
            shown(Lang::De),
            ["29.11.2026", "29.11.", "29.11.2026 10:23", "29.11. 10:23"]
        );
        let early = NaiveDate::from_ymd_opt(999, 1, 2).unwrap();
        assert_eq!(with(Lang::De, || day(early)), "02.01.0999");
    }
}

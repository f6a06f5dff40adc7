use super::*;
use crate::games::{TeamStanding, ViolationKind, team_standings};
use proptest::prelude::*;

fn table(players: usize) -> Standing {
    let names: Vec<String> = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"][..players]
        .iter()
        .map(|n| n.to_string())
        .collect();
    Standing::start(&names)
}

fn with_totals(totals: &[i64]) -> Standing {
    let mut standing = table(totals.len());
    for (seat, &total) in standing.seats.iter_mut().zip(totals) {
        seat.total = total;
    }
    standing
}

fn game_of(standing: &Standing, points: &[u32]) -> Result<Outcome, RuleViolation> {
    let input = RoundInput {
        entries: standing
            .seats
            .iter()
            .zip(points)
            .map(|(seat, p)| (seat.name.as_stored().to_string(), p.to_string()))
            .collect(),
        ..RoundInput::default()
    };
    let options = Options::default();
    let entry = Krumme10.parse(&options, standing, None, &input)?;
    Krumme10.score(&options, standing, None, &entry)
}

fn chosen(teams: bool) -> Choices {
    Choices {
        teams,
        ..Choices::default()
    }
}

#[test]
fn teams_follow_the_seating_abab_abcab_ababab() {
    let seats = |players| -> Vec<(String, Vec<usize>)> {
        seating_teams(players)
            .unwrap()
            .into_iter()
            .map(|t| (t.name, t.seats))
            .collect()
    };
    assert_eq!(
        seats(4),
        [("A".into(), vec![0, 2]), ("B".into(), vec![1, 3])]
    );
    assert_eq!(
        seats(5),
        [
            ("A".into(), vec![0, 3]),
            ("B".into(), vec![1, 4]),
            ("C".into(), vec![2])
        ]
    );
    assert_eq!(
        seats(6),
        [("A".into(), vec![0, 2, 4]), ("B".into(), vec![1, 3, 5])]
    );
    assert_eq!(seating_teams(3), None);
}

#[test]
fn options_in_teams_fit_only_tables_of_teams() {
    let options = |teams| Options {
        teams,
        long: false,
        showdown: false,
    };
    for seats in 2..=6 {
        assert!(Krumme10.fits(&options(false), seats), "{seats} alone");
        assert_eq!(
            Krumme10.fits(&options(true), seats),
            seats >= 4,
            "{seats} in teams"
        );
    }
}

#[test]
fn teams_need_4_to_6_players_and_the_table_2_to_6() {
    for players in [2, 3] {
        let refused = Krumme10
            .options(chosen(true), &crate::games::table_of(players))
            .unwrap_err();
        assert_eq!(refused.kind, ViolationKind::AgainstRules);
        assert_eq!(
            format!("{}; {}", refused.problem, refused.legal),
            format!(
                "teams need 4 to 6 players, not {players}; leave out --teams, or seat 4 to 6 players"
            )
        );
    }
    for players in [1, 7] {
        assert_eq!(
            Krumme10
                .options(chosen(false), &crate::games::table_of(players))
                .unwrap_err()
                .problem,
            format!("Krumme10 is played by 2 to 6 players, not {players}")
        );
    }
    let options = Krumme10
        .options(
            Choices {
                teams: true,
                long: true,
                showdown: true,
            },
            &crate::games::table_of(6),
        )
        .unwrap();
    assert_eq!(
        options,
        Options {
            teams: true,
            long: true,
            showdown: true
        }
    );
    assert_eq!(
        Krumme10.describe_options(&options),
        "teams: a team scores its members' average, long: the discard pile is reshuffled once, \
         showdown: all cards are played out"
    );
}

#[test]
fn a_game_adds_each_players_victory_points() {
    let standing = with_totals(&[10, 4, 0]);
    let outcome = game_of(&standing, &[14, 9, 0]).unwrap();
    let totals: Vec<i64> = standing
        .after(&outcome)
        .seats
        .iter()
        .map(|s| s.total)
        .collect();
    assert_eq!(totals, [24, 13, 0]);
    assert_eq!(
        outcome.explanation,
        ["Victory points this game: Ann 14, Bob 9, Cy 0."]
    );
    assert_eq!(
        Krumme10.progress(&Options::default(), &standing),
        Progress::InProgress
    );
}

#[test]
fn a_game_of_more_than_270_points_or_bad_numbers_is_refused() {
    let standing = table(3);
    assert!(game_of(&standing, &[270, 0, 0]).is_ok());
    let refused = game_of(&standing, &[200, 60, 11]).unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "the game's points add up to 271, but 54 cards of at most 5 give at most 270; count \
         again: together at most 270 points"
    );
    // Huge numbers cannot wrap round below the limit.
    assert!(game_of(&standing, &[u32::MAX, 1, 0]).is_err());
    let input = RoundInput {
        entries: vec![
            ("Ann".into(), "-3".into()),
            ("Bob".into(), "1".into()),
            ("Cy".into(), "1".into()),
        ],
        ..RoundInput::default()
    };
    let refused = Krumme10
        .parse(&Options::default(), &standing, None, &input)
        .unwrap_err();
    assert_eq!(refused.kind, ViolationKind::Malformed);
    assert_eq!(
        refused.problem,
        "'Ann=-3' is not a number of victory points"
    );
}

fn ranked(teams: &[Team], totals: &[i64]) -> Vec<(String, i64, usize)> {
    team_standings(teams, &with_totals(totals))
        .into_iter()
        .map(
            |TeamStanding {
                 name, points, rank, ..
             }| (name, points, rank),
        )
        .collect()
}

#[test]
fn a_team_scores_its_members_points_divided_by_their_number_compared_exactly() {
    // Five players: A = seats 0 and 3, B = 1 and 4, C = 2 alone.
    let teams = seating_teams(5).unwrap();
    // B's 31/2 beats A's 30/2 and C's 15/1, which tie.
    assert_eq!(
        ranked(&teams, &[16, 16, 15, 14, 15]),
        [
            ("A".into(), 30, 2),
            ("B".into(), 31, 1),
            ("C".into(), 15, 2)
        ]
    );
    // Two against three members: 31/2 = 15.5 beats 46/3 = 15.33..., though both round to 15.
    let two_and_three = [
        Team {
            name: "A".into(),
            seats: vec![0, 1],
        },
        Team {
            name: "B".into(),
            seats: vec![2, 3, 4],
        },
    ];
    assert_eq!(
        ranked(&two_and_three, &[15, 16, 15, 15, 16]),
        [("A".into(), 31, 1), ("B".into(), 46, 2)]
    );
    // 30/2 and 45/3 are exactly 15 each: a shared rank.
    assert_eq!(
        ranked(&two_and_three, &[15, 15, 15, 15, 15]),
        [("A".into(), 30, 1), ("B".into(), 45, 1)]
    );
    let standing = team_standings(&two_and_three, &with_totals(&[15, 16, 15, 15, 16]));
    assert_eq!(standing[1].score(), 46.0 / 3.0);
}

#[test]
fn in_teams_the_members_of_the_best_team_win_whatever_their_own_rank() {
    let options = serde_json::to_value(Options {
        teams: true,
        ..Options::default()
    })
    .unwrap();
    // Eve has the most points, but team C (Cy alone) has the best average.
    let standing = with_totals(&[14, 9, 20, 17, 22]);
    let game: &dyn crate::games::Game = &Krumme10;
    assert_eq!(game.winners(&options, &standing).unwrap(), [2]);
    assert_eq!(game.ranks(&options, &standing).unwrap(), [4, 5, 2, 3, 1]);
    let alone = serde_json::to_value(Options::default()).unwrap();
    assert_eq!(game.winners(&alone, &standing).unwrap(), [4]);
    // Tied teams share the win.
    let tied = with_totals(&[15, 15, 15, 15]);
    assert_eq!(game.winners(&options, &tied).unwrap(), [0, 1, 2, 3]);
}

proptest! {
    /// A team's score is its members' sum divided by their number, and ranks follow the exact
    /// averages.
    #[test]
    fn team_scores_are_the_members_average(totals in prop::collection::vec(0i64..=270, 4..=6)) {
        let teams = seating_teams(totals.len()).unwrap();
        let standing = team_standings(&teams, &with_totals(&totals));
        for team in &standing {
            let sum: i64 = team.seats.iter().map(|&s| totals[s]).sum();
            prop_assert_eq!(team.points, sum);
            prop_assert!((team.score() - sum as f64 / team.seats.len() as f64).abs() < 1e-9);
            for other in &standing {
                let mine = i128::from(team.points) * other.seats.len() as i128;
                let theirs = i128::from(other.points) * team.seats.len() as i128;
                if mine > theirs {
                    prop_assert!(team.rank < other.rank);
                }
                if mine == theirs {
                    prop_assert_eq!(team.rank, other.rank);
                }
            }
        }
    }
}

#[test]
fn a_stored_game_above_270_points_is_refused_when_scored_again() {
    // What `check history` replays: the entry as stored, never parsed again.
    let standing = table(2);
    let options = Options::default();
    let stored = Entry {
        points: vec![200, 71],
    };
    let refused = Krumme10
        .score(&options, &standing, None, &stored)
        .unwrap_err();
    assert!(refused.problem.contains("give at most 270"), "{refused:?}");
    let fits = Entry {
        points: vec![200, 70],
    };
    assert!(Krumme10.score(&options, &standing, None, &fits).is_ok());
}

#[test]
fn the_rules_text_says_the_turn_order_and_leaves_who_starts_to_the_table() {
    let text = Krumme10.rules_text();
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for said in [
        "most recently had an odd-numbered birthday start. Who that is, the table decides; \
         tenscore does not ask. [tenscore convention]",
        "From the starting player, play goes clockwise",
        "A pink 4's reversal (see FOURS) turns it round at once, so the very next turn already \
         goes the other way, and it stays that way, across displays, until the next reversal. \
         [house ruling]",
        "A player with no cards left is skipped, so the same player plays twice in a row only \
         when no one else has cards.",
        "`--counterclockwise` when a reversal in an earlier display still holds",
    ] {
        assert!(flat.contains(said), "missing {said:?}");
    }
    assert!(text.matches("[house ruling]").count() >= 8);
    assert!(text.lines().all(|line| line.chars().count() <= 100));
}

#[test]
fn every_rule_is_marked_alike_in_english_dutch_and_german() {
    use crate::i18n::{Lang, with};
    // The same markers, in each language's words, as often in every message of the rules text.
    let markers = [
        ["[house ruling", "[huisregel", "[Hausregel"],
        [
            "[tenscore convention]",
            "[tenscore-afspraak]",
            "[tenscore-Konvention]",
        ],
        ["[variant]", "[variant]", "[Variante]"],
    ];
    for id in RULES.iter().flat_map(|ids| ids.iter()) {
        let texts = Lang::ALL.map(|lang| with(lang, || t!(id)));
        for words in &markers {
            let counts: Vec<usize> = (texts.iter().zip(words))
                .map(|(text, word)| text.matches(word).count())
                .collect();
            assert!(
                counts.iter().all(|&n| n == counts[0]),
                "{id}: {words:?} {counts:?}"
            );
        }
    }
    let english = with(Lang::En, rules_text);
    assert_eq!(english.matches("[house ruling").count(), 11);
    // Headings stay headings: the same number of lines in capitals in every language.
    let headings = |text: &str| {
        text.lines()
            .filter(|line| {
                let letters: Vec<char> = line.chars().filter(|c| c.is_alphabetic()).collect();
                letters.len() > 1 && letters.iter().all(|c| c.is_uppercase())
            })
            .count()
    };
    for lang in [Lang::Nl, Lang::De] {
        assert_eq!(
            headings(&with(lang, rules_text)),
            headings(&english),
            "{lang:?}"
        );
    }
}

#[test]
fn a_team_score_is_written_with_the_languages_decimal_comma() {
    use crate::i18n::{Lang, with};
    let standing = table(4);
    let options = Options {
        teams: true,
        ..Options::default()
    };
    let outcome = |lang| {
        with(lang, || {
            Krumme10
                .score(
                    &options,
                    &standing,
                    None,
                    &Entry {
                        points: vec![14, 9, 3, 0],
                    },
                )
                .unwrap()
                .explanation
        })
    };
    assert_eq!(
        outcome(Lang::En)[1],
        "Teams this game: team A 17, team B 9 points; a team scores its members' points divided \
         by their number: team A 8.50 and team B 4.50."
    );
    assert_eq!(
        outcome(Lang::Nl)[0],
        "Overwinningspunten dit potje: Ann 14, Bob 9, Cy 3, Dee 0."
    );
    assert_eq!(
        outcome(Lang::Nl)[1],
        "Teams dit potje: team A 17, team B 9 punten; een team krijgt de punten van zijn leden \
         gedeeld door hun aantal: team A 8,50 en team B 4,50."
    );
    assert_eq!(
        outcome(Lang::De)[2],
        "Teamstand jetzt: Team A 8,50 und Team B 4,50."
    );
    assert_eq!(
        with(Lang::De, || Krumme10.next_round(&options, &standing, None)),
        "Durchgang 1: Wer zuletzt einen ungeraden Geburtstag hatte, beginnt; Siegpunkte eintragen."
    );
    assert_eq!(
        with(Lang::Nl, || Krumme10.season_columns()[1].title()),
        "Punten per potje in teams"
    );
    assert_eq!(
        with(Lang::En, || Krumme10.season_columns()[1].title()),
        "Points per game in teams"
    );
}

use super::*;

#[test]
fn game_ids_and_aliases_parse() {
    for text in [
        "under10",
        "onderde10",
        "under-the-10",
        "UNDER10",
        " Under10 ",
    ] {
        assert_eq!(
            text.parse::<GameId>(),
            Ok(GameId::all().next().unwrap()),
            "{text}"
        );
    }
    assert_eq!("poker".parse::<GameId>(), Err(UnknownGame("poker".into())));
}

#[test]
fn ties_share_a_rank_and_the_next_rank_skips() {
    let keys = vec![vec![0, 57], vec![0, 12], vec![0, 57], vec![1, 3]];
    assert_eq!(ranks(&keys), vec![2, 1, 2, 4]);
    let keys = vec![vec![5], vec![5], vec![9]];
    assert_eq!(ranks(&keys), vec![1, 1, 3]);
}

#[test]
fn seats_are_found_by_name_whatever_the_case() {
    let standing = Standing::start(&["Ann".into(), "Éva".into()]);
    assert_eq!(standing.seat_of("ann"), Some(0));
    assert_eq!(standing.seat_of(" ÉVA "), Some(1));
    assert_eq!(standing.seat_of("Bob"), None);
}

#[test]
fn ordinals_read_as_people_say_them() {
    let said: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 103, 111]
        .map(ordinal)
        .into();
    assert_eq!(
        said,
        [
            "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "103rd", "111th"
        ]
    );
}

#[test]
fn a_table_outside_the_games_seats_is_refused_naming_them() {
    let refused = check_player_count(&pig10::ABOUT, 9).unwrap_err();
    assert_eq!(refused.kind, ViolationKind::AgainstRules);
    assert_eq!(
        format!("{}; {}", refused.problem, refused.legal),
        "Pig 10 is played by 2 to 8 players, not 9; seat 2 to 8 players"
    );
    assert!(check_player_count(&pig10::ABOUT, 2).is_ok());
}

#[test]
fn every_game_is_found_by_its_id_and_its_aliases() {
    for game in GameId::all() {
        assert_eq!(game.id().parse::<GameId>(), Ok(game));
        for alias in game.aliases() {
            assert_eq!(alias.to_uppercase().parse::<GameId>(), Ok(game), "{alias}");
        }
        assert_eq!(game.game().id(), game, "{game}");
    }
    // Every game's flags are its own: one flag name never means two things.
    let mut flags: Vec<&str> = GAMES
        .iter()
        .flat_map(|game| game.round_flags().iter().chain(game.opening_flags()))
        .map(|flag| flag.name)
        .collect();
    let count = flags.len();
    flags.sort_unstable();
    flags.dedup();
    assert_eq!(flags.len(), count, "{flags:?}");
    assert_eq!(
        GameId::known_list(),
        "under10 (onderde10, under-the-10), updown (10-op-en-neer, oh-hell), pig10 (pig-10), \
         krumme10 (krumme-10), tenstuff (ten-stuff)"
    );
}

#[test]
fn an_article_goes_as_the_word_is_said() {
    for (word, said) in [
        ("5", "a 5"),
        ("8", "an 8"),
        ("8♥", "an 8♥"),
        ("11", "an 11"),
        ("18", "an 18"),
        ("81", "an 81"),
        ("10", "a 10"),
        ("1", "a 1"),
        ("A♠", "an A♠"),
        ("A", "an A"),
        ("ace", "an ace"),
        ("pink 4", "a pink 4"),
        ("heart", "a heart"),
        ("joker", "a joker"),
    ] {
        assert_eq!(a_or_an(word), said);
    }
}

#[test]
fn what_a_count_counts_is_said_in_each_language() {
    use crate::i18n::{Lang, with};
    let standing = Standing::start(&["Ann".into(), "Bob".into()]);
    let refusal = |lang, noun, entries: &[(&str, &str)]| {
        let entries: Entries = entries
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        with(lang, || {
            let v = per_seat_numbers(&standing, &entries, Counted { noun }).unwrap_err();
            format!("{}; {}", v.problem, v.legal)
        })
    };
    let not_a_count = [("Ann", "x"), ("Bob", "1")];
    let missing = [("Ann", "1")];
    for (noun, nl, de) in [
        ("bid", "'Ann=x' is geen bod", "kein Gebot für Bob"),
        (
            "tricks",
            "'Ann=x' is geen aantal slagen",
            "keine Stiche für Bob",
        ),
        (
            "cards",
            "'Ann=x' is geen aantal kaarten",
            "keine Karten für Bob",
        ),
        (
            "points",
            "'Ann=x' is geen aantal overwinningspunten",
            "keine Punkte für Bob",
        ),
    ] {
        assert!(
            refusal(Lang::Nl, noun, &not_a_count).starts_with(nl),
            "{noun}"
        );
        assert!(refusal(Lang::De, noun, &missing).starts_with(de), "{noun}");
    }
    assert!(refusal(Lang::En, "bid", &missing).starts_with("no bid for Bob"));
}

#[test]
fn options_are_the_same_as_the_game_reads_them() {
    let updown = "updown".parse::<GameId>().unwrap().game();
    let same = |a: serde_json::Value, b: serde_json::Value| updown.same_options(&a, &b).unwrap();
    // An option left out where it has a default (a match made before it existed) is that default.
    let before_no_trump = serde_json::json!({"peak": 5, "hook": true});
    let with_no_trump = serde_json::json!({"peak": 5, "hook": true, "no_trump": false});
    assert!(same(before_no_trump.clone(), with_no_trump));
    assert!(!same(
        before_no_trump.clone(),
        serde_json::json!({"peak": 5, "hook": false})
    ));
    assert!(!same(
        before_no_trump,
        serde_json::json!({"peak": 4, "hook": true})
    ));
    // Options the game cannot read are the store's or the file's problem, not "the same".
    assert!(
        updown
            .same_options(&serde_json::json!({"peak": "five"}), &serde_json::json!({}))
            .is_err()
    );
}

#[test]
fn an_options_key_no_game_has_is_named_and_every_key_a_game_writes_is_known() {
    let game = |id: &str| id.parse::<GameId>().unwrap().game();
    let json = |text: &str| serde_json::from_str::<serde_json::Value>(text).unwrap();
    // Every key, including those written only when not the default.
    let known = [
        (
            "under10",
            r#"{"end": "first-out", "bonus_cards": true, "starter": 2}"#,
        ),
        (
            "updown",
            r#"{"peak": 10, "hook": true, "no_trump": true, "referee": true}"#,
        ),
        ("pig10", "{}"),
        (
            "krumme10",
            r#"{"long": true, "showdown": true, "teams": true}"#,
        ),
        ("tenstuff", r#"{"casual": true}"#),
    ];
    for (id, options) in known {
        assert_eq!(game(id).unknown_option_key(&json(options)), None, "{id}");
        let with_colour = json(
            &options
                .replacen('{', r#"{"colour": "red", "#, 1)
                .replace(", }", "}"),
        );
        assert_eq!(
            game(id).unknown_option_key(&with_colour),
            Some("colour".to_string()),
            "{id}"
        );
    }
    // Not an object: no key to name (reading it is refused elsewhere).
    assert_eq!(game("pig10").unknown_option_key(&json("[]")), None);
}

/// The store keeps a player's season of a game at their key times 16 plus the game's number:
/// two games sharing one, or one out of 1 to 15, would mix two seasons.
#[test]
fn every_game_has_a_number_of_its_own_from_1_to_15() {
    let numbers: std::collections::BTreeSet<u8> = GameId::all().map(GameId::number).collect();
    assert_eq!(numbers.len(), GAMES.len());
    assert!(numbers.iter().all(|n| (1..=15).contains(n)), "{numbers:?}");
}

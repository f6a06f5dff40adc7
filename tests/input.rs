//! What people type, read one way everywhere (issue 12, items 7 to 9): names that cannot deceive,
//! cheap checks before expensive ones, and one reading of a number and of a match id. Every
//! refusal is one line, exit 2 or 3, and leaves the file byte for byte as it was.

use serde_json::Value;

use crate::common::TestEnv;

const USE_LETTERS: &str = "a name may hold letters, digits, spaces and punctuation but = , : @ >, e.g. O'Brien or Ann-Marie";

// "At once": the count is taken before the entries are read one by one, so the refusal names the
// count. How fast that is belongs to the benchmarks, never to a timed test (it failed on loaded
// machines).

/// An environment whose database already holds a match, so that a refusal can be shown to leave
/// the file exactly as it was.
fn with_a_file() -> TestEnv {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Ann,Bob"]);
    env
}

/// `count` short names, different from each other: "a", "b", ..., "aa", "ab", ... (letters only,
/// so that none reads as a number and the command line stays short).
fn many_names(count: usize) -> Vec<String> {
    (0..count)
        .map(|mut n| {
            let mut name = Vec::new();
            loop {
                name.push(b'a' + (n % 26) as u8);
                n /= 26;
                if n == 0 {
                    break;
                }
                n -= 1;
            }
            name.reverse();
            String::from_utf8(name).unwrap()
        })
        .collect()
}

/// `--players` given as several comma-separated lists (one argument may not exceed 128 KiB).
fn players_in_lists(names: &[String]) -> Vec<String> {
    names
        .chunks(2000)
        .flat_map(|chunk| ["--players".to_string(), chunk.join(",")])
        .collect()
}

// --- 7. names that cannot deceive ----------------------------------------------------------------

/// Each deceiving name (with Bob and Cy beside it) and the refusal it gets, on every path.
fn deceiving_names() -> Vec<(String, String)> {
    let holds = |shown: &str, what: &str, why: &str| {
        format!("the name '{shown}' holds {what}, which {why}; {USE_LETTERS}")
    };
    let reorders = "changes how text around it reads";
    let breaks = "breaks the line it is printed on";
    vec![
        (
            "A\u{202E}x".into(),
            holds("A<U+202E>x", "U+202E (RIGHT-TO-LEFT OVERRIDE)", reorders),
        ),
        (
            "A\u{202D}x".into(),
            holds("A<U+202D>x", "U+202D (LEFT-TO-RIGHT OVERRIDE)", reorders),
        ),
        (
            "A\u{202A}x".into(),
            holds("A<U+202A>x", "U+202A (LEFT-TO-RIGHT EMBEDDING)", reorders),
        ),
        (
            "A\u{2067}x".into(),
            holds("A<U+2067>x", "U+2067 (RIGHT-TO-LEFT ISOLATE)", reorders),
        ),
        (
            "A\u{200E}x".into(),
            holds("A<U+200E>x", "U+200E (LEFT-TO-RIGHT MARK)", reorders),
        ),
        (
            "A\u{061C}x".into(),
            holds("A<U+061C>x", "U+061C (ARABIC LETTER MARK)", reorders),
        ),
        (
            "A\u{2028}x".into(),
            holds("A<U+2028>x", "U+2028 (LINE SEPARATOR)", breaks),
        ),
        (
            "A\u{2029}x".into(),
            holds("A<U+2029>x", "U+2029 (PARAGRAPH SEPARATOR)", breaks),
        ),
        (
            "\u{200B}".into(),
            format!(
                "the name '<U+200B>' is only invisible characters, such as U+200B (ZERO WIDTH \
                 SPACE), so it reads as empty; {USE_LETTERS}"
            ),
        ),
        (
            "\u{2060}\u{FEFF}".into(),
            format!(
                "the name '<U+2060><U+FEFF>' is only invisible characters, such as U+2060 (WORD \
                 JOINER), so it reads as empty; {USE_LETTERS}"
            ),
        ),
        (
            "-h".into(),
            "the name '-h' starts with '-', which would read as an option (a later `round -h=3` \
             prints help); start the name with a letter or digit; '-' may come later, e.g. \
             Ann-Marie"
                .into(),
        ),
    ]
}

#[test]
fn deceiving_names_are_refused_by_new_saying_which_character_and_why() {
    let env = with_a_file();
    let before = env.db_bytes();
    for (name, message) in deceiving_names() {
        let players = format!("--players={name},Bob,Cy");
        for game in ["under10", "pig10", "tenstuff"] {
            let refused = env.fails(&["new", game, &players], 2);
            assert_eq!(refused, message, "{name:?}");
            assert!(!refused.contains(['\u{202E}', '\u{2028}', '\u{200B}', '\u{061C}']));
        }
        assert_eq!(env.db_bytes(), before, "{name:?} wrote to the database");
    }
}

#[test]
fn names_that_differ_only_by_invisible_characters_are_refused() {
    let env = with_a_file();
    let before = env.db_bytes();
    // An invisible format character is refused in the name that holds it (issue 31); a
    // variation selector, which a name may hold, still makes two names look alike.
    let format_char = |shown: &str, char: &str| {
        format!(
            "the name '{shown}' holds {char}, an invisible character, so it would look like \
             another name; type the name without it; letters, digits, spaces and punctuation but \
             = , : @ > are fine, e.g. O'Brien"
        )
    };
    for (players, message) in [
        (
            "Ann,Bob,A\u{200B}nn",
            format_char("A<U+200B>nn", "U+200B (ZERO WIDTH SPACE)"),
        ),
        (
            "Ann\u{00AD},Bob,ANN",
            format_char("Ann<U+00AD>", "U+00AD (SOFT HYPHEN)"),
        ),
        (
            "Bo\u{200D}b,Cy,B\u{FE0F}ob",
            format_char("Bo<U+200D>b", "U+200D (ZERO WIDTH JOINER)"),
        ),
        (
            "Bob,Cy,B\u{FE0F}ob",
            "the names 'Bob' and 'B<U+FE0F>ob' differ only by invisible characters such as \
             U+FE0F (VARIATION SELECTOR-16), so they look the same; give each player a different \
             name, e.g. Bob and Bob B"
                .to_string(),
        ),
    ] {
        assert_eq!(
            env.fails(&["new", "krumme10", "--players", players], 2),
            message,
            "{players:?}"
        );
        assert_eq!(env.db_bytes(), before);
    }
    // The existing words for one name typed twice stay.
    assert_eq!(
        env.fails(&["new", "krumme10", "--players", "Ann,Bob,ann"], 2),
        "'Ann' and 'ann' are the same name typed twice (case does not tell players apart); give each player a different name, e.g. Ann and Ann B"
    );
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_name_starting_with_a_dash_cannot_turn_a_later_round_into_help() {
    let env = with_a_file();
    let before = env.db_bytes();
    for players in [
        "--players=-h,Bob,Cy",
        "--players=Bob, -h,Cy",
        "--players=Bob,--help",
    ] {
        let refused = env.fails(&["new", "under10", players], 2);
        assert!(
            refused.contains("starts with '-', which would read as an option"),
            "{refused}"
        );
    }
    assert_eq!(env.db_bytes(), before);
    // A dash inside a name is fine.
    env.new_match(&["under10", "--players", "Ann-Marie,Bob"]);
    env.ok(&["round", "Ann-Marie=3", "Bob=9", "--call", "Ann-Marie"]);
}

#[test]
fn the_check_forms_refuse_the_same_names_the_same_way() {
    let env = TestEnv::new();
    for (name, message) in deceiving_names() {
        let players = format!("--players={name},Bob,Cy");
        let forms: [Vec<&str>; 4] = [
            vec!["pig10", "pile", &players, "Bob:3"],
            vec![
                "updown", "trick", "--trump", "H", &players, "KC", "AS", "5C",
            ],
            vec!["krumme10", "display", &players, "Bob:3"],
            vec!["under10", "call", "--call", "Bob", "Bob=3", "Cy=4"],
        ];
        for form in &forms[..3] {
            assert_eq!(env.check_fails(form[0], &form[1..], 2), message, "{form:?}");
        }
        // Tenstuff names its players with their hands.
        let hand = format!("{name}=3D");
        assert_eq!(
            env.check_fails("tenstuff", &["first", "--", &hand, "Bob=4C", "Cy=5S"], 2),
            message
        );
        // A check form with no names of its own still answers.
        env.check_json(forms[3][0], &forms[3][1..], 0);
    }
    assert!(!env.db().exists(), "check never opens the database");
}

// --- 8. cheap checks first -----------------------------------------------------------------------

#[test]
fn forty_thousand_players_are_refused_at_once() {
    let env = with_a_file();
    let before = env.db_bytes();
    let names = many_names(40_000);
    for (game, title, seats) in [
        ("pig10", "Pig 10", "2 to 8"),
        ("under10", "Under the 10", "2 to 6"),
    ] {
        let mut args: Vec<&str> = vec!["new", game, "--players"];
        args.extend(names.iter().map(String::as_str));
        let refused = env.fails(&args, 3);
        assert_eq!(
            refused,
            format!(
                "{title} is played by {seats} players, not 40000; name {seats} players, \
                 separated by commas"
            )
        );
        assert_eq!(env.db_bytes(), before);
    }
    // Repeated names are still found, at once, when there are as many as the game seats.
    let mut args: Vec<String> = ["new", "pig10", "--players"].map(String::from).to_vec();
    args.extend(["Ann", "Bob", "ann"].map(String::from));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    assert_eq!(
        env.fails(&args, 2),
        "'Ann' and 'ann' are the same name typed twice (case does not tell players apart); give each player a different name, e.g. Ann and Ann B"
    );
}

/// A check form refused as a verdict (exit 3): its reason.
fn refused_at_once(env: &TestEnv, game: &str, args: &[String]) -> String {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let verdict: Value = env.check_json(game, &args, 3);
    assert_eq!(verdict["legal"], false);
    verdict["reason"].as_str().unwrap().to_string()
}

#[test]
fn a_hundred_thousand_entries_are_refused_at_once() {
    let env = TestEnv::new();
    let names = many_names(100_000);

    let mut call: Vec<String> = ["call", "--call", "a"].map(String::from).to_vec();
    call.extend(names.iter().map(|name| format!("{name}=3")));
    assert_eq!(
        refused_at_once(&env, "under10", &call),
        "Under the 10 is played by 2 to 6 players, not 100000; seat 2 to 6 players"
    );

    let mut pile: Vec<String> = vec!["pile".into()];
    pile.extend(players_in_lists(&names));
    pile.push("a:3".into());
    assert_eq!(
        refused_at_once(&env, "pig10", &pile),
        "Pig 10 is played by 2 to 8 players, not 100000; seat 2 to 8 players"
    );

    let mut trick: Vec<String> = ["trick", "--trump", "H"].map(String::from).to_vec();
    trick.extend(players_in_lists(&names));
    trick.extend(["KC", "AS", "5C"].map(String::from));
    assert_eq!(
        refused_at_once(&env, "updown", &trick),
        "10 op en neer is played by 3 to 7 players, not 100000; seat 3 to 7 players"
    );

    // Krumme10 seats the players the plays name, or the ones given.
    let mut display: Vec<String> = vec!["display".into()];
    display.extend(names.iter().map(|name| format!("{name}:0")));
    assert_eq!(
        refused_at_once(&env, "krumme10", &display),
        "Krumme10 is played by 2 to 6 players, but the plays name 100000; seat 2 to 6 players"
    );
    let mut seated: Vec<String> = vec!["display".into()];
    seated.extend(players_in_lists(&names[..50_000]));
    seated.extend(names[..50_000].iter().map(|name| format!("{name}:0")));
    assert_eq!(
        refused_at_once(&env, "krumme10", &seated),
        "Krumme10 is played by 2 to 6 players, not 50000; seat 2 to 6 players"
    );

    let mut first: Vec<String> = vec!["first".into()];
    first.extend(names.iter().map(|name| format!("{name}=3D")));
    assert_eq!(
        refused_at_once(&env, "tenstuff", &first),
        "100000 hands given, but Tenstuff is played by 2 to 8 players; give every player's \
         hand, one NAME=CARD,... each"
    );
    assert!(!env.db().exists(), "check never opens the database");
}

#[test]
fn a_round_of_a_hundred_thousand_entries_is_refused_at_once() {
    let env = TestEnv::new();
    env.new_match(&["tenstuff", "--players", "Ann,Bob,Cy"]);
    let before = env.db_bytes();
    let names = many_names(100_000);
    let order = names[..20_000].join(",");
    assert_eq!(
        env.fails(&["round", "--order", &order], 2),
        "there is no player 'a' in this match; the players are Ann, Bob, Cy"
    );
    let mut entries: Vec<&str> = vec!["round"];
    let typed: Vec<String> = names.iter().map(|name| format!("{name}=1")).collect();
    entries.extend(typed.iter().map(String::as_str));
    env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    let before_pig = env.db_bytes();
    assert_eq!(
        env.fails(&entries, 2),
        "there is no player 'a' in this match; the players are Ann, Bob, Cy"
    );
    assert_eq!(env.db_bytes(), before_pig);
    assert_ne!(before, before_pig);
}

// --- 9. one reading of a number everywhere -------------------------------------------------------

/// One match of every game that reads counts in its entries, each with Ann, Bob and Cy (10 op en
/// neer's first round has its bids in, one card each), and the words each game's entry is read
/// with.
struct Table {
    env: TestEnv,
}

impl Table {
    fn new() -> Table {
        let env = TestEnv::new();
        for game in ["under10", "pig10", "krumme10", "updown"] {
            env.new_match(&[game, "--players", "Ann,Bob,Cy"]);
        }
        env.ok(&["bid", "4", "Ann=0", "Bob=1", "Cy=0"]);
        env.new_match(&["updown", "--players", "Ann,Bob,Cy"]);
        Table { env }
    }

    /// Every game's entry for Ann with `typed` as her count, the others' fixed: the command line
    /// and the refusal of a count written with a sign.
    fn rounds(typed: &str) -> Vec<(Vec<String>, String)> {
        let ann = format!("Ann={typed}");
        let owned = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
        vec![
            (
                owned(&["round", "1", &ann, "Bob=4", "Cy=9", "--call", "Bob"]),
                format!("{ann}: '{typed}' is not a number of points"),
            ),
            (
                owned(&["round", "2", &ann, "Bob=4", "Cy=9"]),
                format!("'{ann}' is not a number of cards"),
            ),
            (
                owned(&["round", "3", &ann, "Bob=4", "Cy=9"]),
                format!("'{ann}' is not a number of victory points"),
            ),
            (
                owned(&["round", "4", &ann, "Bob=1", "Cy=0"]),
                format!("'{ann}' is not a number of tricks"),
            ),
            (
                owned(&["bid", "5", &ann, "Bob=1", "Cy=0"]),
                format!("'{ann}' is not a bid"),
            ),
        ]
    }
}

#[test]
fn a_count_with_a_sign_is_refused_in_every_game_with_the_number_to_write() {
    let table = Table::new();
    let env = &table.env;
    let before = env.db_bytes();
    for (typed, unsigned) in [("+0", "0"), ("-0", "0"), ("+00", "00")] {
        for (args, problem) in Table::rounds(typed) {
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let refused = env.fails(&args, 2);
            let fix = if args.contains(&"--call") {
                format!("write the points without the sign: {unsigned}")
            } else {
                format!("write it without the sign: Ann={unsigned}")
            };
            assert_eq!(refused, format!("{problem}; {fix}"), "{args:?}");
            assert_eq!(env.db_bytes(), before, "{args:?} wrote to the database");
        }
    }
    // `+1` is refused as the issue found it accepted in Pig 10 and refused in Under the 10.
    for (args, problem) in Table::rounds("+1") {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let refused = env.fails(&args, 2);
        assert!(refused.starts_with(&problem), "{args:?}: {refused}");
        assert!(refused.ends_with("without the sign: 1") || refused.ends_with("=1"));
    }
    // A number below zero is refused everywhere too (exit 2).
    for (args, _) in Table::rounds("-2") {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let refused = env.fails(&args, 2);
        assert!(refused.contains("Ann=-2"), "{args:?}: {refused}");
    }
    assert_eq!(env.db_bytes(), before);
}

#[test]
fn a_count_with_spaces_around_it_is_read_in_every_game() {
    let table = Table::new();
    let env = &table.env;
    for (args, _) in Table::rounds(" 0 ") {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        env.ok(&args);
    }
    let scores = |id: i64| -> Vec<i64> {
        env.standings(id)["players"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["name"] == "Ann")
            .map(|p| p["score"].as_i64().unwrap())
            .collect()
    };
    // Ann's 0: no points in Under the 10 (Bob called), no cards, no victory points, a bid of 0
    // made (10 points) in 10 op en neer.
    assert_eq!(scores(1), [0]);
    assert_eq!(scores(2), [0]);
    assert_eq!(scores(3), [0]);
    assert_eq!(scores(4), [10]);
    assert_eq!(env.standings(5)["status"], "in-progress");
}

#[test]
fn flags_that_count_read_numbers_as_entries_do() {
    let env = with_a_file();
    let before = env.db_bytes();
    for (peak, reason) in [
        ("+3", "write the number without its sign: 3"),
        ("-0", "write the number without its sign: 0"),
        ("x", "invalid digit found in string"),
    ] {
        assert_eq!(
            env.fails(
                &[
                    "new",
                    "updown",
                    "--players",
                    "Ann,Bob,Cy",
                    &format!("--peak={peak}")
                ],
                2
            ),
            format!(
                "invalid value '{peak}' for '--peak <N>': {reason}; see `tenscore new updown --help`"
            )
        );
        assert_eq!(env.db_bytes(), before);
    }
    let id = env.new_match(&["updown", "--players", "Ann,Bob,Cy", "--peak", " 2 "]);
    assert_eq!(env.standings(id)["status"], "in-progress");
    let shown = env.ok(&["new", "updown", "--players", "Ann,Bob,Cy", "--peak=02"]);
    assert!(shown.contains("3 rounds"), "{shown}");

    // The referee's counts: cards, seats and bids of `check updown bids`, pile values of Pig 10.
    for args in [
        &["updown", "bids", "--cards", "+5", "--seats", "4"][..],
        &["updown", "bids", "--cards", "5", "--seats", "+4"][..],
        &["updown", "bids", "--cards", "5", "--seats", "4", "+1"][..],
        &["pig10", "play", "--pile", "+7", "2"][..],
        &["pig10", "play", "--pile", "7", "2", "--says=-0"][..],
    ] {
        let refused = env.check_fails(args[0], &args[1..], 2);
        assert!(
            refused.contains("write the number without its sign"),
            "{args:?}: {refused}"
        );
    }
    for args in [
        &["pig10", "play", "+2"][..],
        &["pig10", "pile", "--players", "Ann,Bob", "Ann:5@+0"][..],
    ] {
        let refused = env.check_fails(args[0], &args[1..], 2);
        assert!(refused.starts_with("'+"), "{args:?}: {refused}");
    }
    env.check_json(
        "updown",
        &["bids", "--cards", " 5", "--seats", "4 ", " 1 "],
        0,
    );
    env.check_json("pig10", &["play", "--pile", " 7", " 2", "--says", "9 "], 0);
}

#[test]
fn a_match_id_reads_the_same_for_every_command() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob,Cy"]);
    env.new_match(&["pig10", "--players", "Ann,Bob,Cy"]);
    env.new_match(&["updown", "--players", "Ann,Bob,Cy"]);

    // ' 1' is match 1 wherever a match is named.
    env.ok(&["round", " 1", "Ann=3", "Bob=4", "Cy=9", "--call", "Bob"]);
    env.ok(&["bid", " 3 ", "Ann=0", "Bob=1", "Cy=0"]);
    assert_eq!(env.json(&["show", " 1"])["match"], 1);
    assert_eq!(env.json(&["standings", "1 "])["match"], 1);
    assert_eq!(env.json(&["standings", "01"])["match"], 1);
    env.ok(&[
        "edit",
        " 1",
        " 1",
        "Ann=3",
        "Bob=4",
        "Cy=8",
        "--call",
        "Bob",
        "--reason",
        "recounted",
    ]);
    env.ok(&["undo", " 1"]);
    env.ok(&["round", "1", "Ann=3", "Bob=4", "Cy=9", "--call", "Bob"]);
    env.ok(&["finish", " 1"]);
    assert_eq!(env.json(&["standings", "1"])["status"], "finished");
    // `play` reads it the same way: it gets as far as asking for a terminal.
    let refused = env.fails(&["play", " 2"], 2);
    assert!(refused.contains("needs a terminal"), "{refused}");

    // A match id with a sign is refused by every command, saying what to write.
    let before = env.db_bytes();
    let reason = "write the number without its sign: 2";
    for command in ["show", "standings", "undo", "finish", "play"] {
        assert_eq!(
            env.fails(&[command, "+2"], 2),
            format!("invalid value '+2' for '[MATCH]': {reason}; see `tenscore {command} --help`"),
            "{command}"
        );
    }
    assert_eq!(
        env.fails(&["edit", "+2", "1", "Ann=1", "--reason", "x"], 2),
        format!("invalid value '+2' for '<MATCH>': {reason}; see `tenscore edit --help`")
    );
    assert_eq!(
        env.fails(&["round", "+2", "Ann=1", "Bob=1", "Cy=1"], 2),
        format!("'+2' is not a match id; {reason}")
    );
    assert_eq!(
        env.fails(&["bid", "+3", "Ann=1", "Bob=1", "Cy=1"], 2),
        "'+3' is not a match id; write the number without its sign: 3"
    );
    assert_eq!(
        env.fails(&["show", " -2"], 2),
        "invalid value ' -2' for '[MATCH]': the number cannot be negative; see `tenscore show \
         --help`"
    );
    assert_eq!(env.db_bytes(), before);
}

//! The wording faults of batch s52 (helper W: Dutch and German as a native speaker writes
//! them), each pinned by a test that fails without its fix.

use tenscore::i18n::{Lang, with};

use crate::common::TestEnv;

/// A message rendered in `lang`.
macro_rules! said {
    ($lang:expr, $($rest:tt)*) => {
        with($lang, || tenscore::t!($($rest)*))
    };
}

/// The words of a command in backticks as a POSIX shell reads them (the shell itself splits
/// them): what pasting the hint would run.
fn pasted(line: &str) -> Vec<String> {
    let command = line
        .split('`')
        .nth(1)
        .unwrap_or_else(|| panic!("no command in backticks: {line}"));
    let tail = command
        .strip_prefix("tenscore ")
        .unwrap_or_else(|| panic!("not a tenscore command: {command}"));
    let out = std::process::Command::new("sh")
        .args([
            "-c",
            &format!("for word in {tail}; do printf '%s\\n' \"$word\"; done"),
        ])
        .output()
        .expect("sh runs");
    assert!(out.status.success(), "the shell could not read: {tail}");
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(str::to_string)
        .collect()
}

/// A missing series with a space (or a quote) in its name: the hint quotes it, and the pasted
/// command makes the series the evening then counts in.
#[test]
fn the_missing_series_hint_quotes_the_name_so_pasting_it_works() {
    let env = TestEnv::new();
    let new_evening = |lang: &str, series: &str| {
        let args = [
            "--lang",
            lang,
            "event",
            "new",
            "X",
            "--game",
            "pig10",
            "--players",
            "A,B,C,D",
            "--series",
            series,
        ];
        env.fails(&args, 2)
    };
    let line = new_evening("nl", "Seizoen 2026");
    assert_eq!(
        line,
        "er is geen reeks met de naam 'Seizoen 2026'; maak die eerst: `tenscore series new 'Seizoen 2026' \
         --best K`"
    );
    let words = pasted(&line);
    assert_eq!(words, ["series", "new", "Seizoen 2026", "--best", "K"]);
    let mut made: Vec<&str> = words.iter().map(String::as_str).collect();
    made[4] = "5";
    env.ok(&made);
    let line = new_evening("en", "Ann's cup");
    assert_eq!(
        line,
        "there is no series named 'Ann's cup'; create it first: `tenscore series new 'Ann'\\''s cup' \
         --best K`"
    );
    assert_eq!(pasted(&line)[2], "Ann's cup");
}

/// A player whose name has a space, named in a hint's command, is quoted there too.
#[test]
fn a_players_name_with_a_space_is_quoted_in_a_hints_command() {
    let env = TestEnv::new();
    env.new_match(&["pig10", "--players", "Xan,Yve"]);
    env.new_match(&["updown", "--players", "Anke B,Bob,Cy", "--peak", "1"]);
    env.ok(&["bid", "Anke B=0", "Bob=0", "Cy=0"]);
    env.ok(&["round", "Anke B=1", "Bob=0", "Cy=0"]);
    let line = env.fails(&["bid", "Anke B=1", "Bob=0", "Cy=1"], 2);
    assert!(
        line.ends_with("`tenscore history --player 'Anke B'` lists their matches"),
        "{line}"
    );
    let hint = line.rsplit("; ").next().unwrap_or_default();
    assert_eq!(pasted(hint), ["history", "--player", "Anke B"]);
    // A name with a quote in it: the merge the hint offers reads as the two names (who never
    // sat at one table: tablemates are offered another name instead).
    env.ok(&["new", "tenstuff", "--players", "O'Brien,Zed"]);
    env.ok(&["new", "tenstuff", "--players", "Eve,Yve"]);
    let line = env.fails(&["player", "rename", "Eve", "o'brien"], 2);
    assert!(
        line.ends_with("`tenscore player merge Eve 'o'\\''brien'`"),
        "{line}"
    );
    assert_eq!(pasted(&line), ["player", "merge", "Eve", "o'brien"]);
}

/// The rows of the bonus-card table in `rules under10`, at `columns`.
fn bonus_rows(env: &TestEnv, lang: &str, columns: &str) -> Vec<String> {
    let out = (env.cmd().env("COLUMNS", columns))
        .args(["--lang", lang, "rules", "under10"])
        .output()
        .expect("tenscore runs");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    let heading = ["BONUS CARDS", "BONUSKAARTEN", "BONUSKARTEN"];
    let at = (lines.iter())
        .position(|line| heading.iter().any(|h| line.starts_with(h)))
        .expect("the bonus cards' heading");
    (lines[at + 1..].iter())
        .skip_while(|line| !line.starts_with("  "))
        .take_while(|line| line.starts_with("  "))
        .map(|line| line.to_string())
        .collect()
}

/// Dutch and German keep the bonus-card table's three columns (card, what it does, its penalty)
/// at every width the English keeps them: the rows are no wider than the English ones.
#[test]
fn the_bonus_card_table_keeps_its_penalty_column_in_dutch_and_german() {
    let env = TestEnv::new();
    for columns in ["89", "100"] {
        assert_eq!(bonus_rows(&env, "en", columns).len(), 3, "{columns}");
        assert_eq!(
            bonus_rows(&env, "nl", columns),
            [
                "  ruil-alles   ruil je hele hand met een willekeurig gekozen speler   +20 nog in de hand",
                "  joker        valt in voor elke kaart die je wilt                    +10 nog in de hand",
                "  ruil-een     ruil één kaart naar keuze met een willekeurige speler   +5 nog in de hand",
            ],
            "{columns}"
        );
        assert_eq!(
            bonus_rows(&env, "de", columns),
            [
                "  Handtausch    ganze Hand mit zufälligem Spieler tauschen       +20 noch auf der Hand",
                "  Joker         steht für jede Karte, die du willst              +10 noch auf der Hand",
                "  Einzeltausch  Karte nach Wahl mit zufälligem Spieler tauschen   +5 noch auf der Hand",
            ],
            "{columns}"
        );
    }
}

/// The Dutch rules spell "meningsverschil" right and call the rule document one thing.
#[test]
fn the_dutch_rules_name_the_rule_document_one_way() {
    let env = TestEnv::new();
    let under10 = env.wide(&["--lang", "nl", "rules", "under10"], 0);
    assert!(
        under10.contains("EEN MENINGSVERSCHIL BESLECHTEN (er wordt niets opgeslagen)"),
        "{under10}"
    );
    for game in ["under10", "updown", "pig10", "krumme10", "tenstuff"] {
        let text = env.wide(&["--lang", "nl", "rules", game], 0).to_lowercase();
        let words: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|word| word.contains("regelboekje") || word.contains("regeldocument"))
            .collect();
        assert!(
            words.iter().all(|word| *word == "spelregelboekje"),
            "{game}: {words:?}"
        );
    }
}

/// The worked example of `rules updown` names its cards as a Dutch or German table says them,
/// and `check updown trick` takes those very words.
#[test]
fn the_worked_examples_card_words_are_read_by_check() {
    let env = TestEnv::new();
    let dutch = env.wide(
        &[
            "--lang",
            "nl",
            "check",
            "updown",
            "trick",
            "--trump",
            "harten",
            "klaverheer",
            "schoppenaas",
            "klavervijf",
            "hartentwee",
        ],
        0,
    );
    assert!(
        dutch.starts_with("De 4e kaart, 2♥, wint de slag: het is de enige troef (harten)"),
        "{dutch}"
    );
    let german = env.wide(
        &[
            "--lang",
            "de",
            "check",
            "updown",
            "trick",
            "--trump",
            "Herz",
            "Kreuz-König",
            "Pik-Ass",
            "Kreuz-Fünf",
            "Herz-Zwei",
        ],
        0,
    );
    assert!(
        german.starts_with("Die 4. Karte, 2♥, macht den Stich"),
        "{german}"
    );
}

/// `play`'s card and trump questions offer the forms a Dutch or German reader types, and those
/// forms are read.
#[test]
fn plays_card_questions_offer_dutch_and_german_forms_that_are_read() {
    use tenscore::games::cards::{Suit, parse_card, parse_suit};
    let trump = said!(Lang::Nl, "updown-ask-trump");
    assert_eq!(
        trump,
        "Troefkleur (klaveren, ruiten, harten, schoppen, C, D, H, S of geen; Enter om over te slaan)"
    );
    let german = said!(Lang::De, "updown-ask-referee-trump");
    assert_eq!(
        german,
        "Trumpffarbe dieses Spiels (Kreuz, Karo, Herz, Pik oder C, D, H, S; Enter für keine)"
    );
    for (name, suit) in [
        ("klaveren", Suit::Clubs),
        ("ruiten", Suit::Diamonds),
        ("harten", Suit::Hearts),
        ("schoppen", Suit::Spades),
        ("Kreuz", Suit::Clubs),
        ("Karo", Suit::Diamonds),
        ("Herz", Suit::Hearts),
        ("Pik", Suit::Spades),
    ] {
        assert_eq!(parse_suit(name).ok(), Some(suit), "{name}");
    }
    let trick = said!(
        Lang::Nl,
        "updown-ask-trick",
        trick = 1,
        name = "Anke",
        example = "KC,AS,5C,2H"
    );
    assert!(
        trick.ends_with("bijv. KC,AS,5C,2H (of in woorden: klaverheer,schoppenaas,...)"),
        "{trick}"
    );
    let trick = said!(
        Lang::De,
        "updown-ask-trick",
        trick = 1,
        name = "Anke",
        example = "KC,AS"
    );
    assert!(
        trick.ends_with("z. B. KC,AS (oder in Worten: Kreuzkönig,Pikass,...)"),
        "{trick}"
    );
    for card in ["klaverheer", "schoppenaas", "Kreuzkönig", "Pikass"] {
        assert!(parse_card(card).is_ok(), "{card}");
    }
}

/// Every date shown to people is written as the reader's language writes one: Dutch 02-01-2026,
/// German 02.01.2026, English ISO; JSON keeps RFC 3339.
#[test]
fn dates_are_written_the_readers_way_everywhere() {
    let env = TestEnv::new();
    env.ok(&["new", "pig10", "--players", "Anke,Bram"]);
    env.ok(&["series", "new", "Seizoen", "--best", "2"]);
    env.ok(&[
        "event",
        "new",
        "Avond",
        "--game",
        "pig10",
        "--players",
        "A,B,C,D",
        "--series",
        "Seizoen",
    ]);
    let players = |lang: &str| env.ok(&["--lang", lang, "player", "list"]);
    assert!(
        players("nl").contains("┆ 02-01-2026 03:04 │"),
        "{}",
        players("nl")
    );
    assert!(
        players("de").contains("┆ 02.01.2026 03:04 │"),
        "{}",
        players("de")
    );
    assert!(
        players("en").contains("┆ 2026-01-02 03:04 │"),
        "{}",
        players("en")
    );
    let a_year_on = |lang: &str| {
        let out = (env.cmd().env("TENSCORE_NOW", "2027-03-01T10:00:00Z"))
            .args(["--lang", lang, "history"])
            .output()
            .expect("tenscore runs");
        String::from_utf8(out.stdout).expect("utf-8")
    };
    assert!(
        a_year_on("de").contains("┆ 02.01.2026 03:04 ┆"),
        "{}",
        a_year_on("de")
    );
    assert!(
        a_year_on("nl").contains("┆ 02-01-2026 03:04 ┆"),
        "{}",
        a_year_on("nl")
    );
    let series = env.ok(&["--lang", "de", "series", "standings", "Seizoen"]);
    assert!(series.ends_with("A1 = Avond (02.01.2026)\n"), "{series}");
    let json = env.json(&["--lang", "de", "player", "list"]);
    assert_eq!(json[1]["last_played"], "2026-01-02T03:04:05Z", "{json}");
}

/// T9's wording in `standings`, a round's explanation and the options of an Under the 10 match.
#[test]
fn under10_says_status_had_it_in_hand_and_no_brackets_in_brackets() {
    let env = TestEnv::new();
    // Wide: the confirmation wraps to the width (120 columns in the tests).
    let started = env.wide(
        &[
            "--lang",
            "nl",
            "new",
            "under10",
            "--players",
            "Anke,Bram,Cees",
            "--end",
            "first-out",
            "--bonus-cards",
        ],
        0,
    );
    assert!(
        started.starts_with(
            "Partij 1 begonnen: Onder de 10 met 3 spelers (eindigt zodra de eerste speler eruit \
             ligt; laagste totaal wint; met bonuskaarten)."
        ),
        "{started}"
    );
    let round = env.wide(
        &[
            "--lang",
            "nl",
            "round",
            "Anke=3",
            "Bram=4+joker",
            "Cees=20",
            "--call",
            "Anke",
        ],
        0,
    );
    assert!(
        round.contains("  Bram had de bonuskaart joker nog in de hand: +10 (4 + 10 = 14).\n"),
        "{round}"
    );
    assert!(round.contains("┆ Status "), "{round}");
    assert!(round.contains("┆ bonusstraf +10 "), "{round}");
    let german = env.wide(&["--lang", "de", "standings"], 0);
    assert!(german.contains("┆ Status "), "{german}");
    assert!(german.contains("┆ Bonusstrafe +10 "), "{german}");
    assert!(
        german.contains(
            "endet, sobald der erste Spieler ausscheidet; niedrigste Summe gewinnt; mit Bonuskarten"
        ),
        "{german}"
    );
    let english = env.wide(&["standings"], 0);
    assert!(english.contains("┆ bonus penalty +10 "), "{english}");
}

/// The hook's refusal says what the bids would come to; a refused card "mag niet gespeeld
/// worden".
#[test]
fn dutch_updown_refusals_read_as_dutch() {
    let env = TestEnv::new();
    env.ok(&[
        "new",
        "updown",
        "--players",
        "Anke,Bram,Cees",
        "--peak",
        "1",
        "--hook",
    ]);
    let hook = env.fails(&["--lang", "nl", "bid", "Anke=0", "Bram=0", "Cees=1"], 3);
    assert!(
        hook.starts_with(
            "met de haakregel mag Cees (die als laatste biedt) geen 1 bieden: dan zouden de \
             biedingen samen precies op 1 uitkomen, het aantal kaarten in ronde 1"
        ),
        "{hook}"
    );
    let follow = env.wide(
        &[
            "--lang", "nl", "check", "updown", "follow", "--led", "klaveren", "--hand", "5C,KC,2H",
            "2H",
        ],
        3,
    );
    assert!(
        follow.starts_with("Niet toegestaan: 2♥ mag niet gespeeld worden: er is een klaverkaart"),
        "{follow}"
    );
}

/// The example of two names for one name typed twice uses that name.
#[test]
fn the_same_name_twice_is_told_apart_by_its_own_name() {
    let env = TestEnv::new();
    assert_eq!(
        env.fails(
            &["--lang", "nl", "new", "pig10", "--players", "Anke,Anke"],
            2
        ),
        "twee spelers heten 'Anke'; geef elke speler een andere naam, bijvoorbeeld Anke en Anke B"
    );
    assert_eq!(
        env.fails(
            &["--lang", "de", "new", "pig10", "--players", "Anke,anke"],
            2
        ),
        "'Anke' und 'anke' sind derselbe Name, zweimal eingegeben (Groß- und Kleinschreibung \
         macht keinen anderen Spieler); gib jedem Spieler einen anderen Namen, zum Beispiel Anke \
         und Anke B"
    );
}

/// A series or evening command without its name says in words which name is missing.
#[test]
fn a_missing_series_or_evening_name_is_said_in_words() {
    let env = TestEnv::new();
    for (lang, line) in [
        (
            "en",
            "the series' name is missing; see `tenscore series standings --help`",
        ),
        (
            "nl",
            "de naam van de reeks ontbreekt; zie `tenscore series standings --help`",
        ),
        (
            "de",
            "der Name der Serie fehlt; siehe `tenscore series standings --help`",
        ),
    ] {
        assert_eq!(env.fails(&["--lang", lang, "series", "standings"], 2), line);
    }
    assert_eq!(
        env.fails(
            &[
                "--lang",
                "nl",
                "event",
                "new",
                "--game",
                "pig10",
                "--players",
                "A,B,C,D"
            ],
            2
        ),
        "de naam van de avond ontbreekt; zie `tenscore event new --help`"
    );
    // Another argument left out too: both named, the name in words.
    assert_eq!(
        env.fails(&["series", "new"], 2),
        "the following required arguments were not provided: --best <K>, the series' name; see \
         `tenscore series new --help`"
    );
}

/// Smaller wording: the column a cut-short evening table leaves out, a whole number, a count
/// of none, the referee option and the bids-hit header, and English without a Dutch word.
#[test]
fn small_words_read_as_a_native_speaker_writes_them() {
    let left_out = said!(
        Lang::Nl,
        "event-standings-rounds-left-out",
        count = 1,
        first = "R1",
        last = "R1"
    );
    assert_eq!(
        left_out,
        "R1 is weggelaten wegens ruimtegebrek; --json of een breder venster toont die kolom."
    );
    let german = said!(
        Lang::De,
        "play-number-refused",
        why = "digits",
        typed = "12,5",
        digits = "12",
        wanted = "x"
    );
    assert!(
        german.starts_with("'12,5' ist keine ganze Zahl"),
        "{german}"
    );
    assert_eq!(said!(Lang::De, "table-times", count = 0), "nie");
    assert_eq!(said!(Lang::Nl, "table-times", count = 0), "nooit");
    assert_eq!(
        said!(Lang::Nl, "updown-options-referee"),
        "elk spel wordt in play nagelopen"
    );
    assert_eq!(said!(Lang::Nl, "updown-figure-bids-hit"), "Biedingen raak");
    assert_eq!(
        said!(Lang::En, "event-last-place", names = "Fenna"),
        "Last place: Fenna — the booby prize"
    );
}

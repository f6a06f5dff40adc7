//! `tenscore play` at 80 columns (issue 35, item 2), in English and in Dutch, drawn as a terminal
//! of 80 columns draws it (the `vt100` crate renders what the pseudo-terminal received, cursor
//! moves and clears included): no line is cut by the terminal (every line was filled between
//! words before it reached it), the sentences the issue found cut are whole, and a prompt whose
//! typed answer wrapped, or was refused, leaves no stale copy of itself on the screen.

use std::num::NonZeroU16;

use rexpect::process::WaitStatus;
use rexpect::session::PtySession;

use crate::common::TestEnv;

/// Generous: CI runs the tests on two loaded cores.
const TIMEOUT_MS: u64 = 10_000;
/// The terminal's width (and COLUMNS): a pseudo-terminal with no size is 80 columns to dialoguer.
pub(crate) const COLUMNS: u16 = 80;
const DOWN: &str = "\x1b[B";
const UP: &str = "\x1b[A";

/// A `play` session on a pseudo-terminal, every byte it printed kept to draw the screen.
pub(crate) struct Screen {
    p: PtySession,
    printed: Vec<u8>,
}

impl Screen {
    /// `tenscore ARGS...` at 80 columns in `lang`, with the environment's database.
    pub(crate) fn start(env: &TestEnv, lang: &str, args: &[&str]) -> Screen {
        Screen::start_at(env, lang, COLUMNS, args)
    }

    /// `tenscore ARGS...` told to fit `columns` (COLUMNS) on the terminal of 80, in `lang`.
    pub(crate) fn start_at(env: &TestEnv, lang: &str, columns: u16, args: &[&str]) -> Screen {
        Screen::start_with(env, lang, columns, &[], args)
    }

    /// [`Screen::start_at`] with the variables `vars` set too (`TENSCORE_PLAIN=1`).
    pub(crate) fn start_with(
        env: &TestEnv,
        lang: &str,
        columns: u16,
        vars: &[(&str, &str)],
        args: &[&str],
    ) -> Screen {
        let mut cmd = env.process();
        cmd.envs(vars.iter().copied())
            .env("TERM", "xterm")
            .env("COLUMNS", columns.to_string())
            .env("TENSCORE_LANG", lang)
            .args(args);
        let p = rexpect::session::spawn_command(cmd, Some(TIMEOUT_MS))
            .expect("tenscore starts on a pseudo-terminal");
        Screen {
            p,
            printed: Vec::new(),
        }
    }

    /// Waits for `text` (which must not be wrapped on the screen).
    pub(crate) fn expect(&mut self, text: &str) {
        let wanted: String = text.bytes().map(char::from).collect();
        let read = self.p.exp_string(&wanted).unwrap_or_else(|e| {
            panic!(
                "waiting for {text:?}: {e}\nscreen so far:\n{}",
                draw(&self.printed).join("\n")
            )
        });
        self.printed.extend(read.chars().map(|c| c as u8));
        self.printed.extend(text.bytes());
    }

    /// The screen as drawn so far (up to what was last waited for), one string a row.
    pub(crate) fn screen(&self) -> Vec<String> {
        draw(&self.printed)
    }

    /// Waits for the question, then types the answer and Enter.
    pub(crate) fn answer(&mut self, question: &str, text: &str) {
        self.expect(question);
        self.p.send_line(text).expect("typed");
    }

    /// Waits for a yes/no question, then presses the key and Enter.
    pub(crate) fn key(&mut self, question: &str, key: &str) {
        self.expect(question);
        self.p.send(&format!("{key}\n")).expect("key sent");
        self.p.flush().expect("key sent");
    }

    /// Waits for `item` in a list, then moves `down` items down and presses Enter.
    pub(crate) fn choose(&mut self, item: &str, down: usize) {
        self.expect(item);
        self.p
            .send(&format!("{}\n", DOWN.repeat(down)))
            .expect("keys sent");
        self.p.flush().expect("keys sent");
    }

    /// Leaves `play` at its menu with Esc: the first goes back (to the start screen, or says
    /// how to leave), the second leaves as Quit does. The second is sent once the menu has
    /// taken the first (it shows the cursor again as it ends), not after a fixed wait: two
    /// Escs read together are one unknown key, and nothing happened.
    pub(crate) fn leave_menu(&mut self) {
        self.press("\x1b");
        self.expect("\x1b[?25h");
        self.press("\x1b");
    }

    /// Sends `keys` as they are (arrows, Enter).
    pub(crate) fn press(&mut self, keys: &str) {
        self.p.send(keys).expect("keys sent");
        self.p.flush().expect("keys sent");
    }

    /// Waits for the end, checks exit 0 and returns the screen as drawn, one string a row.
    pub(crate) fn ends_well(mut self) -> Vec<String> {
        let rest = (self.p.exp_eof()).unwrap_or_else(|e| panic!("waiting for the end: {e}"));
        self.printed.extend(rest.chars().map(|c| c as u8));
        match self.p.process().wait() {
            Ok(WaitStatus::Exited(_, 0)) => {}
            other => panic!("tenscore play ended with {other:?}"),
        }
        let rows = draw(&self.printed);
        let cut = cut_rows(&self.printed);
        assert!(
            cut.is_empty(),
            "the terminal cut rows {cut:?} (a line wider than {COLUMNS} columns):\n{}",
            rows.join("\n")
        );
        rows
    }
}

/// A terminal tall enough never to scroll, 80 columns wide, after `printed`.
fn terminal(printed: &[u8]) -> vt100::Parser {
    let rows = NonZeroU16::new(2000).expect("rows");
    let columns = NonZeroU16::new(COLUMNS).expect("columns");
    let mut parser = vt100::Parser::new(rows, columns, 0);
    parser.process(printed);
    parser
}

/// The screen after `printed`, one string a row, without the empty rows at the end.
pub(crate) fn draw(printed: &[u8]) -> Vec<String> {
    let parser = terminal(printed);
    let mut rows: Vec<String> = parser.screen().rows(0, COLUMNS).collect();
    while rows.last().is_some_and(|row| row.trim().is_empty()) {
        rows.pop();
    }
    rows
}

/// The rows the terminal had to break because a line was wider than it (so it cut a word, or
/// would have): none when every line was fitted before it was printed.
fn cut_rows(printed: &[u8]) -> Vec<u16> {
    let parser = terminal(printed);
    (0..2000)
        .filter(|&row| parser.screen().row_wrapped(row))
        .collect()
}

/// The screen's text with its rows joined by spaces and every run of spaces made one: a sentence
/// wrapped between words reads whole in it; one cut inside a word does not.
pub(crate) fn flowing(rows: &[String]) -> String {
    rows.join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// How many rows of the screen hold `text`.
pub(crate) fn rows_with(rows: &[String], text: &str) -> usize {
    rows.iter().filter(|row| row.contains(text)).count()
}

/// Players whose names make the answer to the players' question wider than the terminal.
const LONG_NAMES: &str = "Annemarie, Bartholomew, Cornelius, Dagobert, Evangeline, Friedemann";

/// One Under the 10 match started at `columns` in `lang`: players typed wider than the terminal
/// (one too many first, refused), bonus cards on, a round called and typed, then quit. Returns
/// the screen.
fn a_new_match(lang: &str, columns: u16, words: &Words) -> Vec<String> {
    a_new_match_with(lang, columns, words, &["play"])
}

/// [`a_new_match`] with `args` for `tenscore` (`--color always play`).
fn a_new_match_with(lang: &str, columns: u16, words: &Words, args: &[&str]) -> Vec<String> {
    let env = TestEnv::new();
    let mut s = Screen::start_at(&env, lang, columns, args);
    s.choose(words.under10, 0);
    // Seven players are one too many for Under the 10: refused, asked again.
    s.answer(words.players, &format!("{LONG_NAMES}, Gwendolyn"));
    s.expect(words.players);
    s.p.send_line(LONG_NAMES).expect("typed");
    s.choose(words.last_standing, 0);
    s.key(words.bonus, "y");
    s.choose(words.starter, 0);
    s.choose(words.record, 0);
    s.choose(words.ending, 0);
    s.choose(words.caller, 0);
    for (n, name) in LONG_NAMES.split(", ").enumerate() {
        let points = if n == 0 { "3" } else { "12+joker" };
        s.answer(
            &format!("{name}{}", if n == 0 { " (" } else { ":" }),
            points,
        );
    }
    s.expect(words.recorded);
    // Record, Undo, Fix, Show, Finish, Abandon, Quit.
    s.choose(words.record, 6);
    s.ends_well()
}

/// The words of one language the session waits for and finds on the screen.
struct Words {
    under10: &'static str,
    players: &'static str,
    last_standing: &'static str,
    bonus: &'static str,
    starter: &'static str,
    record: &'static str,
    ending: &'static str,
    caller: &'static str,
    recorded: &'static str,
    /// Sentences the issue found cut at 80 columns, whole on the screen now.
    whole: &'static [&'static str],
}

#[test]
fn play_in_english_fills_every_line_between_words_and_leaves_no_stale_prompt() {
    let words = Words {
        under10: "Under the 10 (under10)",
        players: "Ann, Bob, Cy)",
        last_standing: "Last one standing",
        bonus: "bonus cards",
        starter: "Who starts round 1",
        record: "Record round",
        ending: "How did round 1 end?",
        caller: "Who called",
        recorded: "Round 1 recorded",
        whole: &[
            "Points left in each hand in round 1, e.g. 7, or 12+joker for a bonus card still \
             held; type back to go back one answer.",
            "Players, clockwise; who starts is asked after the options (e.g. Ann, Bob, Cy)",
            "Resume with `tenscore play`.",
        ],
    };
    let rows = a_new_match("en", COLUMNS, &words);
    check_screen(&rows, &words, COLUMNS);
}

#[test]
fn play_in_dutch_fills_every_line_between_words_and_leaves_no_stale_prompt() {
    let words = Words {
        under10: "(under10)",
        players: "Cy):",
        last_standing: "Tot de laatste",
        bonus: "bonuskaarten",
        starter: "Wie begint ronde 1",
        record: "Noteer ronde",
        ending: "Hoe eindigde ronde 1?",
        caller: "Wie riep",
        recorded: "genoteerd",
        whole: &[
            "typ terug om één antwoord terug te gaan.",
            "Spelers, met de klok mee; wie er begint, vragen we na de spelopties (bijv. Ann, Bob, Cy)",
            "Ga verder met `tenscore play`.",
        ],
    };
    let rows = a_new_match("nl", COLUMNS, &words);
    check_screen(&rows, &words, COLUMNS);
}

/// Every sentence of `words.whole` reads whole, the players' question stands once (its refused
/// and its accepted answer wrapped without leaving a copy of it), and the names typed stand in
/// its answer.
fn check_screen(rows: &[String], words: &Words, columns: u16) {
    let screen = rows.join("\n");
    let text = flowing(rows);
    for sentence in words.whole {
        assert!(
            text.contains(sentence),
            "{sentence:?} not whole in:\n{screen}"
        );
    }
    // The question was asked twice (the first answer refused): its prompt row stands once, with
    // the answer taken, and the refusal once.
    assert_eq!(rows_with(rows, words.players), 1, "{screen}");
    assert!(text.contains(LONG_NAMES), "{screen}");
    assert!(
        !text.contains("Gwendolyn"),
        "the refused answer stayed:\n{screen}"
    );
    for row in rows {
        assert!(
            row.trim_end().chars().count() <= usize::from(columns),
            "wider than {columns}: {row:?}\n{screen}"
        );
    }
}

#[test]
fn at_44_columns_a_question_stands_on_its_own_lines_above_a_short_prompt() {
    // Every question of the new match is wider than 44 columns: each is printed on lines of its
    // own, its prompt row short, the menus' items wrapped under themselves.
    let words = Words {
        under10: "(under10)",
        players: "Cy):",
        last_standing: "Last one standing",
        bonus: "[y/N]",
        starter: "Who starts round 1",
        record: "Record round",
        ending: "How did round 1 end?",
        caller: "Who called",
        recorded: "Round 1 recorded",
        whole: &[
            "Players, clockwise; who starts is asked after the options (e.g. Ann, Bob, Cy):",
            "Play with the bonus cards (trade-all, joker, trade-one)? yes",
            "How does the match end?: Last one standing: play on until one player is left",
            "type back to go back one answer.",
        ],
    };
    let rows = a_new_match("en", 44, &words);
    check_screen(&rows, &words, 44);
}

#[test]
fn the_start_screen_in_dutch_wraps_long_match_lines_and_leaves_no_stale_question() {
    let env = TestEnv::new();
    env.new_match(&["under10", "--players", "Ann,Bob"]);
    env.ok(&["finish", "--abandon"]);
    let names = "Annemarie,Bartholomew,Cornelius,Dagobert";
    env.new_match(&["under10", "--players", names]);
    let hands = ["Annemarie=3", "Bartholomew=12", "Cornelius=9", "Dagobert=8"];
    env.ok(&[&["round", "--call", "Annemarie"][..], &hands].concat());

    let mut s = Screen::start(&env, "nl", &["play"]);
    // The cursor moves over the wrapped lines (each move redraws the menu), back to the match.
    s.expect("Welke partij?");
    s.expect("Nieuwe partij");
    s.press(&format!("{DOWN}{DOWN}{UP}{UP}\n"));
    s.choose("Noteer ronde 2", 6);
    let rows = s.ends_well();

    let screen = rows.join("\n");
    assert_eq!(rows_with(&rows, "Welke partij?"), 1, "{screen}");
    let text = flowing(&rows);
    let resumed = "Verder met partij 2 · Onder de 10 · Annemarie, Bartholomew, Cornelius, Dagobert · \
                   1 ronde · laatst gespeeld 02-01-2026 03:04";
    assert!(text.contains(resumed), "{screen}");
    assert!(
        !text.contains("Revanche"),
        "the menu's other items stayed:\n{screen}"
    );
}

#[test]
fn in_colour_at_44_columns_every_line_fits_too() {
    // The coloured theme marks a question with "?" and its answer with a tick: the question's
    // lines after the first, and its prompt row, are indented under it instead.
    let words = Words {
        under10: "(under10)",
        players: "Cy)",
        last_standing: "Last one standing",
        bonus: "y/n",
        starter: "Who starts round 1",
        record: "Record round",
        ending: "How did round 1 end?",
        caller: "Who called",
        recorded: "Round 1 recorded",
        whole: &[
            "✔ Players, clockwise; who starts is asked after the options",
            "Play with the bonus cards (trade-all, joker, trade-one)",
            "type back to go back one answer.",
        ],
    };
    let rows = a_new_match_with("en", 44, &words, &["--color", "always", "play"]);
    check_screen(&rows, &words, 44);
}

//! The documents' commands: the README's tour prints what it shows, and every `tenscore ...` line
//! in a code block of README.md, docs/GUIDE.md, docs/PERFORMANCE.md and CONTRIBUTING.md is a
//! command line tenscore reads.

use std::ffi::OsString;
use std::path::Path;

use tenscore::cli::Cli;

use crate::common::TestEnv;

const DOCUMENTS: [&str; 4] = [
    "README.md",
    "docs/GUIDE.md",
    "docs/PERFORMANCE.md",
    "CONTRIBUTING.md",
];

fn document(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The lines of every fenced code block, each block with the word after its opening fence.
fn code_blocks(text: &str) -> Vec<(String, Vec<String>)> {
    let mut blocks = Vec::new();
    let mut open: Option<(String, Vec<String>)> = None;
    for line in text.lines() {
        match (line.strip_prefix("```"), open.take()) {
            (Some(_), Some(block)) => blocks.push(block),
            (Some(kind), None) => open = Some((kind.trim().to_string(), Vec::new())),
            (None, Some((kind, mut lines))) => {
                lines.push(line.to_string());
                open = Some((kind, lines));
            }
            (None, None) => {}
        }
    }
    blocks
}

/// One shell word list from a line, as `sh` splits it: single and double quotes group, a `#`
/// outside quotes at a word's start begins a comment.
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, '#') if word.is_none() => break,
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    words
}

/// A tour step: the command after `$ ` (its leading `NAME=VALUE` words as environment), and the
/// lines the README shows it printing.
struct Step {
    env: Vec<(String, String)>,
    args: Vec<String>,
    shown: Vec<String>,
}

fn tour_steps(readme: &str) -> Vec<Step> {
    let mut steps: Vec<Step> = Vec::new();
    for (kind, lines) in code_blocks(readme) {
        if kind != "console" {
            continue;
        }
        for line in lines {
            match line.strip_prefix("$ ") {
                Some(command) => {
                    let mut words = shell_words(command).into_iter().peekable();
                    let mut env = Vec::new();
                    while let Some((name, value)) = words.peek().and_then(|w| w.split_once('=')) {
                        env.push((name.to_string(), value.to_string()));
                        words.next();
                    }
                    assert_eq!(words.next().as_deref(), Some("tenscore"), "{command}");
                    steps.push(Step {
                        env,
                        args: words.collect(),
                        shown: Vec::new(),
                    });
                }
                None => steps
                    .last_mut()
                    .expect("a console block opens with a command")
                    .shown
                    .push(line),
            }
        }
    }
    steps
}

/// The README's tour, run in order against one fresh database with the tests' fixed clock and
/// UUIDs, 120 columns wide as the README says: every line it shows is what the command printed,
/// from the first line on. The README leaves out the rest of an output (the table `finish` and
/// `reopen` print after their first line; the notes' end at 80 columns, where it shows `...`), so
/// what follows the shown lines is not compared.
#[test]
fn the_readme_tour_prints_what_it_shows() {
    let steps = tour_steps(&document("README.md"));
    assert!(
        steps.len() >= 10,
        "the tour has its commands: {}",
        steps.len()
    );
    let env = TestEnv::new();
    for step in &steps {
        let mut cmd = env.process();
        for (name, value) in &step.env {
            cmd.env(name, value);
        }
        let out = cmd.args(&step.args).output().expect("tenscore runs");
        let printed = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        let refused = step.shown.first().is_some_and(|l| l.starts_with("error: "));
        let expected_code = if refused { 3 } else { 0 };
        assert_eq!(
            out.status.code(),
            Some(expected_code),
            "tenscore {:?}:\n{printed}",
            step.args
        );
        let shown: Vec<&str> = step
            .shown
            .iter()
            .map(String::as_str)
            .take_while(|line| *line != "...")
            .collect();
        let printed_lines: Vec<&str> = printed.lines().take(shown.len()).collect();
        assert_eq!(
            printed_lines.join("\n"),
            shown.join("\n"),
            "tenscore {:?} printed:\n{printed}",
            step.args
        );
    }
}

/// `tenscore ...` (or `cargo run --release -- ...`) in a code block, without `$ `, leading
/// environment words, a timing prefix (`/usr/bin/time -v`) or optional parts in brackets
/// (`[--hook]`): the words tenscore is given, from the program name on.
fn command_words(line: &str) -> Option<Vec<String>> {
    let line = line.strip_prefix("$ ").unwrap_or(line);
    let unbracketed = strip_brackets(line);
    let words = shell_words(&unbracketed);
    let start = words.iter().position(|w| w == "tenscore").or_else(|| {
        let cargo = words.iter().position(|w| w == "cargo")?;
        let tail = &words[cargo..];
        (tail.len() > 3 && tail[1] == "run" && tail[2] == "--release" && tail[3] == "--")
            .then_some(cargo + 3)
    })?;
    // Only a command line: `tenscore` as the program, not a word in a sentence of output.
    let before = &words[..start];
    let runs_it = before
        .iter()
        .all(|w| w.contains('=') || w.starts_with('/') || w.starts_with('-') || w.starts_with('%'))
        || before.first().is_some_and(|w| w == "cargo");
    runs_it.then(|| {
        let mut args = vec!["tenscore".to_string()];
        args.extend(words[start + 1..].iter().cloned());
        args
    })
}

/// The line without its optional parts: `[--end last-standing|first-out]` and the like.
fn strip_brackets(line: &str) -> String {
    let mut depth = 0usize;
    let mut kept = String::new();
    for c in line.chars() {
        match c {
            '[' => depth += 1,
            ']' if depth > 0 => depth -= 1,
            c if depth == 0 => kept.push(c),
            _ => {}
        }
    }
    kept
}

/// Every command line the four documents show in a code block is one clap reads: no unknown
/// option, no missing value, no subcommand that is not there. (The tour above also runs its
/// commands; the others need files, a server or a match the documents only describe.)
#[test]
fn every_documented_command_line_parses() {
    let mut checked = 0;
    let mut refused = Vec::new();
    for name in DOCUMENTS {
        for (_, lines) in code_blocks(&document(name)) {
            for line in &lines {
                let Some(args) = command_words(line) else {
                    continue;
                };
                checked += 1;
                let args: Vec<OsString> = args.into_iter().map(OsString::from).collect();
                if let Err(err) = Cli::parse_args(args) {
                    refused.push(format!("{name}: {line}\n  {}", err.render()));
                }
            }
        }
    }
    assert!(refused.is_empty(), "{}", refused.join("\n"));
    assert!(checked >= 60, "only {checked} command lines found");
}

/// The exit code a documented line says it ends with (`# exit 3: ...`), else 0.
fn documented_exit(line: &str) -> i32 {
    line.split_once("# exit ")
        .and_then(|(_, rest)| rest.split(|c: char| !c.is_ascii_digit()).next())
        .and_then(|code| code.parse().ok())
        .unwrap_or(0)
}

/// Each game's block in the guide (it opens with `tenscore new GAME`) runs in order against a
/// fresh database, its optional parts left out: every line ends as the guide says, 0 unless its
/// comment names another exit code.
#[test]
fn the_guides_game_examples_run_as_documented() {
    let mut games = 0;
    for (_, lines) in code_blocks(&document("docs/GUIDE.md")) {
        let opens_a_game = lines
            .first()
            .and_then(|line| command_words(line))
            .is_some_and(|args| args.get(1).is_some_and(|w| w == "new") && args.len() > 2);
        if !opens_a_game {
            continue;
        }
        games += 1;
        let env = TestEnv::new();
        for line in &lines {
            let args = command_words(line).unwrap_or_else(|| panic!("not a command: {line}"));
            let out = env.run(&args[1..].iter().map(String::as_str).collect::<Vec<_>>());
            assert_eq!(
                out.status.code(),
                Some(documented_exit(line)),
                "{line}\nstdout: {}\nstderr: {}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    assert_eq!(games, 5, "one block per game");
}

//! Adding a game is its folder, its message files and one line in `GAMES`: every part a game
//! needs is checked here for every game of `GAMES`, so that a game lacking one fails a test
//! rather than a user (play questions, check forms, messages in every language, a plan in the
//! history generator, its rules).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;
use tenscore::games::ui::{Check, PlayMatch, PromptError, Ui};
use tenscore::games::{GAMES, Game, Standing};

use crate::common::TestEnv;
use crate::fluent_variables::pattern_variables;

const LANGUAGES: [&str; 3] = ["en", "nl", "de"];

/// A terminal that records every question and answers none (Esc), so a flow stops at its first.
#[derive(Default)]
struct Asked(Vec<String>);

impl Ui for Asked {
    fn say(&mut self, _text: &str) -> Result<(), PromptError> {
        Ok(())
    }
    fn choose(&mut self, prompt: &str, _: &[String], _: usize) -> Result<usize, PromptError> {
        self.0.push(prompt.to_string());
        Err(PromptError::Cancelled)
    }
    fn ask(&mut self, prompt: &str, _: Option<&str>, _: Check) -> Result<String, PromptError> {
        self.0.push(prompt.to_string());
        Err(PromptError::Cancelled)
    }
    fn confirm(&mut self, prompt: &str, _: bool) -> Result<bool, PromptError> {
        self.0.push(prompt.to_string());
        Err(PromptError::Cancelled)
    }
}

/// The fewest players the game seats, and its options as `new GAME` gives them by default.
fn new_match(game: &dyn Game) -> (Vec<String>, serde_json::Value) {
    let players: Vec<String> = (0..*game.players().start())
        .map(|seat| format!("P{seat}"))
        .collect();
    let chosen = game
        .add_choices(clap::Command::new("new"))
        .try_get_matches_from(["new"])
        .unwrap();
    (players.clone(), game.options(&chosen, &players).unwrap())
}

#[test]
fn every_game_asks_its_questions_in_play() {
    for game in GAMES {
        let id = game.about().id;
        let (players, options) = new_match(game);
        let standing = Standing::start(&players);
        let at = PlayMatch {
            options: &options,
            opening: None,
            past: None,
        };
        let mut ui = Asked::default();
        let _ = game.play().ask_options(&mut ui, &players, &mut Vec::new());
        let _ = game.play().ask_opening(&mut ui, &at, &standing);
        let before_round = ui.0.len();
        let _ = game.play().ask_round(&mut ui, &at, &standing);
        let asked_for_a_round = ui.0.len() > before_round;
        assert!(
            asked_for_a_round || game.needs_opening() && before_round > 0,
            "{id}: `play` asks nothing for a round (its play questions are missing)"
        );
    }
}

#[test]
fn every_game_has_check_forms_under_its_id() {
    let env = TestEnv::new();
    for game in GAMES {
        let id = game.about().id;
        let command = game.check_forms().command();
        assert_eq!(
            command.get_name(),
            id,
            "`check {id}` is named after the game"
        );
        assert!(
            command.get_subcommands().next().is_some(),
            "{id}: `check {id}` has no form"
        );
        env.ok(&["check", id, "--help"]);
    }
}

#[test]
fn every_game_has_its_messages_in_every_language_with_the_same_variables() {
    for game in GAMES {
        let id = game.about().id;
        for area in [id.to_string(), format!("rules-{id}")] {
            let english = messages(&format!("locales/en/{area}.ftl"));
            assert!(!english.is_empty(), "locales/en/{area}.ftl has no message");
            for lang in &LANGUAGES[1..] {
                let file = format!("locales/{lang}/{area}.ftl");
                assert_eq!(
                    messages(&file),
                    english,
                    "{file}: not the ids and variables of locales/en/{area}.ftl"
                );
            }
        }
        // The one list that still names every game: its title, whose default is another game's.
        for lang in LANGUAGES {
            let file = format!("locales/{lang}/game.ftl");
            let text = read(&file);
            assert!(
                title_variants(&text).contains(id),
                "{file}: game-title has no [{id}] variant"
            );
        }
    }
}

#[test]
fn every_game_has_a_plan_in_the_history_generator() {
    let generator = read("examples/generate_history.rs");
    for game in GAMES {
        let id = game.about().id;
        assert!(
            generator.contains(&format!("\"{id}\" =>")) || generator.contains(&format!("{id}::ID")),
            "examples/generate_history.rs plans no match of {id}"
        );
    }
}

#[test]
fn every_game_has_its_rules() {
    let env = TestEnv::new();
    for game in GAMES {
        let id = game.about().id;
        let rules = env.ok(&["rules", id]);
        assert!(
            rules.lines().count() >= 10 && !rules.contains(&format!("rules-{id}")),
            "`tenscore rules {id}` does not give its rules:\n{rules}"
        );
    }
}

fn read(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// The game ids `game-title` has a variant for.
fn title_variants(text: &str) -> BTreeSet<String> {
    let resource = fluent_syntax::parser::parse(text).unwrap();
    let mut ids = BTreeSet::new();
    for entry in &resource.body {
        let ast::Entry::Message(message) = entry else {
            continue;
        };
        if message.id.name != "game-title" {
            continue;
        }
        for element in message.value.iter().flat_map(|value| &value.elements) {
            if let ast::PatternElement::Placeable {
                expression: ast::Expression::Select { variants, .. },
            } = element
            {
                for variant in variants {
                    if let ast::VariantKey::Identifier { name } = variant.key {
                        ids.insert(name.to_string());
                    }
                }
            }
        }
    }
    ids
}

/// Every message of a file, with the variables it uses.
fn messages(file: &str) -> BTreeMap<String, BTreeSet<String>> {
    let text = read(file);
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{file} does not parse: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in &resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut variables = BTreeSet::new();
            for pattern in message
                .value
                .iter()
                .chain(message.attributes.iter().map(|a| &a.value))
            {
                pattern_variables(pattern, &mut variables);
            }
            found.insert(message.id.name.to_string(), variables);
        }
    }
    found
}

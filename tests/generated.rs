//! Completions and man pages are generated from the clap definitions and committed; these tests
//! fail when the committed files are stale. Regenerate with
//! `TENSCORE_REGENERATE=1 cargo test --release generated`.

use std::path::Path;

use clap::CommandFactory;
use tenscore::cli::{Cli, generated};

#[test]
fn the_command_line_definition_is_consistent() {
    Cli::command().debug_assert();
}

#[test]
fn completions_and_man_pages_are_up_to_date() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("TENSCORE_REGENERATE").is_some() {
        generated::write_all(root).expect("generated files written");
    }
    let files = generated::files().expect("generated files");
    let mut stale = Vec::new();
    for (path, content) in &files {
        if std::fs::read(root.join(path)).ok().as_deref() != Some(content.as_slice()) {
            stale.push(path.clone());
        }
    }
    // A committed page for a subcommand that no longer exists is stale too.
    for dir in ["completions", "man"] {
        for entry in std::fs::read_dir(root.join(dir)).expect("the folder exists") {
            let name = format!(
                "{dir}/{}",
                entry.expect("a folder entry").file_name().to_string_lossy()
            );
            if !files.contains_key(&name) {
                stale.push(name);
            }
        }
    }
    assert!(
        stale.is_empty(),
        "stale generated files: {stale:?}; run TENSCORE_REGENERATE=1 cargo test --release generated"
    );
    assert!(files.contains_key("man/tenscore.1"));
    assert!(files.contains_key("man/tenscore-check-under10-call.1"));
    for shell in [
        "tenscore.bash",
        "_tenscore",
        "tenscore.fish",
        "tenscore.elv",
        "_tenscore.ps1",
    ] {
        assert!(
            files.contains_key(&format!("completions/{shell}")),
            "{shell}"
        );
    }
}

#[test]
fn the_help_tree_is_reviewed() {
    let mut help = String::new();
    fn walk(cmd: &mut clap::Command, path: &str, help: &mut String) {
        help.push_str(&format!("===== {path}\n{}\n", cmd.render_long_help()));
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        for name in names {
            if let Some(sub) = cmd.find_subcommand_mut(&name) {
                walk(sub, &format!("{path} {name}"), help);
            }
        }
    }
    let mut cmd = generated::command().term_width(100);
    cmd.build();
    walk(&mut cmd, "tenscore", &mut help);
    insta::assert_snapshot!("help_tree", help);
}

#[test]
fn shell_completion_offers_the_games_and_each_games_own_options() {
    let files = generated::files().expect("generated files");
    let bash = String::from_utf8_lossy(&files["completions/tenscore.bash"]).to_string();
    let rules = bash
        .lines()
        .skip_while(|line| !line.contains("tenscore__subcmd__rules)"))
        .find(|line| line.contains("opts="))
        .expect("rules completes");
    for game in ["under10", "updown", "pig10", "krumme10", "tenstuff"] {
        assert!(rules.contains(game), "{rules}");
    }
    let fish = String::from_utf8_lossy(&files["completions/tenscore.fish"]).to_string();
    let new_krumme10 =
        "__fish_tenscore_using_subcommand new; and __fish_seen_subcommand_from krumme10";
    let offered: Vec<&str> = fish
        .lines()
        .filter(|line| line.contains(new_krumme10))
        .collect();
    assert!(
        offered.iter().any(|line| line.contains("-l teams")),
        "{offered:#?}"
    );
    assert!(
        !offered.iter().any(|line| line.contains("-l hook")),
        "{offered:#?}"
    );
}

#[test]
fn a_man_page_keeps_each_games_paragraph_and_example_apart() {
    let page =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/man/tenscore-round.1"))
            .expect("the round man page");
    let extra = &page[page.find(".SH EXTRA").expect("an EXTRA section")..];
    // A blank line between the games' paragraphs, and each example on a line of its own.
    for game in ["10 op en neer:", "Pig 10:", "Krumme10:", "Tenstuff:"] {
        assert!(extra.contains(&format!("\n\n{game}")), "{game}: {extra}");
    }
    assert_eq!(
        extra.matches(".br\nExample: tenscore round").count(),
        5,
        "{extra}"
    );
}

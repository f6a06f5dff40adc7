use super::*;
use crate::error::ErrorKind;

/// What `play` asks the session for on this command line.
fn request_of(argv: &[&str]) -> Result<Request, CliError> {
    use clap::FromArgMatches;
    let matches = PlayArgs::augment_args(clap::Command::new("play"))
        .try_get_matches_from(std::iter::once("play").chain(argv.iter().copied()))
        .unwrap();
    request(PlayArgs::from_arg_matches(&matches).unwrap().target)
}

#[test]
fn the_command_line_names_a_match_a_new_match_or_nothing() {
    assert_eq!(request_of(&[" 3 "]).unwrap(), Request::Match(3));
    assert_eq!(request_of(&[]).unwrap(), Request::Choose);
    let under10 = crate::games::under10::ID;
    let Request::New(given) = request_of(&["under10", "--players", "Ann,Bob"]).unwrap() else {
        panic!("not a new match");
    };
    assert_eq!((given.game, given.players.len()), (Some(under10), 2));
    assert!(given.choices.is_none());
    let Request::New(given) = request_of(&["under10", "--end", "first-out"]).unwrap() else {
        panic!("not a new match");
    };
    assert!(given.players.is_empty() && given.choices.is_some());
    let Request::New(given) = request_of(&["--players", "Ann,Bob"]).unwrap() else {
        panic!("not a new match");
    };
    assert_eq!(given.game, None);
}

#[test]
fn a_match_id_with_players_or_a_word_that_is_no_game_is_refused() {
    let refused = request_of(&["1", "--players", "E,F"]).unwrap_err();
    assert_eq!(refused.kind, ErrorKind::Usage);
    let refused = request_of(&["chess"]).unwrap_err();
    assert_eq!(refused.kind, ErrorKind::Usage);
    assert!(
        refused.to_string().contains("unknown game 'chess'"),
        "{refused}"
    );
}

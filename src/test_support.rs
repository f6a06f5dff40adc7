//! What unit tests of several layers build the same way: a match header, and rounds recorded as
//! `round` records them (parsed and scored by the engine from the standing before).

use crate::games::names::PlayerName;
use crate::games::{GameId, RoundInput, Standing};
use crate::packed::{Packed, pack};
use crate::store::{MatchInfo, RoundRecord, ScoreRecord, SeatedPlayer, Status};

/// Match `id` of `game` in progress, with these players (ids 1, 2, ...) and typed options.
pub(crate) fn match_of(id: i64, game: GameId, players: &[&str], options: &[&str]) -> MatchInfo {
    let typed: Vec<String> = options.iter().map(|o| o.to_string()).collect();
    MatchInfo {
        id,
        uuid: String::new(),
        game,
        options: game
            .game()
            .options_from(
                &typed,
                &players
                    .iter()
                    .map(|name| name.to_string())
                    .collect::<Vec<_>>(),
            )
            .expect("options"),
        status: Status::InProgress,
        created_at: String::new(),
        finished_at: None,
        kept_end: None,
        ended_by: None,
        rounds: 0,
        players: (players.iter().enumerate())
            .map(|(seat, name)| SeatedPlayer {
                player_id: seat as i64 + 1,
                uuid: String::new(),
                name: PlayerName::stored(*name),
            })
            .collect(),
        open_round: None,
        table: None,
    }
}

/// Rounds as `round` records them: each typed entry parsed and scored by the engine from the
/// standing before; also the standing after the last.
pub(crate) fn played(info: &MatchInfo, rounds: &[RoundInput]) -> (Vec<RoundRecord>, Standing) {
    let game = info.game.game();
    let mut standing = Standing::start(&info.names());
    let records = (rounds.iter())
        .map(|input| {
            let entry = (game.parse(&info.options, &standing, None, input)).expect("a legal round");
            let outcome = (game.score(&info.options, &standing, None, &entry)).expect("it scores");
            standing = standing.after(&outcome);
            let mut record = RoundRecord::new(
                uuid::Uuid::nil(),
                (standing.rounds_played, 1),
                None,
                Some(Packed::checked(pack(&entry)).expect("packed")),
                false,
                String::new(),
            );
            record.scores = outcome.seats.iter().map(ScoreRecord::from).collect();
            record
        })
        .collect();
    (records, standing)
}

//! Every statement of the PostgreSQL backend, one module for each thing a query touches, as
//! SQLite's (`sqlite/queries/`): the same rows through the same keys and indexes. What the rows
//! become is shared (`store/from_rows.rs`,
//! `store/columns.rs`, `store/filters.rs`, `store/season_upkeep.rs`).

mod archive;
mod export;
mod import;
mod players;

pub(super) use archive::{finished_matches, last_played, matches};
pub(super) use export::{count_matches, next_match, players_of_matches};
pub(super) use import::{count_rounds, import_match, import_player, match_by_uuid, round_by_uuid};
pub(super) use players::{
    alias_player, merge_player, player_by_uuid, player_named, players, rename_player, shared_match,
};

use super::db::{Db, Get};
use crate::store::filters::{Dialect, Param};

/// How PostgreSQL's SQL is written where the filters differ.
const DIALECT: Dialect = Dialect {
    mark: |n| format!("${n}"),
    not_by_index: "",
};

/// A filter's parameters, as the statement takes them.
fn bound(values: &[Param]) -> Vec<&(dyn postgres::types::ToSql + Sync)> {
    values
        .iter()
        .map(|value| match value {
            Param::Int(n) => n as &(dyn postgres::types::ToSql + Sync),
            Param::Text(t) => t as &(dyn postgres::types::ToSql + Sync),
        })
        .collect()
}

/// A position or count as the BIGINT columns keep it.
fn big(n: u32) -> i64 {
    i64::from(n)
}

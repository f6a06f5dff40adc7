//! Club nights, pure: the seating draw, the evening's ranking and the series' ranking. No I/O,
//! no SQL, no printing; players are ids (`i64`), and the caller turns names into ids and back.
//!
//! **Table sizes** ([`table_sizes`]): tables of the target size and as few tables one smaller as
//! make the count work (16 → 4,4,4,4; 14 → 4,4,3,3; 9 → 3,3,3); where that is impossible or
//! below the game's minimum, tables one larger (5 → 5).
//!
//! **The draw** ([`draw`]) follows the method of the Vampire: the Eternal Struggle tournament
//! seating: every rule is stated, weighed so that a higher rule always beats any number of lower
//! ones, and a local search looks for the schedule that costs least. The rules, highest first:
//! - R0: nobody sits at a smaller table while a player present at a larger one has sat at one
//!   less often (counted per round and player, in the order of the rounds: turns in order);
//! - R1: pairs meeting again, a pair meeting for the k-th time costing k − 1 (so repeats spread);
//! - with `by_standing` only: the squared distance in standing between players at one table
//!   (below R1, so players of similar standing sit together only where it repeats no pair: the
//!   organiser asked for level tables, but nobody came to play the same people all evening;
//!   above R2 to R4, which only spread the small annoyances);
//! - R2: pairs meeting again in consecutive rounds;
//! - R3: starting (seat 0) while a player present who does not start has started less often
//!   (turns in order, like R0);
//! - R4: a player in the same seat again, a k-th time in one seat costing k − 1.
//!
//! Each rule's weight is one more than the most the rules below it can cost in that draw (the
//! weights are computed per draw from its size; [`Cost`] reports the counts of the drawn round).
//! The draw looks ahead: it seats every round the event has left (up to 12), counting the rules
//! over them all, and returns the first, so early rounds do not paint the late ones into a
//! corner. Where a known construction exists, it is the starting point: the affine plane of
//! order q for q² players in tables of q (q = 2, 3, 4, 5: 4, 9, 16, 25 players), whose q + 1
//! rounds seat every pair exactly once; it is relabelled by the seed (a few relabellings are
//! tried, as they decide who can start when), and a history drawn from it is recognised, so a
//! draw made one round at a time finishes the plane (16 players in tables of 4 meet nobody twice
//! in 5 rounds). Otherwise the start is random, with the small tables given to those who had
//! the fewest. The search is a tabu search (the classic local search for the social golfer
//! problem) over swaps of two players in one round (two tables: they change tables; one table:
//! they change seats), one phase per rule from the highest down, each phase taking the best
//! swap of a player who breaks its rule and stopping once that rule costs nothing; whole rounds
//! are then swapped where that helps (the order decides R0, R2 and R3). The number of steps
//! grows with players × rounds and is bounded, and the random numbers are the module's own
//! SplitMix64: the same request and seed give the same draw in every version.
//!
//! **The evening** ([`rank_evening`]): per match a player's share of the table they beat,
//! (players beaten + half the players tied) / (table size − 1); the evening ranks by the sum of
//! shares (or the game's own points), then the average score relative to the table, then
//! head-to-head. **The series** ([`rank_series`]): the average of each player's best K evenings
//! among those who attended at least N.

mod draw;
mod ranking;
mod rng;
mod score;
mod series;
mod sizes;

pub use draw::{Cost, Draw, DrawError, DrawRequest, draw};
pub use ranking::{
    EveningRules, Ranked, Ranking, SeatResult, TableResult, last_place, rank_evening, share,
    standing_order,
};
pub use score::Score;
pub use series::{EveningScore, SeriesRanked, rank_series};
pub use sizes::{SizeError, table_sizes};

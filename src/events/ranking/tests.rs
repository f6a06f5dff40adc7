use super::*;

const A: i64 = 1;
const B: i64 = 2;
const C: i64 = 3;
const D: i64 = 4;
const E: i64 = 5;

/// A table from (player, place, score).
fn table(round: u32, number: u32, seats: &[(i64, u32, i64)]) -> TableResult {
    TableResult {
        round,
        table: number,
        seats: seats
            .iter()
            .map(|&(player, place, score)| SeatResult {
                player,
                place,
                score,
                team: None,
            })
            .collect(),
    }
}

fn rules(ranking: Ranking, higher_is_better: bool) -> EveningRules {
    EveningRules {
        ranking,
        higher_is_better,
        rounds: 2,
        players: vec![A, B, C, D],
    }
}

fn ranks(ranked: &[Ranked]) -> Vec<(i64, usize)> {
    ranked.iter().map(|r| (r.player, r.rank)).collect()
}

fn seats(places: &[u32]) -> Vec<SeatResult> {
    places
        .iter()
        .enumerate()
        .map(|(i, &place)| SeatResult {
            player: i as i64,
            place,
            score: 0,
            team: None,
        })
        .collect()
}

#[test]
fn a_share_is_the_part_of_the_table_beaten_with_ties_counting_half() {
    let four = seats(&[1, 2, 2, 4]);
    assert_eq!([1, 2, 4].map(|p| share(&four, p)), [1.0, 0.5, 0.0]);
    let three = seats(&[1, 1, 3]);
    assert_eq!([1, 3].map(|p| share(&three, p)), [0.75, 0.0]);
    assert_eq!(share(&seats(&[1, 1]), 1), 0.5);
    assert_eq!(
        share(&seats(&[1]), 1),
        0.5,
        "a table of one: nobody beaten, nobody beating"
    );
    // Krumme10: two teams of two, each member with the team's place.
    let teams = seats(&[1, 2, 1, 2]);
    assert!((share(&teams, 1) - 5.0 / 6.0).abs() < 1e-12);
    assert!((share(&teams, 2) - 1.0 / 6.0).abs() < 1e-12);
}

#[test]
fn the_sum_of_shares_ranks_first_across_tables_of_different_sizes() {
    let tables = [
        table(1, 1, &[(A, 1, 30), (B, 2, 20), (C, 3, 10)]),
        table(1, 2, &[(D, 1, 5), (E, 2, 4)]),
        table(2, 1, &[(A, 2, 0), (D, 1, 10)]),
    ];
    let ranked = rank_evening(
        &tables,
        &EveningRules {
            players: vec![A, B, C, D, E],
            ..rules(Ranking::Share, true)
        },
    );
    // C and E both beat nobody; E lost by 1 of a 9-point table, C by 10 of 20.
    assert_eq!(ranks(&ranked), [(D, 1), (A, 2), (B, 3), (E, 4), (C, 5)]);
    let d = &ranked[0];
    assert_eq!(
        (d.score, d.matches, d.shares.clone()),
        (2.0, 2, vec![Some(1.0), Some(1.0)])
    );
    let b = &ranked[2];
    assert_eq!(
        (b.score, b.matches, b.shares.clone()),
        (0.5, 1, vec![Some(0.5), None])
    );
    assert_eq!(b.relative, 0.0);
    assert_eq!(last_place(&ranked), [C]);
}

#[test]
fn the_score_relative_to_the_table_decides_equal_shares() {
    let tables = [
        table(1, 1, &[(A, 1, 50), (B, 2, 10)]),
        table(1, 2, &[(C, 1, 20), (D, 2, 10)]),
    ];
    let ranked = rank_evening(&tables, &rules(Ranking::Share, true));
    assert_eq!(ranks(&ranked), [(A, 1), (C, 2), (D, 3), (B, 4)]);
    assert_eq!(
        ranked.iter().map(|r| r.relative).collect::<Vec<_>>(),
        [20.0, 5.0, -5.0, -20.0]
    );
    assert_eq!(last_place(&ranked), [B]);
    // Where lower scores are better the relative score turns round.
    let ranked = rank_evening(&tables, &rules(Ranking::Share, false));
    assert_eq!(ranks(&ranked), [(C, 1), (A, 2), (B, 3), (D, 4)]);
    assert_eq!(ranked[0].relative, -5.0);
}

#[test]
fn teammates_compare_by_their_teams_score_and_stay_level() {
    // Krumme10 in teams: A and C (30 and 0 points) beat B and D (15 and 10) as a team.
    let teams = [
        (A, 1, 30, (30, 2)),
        (B, 3, 15, (25, 2)),
        (C, 1, 0, (30, 2)),
        (D, 3, 10, (25, 2)),
    ];
    let tables = [TableResult {
        round: 1,
        table: 1,
        seats: teams
            .iter()
            .map(|&(player, place, score, team)| SeatResult {
                player,
                place,
                score,
                team: Some(team),
            })
            .collect(),
    }];
    let ranked = rank_evening(&tables, &rules(Ranking::Share, true));
    assert_eq!(ranks(&ranked), [(A, 1), (C, 1), (B, 3), (D, 3)]);
    assert_eq!(last_place(&ranked), [B, D]);
}

#[test]
fn head_to_head_decides_equal_shares_and_relative_scores() {
    let tables = [
        table(1, 1, &[(A, 1, 10), (B, 2, 0)]),
        table(1, 2, &[(C, 1, 10), (D, 2, 0)]),
        table(2, 1, &[(C, 1, 10), (A, 2, 0)]),
        table(2, 2, &[(B, 1, 10), (D, 2, 0)]),
    ];
    let ranked = rank_evening(&tables, &rules(Ranking::Share, true));
    // A and B: one win each, relative 0 each; A beat B at the first round's table.
    assert_eq!(ranks(&ranked), [(C, 1), (A, 2), (B, 3), (D, 4)]);
    assert_eq!(standing_order(&ranked), [C, A, B, D]);
}

/// The players of `group` (ids) in `head_to_head`'s tiers.
fn tiers(tables: &[TableResult], group: &[i64]) -> Vec<Vec<i64>> {
    let indices: Vec<usize> = (0..group.len()).collect();
    head_to_head(tables, group, &indices)
        .into_iter()
        .map(|tier| tier.into_iter().map(|i| group[i]).collect())
        .collect()
}

#[test]
fn head_to_head_never_leaves_a_player_level_with_one_they_placed_above() {
    // A above B, B above C; E beats A and D loses to C, so A, B and C have one share each and
    // average 0 against their tables. Counted in wins A and B had one each and shared rank 2.
    let tables = [
        table(1, 1, &[(A, 1, 10), (B, 2, 0)]),
        table(1, 2, &[(C, 1, 10), (D, 2, 0)]),
        table(2, 1, &[(B, 1, 10), (C, 2, 0)]),
        table(2, 2, &[(E, 1, 10), (A, 2, 0)]),
    ];
    let players = vec![A, B, C, D, E];
    let ranked = rank_evening(
        &tables,
        &EveningRules {
            players,
            ..rules(Ranking::Share, true)
        },
    );
    assert_eq!(ranks(&ranked), [(E, 1), (A, 2), (B, 3), (C, 4), (D, 5)]);
}

#[test]
fn head_to_head_splits_off_those_no_one_left_placed_above() {
    // The tester's evening: C and D placed above A and B where they met, A and B above E and F.
    let tables = [
        table(1, 1, &[(C, 1, 0), (D, 2, 0), (A, 3, 0), (B, 4, 0)]),
        table(2, 1, &[(A, 1, 0), (B, 2, 0), (E, 3, 0), (E + 1, 4, 0)]),
    ];
    let group = [A, B, C, D, E, E + 1];
    assert_eq!(
        tiers(&tables, &group),
        [vec![C], vec![D], vec![A], vec![B], vec![E], vec![E + 1]]
    );
    // Met once each way and once more one way: the net decides.
    let twice = [
        table(1, 1, &[(A, 1, 0), (B, 2, 0)]),
        table(2, 1, &[(B, 1, 0), (A, 2, 0)]),
        table(3, 1, &[(A, 1, 0), (B, 2, 0)]),
    ];
    assert_eq!(tiers(&twice, &[B, A]), [vec![A], vec![B]]);
    // Placed the same at the table, or never met: level.
    let level = [table(1, 1, &[(A, 1, 0), (B, 1, 0), (C, 3, 0)])];
    assert_eq!(tiers(&level, &[A, B, D]), [vec![A, B, D]]);
}

#[test]
fn head_to_head_keeps_a_cycle_level_above_those_it_placed_above() {
    let tables = [
        table(1, 1, &[(A, 1, 0), (B, 2, 0)]),
        table(2, 1, &[(B, 1, 0), (C, 2, 0)]),
        table(3, 1, &[(C, 1, 0), (A, 2, 0), (D, 3, 0)]),
    ];
    assert_eq!(tiers(&tables, &[D, C, B, A]), [vec![C, B, A], vec![D]]);
}

#[test]
fn players_still_tied_share_the_rank_in_the_callers_order() {
    let tables = [
        table(1, 1, &[(B, 1, 10), (D, 2, 0)]),
        table(1, 2, &[(A, 1, 10), (E, 2, 5)]),
        table(1, 3, &[(C, 1, 10), (E + 1, 2, 5)]),
    ];
    let players = vec![A, B, C, D, E, E + 1];
    let ranked = rank_evening(
        &tables,
        &EveningRules {
            players,
            ..rules(Ranking::Share, true)
        },
    );
    // B's relative score is higher (+5 against +2.5), so B stands alone first.
    assert_eq!(
        ranks(&ranked),
        [(B, 1), (A, 2), (C, 2), (E, 4), (E + 1, 4), (D, 6)]
    );
    assert_eq!(last_place(&ranked), [D]);
}

#[test]
fn points_rank_by_the_games_own_score_in_its_direction() {
    let tables = [
        table(1, 1, &[(A, 1, 5), (B, 2, 20)]),
        table(1, 2, &[(C, 1, 8), (D, 2, 9)]),
    ];
    let lower = rank_evening(&tables, &rules(Ranking::Points, false));
    assert_eq!(ranks(&lower), [(A, 1), (C, 2), (D, 3), (B, 4)]);
    assert_eq!(
        lower.iter().map(|r| r.score).collect::<Vec<_>>(),
        [5.0, 8.0, 9.0, 20.0]
    );
    // A round holds what it adds to the score: the points.
    assert_eq!(lower[0].shares, [Some(5.0), None]);
    let higher = rank_evening(&tables, &rules(Ranking::Points, true));
    assert_eq!(ranks(&higher), [(B, 1), (D, 2), (C, 3), (A, 4)]);
}

#[test]
fn shares_equal_on_paper_compare_equal() {
    // D: 1/3 + 2/3 over two four-tables; A: 1 from one two-table and 0 from another.
    let tables = [
        table(1, 1, &[(D, 3, 0), (B, 1, 0), (C, 2, 0), (E, 4, 0)]),
        table(1, 2, &[(A, 1, 0), (E + 1, 2, 0)]),
        table(2, 1, &[(D, 2, 0), (B, 1, 0), (C, 3, 0), (E, 4, 0)]),
        table(2, 2, &[(A, 2, 0), (E + 1, 1, 0)]),
    ];
    let ranked = rank_evening(&tables, &rules(Ranking::Share, true));
    let rank_of = |p| ranked.iter().find(|r| r.player == p).unwrap().rank;
    assert_eq!(rank_of(A), rank_of(D));
}

proptest::proptest! {
    #[test]
    fn shares_of_a_table_add_up_to_half_its_size_and_ranks_run_in_order(
        tables in proptest::collection::vec(proptest::collection::vec((1u32..=4, -50i64..50), 2..=6), 1..8),
    ) {
        // Player k of table t is player t * 10 + k; the places as drawn (ties as they fall).
        let tables: Vec<TableResult> = tables
            .iter()
            .enumerate()
            .map(|(t, seats)| TableResult {
                round: (t % 3) as u32 + 1,
                table: t as u32 + 1,
                seats: seats
                    .iter()
                    .enumerate()
                    .map(|(k, &(place, score))| SeatResult { player: (t * 10 + k) as i64, place, score, team: None })
                    .collect(),
            })
            .collect();
        for table in &tables {
            let total: f64 = table.seats.iter().map(|s| share(&table.seats, s.place)).sum();
            proptest::prop_assert!((total - table.seats.len() as f64 / 2.0).abs() < 1e-9);
        }
        let ranked = rank_evening(&tables, &EveningRules { ranking: Ranking::Share, higher_is_better: true, rounds: 3, players: vec![] });
        let seated: usize = tables.iter().map(|t| t.seats.len()).sum();
        proptest::prop_assert_eq!(ranked.len(), seated);
        proptest::prop_assert_eq!(ranked[0].rank, 1);
        for (k, pair) in ranked.windows(2).enumerate() {
            proptest::prop_assert!(pair[0].rank <= pair[1].rank);
            proptest::prop_assert!(pair[0].score >= pair[1].score - 1e-9);
            proptest::prop_assert!(pair[1].rank == pair[0].rank || pair[1].rank == k + 2);
        }
    }
}

#[test]
fn shares_equal_on_paper_add_up_to_equal_scores() {
    // A comes 2nd, 1st and 3rd of four (2/3 + 1 + 1/3, added as floats 1.9999999999999998),
    // B 1st, 1st and last (1 + 1 + 0): both 2, the same number.
    let (f, g, h) = (E + 1, E + 2, E + 3);
    let tables = [
        table(1, 1, &[(C, 1, 30), (A, 2, 20), (D, 3, 10), (E, 4, 5)]),
        table(2, 1, &[(A, 1, 30), (C, 2, 20), (D, 3, 10), (E, 4, 5)]),
        table(3, 1, &[(D, 1, 30), (C, 2, 20), (A, 3, 10), (E, 4, 5)]),
        table(1, 2, &[(B, 1, 30), (f, 2, 20), (g, 3, 10), (h, 4, 5)]),
        table(2, 2, &[(B, 1, 30), (f, 2, 20), (g, 3, 10), (h, 4, 5)]),
        table(3, 2, &[(f, 1, 30), (g, 2, 20), (h, 3, 10), (B, 4, 5)]),
    ];
    let ranked = rank_evening(
        &tables,
        &EveningRules {
            rounds: 3,
            ..rules(Ranking::Share, true)
        },
    );
    let score = |player: i64| {
        let line = ranked.iter().find(|r| r.player == player).expect("ranked");
        (line.score, line.exact)
    };
    assert_eq!(score(A), score(B));
    assert_eq!(score(A).0, 2.0);
    // 1 + 2/3 + 2/3: the float nearest 7/3, where the floats added come to 2.333333333333333.
    assert_eq!(score(C).0, 7.0 / 3.0);
}

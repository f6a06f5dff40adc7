use super::*;

fn evening(event: i64, player: i64, score: f64) -> EveningScore {
    // The scores here are whole points and halves (a half: the share of a tie at a table of two).
    let halves = (score * 2.0).round() as i64;
    let half = match halves % 2 {
        0 => Score::default(),
        _ => Score::share(0, 1, 1),
    };
    EveningScore {
        event,
        player,
        score: Score::points(halves / 2) + half,
    }
}

/// (player, rank, score, evenings, counted events)
type Line = (i64, Option<usize>, f64, usize, Vec<i64>);

fn lines(ranked: &[SeriesRanked]) -> Vec<Line> {
    ranked
        .iter()
        .map(|r| (r.player, r.rank, r.score, r.evenings, r.counted.clone()))
        .collect()
}

#[test]
fn the_best_evenings_count_ties_share_and_players_with_too_few_come_last_unranked() {
    // Best 2, at least 2 evenings.
    let scores = [
        evening(1, 10, 3.0),
        evening(2, 10, 1.0),
        evening(3, 10, 2.0),
        evening(1, 20, 2.5),
        evening(2, 20, 2.5),
        evening(1, 30, 4.0),
        evening(2, 40, 3.0),
        evening(3, 40, 2.5),
        evening(2, 50, 0.5),
        evening(3, 50, 1.0),
        evening(3, 60, 0.0),
        evening(1, 60, 1.0),
        evening(2, 60, 0.5),
    ];
    assert_eq!(
        lines(&rank_series(&scores, 2, 2)),
        [
            (40, Some(1), 2.75, 2, vec![2, 3]),
            (10, Some(2), 2.5, 3, vec![1, 3]),
            (20, Some(2), 2.5, 2, vec![1, 2]),
            (50, Some(4), 0.75, 2, vec![3, 2]),
            (60, Some(4), 0.75, 3, vec![1, 2]),
            (30, None, 4.0, 1, vec![1]),
        ]
    );
}

#[test]
fn best_zero_counts_every_evening_and_min_zero_ranks_everyone() {
    let scores = [
        evening(1, 10, 3.0),
        evening(2, 10, 1.0),
        evening(1, 20, 1.5),
    ];
    assert_eq!(
        lines(&rank_series(&scores, 0, 0)),
        [
            (10, Some(1), 2.0, 2, vec![1, 2]),
            (20, Some(2), 1.5, 1, vec![1])
        ]
    );
}

#[test]
fn players_short_of_the_minimum_are_listed_by_evenings_then_average() {
    let scores = [
        evening(1, 10, 1.0),
        evening(2, 10, 1.0),
        evening(1, 20, 3.0),
        evening(1, 30, 2.0),
        evening(2, 30, 0.0),
        evening(3, 30, 0.0),
    ];
    let ranked = rank_series(&scores, 6, 3);
    assert_eq!(
        ranked
            .iter()
            .map(|r| (r.player, r.rank))
            .collect::<Vec<_>>(),
        [(30, Some(1)), (10, None), (20, None)]
    );
}

//! A season of evenings: each player's average over their best K evening scores.

use std::collections::BTreeMap;

use super::score::Score;

/// A player's score on one evening of the series (their evening's [`crate::events::Ranked`]
/// score, exactly).
#[derive(Clone, Debug, PartialEq)]
pub struct EveningScore {
    pub event: i64,
    pub player: i64,
    pub score: Score,
}

/// A player's line in the series.
#[derive(Clone, Debug, PartialEq)]
pub struct SeriesRanked {
    pub player: i64,
    /// From 1, shared by ties; None for players with fewer evenings than the minimum.
    pub rank: Option<usize>,
    /// The average of the best `best` evening scores (of all, where fewer).
    pub score: f64,
    /// Evenings attended.
    pub evenings: usize,
    /// The events whose scores counted, best first.
    pub counted: Vec<i64>,
}

/// The series' ranking: players with at least `min` evenings by the average of their best
/// `best` evening scores (`best` 0: all), ties sharing a rank and listed by player id; then the
/// players with fewer evenings, rank None, by evenings and then average.
pub fn rank_series(evenings: &[EveningScore], best: usize, min: usize) -> Vec<SeriesRanked> {
    let mut by_player: BTreeMap<i64, Vec<(Score, i64)>> = BTreeMap::new();
    for evening in evenings {
        by_player
            .entry(evening.player)
            .or_default()
            .push((evening.score, evening.event));
    }
    let mut lines: Vec<SeriesRanked> = by_player
        .into_iter()
        .map(|(player, mut scores)| {
            scores.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
            let take = if best == 0 {
                scores.len()
            } else {
                best.min(scores.len())
            };
            let counted = &scores[..take];
            // Added exactly and divided once: equal averages are equal floats.
            let sum: Score = counted.iter().map(|&(score, _)| score).sum();
            SeriesRanked {
                player,
                rank: None,
                score: sum.mean(take),
                evenings: scores.len(),
                counted: counted.iter().map(|&(_, event)| event).collect(),
            }
        })
        .collect();
    let key = |line: &SeriesRanked| (line.evenings < min, std::cmp::Reverse(quantise(line.score)));
    lines.sort_by_key(|line| {
        let (short, score) = key(line);
        (
            short,
            if short {
                std::cmp::Reverse(line.evenings)
            } else {
                std::cmp::Reverse(0)
            },
            score,
            line.player,
        )
    });
    let mut previous: Option<(i64, usize)> = None;
    for (k, line) in lines.iter_mut().enumerate() {
        if line.evenings < min {
            break;
        }
        let score = quantise(line.score);
        let rank = match previous {
            Some((s, r)) if s == score => r,
            _ => k + 1,
        };
        line.rank = Some(rank);
        previous = Some((score, rank));
    }
    lines
}

fn quantise(value: f64) -> i64 {
    (value * 1e9).round() as i64
}

#[cfg(test)]
mod tests;

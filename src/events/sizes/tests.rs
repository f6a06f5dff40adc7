use super::*;

#[test]
fn the_known_counts_get_the_known_tables() {
    let at_four = |n| table_sizes(n, 4, 2..=6).unwrap();
    assert_eq!(at_four(16), [4, 4, 4, 4]);
    assert_eq!(at_four(14), [4, 4, 3, 3]);
    assert_eq!(at_four(9), [3, 3, 3]);
    assert_eq!(at_four(6), [3, 3]);
    assert_eq!(at_four(7), [4, 3]);
    assert_eq!(at_four(2), [2]);
    assert_eq!(table_sizes(5, 4, 3..=7).unwrap(), [5]);
    assert_eq!(table_sizes(13, 4, 3..=7).unwrap(), [4, 3, 3, 3]);
    // At a 4-to-6 game three are too few for a table of 3: 4 and 5 instead.
    assert_eq!(table_sizes(9, 4, 4..=6).unwrap(), [5, 4]);
}

#[test]
fn counts_no_split_fits_are_refused_with_the_reason() {
    assert_eq!(
        table_sizes(2, 4, 3..=7),
        Err(SizeError::TooFewPlayers { players: 2, min: 3 })
    );
    assert_eq!(
        table_sizes(5, 4, 3..=4),
        Err(SizeError::NoSplit {
            players: 5,
            min: 3,
            max: 4
        })
    );
    assert_eq!(
        table_sizes(12, 8, 2..=6),
        Err(SizeError::TargetNotAllowed {
            target: 8,
            min: 2,
            max: 6
        })
    );
}

#[test]
fn every_count_from_2_to_60_splits_by_the_rule_in_every_game_range() {
    for range in [2..=6, 2..=8, 3..=7] {
        for n in *range.start()..=60 {
            let sizes = table_sizes(n, 4, range.clone()).unwrap();
            assert_eq!(
                sizes.iter().sum::<usize>(),
                n,
                "{n} in {range:?}: {sizes:?}"
            );
            assert!(
                sizes.iter().all(|s| range.contains(s)),
                "{n} in {range:?}: {sizes:?}"
            );
            assert!(
                sizes.windows(2).all(|w| w[0] >= w[1]),
                "larger first: {sizes:?}"
            );
            let (max, min) = (sizes[0], sizes[sizes.len() - 1]);
            assert!(max - min <= 1, "{n} in {range:?}: {sizes:?}");
            // Tables of 4 and 3 wherever they can seat the players; 5s only where they cannot.
            let tables = n.div_ceil(4);
            let fours_and_threes = tables * 4 - n <= tables && range.contains(&3);
            if fours_and_threes {
                assert!(
                    sizes.iter().all(|&s| s == 4 || s == 3),
                    "{n} in {range:?}: {sizes:?}"
                );
                assert_eq!(
                    sizes.iter().filter(|&&s| s == 3).count(),
                    tables * 4 - n,
                    "as few 3s as may be"
                );
            } else if n >= 4 {
                assert!(
                    sizes.iter().all(|&s| s == 4 || s == 5),
                    "{n} in {range:?}: {sizes:?}"
                );
            }
        }
    }
}

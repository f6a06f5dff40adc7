use super::{Score, UNIT};

#[test]
fn every_share_of_a_table_of_up_to_sixteen_is_exact() {
    for others in 1..=15 {
        for beaten in 0..=others {
            for tied in 0..=others - beaten {
                let exact = (2 * beaten + tied) as i64 * UNIT;
                let share = Score::share(beaten, tied, others);
                assert_eq!(
                    share.0 * 2 * others as i64,
                    exact,
                    "{beaten} {tied} {others}"
                );
            }
        }
    }
}

#[test]
fn shares_equal_on_paper_give_the_same_float() {
    let third = Score::share(1, 0, 3);
    let two_thirds = Score::share(2, 0, 3);
    let one = Score::share(3, 0, 3);
    assert_eq!((two_thirds + one + third).value(), 2.0);
    assert_eq!((one + one + Score::default()).value(), 2.0);
    // The floats added drift: what this type is for.
    assert_ne!(2.0 / 3.0 + 1.0 + 1.0 / 3.0, 2.0);
    let evenings = [two_thirds + one + third, one + one];
    assert_eq!(
        evenings[0].mean(1),
        evenings.into_iter().sum::<Score>().mean(2)
    );
    assert_eq!(Score::default().mean(0), 0.0);
    assert_eq!(Score::points(-7).value(), -7.0);
}

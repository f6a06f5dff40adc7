use super::*;

#[test]
fn game_ids_and_aliases_parse() {
    for text in [
        "under10",
        "onderde10",
        "under-the-10",
        "UNDER10",
        " Under10 ",
    ] {
        assert_eq!(text.parse::<GameId>(), Ok(GameId::Under10), "{text}");
    }
    assert_eq!("poker".parse::<GameId>(), Err(UnknownGame("poker".into())));
}

#[test]
fn ties_share_a_rank_and_the_next_rank_skips() {
    let keys = vec![vec![0, 57], vec![0, 12], vec![0, 57], vec![1, 3]];
    assert_eq!(ranks(&keys), vec![2, 1, 2, 4]);
    let keys = vec![vec![5], vec![5], vec![9]];
    assert_eq!(ranks(&keys), vec![1, 1, 3]);
}

#[test]
fn seats_are_found_by_name_whatever_the_case() {
    let standing = Standing::start(&["Ann".into(), "Éva".into()]);
    assert_eq!(standing.seat_of("ann"), Some(0));
    assert_eq!(standing.seat_of(" ÉVA "), Some(1));
    assert_eq!(standing.seat_of("Bob"), None);
}

use super::*;

#[test]
fn digits_with_spaces_around_are_a_count() {
    assert_eq!(count("5"), Ok(5));
    assert_eq!(count(" 5 "), Ok(5));
    assert_eq!(count("07"), Ok(7));
    assert_eq!(count("0"), Ok(0));
    assert_eq!(count("4294967295"), Ok(u32::MAX));
    assert_eq!(small_count("10"), Ok(10));
    assert_eq!(seat_count("4"), Ok(4));
    assert_eq!(whole::<i64>(" 12 "), Ok(12));
}

#[test]
fn a_sign_is_refused_and_the_number_without_it_offered() {
    for (typed, unsigned) in [("+5", Some("5")), ("-0", Some("0")), ("+0", Some("0"))] {
        let refused = count(typed).unwrap_err();
        assert_eq!(refused.unsigned(), unsigned, "{typed}");
        assert!(!refused.is_negative(), "{typed}");
        assert_eq!(
            refused.to_string(),
            format!("write the number without its sign: {}", unsigned.unwrap())
        );
    }
    let negative = count("-3").unwrap_err();
    assert!(negative.is_negative());
    assert_eq!(negative.unsigned(), None);
    assert_eq!(negative.to_string(), "the number cannot be negative");
    assert!(whole::<i64>("-1").unwrap_err().is_negative());
    assert!(whole::<i64>("+1").is_err());
}

#[test]
fn anything_else_is_unreadable_in_the_standard_words() {
    for typed in [
        "", " ", "x", "1.5", "5 0", "+", "-", "+x", "--5", "٣", "0x10", "1e3",
    ] {
        let refused = count(typed).unwrap_err();
        assert!(
            matches!(refused, NumberError::Unreadable(_)),
            "{typed:?}: {refused:?}"
        );
        assert_eq!(refused.unsigned(), None);
    }
    assert_eq!(
        count("x").unwrap_err().to_string(),
        "invalid digit found in string"
    );
    assert_eq!(
        count("4294967296").unwrap_err().to_string(),
        "number too large to fit in target type"
    );
    assert_eq!(
        small_count("256").unwrap_err().to_string(),
        "number too large to fit in target type"
    );
}

#[test]
fn refusals_are_said_in_the_language_in_use() {
    use crate::i18n::{Lang, with};
    let said = |lang, text: &str| with(lang, || count(text).unwrap_err().to_string());
    assert_eq!(said(Lang::En, "x"), "invalid digit found in string");
    assert_eq!(said(Lang::En, ""), "cannot parse integer from empty string");
    assert_eq!(
        said(Lang::En, "99999999999"),
        "number too large to fit in target type"
    );
    assert_eq!(said(Lang::Nl, "-3"), "het getal kan niet negatief zijn");
    assert_eq!(said(Lang::De, "+5"), "schreib die Zahl ohne Vorzeichen: 5");
    assert_eq!(
        said(Lang::Nl, "x"),
        "dat is geen heel getal: alleen de cijfers 0 tot 9"
    );
    assert_eq!(said(Lang::De, "99999999999"), "die Zahl ist zu groß");
}
